/**
 * Wire types of the exchange-rate read (GET /api/v1/fx-rates/latest, spec 1 §9), one part of the cashflow-wealth
 * contract (cashflow-wealth.contract.ts re-exports it): kept apart because it is public and read before sign-in.
 */

/**
 * One exchange rate (spec 1 §3 "FX rate"): SGD per 1 unit of `currencyCode` (shared-kernel fx.ts convention),
 * as exact decimal text ('1.3045', '0.008371'; SGD '1'), retrieved on `retrievedDate` ('YYYY-MM-DD').
 * `FxRates` of the shared kernel accepts the text as it is.
 */
export interface FxRateDto {
  currencyCode: string;
  exchangeRate: string;
  retrievedDate: string;
}

/**
 * GET /api/v1/fx-rates/latest (public): one entry per currency, its latest retrieved date; popular currencies
 * first in spec 1 §9 order (SGD, USD, EUR, JPY, GBP, AUD, CNH, HKD), then the others alphabetically (e.g. XAU).
 */
export type LatestFxRatesResponse = FxRateDto[];
