import { Link } from 'react-router-dom';
import type { InvestmentSource } from '../../../../src/cashflow-wealth/adapters/http/cashflow-wealth.contract.js';
import { categoryColour } from '../../shared/charts/chart-geometry';
import { DoughnutChart } from '../../shared/charts/doughnut-chart';
import { formatMoney, type Cents } from '../../shared/format/money';
import { ASSET_KIND_LABELS } from '../../wealth/asset-kinds';
import { AreaSubPageFrame } from '../area-page-frame';
import { formatClasses } from '../health-levels';
import { compactMoney } from '../net-worth-chart-format';
import { AmountCell, Bands, ItemHeader, FigureCard, NextSteps, money } from './explainer';
import { classesHeld, INVESTMENT_KINDS, investmentHoldings, type Holding } from './sub-page-figures';

const EDIT_ASSETS = { to: '/dashboard/wealth/edit-assets', label: 'Change your assets' };

export const SOURCES: readonly { source: InvestmentSource; path: string; title: string; detail: string }[] = [
  { source: 'CASH', path: 'cash-investments', title: 'Bought with cash', detail: 'Shares, bonds, funds and gold you paid for from your own money.' },
  { source: 'CPFIS', path: 'cpfis-investments', title: 'Under the CPF Investment Scheme', detail: 'Investments bought with your CPF Ordinary or Special Account savings.' },
  { source: 'SRS', path: 'srs-investments', title: 'Under the Supplementary Retirement Scheme', detail: 'Investments bought with your SRS account, which gives tax relief.' },
];

const sumSgd = (holdings: readonly Holding[]) => holdings.reduce((sum, h) => sum + (h.sgd ?? 0), 0);

/** /dashboard/wealth/investments: what the investments are worth, by the money they were bought with and by kind. */
export function InvestmentsPage() {
  return (
    <AreaSubPageFrame area="wealth" title="Your investments" lead="What your investments are worth today, by the money you bought them with.">
      {({ finances, rates }) => {
        const all = investmentHoldings(finances, rates);
        const byKind = INVESTMENT_KINDS.map((kind) => ({ kind, value: sumSgd(all.filter((h) => h.kind === kind)) })).filter((k) => k.value > 0);
        return (
          <>
            <ul className="link-cards">
              {SOURCES.map(({ source, path, title }) => {
                const holdings = all.filter((h) => h.asset.investmentSource === source);
                return (
                  <li key={source}>
                    <Link className="card link-card" to={`/dashboard/wealth/investments/${path}`}>
                      <p className="link-card__title">{title}</p>
                      <p className="link-card__figure">{money(sumSgd(holdings))}</p>
                      <p className="link-card__detail">{holdings.length === 1 ? '1 holding' : `${holdings.length} holdings`}</p>
                    </Link>
                  </li>
                );
              })}
            </ul>
            <section className="card" aria-labelledby="kinds-heading">
              <h2 id="kinds-heading" className="card__title">
                By kind
              </h2>
              {byKind.length === 0 ? (
                <p className="dashboard__empty">You have not added any investments yet.</p>
              ) : (
                <DoughnutChart
                  title="Your investments by kind"
                  summary={`Your investments are worth ${money(sumSgd(all))}; the largest part is ${ASSET_KIND_LABELS[[...byKind].sort((a, b) => b.value - a.value)[0]!.kind].toLowerCase()}.`}
                  slices={byKind.map((k, index) => ({ label: ASSET_KIND_LABELS[k.kind], value: k.value, colour: categoryColour(index), display: money(k.value) }))}
                  centreLabel={compactMoney(sumSgd(all))}
                />
              )}
            </section>
            <NextSteps links={[{ to: '/dashboard/wealth/portfolio-diversification', label: 'How diversified your investments are' }, EDIT_ASSETS]}>
              <p>Values are what you entered; update them now and then with recent market prices so that your net worth stays true.</p>
            </NextSteps>
          </>
        );
      }}
    </AreaSubPageFrame>
  );
}

