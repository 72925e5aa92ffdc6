/**
 * The CPF rules as the projection asks them (docs/decisions.md "Retirement projection"): a working life has ~700
 * months, projected seven times per calculation (the outlook and its levers). The sums and the interest rule's rates
 * and tiers (big.js, tens of microseconds a call) are kept under exactly what they depend on (the year, the quarter)
 * and reused; the month's interest is worked in integers on the interest rule's own rates and tiers (the base rates
 * read off the rule itself). The contribution rule works in whole numbers and costs about a microsecond, so the
 * projection keeps its answer only while the year, the age group and the wages hold; here only its answer once the
 * RA holds the Full sum is kept. The unit test checks the projection against asking every rule every month. The
 * memo is bounded and shared by every calculation in the process.
 */
import { EXTRA_INTEREST, allocationAgeBand, contributionAgeBand, contributionFor, monthlyInterest, retirementSumsForCohort } from '../../../shared-kernel/cpf/index.js';
import type { CohortRetirementSums, CpfBalances, CpfMember, CpfSource, MonthlyContribution } from '../../../shared-kernel/cpf/cpf-types.js';
import type { Cents } from '../../../shared-kernel/money.js';
import { retirementRowOn } from '../../../shared-kernel/retirement-figures.js';
import { monthText, yearOf } from './months.js';

const MAX_ENTRIES = 20_000;

/** How often each rule was actually asked (the bench prints it). */
export const rulesAsked = { contribution: 0, interest: 0, sums: 0 };

function remembered<T, K = string>(): { get(key: K): T | undefined; set(key: K, value: T): T } {
  const entries = new Map<K, T>();
  return {
    get: (key) => entries.get(key),
    set(key, value) {
      if (entries.size >= MAX_ENTRIES) entries.clear();
      entries.set(key, value);
      return value;
    },
  };
}

const sums = remembered<CohortRetirementSums>();
/** The sums of a cohort (and the Basic Healthcare Sum in force that year): one answer per year. */
export function sumsFor(year: number): CohortRetirementSums {
  const key = String(year);
  const found = sums.get(key);
  if (found) return found;
  rulesAsked.sums += 1;
  return sums.set(key, retirementSumsForCohort(year));
}

const contributions = remembered<MonthlyContribution>();

/**
 * What a month's contribution depends on besides the wages: the rule's age groups for rates and for allocation
 * (they change the month after a 35th, 45th, 50th, 55th, 60th, 65th and 70th birthday), and whether the 55th
 * birthday month is reached (the SA's share goes to the RA from then). The caller asks again when the age changes.
 */
export function contributionGroup(member: CpfMember, month: string, from55thBirthdayMonth: boolean): string {
  return `${member.residency}|${contributionAgeBand(member.dateOfBirth, month)}|${allocationAgeBand(member.dateOfBirth, month)}|${from55thBirthdayMonth}`;
}

/**
 * A month's contribution. Its rows are picked by the year (every row of the CPF tables from 2025 starts in
 * January), so the answer is the same for every month of a year sharing the group and the wages: the projection
 * keeps it while they hold. It is not kept here: the rule costs about a microsecond in whole numbers, less than a
 * look-up under a text key, and each new wage would only fill the memo.
 */
export function contributionIn(member: CpfMember, month: string, wage: number, bonus: number): MonthlyContribution {
  rulesAsked.contribution += 1;
  return contributionFor(member, month, wage as Cents, (bonus > 0 ? bonus : 0) as Cents);
}

/**
 * From 55: the rule fills the RA up to the cohort's Full sum as its table has it (`fullSum`, cents) and sends the
 * rest to the OA. Below the sum by more than the month's share, or at it already, the answer does not depend on the
 * RA's exact balance and is kept; only the month that crosses the sum is asked with the balance itself.
 */
export function contributionFrom55(member: CpfMember, month: string, group: string, wage: number, bonus: number, retirementAccount: number, fullSum: number): MonthlyContribution {
  if (retirementAccount >= fullSum) {
    const key = `${group}|${month.slice(0, 4)}|${wage}|${bonus}|full`;
    return contributions.get(key) ?? contributions.set(key, withRetirementAccount(member, month, wage, bonus, retirementAccount));
  }
  const open = contributionIn(member, month, wage, bonus);
  return retirementAccount + open.ra + open.sa <= fullSum ? open : withRetirementAccount(member, month, wage, bonus, retirementAccount);
}

function withRetirementAccount(member: CpfMember, month: string, wage: number, bonus: number, retirementAccount: number): MonthlyContribution {
  rulesAsked.contribution += 1;
  return contributionFor(member, month, wage as Cents, (bonus > 0 ? bonus : 0) as Cents, { retirementAccount: retirementAccount as Cents });
}

/**
 * The Full sum the contribution rule caps the RA at for a cohort: the cohort's own sums as the rule reads them
 * (retirementSumsForCohort), projected for cohorts after the last announced one.
 */
export function contributionCapFull(cohortYear: number): number {
  return sumsFor(cohortYear).full;
}

