/**
 * Retirement figures set by MOM and the CPF Board, as dated rows like the housing rules (docs/decisions.md
 * "Housing rules as dated tables", "Retirement figures as dated tables"): each row is in force from `effectiveFrom`
 * to `effectiveTo` (inclusive 'YYYY-MM-DD'; null = open-ended), says where it comes from and when we last checked
 * it. The spec's figures (spec 3 §9: retirement age 63, matching grant up to 600 a year) stay as the older rows.
 * Shared by the retirement guide and the quiz's results (both in the browser), so it lives in the kernel. Pure.
 */

export interface RetirementSource {
  publisher: 'MOM' | 'CPF Board' | 'IRAS' | 'Product specification';
  title: string;
  url?: string;
  /** 'YYYY-MM-DD' */
  checkedOn: string;
  /** Set when part of the row could not be checked against the publisher's own page. */
  toConfirm?: string;
}

export interface RetirementRow<T> {
  effectiveFrom: string | null;
  effectiveTo: string | null;
  source: RetirementSource;
  value: T;
}

export interface RetirementTable<T> {
  name: string;
  rows: readonly RetirementRow<T>[];
}

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const CHECKED_ON = '2026-11-26';

const SPEC: RetirementSource = { publisher: 'Product specification', title: 'Spec 3 §9 "Retirement content facts"', checkedOn: CHECKED_ON };
const MOM_2022: RetirementSource = {
  publisher: 'MOM',
  title: 'Retirement and re-employment ages raised to 63 and 68 from 1 July 2022 (Retirement and Re-employment Act)',
  url: 'https://www.businesstimes.com.sg/singapore/economy-policy/singapore-to-raise-retirement-age-to-64-re-employment-age-to-69-in-2026',
  checkedOn: CHECKED_ON,
};
const MOM_2026: RetirementSource = {
  publisher: 'MOM',
  title: 'Retirement and re-employment ages raised to 64 and 69 from 1 July 2026 (MOM Committee of Supply, 4 March 2024; confirmed 3 March 2026), on track to 65 and 70 by 2030',
  url: 'https://www.asiaone.com/singapore/singapore-raise-retirement-reemployment-age-2026-cpf-tan-see-leng',
  checkedOn: CHECKED_ON,
  toConfirm: 'read in news reports of the minister’s statements; the day the ages reach 65 and 70 is not announced yet',
};
const CPF_SUMS: RetirementSource = {
  publisher: 'CPF Board',
  title: 'Retirement sums for members turning 55 (BRS; FRS = 2 x BRS; ERS = 4 x BRS from 2025)',
  url: 'https://www.cpf.gov.sg/member/growing-your-savings/government-support/matching-grant-for-retirement',
  checkedOn: CHECKED_ON,
};
const CPF_SUMS_HISTORY: RetirementSource = {
  publisher: 'CPF Board',
  title: 'Retirement sums for members turning 55 from 2016 to 2023 (BRS; FRS = 2 x BRS; ERS = 3 x BRS before 2025)',
  url: 'https://www.cpf.gov.sg/member/infohub/educational-resources/retirement-sums-at-a-glance',
  checkedOn: '2026-12-02',
  toConfirm: 'read in a published table of the cohorts (Endowus, 2022; The Edge Singapore, 2024); the CPF page itself was not readable',
};
const CPF_MRSS: RetirementSource = {
  publisher: 'CPF Board',
  title: 'Matched Retirement Savings Scheme: dollar-for-dollar matching of cash top-ups, from age 55 (no upper age from 2025)',
  url: 'https://www.cpf.gov.sg/member/growing-your-savings/government-support/matching-grant-for-retirement',
  checkedOn: CHECKED_ON,
  toConfirm: 'the yearly cap of 2,000 and the lifetime cap of 20,000 are from the Budget 2024 announcement as reported; the CPF page we read states the eligibility',
};
const CPF_LIFE_SOURCE: RetirementSource = {
  publisher: 'CPF Board',
  title: 'CPF LIFE: monthly payouts from the payout eligibility age of 65; automatic inclusion with at least 60,000 in the Retirement Account',
  url: 'https://www.cpf.gov.sg/member/retirement-income/monthly-payouts/cpf-life',
  checkedOn: CHECKED_ON,
};

