/**
 * The growth chart's drawing with d3: loaded by growth-projection-chart.tsx when the chart first shows, into the svg
 * its frame already laid out (docs/decisions.md "Web performance budget").
 */
import { area, line, scaleLinear } from 'd3';
import type { PortfolioProjection, ProjectionPoint } from '../../../../../src/cashflow-wealth/domain/investing/growth.js';
import { PROJECTION_YEARS } from '../../../../../src/cashflow-wealth/domain/investing/growth.js';
import { yAxis } from '../../../shared/charts/y-axis';
import { compactMoney } from '../../../dashboard/net-worth-chart-format';
import { WITH_COLOUR, WITHOUT_COLOUR } from './growth-colours';
import { YGrid } from '../../../shared/charts/y-grid';

export interface GrowthProjectionPlotProps {
  width: number;
  height: number;
  margin: { top: number; right: number; bottom: number; left: number };
  projection: PortfolioProjection;
}

export function GrowthProjectionPlot({ width, height: HEIGHT, margin: MARGIN, projection }: GrowthProjectionPlotProps) {
  const points = projection.points as ProjectionPoint[];
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
  return (
    <>
      <YGrid ticks={axis.ticks} y={y} left={MARGIN.left} right={width - MARGIN.right} format={compactMoney} />
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
    </>
  );
}
