import type { Clock } from '../../shared-kernel/clock.js';
import { LocalDate } from '../../shared-kernel/local-date.js';
import { latestPerCurrency, parseFxRates, type FxRate } from '../domain/fx-rate.js';
import type { FxRateRepository } from '../ports/fx-rate-repository.js';
import type { FxRateSource } from '../ports/fx-rate-source.js';
import { singaporeDayOf } from '../../shared-kernel/dates.js';

/** GET /fx-rates/latest: each currency's latest rate, popular currencies first (see latestPerCurrency). */
export class LatestFxRates {
  constructor(private readonly rates: FxRateRepository) {}

  async execute(): Promise<FxRate[]> {
    return latestPerCurrency(await this.rates.latestPerCurrency());
  }
}

export interface FxRefreshResult {
  /** How many rates were inserted or replaced. */
  stored: number;
  currencies: string[];
  retrievedDates: LocalDate[];
}

/**
 * Reads rates from a source, checks them all, and stores them (same currency and day: replaced). Nothing is
 * stored when any entry is wrong. Called by `npm run ops:fx-refresh` and by whatever schedules refreshes.
 * @throws InvalidFxRates listing every problem; whatever the source throws when it cannot be read.
 */
export class RefreshFxRates {
  constructor(
    private readonly rates: FxRateRepository,
    private readonly clock: Clock,
  ) {}

  async execute(source: FxRateSource): Promise<FxRefreshResult> {
    const parsed = parseFxRates(await source.fetchRates(), singaporeDayOf(this.clock.now()));
    await this.rates.upsert(parsed);
    return {
      stored: parsed.length,
      currencies: [...new Set(parsed.map((r) => r.currencyCode))].sort(),
      retrievedDates: [...new Set(parsed.map((r) => r.retrievedDate))].sort(),
    };
  }
}
