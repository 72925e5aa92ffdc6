/**
 * `npm run ops:fx-refresh -- [--file <path>]`: reads exchange rates from a JSON file (default: FX_RATES_FILE),
 * checks every entry and upserts them (docs/operations.md). A scheduled job runs the same command, or calls
 * RefreshFxRates with another FxRateSource.
 */
import path from 'node:path';
import type { Sequelize } from 'sequelize';
import { systemClock, type Clock } from '../../src/shared-kernel/clock.js';
import { RefreshFxRates } from '../../src/cashflow-wealth/application/fx-rates.js';
import { SequelizeFxRateRepository } from '../../src/cashflow-wealth/adapters/persistence/sequelize-fx-rate-repository.js';
import { JsonFileFxRateSource } from '../../src/cashflow-wealth/adapters/file/json-file-fx-rate-source.js';
import { readOptions, UsageError } from './ops-args.js';

export const FX_REFRESH_USAGE = `Usage:
  npm run ops:fx-refresh -- --file <path.json>
  npm run ops:fx-refresh              (reads the file named by FX_RATES_FILE)

The file holds [{ "currencyCode": "USD", "exchangeRate": "1.3045", "retrievedDate": "2026-11-20" }, ...]
(or { "rates": [...] }): SGD per 1 unit of the currency. See content/fx-rates.sample.json.`;

export type FxRefreshCommand = { kind: 'refresh'; file: string } | { kind: 'help' };

/**
 * Reads the command line (without `node script`); `env` supplies FX_RATES_FILE when --file is absent.
 * @throws UsageError when neither names a file, or for an unknown option.
 */
export function parseFxRefreshArgs(argv: readonly string[], env: Record<string, string | undefined>): FxRefreshCommand {
  if (argv[0] === 'help' || argv[0] === '--help' || argv[0] === '-h') return { kind: 'help' };
  const options = readOptions(argv, { values: ['file'], flags: [] });
  const file = options.get('file') ?? env.FX_RATES_FILE?.trim();
  if (typeof file !== 'string' || file === '') throw new UsageError('Name the rates file with --file <path>, or set FX_RATES_FILE.');
  return { kind: 'refresh', file: path.resolve(file) };
}

/**
 * Refreshes the rates in `sequelize` from the file and returns what to print.
 * @throws FxRateFileUnreadable, InvalidFxRates (nothing is stored then).
 */
export async function runFxRefresh(sequelize: Sequelize, file: string, clock: Clock = systemClock): Promise<string> {
  const result = await new RefreshFxRates(new SequelizeFxRateRepository(sequelize), clock).execute(new JsonFileFxRateSource(file));
  return `Stored ${result.stored} exchange rate(s) for ${result.currencies.join(', ')} dated ${result.retrievedDates.join(', ')}.`;
}
