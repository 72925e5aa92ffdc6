/**
 * The financing plan's form (spec 3 §2 "Custom plan form steps"): the plan as the pages edit it (amounts as typed),
 * the checks of each field, and the change a step's "Save and continue" sends. Pure, so it is unit tested.
 */
import type { FeeItemName, FlatType, HousingPlanFields, LoanType, PaymentMethod, PlanStep } from '../../../src/housing/adapters/http/housing.contract.js';
import {
  CASH_ONLY_FEES,
  CHOOSE_FLAT_SIZE,
  CHOOSE_FLAT_TYPE,
  EARLIEST_PURCHASE_DATE,
  LATEST_PURCHASE_DATE,
  MAX_BUYERS,
  MAX_INTEREST_RATE,
  MAX_LOAN_YEARS,
  MAX_PLAN_NAME_LENGTH,
  MAX_PROPERTIES_OWNED,
  MAX_BUYER_AGE,
  MIN_BUYER_AGE,
  NEW_FLAT_LEASE_YEARS,
  PLAN_STEPS,
  firstTimeBuyerOf,
  type Residency,
} from '../../../src/housing/domain/housing-plan.js';
import { defaultLoanRate } from '../../../src/housing/domain/loan-limits.js';
import { LocalDate } from '../../../src/shared-kernel/local-date.js';
import { formatMoneyInput, parseMoneyInput, type Cents } from '../shared/format/money';
import { messages } from '../shared/validation';
import { MONEY_FIELDS, PLAN_STEP_PAGES, type MoneyField } from './plan-steps';

export { MONEY_FIELDS, PLAN_STEP_PAGES, type MoneyField, type PlanStepPage } from './plan-steps';

/** A flat costs well under 100 million dollars: a bound that still catches a slip of the finger. */
export const MAX_PLAN_AMOUNT_CENTS = 9_999_999_900;


export interface PlanDraft {
  fields: Omit<HousingPlanFields, MoneyField | 'fees' | 'interestRate' | 'loanPeriod' | 'noOfBuyers' | 'propertiesOwned' | 'buyerAges' | 'remainingLease'>;
  money: Record<MoneyField, string>;
  noOfBuyers: string;
  /** the residential properties already owned, as typed */
  propertiesOwned: string;
  /** each buyer's age as typed, one per buyer shown */
  buyerAges: string[];
  /** the years of lease left, as typed ('' for a new flat's 99 years or not known yet) */
  remainingLease: string;
  interestRate: string;
  loanPeriod: string;
  fees: Record<FeeItemName, { amount: string; paymentMethod: PaymentMethod }>;
}

const moneyText = (cents: number | null) => (cents === null ? '' : formatMoneyInput(cents as Cents));

export function draftOf(plan: HousingPlanFields): PlanDraft {
  const { fees, interestRate, loanPeriod, noOfBuyers, propertiesOwned, buyerAges, remainingLease, ...rest } = plan;
  const fields = { ...rest } as Record<string, unknown>;
  for (const name of MONEY_FIELDS) delete fields[name];
  return {
    fields: fields as PlanDraft['fields'],
    money: Object.fromEntries(MONEY_FIELDS.map((name) => [name, moneyText(plan[name])])) as Record<MoneyField, string>,
    noOfBuyers: String(noOfBuyers),
    propertiesOwned: String(propertiesOwned),
    buyerAges: Array.from({ length: noOfBuyers }, (_, i) => (buyerAges[i] === undefined ? '' : String(buyerAges[i]))),
    remainingLease: remainingLease === null ? '' : String(remainingLease),
    interestRate: String(interestRate),
    loanPeriod: String(loanPeriod),
    fees: Object.fromEntries(Object.entries(fees).map(([name, fee]) => [name, { amount: moneyText(fee.amount), paymentMethod: fee.paymentMethod }])) as PlanDraft['fees'],
  };
}

