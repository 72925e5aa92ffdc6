import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import { usePageTitle } from '../../../app/layout/page-title';
import { ModuleFlowCompleted, ModuleFlowIntro } from '../../../shared/module-flow';
import { ModuleFrame } from '../../../shared/ui/module-layout/module-layout';
import { Spinner } from '../../../shared/ui/spinner';
import { ExpenseListStep } from '../../setup/pages/outflow-expense-page';
import { useSetupData } from '../../setup/use-setup-data';
import { BUDGET_FLOW, BUDGET_STEP } from '../budget-flow';
import type { CashflowStore } from '../../cashflow-store';
import { BudgetSummary } from '../components/budget-summary';
import '../budget.css';

export { SetMonthlyBudgetPage } from './set-monthly-budget-page';

/** /savings-resources/budget-calculator: the module's introduction. */
export function BudgetCalculatorIntroPage() {
  return (
    <ModuleFlowIntro
      flow={BUDGET_FLOW}
      title="Plan your monthly budget"
      summary="See where your money goes each month, decide how much to spend on each category, and what that leaves you to save."
      estimatedTime="5 minutes"
      prerequisite={
        <p>
          Have a rough idea of what you spend each month: your bank or card statements help. We start from the expenses already on your dashboard.{' '}
          <Link to="/savings-resources/save-before-you-spend">Why save before you spend?</Link>
        </p>
      }
      stepDescriptions={['What you spend each month, by category.', 'Your total monthly budget, and how much of it goes to each category.']}
    />
  );
}

/** /savings-resources/budget-calculator/categorise-expenses: the expense categories (the dashboard's list). */
export function CategoriseExpensesPage() {
  return (
    <ExpenseListStep
      flow={BUDGET_FLOW}
      index={BUDGET_STEP.categorise}
      title="Categorise your expenses"
      subtitle="List what you spend each month by category. This is the same list as on your dashboard: changes here update it too."
      withBudget={false}
    />
  );
}

/** /savings-resources/budget-calculator/summary: recorded as completed on arrival; the budget at a glance. */
export const BudgetSummaryPage = observer(function BudgetSummaryPage() {
  usePageTitle('Your monthly budget');
  const setup = useSetupData();
  return (
    <ModuleFlowCompleted flow={BUDGET_FLOW}>
      <ModuleFrame
        title="Your monthly budget"
        subtitle={
          <>
            What you spend against what you planned, category by category. <Link to={`${BUDGET_FLOW.baseRoute}/set-monthly-budget`}>Change your budget</Link>
          </>
        }
        backTo={null}
        continueTo="/dashboard"
        continueLabel="Back to dashboard"
      >
        {!setup.ready ? (
          setup.loadFailed ? (
            <p className="lead">We couldn't load your budget. Reload the page to try again.</p>
          ) : (
            <p role="status" className="budget__loading">
              <Spinner /> Loading your budget…
            </p>
          )
        ) : (
          <ResidentBudgetSummary cashflow={setup.cashflow} />
        )}
      </ModuleFrame>
    </ModuleFlowCompleted>
  );
});

/** The summary of the resident's stored figures (GET /finances: the lists and the one set of monthly figures). */
const ResidentBudgetSummary = observer(function ResidentBudgetSummary({ cashflow }: { cashflow: CashflowStore }) {
  const items = cashflow.expenseItems;
  // The server's figures (docs/decisions.md "Monthly figures and availability"): an unsplit instalment counts as cash.
  const figures = cashflow.monthlyFigures;
  return (
    <BudgetSummary
      items={items}
      totalBudget={cashflow.totalBudget}
      takeHomeIncome={figures?.takeHomeIncome ?? 0}
      spending={figures?.expenses ?? 0}
      cashLoanRepayments={figures?.instalmentsCash ?? 0}
      figures={figures}
    />
  );
});
