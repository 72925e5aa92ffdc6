/**
 * The loan chart's drawing with d3: loaded by loan-balance-chart.tsx when the chart first shows, into the svg its
 * frame already laid out (docs/decisions.md "Web performance budget").
 */
import { area, line, scaleLinear } from 'd3';
import { yAxis } from '../../../shared/charts/y-axis';
import { BALANCE_COLOUR, INTEREST_COLOUR } from './chart-colours';
import { moneyTick, type LoanPoint } from './plan-chart-data';
import { YGrid } from '../../../shared/charts/y-grid';

export interface LoanBalancePlotProps {
  width: number;
  height: number;
  margin: { top: number; right: number; bottom: number; left: number };
  points: readonly LoanPoint[];
}

export function LoanBalancePlot({ width, height: HEIGHT, margin: MARGIN, points: all }: LoanBalancePlotProps) {
  const points = all as LoanPoint[];
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
    <>
      <YGrid ticks={axis.ticks} y={y} left={MARGIN.left} right={width - MARGIN.right} format={moneyTick} />
      {balanceArea && <path d={balanceArea} fill={BALANCE_COLOUR} fillOpacity={0.15} />}
      {balanceLine && <path d={balanceLine} fill="none" stroke={BALANCE_COLOUR} strokeWidth={2.5} />}
      {interestLine && <path d={interestLine} fill="none" stroke={INTEREST_COLOUR} strokeWidth={2.5} strokeDasharray="6 4" />}
      <line className="chart__axis" x1={MARGIN.left} x2={width - MARGIN.right} y1={y(0)} y2={y(0)} />
      {yearTicks.map((year) => (
        <text key={year} className="chart__tick" x={x(year)} y={HEIGHT - 10} textAnchor={year === 0 ? 'start' : year === years ? 'end' : 'middle'}>
          {year === 0 ? 'Start' : `Year ${year}`}
        </text>
      ))}
    </>
  );
}
