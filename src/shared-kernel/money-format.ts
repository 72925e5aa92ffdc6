import { BASE_CURRENCY, DEFAULT_CURRENCY, normaliseCurrency, type CurrencyCode } from './currency.js';
import { ROUND_HALF_UP, dec, formatDecimal, groupThousands } from './decimal.js';
import { centsToDecimal, toCents, type Cents } from './money.js';

/** 'S$' for Singapore dollars, otherwise the code and a space ('USD '), as spec 2 shows amounts. */
export function currencyPrefix(currency: CurrencyCode = DEFAULT_CURRENCY): string {
  const code = normaliseCurrency(currency);
  return code === BASE_CURRENCY ? 'S$' : `${code} `;
}

/** Unsigned '1,234.56' for |cents|, exact (bigint arithmetic, no float division). */
function unsignedAmount(cents: Cents): string {
  const magnitude = BigInt(cents < 0 ? -cents : cents);
  const dollars = groupThousands((magnitude / 100n).toString());
  return `${dollars}.${(magnitude % 100n).toString().padStart(2, '0')}`;
}

/**
 * Money for display (spec 1 §9: shown with 2 decimals): formatMoney(123456) -> 'S$1,234.56',
 * formatMoney(123456, 'USD') -> 'USD 1,234.56', formatMoney(-123456) -> '-S$1,234.56'.
 * @throws DomainError `MONEY.INVALID_CENTS` when `cents` is not a safe integer.
 */
export function formatMoney(cents: Cents, currency: CurrencyCode = DEFAULT_CURRENCY): string {
  const amount = toCents(cents);
  return `${amount < 0 ? '-' : ''}${currencyPrefix(currency)}${unsignedAmount(amount)}`;
}

/**
 * The text a money input shows for a stored amount: no symbol, separators, 2 decimals
 * (formatMoneyInput(123456) -> '1,234.56'). `parseMoneyInput` reads it back to the same cents.
 * @throws DomainError `MONEY.INVALID_CENTS` when `cents` is not a safe integer.
 */
export function formatMoneyInput(cents: Cents): string {
  const amount = toCents(cents);
  return `${amount < 0 ? '-' : ''}${unsignedAmount(amount)}`;
}

/** Spec 2: "compact form optional above 999999" (dollars). */
export const COMPACT_THRESHOLD_DOLLARS = 999_999;

const UNITS = [
  { suffix: 'B', size: 1_000_000_000n },
  { suffix: 'M', size: 1_000_000n },
  { suffix: 'K', size: 1_000n },
] as const;

export interface CompactOptions {
  /** amounts whose magnitude in dollars is at most this stay in full; default 999,999 (spec 2) */
  thresholdDollars?: number;
}

/**
 * Short money for tight places (cards, chart axes). Amounts up to the threshold (999,999 dollars by default)
 * are formatted in full, as {@link formatMoney}. Above it the largest fitting unit among B (10^9), M (10^6)
 * and K (10^3) is used, with 1 decimal rounded half-up (away from zero) and a trailing '.0' dropped:
 * 1,250,000.00 -> 'S$1.3M', 2,000,000 -> 'S$2M', -1,240,000 -> '-S$1.2M', 999,960,000 -> 'S$1B' (a rounded
 * 1000.0M moves up a unit). With the default threshold K never appears; pass a lower `thresholdDollars`
 * (e.g. 999) to get 'S$12.5K'.
 * @throws DomainError `MONEY.INVALID_CENTS` when `cents` is not a safe integer.
 */
export function formatCompact(cents: Cents, currency: CurrencyCode = DEFAULT_CURRENCY, options: CompactOptions = {}): string {
  const amount = toCents(cents);
  const threshold = dec(options.thresholdDollars ?? COMPACT_THRESHOLD_DOLLARS);
  const dollars = centsToDecimal(amount).abs().div(100n);
  if (dollars.lte(threshold)) {
    return formatMoney(amount, currency);
  }
  const sign = amount < 0 ? '-' : '';
  for (const [index, unit] of UNITS.entries()) {
    if (dollars.lt(dec(unit.size))) {
      continue;
    }
    let shown = dollars.div(dec(unit.size)).round(1, ROUND_HALF_UP);
    let suffix: string = unit.suffix;
    const bigger = UNITS[index - 1];
    if (bigger !== undefined && shown.gte(1000n)) {
      // 999,960,000 is 999.96M, which rounds to 1000.0M: show it in the next unit up as 1B
      shown = dollars.div(dec(bigger.size)).round(1, ROUND_HALF_UP);
      suffix = bigger.suffix;
    }
    return `${sign}${currencyPrefix(currency)}${shown.toFixed(1).replace(/\.0$/, '')}${suffix}`;
  }
  return formatMoney(amount, currency); // below 1,000 with a threshold under 1,000: no unit fits
}

/** Spec 1 §5: an optional sign, digits and an optional decimal part. */
const DOLLAR_TEXT = /^[+-]?\d+(?:\.\d+)?$/;

/**
 * The amount-in-dollars formatter (spec 1 §5): '1234.5' -> '1,234.50', '-1234567.891' -> '-1,234,567.89'
 * (half-up, away from zero), '+7' -> '7.00'. Any other text is not an amount: it is returned unchanged and
 * `warn` is called once (spec: "it warns and returns the input unchanged").
 * @param warn where the warning goes; console.warn by default, injectable for tests
 */
export function formatAmountInDollars(text: string, warn: (message: string) => void = console.warn): string {
  if (!DOLLAR_TEXT.test(text)) {
    warn(`formatAmountInDollars: not an amount in dollars: ${JSON.stringify(text)}`);
    return text;
  }
  return formatDecimal(dec(text.replace(/^\+/, '')), 2);
}
