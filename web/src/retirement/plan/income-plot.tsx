/**
 * The retirement income chart's drawing with d3: CPF LIFE and the savings income stacked as bands, the need a dashed
 * line, a level amount a month in today's dollars from the payout age to the plan-to age (the answer's own figures).
 */
import { scaleLinear } from 'd3';
import { compactMoney } from '../../dashboard/net-worth-chart-format';
import { yAxis } from '../../shared/charts/y-axis';
import { YGrid } from '../../shared/charts/y-grid';
import type { IncomeLayout } from './plan-chart-data';

export interface IncomePlotProps {
  width: number;
  height: number;
  margin: { top: number; right: number; bottom: number; left: number };
  layout: IncomeLayout;
  colours: { cpfLife: string; savings: string; need: string; gap: string };
}

export function IncomePlot({ width, height, margin, layout, colours }: IncomePlotProps) {
  const income = layout.cpfLife + layout.savings;
  const axis = yAxis([income, layout.need], undefined, 100_000);
  const y = scaleLinear().domain([axis.min, axis.max]).range([height - margin.bottom, margin.top]);
  const x = scaleLinear().domain([layout.fromAge, Math.max(layout.toAge, layout.fromAge + 1)]).range([margin.left, width - margin.right]);
  const left = x(layout.fromAge);
  const right = x(layout.toAge);
  const band = (from: number, to: number, colour: string, key: string) =>
    to > from ? <rect key={key} x={left} width={Math.max(0, right - left)} y={y(to)} height={Math.max(0, y(from) - y(to))} fill={colour} fillOpacity={0.85} /> : null;
  const ticks = x.ticks(width < 480 ? 3 : 6).filter((age) => Number.isInteger(age));
  return (
    <>
      <YGrid ticks={axis.ticks} y={y} left={margin.left} right={width - margin.right} format={compactMoney} />
      {band(0, layout.cpfLife, colours.cpfLife, 'cpf')}
      {band(layout.cpfLife, income, colours.savings, 'savings')}
      {layout.need > income && <rect x={left} width={Math.max(0, right - left)} y={y(layout.need)} height={Math.max(0, y(income) - y(layout.need))} fill={colours.gap} fillOpacity={0.18} />}
      <line x1={left} x2={right} y1={y(layout.need)} y2={y(layout.need)} stroke={colours.need} strokeWidth={2.5} strokeDasharray="6 4" />
      <line className="chart__axis" x1={margin.left} x2={width - margin.right} y1={y(0)} y2={y(0)} />
      {ticks.map((age) => (
        <text key={age} className="chart__tick" x={x(age)} y={height - 10} textAnchor="middle">
          {age}
        </text>
      ))}
    </>
  );
}
