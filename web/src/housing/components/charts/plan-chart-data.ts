/**
 * The figures behind the plan summary's two charts (docs/decisions.md "Housing summary explained"), apart from the
 * React components so they are unit-tested without a DOM: the payment timeline as cumulative steps (cash and CPF
 * paid so far after each stage) and the loan's balance and interest year by year.
 */
import type { PaymentStage, PaymentStageName } from '../../../../../src/housing/domain/payment-timeline.js';
import type { LoanSchedule } from '../../../../../src/housing/domain/loan-schedule.js';
import { formatCompact, formatMoney, type Cents } from '../../../shared/format/money';

export interface TimelineStep {
  stage: PaymentStageName;
  label: string;
  /** paid at this stage */
  cash: number;
  cpf: number;
  total: number;
  /** paid from the first stage to this one */
  cashSoFar: number;
  cpfSoFar: number;
  totalSoFar: number;
}

/** Each stage with what has been paid in cash and from CPF up to and including it. */
export function timelineSteps(stages: readonly PaymentStage[]): TimelineStep[] {
  let cashSoFar = 0;
  let cpfSoFar = 0;
  return stages.map((stage) => {
    cashSoFar += stage.cash;
    cpfSoFar += stage.cpf;
    return { stage: stage.stage, label: stage.label, cash: stage.cash, cpf: stage.cpf, total: stage.total, cashSoFar, cpfSoFar, totalSoFar: cashSoFar + cpfSoFar };
  });
}

const money = (cents: number) => formatMoney(cents as Cents);

/** The timeline's take-away: the chart's accessible name. */
export function timelineSummary(steps: readonly TimelineStep[]): string {
  const last = steps[steps.length - 1];
  if (!last) return 'No payments yet: choose new or resale and enter the price.';
  const largest = steps.reduce((big, step) => (step.total > big.total ? step : big), steps[0]!);
  const stages = steps.length === 1 ? 'at one stage' : `over ${steps.length} stages`;
  return `${money(last.totalSoFar)} paid ${stages}: ${money(last.cashSoFar)} in cash and ${money(last.cpfSoFar)} from CPF. The most is due at stage ${steps.indexOf(largest) + 1}, ${largest.label}: ${money(largest.total)}.`;
}

export interface LoanPoint {
  /** 0 for the day the loan starts */
  year: number;
  balance: number;
  interestSoFar: number;
}

/** The balance at the start and at the end of every year, with the interest paid so far. */
export function loanPoints(loan: number, schedule: LoanSchedule): LoanPoint[] {
  if (schedule.years.length === 0) return [];
  return [{ year: 0, balance: loan, interestSoFar: 0 }, ...schedule.years.map((y) => ({ year: y.year, balance: y.closingBalance, interestSoFar: y.interestSoFar }))];
}

/** The loan chart's take-away: the chart's accessible name. */
export function loanSummary(loan: number, schedule: LoanSchedule): string {
  const first = schedule.years[0];
  if (!first) return 'No loan: nothing to repay.';
  const half = schedule.years.find((y) => y.closingBalance <= loan / 2);
  return `Your loan of ${money(loan)} is repaid over ${schedule.years.length} years: ${money(schedule.totalInterest)} of interest in all, ${money(first.interest)} of it in the first year.${
    half ? ` Half the loan is repaid by the end of year ${half.year}.` : ''
  }`;
}

/** Axis ticks: S$0, S$500, S$50K, S$1.2M (whole dollars, no cents, so the axis stays narrow). */
export function moneyTick(value: number): string {
  const cents = Math.round(value);
  if (Math.abs(cents) < 100_000 && cents % 100 === 0) return `${cents < 0 ? '-' : ''}S$${Math.abs(cents) / 100}`;
  return formatCompact(cents as Cents, 'SGD', { thresholdDollars: 999 });
}

/** A stage's name on the x axis in at most two lines, split at the space nearest the middle. */
export function labelLines(label: string): string[] {
  const words = label.split(' ');
  if (words.length < 2 || label.length <= 10) return [label];
  let best = 1;
  for (let i = 1; i < words.length; i++) {
    const left = words.slice(0, i).join(' ').length;
    const bestLeft = words.slice(0, best).join(' ').length;
    if (Math.abs(left * 2 - label.length) < Math.abs(bestLeft * 2 - label.length)) best = i;
  }
  return [words.slice(0, best).join(' '), words.slice(best).join(' ')];
}
