/**
 * `make migrate`: applies pending migrations to DATABASE_URL, or to the embedded PostgreSQL under DATA_DIR (the
 * running server's, when `make start` is running: a second postmaster on its data would stop it).
 * `make migrate ARGS=down` is deliberately not offered: roll back by restoring a backup (see docs/operations.md).
 */
import { createMigrator } from '../src/platform/db/migrator.js';
import { withOperatorDatabase } from './lib/operator-database.js';

async function main() {
  process.removeAllListeners('SIGINT');
  const applied = await withOperatorDatabase((sequelize) => createMigrator(sequelize).up(), { migrate: false });
  console.log(applied.length ? `Applied: ${applied.map((m) => m.name).join(', ')}` : 'Database is up to date.');
}

main().catch((err) => {
  console.error(`Migration failed: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
});
