/**
 * The readiness assessment (spec 3 §2 "Investing for beginners": readiness-assessment and its results): whether the
 * resident's own figures meet the rules of thumb of the Basic Financial Planning Guide that MAS published with the
 * banks', advisers' and insurers' associations on MoneySense (sources in docs/decisions.md "Readiness assessment").
 *
 * Pure: the figures come in already in SGD cents (the web converts with the same rates the dashboard uses); every
 * comparison is done in whole cents, so a threshold is met exactly at its edge and missed a cent below it. The
 * emergency fund's months are the shared kernel's one figure (docs/decisions.md "One emergency fund").
 */
import { emergencyFundMonths } from '../../../shared-kernel/emergency-fund-months.js';
import type { Cents } from '../../../shared-kernel/money.js';

/** Spec 3 §2: the checks, in the order the next step is chosen (the guide's order: safety first, then investing). */
export const READINESS_CHECKS = [
  'EMERGENCY_FUND',
  'EXPENSIVE_DEBT',
  'DEATH_COVER',
  'TPD_COVER',
  'CRITICAL_ILLNESS_COVER',
  'PREMIUMS',
  'SAVING_TO_INVEST',
] as const;
export type ReadinessCheckId = (typeof READINESS_CHECKS)[number];

export type CheckStatus = 'MET' | 'NOT_YET' | 'UNKNOWN';

/** Where the resident fixes or completes a figure; the web maps each to a page. */
export type FixTarget = 'INCOME' | 'EXPENSES' | 'LOANS' | 'MONTHLY_INVESTMENTS' | 'EMERGENCY_FUND' | 'INSURANCE';

/** The guide's rules of thumb. */
export const RULES = {
  /** at least 3 months of expenses set aside; 6 is the top of the range */
  emergencyFundMinMonths: 3,
  emergencyFundMaxMonths: 6,
  /** death and total permanent disability cover: 9 times annual income */
  deathTpdTimesIncome: 9,
  /** critical illness cover: 4 times annual income */
  criticalIllnessTimesIncome: 4,
  /** insurance premiums: at most 15 % of take-home pay */
  maxPremiumsPercent: 15,
  /** saved towards retirement and investments: at least 10 % of take-home pay */
  minSavingPercent: 10,
} as const;

/** A loan the resident owes. */
export interface DebtFigure {
  name: string;
  /** the app's liability and loan kinds (spec 2 §3): a home loan, or any other loan */
  category: 'MORTGAGE' | 'NON_MORTGAGE';
  /** SGD cents outstanding (a liability), or null when only the monthly instalment is known */
  balance: number | null;
  /** SGD cents a month (a loan repayment), or null when only the balance is known */
  monthly: number | null;
}

/** One insurance policy's benefits, SGD cents; null when the policy does not state it. */
export interface PolicyFigure {
  name: string;
  /** where the resident entered it: the wealth's insurance assets, or the guide's insurance list */
  source: 'WEALTH' | 'INSURANCE_LIST';
  death: number | null;
  tpd: number | null;
  criticalIllness: number | null;
  /** premiums in a year; null when the amount or how often it is paid is not known */
  yearlyPremium: number | null;
}

/**
 * The resident's figures, each null when not entered (the check that needs it is then 'we don't know'). Monthly
 * amounts are SGD cents a month, the same monthly figures the dashboard shows.
 */
export interface ReadinessFigures {
  monthlyGrossIncome: number | null;
  monthlyTakeHome: number | null;
  /** expenses plus the cash part of loan repayments (the emergency fund's months, as the dashboard works them out) */
  monthlyOutflow: number | null;
  /**
   * what the emergency fund counts: the emergency-fund target's allocation once there is one (`fundAllocated`),
   * else cash, savings accounts and fixed deposits (docs/decisions.md "One emergency fund")
   */
  emergencyFund: number | null;
  fundAllocated?: boolean;
  /** null when neither loans nor wealth have been entered */
  debts: readonly DebtFigure[] | null;
  monthlyInvestments: number | null;
  /** null when no policy has been entered anywhere */
  policies: readonly PolicyFigure[] | null;
  /**
   * what the resident spends on insurance a year by their cashflow (the expenses in the 'Insurance' category),
   * SGD cents; null when they entered none: the premiums they told us they pay (docs/decisions.md "Links and feeds")
   */
  insuranceSpending?: number | null;
}

