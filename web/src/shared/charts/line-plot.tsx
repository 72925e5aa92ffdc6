import { line, scaleLinear, scaleTime } from 'd3';
import { formatDisplayDate } from '../format/date-time';
import type { LinePoint } from './chart-data';
import { yAxis } from './y-axis';
import { YGrid } from './y-grid';

export interface LinePlotProps {
  width: number;
  height: number;
  points: readonly LinePoint[];
  second?: readonly LinePoint[];
  formatTick: (value: number) => string;
  minSpan?: number;
}

const MARGIN = { top: 16, right: 24, bottom: 36, left: 80 };

/** Calendar days as instants at noon UTC: the same spacing for every day, whatever the viewer's zone. */
function dayInstant(date: string): Date {
  return new Date(`${date}T12:00:00Z`);
}

/**
 * The line chart's drawing with d3 (axis, lines, dots, first and last day): loaded by line-chart.tsx when a chart
 * first shows, into the svg its frame already laid out (docs/decisions.md "Web performance budget").
 */
export function LinePlot({ width, height, points, second, formatTick, minSpan }: LinePlotProps) {
  const axis = yAxis([...points, ...(second ?? [])].map((point) => point.value), undefined, minSpan);
  const y = scaleLinear().domain([axis.min, axis.max]).range([height - MARGIN.bottom, MARGIN.top]);
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
  const secondPath = second ? pathOf(second as LinePoint[]) : null;
  return (
    <>
      <YGrid ticks={axis.ticks} y={y} left={MARGIN.left} right={width - MARGIN.right} format={formatTick} />
      <line className="chart__axis" x1={MARGIN.left} x2={width - MARGIN.right} y1={y(0)} y2={y(0)} />
      {secondPath && <path className="chart__line chart__line--second" d={secondPath} />}
      {second?.map((point) => (
        <circle key={`second-${point.date}`} className="chart__line-dot chart__line-dot--second" cx={xOf(point)} cy={y(point.value)} r={3} />
      ))}
      {path && <path className="chart__line" d={path} />}
      {points.map((point) => (
        <circle key={point.date} className="chart__line-dot" cx={xOf(point)} cy={y(point.value)} r={4} />
      ))}
      {first && (
        <text className="chart__tick" x={xOf(first)} y={height - 8} textAnchor={points.length > 1 ? 'start' : 'middle'}>
          {formatDisplayDate(first.date)}
        </text>
      )}
      {last && last !== first && (
        <text className="chart__tick" x={xOf(last)} y={height - 8} textAnchor="end">
          {formatDisplayDate(last.date)}
        </text>
      )}
    </>
  );
}
