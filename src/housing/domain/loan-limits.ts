/**
 * How much a household may borrow for an HDB flat and for how long, by the rules in force on the purchase date
 * (docs/decisions.md "Housing loans and CPF limits"): the loan-to-value limit, the longest tenure, the income limit
 * (the mortgage servicing ratio, and for bank loans the total debt servicing ratio) sized at the eligibility rate.
 * Pure functions of cents, years and an ISO day.
 */
import { dec, ROUND_DOWN } from '../../shared-kernel/decimal.js';
import { roundToCents, type Cents } from '../../shared-kernel/money.js';
import { instalmentPerCent, monthlyInstalment } from './housing-costs.js';
import type { LoanType } from './housing-plan.js';
import { BANK_LOAN_TO_VALUE } from './policy/bank-loan-to-value.js';
import { rowOn, valueOn, type PolicySource } from './policy/dated-table.js';
import { HDB_ELIGIBILITY_RATE_FLOOR } from './policy/hdb-eligibility-rate-floor.js';
import { HDB_CONCESSIONARY_RATE } from './policy/hdb-interest-rate.js';
import { HDB_LOAN_LEASE_PRORATION } from './policy/hdb-loan-lease-proration.js';
import { HDB_LOAN_TENURE } from './policy/hdb-loan-tenure.js';
import { HDB_LOAN_TO_VALUE } from './policy/hdb-loan-to-value.js';
import { MORTGAGE_SERVICING_RATIO } from './policy/mortgage-servicing-ratio.js';
import { TOTAL_DEBT_SERVICING_RATIO } from './policy/total-debt-servicing-ratio.js';

/** The share of the lower of price and valuation the loan may cover, and its source. */
export function loanToValue(loanType: LoanType, day: string): { percent: number; source: PolicySource } {
  const row = loanType === 'HDB' ? rowOn(HDB_LOAN_TO_VALUE, day) : rowOn(BANK_LOAN_TO_VALUE, day);
  return { percent: row.value.maxLoanPercent, source: row.source };
}

/** The least share of the price a bank loan needs paid in cash (none for an HDB loan). */
export function minimumCashPercent(loanType: LoanType, day: string): number {
  return loanType === 'BANK' ? valueOn(BANK_LOAN_TO_VALUE, day).minCashPercent : 0;
}

/** Who the flat's lease has to last, for an HDB loan's pro-ration: the youngest buyer's age and the years of lease left. */
export interface LeaseCover {
  youngestAge: number | null;
  remainingLease: number | null;
}

/**
 * How an HDB loan's loan-to-value limit is cut when the lease does not last the youngest buyer to 95 (HDB, from 10
 * May 2019; docs/decisions.md "Housing rules completed"): `leaseYears` of the `yearsToAge` the lease should cover,
 * or no loan at 20 years of lease or less. Null when nothing is cut: a bank loan, a purchase before the rule, an
 * unknown age or lease, or a lease that lasts to 95.
 */
export interface HdbLoanLeaseProration {
  /** the years of lease left */
  leaseYears: number;
  /** 95 less the youngest buyer's age */
  yearsToAge: number;
  coverToAge: number;
  /** no loan at all: the lease is at or below HDB's least */
  noLoan: boolean;
  /** HDB's least lease for a loan (20 years: none at or below it) */
  minimumLeaseYears: number;
  source: PolicySource;
}

export function hdbLoanLeaseProration(loanType: LoanType, day: string, cover: LeaseCover | undefined): HdbLoanLeaseProration | null {
  if (loanType !== 'HDB' || !cover || cover.remainingLease === null) return null;
  const row = rowOn(HDB_LOAN_LEASE_PRORATION, day);
  const rule = row.value;
  if (!rule) return null;
  const base = { leaseYears: cover.remainingLease, coverToAge: rule.coverToAge, minimumLeaseYears: rule.noLoanAtOrBelowLeaseYears, source: row.source };
  if (cover.remainingLease <= rule.noLoanAtOrBelowLeaseYears) return { ...base, yearsToAge: cover.youngestAge === null ? 0 : rule.coverToAge - cover.youngestAge, noLoan: true };
  if (cover.youngestAge === null) return null;
  const yearsToAge = rule.coverToAge - cover.youngestAge;
  if (cover.remainingLease >= yearsToAge) return null;
  return { ...base, yearsToAge, noLoan: false };
}

