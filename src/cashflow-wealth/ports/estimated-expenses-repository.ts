import type { EstimatedMonthlyExpenses } from '../domain/estimated-monthly-expenses.js';

/** The resident's one estimated-monthly-expenses record. */
export interface EstimatedExpensesRepository {
  findForUser(userId: string): Promise<EstimatedMonthlyExpenses | null>;
  /** Creates or replaces the record; answers what is stored. */
  save(userId: string, value: EstimatedMonthlyExpenses): Promise<EstimatedMonthlyExpenses>;
}
