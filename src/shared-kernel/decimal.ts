import Big from 'big.js';

/**
 * The one big.js constructor the app uses for money arithmetic (architecture guide, "Money").
 *
 * - Isolated: `Big()` returns a clone, so nothing else in the process (a library, a test) can change our
 *   settings by mutating the global `Big.DP` / `Big.RM`.
 * - Strict: the constructor refuses JavaScript numbers (a float may already have lost precision) and
 *   `toNumber()` throws when the value cannot be represented exactly. Build values from strings or bigints
 *   with {@link dec}.
 * - DP 20: divisions keep 20 decimal places before the caller rounds to its own precision.
 * - RM half-up: ties round away from zero (0.5 -> 1, -0.5 -> -1). Every caller still names the rounding
 *   mode it wants at the point where it rounds, so the reader never has to look here.
 */
export const Decimal = Big();
Decimal.strict = true;
Decimal.DP = 20;
Decimal.RM = Decimal.roundHalfUp;

export type Decimal = Big.Big;

/** Rounding modes by name, so call sites read `round(0, ROUND_HALF_UP)` rather than `round(0, 1)`. */
export const ROUND_DOWN = 0 as const;
export const ROUND_HALF_UP = 1 as const;
export const ROUND_UP = 3 as const;

/**
 * Builds a Decimal from a number, a decimal string or a bigint.
 * Numbers go through `String(n)`, which is the shortest decimal that round-trips to the same double,
 * so `dec(1.35)` is exactly 1.35 (not 1.350000000000000088...).
 * @throws Error when the value is not finite or the string is not a decimal number.
 */
export function dec(value: number | string | bigint | Decimal): Decimal {
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) {
      throw new Error(`Not a finite number: ${value}`);
    }
    return new Decimal(String(value));
  }
  return new Decimal(value);
}

/** Adds thousands separators to a string of digits (no sign, no decimals): '1234567' -> '1,234,567'. */
export function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/**
 * Formats a Decimal with thousands separators and exactly `places` decimals, rounding half-up
 * (ties away from zero). Never returns a negative zero ('-0.00' becomes '0.00').
 */
export function formatDecimal(value: Decimal, places: number): string {
  const fixed = value.toFixed(places, ROUND_HALF_UP);
  const negative = fixed.startsWith('-') && /[1-9]/.test(fixed);
  const unsigned = fixed.replace(/^-/, '');
  const [whole = '0', fraction] = unsigned.split('.');
  const grouped = groupThousands(whole) + (fraction === undefined ? '' : `.${fraction}`);
  return negative ? `-${grouped}` : grouped;
}
