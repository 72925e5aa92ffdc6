/**
 * The suggestion box of the edit modal (spec 3 §4 "Suggestion box in the edit modal"): when a target as typed
 * cannot be reached, offer what can.
 */
import type { LocalDate } from '../../shared-kernel/local-date.js';
import type { Cents } from '../../shared-kernel/money.js';

export interface Recommendation {
  amount: Cents;
  /** null: no date within the search reaches it. */
  date: LocalDate | null;
  minimumMonthlySavings: Cents | null;
}

export type Suggestion =
  | { kind: 'REDUCE_OR_SHIFT'; amount: Cents; date: LocalDate }
  | { kind: 'INCREASE_SAVINGS'; monthlySavings: Cents };

/**
 * - Hidden when the target will be fully funded anyway, or without a recommendation.
 * - With a recommended date: shown when the amount is above the recommended amount and the date before the
 *   recommended date: 'Reduce amount' to the amount, or 'Shift due date' to the date.
 * - Without one: 'Increase monthly savings' to the minimum, unless the date is today (nothing more can be saved).
 */
export function suggestionFor(
  typed: { amount: Cents; date: LocalDate },
  recommendation: Recommendation | null,
  projectedFull: boolean,
  today: LocalDate,
): Suggestion | null {
  if (projectedFull || recommendation === null) return null;
  if (recommendation.date === null) {
    if (typed.date === today || recommendation.minimumMonthlySavings === null) return null;
    return { kind: 'INCREASE_SAVINGS', monthlySavings: recommendation.minimumMonthlySavings };
  }
  if (typed.amount > recommendation.amount && typed.date < recommendation.date) {
    return { kind: 'REDUCE_OR_SHIFT', amount: recommendation.amount, date: recommendation.date };
  }
  return null;
}