/** A balance whose month of base interest is its yearly rate in thousandths of a percent x 100, exactly: S$1.2 million. */
const PROBE = 120_000_000;
export interface BaseRatesMilli {
  oa: number;
  sa: number;
  ma: number;
  ra: number;
}
const baseRates = remembered<BaseRatesMilli, number>();
/**
 * The quarter's base rates (CPF sets them quarterly), in thousandths of a percent (2.5 % -> 2500), read off the
 * interest rule itself: a month's base interest on S$1.2 million is the rate x 1,000 cents, so the rule's own
 * rates are used, whatever they are, and a month's base interest is integer arithmetic after. `month` is a month
 * index (months.ts), its quarter the key, so nothing is written out unless the rule is asked.
 */
export function baseRatesMilli(member: CpfMember, month: number): BaseRatesMilli {
  const quarter = Math.floor(month / 3);
  const found = baseRates.get(quarter);
  if (found) return found;
  rulesAsked.interest += 1;
  const { base } = monthlyInterest({ oa: PROBE, sa: PROBE, ma: PROBE, ra: PROBE } as CpfBalances, member, monthText(month));
  return baseRates.set(quarter, { oa: base.oa / 100, sa: base.sa / 100, ma: base.ma / 100, ra: base.ra / 100 });
}

/**
 * A month's base interest on one balance, as the rule works it: balance x rate / 12, half-up to the cent. Exact in
 * integers for balances up to S$3.6 billion.
 */
export const baseInterest = (balance: number, rateMilli: number): number => (balance <= 0 ? 0 : Math.round((balance * rateMilli) / 1_200_000));

export interface ExtraTiers {
  oaCap: number;
  below55: ReadonlyArray<{ top: number; rateMilli: number }>;
  from55: ReadonlyArray<{ top: number; rateMilli: number }>;
  sources: CpfSource[];
}
const extraTiers = remembered<ExtraTiers, number>();
/** The year's extra-interest tiers, from the rule's table, with the rule's sources (asked with `month`, a month index). */
export function extraTiersIn(member: CpfMember, monthIndex: number): ExtraTiers {
  const year = yearOf(monthIndex);
  const found = extraTiers.get(year);
  if (found) return found;
  const month = monthText(monthIndex);
  const day = `${month.slice(0, 4)}-01-01`;
  const row = retirementRowOn(EXTRA_INTEREST, day);
  const tiers = (list: ReadonlyArray<{ upTo: number; rate: string }>) => list.map((tier) => ({ top: tier.upTo * 100, rateMilli: Math.round(Number(tier.rate) * 1000) }));
  rulesAsked.interest += 1;
  // The rule's sources, as it gives them, for the answer's list.
  const { sources } = monthlyInterest({ oa: 0, sa: 0, ma: 0, ra: 0 } as CpfBalances, member, month);
  return extraTiers.set(year, { oaCap: row.value.oaCap * 100, below55: tiers(row.value.below55), from55: tiers(row.value.from55), sources });
}

const ORDER = ['ra', 'oa', 'sa', 'ma'] as const;
const owedExtra = { oa: 0, sa: 0, ma: 0, ra: 0 };
/**
 * A month's extra interest, by the account it goes to, as monthlyInterest works it (src/shared-kernel/cpf/interest.ts)
 * on its own table (EXTRA_INTEREST): the combined balances counted in CPF's order (RA, the OA up to its cap, SA,
 * MA), each tier's part at its rate / 12, the OA's extra paid to the SA below 55 and to the RA from 55, each
 * account's sum rounded half-up to the cent. Worked in integers (thousandths of a percent) so it is exact without
 * big.js: the rule with big.js costs tens of microseconds a month. The projection's unit test checks the two agree
 * month by month (askEveryMonth). The answer is overwritten by the next call: read it at once.
 */
export function extraInterest(balances: CpfBalances, rule: ExtraTiers, from55: boolean): CpfBalances {
  const tiers = from55 ? rule.from55 : rule.below55;
  let oa = 0;
  let sa = 0;
  let ma = 0;
  let ra = 0;
  let position = 0;
  for (const account of ORDER) {
    let remaining = Math.max(0, account === 'oa' ? Math.min(balances.oa, rule.oaCap) : balances[account]);
    let owed = 0;
    for (const tier of tiers) {
      if (remaining === 0 || position >= tier.top) continue;
      const inTier = Math.min(remaining, tier.top - position);
      owed += inTier * tier.rateMilli;
      position += inTier;
      remaining -= inTier;
    }
    position += remaining;
    if (account === 'ra') ra += owed;
    else if (account === 'oa') {
      if (from55) ra += owed;
      else sa += owed;
    } else if (account === 'sa') sa += owed;
    else ma += owed;
  }
  owedExtra.oa = Math.round(oa / 1_200_000);
  owedExtra.sa = Math.round(sa / 1_200_000);
  owedExtra.ma = Math.round(ma / 1_200_000);
  owedExtra.ra = Math.round(ra / 1_200_000);
  return owedExtra as CpfBalances;
}
