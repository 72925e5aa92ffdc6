import { scaleBand, scaleLinear } from 'd3';
import type { Bar } from './chart-data';
import { categoryColour } from './chart-geometry';
import { yAxis } from './y-axis';
import { YGrid } from './y-grid';

export interface BarPlotProps {
  width: number;
  bars: readonly Bar[];
  average?: { value: number; label: string } | null;
  formatTick: (value: number) => string;
  minSpan?: number;
  /** Whether every other label drops a line (the frame decided it: it sets the svg's height). */
  staggered: boolean;
  plotBottom: number;
  margin: { top: number; right: number; left: number };
}

/**
 * The bar chart's drawing with d3 (axis, bars, labels, reference line): loaded by bar-chart.tsx when a chart first
 * shows, into the svg its frame already laid out (docs/decisions.md "Web performance budget").
 */
export function BarPlot({ width, bars, average, formatTick, minSpan, staggered, plotBottom, margin }: BarPlotProps) {
  const axis = yAxis([...bars.map((bar) => bar.value), ...(average ? [average.value] : [])], undefined, minSpan);
  const y = scaleLinear().domain([axis.min, axis.max]).range([plotBottom, margin.top]);
  const x = scaleBand<string>()
    .domain(bars.map((bar) => bar.label))
    .range([margin.left, width - margin.right])
    .padding(0.3);
  const zero = y(0);
  return (
    <>
      <YGrid ticks={axis.ticks} y={y} left={margin.left} right={width - margin.right} format={formatTick} />
      {bars.map((bar, index) => {
        const top = y(Math.max(0, bar.value));
        const bottom = y(Math.min(0, bar.value));
        return (
          <g key={bar.label}>
            <rect x={x(bar.label)} width={x.bandwidth()} y={top} height={Math.max(0, bottom - top)} fill={bar.colour ?? categoryColour(index)} rx={3} />
            <text className="chart__tick" x={(x(bar.label) ?? 0) + x.bandwidth() / 2} y={plotBottom + (staggered && index % 2 === 1 ? 38 : 20)} textAnchor="middle">
              {bar.label}
            </text>
          </g>
        );
      })}
      <line className="chart__axis" x1={margin.left} x2={width - margin.right} y1={zero} y2={zero} />
      {average && <line className="chart__average" x1={margin.left} x2={width - margin.right} y1={y(average.value)} y2={y(average.value)} />}
    </>
  );
}
