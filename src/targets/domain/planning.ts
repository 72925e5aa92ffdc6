/**
 * Target planning (spec 3 §4 "Target planning rules"): monthly savings go to the targets in date order, each month
 * to the earliest target that is neither full nor past its due month. From that follow each target's projected
 * amount at its date, its badge, and the recommendations (an amount it can reach, a date it can be reached by,
 * the monthly savings that keep it on track). Amounts are whole SGD cents, so plain integer arithmetic is exact.
 *
 * Months: savings are put aside once a month, for each month after the current one up to and including the
 * target's due month. A target due this month receives nothing more; one due next month receives one month's.
 *
 * With a day of transfer D (spec 2 §3, spec 3 §3 "User-level savings settings"; 1 to 28) the transfer counts in the
 * month it happens: this month's when D is still ahead (after today), and a target's due month's only when D is on
 * or before its due day (docs/decisions.md "Spec gaps closed").
 */
import type { LocalDate } from '../../shared-kernel/local-date.js';
import type { Cents } from '../../shared-kernel/money.js';
import { LAST_SEARCH_MONTH, dateInMonth, monthIndex, type MonthIndex } from './target-month.js';

/** A goal or the emergency fund, as the plan sees it: still open (not paid out). */
export interface PlanTarget {
  key: string;
  totalAmount: Cents;
  currentAmount: Cents;
  date: LocalDate;
}

/** Spec 3 §9: the date search stops after 500 months (or after December 2058). */
export const MAX_SEARCH_STEPS = 500;

const need = (target: PlanTarget): number => Math.max(0, target.totalAmount - target.currentAmount);

/** The resident's day of transfer, 1 to 28; null when not given (a month's savings then count from next month). */
export type DayOfTransfer = number | null;

const dayOf = (date: LocalDate | string): number => Number(date.slice(8, 10));

/** The month of the first transfer still to come after `today`. */
export function firstTransferMonth(today: LocalDate, dayOfTransfer: DayOfTransfer): MonthIndex {
  const start = monthIndex(today);
  return dayOfTransfer !== null && dayOfTransfer > dayOf(today) ? start : start + 1;
}

/** The month of the last transfer on or before `date` (its own month's only if that transfer is not after it). */
export function lastTransferMonth(date: LocalDate | string, dayOfTransfer: DayOfTransfer): MonthIndex {
  const due = monthIndex(date);
  return dayOfTransfer === null || dayOfTransfer <= dayOf(date) ? due : due - 1;
}

/** The date of the next transfer counted by the plan: day `dayOfTransfer` of {@link firstTransferMonth}. */
export function nextTransferDate(today: LocalDate, dayOfTransfer: number): LocalDate {
  return dateInMonth(`0000-01-${String(dayOfTransfer).padStart(2, '0')}`, firstTransferMonth(today, dayOfTransfer));
}

/** How many transfers happen after `today` and on or before `date` (0 when none). */
export function transfersBy(date: LocalDate | string, today: LocalDate, dayOfTransfer: DayOfTransfer): number {
  return Math.max(0, lastTransferMonth(date, dayOfTransfer) - firstTransferMonth(today, dayOfTransfer) + 1);
}

/** Date order; the given order breaks ties (the caller lists the emergency fund first, then goals as created). */
export function inDateOrder<T extends { date: LocalDate }>(targets: readonly T[]): T[] {
  return targets
    .map((target, index) => ({ target, index }))
    .sort((a, b) => (a.target.date < b.target.date ? -1 : a.target.date > b.target.date ? 1 : a.index - b.index))
    .map(({ target }) => target);
}

/**
 * What each target will hold at its due date (key -> cents), saving `monthlySavings` a month from `today`.
 * Never more than its total.
 */
export function projectedAmounts(targets: readonly PlanTarget[], monthlySavings: Cents, today: LocalDate, dayOfTransfer: DayOfTransfer = null): Map<string, Cents> {
  const ordered = inDateOrder(targets);
  const first = firstTransferMonth(today, dayOfTransfer);
  // The last month whose transfer reaches each target.
  const due = ordered.map((target) => lastTransferMonth(target.date, dayOfTransfer));
  const remaining = ordered.map(need);
  const horizon = Math.max(first - 1, ...due);
  if (monthlySavings > 0) {
    for (let month = first; month <= horizon; month += 1) {
      let pool: number = monthlySavings;
      for (let i = 0; i < ordered.length && pool > 0; i += 1) {
        if (due[i]! < month || remaining[i] === 0) continue;
        const given = Math.min(pool, remaining[i]!);
        remaining[i] = remaining[i]! - given;
        pool -= given;
      }
    }
  }
  return new Map(ordered.map((target, i) => [target.key, (target.totalAmount - remaining[i]!) as Cents]));
}

/** Spec 3 §4 "Achievability badge". */
export type Badge = { kind: 'ACHIEVED' } | { kind: 'ACHIEVABLE' } | { kind: 'SHORT'; shortBy: Cents };

export function badgeOf(target: Pick<PlanTarget, 'totalAmount' | 'currentAmount'>, projected: Cents): Badge {
  if (target.currentAmount >= target.totalAmount) return { kind: 'ACHIEVED' };
  if (projected >= target.totalAmount) return { kind: 'ACHIEVABLE' };
  return { kind: 'SHORT', shortBy: (target.totalAmount - projected) as Cents };
}

/**
 * The monthly savings that keep `key` and every target due before it on track: for each of them, what is still
 * needed up to its date divided by the months left to it (rounded up), and the largest of these. Targets already
 * past their due month are left out (nothing more reaches them); null when `key` itself is due this month or
 * earlier and not full.
 */
