/**
 * The public "What can I afford?" page's answers (docs/decisions.md "Public housing calculation"): what the
 * resident typed, kept in this tab's session storage (never on our servers until they keep it as a plan), the plan
 * change they make, and what it works out to with the same pure domain the server and the saved plans use.
 */
import type { FlatSize, FlatType, HouseholdType, HousingPlanSummary, LoanType, Residency } from '../../../src/housing/adapters/http/housing.contract.js';
import { MAX_BUYERS, applyPlanChange, newPlanFields, type HousingPlanChange, type HousingPlanFields } from '../../../src/housing/domain/housing-plan.js';
import { housingPlanSummary, planConsistencyError } from '../../../src/housing/domain/housing-summary.js';
import { defaultLoanRate } from '../../../src/housing/domain/loan-limits.js';
import { plannedChoices } from '../../../src/housing/domain/recommended-plan.js';
import type { MaritalStatus, ParentsProximity } from '../../../src/housing/domain/housing-plan.js';
import { whoIsBuyingChange, type WhoIsBuying, type YesNo } from './who-is-buying';
import { DomainError } from '../../../src/shared-kernel/errors.js';
import { WHAT_CAN_I_AFFORD } from '../app/site-map';
import { AFFORDABILITY_ANSWERS_KEY } from './waiting-answers';
import { parseMoneyInput } from '../shared/format/money';
import { validateBuyerAge, validateInterestRate, validatePlanAmount, validatePropertiesOwned, validatePurchaseDate, validateRemainingLease } from './plan-form';

export const AFFORDABILITY_PATH = WHAT_CAN_I_AFFORD.to;
/** The name a plan kept from the page starts with (the resident may rename it on its first step). */
export const KEPT_PLAN_NAME = 'What I can afford';

/** Everything as typed ('' while not answered): a choice is '' until made, so no answer is assumed silently. */
export interface AffordabilityAnswers {
  purchaseDate: string;
  flatType: FlatType | '';
  flatSize: FlatSize | '';
  price: string;
  valuation: string;
  remainingLease: string;
  householdType: HouseholdType;
  noOfBuyers: string;
  buyerResidencies: Residency[];
  buyerAges: string[];
  propertiesOwned: string;
  /** each buyer: had a housing subsidy before ('' not answered); the household's first-timer answer follows (docs/decisions.md "Who is buying") */
  buyerHadSubsidy: YesNo[];
  /** each buyer: owns, or owned in the last 30 months, private residential property */
  buyerOwnedPrivateProperty: YesNo[];
  /** a family's marital status ('' not answered) */
  maritalStatus: MaritalStatus | '';
  monthlyHouseholdIncome: string;
  cpfOABalance: string;
  cashSavings: string;
  loanType: LoanType;
  /** a bank loan's rate, % a year, as typed; '' while the page's assumption ({@link defaultLoanRate}) is used */
  bankRate: string;
  workedTwelveMonths: 'YES' | 'NO' | '';
  parentsProximity: ParentsProximity | '';
}

/** The page's "who is buying" answers, as the shared fields take them. */
export function whoOfAnswers(answers: AffordabilityAnswers): WhoIsBuying {
  return {
    householdType: answers.householdType,
    maritalStatus: answers.maritalStatus,
    noOfBuyers: answers.noOfBuyers,
    buyerResidencies: answers.buyerResidencies,
    buyerAges: answers.buyerAges,
    buyerHadSubsidy: answers.buyerHadSubsidy,
    buyerOwnedPrivateProperty: answers.buyerOwnedPrivateProperty,
    propertiesOwned: answers.propertiesOwned,
  };
}

export function emptyAnswers(today: string): AffordabilityAnswers {
  return {
    purchaseDate: today,
    flatType: '',
    flatSize: '',
    price: '',
    valuation: '',
    remainingLease: '',
    householdType: 'FAMILY',
    noOfBuyers: '1',
    buyerResidencies: ['CITIZEN'],
    buyerAges: [''],
    propertiesOwned: '0',
    buyerHadSubsidy: [''],
    buyerOwnedPrivateProperty: [''],
    maritalStatus: '',
    monthlyHouseholdIncome: '',
    cpfOABalance: '',
    cashSavings: '',
    loanType: 'HDB',
    bankRate: '',
    workedTwelveMonths: '',
    parentsProximity: '',
  };
}

const amount = (text: string) => {
  if (text.trim() === '' || validatePlanAmount(text) !== null) return null;
  const parsed = parseMoneyInput(text);
  return parsed.ok ? parsed.cents : null;
};
const yesNo = (answer: 'YES' | 'NO' | '') => (answer === '' ? null : answer === 'YES');
const buyersOf = (answers: AffordabilityAnswers) => {
  const n = Number(answers.noOfBuyers);
  return Number.isInteger(n) && n >= 1 && n <= MAX_BUYERS ? n : 1;
};

/**
 * What the page still needs before it can answer: new or resale, the flat size and a price or budget. Everything
 * else may stay empty (it then says what it could not work out, as a saved plan does).
 */
export function missingAnswers(answers: AffordabilityAnswers): string[] {
  const missing: string[] = [];
  if (answers.flatType === '') missing.push('whether the flat is new or resale');
  if (answers.flatSize === '') missing.push('the flat size');
  if (amount(answers.price) === null || amount(answers.price) === 0) missing.push("the flat's price or your budget");
  return missing;
}

/**
 * The plan the answers describe, as a change on a new plan: answers that do not pass their field's check are left
 * out (the field shows its message), so a half-typed figure never moves the answer.
 */