/** An amount that may be left empty (not known yet); 0 is allowed. */
export function validatePlanAmount(text: string): string | null {
  if (text.trim() === '') return null;
  const parsed = parseMoneyInput(text);
  if (!parsed.ok) return parsed.message;
  if (parsed.cents < 0) return messages.minInclusive('0');
  if (parsed.cents > MAX_PLAN_AMOUNT_CENTS) return messages.maxInclusive('99,999,999');
  return null;
}

export function validatePlanName(text: string): string | null {
  if (text.trim() === '') return messages.required;
  if (text.trim().length > MAX_PLAN_NAME_LENGTH) return `Must be at most ${MAX_PLAN_NAME_LENGTH} characters`;
  return null;
}

/** The purchase date: a real day, from 1996 to 2099 (the domain's bounds). */
export function validatePurchaseDate(text: string): string | null {
  const t = text.trim();
  if (t === '') return messages.required;
  if (!LocalDate.isValid(t) || t < EARLIEST_PURCHASE_DATE || t > LATEST_PURCHASE_DATE) return 'Enter a date from 1996 to 2099, like 26/11/2026';
  return null;
}

/** New or resale: a custom plan has no silent default, so the flat step cannot continue without the choice. */
export function validateFlatType(value: FlatType | null | ''): string | null {
  return value === 'NEW' || value === 'RESALE' ? null : CHOOSE_FLAT_TYPE;
}

/** The flat size: asked, never assumed (docs/decisions.md "Housing rules completed"); the flat step waits for it. */
export function validateFlatSize(value: string | null): string | null {
  return value === null || value === '' ? CHOOSE_FLAT_SIZE : null;
}

/** The residential properties already owned: a whole number from 0 to the domain's bound. */
export function validatePropertiesOwned(text: string): string | null {
  const t = text.trim();
  if (t === '') return messages.required;
  if (!/^\d+$/.test(t) || Number(t) > MAX_PROPERTIES_OWNED) return `Enter a whole number from 0 to ${MAX_PROPERTIES_OWNED}`;
  return null;
}

/** A buyer's age: optional while not known; else whole years from 21 to 99 (the domain's bounds). */
export function validateBuyerAge(text: string): string | null {
  const t = text.trim();
  if (t === '') return null;
  if (!/^\d+$/.test(t) || Number(t) < MIN_BUYER_AGE || Number(t) > MAX_BUYER_AGE) return `Enter an age from ${MIN_BUYER_AGE} to ${MAX_BUYER_AGE}, in whole years`;
  return null;
}

/** The years of lease left: optional (a new flat has 99); else whole years from 0 to 99. */
export function validateRemainingLease(text: string): string | null {
  const t = text.trim();
  if (t === '') return null;
  if (!/^\d+$/.test(t) || Number(t) > NEW_FLAT_LEASE_YEARS) return `Enter the whole years left on the lease, from 0 to ${NEW_FLAT_LEASE_YEARS}`;
  return null;
}

/** The ages the plan keeps: every buyer's, or none while one is missing or not valid (the rules need them all). */
export function agesOfDraft(ages: readonly string[], buyers: number): number[] {
  const shown = Array.from({ length: buyers }, (_, i) => ages[i] ?? '');
  if (shown.some((text) => text.trim() === '' || validateBuyerAge(text) !== null)) return [];
  return shown.map((text) => Number(text.trim()));
}

/** One residency per buyer as the number of buyers changes: a shorter list is filled with citizens. */
export function residenciesForBuyers(residencies: readonly Residency[], buyers: number): Residency[] {
  return Array.from({ length: buyers }, (_, i) => residencies[i] ?? 'CITIZEN');
}

/**
 * The rate a loan type starts from on the plan's purchase date (HDB's concessionary rate, or for a bank loan MAS's
 * medium-term rate: loan-limits.ts `defaultLoanRate`), with its words for the hint.
 */
export function defaultRateOf(loanType: LoanType, purchaseDate: string, today: string): { ratePercent: number; words: string } {
  const day = validatePurchaseDate(purchaseDate) === null ? purchaseDate.trim() : today;
  const { ratePercent, words } = defaultLoanRate(loanType, day);
  return { ratePercent, words };
}

