/**
 * What would move the gap (docs/decisions.md "Retirement projection"): each lever is the same outlook worked out
 * again with one input changed, and its effect is the change in the monthly gap in today's dollars (positive: the
 * gap shrinks). Each says what it costs. No product is recommended: the levers are CPF's own choices, working
 * longer, and saving more. Pure: no I/O, no clock.
 */
import type { Cents } from '../../../shared-kernel/money.js';
import { contributionFor, retirementSumsForCohort, topUpRules } from '../../../shared-kernel/cpf/index.js';
import { residentIncomeTax } from '../../../shared-kernel/tax/resident-income-tax.js';
import { RA_FORMATION_AGE } from './cpf-projection.js';
import { retirementOutlook, type RetirementOutlook, type RetirementOutlookInputs } from './retirement-outlook.js';
import { ageInMonth, birthdayMonth, monthIndex } from './months.js';

export const LATEST_PAYOUT_START_AGE = 70;
const LATER_RETIREMENT_YEARS = 2;
/** IRAS's earned income relief below 55, dollars (the only relief the top-up's tax estimate takes off). */
const EARNED_INCOME_RELIEF = 1_000;
/** The Matched Retirement Savings Scheme's income condition: a gross monthly wage of at most S$4,000 (CPF Board, from 2025). */
const MRSS_MAX_MONTHLY_WAGE = 4_000 * 100;

export type LeverKind = 'RSTU_TOP_UP' | 'MATCHED_SAVINGS' | 'DEFER_TO_70' | 'HIGHER_RETIREMENT_SUM' | 'ESCALATING_PLAN' | 'RETIRE_LATER' | 'SRS_CONTRIBUTION' | 'MONTHLY_SAVING';

export interface RetirementLever {
  kind: LeverKind;
  /** what the lever is, in plain words */
  description: string;
  /** false when it does not apply (already chosen, or too late); its figures are then 0 */
  applies: boolean;
  /** how much the monthly gap shrinks, in today's dollars (negative: it grows) */
  monthlyEffectToday: Cents;
  /** what it costs, in cents (null when the cost is not money) */
  cost: Cents | null;
  /** what the cost is, in plain words */
  costDescription: string;
  /** the top-up lever only: the income tax its first year's top-up saves, an estimate before other reliefs */
  taxSavedFirstYear?: Cents;
}

const dollars = (c: number): string => `S$${Math.round(c / 100).toLocaleString('en-SG')}`;

function notApplicable(kind: LeverKind, description: string, why: string): RetirementLever {
  return { kind, description, applies: false, monthlyEffectToday: 0 as Cents, cost: null, costDescription: why };
}

/** The same outlook with one change, and by how much the monthly gap shrinks. */
function effect(base: RetirementOutlook, inputs: RetirementOutlookInputs): { outlook: RetirementOutlook; monthlyEffectToday: Cents } {
  const outlook = retirementOutlook(inputs);
  return { outlook, monthlyEffectToday: (base.gap.monthlyToday - outlook.gap.monthlyToday) as Cents };
}

