/**
 * The business rules a saved goal or emergency fund must meet (spec 3 §5), checked by the domain after joi has
 * checked the shape at the edge. Messages are written for the resident.
 */
import type { FieldError } from '../../shared-kernel/errors.js';
import { DomainError } from '../../shared-kernel/errors.js';
import type { Cents } from '../../shared-kernel/money.js';
import { MIN_EMERGENCY_FUND_CENTS, type EmergencyFund } from './emergency-fund.js';
import { EARLIEST_TARGET_DATE, MAX_TARGET_AMOUNT_CENTS, MAX_TARGET_NAME_LENGTH, MIN_PAID_OUT_CENTS, type Goal } from './goal.js';

export const GOAL_MESSAGES = {
  nameRequired: 'Enter a name for your target',
  nameTooLong: `Keep the name to ${MAX_TARGET_NAME_LENGTH} characters`,
  amountRequired: 'Enter an amount greater than 0',
  amountTooLarge: 'Enter an amount up to 999,999,999',
  currentAboveTotal: 'You cannot allocate more than the target amount',
  dateTooEarly: 'Choose a date from January 2019',
  paidOutTooSmall: 'Enter an amount of at least 1',
  fundTooSmall: 'Enter an amount greater than 100',
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