/**
 * The draft with another loan type. A rate still at the old type's default (or empty) moves to the new type's, so a
 * bank loan is never worked out at HDB's 2.6 % unasked (docs/decisions.md "One housing engine"); a rate the resident
 * typed is theirs and stays.
 */
export function withLoanType(draft: PlanDraft, loanType: LoanType, today: string): PlanDraft {
  const before = defaultRateOf(draft.fields.loanType, draft.fields.purchaseDate, today).ratePercent;
  const typed = draft.interestRate.trim();
  const keepsDefault = typed === '' || Number(typed) === before;
  const interestRate = keepsDefault ? String(defaultRateOf(loanType, draft.fields.purchaseDate, today).ratePercent) : draft.interestRate;
  return { ...draft, interestRate, fields: { ...draft.fields, loanType } };
}

export function validateInterestRate(text: string): string | null {
  const t = text.trim();
  if (t === '') return messages.required;
  if (!/^\d+(\.\d{1,2})?$/.test(t) || Number(t) > MAX_INTEREST_RATE) return `Enter a rate from 0 to ${MAX_INTEREST_RATE} %, with up to 2 decimals`;
  return null;
}

export function validateLoanPeriod(text: string, loanType: LoanType): string | null {
  const t = text.trim();
  const max = MAX_LOAN_YEARS[loanType];
  if (t === '') return messages.required;
  if (!/^\d+$/.test(t) || Number(t) < 1 || Number(t) > max) return `${loanType === 'HDB' ? 'An HDB' : 'A bank'} loan runs 1 to ${max} years`;
  return null;
}

const amountOf = (text: string): number | null => {
  if (text.trim() === '') return null;
  const parsed = parseMoneyInput(text);
  return parsed.ok ? parsed.cents : null;
};

/** Whether every field a step shows passes its check. */
export function stepValid(index: number, draft: PlanDraft): boolean {
  const page = PLAN_STEP_PAGES[index]!;
  if (page.money.some((name) => validatePlanAmount(draft.money[name]) !== null)) return false;
  if (page.fees.some((name) => validatePlanAmount(draft.fees[name].amount) !== null)) return false;
  if (index === 0 && (validatePlanName(draft.fields.planName) !== null || validatePurchaseDate(draft.fields.purchaseDate) !== null || validatePropertiesOwned(draft.propertiesOwned) !== null || draft.buyerAges.some((age) => validateBuyerAge(age) !== null))) return false;
  if (index === 1 && (validateRemainingLease(draft.remainingLease) !== null || validateFlatType(draft.fields.flatType) !== null || validateFlatSize(draft.fields.flatSize) !== null)) return false;
  if (index === 2 && (validateInterestRate(draft.interestRate) !== null || validateLoanPeriod(draft.loanPeriod, draft.fields.loanType) !== null)) return false;
  return true;
}

/**
 * The plan the draft describes, for the live preview; fields that do not pass their check keep `base`'s value, so
 * the preview never shows a half-typed number.
 */
