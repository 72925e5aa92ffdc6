import { readFile } from 'node:fs/promises';
import { DomainError } from '../../../shared-kernel/errors.js';
import type { FxRateSource } from '../../ports/fx-rate-source.js';

/** The file could not be read or is not JSON: the operator must fix the path or the file. */
export class FxRateFileUnreadable extends DomainError {
  constructor(path: string, reason: string) {
    super('CASHFLOW_WEALTH.FX_RATE_FILE_UNREADABLE', `Cannot read exchange rates from ${path}: ${reason}`, 'validation');
  }
}

/**
 * Rates from a JSON file (`FX_RATES_FILE`, or `--file` of `npm run ops:fx-refresh`): either the list itself or
 * `{ "rates": [...] }`, entries `{ currencyCode, exchangeRate, retrievedDate }` (see content/fx-rates.sample.json).
 */
export class JsonFileFxRateSource implements FxRateSource {
  readonly description: string;

  constructor(private readonly path: string) {
    this.description = `file ${path}`;
  }

  async fetchRates(): Promise<unknown> {
    let text: string;
    try {
      text = await readFile(this.path, 'utf8');
    } catch (err) {
      throw new FxRateFileUnreadable(this.path, (err as NodeJS.ErrnoException).code === 'ENOENT' ? 'no such file' : String((err as Error).message));
    }
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch (err) {
      throw new FxRateFileUnreadable(this.path, `not valid JSON (${(err as Error).message})`);
    }
    return typeof json === 'object' && json !== null && !Array.isArray(json) && 'rates' in json ? (json as { rates: unknown }).rates : json;
  }
}
