/**
 * CPF interest (docs/decisions.md "CPF rules as dated tables"): the base rates by quarter and the extra interest on
 * the first S$60,000 of combined balances (at most S$20,000 from the OA), with a further 1 % on the first S$30,000
 * from 55. Interest is computed monthly and credited at the year's end; this gives one month's. Pure.
 */
import { dec, type Decimal } from '../decimal.js';
import { roundToCents } from '../money.js';
import { retirementRowOn, type RetirementTable } from '../retirement-figures.js';
import { ageInMonth, firstDayOf } from './cpf-age.js';
import { SOURCES } from './cpf-sources.js';
import type { CpfBalances, CpfMember, MonthlyInterest } from './cpf-types.js';

/**
 * Annual base rates in percent: the OA; the Special and MediSave Accounts (one pegged rate, 4 % floor); the RA,
 * computed yearly at 4 % until 2023 and aligned to the SA/MA rate quarterly from 2024.
 */
export interface BaseRates {
  oa: string;
  /** the Special and MediSave Accounts' rate (CPF's "SMRA" rate; the RA's too from 2024) */
  smra: string;
  /** the RA's rate: 4 % until 2023 (computed yearly), the SMRA rate from 2024 */
  ra: string;
}

const floor = { oa: '2.5', smra: '4', ra: '4' };
const quarter = (rate: string) => ({ oa: '2.5', smra: rate, ra: rate });

/** The base rates by quarter (CPF Board, HDB and MOH joint statements). */
export const BASE_INTEREST_RATES: RetirementTable<BaseRates> = {
  name: 'CPF base interest rates',
  rows: [
    { effectiveFrom: null, effectiveTo: '2023-06-30', source: SOURCES.interest, value: floor },
    { effectiveFrom: '2023-07-01', effectiveTo: '2023-09-30', source: SOURCES.interestQuarters, value: { oa: '2.5', smra: '4.01', ra: '4' } },
    { effectiveFrom: '2023-10-01', effectiveTo: '2023-12-31', source: SOURCES.interestQuarters, value: { oa: '2.5', smra: '4.04', ra: '4' } },
    { effectiveFrom: '2024-01-01', effectiveTo: '2024-03-31', source: SOURCES.interestQuarters, value: quarter('4.08') },
    { effectiveFrom: '2024-04-01', effectiveTo: '2024-06-30', source: SOURCES.interestQuarters, value: quarter('4.05') },
    { effectiveFrom: '2024-07-01', effectiveTo: '2024-09-30', source: SOURCES.interestQuarters, value: quarter('4.08') },
    { effectiveFrom: '2024-10-01', effectiveTo: '2024-12-31', source: SOURCES.interestQuarters, value: quarter('4.14') },
    { effectiveFrom: '2025-01-01', effectiveTo: null, source: SOURCES.interestQuarters, value: floor },
  ],
};

/** The extra interest: tiers of the combined balances, in dollars and percent a year (CPF Board). */
export interface ExtraInterestRule {
  oaCap: number;
  /** below 55: the first `upTo` dollars earn `rate` more */
  below55: ReadonlyArray<{ upTo: number; rate: string }>;
  /** from 55: 2 % on the first 30,000 and 1 % on the next 30,000 */
  from55: ReadonlyArray<{ upTo: number; rate: string }>;
}

export const EXTRA_INTEREST: RetirementTable<ExtraInterestRule> = {
  name: 'CPF extra interest',
  rows: [
    {
      effectiveFrom: null,
      effectiveTo: null,
      source: SOURCES.interest,
      value: { oaCap: 20_000, below55: [{ upTo: 60_000, rate: '1' }], from55: [{ upTo: 30_000, rate: '2' }, { upTo: 60_000, rate: '1' }] },
    },
  ],
};

const TWELVE_HUNDRED = dec(1200);

type Account = keyof CpfBalances;

function zeroExact(): Record<Account, Decimal> {
  return { oa: dec(0), sa: dec(0), ma: dec(0), ra: dec(0) };
}

function toBalances(exact: Record<Account, Decimal>): CpfBalances {
  return { oa: roundToCents(exact.oa), sa: roundToCents(exact.sa), ma: roundToCents(exact.ma), ra: roundToCents(exact.ra) };
}

/**
 * The interest `month` earns on `balances` (cents), base and extra, by the account it is credited to.
 *
 * Base: OA at the OA rate, SA and MA at the pegged rate, RA at the RA rate, each / 12.
 * Extra: the combined balances are counted in CPF's order (RA, then the OA up to S$20,000, then SA, then MA); the
 * extra on each account's counted part goes to that account, except the OA's, which goes to the SA below 55 and
 * to the RA from 55 ("aged 55 and above": from the month of the 55th birthday). Each account's sum is rounded
 * half-up to the cent.
 */
export function monthlyInterest(balances: CpfBalances, member: CpfMember, month: string): MonthlyInterest {
  const day = firstDayOf(month);
  const baseRow = retirementRowOn(BASE_INTEREST_RATES, day);
  const extraRow = retirementRowOn(EXTRA_INTEREST, day);
  const oaRate = dec(baseRow.value.oa);
  const sma = dec(baseRow.value.smra);
  const base = toBalances({
    oa: dec(balances.oa).times(oaRate).div(TWELVE_HUNDRED),
    sa: dec(balances.sa).times(sma).div(TWELVE_HUNDRED),
    ma: dec(balances.ma).times(sma).div(TWELVE_HUNDRED),
    ra: dec(balances.ra).times(dec(baseRow.value.ra)).div(TWELVE_HUNDRED),
  });

  const from55 = ageInMonth(member.dateOfBirth, month) >= 55;
  const tiers = from55 ? extraRow.value.from55 : extraRow.value.below55;
  const counted: Array<[Account, number]> = [
    ['ra', balances.ra],
    ['oa', Math.min(balances.oa, extraRow.value.oaCap * 100)],
    ['sa', balances.sa],
    ['ma', balances.ma],
  ];
  const extra = zeroExact();
  let position = 0; // cents of the combined balances counted so far
  for (const [account, amount] of counted) {
    let remaining = Math.max(0, amount);
    for (const tier of tiers) {
      const tierTop = tier.upTo * 100;
      if (remaining === 0 || position >= tierTop) continue;
      const inTier = Math.min(remaining, tierTop - position);
      const creditTo: Account = account === 'oa' ? (from55 ? 'ra' : 'sa') : account;
      extra[creditTo] = extra[creditTo].plus(dec(inTier).times(dec(tier.rate)).div(TWELVE_HUNDRED));
      position += inTier;
      remaining -= inTier;
    }
    position += remaining;
  }
  return { base, extra: toBalances(extra), sources: [baseRow.source, extraRow.source] };
}

/** Re-exported for callers that only need the month's base rates. */
export function baseRatesIn(month: string): BaseRates {
  return retirementRowOn(BASE_INTEREST_RATES, firstDayOf(month)).value;
}
