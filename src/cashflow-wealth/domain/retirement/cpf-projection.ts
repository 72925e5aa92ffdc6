/**
 * The month-by-month CPF projection (docs/decisions.md "Retirement projection"): from the start month to the month
 * the member turns the payout age, the four accounts move by each month's contribution (by that month's date and
 * age), the flat's instalment from the OA, a cash top-up each January, the interest (earned monthly, credited in
 * December), the MA's overflow above the Basic Healthcare Sum, and the Retirement Account formed in the 55th-birthday
 * month. Every rule comes from the shared CPF rules (src/shared-kernel/cpf/); this file only sequences them. Pure:
 * no I/O, no clock.
 *
 * Speed (bench/retirement.ts; docs/decisions.md "Retirement projection"): a working life, 16 to 70, costs about a
 * quarter of a millisecond once V8 has optimised the loop, a new wage included: the contribution rule works in whole
 * numbers (about a microsecond a call) and is asked only when the year, the age group or the wages move; the
 * balances live in one mutable object, the interest is integer arithmetic on the rules' own rates
 * (cpf-rules-memo.ts), and no text is written out in a month unless a rule is asked. `askEveryMonth` asks every rule
 * every month instead: the unit test checks both give the same accounts.
 */
import { contributionFor, formRetirementAccount, monthlyInterest } from '../../../shared-kernel/cpf/index.js';
import { baseInterest, baseRatesMilli, contributionCapFull, contributionFrom55, contributionGroup, contributionIn, extraInterest, extraTiersIn, sumsFor } from './cpf-rules-memo.js';
import type {
  CohortRetirementSums,
  CpfBalances,
  CpfMember,
  CpfSource,
  MonthlyContribution,
  RetirementSumChoice,
} from '../../../shared-kernel/cpf/cpf-types.js';
import type { Cents } from '../../../shared-kernel/money.js';
import { birthdayMonth, isDecember, isJanuary, monthIndex, monthText, yearOf } from './months.js';

/** The age CPF forms the Retirement Account at. */
export const RA_FORMATION_AGE = 55;
/** From 65 the Basic Healthcare Sum stays fixed at the one of the year the member turns 65 (CPF Board). */
const BHS_FIXED_FROM_AGE = 65;

export interface CpfProjectionInputs {
  member: CpfMember;
  /** 'YYYY-MM': the first month projected (the balances are those at its start) */
  startMonth: string;
  balances: CpfBalances;
  /** the ordinary wage of the start month; it grows by `wageGrowthPercent` each January */
  grossMonthlyWage: Cents;
  /** months of wage paid as a bonus each December (additional wage) */
  bonusMonths: number;
  wageGrowthPercent: number;
  retirementSumChoice: RetirementSumChoice;
  /** the projection ends at the start of the month the member turns this age */
  payoutStartAge: number;
  /** wages stop at the start of the month the member turns this age (default: the payout age) */
  stopWorkingAge?: number;
  /** paid from the OA each month for the flat, while the OA has it */
  monthlyHousingFromOa: Cents;
  /** 'YYYY-MM', the last month the flat is paid from the OA (default: every month projected) */
  housingFromOaUntil?: string | null;
  /** a cash top-up each January (and in the start month): to the SA before 55 up to the FRS, to the RA after up to the ERS */
  yearlyTopUp?: Cents;
  /** 'YYYY-MM', the last month a top-up is paid (default: every year projected), e.g. a matching scheme's lifetime cap */
  yearlyTopUpUntil?: string | null;
}

/** The four accounts at one age, for a chart. */
export interface BalancesAtAge extends CpfBalances {
  age: number;
}

export interface CpfProjection {
  /** the start month's contribution (null when no wage is paid that month) */
  firstContribution: MonthlyContribution | null;
  /** the year the member turns 55, whose sums they are held to */
  cohortYear: number;
  sums: CohortRetirementSums;
  /** the accounts in the 55th-birthday month, before and after the RA is formed; null when the member was 55 already */
  at55: { month: string; before: CpfBalances; after: CpfBalances } | null;
  /** the accounts at the start of the payout-age birthday month, the year's interest so far credited */
  atPayoutAge: CpfBalances;
  /** the accounts at the start of each birthday month projected, and at the payout age */
  byAge: BalancesAtAge[];
  /** the cash top-ups paid in, in total */
  topUpsPaid: Cents;
  sources: CpfSource[];
}

/** One year's wage: the start wage grown by the wage growth for each January since, to the cent (a projection: floats do). */
function wageInYear(start: Cents, growthPercent: number, years: number): number {
  if (years <= 0 || growthPercent === 0) return start;
  return Math.round(start * Math.pow(1 + growthPercent / 100, years));
}

const copy = (b: CpfBalances): CpfBalances => ({ oa: b.oa, sa: b.sa, ma: b.ma, ra: b.ra });

function addSources(into: Map<string, CpfSource>, sources: readonly CpfSource[]): void {
  for (const source of sources) if (!into.has(source.title)) into.set(source.title, source);
}

