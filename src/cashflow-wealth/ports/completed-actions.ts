/**
 * The resident's completed recommended actions, kept by the identity context (spec 1 §4 "Recommended actions").
 * The health check leaves completed keys out of its list and records achievement trackers as SYSTEM completions.
 */
export interface CompletedActions {
  /** Every key the resident (or the system) has completed. */
  keysOf(userId: string): Promise<Set<string>>;
  /** Records `key` as completed by the system; an existing completion stands (spec 2 §4: system completion only when not yet completed). */
  completeBySystem(userId: string, key: string): Promise<void>;
}
