/**
 * The asset panel's rules (spec 2 §2 "Manual investment / asset panels", §5 "Manual investment", §9): the name's
 * display width, quantities, the total worked out from quantity x unit price, and the currency an investment
 * source allows. Pure; big.js for every multiplication (architecture guide, "Money").
 */
import { ROUND_HALF_UP, dec, formatDecimal } from '../../../src/shared-kernel/decimal.js';
import { parseMoneyInput } from '../../../src/shared-kernel/money-input.js';
import { messages } from '../../../src/shared-kernel/validation/messages.js';
import { decimalPlaces } from '../../../src/shared-kernel/validation/values.js';
import { displayWidth, tooWideMessage } from '../../../src/shared-kernel/validation/display-width.js';
import { noSurroundingSpace, required } from '../../../src/shared-kernel/validation/index.js';
import type { InvestmentSource } from './wealth.types';

/** Columns a name takes on screen, counted exactly as the server counts them (East Asian wide and emoji: 2). */
export { displayWidth };

/** Spec 2 §5: an asset's name fits in 24 display columns. */
export const NAME_MAX_WIDTH = 24;
/** Spec 2 §5, §9: an investment's total value, in dollars. */
export const MAX_TOTAL_VALUE_DOLLARS = 999_999_999;
export const MAX_TOTAL_VALUE_CENTS = MAX_TOTAL_VALUE_DOLLARS * 100;
/** Spec 2 §5, §9: the most units (or ounces) of one holding. */
export const MAX_QUANTITY = 99_999_999;

export const NAME_TOO_WIDE = tooWideMessage(NAME_MAX_WIDTH);

/** The asset name: required, no space at either end, at most 24 columns wide. */
export function validateAssetName(name: string): string | null {
  return required(name) ?? noSurroundingSpace(name) ?? (displayWidth(name) > NAME_MAX_WIDTH ? NAME_TOO_WIDE : null);
}

export type QuantityResult = { ok: true; quantity: number; text: string } | { ok: false; message: string };

/**
 * A quantity as typed: commas allowed, more than 0, at most 99,999,999, and at most `decimals` decimal places
 * (0: whole units; gold 3). `text` is the plain decimal for exact arithmetic ('1,500' -> '1500').
 */
export function parseQuantity(input: string, decimals: number): QuantityResult {
  const text = input.trim().replace(/,/g, '');
  if (text === '') return { ok: false, message: messages.required };
  if (!/^(?:\d+\.?\d*|\.\d+)$/.test(text)) {
    return { ok: false, message: /^-/.test(text) ? messages.minExclusive('0') : messages.numericText };
  }
  const value = dec(text.replace(/\.$/, ''));
  if (decimalPlaces(value) > decimals) {
    return { ok: false, message: decimals === 0 ? messages.wholeNumber : messages.maxDecimals(String(decimals)) };
  }
  if (value.lte(0n)) return { ok: false, message: messages.minExclusive('0') };
  if (value.gt(dec(MAX_QUANTITY))) return { ok: false, message: messages.maxInclusive('99,999,999') };
  return { ok: true, quantity: Number(value.toString()), text: value.toString() };
}

/** Total value typed in dollars: the money input's rules, then the investment cap of 999,999,999. */
export function parseTotalValue(input: string): { ok: true; cents: number } | { ok: false; message: string } {
  const parsed = parseMoneyInput(input);
  if (!parsed.ok) return parsed;
  if (parsed.cents > MAX_TOTAL_VALUE_CENTS) return { ok: false, message: messages.maxInclusive('999,999,999') };
  return { ok: true, cents: parsed.cents };
}

/** Spec 2 §3: total = quantity x unit price, in cents, rounded half up (as the server stores it). */
export function totalFromQuantity(quantity: number | string, unitPriceCents: number): number {
  return Number(dec(quantity).times(dec(unitPriceCents)).round(0, ROUND_HALF_UP).toString());
}

/** The live total under quantity and unit price ('1,234.57'), or null until both parse. */
export function liveTotalText(quantityText: string, unitPriceText: string, decimals: number): string | null {
  const quantity = parseQuantity(quantityText, decimals);
  const price = parseMoneyInput(unitPriceText);
  if (!quantity.ok || !price.ok) return null;
  return formatDecimal(dec(totalFromQuantity(quantity.text, price.cents)).div(100n), 2);
}

/**
 * The unit price field's rule: the money input's, then the total it makes with the quantity may not pass the
 * 999,999,999 cap (checked only once the quantity itself is valid).
 */
export function validateUnitPrice(unitPriceText: string, quantityText: string, decimals: number): string | null {
  const price = parseMoneyInput(unitPriceText);
  if (!price.ok) return price.message;
  const quantity = parseQuantity(quantityText, decimals);
  if (quantity.ok && totalFromQuantity(quantity.text, price.cents) > MAX_TOTAL_VALUE_CENTS) {
    return 'Total must be less than or equal to 999,999,999';
  }
  return null;
}

/** Spec 2 §5: only CASH investments may be held in another currency; CPFIS and SRS money is always SGD. */
export function currencyIsForced(source: InvestmentSource): boolean {
  return source !== 'CASH';
}

/** The currency to store: SGD whenever the source forces it, else the one chosen. */
export function effectiveCurrency(source: InvestmentSource, chosen: string): string {
  return currencyIsForced(source) ? 'SGD' : chosen;
}
