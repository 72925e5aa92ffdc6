import type { TargetsResponse } from '../../../src/targets/adapters/http/targets.contract.js';
import { EMERGENCY_FUND_KEY } from '../../../src/targets/domain/targets-overview.js';

export interface Panel {
  key: string;
  title: string;
  date: string;
  totalAmount: number;
  reallocatedAmount: number;
}

/** The panels of spec 3 §2: the emergency fund only when its total is above 0, then the open goals by date. */
export function allocationPanels(overview: TargetsResponse): Panel[] {
  const fund = overview.emergencyFund;
  return [
    ...(fund && fund.totalAmount > 0 ? [{ key: EMERGENCY_FUND_KEY, title: fund.name, date: fund.date, totalAmount: fund.totalAmount, reallocatedAmount: fund.reallocatedAmount }] : []),
    ...overview.goals
      .filter((goal) => !goal.paidOut)
      .map((goal) => ({ key: goal.id, title: goal.name, date: goal.date, totalAmount: goal.totalAmount, reallocatedAmount: goal.reallocatedAmount })),
  ];
}

