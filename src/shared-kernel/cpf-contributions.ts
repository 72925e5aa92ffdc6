import { dec } from './decimal.js';
import { toCents, type Cents } from './money.js';
import { CONTRIBUTION_RATES, ORDINARY_WAGE_CEILING, WAGE_BANDS, type ContributionAgeBand } from './cpf/contribution-tables.js';
import { contributionSplit } from './cpf/contributions.js';

/** Who pays CPF: Singapore citizens and permanent residents; foreigners pay none. */
export type CpfResidentialStatus = 'CITIZEN' | 'PR' | 'FOREIGNER';

/**
 * The onboarding estimate reads CPF's rules from their one home, src/shared-kernel/cpf/ (docs/architecture.md "CPF
 * rules"): the rows in force now are the tables' newest rows (no clock here; the tables are dated).
 */
const NEWEST_RATES = CONTRIBUTION_RATES.rows[CONTRIBUTION_RATES.rows.length - 1]!;
const RATES_DAY = NEWEST_RATES.effectiveFrom!;

const BANDS: ReadonlyArray<{ upToAge: number; band: ContributionAgeBand }> = [
  { upToAge: 55, band: 'UP_TO_55' },
  { upToAge: 60, band: 'ABOVE_55_TO_60' },
  { upToAge: 65, band: 'ABOVE_60_TO_65' },
  { upToAge: 70, band: 'ABOVE_65_TO_70' },
  { upToAge: Number.POSITIVE_INFINITY, band: 'ABOVE_70' },
];

function bandFor(age: number): ContributionAgeBand {
  return BANDS.find((entry) => age <= entry.upToAge)!.band;
}

/** '20' (percent) -> '0.20': at least two decimals, as the rates have always been written here. */
function asFraction(percent: string): string {
  const fraction = dec(percent).div(dec(100));
  return fraction.toFixed(Math.max(2, fraction.c.length - fraction.e - 1));
}

/**
 * Employee contribution rates by age band, from the newest row of CPF's table (CPF Board, "CPF contribution rates
 * from 1 January 2026", for Singapore citizens and for PRs from their third year). `upToAge` is inclusive: 55 is in
 * the first band, 55.5 is not (the caller passes whole years, so "above 55 to 60" is 56 to 60).
 */
export const CPF_EMPLOYEE_RATES_2026: ReadonlyArray<{ upToAge: number; rate: string }> = BANDS.map((entry) => ({
  upToAge: entry.upToAge,
  rate: asFraction(NEWEST_RATES.value[entry.band].employee),
}));

/** The monthly ordinary-wage ceiling: wages above S$8,000 pay CPF on S$8,000 only. */
export const CPF_ORDINARY_WAGE_CEILING_CENTS = ORDINARY_WAGE_CEILING.rows[ORDINARY_WAGE_CEILING.rows.length - 1]!.value * 100;
/** At or below S$500 a month the employee pays nothing. */
export const CPF_NO_EMPLOYEE_SHARE_UP_TO_CENTS = WAGE_BANDS.employerOnlyUpTo * 100;
/** From S$750 the full rate applies; between S$500 and S$750 the share is phased in. */
export const CPF_FULL_RATE_FROM_CENTS = WAGE_BANDS.phasedInUpTo * 100;

/** The employee rate for an age in whole years (see {@link CPF_EMPLOYEE_RATES_2026}). */
export function employeeCpfRate(age: number): string {
  return CPF_EMPLOYEE_RATES_2026.find((band) => age <= band.upToAge)!.rate;
}

/**
 * An estimate of the employee's monthly CPF contribution on an ordinary wage, in cents, used to prefill take-home
 * pay (gross minus this) in onboarding. The resident can always correct the take-home figure.
 *
 * - Foreigners: 0. Citizens and PRs: by age band, with CPF's wage bands, ceiling and rounding
 *   (src/shared-kernel/cpf/contributions.ts): nothing up to S$500, the share phased in between S$500 and S$750,
 *   the full rate on at most the Ordinary Wage ceiling, the cents dropped.
 *
 * Simplifications (docs/decisions.md "CPF rules as dated tables"): no additional wages (bonuses), no graduated
 * rates for PRs in their first two years, and the age is taken in whole years as given (CPF moves a person to the
 * next band the month after their birthday).
 *
 * Example: S$5,000 at 30, citizen -> 20 % of 5,000 = S$1,000 -> 100000 cents.
 */
export function estimateEmployeeCpf(grossCents: Cents, age: number, residentialStatus: CpfResidentialStatus): Cents {
  if (residentialStatus === 'FOREIGNER' || grossCents <= 0) return toCents(0);
  return contributionSplit(RATES_DAY, bandFor(age), grossCents).employee;
}

/** Take-home pay estimate: gross minus {@link estimateEmployeeCpf}. */
export function estimateTakeHomePay(grossCents: Cents, age: number, residentialStatus: CpfResidentialStatus): Cents {
  return toCents(grossCents - estimateEmployeeCpf(grossCents, age, residentialStatus));
}

/**
 * The gross wage whose {@link estimateTakeHomePay} is `takeHomeCents` (docs/decisions.md "The retirement plan"):
 * asked where a resident may have typed their take-home as their wage. The search runs over whole dollars, as
 * wages are paid: over them take-home never falls as gross rises (within a dollar it can, as CPF drops the share's
 * cents). A range of gross wages gives one take-home; the largest is given (S$4,999 and S$5,000 both leave S$4,000
 * at 20 %: S$5,000 is the wage a payslip shows); where no whole-dollar gross gives it exactly, the smallest above.
 *
 * Example: S$4,000 take-home at 30, citizen -> S$5,000 gross (20 % employee share).
 */
export function grossFromTakeHome(takeHomeCents: Cents, age: number, residentialStatus: CpfResidentialStatus): Cents {
  if (takeHomeCents <= 0 || residentialStatus === 'FOREIGNER') return toCents(Math.max(0, takeHomeCents));
  const takeHome = (dollars: number) => estimateTakeHomePay(toCents(dollars * 100), age, residentialStatus);
  /** The smallest whole-dollar gross whose take-home passes `test` (a test that holds from some gross on). */
  const smallest = (test: (value: number) => boolean): number => {
    let low = Math.floor(takeHomeCents / 100);
    let high = Math.max(1, low * 2);
    while (!test(takeHome(high))) high *= 2;
    while (low < high) {
      const middle = Math.floor((low + high) / 2);
      if (test(takeHome(middle))) high = middle;
      else low = middle + 1;
    }
    return low;
  };
  const first = smallest((value) => value >= takeHomeCents);
  if (takeHome(first) !== takeHomeCents) return toCents(first * 100);
  return toCents((smallest((value) => value > takeHomeCents) - 1) * 100);
}
