/**
 * Where each CPF table comes from, and the one check every table passes (docs/decisions.md "CPF rules as dated
 * tables"). A source with `toConfirm` was read from a secondary page (a payroll firm, a newspaper) quoting CPF, not
 * from CPF's own page; the resident sees that beside the figure. Pure.
 */
import type { RetirementSource, RetirementTable } from '../retirement-figures.js';

/** The day we last compared these tables with their sources. */
export const CPF_CHECKED_ON = '2026-12-02';

function cpf(title: string, url: string, toConfirm?: string): RetirementSource {
  return { publisher: 'CPF Board', title, url, checkedOn: CPF_CHECKED_ON, ...(toConfirm ? { toConfirm } : {}) };
}

const EMPLOYER_RATES_URL = 'https://www.cpf.gov.sg/employer/employer-obligations/how-much-cpf-contributions-to-pay';

export const SOURCES = {
  rates2016: cpf(
    'CPF contribution rates from 1 January 2016 (Singapore Citizens and PRs from the third year)',
    EMPLOYER_RATES_URL,
    'read in CPF Board material republished by areyouready.gov.sg (2017, 2019) and in the 2022 change table (Allen & Gledhill, quoting CPF)',
  ),
  rates2022: cpf(
    'CPF contribution rates from 1 January 2022 for employees aged above 55 to 70',
    EMPLOYER_RATES_URL,
    'read in Allen & Gledhill\u2019s note of 27 January 2022 quoting the CPF Board table',
  ),
  rates2023: cpf(
    'CPF contribution rates from 1 January 2023 for employees aged above 55 to 70',
    EMPLOYER_RATES_URL,
    'read in a payroll firm\u2019s copy of the CPF Board table (YCS Accounting)',
  ),
  rates2024: cpf(
    'What are the changes to the CPF contribution rates for senior workers from 1 January 2024?',
    'https://www.cpf.gov.sg/employer/faq/employer-obligations/how-much-cpf-contributions-to-pay/what-are-the-changes-to-rates-for-senior-workers-from-1-jan-2024',
  ),
  rates2025: cpf(
    'CPF contribution rates from 1 January 2025 for employees aged above 55 to 65',
    EMPLOYER_RATES_URL,
    'read in Talenox\u2019s copy of the CPF table; the 2026 CPF page lists the 2025 totals as the base of its increases',
  ),
  rates2026: cpf('How much CPF contributions to pay: contribution rates from 1 January 2026', EMPLOYER_RATES_URL),
  ageRule: cpf(
    'How is the CPF contribution rate applied when my employee moves to the next age group?',
    'https://www.cpf.gov.sg/employer/faq/employer-obligations/how-much-cpf-contributions-to-pay/how-are-cpf-rates-applied-when-employee-moves-to-next-age-group',
  ),
  graduated: cpf(
    'CPF contribution rate tables: total wages above S$50 to S$500 (employer only) and above S$500 to S$750 (employee share phased in)',
    EMPLOYER_RATES_URL,
    'the phase-in factor (3 x the employee rate, e.g. 0.6 x (TW - 500) up to 55) is read from the rate tables as republished; CPF\u2019s PDF tables were not readable here',
  ),
  rounding: cpf(
    'Computing CPF contributions: total rounded to the nearest dollar (50 cents up), the employee\u2019s share rounded down, employer = total - employee',
    EMPLOYER_RATES_URL,
    'stated on CPF\u2019s rate tables and contribution calculator notes as republished; not read on CPF\u2019s own page',
  ),
  allocation: cpf(
    'CPF allocation rates (Ordinary, Special/Retirement and MediSave Accounts) by age, from 1 January 2016 and after each senior-worker change',
    'https://www.cpf.gov.sg/employer/employer-obligations/how-much-cpf-contributions-to-pay',
    'the 2016 and 2026 rows are read in CPF material as republished (areyouready.gov.sg; a 2026 calculator\u2019s copy of CPF\u2019s ratios); the 2022-2025 rows follow CPF\u2019s statement that each increase went wholly to the SA (RA from 2025); CPF rounds its published ratios to 4 decimals and we use the exact fractions, which can differ by a few cents',
  ),
  wageCeilings: cpf(
    'CPF Ordinary Wage ceiling (S$6,000; S$6,300 from 1 Sep 2023; S$6,800 from 2024; S$7,400 from 2025; S$8,000 from 2026) and the S$102,000 annual salary ceiling',
    'https://www.cpf.gov.sg/employer/employer-obligations/how-much-cpf-contributions-to-pay',
  ),
  interest: cpf(
    'CPF interest rates: OA 2.5 % floor; SA, MediSave and RA pegged to the 10-year SGS yield + 1 % with a 4 % floor; extra interest',
    'http://cpf.gov.sg/member/faq/growing-your-savings/cpf-interest-rates/how-much-extra-interest-can-i-earn-on-my-cpf-savings',
  ),
  interestQuarters: cpf(
    'CPF Board, HDB and MOH joint statements on the quarter\u2019s interest rates (SA/MA 4.01 % in Q3 2023 and 4.04 % in Q4 2023 with the RA at 4 %; all three at 4.08 %, 4.05 %, 4.08 % and 4.14 % in 2024; the 4 % floor in 2025)',
    'https://www.cpf.gov.sg/member/growing-your-savings/earning-higher-returns/earning-attractive-interest',
    'read in press reports of the joint statements (Human Resources Online, Dec 2023; The New Paper, 11 Dec 2024; Business Times, 22 May 2025); Q3 2023 (4.01 %) is from memory of the reports; from Q4 2025 we assume the 4 % floor, extended to the end of 2026',
  ),
  basicHealthcareSum: cpf(
    'Basic Healthcare Sum for members below 65 (fixed for life at 65)',
    'https://www.cpf.gov.sg/member/healthcare-financing/using-your-medisave-savings/basic-healthcare-sum',
    'the 2016-2024 values read in press reports of CPF\u2019s yearly announcements; 2025 (75,500) and 2026 (79,000) in reports of the December statements; the 2027 value was not found',
  ),
  retirementAccount: cpf(
    'What happens at 55: the Retirement Account is formed from the SA then the OA up to the Full Retirement Sum (the Basic sum with a property pledge); from 2025 the SA closes and its rest moves to the OA',
    'https://www.cpf.gov.sg/member/retirement-income/retirement-schemes-and-payouts/retirement-sum-scheme',
    'the from-2025 order is read in Endowus (2025) and press reports of the Budget 2024 change; not on CPF\u2019s own page',
  ),
  payoutAge: cpf(
    'Payout eligibility age: 65 for members born in 1954 or after (earlier cohorts 62 to 64)',
    'https://www.cpf.gov.sg/member/retirement-income/monthly-payouts/cpf-life',
    'the ages for those born before 1954 are from the draw-down-age schedule as reported; only "65 from 1954" is read in CPF\u2019s own words',
  ),
  cpfLife: cpf(
    'CPF LIFE estimated monthly payouts from 65 (Standard plan) for members turning 55 in 2025, by the sum set aside at 55',
    'https://www.cpf.gov.sg/member/retirement-income/monthly-payouts/cpf-life',
    'ranges read in secondary reports of CPF\u2019s estimates (BRS S$860-930, FRS S$1,610-1,730, ERS S$3,100-3,330); the Basic and Escalating plans are scaled from CPF\u2019s 2019 three-plan estimates (Basic 91-94.5 %, Escalating 77-79 % of Standard)',
  ),
  deferral: cpf(
    'Deferring CPF LIFE payouts past 65: up to 7 % more for each year, up to 70 (CPF Board reply, The Straits Times forum)',
    'https://www.straitstimes.com/forum/letters-in-print/cpf-payout-decision-can-be-made-any-time-from-age-65',
    'CPF states "up to 7 %"; the lower end of 6 % a year is our assumption',
  ),
} as const;

