/**
 * The CPF balances chart's drawing with d3 (stacked areas by account, by age): loaded by plan-charts.tsx when the
 * chart first shows, into the svg its frame already laid out (docs/decisions.md "Web performance budget").
 */
import { area, scaleLinear, stack } from 'd3';
import { compactMoney } from '../../dashboard/net-worth-chart-format';
import { yAxis } from '../../shared/charts/y-axis';
import { YGrid } from '../../shared/charts/y-grid';
import type { ACCOUNT_SERIES, BalanceRow } from './plan-chart-data';

export interface BalancesPlotProps {
  width: number;
  height: number;
  margin: { top: number; right: number; bottom: number; left: number };
  rows: readonly BalanceRow[];
  accounts: typeof ACCOUNT_SERIES;
  payoutAge: number;
}

export function BalancesPlot({ width, height, margin, rows, accounts, payoutAge }: BalancesPlotProps) {
  const layers = stack<BalanceRow>().keys(accounts.map((a) => a.key))(rows as BalanceRow[]);
  const tops = layers.length > 0 ? layers[layers.length - 1]!.map((point) => point[1]) : [0];
  const axis = yAxis(tops, undefined, 100_000);
  const y = scaleLinear().domain([axis.min, axis.max]).range([height - margin.bottom, margin.top]);
  const first = rows[0]?.age ?? 0;
  const last = rows[rows.length - 1]?.age ?? first + 1;
  const x = scaleLinear().domain([first, Math.max(last, first + 1)]).range([margin.left, width - margin.right]);
  const shape = area<[number, number] & { data: BalanceRow }>()
    .x((point) => x(point.data.age))
    .y0((point) => y(point[0]))
    .y1((point) => y(point[1]));
  const step = width < 480 ? 10 : 5;
  const ageTicks = x.ticks(Math.max(2, Math.floor((last - first) / step))).filter((age) => Number.isInteger(age));
  return (
    <>
      <YGrid ticks={axis.ticks} y={y} left={margin.left} right={width - margin.right} format={compactMoney} />
      {layers.map((layer, index) => {
        const account = accounts[index]!;
        const d = shape(layer as unknown as Array<[number, number] & { data: BalanceRow }>);
        return d ? <path key={account.key} d={d} fill={account.colour} fillOpacity={0.85} stroke="#fff" strokeWidth={1} /> : null;
      })}
      {payoutAge >= first && payoutAge <= last && (
        <g>
          <line className="chart__average" x1={x(payoutAge)} x2={x(payoutAge)} y1={margin.top} y2={height - margin.bottom} />
          <text className="chart__tick" x={x(payoutAge) - 4} y={margin.top + 12} textAnchor="end">
            Payouts start
          </text>
        </g>
      )}
      <line className="chart__axis" x1={margin.left} x2={width - margin.right} y1={y(0)} y2={y(0)} />
      {ageTicks.map((age) => (
        <text key={age} className="chart__tick" x={x(age)} y={height - 10} textAnchor="middle">
          {age}
        </text>
      ))}
    </>
  );
}
