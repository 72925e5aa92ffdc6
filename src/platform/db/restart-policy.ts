/**
 * When to restart a database process that died, and when to give up (docs/operations.md, "Embedded PostgreSQL").
 * Pure: the supervisor asks it, tests call it with made-up numbers.
 */
export interface RestartPolicy {
  /** The wait before each restart attempt; there are as many attempts as delays, then we give up. */
  delaysMs: readonly number[];
  /** A database that stayed up this long has recovered: its next outage gets every attempt again. */
  stableAfterMs: number;
}

/** 0.5 s doubling to 8 s, then 10 s: eight attempts over about 45 s before the process exits. */
export const EMBEDDED_RESTART_POLICY: RestartPolicy = {
  delaysMs: [500, 1_000, 2_000, 4_000, 8_000, 10_000, 10_000, 10_000],
  stableAfterMs: 60_000,
};

/** The wait before attempt number `attempt` (0 = the first), or null: no attempts left, give up. */
export function restartDelay(policy: RestartPolicy, attempt: number): number | null {
  return policy.delaysMs[attempt] ?? null;
}

/**
 * Attempts already used when the database dies again: none if it had been up for `stableAfterMs`, else the count
 * carries on, so a database that crashes right after every restart still ends in giving up rather than a loop.
 */
export function attemptsUsedAfterExit(policy: RestartPolicy, attemptsUsed: number, upSinceMs: number, nowMs: number): number {
  return nowMs - upSinceMs >= policy.stableAfterMs ? 0 : attemptsUsed;
}
