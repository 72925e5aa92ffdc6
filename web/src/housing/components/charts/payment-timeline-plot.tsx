/**
 * The payment timeline's drawing with d3: loaded by payment-timeline-chart.tsx when the chart first shows, into the
 * svg its frame already laid out (docs/decisions.md "Web performance budget").
 */
import { area, curveStepAfter, line, scaleLinear } from 'd3';
import { yAxis } from '../../../shared/charts/y-axis';
import { CASH_COLOUR, CPF_COLOUR } from './chart-colours';
import { labelLines, moneyTick, type TimelineStep } from './plan-chart-data';
import { YGrid } from '../../../shared/charts/y-grid';

export interface PaymentTimelinePlotProps {
  width: number;
  height: number;
  margin: { top: number; right: number; bottom: number; left: number };
  steps: readonly TimelineStep[];
}

export function PaymentTimelinePlot({ width, height: HEIGHT, margin: MARGIN, steps }: PaymentTimelinePlotProps) {
  const axis = yAxis(steps.map((step) => step.totalSoFar), undefined, 100_000);
  const y = scaleLinear().domain([axis.min, axis.max]).range([HEIGHT - MARGIN.bottom, MARGIN.top]);
  const x = scaleLinear().domain([0, steps.length]).range([MARGIN.left, width - MARGIN.right]);
  // Each stage holds its level across its slot: one point per stage start, and the last level carried to the end.
  const points = [...steps.map((step, i) => ({ i, step })), { i: steps.length, step: steps[steps.length - 1]! }];
  const cpfArea = area<(typeof points)[number]>()
    .curve(curveStepAfter)
    .x((p) => x(p.i))
    .y0(y(0))
    .y1((p) => y(p.step.cpfSoFar))(points);
  const cashArea = area<(typeof points)[number]>()
    .curve(curveStepAfter)
    .x((p) => x(p.i))
    .y0((p) => y(p.step.cpfSoFar))
    .y1((p) => y(p.step.totalSoFar))(points);
  const totalLine = line<(typeof points)[number]>()
    .curve(curveStepAfter)
    .x((p) => x(p.i))
    .y((p) => y(p.step.totalSoFar))(points);
  const slot = (width - MARGIN.left - MARGIN.right) / steps.length;
  const longest = Math.max(...steps.flatMap((step) => labelLines(step.label).map((l) => l.length)));
  // Names that do not fit their slot are numbered; the table below names every stage.
  const numbered = longest * 7 > slot - 6;
  return (
    <>
      <YGrid ticks={axis.ticks} y={y} left={MARGIN.left} right={width - MARGIN.right} format={moneyTick} />
      {cpfArea && <path d={cpfArea} fill={CPF_COLOUR} />}
      {cashArea && <path d={cashArea} fill={CASH_COLOUR} />}
      {totalLine && <path d={totalLine} fill="none" stroke="var(--color-text)" strokeWidth={2} />}
      {steps.map((step, i) => (
      <g key={step.stage}>
        {i > 0 && <line className="chart__grid" x1={x(i)} x2={x(i)} y1={MARGIN.top} y2={HEIGHT - MARGIN.bottom} />}
        {slot >= 56 && (
          <text className="chart__tick chart__tick--strong" x={x(i + 0.5)} y={y(step.totalSoFar) - 8} textAnchor="middle">
            {moneyTick(step.totalSoFar)}
          </text>
        )}
        <text className="chart__tick" x={x(i + 0.5)} y={HEIGHT - MARGIN.bottom + 18} textAnchor="middle">
          {numbered ? (
            `${i + 1}`
          ) : (
            labelLines(step.label).map((part, line) => (
              <tspan key={part} x={x(i + 0.5)} dy={line === 0 ? 0 : 15}>
                {part}
              </tspan>
            ))
          )}
        </text>
      </g>
      ))}
      <line className="chart__axis" x1={MARGIN.left} x2={width - MARGIN.right} y1={y(0)} y2={y(0)} />
    </>
  );
}
