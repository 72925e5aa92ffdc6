/** `npm run ops:fx-refresh -- --file <path>`: see scripts/lib/fx-refresh-command.ts and docs/operations.md. */
import { withOperatorDatabase } from './lib/operator-database.js';
import { FX_REFRESH_USAGE, parseFxRefreshArgs, runFxRefresh } from './lib/fx-refresh-command.js';
import { runOperatorCommand } from './lib/run-operator-command.js';

await runOperatorCommand(FX_REFRESH_USAGE, async () => {
  const command = parseFxRefreshArgs(process.argv.slice(2), process.env);
  if (command.kind === 'help') return FX_REFRESH_USAGE;
  return withOperatorDatabase((sequelize) => runFxRefresh(sequelize, command.file));
});
