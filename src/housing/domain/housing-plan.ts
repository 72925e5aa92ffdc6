/**
 * A housing purchase plan (spec 3 §3 "Housing plan", §4 "Housing plan lifecycle", §9 "Housing defaults"): what the
 * resident tells us about the household, the flat, the upfront payment and the loan, and every fee with how it is
 * paid. Amounts are SGD cents; the interest rate is a percentage a year; the loan period is in years.
 */
import { dec } from '../../shared-kernel/decimal.js';
import { DomainError } from '../../shared-kernel/errors.js';
import { decimalPlaces } from '../../shared-kernel/validation/values.js';
import type { Cents } from '../../shared-kernel/money.js';

export const PLAN_TYPES = ['DEFAULT', 'CUSTOM'] as const;
/** The custom plan's 5 steps, in order (spec 3 §2). */
export const PLAN_STEPS = ['BASIC_AND_FINANCIAL_INFORMATION', 'FLAT_AND_BUDGET_INFORMATION', 'UPFRONT_PAYMENT_AND_LOAN', 'ONE_TIME_PAYMENTS', 'RECURRING_PAYMENTS'] as const;
export const PLAN_COLORS = ['RED', 'YELLOW', 'ORANGE', 'GREEN', 'TEAL', 'BLUE', 'PURPLE', 'PINK'] as const;
export const HOUSEHOLD_TYPES = ['FAMILY', 'SINGLE'] as const;
export const FLAT_TYPES = ['NEW', 'RESALE'] as const;
export const FLAT_SIZES = ['TWO_ROOM', 'THREE_ROOM', 'FOUR_ROOM', 'FIVE_ROOM', 'EXECUTIVE'] as const;
export const LOAN_TYPES = ['HDB', 'BANK'] as const;
export const PAYMENT_METHODS = ['CASH', 'CPF'] as const;

export const FEE_ITEMS = [
  'buyerStampDuty',
  'optionFee',
  'conveyancingFee',
  'propertyAgentCommission',
  'registrationFee',
  'surveyFee',
  'leaseInEscrowFee',
  'mortgageInEscrowFee',
  'stampDutyDeedFee',
  'renovationCost',
  'serviceAndConservancyCharges',
  'annualPropertyTax',
  'mortgageInsurancePremiums',
] as const;
export type FeeItemName = (typeof FEE_ITEMS)[number];

/** Fees that can only be paid in cash (CPF cannot be used for them). */
export const CASH_ONLY_FEES: readonly FeeItemName[] = ['optionFee', 'propertyAgentCommission', 'renovationCost', 'serviceAndConservancyCharges', 'annualPropertyTax'];
/** Paid every month and every year; every other fee is paid once. */
export const MONTHLY_FEES: readonly FeeItemName[] = ['serviceAndConservancyCharges'];
export const ANNUAL_FEES: readonly FeeItemName[] = ['annualPropertyTax', 'mortgageInsurancePremiums'];

export type PlanType = (typeof PLAN_TYPES)[number];
export type PlanStep = (typeof PLAN_STEPS)[number];
export type PlanColor = (typeof PLAN_COLORS)[number];
export type HouseholdType = (typeof HOUSEHOLD_TYPES)[number];
export type FlatType = (typeof FLAT_TYPES)[number];
export type FlatSize = (typeof FLAT_SIZES)[number];
export type LoanType = (typeof LOAN_TYPES)[number];
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

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
  firstTimeBuyer: boolean | null;
  householdType: HouseholdType;
  noOfBuyers: number;
  monthlyHouseholdIncome: Cents | null;
  cpfOABalance: Cents | null;
  cashSavings: Cents | null;
  estimatedFlatBudget: Cents | null;
  flatValueAtTimeOfPurchase: Cents | null;
  flatType: FlatType;
  flatSize: FlatSize;
  loanType: LoanType;
  upfrontPaymentInCash: Cents | null;
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
export const MAX_INTEREST_RATE = 10;
/** HDB loans run at most 25 years; bank loans for HDB flats at most 30. */
export const MAX_LOAN_YEARS: Readonly<Record<LoanType, number>> = { HDB: 25, BANK: 30 };

const fee = (amount: number, paymentMethod: PaymentMethod = 'CASH'): FeeItem => ({ amount: amount as Cents, paymentMethod });

/**
 * Spec 3 §9 "Housing defaults" (cents): interest 2.6 %, 25 years, option fee 50,000, conveyancing 2,000, survey
 * 16,050, each escrow fee 3,830, renovation 3,800,000, service and conservancy 3,100, mortgage insurance 17,920;
 * household FAMILY, flat NEW and TWO_ROOM, loan HDB, 1 buyer. The stamp duty starts at 0: the summary works it out
 * from the flat's value until the resident enters their own.
 */
