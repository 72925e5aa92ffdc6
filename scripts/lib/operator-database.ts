/**
 * The database an operator command works on: DATABASE_URL when set; else the embedded PostgreSQL of `make start`
 * under DATA_DIR (default .data). When that server is running we connect to it (its postmaster.pid names the port),
 * because starting a second postmaster on the same directory would stop the running one. When it is not running we
 * start it for the duration of the command, with migrations applied, and stop it afterwards.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Sequelize } from 'sequelize';
import { startEmbeddedPostgres } from '../../src/platform/db/embedded-postgres.js';
import { createSequelize, ensureDatabaseExists } from '../../src/platform/db/sequelize.js';
import { createMigrator } from '../../src/platform/db/migrator.js';

const EMBEDDED_DATABASE = 'mymoneyplan';

/** The port of a live embedded cluster, or null when none is running on `dataDir`. */
function runningEmbeddedPort(dataDir: string): number | null {
  const pidFile = path.join(dataDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return null;
  const lines = readFileSync(pidFile, 'utf8').split('\n');
  const pid = Number(lines[0]);
  const port = Number(lines[3]);
  if (!Number.isInteger(pid) || pid <= 0 || !Number.isInteger(port) || port <= 0) return null;
  try {
    process.kill(pid, 0);
    return port;
  } catch {
    return null;
  }
}

/** Runs `work` with a Sequelize connected to the operator's database, then closes everything it opened. */
export async function withOperatorDatabase<T>(work: (sequelize: Sequelize) => Promise<T>): Promise<T> {
  let url = process.env.DATABASE_URL;
  let stop = async () => {};
  if (!url) {
    const dataDir = path.resolve(process.env.DATA_DIR ?? '.data', 'postgres');
    const port = runningEmbeddedPort(dataDir);
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
    await createMigrator(sequelize).up();
    return await work(sequelize);
  } finally {
    await sequelize.close();
    await stop();
  }
}
