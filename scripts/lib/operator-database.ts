/**
 * The database an operator command works on: DATABASE_URL when set; else the embedded PostgreSQL of `make start`
 * under DATA_DIR (default .data). When that server is running we connect to it (its postmaster.pid names the port),
 * because starting a second postmaster on the same directory would stop the running one. When it is not running we
 * start it for the duration of the command, with migrations applied, and stop it afterwards.
 */
import path from 'node:path';
import type { Sequelize } from 'sequelize';
import { embeddedClusterDataDir, startEmbeddedPostgres } from '../../src/platform/db/embedded-postgres.js';
import { isAlive, readPostmasterPid } from '../../src/platform/db/postmaster-pid.js';
import { createSequelize, ensureDatabaseExists } from '../../src/platform/db/sequelize.js';
import { createMigrator } from '../../src/platform/db/migrator.js';

const EMBEDDED_DATABASE = 'mymoneyplan';

/**
 * The port of a live embedded cluster, or null when none is running on `dataDir` (which may have been kept under
 * /var/lib/mymoneyplan: docs/operations.md, "Embedded PostgreSQL").
 */
async function runningEmbeddedPort(dataDir: string): Promise<number | null> {
  const pidFile = readPostmasterPid(await embeddedClusterDataDir(dataDir));
  return pidFile && pidFile.port !== null && isAlive(pidFile.pid) ? pidFile.port : null;
}

export interface OperatorDatabase {
  /** true: the embedded PostgreSQL (its superuser is ours, e.g. for a CHECKPOINT); false: DATABASE_URL. */
  embedded: boolean;
}

/**
 * Runs `work` with a Sequelize connected to the operator's database, then closes everything it opened. Pending
 * migrations are applied first unless `migrate` is false (`make migrate` applies and reports them itself).
 */
export async function withOperatorDatabase<T>(work: (sequelize: Sequelize, database: OperatorDatabase) => Promise<T>, options: { migrate?: boolean } = {}): Promise<T> {
  let url = process.env.DATABASE_URL;
  const embedded = !url;
  let stop = async () => {};
  if (!url) {
    const dataDir = path.resolve(process.env.DATA_DIR ?? '.data', 'postgres');
    const port = await runningEmbeddedPort(dataDir);
    if (port !== null) {
      url = `postgres://postgres:postgres@127.0.0.1:${port}/${EMBEDDED_DATABASE}`;
    } else {
      const db = await startEmbeddedPostgres({ dataDir, persistent: true });
      await ensureDatabaseExists(db.urlFor('postgres'), EMBEDDED_DATABASE);
      url = db.urlFor(EMBEDDED_DATABASE);
      stop = () => db.stop();
    }
  }
  const sequelize = createSequelize(url);
  try {
    if (options.migrate !== false) await createMigrator(sequelize).up();
    return await work(sequelize, { embedded });
  } finally {
    await sequelize.close();
    await stop();
  }
}