export function newPlanFields(): HousingPlanFields {
  return {
    isPlanCompleted: false,
    planType: 'CUSTOM',
    planStep: 'BASIC_AND_FINANCIAL_INFORMATION',
    planName: DEFAULT_PLAN_NAME,
    planColor: 'RED',
    firstTimeBuyer: null,
    householdType: 'FAMILY',
    noOfBuyers: 1,
    monthlyHouseholdIncome: null,
    cpfOABalance: null,
    cashSavings: null,
    estimatedFlatBudget: null,
    flatValueAtTimeOfPurchase: null,
    flatType: 'NEW',
    flatSize: 'TWO_ROOM',
    loanType: 'HDB',
    upfrontPaymentInCash: null,
    cpfHousingGrant: null,
    enhancedCpfHousingGrant: null,
    proximityGrant: null,
    interestRate: 2.6,
    loanPeriod: 25,
    cpfMonthlyInstalment: null,
    fees: {
      buyerStampDuty: fee(0, 'CPF'),
      optionFee: fee(50_000),
      conveyancingFee: fee(2_000, 'CPF'),
      propertyAgentCommission: fee(0),
      registrationFee: fee(0, 'CPF'),
      surveyFee: fee(16_050, 'CPF'),
      leaseInEscrowFee: fee(3_830, 'CPF'),
      mortgageInEscrowFee: fee(3_830, 'CPF'),
      stampDutyDeedFee: fee(0, 'CPF'),
      renovationCost: fee(3_800_000),
      serviceAndConservancyCharges: fee(3_100),
      annualPropertyTax: fee(0),
      mortgageInsurancePremiums: fee(17_920, 'CPF'),
    },
  };
}

export type HousingPlanChange = Partial<Omit<HousingPlanFields, 'fees'>> & { fees?: Partial<Record<FeeItemName, FeeItem>> };

/** `fields` with `change` applied (fees merged item by item), trimmed, then checked by {@link checkPlanFields}. */
export function applyPlanChange(fields: HousingPlanFields, change: HousingPlanChange): HousingPlanFields {
  const { fees, ...rest } = change;
  const next: HousingPlanFields = { ...fields, ...rest, fees: { ...fields.fees, ...(fees ?? {}) } };
  next.planName = next.planName.trim();
  checkPlanFields(next);
  return next;
}

function refuse(field: string, message: string): never {
  throw new DomainError('HOUSING.INVALID_PLAN', message, 'validation', [{ field, message }]);
}

/**
 * The plan's business rules (spec 3 §5 "Housing plan" and ours): a name of 1 to 40 characters; 1 to 4 buyers (a
 * single household is bought by 1 to 4 singles, a family by 1 to 4 buyers); an interest rate from 0 to 10 % with up
 * to 2 decimals; a loan period of 1 year to the loan type's maximum; cash-only fees paid in cash.
 */
export function checkPlanFields(fields: HousingPlanFields): void {
  if (fields.planName === '') refuse('planName', 'Please enter a value');
  if (fields.planName.length > MAX_PLAN_NAME_LENGTH) refuse('planName', `Must be at most ${MAX_PLAN_NAME_LENGTH} characters`);
  if (!Number.isInteger(fields.noOfBuyers) || fields.noOfBuyers < 1 || fields.noOfBuyers > MAX_BUYERS) refuse('noOfBuyers', `Choose 1 to ${MAX_BUYERS} buyers`);
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
}

/**
 * Spec 3 §4: a duplicate is a custom copy named '… copy', in a random colour other than purple. A copy of a
 * recommended plan becomes a custom plan to fill in from its first step, with the recommended plan's answers.
 */
export function duplicatePlanFields(fields: HousingPlanFields, random: () => number): HousingPlanFields {
  const colours = PLAN_COLORS.filter((c) => c !== 'PURPLE');
  const name = `${fields.planName} copy`;
  return {
    ...fields,
    fees: { ...fields.fees },
    ...(fields.planType === 'DEFAULT' ? { isPlanCompleted: false, planStep: PLAN_STEPS[0] } : {}),
    planType: 'CUSTOM',
    planName: name.length > MAX_PLAN_NAME_LENGTH ? `${fields.planName.slice(0, MAX_PLAN_NAME_LENGTH - 5).trimEnd()} copy` : name,
    planColor: colours[Math.min(colours.length - 1, Math.floor(random() * colours.length))]!,
  };
}
