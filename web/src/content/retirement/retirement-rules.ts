/**
 * The retirement guide's figures (spec 3 §2 "Retirement guide", §9 "Retirement content facts"): the facts it quotes,
 * and its two estimates of what retirement costs, checked against the spec's worked example (4,500 a month,
 * retiring at 65 for 19 years, 1.3 % inflation, 1,800 expenses: 513,000 to 718,200, and 462,100).
 */
import { dec, ROUND_HALF_UP } from '../../../../src/shared-kernel/decimal.js';
import {
  INCOME_REPLACEMENT_PERCENT,
  CPF_LIFE,
  MATCHED_RETIREMENT_SAVINGS,
  PLANNED_AGES,
  RE_EMPLOYMENT_AGE,
  RETIREMENT_SUMS,
  STATUTORY_RETIREMENT_AGE,
  retirementRowOn,
  statutoryRetirementAgeIn,
  type MatchedSavings,
  type RetirementRow,
  type RetirementSums,
} from '../../../../src/shared-kernel/retirement-figures.js';
import { messages } from '../../shared/validation';

export const RETIREMENT_FACTS = {
  incomeReplacementLowPercent: INCOME_REPLACEMENT_PERCENT.low,
  incomeReplacementHighPercent: INCOME_REPLACEMENT_PERCENT.high,
  cashTopUpTaxReliefPerYear: 8_000,
  srsMaxContributionPerYear: 15_300,
  personalTaxReliefCap: 80_000,
  srsInterestPercent: 0.05,
  srsTaxableBeforeRetirementPercent: 100,
  srsTaxableFromRetirementPercent: 50,
  cashBonusUpTo: 30_000,
  saveLowPercent: 10,
  saveHighPercent: 20,
  lifeCoverLowTimesIncome: 9,
  lifeCoverHighTimesIncome: 10,
  emergencyFundLowMonths: 3,
  emergencyFundHighMonths: 6,
} as const;

/** The worked example's assumptions, also the calculator's starting values. */
export const RETIREMENT_DEFAULTS = { retirementAge: 65, yearsInRetirement: 19, inflationPercent: 1.3 } as const;

/** Estimates are shown to the nearest hundred dollars: they are estimates, not quotes. */
const toNearestHundred = (value: ReturnType<typeof dec>): number => Number(value.div(dec(100)).round(0, ROUND_HALF_UP).times(dec(100)).toString());

/** What the income-replacement rule of thumb (50 % to 70 % of today's monthly income) adds up to over the years. */
export function needsFromIncome(monthlyIncome: number, years: number): { low: number; high: number } {
  const yearly = dec(monthlyIncome).times(dec(12)).times(dec(years));
  return {
    low: toNearestHundred(yearly.times(dec(RETIREMENT_FACTS.incomeReplacementLowPercent)).div(dec(100))),
    high: toNearestHundred(yearly.times(dec(RETIREMENT_FACTS.incomeReplacementHighPercent)).div(dec(100))),
  };
}

/**
 * Today's monthly expenses carried through retirement with prices rising by `inflationPercent` a year: the sum of
 * 12 months of expenses in each year, each year `(1 + inflation)` times the one before.
 */
export function needsFromExpenses(monthlyExpenses: number, years: number, inflationPercent: number): number {
  const growth = dec(1).plus(dec(inflationPercent).div(dec(100)));
  let yearly = dec(monthlyExpenses).times(dec(12));
  let total = dec(0);
  for (let year = 0; year < years; year += 1) {
    total = total.plus(yearly);
    yearly = yearly.times(growth);
  }
  return toNearestHundred(total);
}

/** The statutory retirement age at the end of `year` (MOM's dated ages: 63 from July 2022, 64 from July 2026, 65 by 2030). */
export const statutoryRetirementAge = statutoryRetirementAgeIn;

