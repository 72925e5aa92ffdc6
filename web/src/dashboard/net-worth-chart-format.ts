import { formatDisplayDate } from '../shared/format/date-time';
import { formatCompact, formatMoney, type Cents } from '../shared/format/money';
import type { LinePoint } from '../shared/charts/line-chart';

/** S$1,000: an all-zero chart shows S$0 to S$1,000 rather than fractions of a cent. */
export const MONEY_AXIS_MIN_SPAN = 100_000;

/**
 * Axis ticks: short (S$0, S$500, S$5K, S$1.2M). Ticks may fall between cents on a tiny range, and money is whole
 * cents, so they are rounded first; whole dollars drop the '.00' to keep the axis narrow.
 */
export function compactMoney(value: number): string {
  const cents = Math.round(value);
  if (Math.abs(cents) < 100_000 && cents % 100 === 0) return `${cents < 0 ? '-' : ''}S$${Math.abs(cents) / 100}`;
  return formatCompact(cents as Cents, 'SGD', { thresholdDollars: 999 });
}

/**
 * Whether the chart draws net worth without the home too: only when it differs from net worth on some day (a
 * resident who never entered a home would see the same line twice).
 */
export function showsWithoutHome(netWorth: readonly LinePoint[], withoutHome: readonly LinePoint[]): boolean {
  const byDate = new Map(netWorth.map((point) => [point.date, point.value]));
  return withoutHome.some((point) => byDate.has(point.date) && byDate.get(point.date) !== point.value);
}

/** The take-away sentence for the two lines: net worth, then without the home on the last day. */
export function netWorthWithHomeSummary(netWorth: readonly LinePoint[], withoutHome: readonly LinePoint[]): string {
  const sentence = netWorthSummary(netWorth);
  const last = withoutHome[withoutHome.length - 1];
  return last ? `${sentence} Without your home and its loan, it is ${formatMoney(last.value as Cents)}.` : sentence;
}

/** The take-away sentence for the net-worth line. */
export function netWorthSummary(points: readonly LinePoint[]): string {
  const last = points[points.length - 1];
  if (!last) return 'No net worth recorded yet.';
  const first = points[0]!;
  if (points.length === 1) return `Your net worth is ${formatMoney(last.value as Cents)}.`;
  const change = last.value - first.value;
  const direction = change > 0 ? `up ${formatMoney(change as Cents)}` : change < 0 ? `down ${formatMoney(-change as Cents)}` : 'unchanged';
  return `Your net worth is ${formatMoney(last.value as Cents)}, ${direction} since ${formatDisplayDate(first.date)}.`;
}

/**
 * What stands in for the chart while there is only one day of history (a single dot says nothing): what the chart
 * will show and when. Net worth is recorded on each day the finances change (decisions.md "History trigger"), so
 * the line starts on the second such day.
 * Null once there are two days to join.
 */
export function netWorthChartNote(points: readonly LinePoint[]): string | null {
  if (points.length >= 2) return null;
  const first = points[0];
  const since = first ? ` We recorded it first on ${formatDisplayDate(first.date)}.` : '';
  return `Your net worth over time appears here as a line once it is recorded on a second day. It is recorded on each day you add or change what you own or owe: update your figures on another day, for example next month, and the line begins.${since}`;
}
