/**
 * One month's CPF contribution on the wages paid that month, split between employer and employee and allocated to
 * the accounts (docs/decisions.md "CPF rules as dated tables"). Pure: the rows are picked by the month's first day.
 */
import { Decimal, ROUND_DOWN, ROUND_HALF_UP, dec } from '../decimal.js';
import { roundToCents, toCents, type Cents } from '../money.js';
import { retirementRowOn, type RetirementSource } from '../retirement-figures.js';
import { retirementSumsForCohort } from './retirement-account.js';
import { allocationAgeBand, birthdayMonth, contributionAgeBand, firstDayOf } from './cpf-age.js';
import { SOURCES } from './cpf-sources.js';
import type { CpfMember, MonthlyContribution } from './cpf-types.js';
import {
  ALLOCATION_RATES,
  ANNUAL_SALARY_CEILING,
  CONTRIBUTION_RATES,
  ORDINARY_WAGE_CEILING,
  WAGE_BANDS,
  type ContributionAgeBand,
} from './contribution-tables.js';

/** What the month alone cannot tell: the year's other wages and the Retirement Account (for the RA's cap). */
export interface ContributionContext {
  /** Ordinary Wages subject to CPF for the whole year, in cents; default: this month's (capped) x 12. */
  ordinaryWagesThisYear?: Cents;
  /** Additional Wages that already attracted CPF earlier in the year, in cents; default 0. */
  additionalWagesEarlierThisYear?: Cents;
  /** The Retirement Account balance (from 55), in cents: contributions fill the RA up to the cohort's Full sum. */
  retirementAccount?: Cents;
}

const SA_CLOSES_AT_55_FROM = '2025-01';
const HUNDRED = dec(100);

function pct(rate: string): Decimal {
  return dec(rate).div(HUNDRED);
}

function dollars(cents: number): Decimal {
  return dec(cents).div(HUNDRED);
}

/** Dollars -> cents, CPF's way for the total: to the nearest dollar, 50 cents and above up. */
function wholeDollarsHalfUp(amount: Decimal): Cents {
  return toCents(amount.round(0, ROUND_HALF_UP).times(HUNDRED).toNumber());
}

/** Dollars -> cents, CPF's way for the employee's share: the cents dropped. */
function wholeDollarsDown(amount: Decimal): Cents {
  return toCents(amount.round(0, ROUND_DOWN).times(HUNDRED).toNumber());
}

/** The total and the employee's share in dollars before CPF's rounding, by CPF's wage bands. */
function shares(
  totalWages: Decimal,
  subjectWages: Decimal,
  rate: { employer: string; employee: string },
): { total: Decimal; employee: Decimal } {
  const zero = dec(0);
  if (totalWages.lte(dec(WAGE_BANDS.noContributionUpTo))) return { total: zero, employee: zero };
  if (totalWages.lte(dec(WAGE_BANDS.employerOnlyUpTo))) return { total: pct(rate.employer).times(totalWages), employee: zero };
  if (totalWages.lte(dec(WAGE_BANDS.phasedInUpTo))) {
    const employee = pct(rate.employee).times(dec(WAGE_BANDS.phaseInFactor)).times(totalWages.minus(dec(WAGE_BANDS.employerOnlyUpTo)));
    return { total: pct(rate.employer).times(totalWages).plus(employee), employee };
  }
  return { total: pct(rate.employer).plus(pct(rate.employee)).times(subjectWages), employee: pct(rate.employee).times(subjectWages) };
}

/**
 * The total, employee's and employer's shares (cents) for an age group on `day`, by the wage bands, ceilings and
 * rounding described at {@link contributionFor}. Shared with the onboarding estimate (cpf-contributions.ts).
 */
