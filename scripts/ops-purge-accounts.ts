/** `npm run ops:purge-accounts`: see scripts/lib/purge-accounts-command.ts and docs/operations.md. */
import { systemClock } from '../src/shared-kernel/clock.js';
import { checkpointAfterDeletion } from '../src/platform/db/wal-checkpoint.js';
import { withOperatorDatabase } from './lib/operator-database.js';
import { PURGE_ACCOUNTS_USAGE, parsePurgeAccountsArgs, runPurgeAccounts } from './lib/purge-accounts-command.js';
import { runOperatorCommand } from './lib/run-operator-command.js';

await runOperatorCommand(PURGE_ACCOUNTS_USAGE, async () => {
  const command = parsePurgeAccountsArgs(process.argv.slice(2));
  if (command.kind === 'help') return PURGE_ACCOUNTS_USAGE;
  // The embedded database is ours: force the checkpoint after deleting (docs/operations.md, "Deleted data, backups
  // and the write-ahead log"). An external one follows its own checkpoint and archiving settings.
  return withOperatorDatabase((sequelize, database) => runPurgeAccounts(sequelize, systemClock, database.embedded ? () => checkpointAfterDeletion(sequelize) : undefined));
});
