import { formatMoney, type Cents } from '../shared/format/money';
import { BarChart } from '../shared/charts/bar-chart';
import { DoughnutChart } from '../shared/charts/doughnut-chart';
import { categoryColour } from '../shared/charts/chart-geometry';
import { AreaPageFrame, EditLinks, IndicatorCard } from './area-page-frame';
import { cashflowBars, expenseRows } from './area-breakdowns';
import { formatRatio } from './health-levels';
import { compactMoney, MONEY_AXIS_MIN_SPAN } from './net-worth-chart';

const money = (cents: number) => formatMoney(Math.round(cents) as Cents);

/** /dashboard/cashflow (spec 2 §2): the month in figures, the two ratios explained, expenses by category. */
export function CashflowOverviewPage() {
  return (
    <AreaPageFrame area="cashflow">
      {({ check, finances }) => {
        const bars = cashflowBars(finances.totals);
        const rows = expenseRows(finances.expenses);
        const left = finances.totals.monthlyTakeHomeIncome - finances.totals.monthlyExpenses - finances.totals.monthlyLoanRepayments;
        return (
          <>
            <div className="dashboard__columns">
              <IndicatorCard title="Savings ratio" level={check.savingsRatio.level} figure={formatRatio(check.savingsRatio.ratio)}>
                What is left of your take-home income after expenses and the cash part of your loan repayments. 20 % or more is
                good, 5 % to under 20 % is fair. Money you invest each month counts as saved.
              </IndicatorCard>
              <IndicatorCard title="Total debt servicing ratio" level={check.debtServicingRatio.level} figure={formatRatio(check.debtServicingRatio.ratio)}>
                Your monthly loan repayments, cash and CPF together, as a share of your gross income. Up to 35 % is good; above
                35 % your loans may be hard to keep up with.
              </IndicatorCard>
            </div>
            <section className="card" aria-labelledby="month-heading">
              <h2 id="month-heading" className="card__title">
                Your month
              </h2>
              <BarChart
                title="Income and what goes out each month"
                summary={`Each month you take home ${money(bars[0]!.value)}, spend ${money(bars[1]!.value)}, repay ${money(bars[2]!.value)} of loans and invest ${money(bars[3]!.value)}.`}
                bars={bars}
                formatValue={money}
                formatTick={compactMoney}
                minSpan={MONEY_AXIS_MIN_SPAN}
              />
              <p>
                Left after expenses and loan repayments: <strong>{money(left)}</strong> a month.
              </p>
            </section>
            <section className="card" aria-labelledby="expenses-heading">
              <h2 id="expenses-heading" className="card__title">
                Your expenses
              </h2>
              {rows.length === 0 ? (
                <p className="dashboard__empty">
                  {finances.estimatedMonthlyExpenses
                    ? `You estimated ${money(finances.estimatedMonthlyExpenses.amount)} a month. Add your expenses by category to see where it goes.`
                    : 'Add your expenses by category to see where your money goes.'}
                </p>
              ) : (
                <div className="dashboard__columns">
                  <DoughnutChart
                    title="Expenses by category (a month)"
                    summary={`Your biggest expense is ${[...rows].sort((a, b) => b.monthly - a.monthly)[0]!.category}.`}
                    slices={rows.map((row, index) => ({ label: row.category, value: row.monthly, colour: row.colour ?? categoryColour(index), display: money(row.monthly) }))}
                    centreLabel={compactMoney(rows.reduce((sum, row) => sum + row.monthly, 0))}
                  />
                  <table className="data-table">
                    <caption className="sr-only">Expense categories with amounts and budgets</caption>
                    <thead>
                      <tr>
                        <th scope="col">Category</th>
                        <th scope="col">Amount</th>
                        <th scope="col">Budget</th>
                      </tr>
                    </thead>
                    <tbody>
                      {rows.map((row, index) => (
                        <tr key={`${row.category}-${index}`}>
                          <th scope="row">
                            <span className="chart__swatch" style={{ background: row.colour ?? categoryColour(index), borderColor: row.colour ?? categoryColour(index) }} aria-hidden="true" />
                            {row.category}
                          </th>
                          <td>{row.amountText}</td>
                          <td>{row.budgetText}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
              )}
            </section>
            <EditLinks
              links={[
                { to: '/cashflow/inflow', label: 'Edit your income' },
                { to: '/cashflow/outflow-expense', label: 'Edit your expenses' },
                { to: '/cashflow/outflow-loans', label: 'Edit your loan repayments' },
                { to: '/cashflow/outflow-investments', label: 'Edit your monthly investments' },
              ]}
            />
          </>
        );
      }}
    </AreaPageFrame>
  );
}