/**
 * Projects the CPF accounts month by month to the payout age.
 * @throws Error from the CPF rules when a month or cohort has no rule (a defect of the tables).
 */
export function projectCpf(inputs: CpfProjectionInputs, options: { askEveryMonth?: boolean } = {}): CpfProjection {
  const { member } = inputs;
  const start = monthIndex(inputs.startMonth);
  const end = Math.max(start, birthdayMonth(member.dateOfBirth, inputs.payoutStartAge));
  const stopWork = birthdayMonth(member.dateOfBirth, inputs.stopWorkingAge ?? inputs.payoutStartAge);
  const at55Month = birthdayMonth(member.dateOfBirth, RA_FORMATION_AGE);
  const birth = monthIndex(member.dateOfBirth);
  const housingUntil = inputs.housingFromOaUntil ? monthIndex(inputs.housingFromOaUntil) : Number.POSITIVE_INFINITY;
  const topUpUntil = inputs.yearlyTopUpUntil ? monthIndex(inputs.yearlyTopUpUntil) : Number.POSITIVE_INFINITY;
  const cohortYear = yearOf(at55Month);
  const sums = sumsFor(cohortYear);
  const sources = new Map<string, CpfSource>();
  addSources(sources, sums.sources);

  // The accounts as plain numbers of cents in one object (handed to the rules as CpfBalances), the year's interest aside.
  const b = { oa: inputs.balances.oa as number, sa: inputs.balances.sa as number, ma: inputs.balances.ma as number, ra: inputs.balances.ra as number };
  const owed = { oa: 0, sa: 0, ma: 0, ra: 0 };
  let formed = start > at55Month;
  let at55: CpfProjection['at55'] = null;
  let firstContribution: MonthlyContribution | null = null;
  let topUpsPaid = 0;
  const byAge: BalancesAtAge[] = [];

  let wage = 0;
  // The sums of the year being projected (the SA's and the RA's top-up caps, the BHS before 65), asked once a year.
  let yearSums: CohortRetirementSums = sums;
  let sumsYear = -1;
  const bhsFixed = sumsFor(yearOf(birthdayMonth(member.dateOfBirth, BHS_FIXED_FROM_AGE))).basicHealthcare as number;
  const capFull = contributionCapFull(cohortYear);
  const every = options.askEveryMonth === true;
  // The contribution rule's age groups as the memo's key, written out again (only when the memo is asked, from 55)
  // after CPF's age for rates moves (the month after a birthday).
  let group = '';
  let groupAge = -1;
  // What the month before used, reused while nothing it depends on has moved (no look-up, no text, per month).
  let rates = baseRatesMilli(member, start);
  let ratesQuarter = Math.floor(start / 3);
  let tiers = extraTiersIn(member, start);
  // The contribution of the year, age group and wages being paid, kept while none of them moves: `open` as the rule
  // answers without the RA, `full` once the RA holds the cohort's Full sum (each asked of the memo at most once).
  let open: MonthlyContribution | null = null;
  let full: MonthlyContribution | null = null;
  let keyYear = -1;
  let keyAge = -1;
  let keyWage = -1;
  let keyBonus = -1;

  for (let m = start; m < end; m += 1) {
    const year = yearOf(m);
    if (year !== sumsYear) {
      yearSums = sumsFor(year);
      wage = wageInYear(inputs.grossMonthlyWage, inputs.wageGrowthPercent, year - yearOf(start));
      tiers = extraTiersIn(member, m);
      sumsYear = year;
    }
    if (Math.floor(m / 3) !== ratesQuarter) {
      ratesQuarter = Math.floor(m / 3);
      rates = baseRatesMilli(member, m);
    }
    const sinceBirth = m - birth;
    if (sinceBirth % 12 === 0) byAge.push({ age: sinceBirth / 12, ...(b as CpfBalances) });

    if (m === at55Month && !formed) {
      const month = monthText(m);
      // The SA's interest so far this year is credited in December where the SA's money went: the RA.
      owed.ra += owed.sa;
      owed.sa = 0;
      const before = copy(b as CpfBalances);
      const result = formRetirementAccount(before, member, month, inputs.retirementSumChoice);
      addSources(sources, result.sources);
      b.oa = result.balances.oa;
      b.sa = result.balances.sa;
      b.ma = result.balances.ma;
      b.ra = result.balances.ra;
      at55 = { month, before, after: copy(b as CpfBalances) };
      formed = true;
    }

    // Interest on the month's opening balances, credited at the year's end.
    let raInterest: number;
    if (every) {
      const interest = monthlyInterest(b as CpfBalances, member, monthText(m));
      if (m === start) addSources(sources, interest.sources);
      owed.oa += interest.base.oa + interest.extra.oa;
      owed.sa += interest.base.sa + interest.extra.sa;
      owed.ma += interest.base.ma + interest.extra.ma;
      raInterest = interest.base.ra + interest.extra.ra;
    } else {
      const extra = extraInterest(b as CpfBalances, tiers, sinceBirth >= RA_FORMATION_AGE * 12);
      if (m === start) addSources(sources, tiers.sources);
      owed.oa += baseInterest(b.oa, rates.oa) + extra.oa;
      owed.sa += baseInterest(b.sa, rates.sa) + extra.sa;
      owed.ma += baseInterest(b.ma, rates.ma) + extra.ma;
      raInterest = baseInterest(b.ra, rates.ra) + extra.ra;
    }
    owed.ra += raInterest;

    // A cash top-up: into the SA up to this year's FRS before 55, into the RA up to this year's ERS from 55.
    const topUp = inputs.yearlyTopUp ?? 0;
    if (topUp > 0 && (isJanuary(m) || m === start) && m <= topUpUntil) {
      const room = formed ? (yearSums.enhanced as number) - b.ra : (yearSums.full as number) - b.sa;
      const paid = Math.max(0, Math.min(topUp, room));
      if (formed) b.ra += paid;
      else b.sa += paid;
      topUpsPaid += paid;
    }

    if (m < stopWork && wage > 0) {
      const bonus = isDecember(m) && inputs.bonusMonths > 0 ? Math.round(wage * inputs.bonusMonths) : 0;
      const rateAge = Math.floor((sinceBirth - 1) / 12) * 2 + (m >= at55Month ? 1 : 0);
      if (rateAge !== groupAge) {
        group = '';
        groupAge = rateAge;
      }
      let c: MonthlyContribution;
      if (every) c = contributionFor(member, monthText(m), wage as Cents, bonus as Cents, m >= at55Month ? { retirementAccount: b.ra as Cents } : {});
      else {
        if (keyYear !== year || keyAge !== groupAge || keyWage !== wage || keyBonus !== bonus) {
          open = full = null;
          keyYear = year;
          keyAge = groupAge;
          keyWage = wage;
          keyBonus = bonus;
        }
        if (m >= at55Month && b.ra >= capFull) c = full ??= contributionFrom55(member, monthText(m), (group ||= contributionGroup(member, monthText(m), true)), wage, bonus, b.ra, capFull);
        else {
          open ??= contributionIn(member, monthText(m), wage, bonus);
          // From 55, the month whose share would take the RA past the Full sum is asked with the RA itself.
          if (m < at55Month || b.ra + open.ra + open.sa <= capFull) c = open;
          else c = contributionFrom55(member, monthText(m), (group ||= contributionGroup(member, monthText(m), true)), wage, bonus, b.ra, capFull);
        }
      }
      if (m === start) {
        firstContribution = c;
        addSources(sources, c.sources);
      }
      b.oa += c.oa;
      b.sa += c.sa;
      b.ma += c.ma;
      b.ra += c.ra;
    }

    if (inputs.monthlyHousingFromOa > 0 && m <= housingUntil) b.oa -= Math.min(inputs.monthlyHousingFromOa, b.oa);

    if (isDecember(m)) creditInterest(b, owed);
    overflowMa(b, formed, age65OrMore(sinceBirth) ? bhsFixed : (yearSums.basicHealthcare as number), formed ? (sums.full as number) : (yearSums.full as number));
  }
  // The year's interest so far, credited at the payout age so the CPF LIFE estimate sees it.
  creditInterest(b, owed);

  const atPayoutAge = copy(b as CpfBalances);
  const finalAge = Math.floor((end - birth) / 12);
  if (byAge.length === 0 || byAge[byAge.length - 1]!.age !== finalAge) byAge.push({ age: finalAge, ...atPayoutAge });

  return { firstContribution, cohortYear, sums, at55, atPayoutAge, byAge, topUpsPaid: topUpsPaid as Cents, sources: [...sources.values()] };
}

const age65OrMore = (monthsSinceBirth: number): boolean => monthsSinceBirth >= BHS_FIXED_FROM_AGE * 12;

function creditInterest(b: Record<keyof CpfBalances, number>, owed: Record<keyof CpfBalances, number>): void {
  b.oa += Math.round(owed.oa);
  b.sa += Math.round(owed.sa);
  b.ma += Math.round(owed.ma);
  b.ra += Math.round(owed.ra);
  owed.oa = owed.sa = owed.ma = owed.ra = 0;
}

/**
 * The MA above the Basic Healthcare Sum flows on (CPF Board, "MediSave Account: Basic Healthcare Sum"): before 55 to
 * the SA up to the Full Retirement Sum, from 55 to the RA up to the member's Full Retirement Sum; the rest to the OA.
 */
function overflowMa(b: Record<keyof CpfBalances, number>, formed: boolean, bhs: number, fullSum: number): void {
  if (b.ma <= bhs) return;
  const excess = b.ma - bhs;
  b.ma = bhs;
  const held = formed ? b.ra : b.sa;
  const toSpecial = Math.max(0, Math.min(excess, fullSum - held));
  if (formed) b.ra += toSpecial;
  else b.sa += toSpecial;
  b.oa += excess - toSpecial;
}
