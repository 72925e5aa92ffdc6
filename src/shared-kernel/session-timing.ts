/**
 * The idle limit of a signed-in session as residents read it (spec 1 §8 inactivity message, §9: 10 minutes).
 * Shared by the server's 401 message and the web's /logout screen, so both quote the same number.
 */
export const DEFAULT_IDLE_TIMEOUT_MS = 10 * 60 * 1000;

/** Whole minutes of the idle limit, rounded, and never below 1 (a short limit set for tests still reads sensibly). */
export function inactivityMinutes(idleTimeoutMs: number): number {
  return Math.max(1, Math.round(idleTimeoutMs / 60_000));
}

/** Spec 1 §8: 'To protect your data, we have logged you out after {n} minutes of inactivity. Please log in again.' */
export function inactivityMessage(idleTimeoutMs: number = DEFAULT_IDLE_TIMEOUT_MS): string {
  const minutes = inactivityMinutes(idleTimeoutMs);
  return `To protect your data, we have logged you out after ${minutes} ${minutes === 1 ? 'minute' : 'minutes'} of inactivity. Please log in again.`;
}
