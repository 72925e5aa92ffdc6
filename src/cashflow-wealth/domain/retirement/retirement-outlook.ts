/**
 * "Will I have enough when I stop working?" (docs/decisions.md "Retirement projection"): CPF LIFE's estimated payout
 * on the projected Retirement Account, the other retirement money drawn down evenly to the plan-to age, against the
 * monthly spending grown by inflation to the retirement date. The gap is the need less a level income in today's
 * dollars over the whole retirement (a Standard plan's level payouts lose value to inflation; an Escalating plan's
 * grow 2 % a year), so plans and start ages compare on one footing. Pure: no I/O, no clock.
 */
import { cpfLifeEstimate, growRetirementAccount, payoutEligibilityAge } from '../../../shared-kernel/cpf/index.js';
import { ROUND_HALF_UP, dec, type Decimal } from '../../../shared-kernel/decimal.js';
import type { CpfLifeEstimate, CpfLifePlan, CpfSource } from '../../../shared-kernel/cpf/cpf-types.js';
import type { Cents } from '../../../shared-kernel/money.js';
import { projectCpf, type CpfProjection, type CpfProjectionInputs } from './cpf-projection.js';
import { birthdayMonth, monthIndex, monthText } from './months.js';
import { OTHER_MONEY_KINDS, type OtherMoneyKind, type OtherRetirementMoney } from './other-retirement-money.js';

export const DEFAULT_PLAN_TO_AGE = 95;
/** The Escalating plan's payouts rise 2 % a year (CPF Board, "CPF LIFE plans"). */
export const ESCALATING_YEARLY_RISE = 0.02;

export interface RetirementOutlookInputs extends CpfProjectionInputs {
  cpfLifePlan: CpfLifePlan;
  /** what the resident spends a month, in today's dollars */
  monthlySpending: Cents;
  /** investments, SRS and cash set aside for retirement today, each with its own return */
  otherMoney: OtherRetirementMoney;
  /** saved into the investments each month until retirement */
  monthlySaving?: Cents;
  /** put into SRS each January (and in the start month) until retirement */
  yearlySrs?: Cents;
  inflationPercent: number;
  planToAge?: number;
}

export interface RetirementOutlook {
  projection: CpfProjection;
  cpfLife: CpfLifeEstimate;
  /** 'YYYY-MM' the wages stop and the spending is drawn from CPF LIFE and the savings */
  retirementMonth: string;
  retirementAge: number;
  planToAge: number;
  /** the other retirement money at the retirement date, in that year's dollars: all of it, and by kind */
  otherSavingsAtRetirement: Cents;
  otherMoneyAtRetirement: Record<OtherMoneyKind, Cents>;
  /** the level monthly drawdown of that money to the plan-to age, in today's dollars */
  savingsIncomeToday: Cents;
  /** CPF LIFE (the low end of CPF's range) as a level monthly income over the retirement, in today's dollars */
  cpfLifeIncomeToday: Cents;
  need: { monthlyToday: Cents; monthlyAtRetirement: Cents };
  /** the need less the income: positive a shortfall, negative a surplus */
  gap: { monthlyToday: Cents; monthlyAtRetirement: Cents; lumpSumAtRetirement: Cents };
  /** the SRS paid in, in total (a lever's cost) */
  srsPaid: Cents;
  sources: CpfSource[];
}

/**
 * CPF's estimates are read on the RA set aside at 55, grown to 65 their own way (growRetirementAccount): the RA
 * projected to the payout age is taken back the same way, so top-ups and contributions after 55 count and the RA's
 * interest is not counted twice (a later start is then raised by CPF's deferral bonus, as CPF's estimate does).
 */
export function retirementAccountAt55(atPayoutAge: Cents, years: number): Cents {
  const { added, perDollar } = growthOver(years);
  const dollars = dec(atPayoutAge).div(100n).minus(added).div(perDollar);
  return (dollars.lte(dec(0)) ? 0 : dollars.times(100n).round(0, ROUND_HALF_UP).toNumber()) as Cents;
}

/** CPF's growth of the RA over `years` (what nothing grows to, and a dollar's share), exact, kept per number of years. */
const growths = new Map<number, { added: Decimal; perDollar: Decimal }>();
function growthOver(years: number): { added: Decimal; perDollar: Decimal } {
  let found = growths.get(years);
  if (!found) {
    const added = growRetirementAccount(dec(0), years);
    found = { added, perDollar: growRetirementAccount(dec(1), years).minus(added) };
    if (growths.size > 100) growths.clear();
    growths.set(years, found);
  }
  return found;
}

/** Monthly compounding of a yearly percentage. */
const monthlyRate = (yearlyPercent: number): number => Math.pow(1 + yearlyPercent / 100, 1 / 12) - 1;

/** Today's value of a level real income over `months`, starting now, at the monthly real rate `r`. */
export function annuityFactor(r: number, months: number): number {
  if (months <= 0) return 0;
  return Math.abs(r) < 1e-12 ? months : (1 - Math.pow(1 + r, -months)) / r;
}

const cents = (n: number): Cents => Math.round(n) as Cents;

/**
 * Works the outlook out: the CPF projection, then the retirement years month by month in today's dollars.
 * @throws Error from the CPF rules when a month or cohort has no rule.
 */
