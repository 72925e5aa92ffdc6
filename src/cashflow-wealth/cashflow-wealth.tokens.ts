import type { ServiceIdentifier } from 'inversify';
import type { LatestFxRates, RefreshFxRates } from './application/fx-rates.js';
import type { FxRateRepository } from './ports/fx-rate-repository.js';
import type { FxRateSource } from './ports/fx-rate-source.js';

const token = <T>(name: string) => Symbol.for(name) as ServiceIdentifier<T> & symbol;

export const CASHFLOW_WEALTH = {
  FxRateRepository: token<FxRateRepository>('cashflow-wealth.FxRateRepository'),
  /** The configured source (FX_RATES_FILE); null when none is configured. */
  FxRateSource: token<FxRateSource | null>('cashflow-wealth.FxRateSource'),
  LatestFxRates: token<LatestFxRates>('cashflow-wealth.LatestFxRates'),
  RefreshFxRates: token<RefreshFxRates>('cashflow-wealth.RefreshFxRates'),
} as const;
