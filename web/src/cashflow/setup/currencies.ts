/**
 * The currencies a panel offers (spec 1 §9): SGD, USD, EUR, JPY, GBP, AUD, CNH, HKD first, then the others from
 * GET /fx-rates/latest alphabetically, never gold or another metal (docs/decisions.md "Rough edges smoothed"); and
 * the SGD per unit each amount converts at.
 */
import { POPULAR_CURRENCIES } from '../../../../src/shared-kernel/currency.js';
import { METAL_CODES } from '../../shared/format/currency';
import type { FxRateDto } from '../cashflow.types';

/** SGD per 1 unit, as exact text; SGD is always there. */
export type RatesToSgd = Readonly<Record<string, string>>;

export function ratesOf(rates: readonly FxRateDto[]): RatesToSgd {
  const table: Record<string, string> = { SGD: '1' };
  for (const r of rates) table[r.currencyCode] = r.exchangeRate;
  return table;
}

/** Codes to offer: the popular ones that have a rate (SGD always) in their order, then the rest A to Z; no metals. */
export function currencyOptions(rates: readonly FxRateDto[]): string[] {
  const known = new Set(['SGD', ...rates.map((r) => r.currencyCode).filter((code) => !METAL_CODES.has(code))]);
  const popular: string[] = POPULAR_CURRENCIES.filter((c) => known.has(c));
  const others = [...known].filter((c) => !popular.includes(c)).sort();
  return [...popular, ...others];
}