/**
 * The largest loan the loan-to-value limit allows on `value` (the lower of price and valuation), rounded down to
 * the cent: a limit is never exceeded by rounding. 500,000 dollars, HDB, 2024-08-20 -> 375,000 dollars. An HDB loan
 * on a lease that does not last the youngest buyer to 95 gets lease / (95 - age) of it: a 35-year-old, 50 years of
 * lease, 500,000 dollars -> 75 % x 50 / 60 = 312,500 dollars ({@link hdbLoanLeaseProration}).
 */
export function maxLoanByLtv(loanType: LoanType, value: Cents, day: string, cover?: LeaseCover): Cents {
  if (value <= 0) return 0 as Cents;
  const proration = hdbLoanLeaseProration(loanType, day, cover);
  if (proration?.noLoan) return 0 as Cents;
  const limit = dec(value).times(dec(loanToValue(loanType, day).percent)).div(dec(100));
  const prorated = proration ? limit.times(dec(proration.leaseYears)).div(dec(proration.yearsToAge)) : limit;
  return Number(prorated.round(0, ROUND_DOWN).toString()) as Cents;
}

/** HDB's average age of the buyers in whole years: rounded up (the shorter, safer tenure; marked to confirm). */
export function averageAge(ages: readonly number[]): number | null {
  if (ages.length === 0) return null;
  return Math.ceil(ages.reduce((a, b) => a + b, 0) / ages.length);
}

export type TenureLimit = 'MAXIMUM' | 'AGE' | 'LEASE';

export interface MaxTenure {
  years: number;
  /** which of the three limits is the shortest (the first in this order when two are equal) */
  limitedBy: TenureLimit;
}

/**
 * The longest HDB loan: the shortest of 25 years, 65 less the buyers' average age ({@link averageAge}) and the
 * remaining lease less 20 years, never below 0. An unknown age or lease leaves its limit out.
 * Average age 45 -> 20 years (AGE); lease 40 -> 20 years (LEASE); age 30, lease 99 -> 25 (MAXIMUM).
 */
export function maxHdbTenure(day: string, averageAgeYears: number | null, remainingLease: number | null): MaxTenure {
  const rule = valueOn(HDB_LOAN_TENURE, day);
  let best: MaxTenure = { years: rule.maxYears, limitedBy: 'MAXIMUM' };
  if (averageAgeYears !== null && rule.untilAverageAge - averageAgeYears < best.years) best = { years: rule.untilAverageAge - averageAgeYears, limitedBy: 'AGE' };
  if (remainingLease !== null && remainingLease - rule.leaseBufferYears < best.years) best = { years: remainingLease - rule.leaseBufferYears, limitedBy: 'LEASE' };
  return { ...best, years: Math.max(0, best.years) };
}

/**
 * The rate a loan is sized at: for an HDB loan the higher of HDB's floor (3.0 % from 30 Sep 2022) and the loan's
 * rate; for a bank loan the higher of MAS's medium-term rate floor (4 % from 30 Sep 2022) and the loan's rate.
 */
export function eligibilityRate(loanType: LoanType, planRatePercent: number, day: string): number {
  const floor = loanType === 'HDB' ? valueOn(HDB_ELIGIBILITY_RATE_FLOOR, day).floorPercent : valueOn(TOTAL_DEBT_SERVICING_RATIO, day).rateFloorPercent;
  return floor === null ? planRatePercent : Math.max(floor, planRatePercent);
}

/**
 * The rate a loan is worked out at until the resident enters their own (docs/decisions.md "One housing engine"): an
 * HDB loan at HDB's concessionary rate (2.6 %); a bank loan at MAS's medium-term rate (4 % from 30 Sep 2022, 3.5 %
 * before), the rate banks must assess a housing loan at. Banks quote their own, changing rates and we keep no table
 * of them: the medium-term rate is a dated, published figure and a cautious one, so the page shows it as our
 * assumption, with its source, beside a field for the resident's own estimate.
 */
export function defaultLoanRate(loanType: LoanType, day: string): { ratePercent: number; source: PolicySource; words: string } {
  if (loanType === 'HDB') {
    const row = rowOn(HDB_CONCESSIONARY_RATE, day);
    return { ratePercent: row.value.ratePercent, source: row.source, words: "HDB's concessionary rate" };
  }
  const row = rowOn(TOTAL_DEBT_SERVICING_RATIO, day);
  return { ratePercent: row.value.rateFloorPercent, source: row.source, words: "our assumption: MAS's medium-term rate, the rate banks must assess a loan at" };
}

/** The mortgage servicing ratio's cap (every HDB flat, whichever the lender) in force on `day`. */
export const msrLimitPercent = (day: string): number => valueOn(MORTGAGE_SERVICING_RATIO, day).maxPercent;
/** The total debt servicing ratio's cap (bank loans) in force on `day`. */
export const tdsrLimitPercent = (day: string): number => valueOn(TOTAL_DEBT_SERVICING_RATIO, day).maxPercent;

