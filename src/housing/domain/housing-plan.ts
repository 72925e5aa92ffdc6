/**
 * A housing purchase plan (spec 3 §3 "Housing plan", §4 "Housing plan lifecycle", §9 "Housing defaults"): what the
 * resident tells us about the household, the flat, the upfront payment and the loan, and every fee with how it is
 * paid. Amounts are SGD cents; the interest rate is a percentage a year; the loan period is in years.
 */
import { dec } from '../../shared-kernel/decimal.js';
import { DomainError } from '../../shared-kernel/errors.js';
import { LocalDate } from '../../shared-kernel/local-date.js';
import { decimalPlaces } from '../../shared-kernel/validation/values.js';
import type { Cents } from '../../shared-kernel/money.js';
import { HDB_CONCESSIONARY_RATE } from './policy/hdb-interest-rate.js';
import { valueOn } from './policy/dated-table.js';

export const PLAN_TYPES = ['DEFAULT', 'CUSTOM'] as const;
/** The custom plan's 5 steps, in order (spec 3 §2). */
export const PLAN_STEPS = ['BASIC_AND_FINANCIAL_INFORMATION', 'FLAT_AND_BUDGET_INFORMATION', 'UPFRONT_PAYMENT_AND_LOAN', 'ONE_TIME_PAYMENTS', 'RECURRING_PAYMENTS'] as const;
export const PLAN_COLORS = ['RED', 'YELLOW', 'ORANGE', 'GREEN', 'TEAL', 'BLUE', 'PURPLE', 'PINK'] as const;
export const HOUSEHOLD_TYPES = ['FAMILY', 'SINGLE'] as const;
export const FLAT_TYPES = ['NEW', 'RESALE'] as const;
export const FLAT_SIZES = ['TWO_ROOM', 'THREE_ROOM', 'FOUR_ROOM', 'FIVE_ROOM', 'EXECUTIVE'] as const;
export const LOAN_TYPES = ['HDB', 'BANK'] as const;
export const PAYMENT_METHODS = ['CASH', 'CPF'] as const;
/** A buyer's residency, which sets the additional buyer's stamp duty (IRAS) and the grants (HDB). */
export const RESIDENCIES = ['CITIZEN', 'PR', 'FOREIGNER'] as const;

/**
 * The fee items. `purchaseLegalFee` and `homeProtectionPremium` were the spec's `conveyancingFee` and
 * `mortgageInsurancePremiums` (a stored plan is read with the new names: docs/decisions.md "Housing rules as dated
 * tables"); `additionalBuyerStampDuty` and `loanLegalFee` are new. 0 in a worked-out item means "work it out".
 */
export const FEE_ITEMS = [
  'buyerStampDuty',
  'additionalBuyerStampDuty',
  'optionFee',
  'purchaseLegalFee',
  'loanLegalFee',
  'propertyAgentCommission',
  'registrationFee',
  'surveyFee',
  'leaseInEscrowFee',
  'mortgageInEscrowFee',
  'stampDutyDeedFee',
  'renovationCost',
  'serviceAndConservancyCharges',
  'annualPropertyTax',
  'homeProtectionPremium',
] as const;
export type FeeItemName = (typeof FEE_ITEMS)[number];

/** Fees that can only be paid in cash (CPF cannot be used for them). */
export const CASH_ONLY_FEES: readonly FeeItemName[] = ['optionFee', 'propertyAgentCommission', 'renovationCost', 'serviceAndConservancyCharges', 'annualPropertyTax'];
/** Paid every month and every year; every other fee is paid once. */
export const MONTHLY_FEES: readonly FeeItemName[] = ['serviceAndConservancyCharges'];
export const ANNUAL_FEES: readonly FeeItemName[] = ['annualPropertyTax', 'homeProtectionPremium'];
/** Worked out from the dated tables while 0 (the resident may enter their own figure instead). */
export const WORKED_OUT_FEES: readonly FeeItemName[] = ['buyerStampDuty', 'additionalBuyerStampDuty', 'purchaseLegalFee', 'loanLegalFee'];