/** /dashboard/wealth/investments/{cash|cpfis|srs}-investments: the holdings bought with one source of money. */
export function InvestmentsBySourcePage({ source }: { source: InvestmentSource }) {
  const { title, detail } = SOURCES.find((s) => s.source === source)!;
  return (
    <AreaSubPageFrame area="wealth" title={`Investments ${title.charAt(0).toLowerCase()}${title.slice(1)}`} lead={detail}>
      {({ finances, rates }) => {
        const holdings = investmentHoldings(finances, rates, source);
        if (holdings.length === 0) {
          return (
            <NextSteps links={[EDIT_ASSETS, { to: '/dashboard/wealth/investments', label: 'All your investments' }]}>
              <p>You have no investments of this kind. If you hold some, add them with their source set accordingly.</p>
            </NextSteps>
          );
        }
        const skipped = holdings.filter((h) => h.sgd === null).length;
        return (
          <>
            <section className="card" aria-labelledby="holdings-heading">
              <h2 id="holdings-heading" className="card__title">
                Holdings
              </h2>
              <div className="table-scroll">
                <table className="data-table">
                  <caption className="sr-only">Holdings, largest first</caption>
                  <thead>
                    <tr>
                      <th scope="col">Holding</th>
                      <th scope="col">Value</th>
                    </tr>
                  </thead>
                  <tbody>
                    {holdings.map(({ asset, kind, sgd }) => (
                      <tr key={asset.id}>
                        <ItemHeader
                          name={asset.name}
                          detail={
                            ASSET_KIND_LABELS[kind] +
                            (asset.enterOption === 'UNIT_PRICE' && asset.quantity !== null && asset.unitPrice !== null
                              ? ` · ${asset.quantity}${kind === 'gold' ? ' oz' : ' units'} at ${formatMoney(asset.unitPrice as Cents, asset.currency)}`
                              : '')
                          }
                        />
                        <AmountCell cents={asset.totalValueAmount} currency={asset.currency} sgd={sgd} />
                      </tr>
                    ))}
                  </tbody>
                  <tfoot>
                    <tr>
                      <th scope="row">Total in SGD</th>
                      <td>{money(sumSgd(holdings))}</td>
                    </tr>
                  </tfoot>
                </table>
              </div>
              {skipped > 0 && <p className="working__note">{skipped} holding(s) in a currency without an exchange rate are not in the total.</p>}
            </section>
            <NextSteps links={[EDIT_ASSETS, { to: '/dashboard/wealth/investments', label: 'All your investments' }]}>
              <p>Keep the values current: use the latest market price when you update them.</p>
            </NextSteps>
          </>
        );
      }}
    </AreaSubPageFrame>
  );
}

const DIVERSIFICATION_ADVICE: Record<string, string> = {
  IV1: 'Your money is spread over two or more kinds of investment, so a fall in one does not hit all of it.',
  IV2: 'All your investments are of one kind. Spreading them over other kinds (for example bonds or a broad index fund beside shares) lowers the risk of a big loss.',
  IV3A: 'You save well and have a solid emergency fund: you are ready to start investing.',
  IV3B: 'You have no investments yet. First build an emergency fund of 3 to 6 months of spending, then consider investing regularly.',
};

/** /dashboard/wealth/portfolio-diversification: how many kinds of investment the resident holds, and which. */
export function PortfolioDiversificationPage() {
  return (
    <AreaSubPageFrame area="wealth" title="Portfolio diversification" lead="How many different kinds of investment you hold. Spreading your money lowers the risk of losing much of it at once.">
      {({ check, finances }) => {
        const held = new Set(classesHeld(finances));
        return (
          <>
            <FigureCard label="Kinds of investment you hold" figure={formatClasses(check.diversification.classes)} level={check.diversification.level}>
              {DIVERSIFICATION_ADVICE[check.diversification.code]}
            </FigureCard>
            <section className="card" aria-labelledby="classes-heading">
              <h2 id="classes-heading" className="card__title">
                The six kinds we count
              </h2>
              <ul className="bands">
                {INVESTMENT_KINDS.map((kind) => (
                  <li key={kind} className={held.has(kind) ? 'bands__band bands__band--here' : 'bands__band'}>
                    <span className="bands__range">{ASSET_KIND_LABELS[kind]}</span>
                    <strong>{held.has(kind) ? 'You hold some' : 'None'}</strong>
                  </li>
                ))}
              </ul>
              <p className="working__note">Investments bought with CPF (CPFIS) or SRS money count under their kind. Cash, fixed deposits and insurance are not counted here.</p>
            </section>
            <Bands
              title="What the levels mean"
              current={check.diversification.level}
              bands={[
                { level: 3, range: 'Two kinds or more' },
                { level: 2, range: 'One kind' },
                { level: 1, range: 'No investments' },
              ]}
            />
            <NextSteps links={[{ to: '/dashboard/wealth/investments', label: 'See your investments' }, EDIT_ASSETS]}>
              <p>Diversifying does not mean buying many things: one broad index fund already spreads your money over hundreds of companies.</p>
            </NextSteps>
          </>
        );
      }}
    </AreaSubPageFrame>
  );
}
