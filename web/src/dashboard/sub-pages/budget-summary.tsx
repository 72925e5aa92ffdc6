import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import { useStores } from '../../app/store-context';
import { categoryColour } from '../../shared/charts/chart-geometry';
import { formatMoney, type Cents } from '../../shared/format/money';
import { budgetLines, budgetSentence, type BudgetLine } from './budget-figures';
import './budget-table.css';

const money = (cents: number) => formatMoney(Math.round(cents) as Cents);

/**
 * The expense category list (spec 2 §2): each category with what it costs and its budget, both a month, and
 * whether it runs over, said in words (not colour alone). On a phone each category is a block of its own
 * (budget-table.css) rather than three columns cut off behind a sideways scroll.
 */
export function BudgetTable({ lines, caption }: { lines: readonly BudgetLine[]; caption: string }) {
  return (
    <div className="table-scroll">
      <table className="data-table budget-table" role="table">
        <caption className="sr-only">{caption}</caption>
        <thead role="rowgroup">
          <tr role="row">
            <th scope="col" role="columnheader">
              Category
            </th>
            <th scope="col" role="columnheader">
              Amount
            </th>
            <th scope="col" role="columnheader">
              Budget
            </th>
          </tr>
        </thead>
        <tbody role="rowgroup">
          {lines.map((line, index) => {
            const colour = line.colour ?? categoryColour(index);
            return (
              <tr key={`${line.category}-${index}`} role="row">
                <th scope="row" role="rowheader">
                  <span className="chart__swatch" style={{ background: colour, borderColor: colour }} aria-hidden="true" />
                  {line.category}
                </th>
                <td role="cell" data-label="Amount">
                  {line.amountText}
                </td>
                <td role="cell" data-label="Budget">
                  {line.budgetText}
                  {line.over && (
                    <>
                      <br />
                      <span className="status-over">Over by {money(line.monthly - line.monthlyBudget!)} a month</span>
                    </>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

/**
 * /dashboard: the expense-versus-budget summary (spec 3), once the resident has expenses by category. The finances
 * are the ones the dashboard reads on every visit: the card shows only once they are in, so it reads nothing itself.
 */
export const ExpenseBudgetCard = observer(function ExpenseBudgetCard() {
  const { dashboard } = useStores();
  const finances = dashboard.finances;
  if (dashboard.financesStatus !== 'loaded' || !finances || finances.expenses.length === 0) return null;
  const lines = budgetLines(finances);
  return (
    <section className="card" aria-labelledby="budget-heading">
      <h2 id="budget-heading" className="card__title">
        Expenses and budgets
      </h2>
      <p>{budgetSentence(lines)}</p>
      <BudgetTable lines={lines} caption="Your expenses against your budgets" />
      <p className="budget-card__links">
        <Link to="/savings-resources/budget-calculator">Plan your budget with the budget calculator</Link>
        <Link to="/dashboard/cashflow/edit-expenses">Change your expenses</Link>
      </p>
    </section>
  );
});
