/**
 * The portfolio over 20 years (d3), drawn like the housing loan chart: the value with the monthly investments (a
 * solid line over a light area) and without them (dashed), a marker at 5, 10 and 20 years, and the year-by-year
 * figures as a table behind "Show the figures as a table" (ui guide "Charts").
 */
import { area, line, scaleLinear } from 'd3';
import type { PortfolioProjection, ProjectionPoint } from '../../../../../src/cashflow-wealth/domain/investing/growth.js';
import { PROJECTION_YEARS } from '../../../../../src/cashflow-wealth/domain/investing/growth.js';
import { ChartFigure, ChartLegend, yAxis } from '../../../shared/charts';
import { useChartWidth } from '../../../shared/charts/use-chart-width';
import { compactMoney } from '../../../dashboard/net-worth-chart-format';
import { formatMoney, type Cents } from '../../../shared/format/money';

export const WITH_COLOUR = '#523abc';
export const WITHOUT_COLOUR = '#0f766e';

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
  const { ref, width } = useChartWidth<HTMLDivElement>(FALLBACK_WIDTH);
  const points = projection.points;
  const years = points[points.length - 1]!.year;
  const withMonthly = projection.monthlyCents > 0;
  const axis = yAxis(points.flatMap((p) => [p.withMonthlyCents, p.withoutMonthlyCents]), undefined, 100_000);
  const y = scaleLinear().domain([axis.min, axis.max]).range([HEIGHT - MARGIN.bottom, MARGIN.top]);
  const x = scaleLinear().domain([0, years]).range([MARGIN.left, width - MARGIN.right]);
  const withArea = area<ProjectionPoint>()
    .x((p) => x(p.year))
    .y0(y(Math.max(axis.min, 0)))
    .y1((p) => y(p.withMonthlyCents))(points);
  const withLine = line<ProjectionPoint>()
    .x((p) => x(p.year))
    .y((p) => y(p.withMonthlyCents))(points);
  const withoutLine = line<ProjectionPoint>()
    .x((p) => x(p.year))
    .y((p) => y(p.withoutMonthlyCents))(points);
  const yearTicks = width < 480 ? [0, 10, 20] : [0, 5, 10, 15, 20];
  const columns = withMonthly ? ['Year', 'With monthly investments', 'Without'] : ['Year', 'Your portfolio'];
  const rows = points.map((p) => (withMonthly ? [p.year === 0 ? 'Today' : `Year ${p.year}`, m(p.withMonthlyCents), m(p.withoutMonthlyCents)] : [p.year === 0 ? 'Today' : `Year ${p.year}`, m(p.withoutMonthlyCents)]));
  return (
    <ChartFigure
      title="Your portfolio over the next 20 years"
      summary={projectionSummary(projection)}
      viewBox={`0 0 ${width} ${HEIGHT}`}
      measureRef={ref}
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
      {axis.ticks.map((tick) => (
        <g key={tick}>
          <line className="chart__grid" x1={MARGIN.left} x2={width - MARGIN.right} y1={y(tick)} y2={y(tick)} />
          <text className="chart__tick" x={MARGIN.left - 8} y={y(tick)} textAnchor="end" dominantBaseline="middle">
            {compactMoney(tick)}
          </text>
        </g>
      ))}
      {withMonthly && withArea && <path d={withArea} fill={WITH_COLOUR} fillOpacity={0.12} />}
      {withMonthly && withLine && <path d={withLine} fill="none" stroke={WITH_COLOUR} strokeWidth={2.5} />}
      {withoutLine && <path d={withoutLine} fill="none" stroke={WITHOUT_COLOUR} strokeWidth={2.5} strokeDasharray="6 4" />}
      {PROJECTION_YEARS.map((year) => {
        const point = points[year]!;
        return (
          <g key={year}>
            {withMonthly && <circle cx={x(year)} cy={y(point.withMonthlyCents)} r={4} fill={WITH_COLOUR} />}
            <circle cx={x(year)} cy={y(point.withoutMonthlyCents)} r={4} fill="#fff" stroke={WITHOUT_COLOUR} strokeWidth={2} />
          </g>
        );
      })}
      <line className="chart__axis" x1={MARGIN.left} x2={width - MARGIN.right} y1={y(0)} y2={y(0)} />
      {yearTicks.map((year) => (
        <text key={year} className="chart__tick" x={x(year)} y={HEIGHT - 10} textAnchor={year === 0 ? 'start' : year === years ? 'end' : 'middle'}>
          {year === 0 ? 'Today' : `Year ${year}`}
        </text>
      ))}
    </ChartFigure>
  );
}
