import { BASE_CURRENCY, type CurrencyCode } from '../../shared-kernel/currency.js';
import { dec } from '../../shared-kernel/decimal.js';
import type { FieldError } from '../../shared-kernel/errors.js';
import { maxMoneyInputCents } from '../../shared-kernel/money-input.js';
import type { Cents } from '../../shared-kernel/money.js';
import { messages } from '../../shared-kernel/validation/messages.js';
import { formatLimit } from '../../shared-kernel/validation/values.js';
import { unknownCurrencyMessage, type RatesToSgd } from './income.js';

/** A cents limit worded in units of its currency, as the web form shows it: 9999999900 -> '99,999,999'. */
export const unitsOf = (cents: number): string => formatLimit(dec(cents).div(100n));

/** 'Must be less than or equal to {n}' for a cents limit. */
export const atMostMessage = (limitCents: number): string => messages.maxInclusive(unitsOf(limitCents));

/** 'Must be more than 0': the text of every amount that must be positive. */
export const MORE_THAN_ZERO = messages.minExclusive('0');

/**
 * Checks one amount in a currency (spec 1 §5 money input): the currency must have a stored rate (SGD always does),
 * and the amount must be at least `min` cents (0 or 1) and at most the money cap in that currency.
 * Appends what is wrong to `problems` (field names as in the request) and answers the cap, or null for an unknown currency.
 */
export function checkAmountIn(
  problems: FieldError[],
  amount: { field: string; value: Cents; min: 0 | 1 },
  currency: { field: string; code: CurrencyCode },
  rates: RatesToSgd,
): Cents | null {
  const rate = currency.code === BASE_CURRENCY ? '1' : rates.get(currency.code);
  if (rate === undefined) {
    problems.push({ field: currency.field, message: unknownCurrencyMessage(currency.code) });
    return null;
  }
  const cap = maxMoneyInputCents(currency.code, rate);
  checkCents(problems, amount.field, amount.value, amount.min, cap);
  return cap;
}

/** Integer cents from `min` (0: 'more than or equal to 0'; 1: 'more than 0') to `max` inclusive. */
export function checkCents(problems: FieldError[], field: string, value: number, min: 0 | 1, max: number): void {
  if (!Number.isSafeInteger(value)) problems.push({ field, message: messages.wholeNumber });
  else if (value < min) problems.push({ field, message: min === 1 ? MORE_THAN_ZERO : messages.minInclusive('0') });
  else if (value > max) problems.push({ field, message: atMostMessage(max) });
}

/** Required text without surrounding space and at most `max` characters (spec 1 §5). */
export function checkName(problems: FieldError[], field: string, value: string, max: number): void {
  if (value.trim() === '') problems.push({ field, message: messages.required });
  else if (value !== value.trim()) problems.push({ field, message: messages.surroundingSpace });
  else if (value.length > max) problems.push({ field, message: messages.maxLength(String(max)) });
}
