/**
 * The housing plan's calculations (spec 3 §3 "Calculated results", §5 tiers, §9 constants), as pure functions of
 * cents. Every amount is rounded to whole cents, half up, once, at the end of its own formula.
 */
import { dec, ROUND_HALF_UP, ROUND_UP } from '../../shared-kernel/decimal.js';
import { roundToCents, sumCents, type Cents } from '../../shared-kernel/money.js';

interface Tier {
  /** the tier covers amounts up to this (cents); Infinity for the last */
  upTo: number;
  /** percent charged on the part of the amount inside the tier */
  percent: string;
}

/** Spec 3 §5: 1 % up to 18,000,000; 2 % up to 36,000,000; 3 % up to 100,000,000; 4 % beyond (cents). */
export const STAMP_DUTY_TIERS: readonly Tier[] = [
  { upTo: 18_000_000, percent: '1' },
  { upTo: 36_000_000, percent: '2' },
  { upTo: 100_000_000, percent: '3' },
  { upTo: Infinity, percent: '4' },
];

/** Spec 3 §5: on the loan rounded up to 100,000 cents, 0.09 % up to 3,000,000; 0.072 % up to 6,000,000; then 0.06 %. */
export const MORTGAGE_INSURANCE_TIERS: readonly Tier[] = [
  { upTo: 3_000_000, percent: '0.09' },
  { upTo: 6_000_000, percent: '0.072' },
  { upTo: Infinity, percent: '0.06' },
];
export const MORTGAGE_INSURANCE_ROUNDING = 100_000;

/** Spec 3 §9: the HDB application fee and the fire insurance premium (cents). */
export const APPLICATION_FEE = 1_000 as Cents;
export const FIRE_INSURANCE_PREMIUM = 271 as Cents;
/** The share of the flat's value a loan may cover (75 % for HDB and bank loans alike), and a bank loan's cash part. */
export const LOAN_TO_VALUE_PERCENT = 75;
export const BANK_LOAN_MIN_CASH_PERCENT = 5;
/** HDB's mortgage servicing ratio cap: the instalment at most 30 % of the gross monthly household income. */
export const MSR_LIMIT_PERCENT = 30;

/** Marginal tiers: each tier's percent on the part of `amount` that falls inside it. */
function tiered(amount: Cents, tiers: readonly Tier[]): Cents {
  let total = dec(0);
  let lower = 0;
  for (const tier of tiers) {
    if (amount <= lower) break;
    const inTier = Math.min(amount, tier.upTo) - lower;
    total = total.plus(dec(inTier).times(dec(tier.percent)).div(dec(100)));
    lower = tier.upTo;
  }
  return roundToCents(total);
}

/** Buyer's stamp duty on the flat's value (spec tiers). 180,000 dollars -> 1,800; 500,000 dollars -> 9,600. */
export function buyerStampDuty(value: Cents): Cents {
  return tiered(value, STAMP_DUTY_TIERS);
}

/** The mortgage insurance premium a year for a loan: the loan rounded up to 1,000 dollars, then the tiers. */
export function mortgageInsurancePremium(loan: Cents): Cents {
  if (loan <= 0) return 0 as Cents;
  const rounded = Number(dec(loan).div(dec(MORTGAGE_INSURANCE_ROUNDING)).round(0, ROUND_UP).times(dec(MORTGAGE_INSURANCE_ROUNDING)).toString()) as Cents;
  return tiered(rounded, MORTGAGE_INSURANCE_TIERS);
}

/**
 * The monthly instalment of a loan repaid in equal monthly amounts (an annuity): P r / (1 - (1 + r)^-n), r the
 * yearly rate / 12, n the months; P / n without interest. Rounded to the cent.
 */
export function monthlyInstalment(loan: Cents, ratePercent: number, years: number): Cents {
  if (loan <= 0 || years <= 0) return 0 as Cents;
  const months = years * 12;
  if (ratePercent === 0) return roundToCents(dec(loan).div(dec(months)));
  const r = dec(ratePercent).div(dec(1200));
  const growth = powerRounded(dec(1).plus(r), months);
  return roundToCents(dec(loan).times(r).times(growth).div(growth.minus(dec(1))));
}

/**
 * `base` to the power `n` by squaring, rounded to 30 decimal places at each step: big.js's own pow keeps every digit,
 * and (1 + r)^360 then runs to thousands of digits (tens of milliseconds a plan). 30 places keep the instalment exact
 * to the cent for any loan the plan allows.
 */
function powerRounded(base: ReturnType<typeof dec>, n: number): ReturnType<typeof dec> {
  let result = dec(1);
  let square = base;
  for (let k = n; k > 0; k = Math.floor(k / 2)) {
    if (k % 2 === 1) result = result.times(square).round(30, ROUND_HALF_UP);
    square = square.times(square).round(30, ROUND_HALF_UP);
  }
  return result;
}

/** What all the instalments add up to, and how much of that is interest. */
export function loanTotals(loan: Cents, instalment: Cents, years: number): { totalLoanPayment: Cents; totalInterest: Cents } {
  const totalLoanPayment = roundToCents(dec(instalment).times(dec(years * 12)));
  return { totalLoanPayment, totalInterest: Math.max(0, totalLoanPayment - loan) as Cents };
}

/** `part` as a percentage of `whole` to 1 decimal; null when the whole is 0. */
export function percentage(part: number, whole: number): number | null {
  if (whole <= 0) return null;
  return Number(dec(part).times(dec(100)).div(dec(whole)).round(1, ROUND_HALF_UP).toString());
}

export const addCents = (...amounts: Array<Cents | null | undefined>): Cents => sumCents(amounts.map((a) => (a ?? 0) as Cents));
