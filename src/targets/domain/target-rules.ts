/**
 * The business rules a saved goal or emergency fund must meet (spec 3 §5), checked by the domain after joi has
 * checked the shape at the edge. Messages are written for the resident.
 */
import type { FieldError } from '../../shared-kernel/errors.js';
import { DomainError } from '../../shared-kernel/errors.js';
import type { LocalDate } from '../../shared-kernel/local-date.js';
import type { Cents } from '../../shared-kernel/money.js';
import { formatLimit } from '../../shared-kernel/validation/values.js';
import { messages } from '../../shared-kernel/validation/messages.js';
import { MAX_FUND_MONTHS, MIN_EMERGENCY_FUND_CENTS, MIN_FUND_MONTHS, type EmergencyFund } from './emergency-fund.js';
import { EARLIEST_TARGET_DATE, MAX_TARGET_AMOUNT_CENTS, MAX_TARGET_NAME_LENGTH, MIN_PAID_OUT_CENTS, isPast, type Goal } from './goal.js';

export const GOAL_MESSAGES = {
  nameRequired: 'Enter a name for your target',
  nameTooLong: `Keep the name to ${MAX_TARGET_NAME_LENGTH} characters`,
  amountRequired: 'Enter an amount greater than 0',
  amountTooLarge: 'Enter an amount up to 999,999,999',
  currentAboveTotal: 'You cannot allocate more than the target amount',
  dateTooEarly: 'Choose a date from January 2019',
  paidOutTooSmall: 'Enter an amount of at least 1',
  fundTooSmall: 'Enter an amount greater than 100',
  /** ours (spec 3 §5 has no text for it), shared with the reminders' date */
  dateInPast: messages.dateInPast,
  /** spec 1 §5 "Ordering of two values" */
  paidOutAboveTotal: messages.orderInclusive('the target amount'),
} as const;

export function goalProblems(goal: Omit<Goal, 'id'>): FieldError[] {
  const problems: FieldError[] = [];
  const name = goal.name.trim();
  if (name === '') problems.push({ field: 'name', message: GOAL_MESSAGES.nameRequired });
  else if (name.length > MAX_TARGET_NAME_LENGTH) problems.push({ field: 'name', message: GOAL_MESSAGES.nameTooLong });
  if (!(goal.totalAmount > 0)) problems.push({ field: 'totalAmount', message: GOAL_MESSAGES.amountRequired });
  else if (goal.totalAmount > MAX_TARGET_AMOUNT_CENTS) problems.push({ field: 'totalAmount', message: GOAL_MESSAGES.amountTooLarge });
  if (!goal.paidOut && goal.totalAmount > 0 && goal.currentAmount > goal.totalAmount) problems.push({ field: 'currentAmount', message: GOAL_MESSAGES.currentAboveTotal });
  if (goal.date < EARLIEST_TARGET_DATE) problems.push({ field: 'date', message: GOAL_MESSAGES.dateTooEarly });
  if (goal.paidOut && (goal.paidOutAmount ?? 0) < MIN_PAID_OUT_CENTS) problems.push({ field: 'paidOutAmount', message: GOAL_MESSAGES.paidOutTooSmall });
  return problems;
}

export function fundProblems(fund: EmergencyFund): FieldError[] {
  const problems: FieldError[] = [];
  if (!(fund.totalAmount > MIN_EMERGENCY_FUND_CENTS)) problems.push({ field: 'totalAmount', message: GOAL_MESSAGES.fundTooSmall });
  else if (fund.totalAmount > MAX_TARGET_AMOUNT_CENTS) problems.push({ field: 'totalAmount', message: GOAL_MESSAGES.amountTooLarge });
  if (fund.date < EARLIEST_TARGET_DATE) problems.push({ field: 'date', message: GOAL_MESSAGES.dateTooEarly });
  return problems;
}

/**
 * The rules of a change rather than of a state (docs/decisions.md "Targets refuse bad input"); `before` is the
 * stored goal, null for a new one.
 * - An open target's date is today or later when the target is new, its date moves, or it is restored: a date
 *   already past would make it expired the moment it is saved, and every visit to the targets would go through the
 *   update flow. An open target whose date has passed since keeps that date while its other fields change (the
 *   update flow gives it a new date or completes it), and completing a target may date it in the past (spec 3 §4).
 * - Paid out at most the target amount, checked when the paid-out amount or the total changes (or on completion),
 *   so a target completed before this rule can still be renamed.
 */
export function goalChangeProblems(before: Goal | null, after: Omit<Goal, 'id'>, today: LocalDate): FieldError[] {
  const problems: FieldError[] = [];
  const opened = before === null || before.paidOut || after.date !== before.date;
  if (!after.paidOut && opened && after.date >= EARLIEST_TARGET_DATE && isPast(after.date, today)) {
    problems.push({ field: 'date', message: GOAL_MESSAGES.dateInPast });
  }
  const paidOutChanged = before === null || !before.paidOut || after.paidOutAmount !== before.paidOutAmount || after.totalAmount !== before.totalAmount;
  if (after.paidOut && paidOutChanged && (after.paidOutAmount ?? 0) > after.totalAmount) {
    problems.push({ field: 'paidOutAmount', message: GOAL_MESSAGES.paidOutAboveTotal });
  }
  return problems;
}

/** The emergency fund's date, as a goal's: today or later when the fund is new or its date moves. */
export function fundChangeProblems(before: EmergencyFund | null, after: EmergencyFund, today: LocalDate): FieldError[] {
  const moved = before === null || after.date !== before.date;
  return moved && after.date >= EARLIEST_TARGET_DATE && isPast(after.date, today) ? [{ field: 'date', message: GOAL_MESSAGES.dateInPast }] : [];
}

/**
 * The months of spending typed in the emergency fund editor (spec 3 §5: whole, 1 to 1000), in the spec 1 §5
 * texts. The spec clamps them; a 0 silently became 1 (and moved the amount), so the editor says why instead.
 */
export function fundMonthsProblem(text: string): string | null {
  const typed = text.trim();
  if (typed === '') return messages.required;
  if (/^-\d/.test(typed)) return messages.minInclusive(String(MIN_FUND_MONTHS));
  if (/^\d*\.\d+$/.test(typed)) return messages.wholeNumber;
  if (!/^\d+$/.test(typed)) return messages.numericText;
  const months = Number(typed);
  if (months < MIN_FUND_MONTHS) return messages.minInclusive(String(MIN_FUND_MONTHS));
  return months > MAX_FUND_MONTHS ? messages.maxInclusive(formatLimit(MAX_FUND_MONTHS)) : null;
}

/** More allocated than the available funds (spec 3 §5): 422 with the amount that can be allocated. */
export class AllocationExceeded extends DomainError {
  constructor(readonly availableFunds: Cents) {
    super('TARGETS.ALLOCATION_EXCEEDED', 'Exceeded your available fund. Lower an amount so that the total stays within your available funds.', 'business-rule');
  }
}

/**
 * Raising what is allocated may not take the total above the available funds; lowering it is always allowed (the
 * funds may have fallen since the last allocation, and a resident must be able to catch up with that).
 */
export function assertWithinAvailableFunds(allocatedBefore: number, allocatedAfter: number, availableFunds: Cents): void {
  if (allocatedAfter > allocatedBefore && allocatedAfter > availableFunds) throw new AllocationExceeded(availableFunds);
}
