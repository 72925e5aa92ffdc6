/**
 * The Retirement plan's three charts (ui guide "Charts"): each an svg image named by its take-away, with the
 * figures as a table behind "Show the figures as a table". The frames draw with the page; d3 and the drawings load
 * when a chart first shows (docs/decisions.md "Web performance budget").
 */
import { lazy, Suspense } from 'react';
import type { RetirementCalculateResponse } from '../../../../src/cashflow-wealth/adapters/http/retirement.contract.js';
import { ChartFigure, ChartLegend } from '../../shared/charts/chart-figure';
import { useChartWidth } from '../../shared/charts/use-chart-width';
import { compactMoney } from '../../dashboard/net-worth-chart-format';
import { formatMoney, type Cents } from '../../shared/format/money';
import { accountsShown, balancesSummary, balancesTable, incomeLayout, incomeSummary, incomeTable, leverBars, leversSummary } from './plan-chart-data';

const BalancesPlot = lazy(async () => ({ default: (await import('./balances-plot')).BalancesPlot }));
const IncomePlot = lazy(async () => ({ default: (await import('./income-plot')).IncomePlot }));
const LeversPlot = lazy(async () => ({ default: (await import('./levers-plot')).LeversPlot }));

const FALLBACK_WIDTH = 600;
const HEIGHT = 260;
const MARGIN = { top: 16, right: 16, bottom: 36, left: 64 };
const INCOME_COLOURS = { cpfLife: '#523abc', savings: '#0e7c3d', need: '#1f2937', gap: '#a11b1b' };
const m = (cents: number) => formatMoney(cents as Cents);

export function BalancesChart({ r }: { r: RetirementCalculateResponse }) {
  const { ref, width, measured } = useChartWidth<HTMLDivElement>(FALLBACK_WIDTH);
  const rows = r.balances.byAge;
  const accounts = accountsShown(rows);
  return (
    <ChartFigure
      title="Your CPF balances by age"
      summary={balancesSummary(r)}
      viewBox={`0 0 ${width} ${HEIGHT}`}
      measureRef={ref}
      height={HEIGHT}
      className="chart--retirement"
      table={balancesTable(rows)}
      footer={<ChartLegend items={[...accounts.map((a) => ({ label: a.label, colour: a.colour })), { label: `Payouts start at ${r.cpfLife.startAge}`, colour: 'var(--color-text)', dashed: true }]} />}
    >
      {measured && (
        <Suspense fallback={null}>
          <BalancesPlot width={width} height={HEIGHT} margin={MARGIN} rows={rows} accounts={accounts} payoutAge={r.cpfLife.startAge} />
        </Suspense>
      )}
    </ChartFigure>
  );
}

export function IncomeChart({ r }: { r: RetirementCalculateResponse }) {
  const { ref, width, measured } = useChartWidth<HTMLDivElement>(FALLBACK_WIDTH);
  const layout = incomeLayout(r);
  return (
    <ChartFigure
      title="Your income in retirement against what you need"
      summary={incomeSummary(r)}
      viewBox={`0 0 ${width} ${HEIGHT}`}
      measureRef={ref}
      height={HEIGHT}
      className="chart--retirement"
      table={incomeTable(r)}
      footer={
        <>
          <ChartLegend
            items={[
              { label: "CPF LIFE (the low end of CPF's estimate)", colour: INCOME_COLOURS.cpfLife, detail: m(layout.cpfLife) },
              ...(layout.savings > 0 ? [{ label: 'From your other savings', colour: INCOME_COLOURS.savings, detail: m(layout.savings) }] : []),
              { label: 'What you need', colour: INCOME_COLOURS.need, dashed: true, detail: m(layout.need) },
              ...(r.gap.monthlyToday > 0 ? [{ label: 'The gap (a shortfall), the pale band', colour: 'rgb(161 27 27 / 0.18)', detail: m(r.gap.monthlyToday) }] : []),
            ]}
          />
          <p className="cpf-pay__note">
            A month, in today's dollars, as level amounts over your retirement from {layout.fromAge} to {layout.toAge}. CPF's estimate runs from{' '}
            {m(r.cpfLife.monthlyPayoutLow)} to {m(r.cpfLife.monthlyPayoutHigh)} in the dollars of the year payouts start.
          </p>
        </>
      }
    >
      {measured && (
        <Suspense fallback={null}>
          <IncomePlot width={width} height={HEIGHT} margin={MARGIN} layout={layout} colours={INCOME_COLOURS} />
        </Suspense>
      )}
    </ChartFigure>
  );
}

const LEVER_ROW = 34;
const LEVER_TOP = 8;
const SHRINKS = '#0e7c3d';
const GROWS = '#a11b1b';

export function LeversChart({ r }: { r: RetirementCalculateResponse }) {
  const { ref, width, measured } = useChartWidth<HTMLDivElement>(FALLBACK_WIDTH);
  const bars = leverBars(r);
  if (bars.length === 0) return null;
  const height = LEVER_TOP + bars.length * LEVER_ROW + 28;
  const grows = bars.some((b) => b.value < 0);
  return (
    <ChartFigure
      title="How much each change shrinks your monthly gap"
      summary={leversSummary(r)}
      viewBox={`0 0 ${width} ${height}`}
      measureRef={ref}
      height={height}
      className="chart--retirement"
      table={{
        caption: "Each change on its own: its effect on your monthly gap in today's dollars, and its cost",
        columns: ['Change', 'Gap a month', 'Cost'],
        rows: bars.map((b) => [b.description, b.value >= 0 ? `${m(b.value)} smaller` : `${m(-b.value)} larger`, b.cost]),
      }}
      footer={<ChartLegend items={[{ label: 'Shrinks the gap', colour: SHRINKS }, ...(grows ? [{ label: 'Grows the gap', colour: GROWS }] : [])]} />}
    >
      {measured && (
        <Suspense fallback={null}>
          <LeversPlot
            width={width}
            bars={bars.map((b) => ({ label: b.label, value: b.value, colour: b.value >= 0 ? SHRINKS : GROWS }))}
            row={LEVER_ROW}
            top={LEVER_TOP}
            labelWidth={104}
            right={24}
          />
        </Suspense>
      )}
    </ChartFigure>
  );
}