/** The statutory retirement age: the earliest age an employer may retire a worker for age (MOM). */
export const STATUTORY_RETIREMENT_AGE: RetirementTable<number> = {
  name: 'Statutory retirement age',
  rows: [
    { effectiveFrom: null, effectiveTo: '2022-06-30', source: MOM_2022, value: 62 },
    { effectiveFrom: '2022-07-01', effectiveTo: '2026-06-30', source: SPEC, value: 63 },
    { effectiveFrom: '2026-07-01', effectiveTo: null, source: MOM_2026, value: 64 },
  ],
};

/** The re-employment age: employers offer eligible workers re-employment up to this age (MOM). */
export const RE_EMPLOYMENT_AGE: RetirementTable<number> = {
  name: 'Re-employment age',
  rows: [
    { effectiveFrom: null, effectiveTo: '2022-06-30', source: MOM_2022, value: 67 },
    { effectiveFrom: '2022-07-01', effectiveTo: '2026-06-30', source: MOM_2022, value: 68 },
    { effectiveFrom: '2026-07-01', effectiveTo: null, source: MOM_2026, value: 69 },
  ],
};

/** Where both ages are going: announced as "by 2030", without a day yet (MOM). */
/** The income-replacement guide: what a month in retirement takes, as a share of the last income (spec 3 "Retirement content facts"). */
export const INCOME_REPLACEMENT_PERCENT = { low: 50, high: 70 } as const;

export const PLANNED_AGES = { byYear: 2030, retirementAge: 65, reEmploymentAge: 70 } as const;

/**
 * The ages a retirement plan is worked out for (docs/decisions.md "Retirement projection"): from 16, when CPF
 * contributions can start, to 95, the default plan-to age. The server's bounds and the public page's own check read
 * these, so the page never accepts an age the calculation refuses.
 */
export const RETIREMENT_PLAN_AGES = { min: 16, max: 95 } as const;
export const RETIREMENT_AGE_RANGE_MESSAGE = `This works out plans for ages ${RETIREMENT_PLAN_AGES.min} to ${RETIREMENT_PLAN_AGES.max}: check your date of birth`;

export interface MatchedSavings {
  /** the most the government matches in a year, in dollars */
  matchPerYear: number;
  /** the most it matches over a lifetime, in dollars; null when there is no lifetime cap */
  lifetimeCap: number | null;
  /** who can receive it, in plain words */
  ages: string;
}

/** The Matched Retirement Savings Scheme's caps (CPF Board). */
export const MATCHED_RETIREMENT_SAVINGS: RetirementTable<MatchedSavings> = {
  name: 'Matched Retirement Savings Scheme',
  rows: [
    { effectiveFrom: null, effectiveTo: '2024-12-31', source: SPEC, value: { matchPerYear: 600, lifetimeCap: null, ages: 'aged 55 to 70' } },
    { effectiveFrom: '2025-01-01', effectiveTo: null, source: CPF_MRSS, value: { matchPerYear: 2_000, lifetimeCap: 20_000, ages: 'aged 55 and above' } },
  ],
};

export interface RetirementSums {
  /** the year the member turns 55: the sums stay fixed for them from then */
  cohort: number;
  basic: number;
  full: number;
  enhanced: number;
}

