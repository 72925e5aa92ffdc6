import { planExpenseDeletion } from '../domain/expense.js';
import type { ExpenseRepository } from '../ports/expense-repository.js';
import type { RecordFinancesSnapshot } from './record-finances-snapshot.js';

/**
 * DELETE /expense: deletes the given expenses of the resident, or all of them when `ids` is null; all or nothing.
 * @throws NotFound (404) when any id is not one of the resident's.
 */
export class DeleteExpenses {
  constructor(
    private readonly expenses: ExpenseRepository,
    private readonly snapshot: RecordFinancesSnapshot,
  ) {}

  async execute(userId: string, ids: readonly string[] | null): Promise<string[]> {
    const { deleted } = await this.expenses.change(userId, (stored) => ({ delete: planExpenseDeletion(stored, ids) }));
    await this.snapshot.execute(userId);
    return deleted;
  }
}
