import type { Income } from '../domain/income.js';
import type { IncomeSyncPlan } from '../domain/income-list-sync.js';

/** A resident's income list; every call is scoped to `userId`. */
export interface IncomeRepository {
  /** The resident's list in its stored order. */
  listForUser(userId: string): Promise<Income[]>;
  /**
   * In one transaction: reads the resident's stored ids (locking them), asks `plan` what to change (an error it
   * throws rolls everything back), applies the plan, and answers the list in the order of the plan's positions.
   */
  sync(userId: string, plan: (storedIds: string[]) => IncomeSyncPlan): Promise<Income[]>;
}
