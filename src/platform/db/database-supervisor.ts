import { attemptsUsedAfterExit, restartDelay, type RestartPolicy } from './restart-policy.js';

export interface ProcessExit {
  code: number | null;
  signal: string | null;
}

/** A database process that can tell it died on its own and be started again where it was. */
export interface RestartableDatabase {
  /** Called each time the running process exits without having been asked to stop. */
  onUnexpectedExit(listener: (exit: ProcessExit) => void): void;
  /** Starts the process again on the same port and data; rejects when it does not come up. */
  restart(): Promise<void>;
}

export interface SupervisorClock {
  now(): number;
  /** Resolves after `ms`, or rejects as soon as `signal` aborts (so a shutdown never waits out a back-off). */
  sleep(ms: number, signal: AbortSignal): Promise<void>;
}

export interface SupervisorLogger {
  info(fields: object, message: string): void;
  warn(fields: object, message: string): void;
  error(fields: object, message: string): void;
}

export type SupervisorState = 'up' | 'restarting' | 'gave-up' | 'stopped';

export interface DatabaseSupervisor {
  state(): SupervisorState;
  /** Cancels a pending restart and waits for one in progress; the caller then stops the database itself. */
  stop(): Promise<void>;
}

export interface SupervisorOptions {
  database: RestartableDatabase;
  policy: RestartPolicy;
  clock: SupervisorClock;
  logger: SupervisorLogger;
  /** The database could not be brought back: the process should stop (the composition root decides how). */
  onGiveUp(error: Error): void;
}

export const systemSupervisorClock: SupervisorClock = {
  now: () => Date.now(),
  sleep: (ms, signal) =>
    new Promise<void>((resolve, reject) => {
      if (signal.aborted) return reject(new Error('aborted'));
      const timer = setTimeout(resolve, ms);
      signal.addEventListener('abort', () => {
        clearTimeout(timer);
        reject(new Error('aborted'));
      });
    }),
};

/**
 * Restarts the embedded PostgreSQL when it dies, with the back-off of `policy`, logging every attempt; gives up
 * through `onGiveUp` when the attempts run out. While it restarts, /ready answers 503 by itself (its query fails).
 */
export function superviseDatabase(options: SupervisorOptions): DatabaseSupervisor {
  const { database, policy, clock, logger } = options;
  const abort = new AbortController();
  let state: SupervisorState = 'up';
  let attemptsUsed = 0;
  let upSince = clock.now();
  let restarting: Promise<void> | null = null;

  const restartLoop = async (): Promise<void> => {
    for (;;) {
      const delayMs = restartDelay(policy, attemptsUsed);
      if (delayMs === null) {
        state = 'gave-up';
        const error = new Error(`The embedded PostgreSQL could not be restarted after ${attemptsUsed} attempt(s).`);
        logger.error({ attempts: attemptsUsed }, 'embedded PostgreSQL: giving up, stopping the server');
        options.onGiveUp(error);
        return;
      }
      attemptsUsed += 1;
      const attempt = attemptsUsed;
      try {
        await clock.sleep(delayMs, abort.signal);
      } catch {
        return; // stopping
      }
      logger.info({ attempt, delayMs }, 'embedded PostgreSQL: restart attempt');
      try {
        await database.restart();
      } catch (err) {
        logger.warn({ attempt, err: err instanceof Error ? err.message : String(err) }, 'embedded PostgreSQL: restart attempt failed');
        if (abort.signal.aborted) return;
        continue;
      }
      if (abort.signal.aborted) return;
      state = 'up';
      upSince = clock.now();
      logger.info({ attempt }, 'embedded PostgreSQL: running again');
      return;
    }
  };

  database.onUnexpectedExit((exit) => {
    if (state !== 'up') return;
    state = 'restarting';
    attemptsUsed = attemptsUsedAfterExit(policy, attemptsUsed, upSince, clock.now());
    logger.warn({ exit }, 'embedded PostgreSQL exited unexpectedly: restarting it');
    restarting = restartLoop().finally(() => {
      restarting = null;
    });
  });

  return {
    state: () => state,
    stop: async () => {
      state = 'stopped';
      abort.abort();
      await restarting;
    },
  };
}
