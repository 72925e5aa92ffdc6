import type { RouteObject } from 'react-router-dom';
import { page } from '../../app/lazy-page';
import { DashboardEdit } from './dashboard-edit';

const NotFoundPage = page(() => import('../../content/pages/not-found-page'), 'NotFoundPage');
const CashflowOverviewPage = page(() => import('../cashflow-overview-page'), 'CashflowOverviewPage');
const WealthOverviewPage = page(() => import('../wealth-overview-page'), 'WealthOverviewPage');
const ProtectionOverviewPage = page(() => import('../protection-overview-page'), 'ProtectionOverviewPage');
const SavingsRatioPage = page(() => import('./cashflow-ratio-pages'), 'SavingsRatioPage');
const DebtServicingRatioPage = page(() => import('./cashflow-ratio-pages'), 'DebtServicingRatioPage');
const LoanRepaymentPage = page(() => import('./cashflow-list-pages'), 'LoanRepaymentPage');
const MonthlyInvestmentsPage = page(() => import('./cashflow-list-pages'), 'MonthlyInvestmentsPage');
const InvestmentsPage = page(() => import('./wealth-pages'), 'InvestmentsPage');
const InvestmentsBySourcePage = page(() => import('./wealth-pages'), 'InvestmentsBySourcePage');
const PortfolioDiversificationPage = page(() => import('./wealth-pages'), 'PortfolioDiversificationPage');
const EmergencyFundPage = page(() => import('./protection-pages'), 'EmergencyFundPage');
const EmergencyFundRatioPage = page(() => import('./protection-pages'), 'EmergencyFundRatioPage');
const PoliciesPage = page(() => import('./protection-pages'), 'PoliciesPage');
const PolicyPlanPage = page(() => import('./protection-pages'), 'PolicyPlanPage');
const ProtectionAllocationPage = page(() => import('../../targets/pages/update-pages'), 'ProtectionAllocationPage');
const CashflowInflowPage = page(() => import('../../cashflow/setup/pages/inflow-page'), 'CashflowInflowPage');
const CashflowExpensePage = page(() => import('../../cashflow/setup/pages/outflow-expense-page'), 'CashflowExpensePage');
const CashflowLoansPage = page(() => import('../../cashflow/setup/pages/outflow-loans-page'), 'CashflowLoansPage');
const CashflowInvestmentsPage = page(() => import('../../cashflow/setup/pages/outflow-investments-page'), 'CashflowInvestmentsPage');
const WealthAssetsPage = page(() => import('../../wealth/pages/wealth-assets-page'), 'WealthAssetsPage');
const WealthLiabilitiesPage = page(() => import('../../wealth/pages/wealth-liabilities-page'), 'WealthLiabilitiesPage');

/**
 * The area pages and their sub-pages (spec 1 §2, spec 2 §2). The edit-* pages are the setup steps opened outside
 * their module (dashboard-edit.tsx); an unknown sub-path says 'Page not found' with its area page as the way back
 * (docs/decisions.md "Rough edges smoothed").
 */
export function dashboardAreaRoutes(): RouteObject[] {
  return [
    { path: 'dashboard/cashflow', element: <CashflowOverviewPage /> },
    { path: 'dashboard/cashflow/edit-income', element: <DashboardEdit area="cashflow"><CashflowInflowPage /></DashboardEdit> },
    { path: 'dashboard/cashflow/edit-expenses', element: <DashboardEdit area="cashflow"><CashflowExpensePage /></DashboardEdit> },
    { path: 'dashboard/cashflow/edit-loans', element: <DashboardEdit area="cashflow"><CashflowLoansPage /></DashboardEdit> },
    { path: 'dashboard/cashflow/edit-monthly-investments', element: <DashboardEdit area="cashflow"><CashflowInvestmentsPage /></DashboardEdit> },
    { path: 'dashboard/cashflow/savings-ratio', element: <SavingsRatioPage /> },
    { path: 'dashboard/cashflow/total-debt-servicing-ratio', element: <DebtServicingRatioPage /> },
    { path: 'dashboard/cashflow/loan-repayment', element: <LoanRepaymentPage /> },
    { path: 'dashboard/cashflow/monthly-investments', element: <MonthlyInvestmentsPage /> },
    { path: 'dashboard/cashflow/*', element: <NotFoundPage section={{ label: 'Cashflow', to: '/dashboard/cashflow' }} /> },

    { path: 'dashboard/wealth', element: <WealthOverviewPage /> },
    { path: 'dashboard/wealth/edit-assets', element: <DashboardEdit area="wealth"><WealthAssetsPage /></DashboardEdit> },
    { path: 'dashboard/wealth/edit-liabilities', element: <DashboardEdit area="wealth"><WealthLiabilitiesPage /></DashboardEdit> },
    { path: 'dashboard/wealth/investments', element: <InvestmentsPage /> },
    { path: 'dashboard/wealth/investments/cash-investments', element: <InvestmentsBySourcePage source="CASH" /> },
    { path: 'dashboard/wealth/investments/cpfis-investments', element: <InvestmentsBySourcePage source="CPFIS" /> },
    { path: 'dashboard/wealth/investments/srs-investments', element: <InvestmentsBySourcePage source="SRS" /> },
    { path: 'dashboard/wealth/portfolio-diversification', element: <PortfolioDiversificationPage /> },
    { path: 'dashboard/wealth/*', element: <NotFoundPage section={{ label: 'Wealth', to: '/dashboard/wealth' }} /> },

    { path: 'dashboard/protection', element: <ProtectionOverviewPage /> },
    {
      path: 'dashboard/protection/edit-emergency-fund',
      element: (
        <DashboardEdit area="protection">
          <WealthAssetsPage groups={['cash']} title="Your emergency fund" subtitle="Your cash, savings accounts and fixed deposits: the money you can reach quickly." />
        </DashboardEdit>
      ),
    },
    {
      path: 'dashboard/protection/edit-assets',
      element: (
        <DashboardEdit area="protection">
          <WealthAssetsPage groups={['cash', 'insurance']} title="Your savings and policies" subtitle="What protects you: the money you can reach quickly and your insurance policies." />
        </DashboardEdit>
      ),
    },
    { path: 'dashboard/protection/emergency-fund', element: <EmergencyFundPage /> },
    { path: 'dashboard/protection/emergency-fund-ratio', element: <EmergencyFundRatioPage /> },
    { path: 'dashboard/protection/allocate-funds-and-allocation', element: <ProtectionAllocationPage /> },
    { path: 'dashboard/protection/policies', element: <PoliciesPage /> },
    { path: 'dashboard/protection/policies/plan/:planId', element: <PolicyPlanPage /> },
    { path: 'dashboard/protection/policies/*', element: <NotFoundPage section={{ label: 'Policies', to: '/dashboard/protection/policies' }} /> },
    { path: 'dashboard/protection/*', element: <NotFoundPage section={{ label: 'Protection', to: '/dashboard/protection' }} /> },
  ];
}