export type PlanType = (typeof PLAN_TYPES)[number];
export type PlanStep = (typeof PLAN_STEPS)[number];
export type PlanColor = (typeof PLAN_COLORS)[number];
export type HouseholdType = (typeof HOUSEHOLD_TYPES)[number];
export type FlatType = (typeof FLAT_TYPES)[number];
export type FlatSize = (typeof FLAT_SIZES)[number];
export type LoanType = (typeof LOAN_TYPES)[number];
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export type Residency = (typeof RESIDENCIES)[number];
/** How close the new flat is to the buyers' parents or child (the Proximity Housing Grant). */
export const PARENTS_PROXIMITIES = ['LIVING_WITH', 'WITHIN_4KM', 'FARTHER'] as const;
export type ParentsProximity = (typeof PARENTS_PROXIMITIES)[number];
/**
 * A family's marital status (docs/decisions.md "Who is buying"): married (IRAS's remission of the additional buyer's
 * stamp duty needs it), engaged (HDB's Fiancé/Fiancée scheme) or neither (parents, children, siblings).
 */
export const MARITAL_STATUSES = ['MARRIED', 'ENGAGED', 'NEITHER'] as const;
export type MaritalStatus = (typeof MARITAL_STATUSES)[number];

export interface FeeItem {
  amount: Cents;
  paymentMethod: PaymentMethod;
}

/** What the resident enters; null while not answered yet (a plan is saved step by step). */
export interface HousingPlanFields {
  isPlanCompleted: boolean;
  planType: PlanType;
  planStep: PlanStep;
  planName: string;
  planColor: PlanColor;
  /**
   * 'YYYY-MM-DD': the day the option or the agreement for lease is (or will be) signed. It picks the row of every
   * dated policy table the plan uses (docs/decisions.md "Housing rules as dated tables").
   */
  purchaseDate: string;
  /**
   * no buyer has had a housing subsidy before: derived from {@link HousingPlanFields.buyerHadSubsidy} on every change
   * (true when every buyer said no, false when one said yes, else null); a change that sends only this field (the old
   * shape) answers it for every buyer (docs/decisions.md "Who is buying")
   */
  firstTimeBuyer: boolean | null;
  /** each buyer, one per buyer: has had a housing subsidy before (a subsidised HDB flat or a housing grant); null: not answered */
  buyerHadSubsidy: (boolean | null)[];
  /** each buyer, one per buyer: owns, or has owned in the last 30 months, private residential property; null: not answered */
  buyerOwnedPrivateProperty: (boolean | null)[];
  /** a family's marital status; null while not answered (a single household leaves it null) */
  maritalStatus: MaritalStatus | null;
  householdType: HouseholdType;
  noOfBuyers: number;
  /** each buyer's residency, one per buyer (the first is the main applicant) */
  buyerResidencies: Residency[];
  /** residential properties the household already owns, in Singapore or abroad (IRAS counts both for ABSD) */
  propertiesOwned: number;
  /**
   * each buyer's age in whole years on the purchase date, one per buyer, or empty while not answered: the youngest
   * sets how far the lease must last for CPF (to 95), the average the HDB loan's tenure (to 65)
   */
  buyerAges: number[];
  monthlyHouseholdIncome: Cents | null;
  cpfOABalance: Cents | null;
  cashSavings: Cents | null;
  estimatedFlatBudget: Cents | null;
  flatValueAtTimeOfPurchase: Cents | null;
  /** a resale flat's valuation by HDB (null while not known): stamp duty is on the higher of price and valuation */
  flatValuation: Cents | null;
  /**
   * new or resale; null while a custom plan's resident has not chosen (docs/decisions.md "Housing plan explains
   * itself": no silent default; the figures that depend on it wait for the choice). A recommended plan is NEW.
   */
  flatType: FlatType | null;
  /**
   * null while the resident has not chosen, as for `flatType` (docs/decisions.md "Housing rules completed"): the
   * option fee, the resale fees and the CPF Housing Grant wait for it. Stored plans keep theirs.
   */
  flatSize: FlatSize | null;
  /**
   * the flat's annual value for property tax (IRAS's estimate of a year's rent, on the owner's property tax bill),
   * cents; null while not entered: the property tax is then the resident's own estimate
   */
  flatAnnualValue: Cents | null;
  /** whole years left on the flat's lease at purchase; null: a new flat's 99 years, or not known yet for a resale flat */
  remainingLease: number | null;
  loanType: LoanType;
  upfrontPaymentInCash: Cents | null;
  /** at least one buyer has worked 12 months in a row and still works (the Enhanced CPF Housing Grant needs it) */
  workedTwelveMonths: boolean | null;
  /** living with, within 4 km of, or farther from parents or a child (the Proximity Housing Grant) */
  parentsProximity: ParentsProximity | null;
  /** parents or married children buy with the household (the CPF Housing Grant's higher income ceiling) */
  extendedFamily: boolean | null;
  /**
   * The grants are worked out from the answers above (docs/decisions.md "Housing grants worked out"); an amount
   * here is the resident's own, used instead ("entered by you"); null: worked out. A recommended plan keeps all
   * the grants the resident expects together in `cpfHousingGrant`.
   */
  cpfHousingGrant: Cents | null;
  enhancedCpfHousingGrant: Cents | null;
  proximityGrant: Cents | null;
  /** percent a year, e.g. 2.6 */
  interestRate: number;
  /** years */
  loanPeriod: number;
  cpfMonthlyInstalment: Cents | null;
  fees: Record<FeeItemName, FeeItem>;
}

