import { dec, type Decimal } from '../../../shared-kernel/decimal.js';
import { HealthLevel } from './health-level.js';

/** Spec 2 §9 thresholds, as fractions (0.2 = 20 %). */
export const SAVINGS_GOOD = dec('0.2');
export const SAVINGS_FAIR = dec('0.05');
export const DEBT_SERVICING_LIMIT = dec('0.35');
export const EMERGENCY_GOOD_MONTHS = dec(6n);
export const EMERGENCY_FAIR_MONTHS = dec(3n);

/** What every rule may look at, computed once from the snapshot (exact values: bands compare unrounded). */
export interface RuleFacts {
  savingsRatio: Decimal | null;
  debtServicingRatio: Decimal | null;
  /** null: not available yet (the spending or the savings side is missing). */
  emergencyFundMonths: Decimal | null;
  investmentClasses: number;
  /** The wealth side is known (wealth set up or any asset entered); without it diversification is IV0. */
  wealthKnown: boolean;
  /** Any monthly investment above 0. */
  investsMonthly: boolean;
  working: boolean;
}

export interface Rule<Code extends string> {
  code: Code;
  level: HealthLevel;
  applies: (facts: RuleFacts) => boolean;
}

export interface RuleOutcome<Code extends string> {
  code: Code;
  level: HealthLevel;
}

/** Spec 2 §4: a rule set picks its first matching rule, else its first rule. */
export function pickRule<Code extends string>(rules: readonly [Rule<Code>, ...Rule<Code>[]], facts: RuleFacts): RuleOutcome<Code> {
  const rule = rules.find((candidate) => candidate.applies(facts)) ?? rules[0];
  return { code: rule.code, level: rule.level };
}

const { UNAVAILABLE, NEEDS_ATTENTION, FAIR, GOOD } = HealthLevel;

// Unknown months are under every bound: a resident who has not told us their savings has no fund we know of.
const monthsAtLeast = (months: Decimal | null, bound: Decimal) => months !== null && months.gte(bound);
const savesWell = (facts: RuleFacts) => facts.savingsRatio !== null && facts.savingsRatio.gte(SAVINGS_GOOD);
const sixMonths = (facts: RuleFacts) => monthsAtLeast(facts.emergencyFundMonths, EMERGENCY_GOOD_MONTHS);
const threeToSixMonths = (facts: RuleFacts) => monthsAtLeast(facts.emergencyFundMonths, EMERGENCY_FAIR_MONTHS) && !sixMonths(facts);
const underThreeMonths = (facts: RuleFacts) => !monthsAtLeast(facts.emergencyFundMonths, EMERGENCY_FAIR_MONTHS);

export type SavingsRatioCode = 'SR0' | 'SR1A' | 'SR1B' | 'SR1C' | 'SR2' | 'SR3';
/** Savings ratio: good at 20 % or more (A/B/C by emergency-fund months), fair 5 % to under 20 %, else needs attention. */
export const SAVINGS_RATIO_RULES: readonly [Rule<SavingsRatioCode>, ...Rule<SavingsRatioCode>[]] = [
  { code: 'SR0', level: UNAVAILABLE, applies: (f) => f.savingsRatio === null },
  { code: 'SR1A', level: GOOD, applies: (f) => savesWell(f) && sixMonths(f) },
  { code: 'SR1B', level: GOOD, applies: (f) => savesWell(f) && threeToSixMonths(f) },
  { code: 'SR1C', level: GOOD, applies: (f) => savesWell(f) && underThreeMonths(f) },
  { code: 'SR2', level: FAIR, applies: (f) => f.savingsRatio !== null && f.savingsRatio.gte(SAVINGS_FAIR) && f.savingsRatio.lt(SAVINGS_GOOD) },
  { code: 'SR3', level: NEEDS_ATTENTION, applies: (f) => f.savingsRatio !== null && f.savingsRatio.lt(SAVINGS_FAIR) },
];

