/**
 * A savings target (spec 3 §3 "Goal") and the rules of its lifecycle (§4 "Target lifecycle", "Goal update rules").
 * Amounts are SGD cents; dates Singapore calendar days.
 */
import type { LocalDate } from '../../shared-kernel/local-date.js';
import type { Cents } from '../../shared-kernel/money.js';

export interface Goal {
  id: string;
  name: string;
  totalAmount: Cents;
  /** What is allocated to it so far. */
  currentAmount: Cents;
  date: LocalDate;
  archivedAcknowledged: boolean;
  paidOut: boolean;
  paidOutAmount: Cents | null;
  paidOutDate: LocalDate | null;
}

/** Spec 3 §9: the amount input caps at 999,999,999 dollars. */
export const MAX_TARGET_AMOUNT_CENTS = 999_999_999 * 100;
/** Spec 3 §5: restore and the paid-out view need at least 1 dollar. */
export const MIN_PAID_OUT_CENTS = 100;
/** Spec 3 §5: the earliest date an archivable (past) target may carry. */
export const EARLIEST_TARGET_DATE = '2019-01-01' as LocalDate;
export const MAX_TARGET_NAME_LENGTH = 60;
/**
 * At most this many open (not paid-out) targets per resident: the spec sets no number, but every other list has a
 * cap its call keeps, and an import must meet the same one (docs/decisions.md "Every list has a cap").
 */
export const MAX_OPEN_GOALS = 50;
export const TOO_MANY_GOALS = `You can keep up to ${MAX_OPEN_GOALS} open savings targets. Pay out or delete one to add another.`;
/** Spec 3 §9: a new target is due 12 months ahead, a restored one 1 month ahead. */
export const NEW_TARGET_MONTHS_AHEAD = 12;
export const RESTORED_TARGET_MONTHS_AHEAD = 1;
export const PRESET_TARGET_NAMES = ['General savings', 'Home downpayment', 'Renovation', 'Travel', 'Wedding'] as const;

export const isPast = (date: LocalDate, today: LocalDate): boolean => date < today;

/** Spec 3 §4 "For listing": upcoming, past or overdue, or paid out. */
export type ListingGroup = 'upcoming' | 'past' | 'paidOut';

export function listingGroupOf(goal: Pick<Goal, 'paidOut' | 'date'>, today: LocalDate): ListingGroup {
  if (goal.paidOut) return 'paidOut';
  return isPast(goal.date, today) ? 'past' : 'upcoming';
}

/** Expired and not paid out: the gate sends the resident to /update-savings-preview (spec 1 §4 rule 6). */
export const isExpiredUnpaid = (goal: Pick<Goal, 'paidOut' | 'date'>, today: LocalDate): boolean => !goal.paidOut && isPast(goal.date, today);

/** The changes PATCH /goal/{id} may carry (spec 3 §7). */
export interface GoalChange {
  name?: string;
  totalAmount?: Cents;
  currentAmount?: Cents;
  date?: LocalDate;
  archivedAcknowledged?: boolean;
  paidOut?: boolean;
  paidOutAmount?: Cents | null;
  paidOutDate?: LocalDate | null;
}

/**
 * A goal after `change` (spec 3 §4 "Edit modal", "Goal update rules"):
 * - completing (paidOut becomes true) keeps the paid-out amount and date sent, the amount defaulting to what was
 *   allocated;
 * - restoring (paidOut becomes false) clears the paid-out fields and starts again from nothing allocated;
 * - a date moved from the past to the future starts again from nothing allocated, not yet acknowledged;
 * - otherwise what is allocated is kept up to the new total (the excess returns to unallocated savings).
 */
export function applyGoalChange(goal: Goal, change: GoalChange, today: LocalDate): Goal {
  const next: Goal = {
    ...goal,
    ...(change.name !== undefined ? { name: change.name } : {}),
    ...(change.totalAmount !== undefined ? { totalAmount: change.totalAmount } : {}),
    ...(change.currentAmount !== undefined ? { currentAmount: change.currentAmount } : {}),
    ...(change.date !== undefined ? { date: change.date } : {}),
    ...(change.archivedAcknowledged !== undefined ? { archivedAcknowledged: change.archivedAcknowledged } : {}),
  };
  if (change.paidOut === true && !goal.paidOut) {
    return {
      ...next,
      paidOut: true,
      paidOutAmount: change.paidOutAmount ?? goal.currentAmount,
      paidOutDate: change.paidOutDate ?? today,
    };
  }
  if (change.paidOut === false && goal.paidOut) {
    return { ...next, paidOut: false, paidOutAmount: null, paidOutDate: null, currentAmount: 0 as Cents, archivedAcknowledged: false };
  }
  if (goal.paidOut) {
    // A completed target keeps its record; its paid-out figures may be corrected.
    return {
      ...next,
      ...(change.paidOutAmount !== undefined ? { paidOutAmount: change.paidOutAmount } : {}),
      ...(change.paidOutDate !== undefined ? { paidOutDate: change.paidOutDate } : {}),
    };
  }
  if (change.date !== undefined && !isPast(change.date, today) && isPast(goal.date, today)) {
    return { ...next, currentAmount: 0 as Cents, archivedAcknowledged: false };
  }
  return { ...next, currentAmount: Math.min(next.currentAmount, next.totalAmount) as Cents };
}

/** Spec 3 §4: progress is floor(current / total x 100); the bar stops at 100 %. */
export function progressPercent(current: Cents, total: Cents): number {
  if (total <= 0) return 0;
  return Math.floor((current * 100) / total);
}

export const progressBarWidth = (current: Cents, total: Cents): number => Math.min(100, progressPercent(current, total));
