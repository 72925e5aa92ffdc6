import { planExpenseUpdates, type Expense, type ExpenseChange } from '../domain/expense.js';
import type { ExpenseRepository } from '../ports/expense-repository.js';
import type { RecordFinancesSnapshot } from './record-finances-snapshot.js';

/**
 * PATCH /expense: applies each item's changed fields to the resident's stored expense, all or nothing.
 * @throws as planExpenseUpdates: 404 an id not the resident's, 400 field rules, 409 a category already used.
 */
export class UpdateExpenses {
  constructor(
    private readonly expenses: ExpenseRepository,
    private readonly snapshot: RecordFinancesSnapshot,
  ) {}

  async execute(userId: string, changes: readonly ExpenseChange[]): Promise<Expense[]> {
    const { updated } = await this.expenses.change(userId, (stored) => ({ update: planExpenseUpdates(stored, changes) }));
    await this.snapshot.execute(userId);
    return updated;
  }
}
