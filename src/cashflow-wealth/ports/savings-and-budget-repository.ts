import type { TargetMonthlySavings, TotalBudget } from '../domain/savings-and-budget.js';

/** The resident's one target monthly savings record. */
export interface TargetMonthlySavingsRepository {
  findForUser(userId: string): Promise<TargetMonthlySavings | null>;
  /** Creates or replaces it. */
  save(userId: string, value: TargetMonthlySavings): Promise<TargetMonthlySavings>;
}

/** The resident's one total budget. */
export interface TotalBudgetRepository {
  findForUser(userId: string): Promise<TotalBudget | null>;
  /** Creates or replaces it. */
  save(userId: string, value: TotalBudget): Promise<TotalBudget>;
}
