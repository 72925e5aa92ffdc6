/**
 * The report's charts as vector shapes (docs/decisions.md "The financial-plan report"): the same geometry the
 * pages draw with (the chart kit's y axis, d3 scales, d3's line and stepped areas, the housing timeline's
 * cumulative steps), traced into path operations a PDF draws as lines and fills, so the charts stay sharp and
 * their labels stay text. Pure: no DOM, no jsPDF; units are whatever the box is in (millimetres in the report).
 */
import { area, curveStepAfter, line, scaleLinear, scaleTime } from 'd3';
import { CATEGORY_COLOURS } from '../shared/charts/chart-geometry';
import { yAxis } from '../shared/charts/y-axis';
import type { LinePoint } from '../shared/charts/line-chart';
import { compactMoney, MONEY_AXIS_MIN_SPAN, showsWithoutHome } from '../dashboard/net-worth-chart-format';
import { moneyTick, type TimelineStep } from '../housing/components/charts/plan-chart-data';
import { formatDisplayDate } from '../shared/format/date-time';

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** jsPDF's path operations: move, line, cubic curve, close. */
export type PathOp = { op: 'm' | 'l'; c: [number, number] } | { op: 'c'; c: [number, number, number, number, number, number] } | { op: 'h'; c: [] };

export type Shape =
  | { kind: 'path'; ops: PathOp[]; stroke?: string; fill?: string; lineWidth?: number; dashed?: boolean }
  | { kind: 'rect'; x: number; y: number; width: number; height: number; fill: string }
  | { kind: 'text'; x: number; y: number; text: string; align: 'left' | 'right' | 'center'; size: number; colour: string; maxWidth?: number };

export interface ChartDrawing {
  shapes: Shape[];
  legend: { label: string; colour: string; dashed?: boolean }[];
}

const INK = '#1a2233';
const MUTED = '#5b6475';
const GRID = '#d9dde5';
/** The pages' line colours: the brand violet for the main line, the text colour dashed for the second. */
export const MAIN_LINE = CATEGORY_COLOURS[0];
export const SECOND_LINE = INK;
/** The payment timeline's colours on the plan summary (payment-timeline-chart.tsx): blue cash, green CPF. */
export const CASH_COLOUR = CATEGORY_COLOURS[5];
export const CPF_COLOUR = CATEGORY_COLOURS[1];
const TICK_SIZE = 7;

/** A d3 path context that records what d3 draws, instead of drawing on a canvas. */
function recorder(): { ops: PathOp[]; context: CanvasRenderingContext2D } {
  const ops: PathOp[] = [];
  const context = {
    moveTo: (x: number, y: number) => ops.push({ op: 'm', c: [x, y] }),
    lineTo: (x: number, y: number) => ops.push({ op: 'l', c: [x, y] }),
    bezierCurveTo: (a: number, b: number, c: number, d: number, e: number, f: number) => ops.push({ op: 'c', c: [a, b, c, d, e, f] }),
    closePath: () => ops.push({ op: 'h', c: [] }),
  };
  // d3's shapes call only the methods above for lines and stepped areas (no arcs).
  return { ops, context: context as unknown as CanvasRenderingContext2D };
}

/** Calendar days as instants at noon UTC, as the line chart spaces them. */
const dayInstant = (date: string) => new Date(`${date}T12:00:00Z`);

function gridAndTicks(box: Box, left: number, right: number, ticks: readonly number[], y: (value: number) => number, format: (value: number) => string): Shape[] {
  return ticks.flatMap((tick): Shape[] => [
    { kind: 'path', ops: [{ op: 'm', c: [left, y(tick)] }, { op: 'l', c: [right, y(tick)] }], stroke: tick === 0 ? MUTED : GRID, lineWidth: tick === 0 ? 0.3 : 0.2 },
    { kind: 'text', x: left - 1.5, y: y(tick) + 1, text: format(tick), align: 'right', size: TICK_SIZE, colour: MUTED },
  ]);
}

/**
 * Net worth over time (the dashboard's line chart): the y axis of at most six ticks from 0, the days spaced in
 * time, a second dashed line without the home once the two differ.
 */
export function netWorthDrawing(points: readonly LinePoint[], withoutHome: readonly LinePoint[], box: Box): ChartDrawing {
  const margin = { top: 3, right: 3, bottom: 7, left: 20 };
  const both = showsWithoutHome(points, withoutHome);
  const axis = yAxis([...points, ...(both ? withoutHome : [])].map((point) => point.value), undefined, MONEY_AXIS_MIN_SPAN);
  const left = box.x + margin.left;
  const right = box.x + box.width - margin.right;
  const y = scaleLinear().domain([axis.min, axis.max]).range([box.y + box.height - margin.bottom, box.y + margin.top]);
  const first = points[0];
  const last = points[points.length - 1];
  const spread = first !== undefined && last !== undefined && first.date !== last.date;
  const x = scaleTime()
    .domain(spread ? [dayInstant(first.date), dayInstant(last.date)] : [new Date(0), new Date(1)])
    .range([left, right]);
  const xOf = (point: LinePoint) => (spread ? x(dayInstant(point.date)) : (left + right) / 2);
  const trace = (series: readonly LinePoint[]) => {
    const { ops, context } = recorder();
    line<LinePoint>()
      .x(xOf)
      .y((point) => y(point.value))
      .context(context)(series as LinePoint[]);
    return ops;
  };
  const shapes: Shape[] = gridAndTicks(box, left, right, axis.ticks, y, compactMoney);
  if (both) shapes.push({ kind: 'path', ops: trace(withoutHome), stroke: SECOND_LINE, lineWidth: 0.4, dashed: true });
  shapes.push({ kind: 'path', ops: trace(points), stroke: MAIN_LINE, lineWidth: 0.6 });
  const bottom = box.y + box.height - 1.5;
  if (first) shapes.push({ kind: 'text', x: xOf(first), y: bottom, text: formatDisplayDate(first.date), align: spread ? 'left' : 'center', size: TICK_SIZE, colour: MUTED });
  if (last && spread) shapes.push({ kind: 'text', x: xOf(last), y: bottom, text: formatDisplayDate(last.date), align: 'right', size: TICK_SIZE, colour: MUTED });
  return {
    shapes,
    legend: both
      ? [
          { label: 'Net worth', colour: MAIN_LINE },
          { label: 'Net worth without your home', colour: SECOND_LINE, dashed: true },
        ]
      : [{ label: 'Net worth', colour: MAIN_LINE }],
  };
}

