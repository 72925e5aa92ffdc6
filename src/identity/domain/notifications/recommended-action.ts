/**
 * Recommended actions a resident has completed (spec 1 §3 "Recommended action", §4 "Recommended actions"). The
 * dashboard's list excludes the keys recorded here; deleting a record makes its action recommended again.
 */
export const COMPLETED_BY = ['SYSTEM', 'USER'] as const;
export type CompletedBy = (typeof COMPLETED_BY)[number];

/** Action keys are upper snake case, as the spec's own (e.g. TRA_SR_B), at most 64 characters. */
export const RECOMMENDED_ACTION_KEY = /^[A-Z][A-Z0-9_]{0,63}$/;
export const RECOMMENDED_ACTION_KEY_MESSAGE = 'Use capital letters, digits and underscores, starting with a letter (at most 64 characters).';

export interface RecommendedAction {
  id: string;
  key: string;
  completedAt: Date;
  completedBy: CompletedBy;
}

/**
 * A completion by the system is recorded only when the key is not already completed (spec 1 §4): the existing
 * record stands. A resident completing it themselves is always recorded (now, by USER), replacing an earlier one.
 */
export function replacesEarlierCompletion(completedBy: CompletedBy): boolean {
  return completedBy === 'USER';
}

/** A completion time must not be in the future (a little leeway for clocks that run ahead). */
export const CLOCK_LEEWAY_MS = 60_000;
export function isInFuture(completedAt: Date, now: Date): boolean {
  return completedAt.getTime() > now.getTime() + CLOCK_LEEWAY_MS;
}
