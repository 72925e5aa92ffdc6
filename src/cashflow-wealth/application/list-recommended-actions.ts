import { actionsStillOpen, type AdviceFacts } from '../domain/health-check/advice-conditions.js';
import { recommendedActions, type RecommendedActionKey } from '../domain/health-check/recommended-actions.js';
import type { CompletedActions } from '../ports/completed-actions.js';
import type { FinancesReader } from '../ports/finances-reader.js';
import type { ResidentFacts } from '../ports/resident-facts.js';
import type { TargetsPresence } from '../ports/targets-presence.js';
import type { RunHealthCheck } from './run-health-check.js';

/**
 * GET /health-check/recommended-actions: what the statuses call for, most urgent first, completed keys left out,
 * and the actions the data already shows done left out too (docs/decisions.md "Advice follows the data").
 */
export class ListRecommendedActions {
  constructor(
    private readonly check: RunHealthCheck,
    private readonly completed: CompletedActions,
    private readonly finances: FinancesReader,
    private readonly targets: TargetsPresence,
  ) {}

  async execute(userId: string, facts: ResidentFacts): Promise<RecommendedActionKey[]> {
    const [check, completedKeys, advice] = await Promise.all([this.check.execute(userId, facts), this.completed.keysOf(userId), this.adviceFacts(userId)]);
    return actionsStillOpen(recommendedActions(check, completedKeys), advice, completedKeys);
  }

  private async adviceFacts(userId: string): Promise<AdviceFacts> {
    const [{ finances }, hasTargets] = await Promise.all([this.finances.read(userId), this.targets.hasTargets(userId)]);
    return {
      hasTargets,
      hasIncome: finances.incomeList.length > 0,
      hasExpenses: finances.expenses.length > 0 || finances.estimatedMonthlyExpenses !== null,
    };
  }
}