export type Horizon = 'UNDER_3_YEARS' | 'THREE_TO_TEN_YEARS' | 'OVER_10_YEARS';
export type InvestingGoal = 'RETIREMENT' | 'HOME' | 'CHILDREN_EDUCATION' | 'GROW_WEALTH' | 'OTHER';
export type FallReaction = 'SELL_ALL' | 'SELL_SOME' | 'WAIT' | 'BUY_MORE';
export const HORIZONS: readonly Horizon[] = ['UNDER_3_YEARS', 'THREE_TO_TEN_YEARS', 'OVER_10_YEARS'];
export const INVESTING_GOALS: readonly InvestingGoal[] = ['RETIREMENT', 'HOME', 'CHILDREN_EDUCATION', 'GROW_WEALTH', 'OTHER'];
export const FALL_REACTIONS: readonly FallReaction[] = ['SELL_ALL', 'SELL_SOME', 'WAIT', 'BUY_MORE'];

/** The assessment's three answers. */
export interface ReadinessAnswers {
  horizon: Horizon;
  goal: InvestingGoal;
  reaction: FallReaction;
}

export interface ReadinessCheck {
  id: ReadinessCheckId;
  status: CheckStatus;
  /** the amounts behind the check, SGD cents (what the resident has, and what the rule asks for) */
  have: number | null;
  need: number | null;
  /** have / the base it is measured against: months, times annual income, or a fraction of take-home pay */
  ratio: number | null;
  /** UNKNOWN: the figures to enter to find out */
  missing: FixTarget[];
  /** where to change the figure that decides the check */
  fix: FixTarget;
  /** EMERGENCY_FUND: above 6 months, more than the guide asks for */
  moreThanNeeded?: boolean;
  /** EXPENSIVE_DEBT: the loans counted */
  debts?: DebtFigure[];
  /** cover and premium checks: the policies counted, and those that do not state the figure */
  policiesCounted?: number;
  policiesWithout?: number;
  /** PREMIUMS: where the yearly premiums came from (the policies' own, or the insurance the cashflow spends on) */
  premiumsFrom?: 'POLICIES' | 'CASHFLOW';
  /** EMERGENCY_FUND: the fund is what the resident set aside for their emergency-fund target */
  fundAllocated?: boolean;
}

export type AdviceCode = 'SHORT_HORIZON' | 'WOULD_SELL_IN_A_FALL' | 'ANSWERS_MISSING';

export interface ReadinessResult {
  overall: 'READY' | 'NOT_YET';
  checks: ReadinessCheck[];
  /** the first check not met, in {@link READINESS_CHECKS} order; null when ready */
  nextStep: ReadinessCheck | null;
  /** what the answers add (never a block: decisions.md "Readiness assessment") */
  advice: AdviceCode[];
}

const known = (...values: (number | null)[]): boolean => values.every((v) => v !== null);
const status = (met: boolean): CheckStatus => (met ? 'MET' : 'NOT_YET');

/**
 * Emergency fund: 3 to 6 months of spending, the months being the shared kernel's (fund / outflow, half up to 1
 * decimal, as the dashboard and the targets show them): met from 3.0 months; above 6.0 it is more than needed.
 */