export function contributionSplit(
  day: string,
  band: ContributionAgeBand,
  ordinaryWage: Cents,
  additionalWage: Cents = toCents(0),
  context: ContributionContext = {},
): { total: Cents; employer: Cents; employee: Cents } {
  const rate = retirementRowOn(CONTRIBUTION_RATES, day).value[band];
  const ceiling = retirementRowOn(ORDINARY_WAGE_CEILING, day).value * 100;
  const annualCeiling = retirementRowOn(ANNUAL_SALARY_CEILING, day).value * 100;
  const ordinarySubject = Math.min(ordinaryWage, ceiling);
  const yearOrdinary = context.ordinaryWagesThisYear ?? ordinarySubject * 12;
  const additionalRoom = Math.max(0, annualCeiling - yearOrdinary - (context.additionalWagesEarlierThisYear ?? 0));
  const additionalSubject = Math.min(additionalWage, additionalRoom);
  const raw = shares(dollars(ordinaryWage + additionalWage), dollars(ordinarySubject + additionalSubject), rate);
  const total = wholeDollarsHalfUp(raw.total);
  const employee = wholeDollarsDown(raw.employee);
  return { total, employee, employer: toCents(total - employee) };
}

/**
 * The contribution on `ordinaryWage` (and `additionalWage`, e.g. a bonus) paid in `month` ('YYYY-MM'), in cents.
 *
 * - Rates by CPF's age group, which changes from the month after the 55th/60th/65th/70th birthday (cpf-age.ts).
 * - Ordinary Wages above the month's ceiling attract none; Additional Wages attract CPF up to the annual salary
 *   ceiling (S$102,000) less the year's Ordinary Wages subject to CPF.
 * - Total wages S$50 or less: none; above S$50 to S$500: the employer's share only; above S$500 to S$750: the
 *   employee's share phased in at 3 x its rate on (TW - S$500); above S$750: the full rates.
 * - Rounding as CPF states it: the total to the nearest dollar (50 cents up), the employee's share with its cents
 *   dropped, the employer's share the difference.
 * - Allocation: MediSave and SA/RA by CPF's rates as fractions of the total, rounded to the cent; the OA takes the
 *   rest. From the month of the 55th birthday the SA/RA share goes to the RA up to the cohort's Full Retirement Sum
 *   (when `context.retirementAccount` is given), the rest to the OA from 2025 (the SA is closed) or the SA before.
 */
export function contributionFor(
  member: CpfMember,
  month: string,
  ordinaryWage: Cents,
  additionalWage: Cents = toCents(0),
  context: ContributionContext = {},
): MonthlyContribution {
  if (ordinaryWage < 0 || additionalWage < 0) throw new Error('CPF contribution: wages cannot be negative');
  const day = firstDayOf(month);
  const ratesRow = retirementRowOn(CONTRIBUTION_RATES, day);
  const allocationRow = retirementRowOn(ALLOCATION_RATES, day);
  const ceilingRow = retirementRowOn(ORDINARY_WAGE_CEILING, day);

  const band = contributionAgeBand(member.dateOfBirth, month);
  const { total, employer, employee } = contributionSplit(day, band, ordinaryWage, additionalWage, context);
  const allocation = allocationRow.value[allocationAgeBand(member.dateOfBirth, month)];
  const allocated = dec(allocation.oa).plus(dec(allocation.saRa)).plus(dec(allocation.ma));
  const ma = roundToCents(dec(total).times(dec(allocation.ma)).div(allocated));
  const saRa = roundToCents(dec(total).times(dec(allocation.saRa)).div(allocated));
  let oa = total - ma - saRa;
  let sa = 0;
  let ra = 0;
  const sources: RetirementSource[] = [ratesRow.source, SOURCES.ageRule, SOURCES.rounding, ceilingRow.source, allocationRow.source];
  if (ordinaryWage + additionalWage <= WAGE_BANDS.phasedInUpTo * 100) sources.push(SOURCES.graduated);

  if (month < birthdayMonth(member.dateOfBirth, 55)) {
    sa = saRa;
  } else {
    const sums = retirementSumsForCohort(Number(birthdayMonth(member.dateOfBirth, 55).slice(0, 4)));
    const room = context.retirementAccount === undefined ? saRa : Math.max(0, sums.full - context.retirementAccount);
    ra = Math.min(saRa, room);
    if (month >= SA_CLOSES_AT_55_FROM) oa += saRa - ra;
    else sa = saRa - ra;
    if (context.retirementAccount !== undefined) sources.push(...sums.sources);
  }
  return { total, employer, employee, oa: toCents(oa), sa: toCents(sa), ma, ra: toCents(ra), sources };
}
