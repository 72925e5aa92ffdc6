import { Link } from 'react-router-dom';
import { INVESTMENT_TYPE_LABELS } from '../../cashflow/setup/investment-rules';
import { categoryColour } from '../../shared/charts/chart-geometry';
import { DoughnutChart } from '../../shared/charts/doughnut-chart';
import { AreaSubPageFrame } from '../area-page-frame';
import { toSgd } from '../area-breakdowns';
import { formatRatio } from '../health-levels';
import { compactMoney } from '../net-worth-chart-format';
import { CASHFLOW_EDIT_LINKS } from './cashflow-ratio-pages';
import { AmountCell, ItemHeader, NextSteps, money } from './explainer';
import { loanSummary } from './sub-page-figures';

/** '1,000.00 cash · 500.00 CPF': one line under the instalment, which fits a phone better than two columns. */
const cashAndCpf = (cash: number, cpf: number) => `${money(cash)} cash · ${money(cpf)} CPF`;

const share = (part: number, whole: number) => (whole > 0 ? formatRatio(part / whole) : 'Not available yet');

/** /dashboard/cashflow/loan-repayment: each loan's monthly instalment and how it is paid (cash, CPF). */
export function LoanRepaymentPage() {
  return (
    <AreaSubPageFrame area="cashflow" title="Loan repayments" lead="What you repay on your loans each month, and how much of it comes from CPF.">
      {({ finances, rates }) => {
        const summary = loanSummary(finances, rates);
        if (summary.loans.length === 0) {
          return (
            <NextSteps links={[CASHFLOW_EDIT_LINKS.loans]}>
              <p>You have not added any loan repayments. If you pay for a home, a car or study loans each month, add them so that your savings and debt ratios are right.</p>
            </NextSteps>
          );
        }
        return (
          <>
            <section className="card" aria-labelledby="loans-heading">
              <h2 id="loans-heading" className="card__title">
                Your loans
              </h2>
              <div className="dashboard__columns">
                <DoughnutChart
                  title="How you pay them each month"
                  summary={`You repay ${money(summary.total)} a month: ${money(summary.cash)} in cash and ${money(summary.cpf)} from CPF.`}
                  slices={[
                    { label: 'Cash', value: summary.cash, colour: categoryColour(0), display: money(summary.cash) },
                    { label: 'CPF', value: summary.cpf, colour: categoryColour(1), display: money(summary.cpf) },
                  ]}
                  centreLabel={compactMoney(summary.total)}
                />
                <div className="table-scroll">
                  <table className="data-table">
                    <caption className="sr-only">Loan repayments a month, in Singapore dollars</caption>
                    <thead>
                      <tr>
                        <th scope="col">Loan</th>
                        <th scope="col">A month</th>
                      </tr>
                    </thead>
                    <tbody>
                      {summary.loans.map((loan) => (
                        <tr key={loan.id}>
                          <ItemHeader name={loan.name} detail={loan.mortgage ? 'Mortgage' : 'Other loan'} />
                          <td>
                            {money(loan.amount)}
                            <br />
                            <small className="text-subtle">{cashAndCpf(loan.cash, loan.cpf)}</small>
                          </td>
                        </tr>
                      ))}
                    </tbody>
                    <tfoot>
                      <tr>
                        <th scope="row">Total</th>
                        <td>
                          {money(summary.total)}
                          <br />
                          <small className="text-subtle">{cashAndCpf(summary.cash, summary.cpf)}</small>
                        </td>
                      </tr>
                    </tfoot>
                  </table>
                </div>
              </div>
              {summary.skipped > 0 && <p className="working__note">{summary.skipped} loan(s) in a currency without an exchange rate are not counted.</p>}
            </section>
            <NextSteps links={[{ to: '/dashboard/cashflow/total-debt-servicing-ratio', label: 'How your debt servicing ratio is worked out' }, CASHFLOW_EDIT_LINKS.loans]}>
              <p>
                Together your loans take {share(summary.total, finances.totals.monthlyGrossIncome)} of your gross income. The cash part,{' '}
                {money(summary.cash)}, comes out of your take-home income.
              </p>
            </NextSteps>
          </>
        );
      }}
    </AreaSubPageFrame>
  );
}

/** /dashboard/cashflow/monthly-investments: what goes into investments each month, by type. */
export function MonthlyInvestmentsPage() {
  return (
    <AreaSubPageFrame area="cashflow" title="Monthly investments" lead="The regular amounts you put into investments each month. They count as savings.">
      {({ finances, rates }) => {
        const items = finances.investments.map((item) => ({ ...item, sgd: toSgd(item.amount, item.ccy, rates) }));
        if (items.length === 0) {
          return (
            <NextSteps links={[CASHFLOW_EDIT_LINKS.investments, { to: '/dashboard/wealth/portfolio-diversification', label: 'See how diversified your investments are' }]}>
              <p>You have no regular investments. A regular savings plan (for example a monthly amount into an index fund) is a simple way to start once your emergency fund is in place.</p>
            </NextSteps>
          );
        }
        const byType = new Map<string, number>();
        for (const item of items) byType.set(item.assetType, (byType.get(item.assetType) ?? 0) + (item.sgd ?? 0));
        const total = finances.totals.monthlyInvestments;
        return (
          <>
            <section className="card" aria-labelledby="investments-heading">
              <h2 id="investments-heading" className="card__title">
                Your monthly investments
              </h2>
              <div className="dashboard__columns">
                <DoughnutChart
                  title="Monthly investments by type"
                  summary={`You invest ${money(total)} a month, ${share(total, finances.totals.monthlyTakeHomeIncome)} of your take-home income.`}
                  slices={[...byType].map(([type, value], index) => ({
                    label: INVESTMENT_TYPE_LABELS[type as keyof typeof INVESTMENT_TYPE_LABELS],
                    value,
                    colour: categoryColour(index),
                    display: money(value),
                  }))}
                  centreLabel={compactMoney(total)}
                />
                <div className="table-scroll">
                  <table className="data-table">
                    <caption className="sr-only">Monthly investments</caption>
                    <thead>
                      <tr>
                        <th scope="col">Investment</th>
                        <th scope="col">A month</th>
                      </tr>
                    </thead>
                    <tbody>
                      {items.map((item) => (
                        <tr key={item.id}>
                          <ItemHeader name={item.name} detail={INVESTMENT_TYPE_LABELS[item.assetType]} />
                          <AmountCell cents={item.amount} currency={item.ccy} sgd={item.sgd} />
                        </tr>
                      ))}
                    </tbody>
                    <tfoot>
                      <tr>
                        <th scope="row">Total</th>
                        <td>{money(total)}</td>
                      </tr>
                    </tfoot>
                  </table>
                </div>
              </div>
            </section>
            <NextSteps links={[CASHFLOW_EDIT_LINKS.investments, { to: '/dashboard/wealth/investments', label: 'See what your investments are worth' }]}>
              <p>
                Regular amounts smooth out the ups and downs of prices. Check once a year that the mix still suits you; <Link to="/dashboard/wealth/portfolio-diversification">diversification</Link> shows how
                spread out your holdings are.
              </p>
            </NextSteps>
          </>
        );
      }}
    </AreaSubPageFrame>
  );
}
