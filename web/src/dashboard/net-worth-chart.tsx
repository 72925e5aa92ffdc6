import { LineChart, type LinePoint } from '../shared/charts/line-chart';
import { compactMoney, MONEY_AXIS_MIN_SPAN, netWorthSummary } from './net-worth-chart-format';
import { formatMoney, type Cents } from '../shared/format/money';

export { compactMoney, MONEY_AXIS_MIN_SPAN } from './net-worth-chart-format';

/** Net worth over time from GET /history (daily snapshots written whenever finances change). */
export function NetWorthChart({ points }: { points: readonly LinePoint[] }) {
  return (
    <LineChart
      title="Your net worth over time"
      summary={netWorthSummary(points)}
      points={points}
      formatValue={(value) => formatMoney(Math.round(value) as Cents)}
      formatTick={compactMoney}
      minSpan={MONEY_AXIS_MIN_SPAN}
      valueLabel="Net worth"
    />
  );
}
