import { LineChart, type LinePoint } from '../shared/charts/line-chart';
import { compactMoney, MONEY_AXIS_MIN_SPAN, netWorthChartNote, netWorthSummary, netWorthWithHomeSummary, showsWithoutHome } from './net-worth-chart-format';
import { formatMoney, type Cents } from '../shared/format/money';

export { compactMoney, MONEY_AXIS_MIN_SPAN } from './net-worth-chart-format';

/**
 * Net worth over time from GET /history (daily snapshots written whenever finances change), and net worth without
 * the home and its mortgage as a second, dashed line once the two differ (decisions.md "The home as an asset").
 */
export function NetWorthChart({ points, withoutHome = [] }: { points: readonly LinePoint[]; withoutHome?: readonly LinePoint[] }) {
  const both = showsWithoutHome(points, withoutHome);
  const note = netWorthChartNote(points);
  if (note !== null) {
    return (
      <div className="net-worth-chart-note">
        <p className="net-worth-chart-note__title">Your net worth over time</p>
        <p>{note}</p>
      </div>
    );
  }
  return (
    <LineChart
      title="Your net worth over time"
      summary={both ? netWorthWithHomeSummary(points, withoutHome) : netWorthSummary(points)}
      points={points}
      formatValue={(value) => formatMoney(Math.round(value) as Cents)}
      formatTick={compactMoney}
      minSpan={MONEY_AXIS_MIN_SPAN}
      valueLabel="Net worth"
      second={both ? { label: 'Net worth without your home', points: withoutHome } : undefined}
    />
  );
}

/**
 * The latest net worth and net worth without the home, side by side (decisions.md "The home as an asset"): what a
 * homeowner owns apart from the flat they live in, which they would not sell to meet a need.
 */
export function NetWorthFigures({ points, withoutHome, home = null }: { points: readonly LinePoint[]; withoutHome: readonly LinePoint[]; home?: { notValued: boolean; text: string } | null }) {
  const last = points[points.length - 1];
  const lastWithout = withoutHome[withoutHome.length - 1];
  if (!last) return null;
  return (
    <dl className="totals net-worth-figures">
      <div>
        <dt>Net worth</dt>
        <dd>{formatMoney(last.value as Cents)}</dd>
        {/* A home without a value is left out with its loan, said in words (docs/decisions.md "Imports ask before they add"). */}
        {home?.notValued && <dd className="net-worth-figures__flag">Home not valued yet</dd>}
        {home && <dd className="net-worth-figures__note">{home.text}</dd>}
      </div>
      {!home?.notValued && (
        <div>
          <dt>Net worth without your home</dt>
          <dd>{formatMoney((lastWithout ?? last).value as Cents)}</dd>
          <dd className="net-worth-figures__note">Leaves out your home and the loan it secures.</dd>
        </div>
      )}
    </dl>
  );
}