/** Every lever, worked out against the base outlook of `inputs`. */
export function retirementLevers(inputs: RetirementOutlookInputs, base: RetirementOutlook): RetirementLever[] {
  const dob = inputs.member.dateOfBirth;
  const ageNow = ageInMonth(dob, monthIndex(inputs.startMonth));
  const levers: RetirementLever[] = [];
  // The S$8,000 a year of own top-ups that earn tax relief, and the SRS cap, of the start year (IRAS).
  const caps = topUpRules(Number(inputs.startMonth.slice(0, 4)));
  const rstuYearly = (caps.rstuRelief.own * 100) as Cents;
  const srsYearly = (caps.srs.capCitizenOrPr * 100) as Cents;

  const rstu = `A cash top-up of ${dollars(rstuYearly)} a year to your own CPF (Retirement Sum Topping-Up) until 55`;
  if (ageNow >= RA_FORMATION_AGE) levers.push(notApplicable('RSTU_TOP_UP', rstu, 'You are 55 or older: top-ups go to the Retirement Account instead'));
  else {
    const { outlook, monthlyEffectToday } = effect(base, { ...inputs, yearlyTopUp: rstuYearly });
    const paid = outlook.projection.topUpsPaid;
    const firstYear = Math.min(rstuYearly, paid) as Cents;
    const saved = firstYearTaxSaved(inputs, firstYear);
    const tax = paid > 0 ? `; the first year's ${dollars(firstYear)} saves about ${dollars(saved)} of income tax (an estimate on your wage and bonus less your CPF and the earned income relief, before any other reliefs)` : '';
    levers.push({ kind: 'RSTU_TOP_UP', description: rstu, applies: paid > 0, monthlyEffectToday: paid > 0 ? monthlyEffectToday : (0 as Cents), cost: paid, costDescription: `${dollars(paid)} of cash in all, locked in CPF${tax}`, taxSavedFirstYear: paid > 0 ? saved : (0 as Cents) });
  }

  levers.push(matchedSavings(inputs, base, ageNow));

  const defer = 'Starting CPF LIFE payouts at 70 instead';
  // Payouts start in the month of the birthday: from the month after, the start age and the plan are settled.
  const started = monthIndex(inputs.startMonth) > birthdayMonth(dob, inputs.payoutStartAge);
  if (started) levers.push(notApplicable('DEFER_TO_70', defer, 'Your payouts have started already'));
  else if (inputs.payoutStartAge >= LATEST_PAYOUT_START_AGE) levers.push(notApplicable('DEFER_TO_70', defer, 'Your payouts already start at 70'));
  else {
    const { monthlyEffectToday } = effect(base, { ...inputs, payoutStartAge: LATEST_PAYOUT_START_AGE, stopWorkingAge: inputs.stopWorkingAge ?? inputs.payoutStartAge });
    const months = (LATEST_PAYOUT_START_AGE - inputs.payoutStartAge) * 12;
    const forgone = (base.cpfLife.monthlyPayoutLow * months) as Cents;
    // Work still stops at the chosen age: the years to 70 are lived on savings alone, which can outweigh the higher payout.
    const widens = monthlyEffectToday < 0 ? `; you would still stop work at ${inputs.stopWorkingAge ?? inputs.payoutStartAge}, so those years' spending falls on your savings and the gap grows` : '';
    levers.push({ kind: 'DEFER_TO_70', description: defer, applies: true, monthlyEffectToday, cost: forgone, costDescription: `No payouts for ${months / 12} years: about ${dollars(forgone)} not paid out then${widens}` });
  }

  const next = inputs.retirementSumChoice === 'BASIC_WITH_PLEDGE' ? 'FULL' : inputs.retirementSumChoice === 'FULL' ? 'ENHANCED' : null;
  const sumLever = next === 'FULL' ? 'Setting aside the Full Retirement Sum instead of the Basic one' : 'Setting aside up to the Enhanced Retirement Sum instead of the Full one';
  if (next === null) levers.push(notApplicable('HIGHER_RETIREMENT_SUM', 'Setting aside a higher retirement sum', 'You already chose the Enhanced Retirement Sum'));
  else if (base.projection.at55 === null) levers.push(notApplicable('HIGHER_RETIREMENT_SUM', sumLever, 'Your Retirement Account is already formed'));
  else {
    const { outlook, monthlyEffectToday } = effect(base, { ...inputs, retirementSumChoice: next });
    const more = Math.max(0, outlook.projection.at55!.after.ra - base.projection.at55.after.ra) as Cents;
    levers.push({ kind: 'HIGHER_RETIREMENT_SUM', description: sumLever, applies: more > 0, monthlyEffectToday: more > 0 ? monthlyEffectToday : (0 as Cents), cost: more, costDescription: `${dollars(more)} more kept in the Retirement Account at 55, not withdrawable then` });
  }

  const escalating = 'The Escalating plan (payouts start lower and rise 2 % a year) instead';
  if (started) levers.push(notApplicable('ESCALATING_PLAN', escalating, 'The plan is chosen when payouts start: yours have started already'));
  else if (inputs.cpfLifePlan === 'ESCALATING') levers.push(notApplicable('ESCALATING_PLAN', escalating, 'You already chose the Escalating plan'));
  else {
    const { outlook, monthlyEffectToday } = effect(base, { ...inputs, cpfLifePlan: 'ESCALATING' });
    const lower = Math.max(0, base.cpfLife.monthlyPayoutLow - outlook.cpfLife.monthlyPayoutLow) as Cents;
    levers.push({ kind: 'ESCALATING_PLAN', description: escalating, applies: true, monthlyEffectToday, cost: lower, costDescription: `The first payouts are about ${dollars(lower)} a month lower` });
  }

  const retireAge = inputs.stopWorkingAge ?? inputs.payoutStartAge;
  const later = `Working two more years, to ${retireAge + LATER_RETIREMENT_YEARS}`;
  if (base.retirementMonth <= inputs.startMonth) levers.push(notApplicable('RETIRE_LATER', later, 'You have stopped working already'));
  else if ((inputs.planToAge ?? 95) <= retireAge + LATER_RETIREMENT_YEARS) levers.push(notApplicable('RETIRE_LATER', later, 'That is past the age you plan to'));
  else {
    const { monthlyEffectToday } = effect(base, {
      ...inputs,
      stopWorkingAge: retireAge + LATER_RETIREMENT_YEARS,
      payoutStartAge: Math.min(LATEST_PAYOUT_START_AGE, Math.max(inputs.payoutStartAge, retireAge + LATER_RETIREMENT_YEARS)),
    });
    levers.push({ kind: 'RETIRE_LATER', description: later, applies: true, monthlyEffectToday, cost: null, costDescription: 'Two more years of work; payouts start no earlier than then' });
  }

  const srs = `Putting ${dollars(srsYearly)} a year into SRS until you stop working`;
  if (base.retirementMonth <= inputs.startMonth) levers.push(notApplicable('SRS_CONTRIBUTION', srs, 'You have stopped working already'));
  else {
    const { outlook, monthlyEffectToday } = effect(base, { ...inputs, yearlySrs: ((inputs.yearlySrs ?? 0) + srsYearly) as Cents });
    const paid = (outlook.srsPaid - base.srsPaid) as Cents;
    levers.push({ kind: 'SRS_CONTRIBUTION', description: srs, applies: true, monthlyEffectToday, cost: paid, costDescription: `${dollars(paid)} in all, invested at your SRS return assumption (before any tax relief)` });
  }

  levers.push(closingSaving(inputs, base));
  return levers;
}

