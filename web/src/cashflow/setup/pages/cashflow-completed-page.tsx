import { observer } from 'mobx-react-lite';
import { usePageTitle } from '../../../app/layout/page-title';
import { ModuleFlowCompleted } from '../../../shared/module-flow/module-flow-completed';
import { ButtonLink } from '../../../shared/ui/button';
import { CheckCircleIcon } from '../../../shared/ui/icons';
import { ModuleFrame } from '../../../shared/ui/module-layout/module-layout';
import { MonthlyFiguresTable } from '../../../shared/monthly-figures/monthly-figures-table';
import { Spinner } from '../../../shared/ui/spinner';
import { CASHFLOW_FLOW } from '../cashflow-flow';
import { useSetupData } from '../use-setup-data';
import '../cashflow-setup.css';

/**
 * /cashflow/completed: what was entered, in the server's one set of monthly figures (the same table and words as
 * the dashboard and the budget calculator); the final button goes to the dashboard.
 */
export const CashflowCompletedPage = observer(function CashflowCompletedPage() {
  usePageTitle('Cashflow set up');
  const { cashflow, ready } = useSetupData();
  const figures = cashflow.monthlyFigures;
  return (
    <ModuleFlowCompleted flow={CASHFLOW_FLOW}>
      <ModuleFrame
        title="Your cashflow is set up"
        subtitle="Here is what you told us. You can change it any time from your dashboard."
        backTo={null}
        continueTo={CASHFLOW_FLOW.homePath}
        continueLabel="Dashboard"
      >
        {!ready ? (
          <p role="status">
            <Spinner /> Loading your cashflow…
          </p>
        ) : (
          <div className="cashflow-summary">
            <p className="cashflow-summary__done">
              <CheckCircleIcon size={22} /> Cashflow completed
            </p>
            {figures && <MonthlyFiguresTable figures={figures} caption="Your month in figures (S$ a month)" />}
            <p className="cashflow-summary__note">
              You entered {cashflow.incomeList.length} {cashflow.incomeList.length === 1 ? 'income' : 'incomes'}, {cashflow.expenses.length}{' '}
              {cashflow.expenses.length === 1 ? 'expense' : 'expenses'}, {cashflow.loanRepayments.length}{' '}
              {cashflow.loanRepayments.length === 1 ? 'loan repayment' : 'loan repayments'} and {cashflow.investments.length}{' '}
              {cashflow.investments.length === 1 ? 'monthly investment' : 'monthly investments'}. Amounts in other currencies are
              converted at the latest exchange rates.
            </p>
            <div className="button-row">
              <ButtonLink to={CASHFLOW_FLOW.introPath} variant="secondary">
                Review your answers
              </ButtonLink>
            </div>
          </div>
        )}
      </ModuleFrame>
    </ModuleFlowCompleted>
  );
});
