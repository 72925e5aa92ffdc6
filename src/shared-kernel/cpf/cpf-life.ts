/**
 * CPF LIFE payouts as CPF's own published estimates (docs/decisions.md "CPF rules as dated tables"): a range, never
 * a quote, read linearly between CPF's points. Pure.
 */
import { ROUND_HALF_UP, dec, type Decimal } from '../decimal.js';
import { toCents, type Cents } from '../money.js';
import { retirementRowOn, type RetirementTable } from '../retirement-figures.js';
import { SOURCES } from './cpf-sources.js';
import { retirementSumsForCohort } from './retirement-account.js';
import type { CpfLifeEstimate, CpfLifePlan } from './cpf-types.js';

/** One of CPF's points: the Retirement Account set aside at 55 (dollars) -> the Standard plan's monthly payout from 65. */
export interface PayoutPoint {
  retirementAccountAt55: number;
  low: number;
  high: number;
}

export interface CpfLifeEstimates {
  /** the cohort (year turning 55) CPF's points were published for */
  publishedForCohort: number;
  standardFrom65: readonly PayoutPoint[];
  /** the other plans as a share of the Standard plan's low and high ends */
  planFactors: Record<Exclude<CpfLifePlan, 'STANDARD'>, { low: string; high: string }>;
  /** percent more a month for each year payouts start after 65, up to 70: CPF's "up to" and our lower end */
  deferralPerYear: { low: string; high: string };
  latestStartAge: number;
}

/** CPF's estimates (the latest cohort we could read), used for every cohort: payouts per dollar change slowly. */
export const CPF_LIFE_ESTIMATES: RetirementTable<CpfLifeEstimates> = {
  name: 'CPF LIFE payout estimates',
  rows: [
    {
      effectiveFrom: null,
      effectiveTo: null,
      source: SOURCES.cpfLife,
      value: {
        publishedForCohort: 2025,
        standardFrom65: [
          { retirementAccountAt55: 106_500, low: 860, high: 930 },
          { retirementAccountAt55: 213_000, low: 1_610, high: 1_730 },
          { retirementAccountAt55: 426_000, low: 3_100, high: 3_330 },
        ],
        planFactors: { BASIC: { low: '0.91', high: '0.945' }, ESCALATING: { low: '0.77', high: '0.79' } },
        deferralPerYear: { low: '6', high: '7' },
        latestStartAge: 70,
      },
    },
  ],
};

const PAYOUTS_FROM = 65;
/** How CPF's estimates grow the RA from 55 to 65: the RA's 4 % floor, and the extra 2 % on the first S$30,000 and 1 % on the next S$30,000. */
const RA_GROWTH = { rate: '0.04', extraPerYear: 900 } as const;

/** The RA at 55 (dollars) grown `years` on as CPF's estimate grows it (4 % and the extra S$900 a year, credited yearly). */
export function growRetirementAccount(at55: Decimal, years: number): Decimal {
  let balance = at55;
  for (let i = 0; i < years; i += 1) balance = balance.times(dec(1).plus(dec(RA_GROWTH.rate))).plus(dec(RA_GROWTH.extraPerYear));
  return balance;
}

/** Linear between the points, through (0, 0) below the first, held at the last point above it (the RA's cap). */
function interpolate(points: ReadonlyArray<{ at: Decimal; low: number; high: number }>, amount: Decimal, end: 'low' | 'high'): Decimal {
  let previous = { at: dec(0), low: 0, high: 0 };
  for (const point of points) {
    if (amount.lte(point.at)) {
      const share = amount.minus(previous.at).div(point.at.minus(previous.at));
      return dec(previous[end]).plus(dec(point[end] - previous[end]).times(share));
    }
    previous = point;
  }
  return dec(previous[end]);
}

/** A cohort's Full sum over the published cohort's (exact; kept per pair, the outlook asks it for every lever). */
const scales = new Map<string, Decimal>();
function cohortScale(cohortYear: number, publishedForCohort: number): Decimal {
  const key = `${cohortYear}|${publishedForCohort}`;
  let found = scales.get(key);
  if (!found) {
    found = dec(retirementSumsForCohort(cohortYear).full).div(dec(retirementSumsForCohort(publishedForCohort).full));
    if (scales.size > 1_000) scales.clear();
    scales.set(key, found);
  }
  return found;
}

/**
 * CPF's estimate of the monthly payout, low and high, for a Retirement Account of `retirementAccount` cents SET
 * ASIDE AT 55 (or its equivalent: CPF publishes its points by the sum at 55, its estimate counting the RA's interest
 * from 55 to 65; {@link growRetirementAccount} is that growth, for a caller that holds a later balance), on `plan`
 * (the Escalating plan's first payout, rising 2 % a year after), starting at `startAge` (65 to 70: each year of
 * deferral adds 6-7 %, CPF's "up to 7 %"). Read linearly between CPF's points, through zero below the first and
 * held at the last above it (the RA's cap). Rounded to whole dollars. `cohortYear` picks the table row.
 * @throws Error when the start age is outside 65-70 or the balance is negative.
 */
export function cpfLifeEstimate(input: { retirementAccount: Cents; plan: CpfLifePlan; startAge: number; cohortYear: number }): CpfLifeEstimate {
  const row = retirementRowOn(CPF_LIFE_ESTIMATES, `${input.cohortYear}-01-01`);
  const estimates = row.value;
  if (!Number.isInteger(input.startAge) || input.startAge < PAYOUTS_FROM || input.startAge > estimates.latestStartAge) {
    throw new Error(`CPF LIFE payouts start between ${PAYOUTS_FROM} and ${estimates.latestStartAge}, not at ${input.startAge}`);
  }
  if (input.retirementAccount < 0) throw new Error('CPF LIFE: the Retirement Account cannot be negative');
  const deferred = input.startAge - PAYOUTS_FROM;
  // CPF's points are for one cohort; another cohort's sums buy payouts in the same proportion (the sums grow with
  // prices and payouts with them), so the RA is read at the published cohort's scale and the payout scaled back:
  // else every cohort after the table's would be held at its top point (docs/decisions.md "CPF rules as dated tables").
  const scale = cohortScale(input.cohortYear, estimates.publishedForCohort);
  const amount = dec(input.retirementAccount).div(dec(100)).div(scale);
  const points = estimates.standardFrom65.map((point) => ({ at: dec(point.retirementAccountAt55), low: point.low, high: point.high }));
  const sources = [row.source, ...(deferred > 0 ? [SOURCES.deferral] : [])];
  const ends = (['low', 'high'] as const).map((end) => {
    const factor = input.plan === 'STANDARD' ? dec(1) : dec(estimates.planFactors[input.plan][end]);
    const deferral = dec(1).plus(dec(estimates.deferralPerYear[end]).times(dec(deferred)).div(dec(100)));
    const dollars = interpolate(points, amount, end).times(scale).times(factor).times(deferral).round(0, ROUND_HALF_UP);
    return toCents(dollars.times(dec(100)).toNumber());
  });
  return {
    plan: input.plan,
    startAge: input.startAge,
    monthlyPayoutLow: ends[0]!,
    monthlyPayoutHigh: ends[1]!,
    label: "CPF's estimate",
    sources,
  };
}
