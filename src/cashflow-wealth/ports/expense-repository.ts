import type { Expense, ExpenseDraft } from '../domain/expense.js';

/** What one expense call changes; the application gets it from the domain's plan functions. */
export interface ExpenseChanges {
  create?: ExpenseDraft[];
  update?: Expense[];
  delete?: string[];
}

export interface ExpenseChangeResult {
  created: Expense[];
  updated: Expense[];
  deleted: string[];
}

/** A resident's expenses; every call is scoped to `userId`. */
export interface ExpenseRepository {
  /** The resident's expenses in their stored order. */
  listForUser(userId: string): Promise<Expense[]>;
  /**
   * In one transaction, one change of the resident's expenses at a time: reads the stored expenses, asks `plan`
   * what to change (an error it throws rolls everything back), applies it, and answers what was written
   * (created in the order given, after the stored ones).
   */
  change(userId: string, plan: (stored: Expense[]) => ExpenseChanges): Promise<ExpenseChangeResult>;
}