export interface HousingPlan extends HousingPlanFields {
  id: string;
  lastUpdatedAt: string;
}

/** Spec 3 §3 and §9: a new plan's name, and the limits we hold plans to. */
export const DEFAULT_PLAN_NAME = 'My new housing plan';
export const MAX_PLAN_NAME_LENGTH = 40;
export const MAX_PLANS_PER_RESIDENT = 10;
export const MAX_BUYERS = 4;
/** A bound on the properties already owned: ABSD's rate is the same from the second one owned on. */
export const MAX_PROPERTIES_OWNED = 20;
export const MAX_INTEREST_RATE = 10;
/** HDB's buyers are at least 21; 99 only bounds a slip of the finger. */
export const MIN_BUYER_AGE = 21;
export const MAX_BUYER_AGE = 99;
/** HDB sells new flats on 99-year leases: a new flat's remaining lease when the plan does not say. */
export const NEW_FLAT_LEASE_YEARS = 99;
/** HDB loans run at most 25 years; bank loans for HDB flats at most 30. */
export const MAX_LOAN_YEARS: Readonly<Record<LoanType, number>> = { HDB: 25, BANK: 30 };

const fee = (amount: number, paymentMethod: PaymentMethod = 'CASH'): FeeItem => ({ amount: amount as Cents, paymentMethod });

/**
 * Spec 3 §9 "Housing defaults" (cents): interest 2.6 %, 25 years, option fee 50,000, survey 16,050, each escrow
 * fee 3,830, renovation 3,800,000, service and conservancy 3,100, the Home Protection Scheme estimate 17,920 a year
 * (the spec's "mortgage insurance"); household FAMILY, loan HDB, 1 buyer; the spec's TWO_ROOM is not assumed: the size
 * waits for the resident's choice (null), as new or resale does. New or resale is not
 * chosen (null) until the resident chooses: a recommended plan takes the spec's NEW ({@link applyPlanChange}). The stamp duties
 * and both legal fees start at 0: the summary works them out from the tables until the resident enters their own
 * (the spec's fixed conveyancing fee of 2,000 is replaced by HDB's scale: docs/decisions.md).
 * `purchaseDate` is the day the plan is made (the caller's clock, in Singapore), until the resident sets another;
 * one citizen buyer who owns no other home until they say otherwise.
 */
