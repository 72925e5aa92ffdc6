import { recommendedActions, type RecommendedActionKey } from '../domain/health-check/recommended-actions.js';
import type { CompletedActions } from '../ports/completed-actions.js';
import type { ResidentFacts } from '../ports/resident-facts.js';
import type { RunHealthCheck } from './run-health-check.js';

/** GET /health-check/recommended-actions: what the statuses call for, most urgent first, completed keys left out. */
export class ListRecommendedActions {
  constructor(
    private readonly check: RunHealthCheck,
    private readonly completed: CompletedActions,
  ) {}

  async execute(userId: string, facts: ResidentFacts): Promise<RecommendedActionKey[]> {
    const [check, completedKeys] = await Promise.all([this.check.execute(userId, facts), this.completed.keysOf(userId)]);
    return recommendedActions(check, completedKeys);
  }
}
