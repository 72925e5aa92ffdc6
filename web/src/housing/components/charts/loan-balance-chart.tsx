/**
 * The loan over the years (d3): the balance left at the end of each year, falling to 0, and the interest paid so
 * far, rising (docs/decisions.md "Housing summary explained"). One image named by its take-away, with the year-by-year
 * figures in a table behind "Show the figures as a table".
 */
import { lazy, Suspense, useMemo } from 'react';
import type { LoanSchedule } from '../../../../../src/housing/domain/loan-schedule.js';
import { ChartFigure, ChartLegend } from '../../../shared/charts/chart-figure';
import { useChartWidth } from '../../../shared/charts/use-chart-width';
import { formatMoney, type Cents } from '../../../shared/format/money';
import { BALANCE_COLOUR, INTEREST_COLOUR } from './chart-colours';
import { loanPoints, loanSummary } from './plan-chart-data';

export { BALANCE_COLOUR, INTEREST_COLOUR } from './chart-colours';

/** d3 and the drawing load when the chart first shows, not with the page (docs/decisions.md "Web performance budget"). */
const LoanBalancePlot = lazy(async () => ({ default: (await import('./loan-balance-plot')).LoanBalancePlot }));

const FALLBACK_WIDTH = 600;
const HEIGHT = 240;
const MARGIN = { top: 16, right: 16, bottom: 36, left: 64 };
const m = (cents: number) => formatMoney(cents as Cents);

export function LoanBalanceChart({ loan, schedule }: { loan: number; schedule: LoanSchedule }) {
  const { ref, width, measured } = useChartWidth<HTMLDivElement>(FALLBACK_WIDTH);
  // Worked out once per loan: the redraw at the measured width changes none of it.
  const { points, summary, rows } = useMemo(
    () => ({
      points: loanPoints(loan, schedule),
      summary: loanSummary(loan, schedule),
      rows: schedule.years.map((row) => [`Year ${row.year}`, m(row.closingBalance), m(row.interestSoFar)]),
    }),
    [loan, schedule],
  );
  if (points.length === 0) return null;
  return (
    <ChartFigure
      title="Your loan over the years"
      summary={summary}
      viewBox={`0 0 ${width} ${HEIGHT}`}
      measureRef={ref}
      height={HEIGHT}
      className="chart--loan"
      table={{
        caption: 'Your loan year by year',
        // The two lines drawn, at the end of each year (three columns fit a phone).
        columns: ['Year', 'Balance left', 'Interest paid so far'],
        rows,
      }}
      footer={
        <ChartLegend
          items={[
            { label: 'Balance left', colour: BALANCE_COLOUR },
            { label: 'Interest paid so far', colour: INTEREST_COLOUR, dashed: true },
          ]}
        />
      }
    >
      {/* The frame, legend and table are drawn now; the plot fills the svg when d3 has loaded, without moving the page. */}
      {measured && (
        <Suspense fallback={null}>
          <LoanBalancePlot width={width} height={HEIGHT} margin={MARGIN} points={points} />
        </Suspense>
      )}
    </ChartFigure>
  );
}
