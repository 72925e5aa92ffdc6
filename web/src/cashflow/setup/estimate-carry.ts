import type { ExpenseItem } from './expense-rules';

/** The category of the line an estimate becomes; the resident renames it or splits it into real categories. */
export const ESTIMATE_CATEGORY = 'Estimated spending';

export interface MonthlyEstimate {
  /** cents a month */
  amount: number;
}

/**
 * The quick snapshot's estimate is offered on the expenses step while no expense is entered (docs/decisions.md
 * "Enter once"): the health check counts it until expense items exist, so the step starts from it instead of
 * asking again from nothing. Nothing to offer without an estimate or once the list has items.
 */
export function estimateToOffer(estimate: MonthlyEstimate | null, items: readonly Pick<ExpenseItem, 'id'>[]): MonthlyEstimate | null {
  if (estimate === null || estimate.amount <= 0 || items.length > 0) return null;
  return estimate;
}

/** The estimate as one monthly expense line, ready to edit or split (no id yet: the list gives it a local one). */
export function estimateLine(estimate: MonthlyEstimate, colour: string): ExpenseItem {
  return { id: '', category: ESTIMATE_CATEGORY, amount: estimate.amount, timeInterval: 'MONTHLY', budgetAmount: null, budgetTimeInterval: null, colour };
}
