import type { FxRates } from '../../shared-kernel/fx.js';
import type { StoredFinances } from '../domain/finances/finances.js';

/** A resident's finances with the exchange rates to read them in SGD (each currency's latest: SGD per unit). */
export interface FinancesWithRates {
  finances: StoredFinances;
  rates: FxRates;
}

/** Reads everything of one resident's finances and the latest rates at once (one SQL statement in PostgreSQL). */
export interface FinancesReader {
  read(userId: string): Promise<FinancesWithRates>;
}