export function newPlanFields(purchaseDate: string): HousingPlanFields {
  return {
    isPlanCompleted: false,
    planType: 'CUSTOM',
    planStep: 'BASIC_AND_FINANCIAL_INFORMATION',
    planName: DEFAULT_PLAN_NAME,
    planColor: 'RED',
    purchaseDate,
    firstTimeBuyer: null,
    buyerHadSubsidy: [null],
    buyerOwnedPrivateProperty: [null],
    maritalStatus: null,
    householdType: 'FAMILY',
    noOfBuyers: 1,
    buyerResidencies: ['CITIZEN'],
    propertiesOwned: 0,
    buyerAges: [],
    monthlyHouseholdIncome: null,
    cpfOABalance: null,
    cashSavings: null,
    estimatedFlatBudget: null,
    flatValueAtTimeOfPurchase: null,
    flatValuation: null,
    flatType: null,
    flatSize: null,
    flatAnnualValue: null,
    remainingLease: null,
    loanType: 'HDB',
    upfrontPaymentInCash: null,
    workedTwelveMonths: null,
    parentsProximity: null,
    extendedFamily: null,
    cpfHousingGrant: null,
    enhancedCpfHousingGrant: null,
    proximityGrant: null,
    // HDB's concessionary rate on the purchase date (2.6 %, the spec's default too)
    interestRate: valueOn(HDB_CONCESSIONARY_RATE, purchaseDate).ratePercent,
    loanPeriod: 25,
    cpfMonthlyInstalment: null,
    fees: {
      buyerStampDuty: fee(0, 'CPF'),
      additionalBuyerStampDuty: fee(0, 'CPF'),
      optionFee: fee(50_000),
      purchaseLegalFee: fee(0, 'CPF'),
      loanLegalFee: fee(0, 'CPF'),
      propertyAgentCommission: fee(0),
      registrationFee: fee(0, 'CPF'),
      surveyFee: fee(16_050, 'CPF'),
      leaseInEscrowFee: fee(3_830, 'CPF'),
      mortgageInEscrowFee: fee(3_830, 'CPF'),
      stampDutyDeedFee: fee(0, 'CPF'),
      renovationCost: fee(3_800_000),
      serviceAndConservancyCharges: fee(3_100),
      annualPropertyTax: fee(0),
      homeProtectionPremium: fee(17_920, 'CPF'),
    },
  };
}

export type HousingPlanChange = Partial<Omit<HousingPlanFields, 'fees'>> & { fees?: Partial<Record<FeeItemName, FeeItem>> };

/** `fields` with `change` applied (fees merged item by item), trimmed, then checked by {@link checkPlanFields}. */
export function applyPlanChange(fields: HousingPlanFields, change: HousingPlanChange): HousingPlanFields {
  const { fees, ...rest } = change;
  const next: HousingPlanFields = { ...fields, ...rest, fees: { ...fields.fees, ...(fees ?? {}) } };
  next.planName = next.planName.trim();
  // The recommended plan asks no flat type: it keeps the spec's default, a new flat (spec 3 §9).
  if (next.planType === 'DEFAULT' && next.flatType === null) next.flatType = 'NEW';
  next.buyerResidencies = residenciesFor(next.buyerResidencies, next.noOfBuyers);
  // Fewer buyers keep the first ages; more buyers leave the list short until their ages are given.
  next.buyerAges = (next.buyerAges ?? []).slice(0, next.noOfBuyers);
  // The old shape: only the household's answer, which then stands for every buyer (docs/decisions.md "Who is buying").
  if (change.buyerHadSubsidy === undefined && change.firstTimeBuyer !== undefined) {
    next.buyerHadSubsidy = Array.from({ length: Math.max(1, next.noOfBuyers) }, () => (change.firstTimeBuyer === null || change.firstTimeBuyer === undefined ? null : !change.firstTimeBuyer));
  }
  next.buyerHadSubsidy = answersFor(next.buyerHadSubsidy, next.noOfBuyers);
  next.buyerOwnedPrivateProperty = answersFor(next.buyerOwnedPrivateProperty, next.noOfBuyers);
  next.firstTimeBuyer = firstTimeBuyerOf(next.buyerHadSubsidy);
  if (next.maritalStatus === undefined) next.maritalStatus = null;
  checkPlanFields(next);
  return next;
}

