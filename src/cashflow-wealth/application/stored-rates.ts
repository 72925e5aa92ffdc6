import type { RatesToSgd } from '../domain/income.js';
import type { FxRateRepository } from '../ports/fx-rate-repository.js';

/** Each currency's latest stored rate (SGD per unit), as the domain's caps read them. */
export async function storedRatesToSgd(rates: FxRateRepository): Promise<RatesToSgd> {
  const latest = await rates.latestPerCurrency();
  return new Map(latest.map((rate) => [rate.currencyCode, rate.exchangeRate]));
}
