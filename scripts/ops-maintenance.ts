/** `npm run ops:maintenance -- <add|list|remove>`: see scripts/lib/maintenance-command.ts and docs/operations.md. */
import { withOperatorDatabase } from './lib/operator-database.js';
import { MAINTENANCE_USAGE, parseMaintenanceArgs, runMaintenanceCommand } from './lib/maintenance-command.js';
import { runOperatorCommand } from './lib/run-operator-command.js';

await runOperatorCommand(MAINTENANCE_USAGE, async () => {
  const command = parseMaintenanceArgs(process.argv.slice(2));
  if (command.kind === 'help') return MAINTENANCE_USAGE;
  return withOperatorDatabase((sequelize) => runMaintenanceCommand(sequelize, command));
});
