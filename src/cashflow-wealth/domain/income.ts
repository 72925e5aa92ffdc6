import { BASE_CURRENCY, type CurrencyCode } from '../../shared-kernel/currency.js';
import { dec } from '../../shared-kernel/decimal.js';
import { DomainError, ValidationFailed, type FieldError } from '../../shared-kernel/errors.js';
import { maxMoneyInputCents } from '../../shared-kernel/money-input.js';
import type { Cents } from '../../shared-kernel/money.js';
import { messages } from '../../shared-kernel/validation/messages.js';
import { formatLimit } from '../../shared-kernel/validation/values.js';

/** Spec 2 §3 "Income" sources. */
export const INCOME_TYPES = ['EMPLOYMENT', 'TRADE', 'RENT', 'INTEREST', 'OTHERS'] as const;
export type IncomeType = (typeof INCOME_TYPES)[number];

/** Longest income name; at most this many items in the list. */
export const MAX_INCOME_NAME_LENGTH = 66;
export const MAX_INCOME_ITEMS = 20;
export const TOO_MANY_INCOME_ITEMS = `Add at most ${MAX_INCOME_ITEMS} income sources`;

/** One stored income source; amounts are monthly, integer cents of `incomeCurrency`. */
export interface Income {
  id: string;
  name: string;
  grossIncome: Cents;
  netIncome: Cents | null;
  incomeCurrency: CurrencyCode;
  type: IncomeType;
}

/** An item of the list as sent: without an id (or with a 'local-' one) it is new. */
export type IncomeDraft = Omit<Income, 'id'> & { id?: string };

/** SGD per 1 unit, by currency code, as exact decimal text (the stored FX rates). */
export type RatesToSgd = ReadonlyMap<CurrencyCode, string>;

export const unknownCurrencyMessage = (code: string): string => `We have no exchange rate for ${code}. Choose another currency.`;
export const GROSS_INCOME_LABEL = 'Gross income';

/**
 * The business rules of an income list that the edge cannot know (spec 1 §5, spec 2 §3):
 * 0. at most {@link MAX_INCOME_ITEMS} items (the edge says so too; an import reaches this rule without the edge) -> 400;
 * 1. the currency must have a stored rate (SGD always has one) -> 400;
 * 2. gross income at most the money cap in that currency (300,000,000,000 SGD converted at the stored rate) -> 400;
 * 3. net income not above gross income -> 422 'Value must be less or equal to Gross income'.
 * Every 400 problem of every item is reported at once; the 422 only when there is none.
 * Fields are named like the request: 'incomeList.1.grossIncome'.
 * @throws ValidationFailed (400) or DomainError CASHFLOW.NET_ABOVE_GROSS (422).
 */
export function checkIncomeList(items: readonly IncomeDraft[], rates: RatesToSgd): void {
  if (items.length > MAX_INCOME_ITEMS) throw new ValidationFailed([{ field: 'incomeList', message: TOO_MANY_INCOME_ITEMS }]);
  const invalid: FieldError[] = [];
  items.forEach((item, i) => {
    const rate = item.incomeCurrency === BASE_CURRENCY ? '1' : rates.get(item.incomeCurrency);
    if (rate === undefined) {
      invalid.push({ field: `incomeList.${i}.incomeCurrency`, message: unknownCurrencyMessage(item.incomeCurrency) });
      return;
    }
    const cap = maxMoneyInputCents(item.incomeCurrency, rate);
    if (item.grossIncome > cap) {
      invalid.push({ field: `incomeList.${i}.grossIncome`, message: messages.maxInclusive(formatLimit(dec(cap).div(100n))) });
    }
  });
  if (invalid.length > 0) throw new ValidationFailed(invalid);

  const netAboveGross: FieldError[] = items.flatMap((item, i) =>
    item.netIncome !== null && item.netIncome > item.grossIncome ? [{ field: `incomeList.${i}.netIncome`, message: messages.orderInclusive(GROSS_INCOME_LABEL) }] : [],
  );
  if (netAboveGross.length > 0) {
    throw new DomainError('CASHFLOW.NET_ABOVE_GROSS', messages.orderInclusive(GROSS_INCOME_LABEL), 'business-rule', netAboveGross);
  }
}
