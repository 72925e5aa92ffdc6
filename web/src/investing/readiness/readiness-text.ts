/**
 * What the readiness results say about each check, in plain English with the resident's own figures
 * (decisions.md "Readiness assessment"). Pure: the page only lays these out.
 */
import type {
  AdviceCode,
  CheckStatus,
  FallReaction,
  FixTarget,
  Horizon,
  InvestingGoal,
  ReadinessCheck,
  ReadinessCheckId,
} from '../../../../src/cashflow-wealth/domain/investing/readiness.js';
import { RULES } from '../../../../src/cashflow-wealth/domain/investing/readiness.js';
import { formatMoney, type Cents } from '../../shared/format/money';

import { RESULTS_PATH } from './readiness-paths';

export { READINESS_PATH, RESULTS_PATH } from './readiness-paths';

export const HORIZON_LABELS: Record<Horizon, string> = {
  UNDER_3_YEARS: 'Less than 3 years',
  THREE_TO_TEN_YEARS: '3 to 10 years',
  OVER_10_YEARS: 'More than 10 years',
};
export const GOAL_LABELS: Record<InvestingGoal, string> = {
  RETIREMENT: 'Retirement',
  HOME: 'A home',
  CHILDREN_EDUCATION: "My children's education",
  GROW_WEALTH: 'Growing my wealth',
  OTHER: 'Something else',
};
export const REACTION_LABELS: Record<FallReaction, string> = {
  SELL_ALL: 'Sell everything',
  SELL_SOME: 'Sell some of it',
  WAIT: 'Wait for prices to recover',
  BUY_MORE: 'Buy more at the lower price',
};

export const STATUS_LABELS: Record<CheckStatus, string> = { MET: 'Met', NOT_YET: 'Not yet', UNKNOWN: "We don't know" };

export const CHECK_TITLES: Record<ReadinessCheckId, string> = {
  EMERGENCY_FUND: 'An emergency fund of 3 to 6 months',
  EXPENSIVE_DEBT: 'No expensive debt',
  DEATH_COVER: 'Death cover of 9 times your yearly income',
  TPD_COVER: 'Disability cover of 9 times your yearly income',
  CRITICAL_ILLNESS_COVER: 'Critical illness cover of 4 times your yearly income',
  PREMIUMS: 'Insurance premiums at most 15 % of take-home pay',
  SAVING_TO_INVEST: 'At least 10 % of take-home pay invested',
};

/** Where each figure is changed: the results' own edit sub-pages, and the insurance policies in wealth. */
export const FIX_LINKS: Record<FixTarget, { to: string; label: string }> = {
  INCOME: { to: `${RESULTS_PATH}/edit-income`, label: 'Change your income' },
  EXPENSES: { to: `${RESULTS_PATH}/edit-expenses`, label: 'Change your expenses' },
  LOANS: { to: `${RESULTS_PATH}/edit-loans`, label: 'Change your loans' },
  MONTHLY_INVESTMENTS: { to: `${RESULTS_PATH}/edit-monthly-investments`, label: 'Change your monthly investments' },
  EMERGENCY_FUND: { to: `${RESULTS_PATH}/edit-emergency-fund`, label: 'Change your emergency fund' },
  INSURANCE: { to: '/dashboard/protection/edit-assets', label: 'Add or change your insurance policies' },
};

/** What to enter for an unknown check: 'Enter your income and your expenses to find out.' */
const MISSING_WORDS: Record<FixTarget, string> = {
  INCOME: 'your income',
  EXPENSES: 'your expenses',
  LOANS: 'your loans (or that you have none)',
  MONTHLY_INVESTMENTS: 'your monthly investments (or that you have none)',
  EMERGENCY_FUND: 'your cash, savings accounts and fixed deposits',
  INSURANCE: 'your insurance policies with their sums assured and premiums (or your insurance expenses in your cashflow)',
};

