import { Link } from 'react-router-dom';
import { formatMoney, type Cents } from '../shared/format/money';
import { BudgetTable } from './sub-pages/budget-summary';
import { budgetLines, budgetSentence } from './sub-pages/budget-figures';
import { BarChart } from '../shared/charts/bar-chart';
import { DoughnutChart } from '../shared/charts/doughnut-chart';
import { categoryColour } from '../shared/charts/chart-geometry';
import { AreaPageFrame, EditLinks, IndicatorCard } from './area-page-frame';
import { cashflowBars, expenseRows } from './area-breakdowns';
import { formatRatio, missingFigures } from './health-levels';
import { MonthlyFiguresTable } from '../shared/monthly-figures/monthly-figures-table';
import { compactMoney, MONEY_AXIS_MIN_SPAN } from './net-worth-chart';

const money = (cents: number) => formatMoney(Math.round(cents) as Cents);

/** /dashboard/cashflow (spec 2 §2): the month in figures, the two ratios explained, expenses by category. */
export function CashflowOverviewPage() {
  return (
    <AreaPageFrame area="cashflow">
      {({ check, finances }) => {
        const bars = cashflowBars(finances.totals);
        const rows = expenseRows(finances.expenses);
        const budgets = budgetLines(finances);
        return (
          <>
            <div className="dashboard__columns">
              <IndicatorCard
                title="Savings ratio"
                level={check.savingsRatio.level}
                figure={formatRatio(check.savingsRatio.ratio)}
                moreTo="/dashboard/cashflow/savings-ratio"
                missing={missingFigures('savingsRatio', check)}
              >
                What is left each month as a share of your take-home income: income less expenses and loan instalments paid in
                cash. 20 % or more is good, 5 % to under 20 % is fair. Money you invest each month counts as saved.
              </IndicatorCard>
              <IndicatorCard
                title="Total debt servicing ratio"
                level={check.debtServicingRatio.level}
                figure={formatRatio(check.debtServicingRatio.ratio)}
                moreTo="/dashboard/cashflow/total-debt-servicing-ratio"
                missing={missingFigures('debtServicingRatio', check)}
              >
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
              <MonthlyFiguresTable figures={check.monthlyFigures} />
              <ul className="next-steps__links">
                <li>
                  <Link to="/dashboard/cashflow/loan-repayment">Your loan repayments</Link>
                </li>
                <li>
                  <Link to="/dashboard/cashflow/monthly-investments">Your monthly investments</Link>
                </li>
              </ul>
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
                  <div>
                    <p>{budgetSentence(budgets)}</p>
                    <BudgetTable lines={budgets} caption="Expense categories with amounts and budgets" />
                  </div>
                </div>
              )}
            </section>
            <EditLinks
              links={[
                { to: '/dashboard/cashflow/edit-income', label: 'Change your income' },
                { to: '/dashboard/cashflow/edit-expenses', label: 'Change your expenses and budgets' },
                { to: '/dashboard/cashflow/edit-loans', label: 'Change your loan repayments' },
                { to: '/dashboard/cashflow/edit-monthly-investments', label: 'Change your monthly investments' },
              ]}
            />
          </>
        );
      }}
    </AreaPageFrame>
  );
}