/**
 * Whether `instalment` is at most `maxPercent` of `income`, compared exactly (instalment x 100 <= income x percent),
 * never on a rounded ratio: 1,201.60 on 4,000 (30.04 %) is over 30 %. No income: not within.
 */
export function withinServicingLimit(instalment: Cents, income: Cents, maxPercent: number): boolean {
  if (income <= 0) return instalment <= 0;
  return dec(instalment).times(dec(100)).lte(dec(income).times(dec(maxPercent)));
}

/** The most a month's instalment may be under a ratio: `maxPercent` of the income, rounded down to the cent. */
export function maxInstalment(income: Cents, maxPercent: number): Cents {
  if (income <= 0) return 0 as Cents;
  return Number(dec(income).times(dec(maxPercent)).div(dec(100)).round(0, ROUND_DOWN).toString()) as Cents;
}

/**
 * The largest loan whose instalment is at most `instalment` (the annuity's present value), to the cent. The
 * instalment only grows with the loan, so a binary search from an estimate scaled from a million dollars' instalment
 * finds it in some 40 steps whatever the amount (stepping cent by cent from the estimate took billions of steps on
 * the largest incomes).
 */
export function loanForInstalment(instalment: Cents, ratePercent: number, years: number): Cents {
  if (instalment <= 0 || years <= 0) return 0 as Cents;
  const fits = (loan: number) => monthlyInstalment(loan as Cents, ratePercent, years) <= instalment;
  // The search multiplies by a one-cent loan's instalment; the instalment as the plan shows it decides the last cents.
  const perCent = instalmentPerCent(ratePercent, years);
  const roughlyFits = (loan: number) => roundToCents(dec(loan).times(perCent)) <= instalment;
  const estimate = Number(dec(instalment).div(perCent).round(0, ROUND_DOWN).toString());
  // Bounds around the estimate, widened until the lower fits and the upper does not.
  let low = Math.floor(estimate * 0.999);
  let high = Math.ceil(estimate * 1.001) + 100;
  while (low > 0 && !roughlyFits(low)) low = Math.floor(low / 2);
  while (roughlyFits(high)) high *= 2;
  while (high - low > 1) {
    const mid = Math.floor((low + high) / 2);
    if (roughlyFits(mid)) low = mid;
    else high = mid;
  }
  while (low > 0 && !fits(low)) low -= 1;
  while (fits(low + 1)) low += 1;
  return low as Cents;
}

export interface IncomeLimit {
  /** the largest loan the income allows */
  maxLoan: Cents;
  /** the rate it is sized at ({@link eligibilityRate}) */
  rate: number;
  /** the ratio that binds: the MSR (30 %) for every HDB flat; a bank loan's TDSR (55 %) only binds with other debts, which the plan does not know */
  ratio: 'MSR' | 'TDSR';
  maxPercent: number;
}

/**
 * The loan whose instalment at the eligibility rate over `years` is the most the income allows: S$4,000 a month,
 * HDB, 25 years, from 30 Sep 2022 -> S$253,052 (sized at 3.0 %; S$264,509 at the plan's 2.6 %).
 */
export function maxLoanByIncome(income: Cents, loanType: LoanType, planRatePercent: number, years: number, day: string): IncomeLimit {
  const rate = eligibilityRate(loanType, planRatePercent, day);
  const msr = msrLimitPercent(day);
  const tdsr = tdsrLimitPercent(day);
  const ratio = loanType === 'BANK' && tdsr < msr ? 'TDSR' : 'MSR';
  const maxPercent = ratio === 'TDSR' ? tdsr : msr;
  return { maxLoan: loanForInstalment(maxInstalment(income, maxPercent), rate, years), rate, ratio, maxPercent };
}

/** The table rows the loan limits of a plan read on `day`, for the summary's list of sources. */
export function loanRuleSources(loanType: LoanType, day: string, cover?: LeaseCover): PolicySource[] {
  const proration = hdbLoanLeaseProration(loanType, day, cover);
  return [
    loanToValue(loanType, day).source,
    ...(proration ? [proration.source] : []),
    loanType === 'HDB' ? rowOn(HDB_ELIGIBILITY_RATE_FLOOR, day).source : rowOn(TOTAL_DEBT_SERVICING_RATIO, day).source,
    rowOn(MORTGAGE_SERVICING_RATIO, day).source,
    ...(loanType === 'HDB' ? [rowOn(HDB_LOAN_TENURE, day).source] : []),
  ];
}
