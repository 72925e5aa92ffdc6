import { Link } from 'react-router-dom';
import { observer } from 'mobx-react-lite';
import { useStores } from '../app/store-context';
import { formatMoney, type Cents } from '../shared/format/money';
import { BarChart } from '../shared/charts/bar-chart';
import { DoughnutChart } from '../shared/charts/doughnut-chart';
import { AreaPageFrame, EditLinks, IndicatorCard } from './area-page-frame';
import { assetMix, investmentsBySource, toSgd } from './area-breakdowns';
import { formatClasses, missingFigures } from './health-levels';
import { compactMoney, MONEY_AXIS_MIN_SPAN, NetWorthChart } from './net-worth-chart';
import { homeNetWorthNote, homeValueSources } from './home-value-prompt-model';

const money = (cents: number) => formatMoney(Math.round(cents) as Cents);

/** /dashboard/wealth (spec 2 §2): what is owned and owed, net worth over time, investments and diversification. */
export const WealthOverviewPage = observer(function WealthOverviewPage() {
  const { dashboard } = useStores();
  return (
    <AreaPageFrame area="wealth">
      {({ check, finances, rates }) => {
        const mix = assetMix(finances, rates);
        const sources = investmentsBySource(finances, rates);
        const skipped = mix.skipped + sources.skipped;
        const homeNote = homeNetWorthNote(finances);
        return (
          <>
            <section className="card" aria-labelledby="totals-heading">
              <h2 id="totals-heading" className="card__title">
                What you own and owe
              </h2>
              <dl className="totals">
                <div>
                  <dt>Total assets</dt>
                  <dd>{money(finances.totals.totalAssets)}</dd>
                </div>
                <div>
                  <dt>Total liabilities</dt>
                  <dd>{money(finances.totals.totalLiabilities)}</dd>
                </div>
                <div>
                  <dt>Net worth</dt>
                  <dd>{money(finances.totals.netWorth)}</dd>
                  {/* The one net worth, with an unvalued home and its loan left out in words (docs/decisions.md "Imports ask before they add"). */}
                  {homeNote?.notValued && <dd className="net-worth-figures__flag">Home not valued yet</dd>}
                  {homeNote?.notValued && <dd className="net-worth-figures__note">{homeNote.text}</dd>}
                </div>
                {finances.totals.homeValue > 0 && (
                  <div>
                    <dt>Your home (your share)</dt>
                    <dd>{money(finances.totals.homeValue)}</dd>
                    <dd className="net-worth-figures__note">Value: {homeValueSources(finances)}</dd>
                  </div>
                )}
                {!homeNote?.notValued && (
                  <div>
                    <dt>Net worth without your home</dt>
                    <dd>{money(finances.totals.netWorthWithoutHome)}</dd>
                    <dd className="net-worth-figures__note">Leaves out your home and the loan it secures.</dd>
                  </div>
                )}
              </dl>
              {skipped > 0 && <p className="dashboard__empty">{skipped} item(s) in a currency without an exchange rate are left out of the charts.</p>}
            </section>
            <div className="dashboard__columns">
              <section className="card" aria-labelledby="mix-heading">
                <h2 id="mix-heading" className="card__title">
                  Your assets
                </h2>
                {mix.amounts.length === 0 ? (
                  <p className="dashboard__empty">Add what you own to see your asset mix.</p>
                ) : (
                  <DoughnutChart
                    title="Asset mix"
                    summary={`Most of what you own is in ${[...mix.amounts].sort((a, b) => b.value - a.value)[0]!.label.toLowerCase()}.`}
                    slices={mix.amounts.map((amount) => ({ label: amount.label, value: amount.value, display: money(amount.value) }))}
                    centreLabel={compactMoney(mix.amounts.reduce((sum, amount) => sum + amount.value, 0))}
                  />
                )}
              </section>
              <section className="card" aria-labelledby="liabilities-heading">
                <h2 id="liabilities-heading" className="card__title">
                  Your liabilities
                </h2>
                {finances.liabilities.length === 0 ? (
                  <p className="dashboard__empty">You have not added any outstanding loans.</p>
                ) : (
                  <table className="data-table">
                    <caption className="sr-only">Outstanding balances</caption>
                    <thead>
                      <tr>
                        <th scope="col">Liability</th>
                        <th scope="col">Outstanding (S$)</th>
                      </tr>
                    </thead>
                    <tbody>
                      {finances.liabilities.map((liability) => (
                        <tr key={liability.id}>
                          <th scope="row">{liability.name}</th>
                          <td>{money(toSgd(liability.amount, liability.ccy, rates) ?? 0)}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                )}
              </section>
            </div>
            <section className="card" aria-labelledby="wealth-net-worth-heading">
              <h2 id="wealth-net-worth-heading" className="card__title">
                Net worth
              </h2>
              {dashboard.netWorth.length > 0 ? <NetWorthChart points={dashboard.netWorth} withoutHome={dashboard.netWorthWithoutHome} /> : <p className="dashboard__empty">No history yet.</p>}
            </section>
            <div className="dashboard__columns">
              <section className="card" aria-labelledby="sources-heading">
                <h2 id="sources-heading" className="card__title">
                  Investments by source
                </h2>
                {sources.amounts.every((amount) => amount.value === 0) ? (
                  <p className="dashboard__empty">You have not added any investments yet.</p>
                ) : (
                <BarChart
                  title="What your investments were bought with"
                  summary={sources.amounts.map((amount) => `${amount.label} ${money(amount.value)}`).join(', ') + '.'}
                  bars={sources.amounts}
                  formatValue={money}
                  formatTick={compactMoney}
                  minSpan={MONEY_AXIS_MIN_SPAN}
                />
                )}
                <p>
                  <Link to="/dashboard/wealth/investments">See your investments</Link>
                </p>
              </section>
              <IndicatorCard
                title="Portfolio diversification"
                level={check.diversification.level}
                figure={check.diversification.level === 0 ? 'Not available yet' : formatClasses(check.diversification.classes)}
                moreTo="/dashboard/wealth/portfolio-diversification"
                missing={missingFigures('diversification', check)}
              >
                The kinds of investment you hold (stocks, bonds, unit trusts, gold, structured products, others). Two or more kinds
                is good: when one falls, the others may not.
              </IndicatorCard>
            </div>
            <EditLinks
              links={[
                { to: '/dashboard/wealth/edit-assets', label: 'Change your assets' },
                { to: '/dashboard/wealth/edit-liabilities', label: 'Change your liabilities' },
              ]}
            />
          </>
        );
      }}
    </AreaPageFrame>
  );
});