export function fieldsOfDraft(draft: PlanDraft, base: HousingPlanFields): HousingPlanFields {
  const money = Object.fromEntries(
    MONEY_FIELDS.map((name) => [name, validatePlanAmount(draft.money[name]) === null ? amountOf(draft.money[name]) : base[name]]),
  ) as Record<MoneyField, Cents | null>;
  const fees = Object.fromEntries(
    Object.entries(draft.fees).map(([name, fee]) => [
      name,
      { amount: (validatePlanAmount(fee.amount) === null ? (amountOf(fee.amount) ?? 0) : base.fees[name as FeeItemName].amount) as Cents, paymentMethod: fee.paymentMethod },
    ]),
  ) as HousingPlanFields['fees'];
  return {
    ...draft.fields,
    ...money,
    fees,
    noOfBuyers: Number(draft.noOfBuyers) || base.noOfBuyers,
    // The household's answer follows its buyers' (docs/decisions.md "Who is buying").
    firstTimeBuyer: (draft.fields.buyerHadSubsidy ?? []).some((a) => a !== null) ? firstTimeBuyerOf(draft.fields.buyerHadSubsidy.slice(0, Number(draft.noOfBuyers) || base.noOfBuyers)) : draft.fields.firstTimeBuyer,
    purchaseDate: validatePurchaseDate(draft.fields.purchaseDate) === null ? draft.fields.purchaseDate.trim() : base.purchaseDate,
    propertiesOwned: validatePropertiesOwned(draft.propertiesOwned) === null ? Number(draft.propertiesOwned) : base.propertiesOwned,
    buyerAges: agesOfDraft(draft.buyerAges, Number(draft.noOfBuyers) || base.noOfBuyers),
    remainingLease: validateRemainingLease(draft.remainingLease) === null ? (draft.remainingLease.trim() === '' ? null : Number(draft.remainingLease.trim())) : base.remainingLease,
    interestRate: validateInterestRate(draft.interestRate) === null ? Number(draft.interestRate) : base.interestRate,
    loanPeriod: validateLoanPeriod(draft.loanPeriod, draft.fields.loanType) === null ? Number(draft.loanPeriod) : base.loanPeriod,
  };
}

/** The plan's step after `index` is saved: the next step, never moving a plan back. */
function stepAfter(current: PlanStep, index: number): PlanStep {
  const next = Math.min(index + 1, PLAN_STEPS.length - 1);
  return PLAN_STEPS[Math.max(next, PLAN_STEPS.indexOf(current))]!;
}

/** What a step's "Save and continue" sends: its own fields, the step reached, and completion after the last. */
export function changeForStep(index: number, draft: PlanDraft, base: HousingPlanFields): Partial<HousingPlanFields> {
  const page = PLAN_STEP_PAGES[index]!;
  const all = fieldsOfDraft(draft, base);
  const change: Partial<HousingPlanFields> & Record<string, unknown> = { planStep: stepAfter(base.planStep, index) };
  for (const name of page.money) change[name] = all[name];
  if (page.fees.length > 0) change.fees = Object.fromEntries(page.fees.map((name) => [name, all.fees[name]])) as HousingPlanFields['fees'];
  if (index === 0) {
    Object.assign(change, {
      planName: draft.fields.planName.trim(),
      planColor: draft.fields.planColor,
      purchaseDate: all.purchaseDate,
      householdType: draft.fields.householdType,
      maritalStatus: draft.fields.householdType === 'FAMILY' ? draft.fields.maritalStatus : null,
      noOfBuyers: all.noOfBuyers,
      buyerResidencies: residenciesForBuyers(draft.fields.buyerResidencies, all.noOfBuyers),
      // Each buyer's answers; the household's first-timer answer follows from them on the server.
      buyerHadSubsidy: Array.from({ length: all.noOfBuyers }, (_, i) => draft.fields.buyerHadSubsidy?.[i] ?? null),
      buyerOwnedPrivateProperty: Array.from({ length: all.noOfBuyers }, (_, i) => draft.fields.buyerOwnedPrivateProperty?.[i] ?? null),
      propertiesOwned: all.propertiesOwned,
      buyerAges: all.buyerAges,
    });
  }
  if (index === 1) Object.assign(change, { workedTwelveMonths: draft.fields.workedTwelveMonths, parentsProximity: draft.fields.parentsProximity, extendedFamily: draft.fields.extendedFamily, flatType: draft.fields.flatType, flatSize: draft.fields.flatSize, remainingLease: all.remainingLease });
  if (index === 2) Object.assign(change, { loanType: draft.fields.loanType, interestRate: all.interestRate, loanPeriod: all.loanPeriod });
  if (index === PLAN_STEP_PAGES.length - 1) change.isPlanCompleted = true;
  return change;
}

/** Fees that cannot be paid with CPF: their method is fixed to cash. */
export const isCashOnly = (name: FeeItemName): boolean => CASH_ONLY_FEES.includes(name);

export const BUYER_OPTIONS = Array.from({ length: MAX_BUYERS }, (_, i) => ({ value: String(i + 1), label: String(i + 1) }));
