/**
 * The loan over the years (d3): the balance left at the end of each year, falling to 0, and the interest paid so
 * far, rising (docs/decisions.md "Housing summary explained"). One image named by its take-away, with the year-by-year
 * figures in a table behind "Show the figures as a table".
 */
import { area, line, scaleLinear } from 'd3';
import type { LoanSchedule } from '../../../../../src/housing/domain/loan-schedule.js';
import { ChartFigure, ChartLegend, yAxis } from '../../../shared/charts';
import { useChartWidth } from '../../../shared/charts/use-chart-width';
import { formatMoney, type Cents } from '../../../shared/format/money';
import { loanPoints, loanSummary, moneyTick, type LoanPoint } from './plan-chart-data';

export const BALANCE_COLOUR = '#523abc';
export const INTEREST_COLOUR = '#c2410c';

const FALLBACK_WIDTH = 600;
const HEIGHT = 240;
const MARGIN = { top: 16, right: 16, bottom: 36, left: 64 };
const m = (cents: number) => formatMoney(cents as Cents);

export function LoanBalanceChart({ loan, schedule }: { loan: number; schedule: LoanSchedule }) {
  const { ref, width } = useChartWidth<HTMLDivElement>(FALLBACK_WIDTH);
  const points = loanPoints(loan, schedule);
  if (points.length === 0) return null;
  const years = points[points.length - 1]!.year;
  const axis = yAxis(points.flatMap((p) => [p.balance, p.interestSoFar]), undefined, 100_000);
  const y = scaleLinear().domain([axis.min, axis.max]).range([HEIGHT - MARGIN.bottom, MARGIN.top]);
  const x = scaleLinear().domain([0, years]).range([MARGIN.left, width - MARGIN.right]);
  const balanceArea = area<LoanPoint>()
    .x((p) => x(p.year))
    .y0(y(0))
    .y1((p) => y(p.balance))(points);
  const balanceLine = line<LoanPoint>()
    .x((p) => x(p.year))
    .y((p) => y(p.balance))(points);
  const interestLine = line<LoanPoint>()
    .x((p) => x(p.year))
    .y((p) => y(p.interestSoFar))(points);
  // A tick every 5 years (every year for short loans), fewer on a phone.
  const every = years <= 6 ? 1 : width < 480 ? 10 : 5;
  const yearTicks = Array.from({ length: Math.floor(years / every) + 1 }, (_, i) => i * every);
  return (
    <ChartFigure
      title="Your loan over the years"
      summary={loanSummary(loan, schedule)}
      viewBox={`0 0 ${width} ${HEIGHT}`}
      measureRef={ref}
      className="chart--loan"
      table={{
        caption: 'Your loan year by year',
        // The two lines drawn, at the end of each year (three columns fit a phone).
        columns: ['Year', 'Balance left', 'Interest paid so far'],
        rows: schedule.years.map((row) => [`Year ${row.year}`, m(row.closingBalance), m(row.interestSoFar)]),
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
      {axis.ticks.map((tick) => (
        <g key={tick}>
          <line className="chart__grid" x1={MARGIN.left} x2={width - MARGIN.right} y1={y(tick)} y2={y(tick)} />
          <text className="chart__tick" x={MARGIN.left - 8} y={y(tick)} textAnchor="end" dominantBaseline="middle">
            {moneyTick(tick)}
          </text>
        </g>
      ))}
      {balanceArea && <path d={balanceArea} fill={BALANCE_COLOUR} fillOpacity={0.15} />}
      {balanceLine && <path d={balanceLine} fill="none" stroke={BALANCE_COLOUR} strokeWidth={2.5} />}
      {interestLine && <path d={interestLine} fill="none" stroke={INTEREST_COLOUR} strokeWidth={2.5} strokeDasharray="6 4" />}
      <line className="chart__axis" x1={MARGIN.left} x2={width - MARGIN.right} y1={y(0)} y2={y(0)} />
      {yearTicks.map((year) => (
        <text key={year} className="chart__tick" x={x(year)} y={HEIGHT - 10} textAnchor={year === 0 ? 'start' : year === years ? 'end' : 'middle'}>
          {year === 0 ? 'Start' : `Year ${year}`}
        </text>
      ))}
    </ChartFigure>
  );
}
