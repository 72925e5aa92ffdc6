import { lazy, Suspense } from 'react';
import { labelsCollide } from './chart-geometry';
import { useChartWidth } from './use-chart-width';
import { ChartFigure, ChartLegend } from './chart-figure';
import type { Bar } from './chart-data';

/** d3 and the drawing load when a chart first shows, not with the page (docs/decisions.md "Web performance budget"). */
const BarPlot = lazy(async () => ({ default: (await import('./bar-plot')).BarPlot }));

export type { Bar } from './chart-data';

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
  // Its height follows its width (staggered labels), so its first width is drawn before the page paints.
  const { ref, width, measured } = useChartWidth<HTMLDivElement>(FALLBACK_WIDTH, { heightFollowsWidth: true });
  // Labels wider than their bar's slot would run into each other on a phone: then every other one drops a line.
  const staggered = labelsCollide(
    bars.map((bar) => bar.label),
    width - MARGIN.left - MARGIN.right,
  );
  const height = PLOT_BOTTOM + (staggered ? BOTTOM.staggered : BOTTOM.single);
  return (
    <ChartFigure
      title={title}
      summary={summary}
      viewBox={`0 0 ${width} ${height}`}
      measureRef={ref}
      height={height}
      className="chart--bar"
      table={{
        caption: title,
        columns: ['Item', 'Value'],
        rows: [...bars.map((bar) => [bar.label, formatValue(bar.value)]), ...(average ? [[average.label, formatValue(average.value)]] : [])],
      }}
      footer={average ? <ChartLegend items={[{ label: `${average.label}: ${formatValue(average.value)}`, colour: 'var(--color-text)', dashed: true }]} /> : undefined}
    >
      {/* The frame, legend and table are drawn now; the plot fills the svg when d3 has loaded, without moving the page. */}
      {measured && (
        <Suspense fallback={null}>
          <BarPlot width={width} bars={bars} average={average} formatTick={formatTick} minSpan={minSpan} staggered={staggered} plotBottom={PLOT_BOTTOM} margin={MARGIN} />
        </Suspense>
      )}
    </ChartFigure>
  );
}