export type DebtServicingRatioCode = 'TDSR0' | 'TDSR1' | 'TDSR2' | 'TDSR3';
/** Total debt servicing ratio: good at exactly 0 (TDSR3) or above 0 up to and including 35 % (TDSR1), fair above. */
export const DEBT_SERVICING_RATIO_RULES: readonly [Rule<DebtServicingRatioCode>, ...Rule<DebtServicingRatioCode>[]] = [
  { code: 'TDSR0', level: UNAVAILABLE, applies: (f) => f.debtServicingRatio === null },
  { code: 'TDSR1', level: GOOD, applies: (f) => f.debtServicingRatio !== null && f.debtServicingRatio.gt(0n) && f.debtServicingRatio.lte(DEBT_SERVICING_LIMIT) },
  { code: 'TDSR2', level: FAIR, applies: (f) => f.debtServicingRatio !== null && f.debtServicingRatio.gt(DEBT_SERVICING_LIMIT) },
  { code: 'TDSR3', level: GOOD, applies: (f) => f.debtServicingRatio !== null && f.debtServicingRatio.eq(0n) },
];

export type DiversificationCode = 'IV0' | 'IV1' | 'IV2' | 'IV3A' | 'IV3B';
/**
 * Portfolio diversification by investment classes; IV3A marks a resident ready to start investing. IV0 (ours, spec
 * has no unavailable code here) while the wealth side is unknown. The home is not an investment kind, so it never
 * counts as a class.
 */
export const DIVERSIFICATION_RULES: readonly [Rule<DiversificationCode>, ...Rule<DiversificationCode>[]] = [
  { code: 'IV0', level: UNAVAILABLE, applies: (f) => !f.wealthKnown },
  { code: 'IV1', level: GOOD, applies: (f) => f.investmentClasses >= 2 },
  { code: 'IV2', level: FAIR, applies: (f) => f.investmentClasses === 1 },
  { code: 'IV3A', level: NEEDS_ATTENTION, applies: (f) => f.investmentClasses === 0 && savesWell(f) && sixMonths(f) && f.working },
  { code: 'IV3B', level: NEEDS_ATTENTION, applies: (f) => f.investmentClasses === 0 },
];

export type EmergencyFundCode = 'EF0' | 'EF1A' | 'EF1B' | 'EF2' | 'EF3' | 'EF4' | 'EF5' | 'EF6';
/**
 * Emergency fund. Working residents: EF1A good at 6 months or more with a savings ratio of 20 % or more and no
 * investments at all (no class held, no monthly investment), EF1B good at 6 months otherwise, EF2 fair 3 to under
 * 6, EF3 needs attention under 3. Not working: EF4 / EF5 / EF6 with the EF1B / EF2 / EF3 month bands. EF0 (ours)
 * while the months are not available.
 */
export const EMERGENCY_FUND_RULES: readonly [Rule<EmergencyFundCode>, ...Rule<EmergencyFundCode>[]] = [
  { code: 'EF0', level: UNAVAILABLE, applies: (f) => f.emergencyFundMonths === null },
  { code: 'EF1A', level: GOOD, applies: (f) => f.working && sixMonths(f) && savesWell(f) && f.investmentClasses === 0 && !f.investsMonthly },
  { code: 'EF1B', level: GOOD, applies: (f) => f.working && sixMonths(f) },
  { code: 'EF2', level: FAIR, applies: (f) => f.working && threeToSixMonths(f) },
  { code: 'EF3', level: NEEDS_ATTENTION, applies: (f) => f.working && underThreeMonths(f) },
  { code: 'EF4', level: GOOD, applies: (f) => !f.working && sixMonths(f) },
  { code: 'EF5', level: FAIR, applies: (f) => !f.working && threeToSixMonths(f) },
  { code: 'EF6', level: NEEDS_ATTENTION, applies: (f) => !f.working && underThreeMonths(f) },
];
