import type { MoneyPlanFacts, MoneyPlanFactsSource } from '../../../identity/public.js';
import type { EstimatedExpensesRepository } from '../../ports/estimated-expenses-repository.js';
import type { TargetMonthlySavingsRepository, TotalBudgetRepository } from '../../ports/savings-and-budget-repository.js';

/**
 * The profile's target monthly savings, total budget and estimated monthly expenses (spec 1 §3), read from the
 * records this context keeps (POST /target-monthly-savings, PUT /total-budget, the estimated expenses), so the
 * profile shows what the resident last saved, never a copy that can drift. Amounts are SGD cents, as on every wire.
 */
export class MoneyPlanFactsFromRecords implements MoneyPlanFactsSource {
  constructor(
    private readonly targets: TargetMonthlySavingsRepository,
    private readonly budgets: TotalBudgetRepository,
    private readonly estimates: EstimatedExpensesRepository,
  ) {}

  async factsFor(userId: string): Promise<MoneyPlanFacts> {
    const [target, budget, estimate] = await Promise.all([this.targets.findForUser(userId), this.budgets.findForUser(userId), this.estimates.findForUser(userId)]);
    return {
      targetMonthlySavings: target?.targetMonthlySavings ?? null,
      dayOfTransfer: target?.dayOfTransfer ?? null,
      automaticTransferStatus: target?.automaticTransferStatus ?? null,
      totalBudget: budget ? { amount: budget.amount } : null,
      estimatedMonthlyExpenses: estimate ? { amount: estimate.amount, enteredDate: estimate.enteredDate, isDerived: estimate.isDerived } : null,
    };
  }
}