/**
 * The housing payment timeline (the plan summary's stepped chart): what has been paid so far after each stage,
 * CPF below and cash stacked on it; stages are numbered under the axis (the table names them).
 */
export function timelineDrawing(steps: readonly TimelineStep[], box: Box): ChartDrawing {
  const margin = { top: 3, right: 3, bottom: 7, left: 20 };
  const axis = yAxis(steps.map((step) => step.totalSoFar), undefined, 100_000);
  const left = box.x + margin.left;
  const right = box.x + box.width - margin.right;
  const y = scaleLinear().domain([axis.min, axis.max]).range([box.y + box.height - margin.bottom, box.y + margin.top]);
  const x = scaleLinear().domain([0, Math.max(1, steps.length)]).range([left, right]);
  const last = steps[steps.length - 1];
  // Each stage holds its level across its slot: one point per stage start, the last level carried to the end.
  const points = last ? [...steps.map((step, i) => ({ i, step })), { i: steps.length, step: last }] : [];
  type P = (typeof points)[number];
  const cpf = recorder();
  area<P>()
    .curve(curveStepAfter)
    .x((p) => x(p.i))
    .y0(y(0))
    .y1((p) => y(p.step.cpfSoFar))
    .context(cpf.context)(points);
  const cash = recorder();
  area<P>()
    .curve(curveStepAfter)
    .x((p) => x(p.i))
    .y0((p) => y(p.step.cpfSoFar))
    .y1((p) => y(p.step.totalSoFar))
    .context(cash.context)(points);
  const shapes: Shape[] = [
    ...gridAndTicks(box, left, right, axis.ticks, y, moneyTick),
    { kind: 'path', ops: cpf.ops, fill: CPF_COLOUR },
    { kind: 'path', ops: cash.ops, fill: CASH_COLOUR },
    ...steps.map((_, i): Shape => ({ kind: 'text', x: (x(i) + x(i + 1)) / 2, y: box.y + box.height - 1.5, text: `Stage ${i + 1}`, align: 'center', size: TICK_SIZE, colour: MUTED })),
  ];
  return {
    shapes,
    legend: [
      { label: 'Paid in cash', colour: CASH_COLOUR },
      { label: 'Paid from CPF', colour: CPF_COLOUR },
    ],
  };
}

/** Each bar's row height in the expenses chart. */
export const BAR_ROW = 6;

/** The height an expenses-against-budget chart of `count` categories needs. */
export function barChartHeight(count: number): number {
  return count * BAR_ROW + 8;
}

/**
 * Expenses by category against budget, as horizontal bars (a doughnut's shares read poorly on paper): each
 * category's bar a month, its budget as a dark mark across it, on one money scale from 0 with the kit's ticks.
 */
export function expenseBarsDrawing(bars: readonly { label: string; value: number; budget: number | null }[], box: Box): ChartDrawing {
  const labelWidth = Math.min(48, box.width * 0.35);
  const left = box.x + labelWidth;
  const right = box.x + box.width - 3;
  const axis = yAxis(bars.flatMap((bar) => [bar.value, bar.budget ?? 0]), undefined, MONEY_AXIS_MIN_SPAN);
  const x = scaleLinear().domain([axis.min, axis.max]).range([left, right]);
  const top = box.y;
  const bottom = top + bars.length * BAR_ROW;
  const shapes: Shape[] = axis.ticks.flatMap((tick): Shape[] => [
    { kind: 'path', ops: [{ op: 'm', c: [x(tick), top] }, { op: 'l', c: [x(tick), bottom] }], stroke: tick === 0 ? MUTED : GRID, lineWidth: tick === 0 ? 0.3 : 0.2 },
    { kind: 'text', x: x(tick), y: bottom + 4, text: compactMoney(tick), align: 'center', size: TICK_SIZE, colour: MUTED },
  ]);
  bars.forEach((bar, index) => {
    const rowTop = top + index * BAR_ROW;
    shapes.push({ kind: 'text', x: left - 2, y: rowTop + BAR_ROW / 2 + 1, text: bar.label, align: 'right', size: 8, colour: INK, maxWidth: labelWidth - 3 });
    shapes.push({ kind: 'rect', x: x(0), y: rowTop + 1, width: Math.max(0, x(bar.value) - x(0)), height: BAR_ROW - 2, fill: MAIN_LINE });
    if (bar.budget !== null) {
      shapes.push({ kind: 'path', ops: [{ op: 'm', c: [x(bar.budget), rowTop + 0.3] }, { op: 'l', c: [x(bar.budget), rowTop + BAR_ROW - 0.3] }], stroke: INK, lineWidth: 0.8 });
    }
  });
  return {
    shapes,
    legend: [
      { label: 'Spent a month', colour: MAIN_LINE },
      { label: 'Budget a month (the dark mark)', colour: INK },
    ],
  };
}
