import type { Decimal } from '../../../shared-kernel/decimal.js';
import type { ExpenseItem } from './financial-snapshot.js';
import { EMERGENCY_FAIR_MONTHS, EMERGENCY_GOOD_MONTHS } from './rule-sets.js';

/** Spec 2 §4 / spec 3 §4 achievement trackers: B a goal exists, C six months, D three months, E every expense budgeted. */
export const ACHIEVEMENT_TRACKERS = ['TRA_SR_B', 'TRA_SR_C', 'TRA_SR_D', 'TRA_SR_E'] as const;
export type AchievementTracker = (typeof ACHIEVEMENT_TRACKERS)[number];

export interface AchievementFacts {
  /** The targets context holds at least one goal. */
  hasGoal: boolean;
  /** Exact emergency-fund months, as the health check computes them; null while not available (never earns C or D). */
  emergencyFundMonths: Decimal | null;
  expenses: readonly Pick<ExpenseItem, 'budgetAmount'>[];
}

const CONDITIONS: Record<AchievementTracker, (facts: AchievementFacts) => boolean> = {
  TRA_SR_B: (facts) => facts.hasGoal,
  TRA_SR_C: (facts) => facts.emergencyFundMonths !== null && facts.emergencyFundMonths.gte(EMERGENCY_GOOD_MONTHS),
  TRA_SR_D: (facts) => facts.emergencyFundMonths !== null && facts.emergencyFundMonths.gte(EMERGENCY_FAIR_MONTHS),
  // An empty list earns nothing: a budget needs expenses to cover.
  TRA_SR_E: (facts) => facts.expenses.length > 0 && facts.expenses.every((expense) => expense.budgetAmount !== null && expense.budgetAmount !== undefined),
};

/**
 * The trackers earned now and not before: each fires once. A tracker already in `earned` never fires again, even
 * when its condition stops and starts holding again.
 */
export function trackersToAward(facts: AchievementFacts, earned: ReadonlySet<string>): AchievementTracker[] {
  return ACHIEVEMENT_TRACKERS.filter((tracker) => !earned.has(tracker) && CONDITIONS[tracker](facts));
}
