import { checkTotalBudget, type TotalBudget } from '../domain/savings-and-budget.js';
import type { TotalBudgetRepository } from '../ports/savings-and-budget-repository.js';
import type { RecordFinancesSnapshot } from './record-finances-snapshot.js';

/** PUT /total-budget: creates or replaces the resident's one total budget. @throws ValidationFailed (400). */
export class SetTotalBudget {
  constructor(
    private readonly budgets: TotalBudgetRepository,
    private readonly snapshot: RecordFinancesSnapshot,
  ) {}

  async execute(userId: string, value: TotalBudget): Promise<TotalBudget> {
    const saved = await this.budgets.save(userId, checkTotalBudget(value));
    await this.snapshot.execute(userId);
    return saved;
  }
}
