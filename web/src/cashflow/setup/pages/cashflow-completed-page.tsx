import { observer } from 'mobx-react-lite';
import { usePageTitle } from '../../../app/layout/page-title';
import { ModuleFlowCompleted } from '../../../shared/module-flow/module-flow-completed';
import { formatMoney, type Cents } from '../../../shared/format/money';
import { ButtonLink } from '../../../shared/ui/button';
import { CheckCircleIcon } from '../../../shared/ui/icons';
import { ModuleFrame } from '../../../shared/ui/module-layout/module-layout';
import { Spinner } from '../../../shared/ui/spinner';
import { CASHFLOW_FLOW } from '../cashflow-flow';
import { cashflowTotals } from '../cashflow-totals';
import { useSetupData } from '../use-setup-data';
import '../cashflow-setup.css';

/** /cashflow/completed: what was entered, with monthly totals in S$; the final button goes to the dashboard. */
export const CashflowCompletedPage = observer(function CashflowCompletedPage() {
  usePageTitle('Cashflow set up');
  const { cashflow, ready, rates } = useSetupData();
  const totals = cashflowTotals(
    { incomeList: cashflow.incomeList, expenses: cashflow.expenseItems, loans: cashflow.loanItems, investments: cashflow.investmentItems },
    rates,
  );
  const rows: Array<[label: string, count: number, cents: number]> = [
    ['Take-home income', cashflow.incomeList.length, totals.takeHomeIncome],
    ['Expenses', cashflow.expenses.length, totals.expenses],
    ['Loan repayments', cashflow.loanRepayments.length, totals.loanRepayments],
    ['Monthly investments', cashflow.investments.length, totals.investments],
  ];
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
            <table className="cashflow-summary__table">
              <caption className="sr-only">Your monthly cashflow in S$</caption>
              <thead>
                <tr>
                  <th scope="col">Each month</th>
                  <th scope="col">Items</th>
                  <th scope="col" className="num">
                    Amount
                  </th>
                </tr>
              </thead>
              <tbody>
                {rows.map(([label, count, cents]) => (
                  <tr key={label}>
                    <th scope="row">{label}</th>
                    <td>{count}</td>
                    <td className="num">{formatMoney(cents as Cents)}</td>
                  </tr>
                ))}
              </tbody>
              <tfoot>
                <tr>
                  <th scope="row">{totals.surplus < 0 ? 'Shortfall' : 'Left over'}</th>
                  <td />
                  <td className="num">{formatMoney(totals.surplus as Cents)}</td>
                </tr>
              </tfoot>
            </table>
            <p className="cashflow-summary__note">
              Gross income {formatMoney(totals.grossIncome as Cents)} a month. Amounts in other currencies are converted at the latest
              exchange rates; yearly expenses count as a twelfth a month.
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