export function missingText(missing: readonly FixTarget[]): string {
  const words = missing.map((target) => MISSING_WORDS[target]);
  const list = words.length <= 1 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}`;
  return `Enter ${list} to find out.`;
}

const money = (cents: number | null) => (cents === null ? 'not available yet' : formatMoney(Math.round(cents) as Cents));
/** Rounded down to one decimal (the tiny allowance absorbs floating point: 3 months must not read 2.9). */
const down = (value: number) => Math.floor(value * 10 + 1e-9) / 10;
const times = (ratio: number) => `${down(ratio).toLocaleString('en-SG', { maximumFractionDigits: 1 })} times`;
/** Rounded down, so a figure just short of the rule never reads as meeting it. */
const percent = (ratio: number) => `${down(ratio * 100).toLocaleString('en-SG', { maximumFractionDigits: 1 })} %`;
const months = (ratio: number) => {
  const shown = down(ratio);
  return `${shown.toLocaleString('en-SG', { maximumFractionDigits: 1 })} ${shown === 1 ? 'month' : 'months'}`;
};

/** One sentence with the figures behind a check that could be worked out. */
export function checkSummary(check: ReadinessCheck): string {
  if (check.status === 'UNKNOWN') return missingText(check.missing);
  switch (check.id) {
    case 'EMERGENCY_FUND': {
      const fund = check.fundAllocated ? `The ${money(check.have)} you set aside for your emergency fund target` : `Your fund of ${money(check.have)}`;
      if (check.status === 'NOT_YET') return `${fund} covers ${months(check.ratio!)} of spending. Add ${money(check.need! - check.have!)} to reach 3 months (${money(check.need)}).`;
      return check.moreThanNeeded
        ? `${fund} covers ${months(check.ratio!)} of spending: more than the 6 months needed. What is above 6 months could be invested.`
        : `${fund} covers ${months(check.ratio!)} of spending (3 months is ${money(check.need)}).`;
    }
    case 'EXPENSIVE_DEBT': {
      if (check.status === 'MET') return 'You have no loans other than a home loan.';
      const names = (check.debts ?? []).map((debt) => debt.name).join(', ');
      return `You still have loans other than a home loan: ${names}${check.have ? ` (${money(check.have)} owed)` : ''}. Clear credit card balances and personal loans before you invest.`;
    }
    case 'DEATH_COVER':
    case 'TPD_COVER':
    case 'CRITICAL_ILLNESS_COVER': {
      const what = check.id === 'DEATH_COVER' ? 'on death' : check.id === 'TPD_COVER' ? 'on total permanent disability' : 'on critical illness';
      const cover = `Your policies pay ${money(check.have)} ${what}: ${times(check.ratio!)} your yearly income`;
      return check.status === 'MET' ? `${cover} (the guide's ${money(check.need)}).` : `${cover}. The guide suggests ${money(check.need)}: ${money(check.need! - check.have!)} more.`;
    }
    case 'PREMIUMS': {
      // Where the figure came from, so the resident recognises what they entered (docs/decisions.md "Links and feeds").
      const paid = `You pay ${money(check.have)} a year in premiums${check.premiumsFrom === 'CASHFLOW' ? ' (the insurance in your cashflow expenses)' : ''}`;
      return check.status === 'MET'
        ? `${paid}: ${percent(check.ratio!)} of your take-home pay (at most ${money(check.need)}).`
        : `${paid}: ${percent(check.ratio!)} of your take-home pay, above the ${money(check.need)} the guide suggests.`;
    }
    case 'SAVING_TO_INVEST':
      return check.status === 'MET'
        ? `You invest ${money(check.have)} a month: ${percent(check.ratio!)} of your take-home pay (10 % is ${money(check.need)}).`
        : `You invest ${money(check.have)} a month: ${percent(check.ratio!)} of your take-home pay. 10 % is ${money(check.need)}: ${money(check.need! - check.have!)} more a month.`;
  }
}

/** "How we worked this out", per check. */
export const HOW_WORKED_OUT: Record<ReadinessCheckId, string> = {
  EMERGENCY_FUND: `Your cash, savings accounts and fixed deposits, divided by what goes out each month (your expenses and the cash part of your loan repayments), rounded to 1 decimal: the same months as on your dashboard. Once you have an emergency fund target, what you set aside for it counts instead of all your cash. The guide asks for ${RULES.emergencyFundMinMonths} to ${RULES.emergencyFundMaxMonths} months; we count it met from ${RULES.emergencyFundMinMonths}.0.`,
  EXPENSIVE_DEBT:
    'Credit cards and personal loans charge far more interest than investments are likely to earn. The app keeps loans as home loans or other loans, so every loan other than a home loan with money still owed counts here; if yours is a low-interest car or study loan, you may decide it is not expensive.',
  DEATH_COVER: `The death sums assured of your insurance policies added up, against ${RULES.deathTpdTimesIncome} times your yearly gross income.`,
  TPD_COVER: `The total permanent disability sums assured of your insurance policies added up, against ${RULES.deathTpdTimesIncome} times your yearly gross income.`,
  CRITICAL_ILLNESS_COVER: `The critical illness sums assured of your insurance policies added up, against ${RULES.criticalIllnessTimesIncome} times your yearly gross income.`,
  PREMIUMS: `Each policy's premium turned into a yearly amount (a single premium counts as 0 a year), added up; or, when that is more or the policies do not say, the insurance expenses in your cashflow as a yearly amount (the two are the same money, so they are not added). Against ${RULES.maxPremiumsPercent} % of your yearly take-home pay. Met at exactly ${RULES.maxPremiumsPercent} %.`,
  SAVING_TO_INVEST: `Your monthly investments against ${RULES.minSavingPercent} % of your monthly take-home pay. Met at exactly ${RULES.minSavingPercent} %.`,
};

export const ADVICE_TEXT: Record<AdviceCode, string> = {
  SHORT_HORIZON:
    'You may need this money within 3 years. Prices of shares and funds can fall and take years to recover, so money you need soon is safer in savings, fixed deposits, Singapore Savings Bonds or Treasury bills.',
  WOULD_SELL_IN_A_FALL:
    'You said you would sell after a 20 % fall. Falls like that happen; selling then turns a paper loss into a real one. Start small, spread your money over many investments, and learn how they behave before you invest more.',
  ANSWERS_MISSING: 'Answer the three questions of the assessment to get advice on how to invest, not just whether you are ready.',
};