/**
 * The income tax a top-up of `relief` saves in the Year of Assessment after the start year (docs/decisions.md
 * "Retirement projection"): the chargeable income taken as 12 x the start month's wage plus the bonus, less the
 * employee's CPF on them by the start month's rule, less the earned income relief; the saving is the tax on that
 * less the tax on it without the relief used (at most the income).
 */
function firstYearTaxSaved(inputs: RetirementOutlookInputs, relief: Cents): Cents {
  const wage = inputs.grossMonthlyWage;
  const bonus = Math.round(wage * inputs.bonusMonths) as Cents;
  const monthly = contributionFor(inputs.member, inputs.startMonth, wage).employee;
  const withBonus = bonus > 0 ? contributionFor(inputs.member, inputs.startMonth, wage, bonus).employee - monthly : 0;
  const income = Math.max(0, wage * 12 + bonus - monthly * 12 - withBonus - EARNED_INCOME_RELIEF * 100);
  const ya = Number(inputs.startMonth.slice(0, 4)) + 1;
  return (residentIncomeTax(income, ya) - residentIncomeTax(income - Math.min(relief, income), ya)) as Cents;
}

/**
 * The Matched Retirement Savings Scheme (CPF Board, from 2025): a citizen of 55 or more whose RA holds less than the
 * current Basic Retirement Sum and who earns at most S$4,000 a month tops up the RA in cash, matched dollar for dollar
 * up to the yearly match, until the lifetime cap; worked out as the projection's yearly top-up of twice the match,
 * for the years the cap (and the RA's room to the Basic sum) allows.
 */
