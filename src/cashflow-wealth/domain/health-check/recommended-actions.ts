import type { HealthCheck } from './health-check.js';
import type { DebtServicingRatioCode, DiversificationCode, EmergencyFundCode, SavingsRatioCode } from './rule-sets.js';

/**
 * Recommended-action keys, most urgent first (the spec leaves the order open; docs/decisions.md says why):
 * without figures nothing else can be judged; a thin emergency fund and heavy debt come before saving more;
 * a budget follows a low savings ratio; investing only once the basics hold.
 */
export const RECOMMENDED_ACTION_PRIORITY = [
  'ENTER_CASHFLOW',
  'BUILD_EMERGENCY_FUND',
  'REDUCE_DEBT',
  'INCREASE_SAVINGS',
  'SET_BUDGET',
  'GROW_EMERGENCY_FUND',
  'START_INVESTING',
  'DIVERSIFY_INVESTMENTS',
  'SET_SAVINGS_TARGET',
] as const;
export type RecommendedActionKey = (typeof RECOMMENDED_ACTION_PRIORITY)[number];

/** The actions that size an emergency fund: they need its months. */
export const EMERGENCY_FUND_ACTIONS: readonly RecommendedActionKey[] = ['BUILD_EMERGENCY_FUND', 'GROW_EMERGENCY_FUND'];

type StatusCode = SavingsRatioCode | DebtServicingRatioCode | DiversificationCode | EmergencyFundCode;

/**
 * What each status code recommends; every code is listed, so a new code cannot be forgotten. IV3B asks for nothing
 * of its own: the resident is not ready to invest, and the other statuses already say what to fix first.
 */
export const ACTIONS_BY_STATUS: Readonly<Record<StatusCode, readonly RecommendedActionKey[]>> = {
  SR0: ['ENTER_CASHFLOW'],
  SR1A: ['SET_SAVINGS_TARGET'],
  SR1B: ['SET_SAVINGS_TARGET', 'GROW_EMERGENCY_FUND'],
  SR1C: ['SET_SAVINGS_TARGET', 'BUILD_EMERGENCY_FUND'],
  SR2: ['INCREASE_SAVINGS', 'SET_BUDGET'],
  SR3: ['INCREASE_SAVINGS', 'SET_BUDGET'],
  TDSR0: ['ENTER_CASHFLOW'],
  TDSR1: [],
  TDSR2: ['REDUCE_DEBT'],
  TDSR3: [],
  // Not available yet (wealth side missing): the card itself says what to add, so no action of its own.
  IV0: [],
  IV1: [],
  IV2: ['DIVERSIFY_INVESTMENTS'],
  IV3A: ['START_INVESTING'],
  IV3B: [],
  // Not available yet (spending or savings side missing): the card says which figure to add.
  EF0: [],
  EF1A: ['START_INVESTING'],
  EF1B: [],
  EF2: ['GROW_EMERGENCY_FUND'],
  EF3: ['BUILD_EMERGENCY_FUND'],
  EF4: [],
  EF5: ['GROW_EMERGENCY_FUND'],
  EF6: ['BUILD_EMERGENCY_FUND'],
};

/**
 * The dashboard's recommended actions (spec 2 §4): the keys the four statuses call for, in priority order, each
 * once, without the keys the resident (or the system) has already completed.
 */
export function recommendedActions(check: HealthCheck, completedKeys: ReadonlySet<string>): RecommendedActionKey[] {
  const codes = [check.savingsRatio.code, check.debtServicingRatio.code, check.diversification.code, check.emergencyFund.code];
  const wanted = new Set(codes.flatMap((code) => ACTIONS_BY_STATUS[code]));
  // SR1C reads unknown months as "under 3" (spec 2 §4 picks a rule all the same), but advice needs its inputs: no
  // emergency-fund action until the savings and spending are known (docs/decisions.md "Verdicts only on what is known").
  if (check.emergencyFund.months === null) for (const key of EMERGENCY_FUND_ACTIONS) wanted.delete(key);
  return RECOMMENDED_ACTION_PRIORITY.filter((key) => wanted.has(key) && !completedKeys.has(key));
}
