/**
 * The allocation screen's rules (spec 3 §4 "Allocation screen", §5 "Allocation"): how much of the available funds
 * goes to each target. Amounts are SGD cents.
 */
import type { Cents } from '../../shared-kernel/money.js';

export interface AllocationLine {
  key: string;
  totalAmount: Cents;
  amount: Cents;
}

/** Each amount between 0 and its target's total. */
export const capAllocation = (amount: number, total: Cents): Cents => Math.min(Math.max(0, Math.trunc(amount)), Math.max(0, total)) as Cents;

export interface AllocationCheck {
  allocated: Cents;
  /** 'Exceeded your available fund': Continue is disabled. */
  exceeded: boolean;
  /** Not every target is full while savings remain unallocated: 'Continue without allocating all your savings?'. */
  warnUnallocated: boolean;
}

export function checkAllocation(lines: readonly AllocationLine[], availableFunds: Cents): AllocationCheck {
  const allocated = lines.reduce((sum, line) => sum + line.amount, 0) as Cents;
  const exceeded = allocated > availableFunds;
  const allFull = lines.every((line) => line.amount >= line.totalAmount);
  return { allocated, exceeded, warnUnallocated: !exceeded && !allFull && availableFunds - allocated > 0 };
}

/** 'Staying within your available fund' or 'Exceeded your available fund'. */
export const allocationBarText = (check: Pick<AllocationCheck, 'exceeded'>): string =>
  check.exceeded ? 'Exceeded your available fund' : 'Staying within your available fund';

/**
 * The slider's step (spec 3 §5): 1, or 10 to the power of (digits of the total in dollars - 2): a S$12,345 target
 * moves S$1,000 at a time.
 */
export function sliderStepDollars(totalCents: Cents): number {
  const dollars = Math.max(0, Math.floor(totalCents / 100));
  const digits = String(dollars).length;
  return digits <= 2 ? 1 : 10 ** (digits - 2);
}

/** Auto-allocate is offered only while there is something to allocate (spec 3 §4 'optimise' mode). */
export const canAutoAllocate = (unallocated: Cents): boolean => unallocated > 0;
