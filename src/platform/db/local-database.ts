import type { Logger } from '../logging/logger.js';
import { superviseDatabase, systemSupervisorClock } from './database-supervisor.js';
import { startEmbeddedPostgres } from './embedded-postgres.js';
import { EMBEDDED_RESTART_POLICY, type RestartPolicy } from './restart-policy.js';
import { ensureDatabaseExists } from './sequelize.js';

export interface LocalDatabase {
  url: string;
  /** Stops the supervision (waiting for a restart in progress), then PostgreSQL. */
  stop(): Promise<void>;
}

/**
 * The embedded PostgreSQL of `make start` (no DATABASE_URL), supervised: restarted on its port when it dies;
 * `onGiveUp` when it cannot be brought back (docs/operations.md, "Embedded PostgreSQL").
 */
export async function startLocalDatabase(options: { dataDir: string; database: string; logger: Logger; onGiveUp(error: Error): void; policy?: RestartPolicy }): Promise<LocalDatabase> {
  const { logger } = options;
  const embedded = await startEmbeddedPostgres({ dataDir: options.dataDir, persistent: true });
  try {
    await ensureDatabaseExists(embedded.urlFor('postgres'), options.database);
  } catch (err) {
    await embedded.stop();
    throw err;
  }
  if (embedded.relocated) {
    logger.warn({ dataDir: embedded.dataDir, configured: options.dataDir }, 'embedded PostgreSQL: the postgres user cannot reach DATA_DIR, so its data is kept under /var/lib/mymoneyplan');
  }
  logger.info({ port: embedded.port, dataDir: embedded.dataDir }, 'embedded PostgreSQL started');
  const supervisor = superviseDatabase({ database: embedded, policy: options.policy ?? EMBEDDED_RESTART_POLICY, clock: systemSupervisorClock, logger, onGiveUp: options.onGiveUp });
  return {
    url: embedded.urlFor(options.database),
    stop: async () => {
      await supervisor.stop();
      await embedded.stop();
    },
  };
}
