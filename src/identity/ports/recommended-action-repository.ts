import type { CompletedBy, RecommendedAction } from '../domain/notifications/recommended-action.js';

/** Completed recommended actions, always of one resident. */
export interface RecommendedActionRepository {
  listForUser(userId: string): Promise<RecommendedAction[]>;
  /**
   * Records the key as completed, in one statement (one row per resident and key). When a record exists already it
   * is replaced if `replaceExisting`, else left as it is and returned.
   */
  saveCompletion(
    userId: string,
    key: string,
    completion: { completedAt: Date; completedBy: CompletedBy },
    replaceExisting: boolean,
  ): Promise<{ action: RecommendedAction; created: boolean }>;
  /** Null when the record is not the resident's. */
  update(userId: string, id: string, change: { completedAt?: Date; completedBy?: CompletedBy }): Promise<RecommendedAction | null>;
  /** False when the record is not the resident's. */
  delete(userId: string, id: string): Promise<boolean>;
}
