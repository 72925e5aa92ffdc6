/**
 * `make migrate`: applies pending migrations to DATABASE_URL, or to the embedded PostgreSQL under DATA_DIR.
 * `make migrate ARGS=down` is deliberately not offered: roll back by restoring a backup (see docs/operations.md).
 */
import path from 'node:path';
import { startEmbeddedPostgres } from '../src/platform/db/embedded-postgres.js';
import { createSequelize, ensureDatabaseExists } from '../src/platform/db/sequelize.js';
import { createMigrator } from '../src/platform/db/migrator.js';

async function main() {
  process.removeAllListeners('SIGINT');
  let url = process.env.DATABASE_URL;
  let stop = async () => {};
  if (!url) {
    const db = await startEmbeddedPostgres({ dataDir: path.resolve(process.env.DATA_DIR ?? '.data', 'postgres'), persistent: true });
    await ensureDatabaseExists(db.urlFor('postgres'), 'mymoneyplan');
    url = db.urlFor('mymoneyplan');
    stop = () => db.stop();
  }
  const sequelize = createSequelize(url);
  try {
    const applied = await createMigrator(sequelize).up();
    console.log(applied.length ? `Applied: ${applied.map((m) => m.name).join(', ')}` : 'Database is up to date.');
  } finally {
    await sequelize.close();
    await stop();
  }
}

main().catch((err) => {
  console.error(`Migration failed: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
});
