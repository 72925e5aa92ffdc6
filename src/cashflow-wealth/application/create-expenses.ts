import { planNewExpenses, type Expense, type ExpenseDraft } from '../domain/expense.js';
import type { ExpenseRepository } from '../ports/expense-repository.js';
import type { RecordFinancesSnapshot } from './record-finances-snapshot.js';

/**
 * POST /expense: adds every item after the resident's stored expenses, all or nothing.
 * @throws as planNewExpenses: 400 field rules, 409 a category already used, 422 more than 50 expenses.
 */
export class CreateExpenses {
  constructor(
    private readonly expenses: ExpenseRepository,
    private readonly snapshot: RecordFinancesSnapshot,
  ) {}

  async execute(userId: string, drafts: readonly ExpenseDraft[]): Promise<Expense[]> {
    const { created } = await this.expenses.change(userId, (stored) => ({ create: planNewExpenses(stored, drafts) }));
    await this.snapshot.execute(userId);
    return created;
  }
}
