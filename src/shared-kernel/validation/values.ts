import { Decimal, ROUND_HALF_UP, dec, formatDecimal, groupThousands } from '../decimal.js';

/**
 * What a form field or a request property holds: text as typed (dollars with commas, '1,234.56'), a number,
 * or nothing. Rules compare values and limits in the same unit, whatever the caller uses.
 */
export type FieldValue = string | number | null | undefined;

/** A rule: the message to show, or null when the value passes. */
export type Validator<T = FieldValue> = (value: T) => string | null;

/**
 * Null, undefined, '' and whitespace-only text count as "no value". Every rule except `required` passes
 * on no value, so optional fields simply leave `required` out of their composition.
 */
export function isEmpty(value: FieldValue): boolean {
  return value === null || value === undefined || (typeof value === 'string' && value.trim() === '');
}

/** Unsigned decimal: digits with an optional fraction, or a bare fraction ('12', '12.', '12.5', '.5'). */
const UNSIGNED = /^(?:\d+\.?\d*|\.\d+)$/;
/** The same with an optional sign, for limits and comparisons. */
const SIGNED = /^[+-]?(?:\d+\.?\d*|\.\d+)$/;

/** Text with the commas removed and surrounding whitespace trimmed (spec 1 §5: "commas stripped"). */
export function stripCommas(text: string): string {
  return text.trim().replace(/,/g, '');
}

/** True when the text is a non-negative decimal once commas are stripped ('1,234.5' yes, '-1' / '1e3' no). */
export function isUnsignedNumberText(text: string): boolean {
  return UNSIGNED.test(stripCommas(text));
}

/**
 * Reads a field value as an exact Decimal: numbers as-is, text with commas stripped and an optional sign.
 * @returns null for no value, non-finite numbers or text that is not a plain decimal.
 */
export function toDecimal(value: FieldValue | Decimal): Decimal | null {
  if (value instanceof Decimal) {
    return value;
  }
  if (value === null || value === undefined || isEmpty(value)) {
    return null;
  }
  if (typeof value === 'number') {
    return Number.isFinite(value) ? dec(value) : null;
  }
  const text = stripCommas(value);
  return SIGNED.test(text) ? dec(text.replace(/^\+/, '').replace(/\.$/, '')) : null;
}

/**
 * Spec 1 §5: amounts are compared in cents. Both sides are multiplied by 100 and rounded half-up to whole
 * cents before comparing, so 100.004 and 100 compare equal, exactly as the stored cents would.
 */
export function toComparableCents(value: Decimal): Decimal {
  return value.times(100n).round(0, ROUND_HALF_UP);
}

/** Number of decimals of a Decimal once trailing zeros are dropped (1.230 -> 2, 5 -> 0). */
export function decimalPlaces(value: Decimal): number {
  const fraction = value.abs().toFixed().split('.')[1];
  return fraction === undefined ? 0 : fraction.replace(/0+$/, '').length;
}

/**
 * Formats a limit for a message's {n}: thousands separators; no decimals for whole numbers
 * (300000000000 -> '300,000,000,000'); otherwise at least 2 decimals (1234.5 -> '1,234.50', 0.125 -> '0.125').
 */
export function formatLimit(limit: number | string | Decimal): string {
  const value = limit instanceof Decimal ? limit : dec(limit);
  const places = decimalPlaces(value);
  if (places === 0) {
    const whole = value.abs().toFixed(0);
    return (value.lt(0n) ? '-' : '') + groupThousands(whole);
  }
  return formatDecimal(value, Math.max(2, places));
}
