/**
 * Everything GET /targets answers, worked out at once from the resident's goals, emergency fund and money (pure):
 * each open target's projection, badge, progress, reallocated amount and recommendations, plus the available
 * funds, unallocated savings and the monthly savings the plan uses and recommends.
 */
import type { LocalDate } from '../../shared-kernel/local-date.js';
import type { Cents } from '../../shared-kernel/money.js';
import { accumulatedMonths, EMERGENCY_FUND_NAME, initialFund, monthlyOutflow, recommendedFundMonths, type EmergencyFund } from './emergency-fund.js';
import { isExpiredUnpaid, listingGroupOf, progressPercent, type Goal, type ListingGroup } from './goal.js';
import {
  badgeOf,
  minimumMonthlySavings,
  monthlySavingsForAll,
  nextTransferDate,
  projectedAmounts,
  reallocatedAmounts,
  recommendedDate,
  recommendedMonthlySavings,
  unallocatedSavings,
  type Badge,
  type PlanTarget,
} from './planning.js';
import type { Recommendation } from './suggestion.js';

/** The key the plan uses for the emergency fund (it has no id: spec 3 §2). */
export const EMERGENCY_FUND_KEY = 'EMERGENCY_FUND';

export interface TargetsMoney {
  availableFunds: Cents;
  monthlyGrossIncome: Cents;
  monthlyExpenses: Cents;
  monthlyLoanRepayments: Cents;
  targetMonthlySavings: Cents | null;
  /** The day of the month the savings are moved, 1 to 28 (spec 3 §3 user-level savings settings); null: not said. */
  dayOfTransfer: number | null;
  /** Whether that transfer is automatic (a standing instruction at the bank); null: not said. */
  automaticTransferStatus: boolean | null;
}

/**
 * The monthly transfer as the plan counts it: the next one falls on the day of transfer this month when that day
 * is still ahead, else next month; null without a day (the plan then counts a month's savings from next month).
 */
export interface TransferSchedule {
  dayOfTransfer: number | null;
  automatic: boolean | null;
  nextTransferDate: LocalDate | null;
}

export interface TargetPlan {
  progress: number;
  projectedCurrentAmount: Cents;
  projectedTotalAmount: Cents;
  badge: Badge;
  reallocatedAmount: Cents;
  /** null for a target already full, paid out or past its date */
  recommended: Recommendation | null;
}

export interface GoalView extends Goal, TargetPlan {
  group: ListingGroup;
}

export interface EmergencyFundView extends EmergencyFund, TargetPlan {
  name: typeof EMERGENCY_FUND_NAME;
  /** Past its date and not full (spec 3 §4). */
  overdue: boolean;
  /** Months of spending it holds now (1 decimal). */
  accumulatedMonths: number;
}

export interface TargetsOverview {
  goals: GoalView[];
  emergencyFund: EmergencyFundView | null;
  /** Where the emergency fund editor starts when there is no fund yet (spec 3 §4). */
  emergencyFundStart: { totalAmount: Cents; date: LocalDate; months: number };
  availableFunds: Cents;
  unallocatedSavings: Cents;
  /** Spending a month without investments (at least 1 cent): the emergency fund's months are counted in it. */
  monthlyOutflow: Cents;
  /** The resident's own target monthly savings, else the recommended: what the projections save each month. */
  monthlySavings: Cents;
  recommendedMonthlySavings: Cents;
  /** What every open target needs a month to stay on track. */
  monthlySavingsForTargets: Cents;
  hasExpiredUnpaidTargets: boolean;
  transfer: TransferSchedule;
}

const NO_PLAN = (target: { totalAmount: Cents; currentAmount: Cents }): TargetPlan => ({
  progress: progressPercent(target.currentAmount, target.totalAmount),
  projectedCurrentAmount: target.currentAmount,
  projectedTotalAmount: target.totalAmount,
  badge: badgeOf(target, target.currentAmount),
  reallocatedAmount: target.currentAmount,
  recommended: null,
});