/**
 * The household is first-timers when no buyer has had a housing subsidy: true when every buyer said no, false once
 * one said yes, null while a buyer has not answered and none said yes.
 */
export function firstTimeBuyerOf(hadSubsidy: readonly (boolean | null)[]): boolean | null {
  if (hadSubsidy.some((answer) => answer === true)) return false;
  return hadSubsidy.length > 0 && hadSubsidy.every((answer) => answer === false) ? true : null;
}

/** One answer per buyer: a longer list is cut, a shorter one filled with "not answered" (null). */
function answersFor(answers: readonly (boolean | null)[] | undefined, buyers: number): (boolean | null)[] {
  const count = Number.isInteger(buyers) && buyers >= 1 && buyers <= MAX_BUYERS ? buyers : 1;
  return Array.from({ length: count }, (_, i) => (typeof answers?.[i] === 'boolean' ? answers[i]! : null));
}

/**
 * One residency per buyer: a list longer than the buyers is cut, a shorter one is filled with citizens (the step
 * page sends the buyers and their residencies together; this keeps a plan whole when only one of them changes).
 */
function residenciesFor(residencies: readonly Residency[] | undefined, buyers: number): Residency[] {
  const count = Number.isInteger(buyers) && buyers >= 1 && buyers <= MAX_BUYERS ? buyers : 1;
  return Array.from({ length: count }, (_, i) => residencies?.[i] ?? 'CITIZEN');
}

/**
 * The purchase dates a plan may use: a purchase planned ahead or looked back on. The bounds only catch a slip of
 * the finger; the tables cover every day (their first and last rows are open-ended).
 */
export const EARLIEST_PURCHASE_DATE = '1996-01-01';
export const LATEST_PURCHASE_DATE = '2099-12-31';

function refuse(field: string, message: string): never {
  throw new DomainError('HOUSING.INVALID_PLAN', message, 'validation', [{ field, message }]);
}

/**
 * The plan's business rules (spec 3 §5 "Housing plan" and ours): a name of 1 to 40 characters; 1 to 4 buyers (a
 * single household is bought by 1 to 4 singles, a family by 1 to 4 buyers); an interest rate from 0 to 10 % with up
 * to 2 decimals; a loan period of 1 year to the loan type's maximum; cash-only fees paid in cash; a real purchase
 * date; a residency per buyer; 0 to 20 properties already owned; new or resale, or not chosen yet (null) for a custom plan.
 */