export function emergencyFundCheck(f: Pick<ReadinessFigures, 'emergencyFund' | 'monthlyOutflow' | 'fundAllocated'>): ReadinessCheck {
  const missing: FixTarget[] = [];
  if (f.monthlyOutflow === null) missing.push('EXPENSES');
  if (f.emergencyFund === null) missing.push('EMERGENCY_FUND');
  const base = { id: 'EMERGENCY_FUND' as const, fix: 'EMERGENCY_FUND' as const, fundAllocated: f.fundAllocated ?? false };
  if (f.monthlyOutflow === null || f.emergencyFund === null) {
    return { ...base, status: 'UNKNOWN', have: f.emergencyFund, need: null, ratio: null, missing };
  }
  // Never below a cent a month, as the dashboard counts (spec 2: the outflow for the emergency fund is at least 1).
  const outflow = Math.max(1, f.monthlyOutflow);
  const months = emergencyFundMonths(f.emergencyFund as Cents, outflow as Cents);
  return {
    ...base,
    status: status(months >= RULES.emergencyFundMinMonths),
    have: f.emergencyFund,
    need: RULES.emergencyFundMinMonths * outflow,
    ratio: months,
    missing,
    moreThanNeeded: months > RULES.emergencyFundMaxMonths,
  };
}

/**
 * Expensive unsecured debt. The app records loans only as home loans or other loans (spec 2 §3), not as credit cards
 * or personal loans, so every other loan with something still owed counts as one to look at: a home loan never does.
 */
export function isExpensiveDebt(debt: DebtFigure): boolean {
  return debt.category === 'NON_MORTGAGE' && ((debt.balance ?? 0) > 0 || (debt.monthly ?? 0) > 0);
}

export function expensiveDebtCheck(f: Pick<ReadinessFigures, 'debts'>): ReadinessCheck {
  const base = { id: 'EXPENSIVE_DEBT' as const, fix: 'LOANS' as const, need: 0, ratio: null };
  if (f.debts === null) return { ...base, status: 'UNKNOWN', have: null, missing: ['LOANS'] };
  const debts = f.debts.filter(isExpensiveDebt);
  const owed = debts.reduce((sum, debt) => sum + (debt.balance ?? 0), 0);
  return { ...base, status: status(debts.length === 0), have: owed, missing: [], debts };
}

type CoverKind = 'death' | 'tpd' | 'criticalIllness';
const COVER_CHECK: Record<CoverKind, { id: ReadinessCheckId; times: number }> = {
  death: { id: 'DEATH_COVER', times: RULES.deathTpdTimesIncome },
  tpd: { id: 'TPD_COVER', times: RULES.deathTpdTimesIncome },
  criticalIllness: { id: 'CRITICAL_ILLNESS_COVER', times: RULES.criticalIllnessTimesIncome },
};

/** Cover against annual (gross) income: met from exactly the multiple; a policy not stating the benefit adds 0. */
export function coverCheck(kind: CoverKind, f: Pick<ReadinessFigures, 'monthlyGrossIncome' | 'policies'>): ReadinessCheck {
  const { id, times } = COVER_CHECK[kind];
  const missing: FixTarget[] = [];
  if (f.monthlyGrossIncome === null || f.monthlyGrossIncome <= 0) missing.push('INCOME');
  if (f.policies === null) missing.push('INSURANCE');
  const counted = (f.policies ?? []).filter((policy) => policy[kind] !== null);
  const have = f.policies === null ? null : counted.reduce((sum, policy) => sum + policy[kind]!, 0);
  const base = { id, fix: 'INSURANCE' as const, have, policiesCounted: counted.length, policiesWithout: (f.policies?.length ?? 0) - counted.length };
  if (missing.length > 0 || have === null) return { ...base, status: 'UNKNOWN', need: null, ratio: null, missing };
  const annual = f.monthlyGrossIncome! * 12;
  const need = times * annual;
  return { ...base, status: status(have >= need), need, ratio: have / annual, missing };
}

/**
 * Premiums at most 15 % of take-home pay (met at exactly 15 %). The premiums are what the resident entered: each
 * policy's own premium, and the insurance their cashflow spends on. The two describe the same money (a premium paid
 * from the bank is an expense too), so they are not added: the larger counts, never understating what is paid.
 * Unknown only when neither says: no insurance spending and a policy (or none) without its premium.
 */
