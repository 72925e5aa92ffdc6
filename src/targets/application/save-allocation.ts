import { ValidationFailed } from '../../shared-kernel/errors.js';
import type { Cents } from '../../shared-kernel/money.js';
import { assertWithinAvailableFunds } from '../domain/target-rules.js';
import type { TargetsRepository } from '../ports/goal-repository.js';
import { allocatedNow, GoalNotFound } from './goal-commands.js';
import type { TargetsDeps } from './targets-context.js';

export interface AllocationRequest {
  goals: ReadonlyArray<{ id: string; currentAmount: Cents }>;
  /** null: the emergency fund is not part of this allocation (spec 3 §4: only when its total is above 0). */
  emergencyFund: Cents | null;
}

export const ABOVE_TOTAL = 'An amount is more than its target. Lower it to the target amount at most.';

/**
 * PUT /allocation: the allocation screen's amounts, saved together (spec 3 §4 "Saving sends an update per goal and
 * one for the emergency fund"). One transaction under the resident's allocation lock, so two saves at once
 * cannot leave more allocated than the available funds. Each amount stays within 0 and its target's total.
 */
export class SaveAllocation {
  constructor(
    private readonly targets: TargetsRepository,
    private readonly deps: Pick<TargetsDeps, 'moneyOf'>,
  ) {}

  /** @throws GoalNotFound, ValidationFailed, AllocationExceeded */
  async execute(userId: string, request: AllocationRequest): Promise<void> {
    const money = await this.deps.moneyOf(userId);
    await this.targets.withAllocationLock(userId, async (scope) => {
      const [goals, fund] = await Promise.all([scope.listGoals(), scope.findEmergencyFund()]);
      const byId = new Map(goals.map((goal) => [goal.id, goal]));
      const problems: { field: string; message: string }[] = [];
      request.goals.forEach((line, index) => {
        const goal = byId.get(line.id);
        if (!goal || goal.paidOut) throw new GoalNotFound();
        if (line.currentAmount > goal.totalAmount) problems.push({ field: `goals[${index}].currentAmount`, message: ABOVE_TOTAL });
      });
      if (request.emergencyFund !== null) {
        if (!fund) problems.push({ field: 'emergencyFund', message: 'You have no emergency fund yet. Set one up first.' });
        else if (request.emergencyFund > fund.totalAmount) problems.push({ field: 'emergencyFund', message: ABOVE_TOTAL });
      }
      if (problems.length > 0) throw new ValidationFailed(problems, ABOVE_TOTAL);
      const before = await allocatedNow(scope);
      const changed = new Map(request.goals.map((line) => [line.id, line.currentAmount]));
      const after =
        goals.filter((goal) => !goal.paidOut).reduce((sum, goal) => sum + (changed.get(goal.id) ?? goal.currentAmount), 0) + (request.emergencyFund ?? fund?.currentAmount ?? 0);
      assertWithinAvailableFunds(before, after, money.availableFunds);
      await scope.setAllocated(request.goals, request.emergencyFund);
    });
  }
}
