/**
 * The portfolio over 20 years (d3), drawn like the housing loan chart: the value with the monthly investments (a
 * solid line over a light area) and without them (dashed), a marker at 5, 10 and 20 years, and the year-by-year
 * figures as a table behind "Show the figures as a table" (ui guide "Charts").
 */
import { lazy, Suspense } from 'react';
import type { PortfolioProjection } from '../../../../../src/cashflow-wealth/domain/investing/growth.js';
import { ChartFigure, ChartLegend } from '../../../shared/charts/chart-figure';
import { useChartWidth } from '../../../shared/charts/use-chart-width';
import { formatMoney, type Cents } from '../../../shared/format/money';
import { WITH_COLOUR, WITHOUT_COLOUR } from './growth-colours';

export { WITH_COLOUR, WITHOUT_COLOUR } from './growth-colours';

/** d3 and the drawing load when the chart first shows, not with the page (docs/decisions.md "Web performance budget"). */
const GrowthProjectionPlot = lazy(async () => ({ default: (await import('./growth-projection-plot')).GrowthProjectionPlot }));

const FALLBACK_WIDTH = 600;
const HEIGHT = 260;
const MARGIN = { top: 16, right: 20, bottom: 36, left: 64 };
const m = (cents: number) => formatMoney(cents as Cents);

/** The chart's take-away (its accessible name). */
export function projectionSummary(projection: PortfolioProjection): string {
  const last = projection.points[projection.points.length - 1]!;
  const years = last.year;
  if (projection.monthlyCents === 0) return `At ${projection.ratePercent} % a year, your ${m(projection.startCents)} could be ${m(last.withoutMonthlyCents)} in ${years} years.`;
  return `At ${projection.ratePercent} % a year, your ${m(projection.startCents)} could be ${m(last.withoutMonthlyCents)} in ${years} years, or ${m(last.withMonthlyCents)} if you keep investing ${m(projection.monthlyCents)} a month.`;
}

export function GrowthProjectionChart({ projection }: { projection: PortfolioProjection }) {
  const { ref, width, measured } = useChartWidth<HTMLDivElement>(FALLBACK_WIDTH);
  const points = projection.points;
  const withMonthly = projection.monthlyCents > 0;
  const columns = withMonthly ? ['Year', 'With monthly investments', 'Without'] : ['Year', 'Your portfolio'];
  const rows = points.map((p) => (withMonthly ? [p.year === 0 ? 'Today' : `Year ${p.year}`, m(p.withMonthlyCents), m(p.withoutMonthlyCents)] : [p.year === 0 ? 'Today' : `Year ${p.year}`, m(p.withoutMonthlyCents)]));
  return (
    <ChartFigure
      title="Your portfolio over the next 20 years"
      summary={projectionSummary(projection)}
      viewBox={`0 0 ${width} ${HEIGHT}`}
      measureRef={ref}
      height={HEIGHT}
      className="chart--growth"
      table={{ caption: 'Your portfolio year by year', columns, rows }}
      footer={
        <ChartLegend
          items={
            withMonthly
              ? [
                  { label: `With ${m(projection.monthlyCents)} a month`, colour: WITH_COLOUR },
                  { label: 'Without monthly investments', colour: WITHOUT_COLOUR, dashed: true },
                ]
              : [{ label: 'Your portfolio', colour: WITHOUT_COLOUR, dashed: true }]
          }
        />
      }
    >
      {/* The frame, legend and table are drawn now; the plot fills the svg when d3 has loaded, without moving the page. */}
      {measured && (
        <Suspense fallback={null}>
          <GrowthProjectionPlot width={width} height={HEIGHT} margin={MARGIN} projection={projection} />
        </Suspense>
      )}
    </ChartFigure>
  );
}
