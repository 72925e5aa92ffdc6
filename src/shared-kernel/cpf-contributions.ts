import { ROUND_DOWN, dec } from './decimal.js';
import { roundToCents, toCents, type Cents } from './money.js';

/** Who pays CPF: Singapore citizens and permanent residents; foreigners pay none. */
export type CpfResidentialStatus = 'CITIZEN' | 'PR' | 'FOREIGNER';

/**
 * 2026 employee contribution rates by age band (CPF Board, "CPF contribution rates from 1 January 2026", for
 * Singapore citizens and for PRs from their third year). `upToAge` is inclusive: 55 is in the first band, 55.5
 * is not (the caller passes whole years, so "above 55 to 60" is 56 to 60).
 */
export const CPF_EMPLOYEE_RATES_2026: ReadonlyArray<{ upToAge: number; rate: string }> = [
  { upToAge: 55, rate: '0.20' },
  { upToAge: 60, rate: '0.18' },
  { upToAge: 65, rate: '0.125' },
  { upToAge: 70, rate: '0.075' },
  { upToAge: Number.POSITIVE_INFINITY, rate: '0.05' },
];

/** The monthly ordinary-wage ceiling: wages above S$8,000 pay CPF on S$8,000 only. */
export const CPF_ORDINARY_WAGE_CEILING_CENTS = 800_000;
/** At or below S$500 a month the employee pays nothing. */
export const CPF_NO_EMPLOYEE_SHARE_UP_TO_CENTS = 50_000;
/** From S$750 the full rate applies; between S$500 and S$750 the share is phased in. */
export const CPF_FULL_RATE_FROM_CENTS = 75_000;

/** The employee rate for an age in whole years (see {@link CPF_EMPLOYEE_RATES_2026}). */
export function employeeCpfRate(age: number): string {
  return CPF_EMPLOYEE_RATES_2026.find((band) => age <= band.upToAge)!.rate;
}

/**
 * An estimate of the employee's monthly CPF contribution on an ordinary wage, in cents, used to prefill take-home
 * pay (gross minus this) in onboarding. The resident can always correct the take-home figure.
 *
 * - Foreigners: 0. Citizens and PRs: by age band ({@link CPF_EMPLOYEE_RATES_2026}).
 * - Wage at or below S$500: 0. Between S$500 and S$750: rate x 3 x (wage - S$500), the phase-in of CPF's
 *   table (for those up to 55 it reads 0.6 x (TW - 500); the other bands follow the same 3x pattern).
 * - From S$750: rate x min(wage, S$8,000).
 * - CPF drops the cents of the employee's share, so the result is rounded down to a whole dollar.
 *
 * Simplifications (documented in docs/decisions.md): no additional wages (bonuses) and their annual ceiling,
 * no graduated rates for PRs in their first two years, and the age is taken in whole years as given (CPF moves
 * a person to the next band the month after their birthday).
 *
 * Example: S$5,000 at 30, citizen -> 20 % of 5,000 = S$1,000 -> 100000 cents.
 */
export function estimateEmployeeCpf(grossCents: Cents, age: number, residentialStatus: CpfResidentialStatus): Cents {
  if (residentialStatus === 'FOREIGNER' || grossCents <= CPF_NO_EMPLOYEE_SHARE_UP_TO_CENTS) {
    return toCents(0);
  }
  const rate = dec(employeeCpfRate(age));
  const wage = Math.min(grossCents, CPF_ORDINARY_WAGE_CEILING_CENTS);
  const share =
    wage < CPF_FULL_RATE_FROM_CENTS
      ? rate.times(3n).times(dec(wage - CPF_NO_EMPLOYEE_SHARE_UP_TO_CENTS))
      : rate.times(dec(wage));
  // Whole dollars, rounded down: cents -> dollars (round down) -> cents.
  return roundToCents(share.div(100n).round(0, ROUND_DOWN).times(100n));
}

/** Take-home pay estimate: gross minus {@link estimateEmployeeCpf}. */
export function estimateTakeHomePay(grossCents: Cents, age: number, residentialStatus: CpfResidentialStatus): Cents {
  return toCents(grossCents - estimateEmployeeCpf(grossCents, age, residentialStatus));
}
