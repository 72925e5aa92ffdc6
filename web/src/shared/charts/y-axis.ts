/**
 * The y axis of the bar and line charts (spec 2 §9 "Chart"): apart from chart-geometry.ts because it needs d3, which
 * loads only with a chart's drawing (docs/decisions.md "Web performance budget").
 */
import { scaleLinear } from 'd3';

/** Spec 2 §9: a y axis carries at most six ticks. */
export const MAX_Y_TICKS = 6;

export interface YAxis {
  /** The domain, widened to round numbers that include 0 and every value. */
  min: number;
  max: number;
  /** Tick values from min to max, at most {@link MAX_Y_TICKS} of them. */
  ticks: number[];
}

/**
 * A y axis from 0 (or below, for negative values) to a round number above the largest value, with at most
 * `maxTicks` ticks: d3's `nice` asks for a count, which it treats as a hint, so the count is lowered until the
 * ticks fit. `minSpan`: the smallest height of the axis.
 */
export function yAxis(values: readonly number[], maxTicks = MAX_Y_TICKS, minSpan = 1): YAxis {
  const limit = Math.max(2, Math.floor(maxTicks));
  const from = Math.min(0, ...values);
  // At least `minSpan` tall, so all-zero or tiny values still get a readable axis (money: whole dollars, not cents).
  const to = Math.max(0, ...values, from + Math.max(minSpan, Number.MIN_VALUE));
  for (let count = limit - 1; count >= 1; count--) {
    const scale = scaleLinear().domain([from, to]).nice(count);
    const ticks = scale.ticks(count);
    const [min, max] = scale.domain() as [number, number];
    if (ticks.length <= limit && ticks[0] === min && ticks[ticks.length - 1] === max) return { min, max, ticks };
  }
  return { min: from, max: to, ticks: [from, to] };
}
