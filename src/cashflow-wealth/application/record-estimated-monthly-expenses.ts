import type { Clock } from '../../shared-kernel/clock.js';
import { todayInSingapore } from '../../shared-kernel/dates.js';
import { checkEstimatedMonthlyExpenses, type EstimatedMonthlyExpenses } from '../domain/estimated-monthly-expenses.js';
import type { EstimatedExpensesRepository } from '../ports/estimated-expenses-repository.js';
import type { RecordFinancesSnapshot } from './record-finances-snapshot.js';

/** POST /estimated-monthly-expenses: creates or replaces the resident's one record. @throws ValidationFailed (400). */
export class RecordEstimatedMonthlyExpenses {
  constructor(
    private readonly expenses: EstimatedExpensesRepository,
    private readonly clock: Clock,
    private readonly snapshot: RecordFinancesSnapshot,
  ) {}

  async execute(userId: string, value: EstimatedMonthlyExpenses): Promise<EstimatedMonthlyExpenses> {
    const saved = await this.expenses.save(userId, checkEstimatedMonthlyExpenses(value, todayInSingapore(this.clock)));
    await this.snapshot.execute(userId);
    return saved;
  }
}