/** The retirement sums (dollars) for members turning 55 in the row's year (CPF Board). */
export const RETIREMENT_SUMS: RetirementTable<RetirementSums> = {
  name: 'CPF retirement sums',
  rows: [
    { effectiveFrom: null, effectiveTo: '2016-12-31', source: CPF_SUMS_HISTORY, value: { cohort: 2016, basic: 80_500, full: 161_000, enhanced: 241_500 } },
    { effectiveFrom: '2017-01-01', effectiveTo: '2017-12-31', source: CPF_SUMS_HISTORY, value: { cohort: 2017, basic: 83_000, full: 166_000, enhanced: 249_000 } },
    { effectiveFrom: '2018-01-01', effectiveTo: '2018-12-31', source: CPF_SUMS_HISTORY, value: { cohort: 2018, basic: 85_500, full: 171_000, enhanced: 256_500 } },
    { effectiveFrom: '2019-01-01', effectiveTo: '2019-12-31', source: CPF_SUMS_HISTORY, value: { cohort: 2019, basic: 88_000, full: 176_000, enhanced: 264_000 } },
    { effectiveFrom: '2020-01-01', effectiveTo: '2020-12-31', source: CPF_SUMS_HISTORY, value: { cohort: 2020, basic: 90_500, full: 181_000, enhanced: 271_500 } },
    { effectiveFrom: '2021-01-01', effectiveTo: '2021-12-31', source: CPF_SUMS_HISTORY, value: { cohort: 2021, basic: 93_000, full: 186_000, enhanced: 279_000 } },
    { effectiveFrom: '2022-01-01', effectiveTo: '2022-12-31', source: CPF_SUMS_HISTORY, value: { cohort: 2022, basic: 96_000, full: 192_000, enhanced: 288_000 } },
    { effectiveFrom: '2023-01-01', effectiveTo: '2023-12-31', source: CPF_SUMS_HISTORY, value: { cohort: 2023, basic: 99_400, full: 198_800, enhanced: 298_200 } },
    { effectiveFrom: '2024-01-01', effectiveTo: '2024-12-31', source: CPF_SUMS, value: { cohort: 2024, basic: 102_900, full: 205_800, enhanced: 308_700 } },
    { effectiveFrom: '2025-01-01', effectiveTo: '2025-12-31', source: CPF_SUMS, value: { cohort: 2025, basic: 106_500, full: 213_000, enhanced: 426_000 } },
    { effectiveFrom: '2026-01-01', effectiveTo: '2026-12-31', source: CPF_SUMS, value: { cohort: 2026, basic: 110_200, full: 220_400, enhanced: 440_800 } },
    { effectiveFrom: '2027-01-01', effectiveTo: null, source: CPF_SUMS, value: { cohort: 2027, basic: 114_100, full: 228_200, enhanced: 456_400 } },
  ],
};

/** CPF LIFE: when payouts can start, and the Retirement Account balance that brings automatic inclusion (CPF Board). */
export const CPF_LIFE: RetirementTable<{ payoutEligibilityAge: number; autoInclusionThreshold: number }> = {
  name: 'CPF LIFE',
  rows: [{ effectiveFrom: null, effectiveTo: null, source: CPF_LIFE_SOURCE, value: { payoutEligibilityAge: 65, autoInclusionThreshold: 60_000 } }],
};

function inForce(row: RetirementRow<unknown>, day: string): boolean {
  return (row.effectiveFrom === null || row.effectiveFrom <= day) && (row.effectiveTo === null || day <= row.effectiveTo);
}

/**
 * The row in force on `day` ('YYYY-MM-DD').
 * @throws Error when the day is malformed or no row covers it (a defect of the table, caught by its unit test).
 */
export function retirementRowOn<T>(table: RetirementTable<T>, day: string): RetirementRow<T> {
  if (!ISO_DAY.test(day)) throw new Error(`${table.name}: '${day}' is not a YYYY-MM-DD day`);
  const row = table.rows.find((candidate) => inForce(candidate, day));
  if (!row) throw new Error(`${table.name}: no row is in force on ${day}`);
  return row;
}

/** The statutory retirement age at the end of `year`; from the planned year on, the planned age. */
export function statutoryRetirementAgeIn(year: number): number {
  if (year >= PLANNED_AGES.byYear) return PLANNED_AGES.retirementAge;
  return retirementRowOn(STATUTORY_RETIREMENT_AGE, `${year}-12-31`).value;
}
