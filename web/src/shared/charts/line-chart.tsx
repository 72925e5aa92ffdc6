import { line, scaleLinear, scaleTime } from 'd3';
import { formatDisplayDate } from '../../../../src/shared-kernel/dates.js';
import { yAxis } from './chart-geometry';
import { useChartWidth } from './use-chart-width';
import { ChartFigure, ChartLegend } from './chart-figure';

export interface LinePoint {
  /** 'YYYY-MM-DD' */
  date: string;
  value: number;
}

export interface LineChartProps {
  title: string;
  summary: string;
  /** Oldest first. */
  points: readonly LinePoint[];
  formatValue: (value: number) => string;
  /** The smallest height of the y axis (e.g. 100,000 cents, so an all-zero money chart reads S$0 to S$1,000). */
  minSpan?: number;
  /** Shorter text for the y-axis ticks (e.g. compact money); `formatValue` when absent. */
  formatTick?: (value: number) => string;
  /** The table's heading for the values, e.g. 'Net worth'. */
  valueLabel: string;
  /**
   * A second line on the same axes (drawn dashed, with a legend naming both lines and a column in the table), e.g.
   * net worth without the home. Its points are matched to the first line's by date.
   */
  second?: { label: string; points: readonly LinePoint[] };
}

const MAIN_COLOUR = 'var(--c-primary-700)';
const SECOND_COLOUR = 'var(--color-text)';

/** Before the first measure. */
const FALLBACK_WIDTH = 480;
const HEIGHT = 240;
const MARGIN = { top: 16, right: 24, bottom: 36, left: 80 };

/** Calendar days as instants at noon UTC: the same spacing for every day, whatever the viewer's zone. */
function dayInstant(date: string): Date {
  return new Date(`${date}T12:00:00Z`);
}

/** A value over time (net worth from GET /history): the first and last days label the x axis. */
export function LineChart({ title, summary, points, formatValue, formatTick = formatValue, minSpan, valueLabel, second }: LineChartProps) {
  const { ref, width } = useChartWidth<HTMLDivElement>(FALLBACK_WIDTH);
  const axis = yAxis([...points, ...(second?.points ?? [])].map((point) => point.value), undefined, minSpan);
  const y = scaleLinear().domain([axis.min, axis.max]).range([HEIGHT - MARGIN.bottom, MARGIN.top]);
  const first = points[0];
  const last = points[points.length - 1];
  const x = scaleTime()
    .domain(first && last && first.date !== last.date ? [dayInstant(first.date), dayInstant(last.date)] : [new Date(0), new Date(1)])
    .range([MARGIN.left, width - MARGIN.right]);
  // A single day has no extent: it sits in the middle.
  const xOf = (point: LinePoint) => (first && last && first.date !== last.date ? x(dayInstant(point.date)) : (MARGIN.left + width - MARGIN.right) / 2);
  const pathOf = line<LinePoint>()
    .x(xOf)
    .y((point) => y(point.value));
  const path = pathOf(points as LinePoint[]);
  const secondPath = second ? pathOf(second.points as LinePoint[]) : null;
  const secondByDate = new Map((second?.points ?? []).map((point) => [point.date, point.value]));
  const columns = second ? ['Date', valueLabel, second.label] : ['Date', valueLabel];
  const rows = points.map((point) => {
    const row = [formatDisplayDate(point.date), formatValue(point.value)];
    if (second) row.push(secondByDate.has(point.date) ? formatValue(secondByDate.get(point.date)!) : '');
    return row;
  });
  return (
    <ChartFigure
      title={title}
      summary={summary}
      viewBox={`0 0 ${width} ${HEIGHT}`}
      measureRef={ref}
      className="chart--line"
      table={{ caption: title, columns, rows }}
      footer={
        second ? (
          <ChartLegend
            items={[
              { label: valueLabel, colour: MAIN_COLOUR },
              { label: second.label, colour: SECOND_COLOUR, dashed: true },
            ]}
          />
        ) : undefined
      }
    >
      {axis.ticks.map((tick) => (
        <g key={tick}>
          <line className="chart__grid" x1={MARGIN.left} x2={width - MARGIN.right} y1={y(tick)} y2={y(tick)} />
          <text className="chart__tick" x={MARGIN.left - 8} y={y(tick)} textAnchor="end" dominantBaseline="middle">
            {formatTick(tick)}
          </text>
        </g>
      ))}
      <line className="chart__axis" x1={MARGIN.left} x2={width - MARGIN.right} y1={y(0)} y2={y(0)} />
      {secondPath && <path className="chart__line chart__line--second" d={secondPath} />}
      {second?.points.map((point) => (
        <circle key={`second-${point.date}`} className="chart__line-dot chart__line-dot--second" cx={xOf(point)} cy={y(point.value)} r={3} />
      ))}
      {path && <path className="chart__line" d={path} />}
      {points.map((point) => (
        <circle key={point.date} className="chart__line-dot" cx={xOf(point)} cy={y(point.value)} r={4} />
      ))}
      {first && (
        <text className="chart__tick" x={xOf(first)} y={HEIGHT - 8} textAnchor={points.length > 1 ? 'start' : 'middle'}>
          {formatDisplayDate(first.date)}
        </text>
      )}
      {last && last !== first && (
        <text className="chart__tick" x={xOf(last)} y={HEIGHT - 8} textAnchor="end">
          {formatDisplayDate(last.date)}
        </text>
      )}
    </ChartFigure>
  );
}
