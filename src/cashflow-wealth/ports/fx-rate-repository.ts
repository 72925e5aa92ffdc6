import type { LocalDate } from '../../shared-kernel/local-date.js';
import type { FxRate } from '../domain/fx-rate.js';

/** Where exchange rates are kept: one per currency and day. */
export interface FxRateRepository {
  /** Each currency's rate on its latest retrieved date (in no particular order). */
  latestPerCurrency(): Promise<FxRate[]>;
  /** Inserts or replaces (same currency and day) every rate, in one transaction. */
  upsert(rates: readonly FxRate[]): Promise<void>;
  /** Every stored rate of one day (operators' check after a refresh). */
  onDate(date: LocalDate): Promise<FxRate[]>;
}
