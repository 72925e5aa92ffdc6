import { lazy, Suspense } from 'react';
import { categoryColour, formatPercent, percentagesOf } from './chart-geometry';
import { ChartFigure, ChartLegend } from './chart-figure';
import type { DoughnutSlice } from './chart-data';

/** d3 and the drawing load when a chart first shows, not with the page (docs/decisions.md "Web performance budget"). */
const DoughnutPlot = lazy(async () => ({ default: (await import('./doughnut-plot')).DoughnutPlot }));

/** Spec 2 §4: the hole is 80 % of the radius. */
export const DOUGHNUT_CUTOUT = 0.8;

export type { DoughnutSlice } from './chart-data';

export interface DoughnutChartProps {
  title: string;
  summary: string;
  slices: readonly DoughnutSlice[];
  /** Text in the hole, e.g. the total. */
  centreLabel?: string;
}

const SIZE = 200;
const RADIUS = SIZE / 2;

/** A doughnut of shares with its legend (label and percentage to 1 decimal) and table. */
export function DoughnutChart({ title, summary, slices, centreLabel }: DoughnutChartProps) {
  const percents = percentagesOf(slices.map((slice) => slice.value));
  const colours = slices.map((slice, index) => slice.colour ?? categoryColour(index));
  return (
    <ChartFigure
      title={title}
      summary={summary}
      viewBox={`${-RADIUS} ${-RADIUS} ${SIZE} ${SIZE}`}
      className="chart--doughnut"
      table={{
        caption: title,
        columns: ['Item', 'Amount', 'Share'],
        rows: slices.map((slice, index) => [slice.label, slice.display, formatPercent(percents[index]!)]),
      }}
      footer={
        <ChartLegend items={slices.map((slice, index) => ({ label: slice.label, colour: colours[index]!, detail: formatPercent(percents[index]!) }))} />
      }
    >
      <circle r={RADIUS * (1 + DOUGHNUT_CUTOUT) / 2} fill="none" stroke="var(--color-border)" strokeWidth={RADIUS * (1 - DOUGHNUT_CUTOUT)} />
      {/* The ring and legend are drawn now; the segments fill it when d3 has loaded, without moving the page. */}
      <Suspense fallback={null}>
        <DoughnutPlot slices={slices} colours={colours} radius={RADIUS} cutout={DOUGHNUT_CUTOUT} />
      </Suspense>
      {centreLabel && (
        <text className="chart__centre" textAnchor="middle" dominantBaseline="middle">
          {centreLabel}
        </text>
      )}
    </ChartFigure>
  );
}