export function targetsOverview(
  goals: readonly Goal[],
  fund: EmergencyFund | null,
  money: TargetsMoney,
  today: LocalDate,
  addMonths: (date: LocalDate, months: number) => LocalDate,
): TargetsOverview {
  const outflow = monthlyOutflow(money.monthlyExpenses, money.monthlyLoanRepayments);
  // Open targets: not paid out and not yet past their date (a past one gets nothing more; the resident completes it).
  const openGoals = goals.filter((goal) => !goal.paidOut);
  const planTargets: PlanTarget[] = [
    ...(fund && fund.totalAmount > 0 ? [{ key: EMERGENCY_FUND_KEY, totalAmount: fund.totalAmount, currentAmount: fund.currentAmount, date: fund.date }] : []),
    ...openGoals.map((goal) => ({ key: goal.id, totalAmount: goal.totalAmount, currentAmount: goal.currentAmount, date: goal.date })),
  ];
  const day = money.dayOfTransfer;
  const forTargets = monthlySavingsForAll(planTargets, today, day);
  const recommendedSavings = recommendedMonthlySavings(money.monthlyGrossIncome, planTargets.length === 0 ? null : forTargets);
  const monthlySavings = money.targetMonthlySavings ?? recommendedSavings;
  const projected = projectedAmounts(planTargets, monthlySavings, today, day);
  const reallocated = reallocatedAmounts(planTargets, money.availableFunds);

  const planOf = (target: PlanTarget): TargetPlan => {
    const projectedCurrent = projected.get(target.key) ?? target.currentAmount;
    const full = projectedCurrent >= target.totalAmount;
    const open = target.date >= today;
    return {
      progress: progressPercent(target.currentAmount, target.totalAmount),
      projectedCurrentAmount: projectedCurrent,
      projectedTotalAmount: target.totalAmount,
      badge: badgeOf(target, projectedCurrent),
      reallocatedAmount: reallocated.get(target.key) ?? (0 as Cents),
      recommended:
        full || !open
          ? null
          : {
              amount: projectedCurrent,
              date: recommendedDate(planTargets, target.key, monthlySavings, today, day),
              minimumMonthlySavings: minimumMonthlySavings(planTargets, target.key, today, day),
            },
    };
  };
  const byKey = new Map(planTargets.map((target) => [target.key, target]));

  const goalViews: GoalView[] = [...goals]
    .sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0))
    .map((goal) => ({ ...goal, group: listingGroupOf(goal, today), ...(goal.paidOut ? NO_PLAN(goal) : planOf(byKey.get(goal.id)!)) }));

  const fundKey = byKey.get(EMERGENCY_FUND_KEY);
  const fundView: EmergencyFundView | null = fund
    ? {
        ...fund,
        name: EMERGENCY_FUND_NAME,
        overdue: fund.date < today && fund.currentAmount < fund.totalAmount,
        accumulatedMonths: accumulatedMonths(fund.currentAmount, outflow),
        ...(fundKey ? planOf(fundKey) : NO_PLAN(fund)),
      }
    : null;

  const start = initialFund(null, outflow, money.availableFunds, today, addMonths);
  return {
    goals: goalViews,
    emergencyFund: fundView,
    emergencyFundStart: { totalAmount: start.totalAmount, date: start.date, months: recommendedFundMonths(money.availableFunds, outflow) },
    availableFunds: money.availableFunds,
    unallocatedSavings: unallocatedSavings(planTargets, money.availableFunds),
    monthlyOutflow: outflow,
    monthlySavings,
    recommendedMonthlySavings: recommendedSavings,
    monthlySavingsForTargets: forTargets,
    hasExpiredUnpaidTargets: goals.some((goal) => isExpiredUnpaid(goal, today)),
    transfer: {
      dayOfTransfer: day,
      automatic: money.automaticTransferStatus,
      nextTransferDate: day === null ? null : nextTransferDate(today, day),
    },
  };
}
