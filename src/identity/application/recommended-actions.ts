import type { Clock } from '../../shared-kernel/clock.js';
import { CompletionInFuture, RecommendedActionNotFound } from '../domain/notifications/notification-errors.js';
import { isInFuture, replacesEarlierCompletion, type CompletedBy, type RecommendedAction } from '../domain/notifications/recommended-action.js';
import type { RecommendedActionRepository } from '../ports/recommended-action-repository.js';

/**
 * The resident's completed recommended actions (spec 1 §4 "Recommended actions"): recorded, listed, corrected and
 * deleted, always the signed-in resident's own.
 */
export class RecommendedActions {
  constructor(
    private readonly actions: RecommendedActionRepository,
    private readonly clock: Clock,
  ) {}

  /** POST /recommended-action: completed now. `created` is false when an existing record was returned or replaced. */
  complete(userId: string, key: string, completedBy: CompletedBy): Promise<{ action: RecommendedAction; created: boolean }> {
    return this.actions.saveCompletion(userId, key, { completedAt: this.clock.now(), completedBy }, replacesEarlierCompletion(completedBy));
  }

  list(userId: string): Promise<RecommendedAction[]> {
    return this.actions.listForUser(userId);
  }

  /**
   * @throws CompletionInFuture (422) for a completion time in the future
   * @throws RecommendedActionNotFound (404) when the record is not the resident's
   */
  async update(userId: string, id: string, change: { completedAt?: Date; completedBy?: CompletedBy }): Promise<RecommendedAction> {
    if (change.completedAt && isInFuture(change.completedAt, this.clock.now())) throw new CompletionInFuture();
    const updated = await this.actions.update(userId, id, change);
    if (!updated) throw new RecommendedActionNotFound();
    return updated;
  }

  /** @throws RecommendedActionNotFound (404) when the record is not the resident's */
  async delete(userId: string, id: string): Promise<void> {
    if (!(await this.actions.delete(userId, id))) throw new RecommendedActionNotFound();
  }
}
