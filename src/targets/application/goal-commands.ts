import { DomainError, NotFound, ValidationFailed, atItem } from '../../shared-kernel/errors.js';
import { todayInSingapore } from '../../shared-kernel/dates.js';
import { newlyEarnedTrackers } from '../domain/achievement-trackers.js';
import { MAX_OPEN_GOALS, TOO_MANY_GOALS, applyGoalChange, type Goal, type GoalChange } from '../domain/goal.js';
import { assertWithinAvailableFunds, goalChangeProblems, goalProblems } from '../domain/target-rules.js';
import type { NewGoal, TargetsRepository, TargetsWriteScope } from '../ports/goal-repository.js';
import type { TargetsDeps } from './targets-context.js';

export const GOAL_NOT_FOUND = 'We could not find this target. It may have been deleted.';
export class GoalNotFound extends NotFound {
  constructor() {
    super('TARGETS.GOAL_NOT_FOUND', GOAL_NOT_FOUND);
  }
}

/** What the open targets hold between them (paid-out goals hold nothing any more), and how many are open. */
export async function allocatedNow(scope: TargetsWriteScope): Promise<number> {
  return (await openTargets(scope)).allocated;
}

async function openTargets(scope: TargetsWriteScope): Promise<{ allocated: number; openGoals: number }> {
  const [goals, fund] = await Promise.all([scope.listGoals(), scope.findEmergencyFund()]);
  const open = goals.filter((goal) => !goal.paidOut);
  return { allocated: open.reduce((sum, goal) => sum + goal.currentAmount, 0) + (fund?.currentAmount ?? 0), openGoals: open.length };
}

/** The cap on open targets (docs/decisions.md "Every list has a cap"), counted under the allocation lock. */
function assertRoomForOpenGoal(openGoals: number): void {
  if (openGoals >= MAX_OPEN_GOALS) throw new DomainError('TARGETS.TOO_MANY_GOALS', TOO_MANY_GOALS, 'business-rule');
}

const allocatedBy = (goal: Pick<Goal, 'paidOut' | 'currentAmount'>): number => (goal.paidOut ? 0 : goal.currentAmount);

/** The goal calls of spec 3 §7: create, update (edit, complete, restore), delete. */
export class GoalCommands {
  constructor(
    private readonly targets: TargetsRepository,
    private readonly deps: TargetsDeps,
  ) {}

  /** POST /goal. @throws ValidationFailed, AllocationExceeded */
  async create(userId: string, draft: NewGoal): Promise<Goal> {
    const [created] = await this.createAll(userId, [draft], (_index, run) => run());
    return created!;
  }

  /** PATCH /goal/{id}: the update rules of spec 3 §4 applied to the stored goal. @throws GoalNotFound, ValidationFailed, AllocationExceeded */
  async update(userId: string, id: string, change: GoalChange): Promise<Goal> {
    const today = todayInSingapore(this.deps.clock);
    const money = await this.deps.moneyOf(userId);
    return this.targets.withAllocationLock(userId, async (scope) => {
      const stored = await scope.findGoal(id);
      if (!stored) throw new GoalNotFound();
      const next = applyGoalChange(stored, { ...change, ...(change.name !== undefined ? { name: change.name.trim() } : {}) }, today);
      const problems = [...goalProblems(next), ...goalChangeProblems(stored, next, today)];
      if (problems.length > 0) throw new ValidationFailed(problems);
      const { allocated: before, openGoals } = await openTargets(scope);
      if (stored.paidOut && !next.paidOut) assertRoomForOpenGoal(openGoals);
      assertWithinAvailableFunds(before, before - allocatedBy(stored) + allocatedBy(next), money.availableFunds);
      if (!(await scope.updateGoal(next))) throw new GoalNotFound();
      return next;
    });
  }

  /**
   * Several goals in one write (an import's list), each under POST's rules, the cap and the available funds counted
   * over the stored targets and the whole list; the money is read once. @throws as create, fields under `goals.{index}.`
   */
  async createMany(userId: string, drafts: readonly NewGoal[]): Promise<Goal[]> {
    return this.createAll(userId, drafts, (index, run) => atItem('goals', index, run));
  }

  /** POST's rules on each draft, then the cap and the funds over the stored targets and all the drafts; `at` names a failing item. */
  private async createAll(userId: string, drafts: readonly NewGoal[], at: <T>(index: number, run: () => T) => T): Promise<Goal[]> {
    const today = todayInSingapore(this.deps.clock);
    const goals = drafts.map((draft, index) =>
      at(index, () => {
        const goal = { ...draft, name: draft.name.trim() };
        const problems = [...goalProblems(goal), ...goalChangeProblems(null, goal, today)];
        if (problems.length > 0) throw new ValidationFailed(problems);
        return goal;
      }),
    );
    if (goals.length === 0) return [];
    const money = await this.deps.moneyOf(userId);
    const created = await this.targets.withAllocationLock(userId, async (scope) => {
      const { allocated: before, openGoals } = await openTargets(scope);
      let open = openGoals;
      let allocated = before;
      goals.forEach((goal, index) =>
        at(index, () => {
          if (!goal.paidOut) assertRoomForOpenGoal(open++);
          assertWithinAvailableFunds(before, (allocated += allocatedBy(goal)), money.availableFunds);
        }),
      );
      const stored: Goal[] = [];
      for (const goal of goals) stored.push(await scope.createGoal(goal));
      return stored;
    });
    await this.deps.awardTrackers(userId, newlyEarnedTrackers({ goalCount: created.length, emergencyFundMonths: null }, new Set()));
    return created;
  }

  /** Deletes those of `ids` that are the resident's, in one write (an import replacing them); answers how many. */
  async deleteMany(userId: string, ids: readonly string[]): Promise<number> {
    return this.targets.withAllocationLock(userId, async (scope) => {
      let deleted = 0;
      for (const id of ids) if (await scope.deleteGoal(id)) deleted += 1;
      return deleted;
    });
  }

  /** DELETE /goal/{id}: what it held returns to unallocated savings. @throws GoalNotFound */
  async delete(userId: string, id: string): Promise<void> {
    const deleted = await this.targets.withAllocationLock(userId, (scope) => scope.deleteGoal(id));
    if (!deleted) throw new GoalNotFound();
  }
}