export function minimumMonthlySavings(targets: readonly PlanTarget[], key: string, today: LocalDate, dayOfTransfer: DayOfTransfer = null): Cents | null {
  const ordered = inDateOrder(targets);
  let cumulative = 0;
  let minimum = 0;
  for (const target of ordered) {
    const months = transfersBy(target.date, today, dayOfTransfer);
    const stillNeeded = need(target);
    if (months <= 0) {
      if (target.key === key) return stillNeeded === 0 ? (0 as Cents) : null;
      continue;
    }
    cumulative += stillNeeded;
    minimum = Math.max(minimum, Math.ceil(cumulative / months));
    if (target.key === key) return minimum as Cents;
  }
  return null;
}

/** The monthly savings that keep every open target on track (the last target's minimum); 0 without any. */
export function monthlySavingsForAll(targets: readonly PlanTarget[], today: LocalDate, dayOfTransfer: DayOfTransfer = null): Cents {
  let cumulative = 0;
  let minimum = 0;
  for (const target of inDateOrder(targets)) {
    const months = transfersBy(target.date, today, dayOfTransfer);
    if (months <= 0) continue;
    cumulative += need(target);
    minimum = Math.max(minimum, Math.ceil(cumulative / months));
  }
  return minimum as Cents;
}

/**
 * The earliest date `key` would be full by with the others unchanged (spec 3 §4 "target-date search"): its due
 * date moved month by month from next month, at most 500 steps and not past December 2058; null when none works.
 * The day of the month is kept (clipped to shorter months).
 */
export function recommendedDate(
  targets: readonly PlanTarget[],
  key: string,
  monthlySavings: Cents,
  today: LocalDate,
  dayOfTransfer: DayOfTransfer = null,
): LocalDate | null {
  const target = targets.find((t) => t.key === key);
  if (!target) return null;
  const needed = need(target);
  if (needed === 0) return target.date;
  if (monthlySavings <= 0) return null;
  const start = monthIndex(today);
  const months = Math.min(start + MAX_SEARCH_STEPS, LAST_SEARCH_MONTH) - start;
  const others = inDateOrder(targets.filter((t) => t.key !== key));
  // The targets dated on or before a candidate date come first. Each joins as the candidate passes its date, and
  // being the latest of them it only takes what the earlier ones leave, month by month up to its due month: so
  // what the ones ahead absorb can be added up as they join, and by the candidate month (on or after all their
  // due months) this target has had every month's savings less that.
  const left = new Array<number>(months).fill(monthlySavings);
  let absorbed = 0;
  let ahead = 0;
  for (let step = 1; step <= months; step += 1) {
    const candidate = dateInMonth(target.date, start + step);
    while (ahead < others.length && others[ahead]!.date <= candidate) {
      let stillNeeded = need(others[ahead]!);
      const lastMonth = Math.min(transfersBy(others[ahead]!.date, today, dayOfTransfer), months);
      for (let m = 0; m < lastMonth && stillNeeded > 0; m += 1) {
        const taken = Math.min(left[m]!, stillNeeded);
        left[m] = left[m]! - taken;
        stillNeeded -= taken;
        absorbed += taken;
      }
      ahead += 1;
    }
    if (monthlySavings * Math.min(transfersBy(candidate, today, dayOfTransfer), months) - absorbed >= needed) return candidate;
  }
  return null;
}

/** Spec 3 §4: recommended monthly savings rise in steps of S$10. */
export const SAVINGS_STEP_CENTS = 1000;
/** Spec 3 §4: below S$2,000 a month of gross income, 1 % of it. */
export const LOW_INCOME_CENTS = 200_000;

const roundUpToStep = (cents: number): Cents => (Math.ceil(cents / SAVINGS_STEP_CENTS) * SAVINGS_STEP_CENTS) as Cents;
const percent = (cents: number, pct: number): number => (cents * pct) / 100;

/**
 * Spec 3 §4 "Recommended monthly savings": under S$2,000 of monthly gross income, 1 % of it; with no target, 5 %;
 * otherwise the smaller of 5 % plus what the targets need a month and 20 %; rounded up to S$10.
 */
export function recommendedMonthlySavings(monthlyGrossIncome: Cents, targetsNeedMonthly: Cents | null): Cents {
  if (monthlyGrossIncome < LOW_INCOME_CENTS) return roundUpToStep(percent(monthlyGrossIncome, 1));
  if (targetsNeedMonthly === null) return roundUpToStep(percent(monthlyGrossIncome, 5));
  return roundUpToStep(Math.min(percent(monthlyGrossIncome, 5) + targetsNeedMonthly, percent(monthlyGrossIncome, 20)));
}

/**
 * The available funds shared out over the open targets in date order, each up to its total (the allocation
 * screen's Auto-allocate, spec 3 §4): key -> cents.
 */
export function reallocatedAmounts(targets: readonly PlanTarget[], availableFunds: Cents): Map<string, Cents> {
  let left = Math.max(0, availableFunds);
  const result = new Map<string, Cents>();
  for (const target of inDateOrder(targets)) {
    const given = Math.min(left, Math.max(0, target.totalAmount));
    result.set(target.key, given as Cents);
    left -= given;
  }
  return result;
}

/** Available funds not allocated to any open target (negative when the funds have fallen below what is allocated). */
export function unallocatedSavings(targets: readonly Pick<PlanTarget, 'currentAmount'>[], availableFunds: Cents): Cents {
  return (availableFunds - targets.reduce((sum, t) => sum + t.currentAmount, 0)) as Cents;
}