export function changeOfAnswers(answers: AffordabilityAnswers): HousingPlanChange {
  const buyers = buyersOf(answers);
  const ages = Array.from({ length: buyers }, (_, i) => answers.buyerAges[i] ?? '');
  const resale = answers.flatType === 'RESALE';
  const change: HousingPlanChange = {
    // The household, its marital status and each buyer's residency, subsidy and private property (who-is-buying.ts).
    ...whoIsBuyingChange(whoOfAnswers(answers)),
    // Every buyer's age or none: the rules need them all (the youngest for CPF, the average for the loan).
    buyerAges: ages.every((a) => a.trim() !== '' && validateBuyerAge(a) === null) ? ages.map((a) => Number(a.trim())) : [],
    workedTwelveMonths: yesNo(answers.workedTwelveMonths),
    parentsProximity: answers.parentsProximity === '' ? null : answers.parentsProximity,
    monthlyHouseholdIncome: amount(answers.monthlyHouseholdIncome),
    cpfOABalance: amount(answers.cpfOABalance),
    cashSavings: amount(answers.cashSavings),
    flatValueAtTimeOfPurchase: amount(answers.price),
    flatValuation: resale ? amount(answers.valuation) : null,
    remainingLease: resale && answers.remainingLease.trim() !== '' && validateRemainingLease(answers.remainingLease) === null ? Number(answers.remainingLease.trim()) : null,
    loanType: answers.loanType,
  };
  if (answers.flatType !== '') change.flatType = answers.flatType;
  if (answers.flatSize !== '') change.flatSize = answers.flatSize;
  if (validatePurchaseDate(answers.purchaseDate) === null) change.purchaseDate = answers.purchaseDate.trim();
  if (validatePropertiesOwned(answers.propertiesOwned) === null) change.propertiesOwned = Number(answers.propertiesOwned.trim());
  return change;
}

export type AffordabilityResult =
  | { kind: 'incomplete'; missing: string[] }
  | { kind: 'refused'; message: string }
  | { kind: 'answer'; change: HousingPlanChange; fields: HousingPlanFields; summary: HousingPlanSummary };

/**
 * The rate the loan is worked out at, and whose it is: an HDB loan's is HDB's concessionary rate; a bank loan's is
 * the resident's estimate when typed, else our dated assumption (loan-limits.ts `defaultLoanRate`, shown and
 * editable on the page).
 */
export function loanRateOf(answers: Pick<AffordabilityAnswers, 'loanType' | 'bankRate'>, day: string): { ratePercent: number; yours: boolean; words: string } {
  const typed = answers.bankRate.trim();
  if (answers.loanType === 'BANK' && typed !== '' && validateInterestRate(typed) === null) return { ratePercent: Number(typed), yours: true, words: 'your estimate' };
  const rate = defaultLoanRate(answers.loanType, day);
  return { ratePercent: rate.ratePercent, yours: false, words: rate.words };
}

/**
 * What the answers work out to, with the domain a saved plan and POST /housing-plan/calculate use. The choices a
 * saved plan leaves to the resident are made here for them by the domain's `plannedChoices` (the recommended plan
 * makes the same), so the answer is what they could do rather than a warning: the loan runs the longest the rules
 * allow (at most 25 years), a bank loan's part that must be cash (5 % of the price) is paid in cash, and the
 * downpayment the CPF cannot pay is paid in cash.
 */
export function workOut(answers: AffordabilityAnswers, today: string): AffordabilityResult {
  const missing = missingAnswers(answers);
  if (missing.length > 0) return { kind: 'incomplete', missing };
  try {
    const asked = changeOfAnswers(answers);
    asked.interestRate = loanRateOf(answers, asked.purchaseDate ?? today).ratePercent;
    const change: HousingPlanChange = { ...asked, ...plannedChoices(applyPlanChange(newPlanFields(today), asked)) };
    const fields = applyPlanChange(newPlanFields(today), change);
    const problem = planConsistencyError(fields);
    if (problem) return { kind: 'refused', message: problem.message };
    return { kind: 'answer', change, fields, summary: housingPlanSummary(fields) };
  } catch (err) {
    if (err instanceof DomainError) return { kind: 'refused', message: err.message };
    throw err;
  }
}

/** The change that keeps the answers as a custom plan (the resident's own plan, named for where it came from). */
export function keptPlanChange(result: Extract<AffordabilityResult, { kind: 'answer' }>): HousingPlanChange {
  return { ...result.change, planType: 'CUSTOM', planName: KEPT_PLAN_NAME };
}

const STORAGE_KEY = AFFORDABILITY_ANSWERS_KEY;

/** The answers kept in this tab (they survive the Singpass round trip); null when none or unreadable. */
export function loadAnswers(storage: Pick<Storage, 'getItem'> | null, today: string): AffordabilityAnswers | null {
  try {
    const raw = storage?.getItem(STORAGE_KEY);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<AffordabilityAnswers>;
    if (typeof parsed !== 'object' || parsed === null) return null;
    const base = emptyAnswers(today);
    // Only the known answers, each of the type it should be: a tampered value falls back to the empty answer.
    const merged = { ...base } as Record<string, unknown>;
    for (const [key, value] of Object.entries(base)) {
      const stored = (parsed as Record<string, unknown>)[key];
      if (Array.isArray(value) ? Array.isArray(stored) && stored.every((s) => typeof s === 'string') : typeof stored === typeof value) merged[key] = stored;
    }
    return merged as unknown as AffordabilityAnswers;
  } catch {
    return null;
  }
}

export function saveAnswers(storage: Pick<Storage, 'setItem'> | null, answers: AffordabilityAnswers): void {
  try {
    storage?.setItem(STORAGE_KEY, JSON.stringify(answers));
  } catch {
    // storage disabled: the answers last as long as the page
  }
}
