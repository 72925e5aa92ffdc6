import { DomainError } from './errors.js';
import { Decimal, ROUND_HALF_UP, dec } from './decimal.js';

declare const centsBrand: unique symbol;

/**
 * A whole number of minor units (1/100 of the currency unit, for every currency: spec 1 §9 "money stored
 * in cents, shown with 2 decimals"). Always a safe integer, so it survives JSON and BIGINT columns exactly.
 * Only {@link toCents} (and the functions in this module) produce one.
 */
export type Cents = number & { readonly [centsBrand]: 'Cents' };

/** Spec 1 §9 / §5: the largest money input, 300,000,000,000 SGD. */
export const MAX_MONEY_INPUT_SGD_DOLLARS = 300_000_000_000;
/** The same cap in cents (3e13, well inside Number.MAX_SAFE_INTEGER ~ 9e15). */
export const MAX_MONEY_INPUT_SGD_CENTS = 30_000_000_000_000;

/** True when `n` is a safe integer, i.e. a valid amount of cents. */
export function isCents(n: unknown): n is Cents {
  return typeof n === 'number' && Number.isSafeInteger(n);
}

/**
 * The guard at the edges: turns a number that must already be whole cents into `Cents`.
 * Safe integers only: beyond 2^53 a double cannot tell neighbouring cents apart.
 * @throws DomainError `MONEY.INVALID_CENTS` (kind 'validation') for NaN, Infinity, fractions or unsafe integers.
 */
export function toCents(n: number): Cents {
  if (!isCents(n)) {
    throw new DomainError('MONEY.INVALID_CENTS', `Not a whole number of cents: ${n}`, 'validation');
  }
  return (Object.is(n, -0) ? 0 : n) as Cents;
}

/**
 * Rounds a Decimal amount of cents to whole cents, half-up (ties away from zero), and guards it.
 * @throws DomainError `MONEY.INVALID_CENTS` when the result is not a safe integer.
 */
export function roundToCents(value: Decimal): Cents {
  const rounded = value.round(0, ROUND_HALF_UP);
  if (rounded.abs().gt(dec(Number.MAX_SAFE_INTEGER))) {
    throw new DomainError('MONEY.INVALID_CENTS', `Amount out of range: ${rounded.toString()} cents`, 'validation');
  }
  return toCents(rounded.toNumber());
}

/** The exact Decimal value of an amount of cents (for further arithmetic). */
export function centsToDecimal(cents: Cents): Decimal {
  return dec(String(cents));
}

/**
 * Sum of amounts, computed exactly (big.js) and checked to still be safe cents.
 * @returns 0 for an empty list.
 * @throws DomainError `MONEY.INVALID_CENTS` when the sum leaves the safe-integer range.
 */
export function sumCents(amounts: readonly Cents[]): Cents {
  let total = new Decimal(0n);
  for (const amount of amounts) {
    total = total.plus(centsToDecimal(amount));
  }
  return roundToCents(total);
}

/**
 * `pct` percent of an amount: cents × pct ÷ 100, rounded half-up to whole cents (ties away from zero,
 * so -0.5 cent becomes -1 cent). Example: percentOf(1001, 5) = 50.05 -> 50; percentOf(1010, 5) = 50.5 -> 51.
 * @param pct a percentage, e.g. 12.5 for 12.5 %; numbers are read via their shortest decimal form.
 */
export function percentOf(cents: Cents, pct: number | string): Cents {
  return roundToCents(centsToDecimal(cents).times(dec(pct)).div(100n));
}

/**
 * `a` as a percentage of `b`, to 1 decimal, rounded half-up (spec 2: "percentages shown to 1 decimal").
 * Example: ratio(1, 3) = 33.333… -> 33.3; ratio(1, 8) = 12.5; ratio(1, 16) = 6.25 -> 6.3.
 * @returns null when `b` is 0 (there is no meaningful share of nothing; callers decide what to show).
 */
export function ratio(a: Cents, b: Cents): number | null {
  if (b === 0) {
    return null;
  }
  return centsToDecimal(a).times(100n).div(centsToDecimal(b)).round(1, ROUND_HALF_UP).toNumber();
}
