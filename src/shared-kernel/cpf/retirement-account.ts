/**
 * The retirement sums of a cohort, the Basic Healthcare Sum, the Retirement Account formed at 55 and the payout
 * eligibility age (docs/decisions.md "CPF rules as dated tables"). Pure.
 */
import { ROUND_HALF_UP, dec } from '../decimal.js';
import { toCents } from '../money.js';
import { RETIREMENT_SUMS, retirementRowOn, type RetirementSource, type RetirementTable } from '../retirement-figures.js';
import { birthdayMonth, parseMonth } from './cpf-age.js';
import { CPF_CHECKED_ON, SOURCES } from './cpf-sources.js';
import type { CohortRetirementSums, CpfBalances, CpfMember, RetirementAccountFormed, RetirementSumChoice } from './cpf-types.js';

export { RETIREMENT_SUMS };

/** The Basic Healthcare Sum (dollars) for members below 65 in the row's year; fixed for life in the year they turn 65. */
export const BASIC_HEALTHCARE_SUM: RetirementTable<number> = {
  name: 'Basic Healthcare Sum',
  rows: [
    { effectiveFrom: null, effectiveTo: '2016-12-31', source: SOURCES.basicHealthcareSum, value: 49_800 },
    { effectiveFrom: '2017-01-01', effectiveTo: '2017-12-31', source: SOURCES.basicHealthcareSum, value: 52_000 },
    { effectiveFrom: '2018-01-01', effectiveTo: '2018-12-31', source: SOURCES.basicHealthcareSum, value: 54_500 },
    { effectiveFrom: '2019-01-01', effectiveTo: '2019-12-31', source: SOURCES.basicHealthcareSum, value: 57_200 },
    { effectiveFrom: '2020-01-01', effectiveTo: '2020-12-31', source: SOURCES.basicHealthcareSum, value: 60_000 },
    { effectiveFrom: '2021-01-01', effectiveTo: '2021-12-31', source: SOURCES.basicHealthcareSum, value: 63_000 },
    { effectiveFrom: '2022-01-01', effectiveTo: '2022-12-31', source: SOURCES.basicHealthcareSum, value: 66_000 },
    { effectiveFrom: '2023-01-01', effectiveTo: '2023-12-31', source: SOURCES.basicHealthcareSum, value: 68_500 },
    { effectiveFrom: '2024-01-01', effectiveTo: '2024-12-31', source: SOURCES.basicHealthcareSum, value: 71_500 },
    { effectiveFrom: '2025-01-01', effectiveTo: '2025-12-31', source: SOURCES.basicHealthcareSum, value: 75_500 },
    { effectiveFrom: '2026-01-01', effectiveTo: null, source: SOURCES.basicHealthcareSum, value: 79_000 },
  ],
};

/** How the sums of cohorts after the last announced one are projected: the Basic sum up 3.5 % a year (CPF's pace for 2025-2027). */
export const PROJECTED_SUMS_GROWTH = '0.035';
const PROJECTED_SOURCE: RetirementSource = {
  publisher: 'CPF Board',
  title: 'Retirement sums not yet announced: projected from the last announced cohort at 3.5 % a year (FRS = 2 x BRS, ERS = 4 x BRS), rounded to S$100',
  checkedOn: CPF_CHECKED_ON,
  toConfirm: 'a projection, not a CPF figure: CPF announces each cohort\u2019s sums a few years ahead',
};

/**
 * The retirement sums (cents) of the members turning 55 in `yearTurning55`, with the Basic Healthcare Sum in force
 * that year. Cohorts before 2016 get 2016's; cohorts after the last announced one are projected (`projected`).
 */
export function retirementSumsForCohort(yearTurning55: number): CohortRetirementSums {
  if (!Number.isInteger(yearTurning55)) throw new Error(`retirement sums: '${yearTurning55}' is not a year`);
  const lastRow = RETIREMENT_SUMS.rows[RETIREMENT_SUMS.rows.length - 1]!;
  const healthRow = retirementRowOn(BASIC_HEALTHCARE_SUM, `${Math.max(yearTurning55, 2016)}-01-01`);
  const basicHealthcare = toCents(healthRow.value * 100);
  if (yearTurning55 <= lastRow.value.cohort) {
    const row = retirementRowOn(RETIREMENT_SUMS, `${Math.max(yearTurning55, 2016)}-06-30`);
    const { basic, full, enhanced } = row.value;
    return { cohortYear: yearTurning55, basic: toCents(basic * 100), full: toCents(full * 100), enhanced: toCents(enhanced * 100), basicHealthcare, sources: [row.source, healthRow.source] };
  }
  const years = yearTurning55 - lastRow.value.cohort;
  const basicDollars = projectedBasic(lastRow.value.basic, years);
  return {
    cohortYear: yearTurning55,
    basic: toCents(basicDollars * 100),
    full: toCents(basicDollars * 200),
    enhanced: toCents(basicDollars * 400),
    basicHealthcare,
    projected: true,
    sources: [lastRow.source, PROJECTED_SOURCE, healthRow.source],
  };
}

