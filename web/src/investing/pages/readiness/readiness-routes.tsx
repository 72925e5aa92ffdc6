import { useMemo, type ReactNode } from 'react';
import { useNavigate, type RouteObject } from 'react-router-dom';
import { page } from '../../../app/lazy-page';
import { useStores } from '../../../app/store-context';
import { EditHostProvider } from '../../../shared/ui/module-layout/edit-host';
import { READINESS_PATH, RESULTS_PATH } from '../../readiness/readiness-paths';

const ReadinessAssessmentPage = page(() => import('./readiness-assessment-page'), 'ReadinessAssessmentPage');
const ReadinessResultsPage = page(() => import('./readiness-results-page'), 'ReadinessResultsPage');
const CashflowInflowPage = page(() => import('../../../cashflow/setup/pages/inflow-page'), 'CashflowInflowPage');
const CashflowExpensePage = page(() => import('../../../cashflow/setup/pages/outflow-expense-page'), 'CashflowExpensePage');
const CashflowLoansPage = page(() => import('../../../cashflow/setup/pages/outflow-loans-page'), 'CashflowLoansPage');
const CashflowInvestmentsPage = page(() => import('../../../cashflow/setup/pages/outflow-investments-page'), 'CashflowInvestmentsPage');
const WealthAssetsPage = page(() => import('../../../wealth/pages/wealth-assets-page'), 'WealthAssetsPage');

/**
 * The results' edit-* sub-pages (spec 3 §2): the same setup step pages the dashboard opens to change figures
 * (dashboard-edit.tsx, edit-host.tsx), returning to the results once saved; the results load the figures afresh.
 */
function ReadinessEdit({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const { ui } = useStores();
  const host = useMemo(
    () => ({
      backTo: RESULTS_PATH,
      backLabel: 'Back to your results',
      onSaved: () => {
        ui.showToast('Your changes are saved.', 'success');
        navigate(RESULTS_PATH);
      },
    }),
    [navigate, ui],
  );
  return <EditHostProvider host={host}>{children}</EditHostProvider>;
}

const at = (sub: string) => `${RESULTS_PATH}/${sub}`.slice(1);

/** The assessment, its results and the five edit sub-pages; behind the investing guide's lockout page (access-gating.ts). */
export function readinessRoutes(): RouteObject[] {
  return [
    { path: READINESS_PATH.slice(1), element: <ReadinessAssessmentPage /> },
    { path: RESULTS_PATH.slice(1), element: <ReadinessResultsPage /> },
    { path: at('edit-income'), element: <ReadinessEdit><CashflowInflowPage /></ReadinessEdit> },
    { path: at('edit-expenses'), element: <ReadinessEdit><CashflowExpensePage /></ReadinessEdit> },
    { path: at('edit-loans'), element: <ReadinessEdit><CashflowLoansPage /></ReadinessEdit> },
    { path: at('edit-monthly-investments'), element: <ReadinessEdit><CashflowInvestmentsPage /></ReadinessEdit> },
    {
      path: at('edit-emergency-fund'),
      element: (
        <ReadinessEdit>
          <WealthAssetsPage groups={['cash']} title="Your emergency fund" subtitle="Your cash, savings accounts and fixed deposits: the money you can reach quickly." />
        </ReadinessEdit>
      ),
    },
  ];
}
