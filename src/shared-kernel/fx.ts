import { BASE_CURRENCY, normaliseCurrency, type CurrencyCode } from './currency.js';
import { Decimal, ROUND_HALF_UP, dec } from './decimal.js';
import { DomainError } from './errors.js';
import { centsToDecimal, roundToCents, type Cents } from './money.js';

export { POPULAR_CURRENCIES, BASE_CURRENCY, DEFAULT_CURRENCY } from './currency.js';

/**
 * Exchange rates as stored by the FX entity (spec 1 §3 "FX rate"): SGD per 1 unit of the currency,
 * e.g. `{ USD: 1.35, JPY: '0.0087' }`. SGD is always 1.0, whether or not the table lists it.
 * Values may be numbers (JSON) or decimal strings (PostgreSQL NUMERIC).
 */
export type FxRates = Readonly<Record<CurrencyCode, number | string>>;

/** Spec 2: cross rates are shown to 6 decimals. */
export const CROSS_RATE_DECIMALS = 6;

/** A rate was asked for a currency the table does not hold. */
export class UnknownCurrency extends DomainError {
  constructor(readonly currency: string) {
    super('FX.UNKNOWN_CURRENCY', `No exchange rate for currency ${currency}`, 'validation');
  }
}

/** A stored rate is not a positive decimal number (zero would divide by zero, negative is meaningless). */
export class InvalidRate extends DomainError {
  constructor(readonly currency: string) {
    super('FX.INVALID_RATE', `Invalid exchange rate for currency ${currency}`, 'validation');
  }
}

/**
 * SGD per 1 unit of `currency` as an exact Decimal.
 * @throws UnknownCurrency (`FX.UNKNOWN_CURRENCY`) when the table has no rate for it.
 * @throws InvalidRate (`FX.INVALID_RATE`) when the rate is not a positive number.
 */
export function rateToSgd(currency: CurrencyCode, rates: FxRates): Decimal {
  const code = normaliseCurrency(currency);
  if (code === BASE_CURRENCY) {
    return new Decimal(1n);
  }
  const raw = Object.hasOwn(rates, code) ? rates[code] : undefined;
  if (raw === undefined) {
    throw new UnknownCurrency(code);
  }
  return parseRate(code, raw);
}

/** Parses a rate given directly (not from a table), e.g. a money input's `rateToSgd` option. */
export function parseRate(currency: CurrencyCode, raw: number | string): Decimal {
  let rate: Decimal;
  try {
    rate = dec(raw);
  } catch {
    throw new InvalidRate(currency);
  }
  if (rate.lte(0n)) {
    throw new InvalidRate(currency);
  }
  return rate;
}

/**
 * Converts an amount between currencies through SGD: cents × rate(from) ÷ rate(to).
 * The intermediate SGD value is kept exact (not rounded to SGD cents) and the result is rounded once,
 * half-up, to whole cents of `to`, so a conversion never loses more than half a cent.
 * @throws UnknownCurrency / InvalidRate as {@link rateToSgd}.
 */
export function convert(cents: Cents, from: CurrencyCode, to: CurrencyCode, rates: FxRates): Cents {
  const source = rateToSgd(from, rates);
  const target = rateToSgd(to, rates);
  if (source.eq(target)) {
    return cents;
  }
  return roundToCents(centsToDecimal(cents).times(source).div(target));
}

/**
 * Units of `to` per 1 unit of `from`, rounded half-up to 6 decimals (spec 2), as a fixed string for
 * display, e.g. crossRate('USD', 'EUR', { USD: 1.35, EUR: 1.46 }) = '0.924658'.
 * Conversions use the exact rates ({@link convert}), not this rounded figure.
 * @throws UnknownCurrency / InvalidRate as {@link rateToSgd}.
 */
export function crossRate(from: CurrencyCode, to: CurrencyCode, rates: FxRates): string {
  return rateToSgd(from, rates).div(rateToSgd(to, rates)).toFixed(CROSS_RATE_DECIMALS, ROUND_HALF_UP);
}
