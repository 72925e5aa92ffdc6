import type { ListSyncPlan } from '../domain/list-sync.js';
import type { LoanRepayment } from '../domain/loan-repayment.js';

/** A resident's loan repayments; every call is scoped to `userId`. */
export interface LoanRepaymentRepository {
  /** The resident's list in its stored order. */
  listForUser(userId: string): Promise<LoanRepayment[]>;
  /**
   * In one transaction: reads the resident's stored ids (locking them), asks `plan` what to change (an error it
   * throws rolls everything back), applies the plan, and answers the list in the order of the plan's positions.
   */
  sync(userId: string, plan: (storedIds: string[]) => ListSyncPlan<LoanRepayment>): Promise<LoanRepayment[]>;
}