export function retirementOutlook(inputs: RetirementOutlookInputs): RetirementOutlook {
  const projection = projectCpf(inputs);
  const planToAge = inputs.planToAge ?? DEFAULT_PLAN_TO_AGE;
  const start = monthIndex(inputs.startMonth);
  const retirementAge = inputs.stopWorkingAge ?? inputs.payoutStartAge;
  const retire = Math.max(start, birthdayMonth(inputs.member.dateOfBirth, retirementAge));
  const payoutStart = Math.max(start, birthdayMonth(inputs.member.dateOfBirth, Math.max(inputs.payoutStartAge, payoutEligibilityAge(inputs.member.dateOfBirth))));
  const horizon = Math.max(0, birthdayMonth(inputs.member.dateOfBirth, planToAge) - retire);

  const cpfLife = cpfLifeEstimate({
    retirementAccount: retirementAccountAt55(projection.atPayoutAge.ra, inputs.payoutStartAge - 55),
    plan: inputs.cpfLifePlan,
    startAge: inputs.payoutStartAge,
    cohortYear: projection.cohortYear,
  });

  const inflation = monthlyRate(inputs.inflationPercent);
  // The real return of money at a yearly return: what it earns above inflation, a month.
  const realRate = (returnPercent: number) => (1 + monthlyRate(returnPercent)) / (1 + inflation) - 1;
  const toRetire = retire - start;
  const priceRise = Math.pow(1 + inflation, toRetire);

  // Each kind of other money grows at its own return to the retirement date, with the SRS contributions put into
  // the SRS and the monthly saving into the investments on the way; each is then drawn down evenly to the plan-to age.
  const atRetirement = { investments: 0, srs: 0, cash: 0 } as Record<OtherMoneyKind, number>;
  let srsPaid = 0;
  let savingsIncomeToday = 0;
  for (const kind of OTHER_MONEY_KINDS) {
    const { amount, returnPercent } = inputs.otherMoney[kind];
    const growth = monthlyRate(returnPercent);
    const yearlyIn = kind === 'srs' ? (inputs.yearlySrs ?? 0) : 0;
    const monthlyIn = kind === 'investments' ? (inputs.monthlySaving ?? 0) : 0;
    let pot = amount as number;
    for (let m = start; m < retire; m += 1) {
      if (yearlyIn > 0 && (m % 12 === 0 || m === start)) {
        pot += yearlyIn;
        srsPaid += yearlyIn;
      }
      pot = pot * (1 + growth) + monthlyIn;
    }
    atRetirement[kind] = pot;
    const factorOfKind = annuityFactor(realRate(returnPercent), horizon);
    if (factorOfKind > 0) savingsIncomeToday += pot / priceRise / factorOfKind;
  }
  // The lump sum that would pay the gap is valued at the investments' return, as the monthly saving lever invests it.
  const real = realRate(inputs.otherMoney.investments.returnPercent);
  const factor = annuityFactor(real, horizon);

  // CPF LIFE's payouts (the low end of CPF's range) in today's dollars, valued at the retirement date, then levelled.
  let payoutValue = 0;
  let discount = 1;
  let prices = priceRise;
  const escalates = inputs.cpfLifePlan === 'ESCALATING';
  for (let k = 0; k < horizon; k += 1) {
    const m = retire + k;
    if (m >= payoutStart) {
      const yearsPaid = Math.floor((m - payoutStart) / 12);
      const nominal = (cpfLife.monthlyPayoutLow as number) * (escalates ? Math.pow(1 + ESCALATING_YEARLY_RISE, yearsPaid) : 1);
      payoutValue += nominal / prices / discount;
    }
    discount *= 1 + real;
    prices *= 1 + inflation;
  }
  const cpfLifeIncomeToday = factor > 0 ? payoutValue / factor : 0;

  const needToday = inputs.monthlySpending as number;
  const gapToday = needToday - cpfLifeIncomeToday - savingsIncomeToday;
  const gapAtRetirement = gapToday * priceRise;
  return {
    projection,
    cpfLife,
    retirementMonth: monthText(retire),
    retirementAge,
    planToAge,
    otherSavingsAtRetirement: cents(atRetirement.investments + atRetirement.srs + atRetirement.cash),
    otherMoneyAtRetirement: { investments: cents(atRetirement.investments), srs: cents(atRetirement.srs), cash: cents(atRetirement.cash) },
    savingsIncomeToday: cents(savingsIncomeToday),
    cpfLifeIncomeToday: cents(cpfLifeIncomeToday),
    need: { monthlyToday: cents(needToday), monthlyAtRetirement: cents(needToday * priceRise) },
    gap: {
      monthlyToday: cents(gapToday),
      monthlyAtRetirement: cents(gapAtRetirement),
      // What would pay the shortfall, rising with prices, to the plan-to age, held at the retirement date.
      lumpSumAtRetirement: cents(Math.max(0, gapAtRetirement) * factor),
    },
    srsPaid: cents(srsPaid),
    sources: [...projection.sources, ...cpfLife.sources.filter((s: CpfSource) => !projection.sources.some((p) => p.title === s.title))],
  };
}
