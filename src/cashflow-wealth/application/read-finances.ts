import type { EstimatedMonthlyExpenses } from '../domain/estimated-monthly-expenses.js';
import type { Income } from '../domain/income.js';
import type { EstimatedExpensesRepository } from '../ports/estimated-expenses-repository.js';
import type { IncomeRepository } from '../ports/income-repository.js';

/** The combined money state (spec 2 §3 "Finances"); grows with issue #4. */
export interface Finances {
  incomeList: Income[];
  estimatedMonthlyExpenses: EstimatedMonthlyExpenses | null;
}

/** GET /finances: one query per part (two today), run side by side. */
export class ReadFinances {
  constructor(
    private readonly incomes: IncomeRepository,
    private readonly expenses: EstimatedExpensesRepository,
  ) {}

  async execute(userId: string): Promise<Finances> {
    const [incomeList, estimatedMonthlyExpenses] = await Promise.all([this.incomes.listForUser(userId), this.expenses.findForUser(userId)]);
    return { incomeList, estimatedMonthlyExpenses };
  }
}