function matchedSavings(inputs: RetirementOutlookInputs, base: RetirementOutlook, ageNow: number): RetirementLever {
  const startYear = Number(inputs.startMonth.slice(0, 4));
  const { matchPerYear, lifetimeCap } = topUpRules(startYear).matchedSavings;
  const match = matchPerYear * 100;
  const description = `A cash top-up of ${dollars(match)} a year to your Retirement Account, matched dollar for dollar by the government (Matched Retirement Savings Scheme), if you also meet CPF's property conditions`;
  if (inputs.member.residency !== 'CITIZEN' || ageNow < RA_FORMATION_AGE) return notApplicable('MATCHED_SAVINGS', description, 'For citizens aged 55 and above');
  const basic = retirementSumsForCohort(startYear).basic as number;
  if (inputs.balances.ra >= basic) return notApplicable('MATCHED_SAVINGS', description, 'Your Retirement Account already holds the Basic Retirement Sum');
  if (inputs.grossMonthlyWage > MRSS_MAX_MONTHLY_WAGE) return notApplicable('MATCHED_SAVINGS', description, 'For members earning at most S$4,000 a month');
  // Years of matching: up to the lifetime cap, and no more than the RA's room to the Basic sum takes (interest aside).
  const capYears = lifetimeCap === null ? Number.POSITIVE_INFINITY : Math.floor(lifetimeCap / matchPerYear);
  const years = Math.max(1, Math.min(capYears, Math.ceil((basic - inputs.balances.ra) / (2 * match))));
  const until = Number.isFinite(years) ? `${startYear + years - 1}-12` : null;
  const { outlook, monthlyEffectToday } = effect(base, { ...inputs, yearlyTopUp: (2 * match) as Cents, yearlyTopUpUntil: until });
  const paid = outlook.projection.topUpsPaid;
  if (paid <= 0) return notApplicable('MATCHED_SAVINGS', description, 'Your payouts have started already: a top-up now is not worked out here');
  const own = Math.round(paid / 2) as Cents;
  const cap = lifetimeCap === null ? '' : `, at most ${dollars(lifetimeCap * 100)} in a lifetime`;
  return { kind: 'MATCHED_SAVINGS', description, applies: true, monthlyEffectToday, cost: own, costDescription: `${dollars(own)} of your cash in all; the government adds the same (up to ${dollars(match)} a year${cap})` };
}

/** The monthly saving, from now to the retirement date at the investments' return assumption, that pays the lump sum the gap needs. */
function closingSaving(inputs: RetirementOutlookInputs, base: RetirementOutlook): RetirementLever {
  const description = 'Saving a fixed amount each month until you stop working';
  if (base.gap.monthlyToday <= 0) return notApplicable('MONTHLY_SAVING', description, 'There is no gap to close');
  const months = monthIndex(base.retirementMonth) - monthIndex(inputs.startMonth);
  if (months <= 0) return notApplicable('MONTHLY_SAVING', description, 'You have stopped working already');
  const growth = Math.pow(1 + inputs.otherMoney.investments.returnPercent / 100, 1 / 12) - 1;
  // A saving at the end of each month grows to S x ((1 + g)^n - 1) / g by the retirement date.
  const growsTo = Math.abs(growth) < 1e-12 ? months : (Math.pow(1 + growth, months) - 1) / growth;
  const perMonth = Math.ceil(base.gap.lumpSumAtRetirement / growsTo) as Cents;
  return { kind: 'MONTHLY_SAVING', description, applies: true, monthlyEffectToday: base.gap.monthlyToday, cost: perMonth, costDescription: `${dollars(perMonth)} a month for ${Math.round(months / 12)} years, invested at your investments' return assumption` };
}
