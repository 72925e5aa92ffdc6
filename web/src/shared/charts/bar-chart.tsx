import { scaleBand, scaleLinear } from 'd3';
import { categoryColour, labelsCollide, yAxis } from './chart-geometry';
import { useChartWidth } from './use-chart-width';
import { ChartFigure, ChartLegend } from './chart-figure';

export interface Bar {
  label: string;
  value: number;
  colour?: string;
}

export interface BarChartProps {
  title: string;
  summary: string;
  bars: readonly Bar[];
  /** Tick and table text for a value (e.g. compact money, '4.5 months'). */
  formatValue: (value: number) => string;
  /** The smallest height of the y axis (e.g. 100,000 cents, so an all-zero money chart reads S$0 to S$1,000). */
  minSpan?: number;
  /** Shorter text for the y-axis ticks (e.g. compact money); `formatValue` when absent. */
  formatTick?: (value: number) => string;
  /** Optional reference line, e.g. the 3- or 6-month target or the average. */
  average?: { value: number; label: string } | null;
}

/** Before the first measure. */
const FALLBACK_WIDTH = 480;
/** Where the plot ends; the labels go under it. */
const PLOT_BOTTOM = 220;
const MARGIN = { top: 16, right: 16, left: 64 };
/** Room under the axis for one row of labels, or two when they are staggered. */
const BOTTOM = { single: 36, staggered: 54 };

/** Vertical bars on a y axis of at most six ticks, with an optional dashed reference line. */
export function BarChart({ title, summary, bars, formatValue, formatTick = formatValue, minSpan, average }: BarChartProps) {
  const { ref, width } = useChartWidth<HTMLDivElement>(FALLBACK_WIDTH);
  const axis = yAxis([...bars.map((bar) => bar.value), ...(average ? [average.value] : [])], undefined, minSpan);
  // Labels wider than their bar's slot would run into each other on a phone: then every other one drops a line.
  const staggered = labelsCollide(
    bars.map((bar) => bar.label),
    width - MARGIN.left - MARGIN.right,
  );
  const height = PLOT_BOTTOM + (staggered ? BOTTOM.staggered : BOTTOM.single);
  const y = scaleLinear().domain([axis.min, axis.max]).range([PLOT_BOTTOM, MARGIN.top]);
  const x = scaleBand<string>()
    .domain(bars.map((bar) => bar.label))
    .range([MARGIN.left, width - MARGIN.right])
    .padding(0.3);
  const zero = y(0);
  return (
    <ChartFigure
      title={title}
      summary={summary}
      viewBox={`0 0 ${width} ${height}`}
      measureRef={ref}
      className="chart--bar"
      table={{
        caption: title,
        columns: ['Item', 'Value'],
        rows: [...bars.map((bar) => [bar.label, formatValue(bar.value)]), ...(average ? [[average.label, formatValue(average.value)]] : [])],
      }}
      footer={average ? <ChartLegend items={[{ label: `${average.label}: ${formatValue(average.value)}`, colour: 'var(--color-text)', dashed: true }]} /> : undefined}
    >
      {axis.ticks.map((tick) => (
        <g key={tick}>
          <line className="chart__grid" x1={MARGIN.left} x2={width - MARGIN.right} y1={y(tick)} y2={y(tick)} />
          <text className="chart__tick" x={MARGIN.left - 8} y={y(tick)} textAnchor="end" dominantBaseline="middle">
            {formatTick(tick)}
          </text>
        </g>
      ))}
      {bars.map((bar, index) => {
        const top = y(Math.max(0, bar.value));
        const bottom = y(Math.min(0, bar.value));
        return (
          <g key={bar.label}>
            <rect x={x(bar.label)} width={x.bandwidth()} y={top} height={Math.max(0, bottom - top)} fill={bar.colour ?? categoryColour(index)} rx={3} />
            <text className="chart__tick" x={(x(bar.label) ?? 0) + x.bandwidth() / 2} y={PLOT_BOTTOM + (staggered && index % 2 === 1 ? 38 : 20)} textAnchor="middle">
              {bar.label}
            </text>
          </g>
        );
      })}
      <line className="chart__axis" x1={MARGIN.left} x2={width - MARGIN.right} y1={zero} y2={zero} />
      {average && <line className="chart__average" x1={MARGIN.left} x2={width - MARGIN.right} y1={y(average.value)} y2={y(average.value)} />}
    </ChartFigure>
  );
}
