/**
 * Pure geometry and formatting for the chart kit (spec 2 §4 "Dashboard radar chart", §9 "Chart"): kept apart from
 * the React components so the rules are unit-tested without a DOM. No d3 here: the frames of the charts use these
 * on the first paint, and d3 loads only with the drawing (y-axis.ts, the *-plot.tsx modules).
 */

/** Re-exported for d3-drawn code that reads both; a bundle that does not use it leaves it (and d3) out. */
export { MAX_Y_TICKS, yAxis, type YAxis } from './y-axis';

/**
 * Shares of a whole in percent to 1 decimal (spec 2 §4: "percentages shown to 1 decimal") that add up to exactly
 * 100.0: each share is floored to a tenth and the tenths left over go to the largest remainders (ties to the
 * earlier item), so a legend never reads 99.9 % or 100.1 %. Integer arithmetic (BigInt) on whole-cent inputs keeps
 * it exact for amounts up to the spec's maximum. Negative inputs count as 0; all zero gives all 0.
 */
export function percentagesOf(values: readonly number[]): number[] {
  const amounts = values.map((value) => BigInt(Math.max(0, Math.round(value))));
  const total = amounts.reduce((sum, amount) => sum + amount, 0n);
  if (total === 0n) return values.map(() => 0);
  const tenths = amounts.map((amount) => (amount * 1000n) / total);
  const remainders = amounts.map((amount, index) => ({ index, rest: (amount * 1000n) % total }));
  let missing = 1000n - tenths.reduce((sum, share) => sum + share, 0n);
  remainders.sort((a, b) => (a.rest === b.rest ? a.index - b.index : a.rest > b.rest ? -1 : 1));
  for (const { index } of remainders) {
    if (missing === 0n) break;
    tenths[index]! += 1n;
    missing -= 1n;
  }
  return tenths.map((share) => Number(share) / 10);
}

/** '24.0 %' style: always one decimal. */
export function formatPercent(percent: number): string {
  return `${percent.toFixed(1)} %`;
}

/**
 * The nine-colour category set (spec 2 §4). Each has at least 3:1 contrast against white (WCAG 1.4.11), and the
 * order is the one (of all orders, violet first) whose neighbours, the last beside the first too as a doughnut
 * closes, differ most even as seen with red-green or blue-yellow colour blindness (web/test/chart-colours.test.ts
 * checks both). Segments are also parted by a line of the background, so no two touch.
 */
export const CATEGORY_COLOURS = [
  '#523abc', // violet
  '#0e7c3d', // green
  '#86198f', // magenta
  '#c2410c', // orange
  '#525252', // grey
  '#0269d0', // blue
  '#a11b1b', // red
  '#0f5a65', // teal
  '#7e6917', // olive
] as const;

/** The colour of the item at `index`: the set repeats after nine. */
export function categoryColour(index: number): string {
  const size = CATEGORY_COLOURS.length;
  return CATEGORY_COLOURS[((Math.floor(index) % size) + size) % size]!;
}

/** Spec 2 §4: the radar has up to 30 levels (rings). */
export const MAX_RADAR_LEVELS = 30;
export const DEFAULT_RADAR_SIDES = 5;

/** Rings between 1 and 30. */
export function clampRadarLevels(levels: number): number {
  return Math.min(MAX_RADAR_LEVELS, Math.max(1, Math.round(levels)));
}

export interface Point {
  x: number;
  y: number;
}

/**
 * Where axis `index` of `sides` meets a value on a radar centred at (0, 0): the first axis points straight up and
 * the others follow clockwise; a value of `max` lies on the outer ring of `radius`, values outside 0..max are
 * clamped to the chart.
 */
export function radarPoint(index: number, sides: number, value: number, max: number, radius: number): Point {
  const angle = -Math.PI / 2 + (2 * Math.PI * index) / sides;
  const share = max > 0 ? Math.min(1, Math.max(0, value / max)) : 0;
  const distance = radius * share;
  return { x: round3(distance * Math.cos(angle)), y: round3(distance * Math.sin(angle)) };
}

/** The corners of ring `level` of `levels` (a polygon, as a radar's rings are). */
export function radarRing(level: number, levels: number, sides: number, radius: number): Point[] {
  return Array.from({ length: sides }, (_, index) => radarPoint(index, sides, level, levels, radius));
}

/** An SVG `points` attribute. */
export function pointsAttribute(points: readonly Point[]): string {
  return points.map((point) => `${point.x},${point.y}`).join(' ');
}

// Three decimals keep the SVG small and make positions comparable in tests (cos(90 deg) is 6e-17, not 0).
function round3(value: number): number {
  const rounded = Math.round(value * 1000) / 1000;
  return Object.is(rounded, -0) ? 0 : rounded;
}

/** The mean of the values (the bar chart's optional average line); null for none. */
export function averageOf(values: readonly number[]): number | null {
  return values.length === 0 ? null : values.reduce((sum, value) => sum + value, 0) / values.length;
}

/** About how wide one character of a 13 px chart label is. */
export const LABEL_CHAR_WIDTH = 7.5;

/**
 * Whether bar labels would run into each other: some label is wider than its bar's share of the plot (less a
 * small gap). The bar chart then drops every other label a line.
 */
export function labelsCollide(labels: readonly string[], plotWidth: number): boolean {
  if (labels.length === 0) return false;
  const slot = plotWidth / labels.length;
  return labels.some((label) => label.length * LABEL_CHAR_WIDTH > slot - 4);
}