export interface RetirementFiguresToday {
  retirementAge: RetirementRow<number>;
  reEmploymentAge: RetirementRow<number>;
  planned: typeof PLANNED_AGES;
  matchedSavings: RetirementRow<MatchedSavings>;
  sums: RetirementRow<RetirementSums>;
  cpfLife: RetirementRow<{ payoutEligibilityAge: number; autoInclusionThreshold: number }>;
}

/** The guide's dated figures in force on `day` ('YYYY-MM-DD', Singapore's today): the rows, with their sources. */
export function retirementFiguresOn(day: string): RetirementFiguresToday {
  return {
    retirementAge: retirementRowOn(STATUTORY_RETIREMENT_AGE, day),
    reEmploymentAge: retirementRowOn(RE_EMPLOYMENT_AGE, day),
    planned: PLANNED_AGES,
    matchedSavings: retirementRowOn(MATCHED_RETIREMENT_SAVINGS, day),
    sums: retirementRowOn(RETIREMENT_SUMS, day),
    cpfLife: retirementRowOn(CPF_LIFE, day),
  };
}

export interface CalculatorPrompts {
  /** what the "from your income" line says instead of a figure, or null when it shows one */
  income: string | null;
  /** what the "from your expenses" line says instead of a figure, or null when it shows one */
  expenses: string | null;
}

/**
 * What each estimate line asks for while it cannot show a figure. The years in retirement feed both estimates,
 * so a wrong number of years is named first (never "Enter your monthly income" beside a filled-in income).
 */
export function calculatorPrompts(fields: { income: string; expenses: string; years: string; inflation: string }): CalculatorPrompts {
  const yearsError = validateYears(fields.years);
  const yearsPrompt = yearsError === null ? null : 'Enter the years in retirement, a whole number from 1 to 50';
  const income = yearsPrompt ?? (validateMonthlyDollars(fields.income) === null ? null : fields.income.trim() === '' ? 'Enter your monthly income' : 'Check your monthly income');
  const expenses =
    yearsPrompt ??
    (validateMonthlyDollars(fields.expenses) !== null
      ? fields.expenses.trim() === ''
        ? 'Enter your expected monthly expenses'
        : 'Check your expected monthly expenses'
      : validateInflation(fields.inflation) !== null
        ? 'Enter the inflation a year, from 0 to 10 %'
        : null);
  return { income, expenses };
}

const WHOLE_DOLLARS = /^\d{1,3}(,\d{3})*$|^\d+$/;

/** A dollar amount as typed ('4,500'): whole dollars, more than 0, at most 1,000,000 a month. Null when valid. */
export function validateMonthlyDollars(text: string): string | null {
  const trimmed = text.trim();
  if (trimmed === '') return messages.required;
  if (!WHOLE_DOLLARS.test(trimmed)) return 'Enter whole dollars, for example 4,500';
  const value = Number(trimmed.replace(/,/g, ''));
  if (value <= 0) return messages.minExclusive('0');
  if (value > 1_000_000) return messages.maxInclusive('1,000,000');
  return null;
}

export const parseDollars = (text: string): number => Number(text.trim().replace(/,/g, ''));

/** Years in retirement: a whole number from 1 to 50. */
export function validateYears(text: string): string | null {
  const trimmed = text.trim();
  if (trimmed === '') return messages.required;
  if (!/^\d+$/.test(trimmed)) return 'Enter a whole number of years';
  const value = Number(trimmed);
  if (value < 1) return messages.minInclusive('1');
  if (value > 50) return messages.maxInclusive('50');
  return null;
}

/** Inflation a year in percent: 0 to 10, up to 2 decimals. */
export function validateInflation(text: string): string | null {
  const trimmed = text.trim();
  if (trimmed === '') return messages.required;
  if (!/^\d+(\.\d{1,2})?$/.test(trimmed)) return 'Enter a percentage such as 1.3';
  const value = Number(trimmed);
  if (value > 10) return messages.maxInclusive('10');
  return null;
}