export function checkPlanFields(fields: HousingPlanFields): void {
  if (fields.planName === '') refuse('planName', 'Please enter a value');
  if (fields.planName.length > MAX_PLAN_NAME_LENGTH) refuse('planName', `Must be at most ${MAX_PLAN_NAME_LENGTH} characters`);
  if (!Number.isInteger(fields.noOfBuyers) || fields.noOfBuyers < 1 || fields.noOfBuyers > MAX_BUYERS) refuse('noOfBuyers', `Choose 1 to ${MAX_BUYERS} buyers`);
  if (!LocalDate.isValid(fields.purchaseDate) || fields.purchaseDate < EARLIEST_PURCHASE_DATE || fields.purchaseDate > LATEST_PURCHASE_DATE) {
    refuse('purchaseDate', 'Enter a real date from 1996 to 2099, like 2026-11-26');
  }
  if (!Number.isInteger(fields.propertiesOwned) || fields.propertiesOwned < 0 || fields.propertiesOwned > MAX_PROPERTIES_OWNED) {
    refuse('propertiesOwned', `Enter a whole number from 0 to ${MAX_PROPERTIES_OWNED}`);
  }
  fields.buyerAges.forEach((age, i) => {
    if (!Number.isInteger(age) || age < MIN_BUYER_AGE || age > MAX_BUYER_AGE) refuse(`buyerAges.${i}`, `Enter an age from ${MIN_BUYER_AGE} to ${MAX_BUYER_AGE}, in whole years`);
  });
  if (fields.remainingLease !== null && (!Number.isInteger(fields.remainingLease) || fields.remainingLease < 0 || fields.remainingLease > NEW_FLAT_LEASE_YEARS)) {
    refuse('remainingLease', `Enter the whole years left on the lease, from 0 to ${NEW_FLAT_LEASE_YEARS}`);
  }
  fields.buyerResidencies.forEach((residency, i) => {
    if (!RESIDENCIES.includes(residency)) refuse(`buyerResidencies.${i}`, 'Choose citizen, permanent resident or foreigner');
  });
  // Decimals counted on the number's decimal text: in binary floating point 4.35 * 100 is 434.99999999999994.
  if (!(fields.interestRate >= 0 && fields.interestRate <= MAX_INTEREST_RATE) || decimalPlaces(dec(fields.interestRate)) > 2) {
    refuse('interestRate', `Enter a rate from 0 to ${MAX_INTEREST_RATE} %, with up to 2 decimals`);
  }
  const maxYears = MAX_LOAN_YEARS[fields.loanType];
  if (!Number.isInteger(fields.loanPeriod) || fields.loanPeriod < 1 || fields.loanPeriod > maxYears) {
    refuse('loanPeriod', `${fields.loanType === 'HDB' ? 'An HDB' : 'A bank'} loan runs 1 to ${maxYears} years`);
  }
  for (const name of CASH_ONLY_FEES) {
    if (fields.fees[name].paymentMethod !== 'CASH') refuse(`fees.${name}.paymentMethod`, 'This can only be paid in cash');
  }
  if (fields.parentsProximity !== null && !PARENTS_PROXIMITIES.includes(fields.parentsProximity)) refuse('parentsProximity', 'Choose living with, within 4 km, or farther');
  if (fields.maritalStatus !== null && !MARITAL_STATUSES.includes(fields.maritalStatus)) refuse('maritalStatus', 'Choose married, engaged or neither');
  if (fields.flatType !== null && !FLAT_TYPES.includes(fields.flatType)) refuse('flatType', CHOOSE_FLAT_TYPE);
  if (fields.planType === 'DEFAULT' && fields.flatType === null) refuse('flatType', CHOOSE_FLAT_TYPE);
  if (fields.flatSize !== null && !FLAT_SIZES.includes(fields.flatSize)) refuse('flatSize', CHOOSE_FLAT_SIZE);
  if (fields.flatAnnualValue !== null && !(Number.isInteger(fields.flatAnnualValue) && fields.flatAnnualValue >= 0)) refuse('flatAnnualValue', 'Enter the annual value in dollars and cents, 0 or more');
}

/** What a plan without a flat size is asked: the figures that depend on it wait for the choice. */
export const CHOOSE_FLAT_SIZE = 'Choose the flat size: the option fee, the resale fees and the CPF Housing Grant depend on it';

/** What a plan without a flat type is asked (the flat step cannot continue without it). */
export const CHOOSE_FLAT_TYPE = 'Choose a new flat or a resale flat: the grants, the fees and when you pay depend on it';

/**
 * Spec 3 §4: a duplicate is a custom copy named '… copy', in a random colour other than purple. A copy of a
 * recommended plan becomes a custom plan to fill in from its first step, with the recommended plan's answers.
 */
export function duplicatePlanFields(fields: HousingPlanFields, random: () => number): HousingPlanFields {
  const colours = PLAN_COLORS.filter((c) => c !== 'PURPLE');
  const name = `${fields.planName} copy`;
  return {
    ...fields,
    buyerResidencies: [...fields.buyerResidencies],
    buyerAges: [...fields.buyerAges],
    buyerHadSubsidy: [...fields.buyerHadSubsidy],
    buyerOwnedPrivateProperty: [...fields.buyerOwnedPrivateProperty],
    fees: { ...fields.fees },
    ...(fields.planType === 'DEFAULT' ? { isPlanCompleted: false, planStep: PLAN_STEPS[0] } : {}),
    planType: 'CUSTOM',
    planName: name.length > MAX_PLAN_NAME_LENGTH ? `${fields.planName.slice(0, MAX_PLAN_NAME_LENGTH - 5).trimEnd()} copy` : name,
    planColor: colours[Math.min(colours.length - 1, Math.floor(random() * colours.length))]!,
  };
}