export function premiumsCheck(f: Pick<ReadinessFigures, 'monthlyTakeHome' | 'policies' | 'insuranceSpending'>): ReadinessCheck {
  const missing: FixTarget[] = [];
  if (f.monthlyTakeHome === null || f.monthlyTakeHome <= 0) missing.push('INCOME');
  const without = (f.policies ?? []).filter((policy) => policy.yearlyPremium === null).length;
  const spending = f.insuranceSpending ?? null;
  const policiesKnown = f.policies !== null && without === 0;
  if (!policiesKnown && spending === null) missing.push('INSURANCE');
  const fromPolicies = f.policies === null ? null : f.policies.reduce((sum, policy) => sum + (policy.yearlyPremium ?? 0), 0);
  const fromCashflow = spending !== null && spending >= (fromPolicies ?? 0);
  const yearly = fromCashflow ? spending : fromPolicies;
  const base = {
    id: 'PREMIUMS' as const,
    fix: 'INSURANCE' as const,
    have: yearly,
    policiesCounted: (f.policies?.length ?? 0) - without,
    policiesWithout: without,
    premiumsFrom: fromCashflow ? ('CASHFLOW' as const) : ('POLICIES' as const),
  };
  if (missing.length > 0) return { ...base, status: 'UNKNOWN', need: null, ratio: null, missing };
  const annualTakeHome = f.monthlyTakeHome! * 12;
  // premiums / take-home <= 15 / 100, compared in whole cents
  return {
    ...base,
    status: status(yearly! * 100 <= RULES.maxPremiumsPercent * annualTakeHome),
    need: Math.floor((RULES.maxPremiumsPercent * annualTakeHome) / 100),
    ratio: yearly! / annualTakeHome,
    missing,
  };
}

/** At least 10 % of take-home pay going into investments each month (met at exactly 10 %). */
export function savingToInvestCheck(f: Pick<ReadinessFigures, 'monthlyTakeHome' | 'monthlyInvestments'>): ReadinessCheck {
  const missing: FixTarget[] = [];
  if (f.monthlyTakeHome === null || f.monthlyTakeHome <= 0) missing.push('INCOME');
  if (f.monthlyInvestments === null) missing.push('MONTHLY_INVESTMENTS');
  const fix: FixTarget = missing[0] ?? 'MONTHLY_INVESTMENTS';
  const base = { id: 'SAVING_TO_INVEST' as const, fix, have: f.monthlyInvestments };
  if (missing.length > 0 || !known(f.monthlyTakeHome, f.monthlyInvestments)) return { ...base, status: 'UNKNOWN', need: null, ratio: null, missing };
  const takeHome = f.monthlyTakeHome!;
  return {
    ...base,
    status: status(f.monthlyInvestments! * 100 >= RULES.minSavingPercent * takeHome),
    need: Math.ceil((RULES.minSavingPercent * takeHome) / 100),
    ratio: f.monthlyInvestments! / takeHome,
    missing,
  };
}

/**
 * What the answers add. They never block: the checks are about the resident's safety net, the answers about how
 * to invest once it is there (decisions.md "Readiness assessment").
 */
export function adviceOf(answers: ReadinessAnswers | null): AdviceCode[] {
  if (answers === null) return ['ANSWERS_MISSING'];
  const advice: AdviceCode[] = [];
  if (answers.horizon === 'UNDER_3_YEARS') advice.push('SHORT_HORIZON');
  if (answers.reaction === 'SELL_ALL' || answers.reaction === 'SELL_SOME') advice.push('WOULD_SELL_IN_A_FALL');
  return advice;
}

/** Every check, the overall verdict (ready only when every check is met) and the next step. */
export function assessReadiness(figures: ReadinessFigures, answers: ReadinessAnswers | null): ReadinessResult {
  const checks = [
    emergencyFundCheck(figures),
    expensiveDebtCheck(figures),
    coverCheck('death', figures),
    coverCheck('tpd', figures),
    coverCheck('criticalIllness', figures),
    premiumsCheck(figures),
    savingToInvestCheck(figures),
  ];
  const nextStep = checks.find((check) => check.status !== 'MET') ?? null;
  return { overall: nextStep === null ? 'READY' : 'NOT_YET', checks, nextStep, advice: adviceOf(answers) };
}
