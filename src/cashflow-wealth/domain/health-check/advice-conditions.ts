import { RECOMMENDED_ACTION_PRIORITY, type RecommendedActionKey } from './recommended-actions.js';

/**
 * What the resident has already done, as the data shows it (docs/decisions.md "Advice follows the data"). Read
 * on every request, never remembered: an action whose condition holds is left out, and it comes back as soon as
 * the condition stops holding (the last target deleted, the expenses removed).
 */
export interface AdviceFacts {
  /** The targets context holds at least one goal or an emergency fund. */
  hasTargets: boolean;
  /** At least one income is entered. */
  hasIncome: boolean;
  /** At least one expense item, or the monthly estimate from onboarding. */
  hasExpenses: boolean;
}

/**
 * The actions that ask for something the data can show done, with the test that says it is done. The other keys
 * follow from the health-check statuses alone (recommended-actions.ts).
 */
const DONE_WHEN: Partial<Record<RecommendedActionKey, (facts: AdviceFacts) => boolean>> = {
  // "Enter your cashflow" asks for income and spending: both are needed for the savings ratio (spec 2 §4).
  ENTER_CASHFLOW: (facts) => facts.hasIncome && facts.hasExpenses,
  // "Set a savings target": any goal or emergency fund is a target (spec 3 §4).
  SET_SAVINGS_TARGET: (facts) => facts.hasTargets,
};

/** true when the data shows the action done, so it is not recommended. */
export function actionDone(key: RecommendedActionKey, facts: AdviceFacts): boolean {
  return DONE_WHEN[key]?.(facts) ?? false;
}

/**
 * The data asks for these whatever the statuses say: with income or spending missing there is no savings ratio to
 * judge, so "Enter your cashflow" is recommended until both are there.
 */
const ASKED_BY_THE_DATA: readonly RecommendedActionKey[] = ['ENTER_CASHFLOW'];

/**
 * The recommended actions once the data has its say: the statuses' keys and the keys the data asks for, in
 * priority order, without those the data shows done and without those the resident marked done.
 */
export function actionsStillOpen(keys: readonly RecommendedActionKey[], facts: AdviceFacts, completedKeys: ReadonlySet<string> = new Set()): RecommendedActionKey[] {
  const wanted = new Set([...keys, ...ASKED_BY_THE_DATA.filter((key) => !completedKeys.has(key))]);
  return RECOMMENDED_ACTION_PRIORITY.filter((key) => wanted.has(key) && !actionDone(key, facts));
}
