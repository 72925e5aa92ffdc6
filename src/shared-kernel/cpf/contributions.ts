/**
 * One month's CPF contribution on the wages paid that month, split between employer and employee and allocated to
 * the accounts (docs/decisions.md "CPF rules as dated tables"). Pure: the rows are picked by the month's first day.
 * The arithmetic is in whole numbers (contribution-arithmetic.ts, docs/decisions.md "Retirement projection"), exact
 * for whole cents; big.js does the rare rest (fractions of a cent, or figures past the tables' ceilings).
 */
import { Decimal, ROUND_DOWN, ROUND_HALF_UP, dec } from '../decimal.js';
import { roundToCents, toCents, type Cents } from '../money.js';
import type { RetirementSource } from '../retirement-figures.js';
import { retirementSumsForCohort } from './retirement-account.js';
import { allocationBandAt, birthdayMonth, contributionBandAt, parseBirthDate, parseMonth } from './cpf-age.js';
import { allocatedShare, contributionDay, sharesInCents, type ContributionDay } from './contribution-arithmetic.js';
import { SOURCES } from './cpf-sources.js';
import type { CohortRetirementSums, CpfMember, MonthlyContribution } from './cpf-types.js';
import { WAGE_BANDS, type AllocationAgeBand, type ContributionAgeBand } from './contribution-tables.js';

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

/** The total and the employee's share in dollars before CPF's rounding, by CPF's wage bands (big.js: the rare rest). */
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

const wholeCents = (n: number): boolean => Number.isSafeInteger(n) && n >= 0;

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
  const rows = contributionDay(day);
  const ordinarySubject = Math.min(ordinaryWage, rows.ceiling);
  const yearOrdinary = context.ordinaryWagesThisYear ?? ordinarySubject * 12;
  const additionalRoom = Math.max(0, rows.annualCeiling - yearOrdinary - (context.additionalWagesEarlierThisYear ?? 0));
  const additionalSubject = Math.min(additionalWage, additionalRoom);
  const subject = ordinarySubject + additionalSubject;
  let total: Cents;
  let employee: Cents;
  if (wholeCents(ordinaryWage) && wholeCents(additionalWage) && subject <= rows.ceiling + rows.annualCeiling) {
    const exact = sharesInCents(ordinaryWage + additionalWage, subject, rows.rates[band]);
    total = toCents(exact.total);
    employee = toCents(exact.employee);
  } else {
    const raw = shares(dollars(ordinaryWage + additionalWage), dollars(subject), rows.ratesRow.value[band]);
    total = wholeDollarsHalfUp(raw.total);
    employee = wholeDollarsDown(raw.employee);
  }
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
  const { year, month: m, day } = monthOf(month);
  const birth = birthOf(member.dateOfBirth);
  // CPF's age for the rates (cpf-age.ts rateAge): the birthdays whose month is before this one.
  const age = year - birth.year - (m <= birth.month ? 1 : 0);
  const rows = contributionDay(day);
  const { total, employer, employee } = contributionSplit(day, contributionBandAt(age), ordinaryWage, additionalWage, context);
  const band = allocationBandAt(age);
  const ma = allocate(total, rows, band, 'ma');
  const saRa = allocate(total, rows, band, 'saRa');
  let oa = total - ma - saRa;
  let sa = 0;
  let ra = 0;
  const sources: RetirementSource[] = rows.sources.slice();
  if (ordinaryWage + additionalWage <= WAGE_BANDS.phasedInUpTo * 100) sources.push(SOURCES.graduated);

  const at55 = birth.at55;
  if (month < at55) {
    sa = saRa;
  } else {
    const sums = cohortSums(Number(at55.slice(0, 4)));
    const room = context.retirementAccount === undefined ? saRa : Math.max(0, sums.full - context.retirementAccount);
    ra = Math.min(saRa, room);
    if (month >= SA_CLOSES_AT_55_FROM) oa += saRa - ra;
    else sa = saRa - ra;
    if (context.retirementAccount !== undefined) sources.push(...sums.sources);
  }
  return { total, employer, employee, oa: toCents(oa), sa: toCents(sa), ma, ra: toCents(ra), sources };
}

/**
 * An account's share of the total by the allocation rates, half-up to the cent: in whole numbers (exact, see
 * contribution-arithmetic.ts) while total x rate stays below 2^53, with big.js past that.
 */
function allocate(total: Cents, rows: ContributionDay, band: AllocationAgeBand, account: 'ma' | 'saRa'): Cents {
  const units = rows.allocation[band];
  if (total >= 0 && Number.isSafeInteger(total * units.allocated)) return toCents(allocatedShare(total, units[account], units.allocated));
  const text = rows.allocationRow.value[band];
  const allocated = dec(text.oa).plus(dec(text.saRa)).plus(dec(text.ma));
  return roundToCents(dec(total).times(dec(text[account])).div(allocated));
}

/** A month read once ('YYYY-MM' -> its year, month and first day; @throws Error when malformed, as parseMonth). */
const months = new Map<string, { year: number; month: number; day: string }>();
function monthOf(month: string): { year: number; month: number; day: string } {
  let found = months.get(month);
  if (!found) {
    const [year, m] = parseMonth(month);
    found = { year, month: m, day: `${month}-01` };
    if (months.size > 10_000) months.clear();
    months.set(month, found);
  }
  return found;
}

/** The last date of birth read (a projection asks about one member ~150 times), with the month of the 55th birthday. */
let lastBirth = { dateOfBirth: '', year: 0, month: 0, at55: '' };
function birthOf(dateOfBirth: string): typeof lastBirth {
  if (dateOfBirth !== lastBirth.dateOfBirth) {
    const [year, month] = parseBirthDate(dateOfBirth);
    lastBirth = { dateOfBirth, year, month, at55: birthdayMonth(dateOfBirth, 55) };
  }
  return lastBirth;
}

/** The cohort's sums, kept per cohort (the function is pure and its big.js projection costs a few microseconds). */
const sumsByCohort = new Map<number, CohortRetirementSums>();
function cohortSums(cohortYear: number): CohortRetirementSums {
  let sums = sumsByCohort.get(cohortYear);
  if (!sums) {
    sums = retirementSumsForCohort(cohortYear);
    if (sumsByCohort.size > 1_000) sumsByCohort.clear();
    sumsByCohort.set(cohortYear, sums);
  }
  return sums;
}