/**
 * The last announced Basic sum (dollars) grown `years` at PROJECTED_SUMS_GROWTH, to S$100. Kept per (sum, years):
 * the power is exact in big.js and costs microseconds, and the outlook asks it several times per calculation.
 */
const projectedBasics = new Map<string, number>();
function projectedBasic(lastBasic: number, years: number): number {
  const key = `${lastBasic}|${years}`;
  let found = projectedBasics.get(key);
  if (found === undefined) {
    found = dec(lastBasic).times(dec(1).plus(dec(PROJECTED_SUMS_GROWTH)).pow(years)).div(dec(100)).round(0, ROUND_HALF_UP).times(dec(100)).toNumber();
    if (projectedBasics.size > 1_000) projectedBasics.clear();
    projectedBasics.set(key, found);
  }
  return found;
}

/** The year CPF closes the SA at 55 and moves its rest to the OA (Budget 2024). */
const SA_CLOSES_FROM_YEAR = 2025;

/**
 * The Retirement Account formed in the month of the 55th birthday (`month` must be that month): the SA first, then
 * the OA, move into the RA until it holds the chosen sum of the member's cohort (the Basic sum with a property
 * pledge, the Full sum, or the Enhanced sum when the member chooses to commit more). From 2025 the SA closes: what
 * the RA does not take moves to the OA. Before 2025 the SA stayed open with its rest.
 * @throws Error when `month` is not the month of the 55th birthday.
 */
export function formRetirementAccount(
  balances: CpfBalances,
  member: CpfMember,
  month: string,
  choice: RetirementSumChoice,
): RetirementAccountFormed {
  const at55 = birthdayMonth(member.dateOfBirth, 55);
  if (month !== at55) throw new Error(`The Retirement Account is formed in the month of the 55th birthday (${at55}), not ${month}`);
  const [year] = parseMonth(month);
  const sums = retirementSumsForCohort(year);
  const target = choice === 'BASIC_WITH_PLEDGE' ? sums.basic : choice === 'FULL' ? sums.full : sums.enhanced;
  const need = Math.max(0, target - balances.ra);
  const fromSa = Math.min(Math.max(0, balances.sa), need);
  const fromOa = Math.min(Math.max(0, balances.oa), need - fromSa);
  const saRest = balances.sa - fromSa;
  const closes = year >= SA_CLOSES_FROM_YEAR;
  const saToOa = closes ? saRest : 0;
  return {
    balances: {
      oa: toCents(balances.oa - fromOa + saToOa),
      sa: toCents(closes ? 0 : saRest),
      ma: balances.ma,
      ra: toCents(balances.ra + fromSa + fromOa),
    },
    fromSa: toCents(fromSa),
    fromOa: toCents(fromOa),
    saToOa: toCents(saToOa),
    sources: [...sums.sources, SOURCES.retirementAccount],
  };
}

/** The payout eligibility age by date of birth: each row is in force for members born in its span (CPF Board). */
export const PAYOUT_ELIGIBILITY_AGE: RetirementTable<number> = {
  name: 'CPF payout eligibility age by date of birth',
  rows: [
    { effectiveFrom: null, effectiveTo: '1943-12-31', source: SOURCES.payoutAge, value: 62 },
    { effectiveFrom: '1944-01-01', effectiveTo: '1946-12-31', source: SOURCES.payoutAge, value: 63 },
    { effectiveFrom: '1947-01-01', effectiveTo: '1953-12-31', source: SOURCES.payoutAge, value: 64 },
    { effectiveFrom: '1954-01-01', effectiveTo: null, source: SOURCES.payoutAge, value: 65 },
  ],
};

/** The age from which CPF monthly payouts can start, for a member born on `dateOfBirth` ('YYYY-MM-DD'). */
export function payoutEligibilityAge(dateOfBirth: string): number {
  return retirementRowOn(PAYOUT_ELIGIBILITY_AGE, dateOfBirth).value;
}
