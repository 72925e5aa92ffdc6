/**
 * The levers chart's drawing with d3: one horizontal bar a change, its effect on the monthly gap in today's dollars
 * (a bar to the right shrinks the gap, to the left grows it), its short name at the left: readable at 360 px where
 * seven upright bars' names would run into each other.
 */
import { scaleLinear } from 'd3';
import { compactMoney } from '../../dashboard/net-worth-chart-format';
import { yAxis } from '../../shared/charts/y-axis';

export interface LeverBar {
  label: string;
  value: number;
  colour: string;
}

export interface LeversPlotProps {
  width: number;
  bars: readonly LeverBar[];
  row: number;
  top: number;
  labelWidth: number;
  right: number;
}

export function LeversPlot({ width, bars, row, top, labelWidth, right }: LeversPlotProps) {
  const axis = yAxis(bars.map((bar) => bar.value), width < 480 ? 4 : 6, 10_000);
  const x = scaleLinear().domain([axis.min, axis.max]).range([labelWidth, width - right]);
  const bottom = top + bars.length * row;
  return (
    <>
      {axis.ticks.map((tick) => (
        <g key={tick}>
          <line className="chart__grid" x1={x(tick)} x2={x(tick)} y1={top} y2={bottom} />
          <text className="chart__tick" x={x(tick)} y={bottom + 18} textAnchor="middle">
            {compactMoney(tick)}
          </text>
        </g>
      ))}
      {bars.map((bar, index) => {
        const y = top + index * row;
        const from = x(Math.min(0, bar.value));
        const to = x(Math.max(0, bar.value));
        return (
          <g key={bar.label}>
            <text className="chart__tick" x={labelWidth - 8} y={y + row / 2} textAnchor="end" dominantBaseline="middle">
              {bar.label}
            </text>
            <rect x={from} width={Math.max(1, to - from)} y={y + row * 0.2} height={row * 0.6} fill={bar.colour} rx={3} />
          </g>
        );
      })}
      <line className="chart__axis" x1={x(0)} x2={x(0)} y1={top} y2={bottom} />
    </>
  );
}
