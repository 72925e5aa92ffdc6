import { messages } from './messages.js';
import { formatLimit, isEmpty, toComparableCents, toDecimal, type FieldValue, type Validator } from './values.js';

export interface BoundOptions {
  /** true for 'less than' / 'more than'; the default (false) is inclusive, as spec 1 §5 says. */
  exclusive?: boolean;
}

/** Compares two values in cents (spec 1 §5); null when either side is missing or not a number. */
function compareInCents(a: FieldValue, b: FieldValue): number | null {
  const left = toDecimal(a);
  const right = toDecimal(b);
  if (left === null || right === null) {
    return null;
  }
  return toComparableCents(left).cmp(toComparableCents(right));
}

/**
 * spec 1 §5 Maximum number: 'Must be less than or equal to {n}' (inclusive, default) or 'Must be less than {n}'.
 * The value and `limit` are in the same unit (dollars as typed in a form, cents on the server) and compared
 * in cents with commas stripped. {n} is the limit with thousands separators ('300,000,000,000').
 * No value or non-numeric text passes (that is `required`'s / `numericText`'s job).
 */
export function maxValue(limit: number | string, options: BoundOptions = {}): Validator {
  return (value) => {
    const order = compareInCents(value, limit);
    if (order === null) {
      return null;
    }
    if (options.exclusive === true) {
      return order >= 0 ? messages.maxExclusive(formatLimit(limit)) : null;
    }
    return order > 0 ? messages.maxInclusive(formatLimit(limit)) : null;
  };
}

/** spec 1 §5 Minimum number: 'Must be more than or equal to {n}' or 'Must be more than {n}'; as {@link maxValue}. */
export function minValue(limit: number | string, options: BoundOptions = {}): Validator {
  return (value) => {
    const order = compareInCents(value, limit);
    if (order === null) {
      return null;
    }
    if (options.exclusive === true) {
      return order <= 0 ? messages.minExclusive(formatLimit(limit)) : null;
    }
    return order < 0 ? messages.minInclusive(formatLimit(limit)) : null;
  };
}

/** Spec 1 §9 / spec 2: the day of the monthly transfer is 1 to 28, so it exists in every month. */
export const MIN_DAY_OF_TRANSFER = 1;
export const MAX_DAY_OF_TRANSFER = 28;

/**
 * spec 1 §5 Day of month: a whole number 1 to 28 (number, or digits as text) -> else 'Choose a day from 1 to 28'.
 * No value passes.
 */
export function dayOfMonth(value: FieldValue): string | null {
  if (value === null || value === undefined || isEmpty(value)) {
    return null;
  }
  const day = typeof value === 'number' ? value : /^\d{1,2}$/.test(value.trim()) ? Number(value.trim()) : NaN;
  const valid = Number.isInteger(day) && day >= MIN_DAY_OF_TRANSFER && day <= MAX_DAY_OF_TRANSFER;
  return valid ? null : messages.dayOfMonth;
}

/**
 * spec 1 §5 Amount over available funds: fails with 'Cannot exceed available funds' when the value is more
 * than `available` (equal is fine), compared in cents. Passes when either side is missing or not a number.
 */
export function notOverAvailableFunds(available: FieldValue): Validator {
  return (value) => {
    const order = compareInCents(value, available);
    return order !== null && order > 0 ? messages.overAvailableFunds : null;
  };
}

export interface InstalmentSplit {
  /** monthly instalment paid in cash; no value counts as 0 */
  cash: FieldValue;
  /** monthly instalment paid from CPF; no value counts as 0 */
  cpf: FieldValue;
  /** the total monthly instalment; no value skips the check */
  instalment: FieldValue;
}

/**
 * spec 1 §5 Cash plus CPF over the monthly instalment: 'Sum of cash and CPF cannot exceed total monthly
 * instalment' when cash + cpf > instalment (equal is fine), in cents. An empty cash or CPF part counts as 0
 * (the user may pay all in cash); an empty or non-numeric instalment, or a non-numeric part, skips the check.
 */
export function cashAndCpfWithinInstalment({ cash, cpf, instalment }: InstalmentSplit): string | null {
  const cashPart = isEmpty(cash) ? toDecimal(0) : toDecimal(cash);
  const cpfPart = isEmpty(cpf) ? toDecimal(0) : toDecimal(cpf);
  const total = toDecimal(instalment);
  if (cashPart === null || cpfPart === null || total === null) {
    return null;
  }
  const sum = toComparableCents(cashPart).plus(toComparableCents(cpfPart));
  return sum.gt(toComparableCents(total)) ? messages.cashCpfOverInstalment : null;
}

export interface OrderingOptions {
  /** the other field's label, shown in the message ('Value must be less or equal to {name}') */
  name: string;
  /** true: the value must be strictly less than the other */
  exclusive?: boolean;
  /** replaces the spec's text (spec 1 §5 allows "a custom message") */
  message?: string;
}

/** ISO calendar values ('2026-01', '2026-01-15') of the same shape order correctly as plain text. */
const ISO_DATE = /^\d{4}-\d{2}(?:-\d{2})?$/;

/**
 * spec 1 §5 Ordering of two values: the value must be at most (or, exclusive, less than) `other`.
 * Numbers and numeric text are compared in cents; two ISO dates of the same shape are compared as dates.
 * Skipped (null) when either value is missing, as the spec says, or when they cannot be compared.
 */
export function ordered(other: FieldValue, options: OrderingOptions): Validator {
  return (value) => {
    if (value === null || value === undefined || other === null || other === undefined) {
      return null;
    }
    if (isEmpty(value) || isEmpty(other)) {
      return null;
    }
    const order = compareOrdered(value, other);
    if (order === null) {
      return null;
    }
    const fails = options.exclusive === true ? order >= 0 : order > 0;
    if (!fails) {
      return null;
    }
    return options.message ?? (options.exclusive === true ? messages.orderExclusive(options.name) : messages.orderInclusive(options.name));
  };
}

function compareOrdered(a: string | number, b: string | number): number | null {
  if (typeof a === 'string' && typeof b === 'string' && ISO_DATE.test(a) && ISO_DATE.test(b) && a.length === b.length) {
    return a < b ? -1 : a > b ? 1 : 0;
  }
  return compareInCents(a, b);
}