export const IRAS_RSTU: RetirementSource = {
  publisher: 'IRAS',
  title: 'CPF cash top-up relief: up to S$8,000 a year for your own top-ups and S$8,000 for loved ones\u2019 (from YA 2023)',
  url: 'https://www.iras.gov.sg/taxes/individual-income-tax/employees/deductions-for-individuals-personal-reliefs/cpf-cash-top-up-relief',
  checkedOn: CPF_CHECKED_ON,
  toConfirm: 'the caps are widely reported; the IRAS page was not read here',
};
export const IRAS_SRS: RetirementSource = {
  publisher: 'IRAS',
  title: 'Supplementary Retirement Scheme: contribution caps S$15,300 (citizens and PRs) and S$35,700 (foreigners); 50 % of withdrawals taxable from the statutory retirement age',
  url: 'https://www.iras.gov.sg/taxes/individual-income-tax/employees/deductions-for-individuals-personal-reliefs/supplementary-retirement-scheme-(srs)-relief',
  checkedOn: CPF_CHECKED_ON,
  toConfirm: 'the caps are widely reported; the IRAS page was not read here',
};

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

function dayAfter(day: string): string {
  const next = new Date(`${day}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return next.toISOString().slice(0, 10);
}

/**
 * What is wrong with a table, for its unit test: not covering every day from `coverFrom` on exactly once (a gap, an
 * overlap, rows out of order), a malformed day, or a source without a title or check date. Empty when sound.
 */
export function cpfTableProblems(table: RetirementTable<unknown>, coverFrom = '2016-01-01'): string[] {
  const problems: string[] = [];
  const rows = table.rows;
  if (rows.length === 0) return [`${table.name}: no rows`];
  const first = rows[0]!.effectiveFrom;
  if (first !== null && first > coverFrom) problems.push(`${table.name}: starts ${first}, after ${coverFrom}`);
  if (rows[rows.length - 1]!.effectiveTo !== null) problems.push(`${table.name}: the last row must still be in force`);
  rows.forEach((row, i) => {
    for (const day of [row.effectiveFrom, row.effectiveTo, row.source.checkedOn]) {
      if (day !== null && !ISO_DAY.test(day)) problems.push(`${table.name} row ${i}: '${day}' is not a day`);
    }
    if (row.effectiveFrom && row.effectiveTo && row.effectiveTo < row.effectiveFrom) problems.push(`${table.name} row ${i}: ends before it starts`);
    if (!row.source.title.trim()) problems.push(`${table.name} row ${i}: no source title`);
    const next = rows[i + 1];
    if (!next) return;
    if (row.effectiveTo === null || next.effectiveFrom === null) problems.push(`${table.name} rows ${i}-${i + 1}: open-ended in the middle`);
    else if (dayAfter(row.effectiveTo) !== next.effectiveFrom) problems.push(`${table.name} rows ${i}-${i + 1}: ${row.effectiveTo} then ${next.effectiveFrom}`);
  });
  return problems;
}
