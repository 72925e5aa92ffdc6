import { PurgeIncomplete, type PurgeDeletedAccounts } from '../../application/purge-deleted-accounts.js';

export interface PurgeLogger {
  info(fields: object, message: string): void;
  error(fields: object, message: string): void;
}

export interface AccountPurgeScheduleOptions {
  purge: Pick<PurgeDeletedAccounts, 'execute'>;
  logger: PurgeLogger;
  /** Minutes between runs (ACCOUNT_PURGE_INTERVAL_MINUTES); 0 starts nothing. */
  intervalMinutes: number;
  /** The first run, shortly after start so a restart never delays a due purge by a whole interval. */
  firstRunDelayMs?: number;
  /**
   * Runs after a purge that deleted at least one account (also when others failed). The composition root passes a forced checkpoint with the
   * embedded PostgreSQL (docs/operations.md, "Deleted data, backups and the write-ahead log"); identity does not
   * need to know which database it runs on. Its failure is logged and does not undo or fail the purge.
   */
  afterPurge?: (purged: number) => Promise<void>;
}

export interface AccountPurgeSchedule {
  /** Stops the timers and waits for a run in progress (so the database pool is not closed under it). */
  stop(): Promise<void>;
}

const FIRST_RUN_DELAY_MS = 15_000;

/**
 * Runs the account purge once shortly after start, then every `intervalMinutes`. Runs never overlap; a failure is
 * logged and the next run tries again: the process never crashes over it.
 */
export function startAccountPurgeSchedule(options: AccountPurgeScheduleOptions): AccountPurgeSchedule {
  if (options.intervalMinutes <= 0) return { stop: async () => undefined };
  let running: Promise<void> | null = null;
  const run = () => {
    if (running) return;
    const after = async (purged: number) => {
      if (purged === 0 || !options.afterPurge) return;
      await options.afterPurge(purged).catch((err: unknown) => options.logger.error({ err: err instanceof Error ? err.message : String(err) }, 'account purge: the step after it failed'));
    };
    running = options.purge
      .execute()
      .then(async (purged) => {
        options.logger.info({ purged }, `account purge: ${purged} account(s) past their grace period deleted`);
        await after(purged);
      })
      .catch(async (err: unknown) => {
        options.logger.error({ err: err instanceof Error ? err.message : String(err) }, 'account purge failed');
        if (err instanceof PurgeIncomplete) await after(err.purged);
      })
      .finally(() => {
        running = null;
      });
  };
  const first = setTimeout(run, options.firstRunDelayMs ?? FIRST_RUN_DELAY_MS);
  const every = setInterval(run, options.intervalMinutes * 60_000);
  first.unref();
  every.unref();
  return {
    stop: async () => {
      clearTimeout(first);
      clearInterval(every);
      await running;
    },
  };
}
