/**
 * What the Retirement plan's three charts draw, taken from the answer as it is (docs/decisions.md "The retirement
 * plan"): only the layout is worked out here, never a new amount. Pure, so it is unit tested.
 */
import type { LeverKind, RetirementBalancesDto, RetirementCalculateResponse } from '../../../../src/cashflow-wealth/adapters/http/retirement.contract.js';
import { formatMoney, type Cents } from '../../shared/format/money';

const m = (cents: number) => formatMoney(cents as Cents);

export type AccountKey = keyof RetirementBalancesDto;

/** Bottom to top of the stack; each with a colour of at least 3:1 on white and a pattern-free label in the legend. */
export const ACCOUNT_SERIES: ReadonlyArray<{ key: AccountKey; label: string; colour: string }> = [
  { key: 'oa', label: 'Ordinary Account', colour: '#0269d0' },
  { key: 'sa', label: 'Special Account', colour: '#0e7c3d' },
  { key: 'ma', label: 'MediSave Account', colour: '#c2410c' },
  { key: 'ra', label: 'Retirement Account', colour: '#523abc' },
];

export type BalanceRow = RetirementBalancesDto & { age: number };

/** The accounts that ever hold money (an account empty at every age is left out of the legend and the table). */
export function accountsShown(rows: readonly BalanceRow[]): typeof ACCOUNT_SERIES {
  return ACCOUNT_SERIES.filter((a) => rows.some((row) => row[a.key] !== 0));
}

export function balancesSummary(r: RetirementCalculateResponse): string {
  return `Your CPF balances by age, in the dollars of each year: at ${r.cpfLife.startAge} your Retirement Account holds ${m(r.balances.atPayoutAge.ra)}, which CPF LIFE pays out for life.`;
}

export function balancesTable(rows: readonly BalanceRow[]) {
  const shown = accountsShown(rows);
  return {
    caption: 'Your CPF balances by account at each age, in the dollars of each year',
    columns: ['Age', ...shown.map((a) => a.label)],
    rows: rows.map((row) => [String(row.age), ...shown.map((a) => m(row[a.key]))]),
  };
}

/** Retirement income against need, a level amount a month in today's dollars, from the payout age to the plan-to age. */
export interface IncomeLayout {
  fromAge: number;
  toAge: number;
  cpfLife: number;
  savings: number;
  need: number;
}

export function incomeLayout(r: RetirementCalculateResponse): IncomeLayout {
  return {
    fromAge: r.retirement.age,
    toAge: r.retirement.planToAge,
    cpfLife: r.income.cpfLifeMonthlyToday,
    savings: r.income.savingsMonthlyToday,
    need: r.need.monthlyToday,
  };
}

export function incomeSummary(r: RetirementCalculateResponse): string {
  const l = incomeLayout(r);
  const income = l.savings > 0 ? `CPF LIFE pays ${m(l.cpfLife)} and your other savings ${m(l.savings)} a month` : `CPF LIFE pays ${m(l.cpfLife)} a month`;
  const gap = r.gap.monthlyToday > 0 ? `a shortfall of ${m(r.gap.monthlyToday)}` : `a surplus of ${m(-r.gap.monthlyToday)}`;
  return `In today's dollars, from ${l.fromAge} to ${l.toAge}, ${income} against the ${m(l.need)} you need: ${gap} a month.`;
}

export function incomeTable(r: RetirementCalculateResponse) {
  const l = incomeLayout(r);
  return {
    caption: `Your retirement income and need a month, from ${l.fromAge} to ${l.toAge}, in today's dollars`,
    columns: ['Item', 'A month'],
    rows: [
      ["CPF LIFE (the low end of CPF's estimate)", m(l.cpfLife)],
      ['From your other savings', m(l.savings)],
      ['What you need', m(l.need)],
      [r.gap.monthlyToday > 0 ? 'Gap (a shortfall)' : 'Surplus', m(Math.abs(r.gap.monthlyToday))],
    ],
  };
}

/** A short name under each bar; the lever's own description is in the table and the list. */
export const LEVER_SHORT_LABELS: Readonly<Record<LeverKind, string>> = {
  RSTU_TOP_UP: 'Top up CPF',
  MATCHED_SAVINGS: 'Matched top-up',
  DEFER_TO_70: 'Defer to 70',
  HIGHER_RETIREMENT_SUM: 'Higher sum',
  ESCALATING_PLAN: 'Escalating',
  RETIRE_LATER: 'Retire later',
  SRS_CONTRIBUTION: 'Put into SRS',
  MONTHLY_SAVING: 'Save monthly',
};

export function leverBars(r: RetirementCalculateResponse) {
  return r.levers.filter((l) => l.applies).map((l) => ({ kind: l.kind, label: LEVER_SHORT_LABELS[l.kind], value: l.monthlyEffectToday, description: l.description, cost: l.costDescription }));
}

export function leversSummary(r: RetirementCalculateResponse): string {
  const bars = leverBars(r);
  if (bars.length === 0) return 'No change applies to your plan.';
  const best = bars.reduce((a, b) => (b.value > a.value ? b : a));
  return best.value > 0
    ? `Each change on its own; the one that shrinks your gap the most: ${best.description} (${m(best.value)} a month, in today's dollars).`
    : 'Each change on its own: none of them shrinks your gap on these figures.';
}
