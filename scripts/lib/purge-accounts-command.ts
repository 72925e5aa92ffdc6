/**
 * `npm run ops:purge-accounts`: deletes now every deactivated account whose grace period is over, as the hourly
 * scheduler does (docs/operations.md "Account deletion"). For an operator who cannot wait for the next run.
 */
import type { Sequelize } from 'sequelize';
import { systemClock, type Clock } from '../../src/shared-kernel/clock.js';
import { PurgeDeletedAccounts, PurgeIncomplete } from '../../src/identity/application/purge-deleted-accounts.js';
import { SequelizeAccountRepository } from '../../src/identity/adapters/persistence/sequelize-account-repository.js';
import { readOptions } from './ops-args.js';

export const PURGE_ACCOUNTS_USAGE = `Usage:
  npm run ops:purge-accounts

Deletes every account that is PENDING_DELETION and past its scheduled deletion time, with all its data (one
transaction per account). Accounts still within their grace period are left alone.`;

export type PurgeAccountsCommand = { kind: 'purge' } | { kind: 'help' };

/** @throws UsageError for any argument (the command takes none). */
export function parsePurgeAccountsArgs(argv: readonly string[]): PurgeAccountsCommand {
  if (argv[0] === 'help' || argv[0] === '--help' || argv[0] === '-h') return { kind: 'help' };
  readOptions(argv, { values: [], flags: [] });
  return { kind: 'purge' };
}

/**
 * Purges and returns what to print. `afterPurge` runs when something was deleted (the embedded database's
 * checkpoint, as the server's schedule does). @throws PurgeIncomplete when some accounts failed (the others are
 * deleted, and `afterPurge` has run for them).
 */
export async function runPurgeAccounts(sequelize: Sequelize, clock: Clock = systemClock, afterPurge?: () => Promise<void>): Promise<string> {
  let purged: number;
  try {
    purged = await new PurgeDeletedAccounts(new SequelizeAccountRepository(sequelize), clock).execute();
  } catch (err) {
    if (err instanceof PurgeIncomplete && err.purged > 0) await afterPurge?.();
    throw err;
  }
  if (purged > 0) await afterPurge?.();
  return `Deleted ${purged} account(s) past their grace period.`;
}
