/** `npm run ops:purge-accounts`: see scripts/lib/purge-accounts-command.ts and docs/operations.md. */
import { withOperatorDatabase } from './lib/operator-database.js';
import { PURGE_ACCOUNTS_USAGE, parsePurgeAccountsArgs, runPurgeAccounts } from './lib/purge-accounts-command.js';
import { runOperatorCommand } from './lib/run-operator-command.js';

await runOperatorCommand(PURGE_ACCOUNTS_USAGE, async () => {
  const command = parsePurgeAccountsArgs(process.argv.slice(2));
  if (command.kind === 'help') return PURGE_ACCOUNTS_USAGE;
  return withOperatorDatabase((sequelize) => runPurgeAccounts(sequelize));
});
