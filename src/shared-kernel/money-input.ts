import { BASE_CURRENCY, DEFAULT_CURRENCY, normaliseCurrency, type CurrencyCode } from './currency.js';
import { ROUND_DOWN, ROUND_HALF_UP, dec } from './decimal.js';
import { UnknownCurrency, parseRate } from './fx.js';
import { MAX_MONEY_INPUT_SGD_CENTS, roundToCents, type Cents } from './money.js';
import { messages } from './validation/messages.js';
import { decimalPlaces, formatLimit, stripCommas } from './validation/values.js';

/** Spec 1 §5: a money input takes at most 2 decimals (cents). */
export const MONEY_INPUT_DECIMALS = 2;

export interface MoneyInputOptions {
  /** the currency the user types in; default SGD */
  currency?: CurrencyCode;
  /** SGD per 1 unit of `currency` (the stored FX rate); required unless the currency is SGD */
  rateToSgd?: number | string;
}

export type MoneyInputResult = { ok: true; cents: Cents } | { ok: false; message: string };

/**
 * The largest amount a money input accepts, in cents of `currency` (spec 1 §5): 300,000,000,000 SGD, and for
 * other currencies that SGD cap expressed in the currency, i.e. divided by its rate. Rounded down to whole
 * cents so the cap, converted back to SGD, never exceeds 300,000,000,000.
 * Example: USD at 1.35 -> 30,000,000,000,000 / 1.35 = 22,222,222,222,222.2… -> 22,222,222,222,222 cents.
 * For currencies worth very little (IDR at 0.000085: 3.5e17 cents) the cap is further limited to
 * Number.MAX_SAFE_INTEGER cents, the largest amount `Cents` can hold exactly.
 * @throws UnknownCurrency when the currency is not SGD and no rate is given; InvalidRate for a rate <= 0.
 */
export function maxMoneyInputCents(currency: CurrencyCode = DEFAULT_CURRENCY, rateToSgd?: number | string): Cents {
  const code = normaliseCurrency(currency);
  if (code === BASE_CURRENCY) {
    return MAX_MONEY_INPUT_SGD_CENTS as Cents;
  }
  if (rateToSgd === undefined) {
    throw new UnknownCurrency(code);
  }
  const cap = dec(MAX_MONEY_INPUT_SGD_CENTS).div(parseRate(code, rateToSgd)).round(0, ROUND_DOWN);
  const safe = dec(Number.MAX_SAFE_INTEGER);
  return roundToCents(cap.gt(safe) ? safe : cap);
}

/**
 * Reads what the user typed in a money field (spec 1 §5 "Money input") into cents.
 *
 * 1. Surrounding whitespace is ignored; nothing left -> 'Please enter a value'.
 * 2. Commas are stripped wherever they are ('1,234.56', '1234.56' and '12,34.56' all read 1234.56).
 * 3. A negative number -> 'Must be more than or equal to 0'; anything else that is not digits with an
 *    optional period and fraction ('12.', '.5' are fine) -> 'Must be only numbers with commas or periods'.
 * 4. More than 2 decimals, ignoring trailing zeros ('1.230' is fine) -> 'Must have at most 2 decimal places'.
 * 5. cents = value × 100, computed exactly with big.js; the spec says "rounded", so we round half-up, which
 *    after step 4 can never change the result (it is a no-op kept for the spec's wording).
 * 6. More than {@link maxMoneyInputCents} -> 'Must be less than or equal to {cap}', cap in the currency's
 *    units with separators ('300,000,000,000'; '222,222,222,222.22' for USD at 1.35).
 *
 * Example: parseMoneyInput('1,234.56') -> { ok: true, cents: 123456 }.
 * @throws as {@link maxMoneyInputCents} for a non-SGD currency without a usable rate (a programming error).
 */
export function parseMoneyInput(text: string, options: MoneyInputOptions = {}): MoneyInputResult {
  const cleaned = stripCommas(text);
  if (cleaned === '') {
    return { ok: false, message: messages.required };
  }
  const negative = /^-(?:\d+\.?\d*|\.\d+)$/.test(cleaned);
  if (!negative && !/^(?:\d+\.?\d*|\.\d+)$/.test(cleaned)) {
    return { ok: false, message: messages.numericText };
  }
  const value = dec(cleaned.replace(/\.$/, ''));
  if (value.lt(0n)) {
    return { ok: false, message: messages.minInclusive('0') };
  }
  if (decimalPlaces(value) > MONEY_INPUT_DECIMALS) {
    return { ok: false, message: messages.maxDecimals(String(MONEY_INPUT_DECIMALS)) };
  }
  const cents = value.times(100n).round(0, ROUND_HALF_UP);
  const cap = maxMoneyInputCents(options.currency, options.rateToSgd);
  if (cents.gt(dec(cap))) {
    return { ok: false, message: messages.maxInclusive(formatLimit(dec(cap).div(100n))) };
  }
  return { ok: true, cents: roundToCents(cents) };
}

/**
 * Reads a whole-dollar amount (spec 3 §5: the target inputs take "only non-negative numbers, no decimals") into
 * cents, by the same steps as {@link parseMoneyInput}: a negative number reads 'Must be more than or equal to 0' and
 * is never turned positive; any fraction of a dollar reads 'Must be a whole number' (ours).
 * Example: parseWholeDollars('1,200') -> { ok: true, cents: 120000 }; parseWholeDollars('-200') -> not ok.
 */
export function parseWholeDollars(text: string): MoneyInputResult {
  const result = parseMoneyInput(text);
  if (!result.ok) {
    return result.message === messages.maxDecimals(String(MONEY_INPUT_DECIMALS)) ? { ok: false, message: messages.wholeNumber } : result;
  }
  return result.cents % 100 === 0 ? result : { ok: false, message: messages.wholeNumber };
}
