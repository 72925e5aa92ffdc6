import { lazy, Suspense } from 'react';
import { formatDisplayDate } from '../format/date-time';
import { useChartWidth } from './use-chart-width';
import { ChartFigure, ChartLegend } from './chart-figure';
import type { LinePoint } from './chart-data';

/** d3 and the drawing load when a chart first shows, not with the page (docs/decisions.md "Web performance budget"). */
const LinePlot = lazy(async () => ({ default: (await import('./line-plot')).LinePlot }));

export type { LinePoint } from './chart-data';

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

/** A value over time (net worth from GET /history): the first and last days label the x axis. */
export function LineChart({ title, summary, points, formatValue, formatTick = formatValue, minSpan, valueLabel, second }: LineChartProps) {
  const { ref, width, measured } = useChartWidth<HTMLDivElement>(FALLBACK_WIDTH);
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
      height={HEIGHT}
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
      {/* The frame, legend and table are drawn now; the plot fills the svg when d3 has loaded, without moving the page. */}
      {measured && (
        <Suspense fallback={null}>
          <LinePlot width={width} height={HEIGHT} points={points} second={second?.points} formatTick={formatTick} minSpan={minSpan} />
        </Suspense>
      )}
    </ChartFigure>
  );
}
