import type { CurrencyCode } from '../../shared-kernel/currency.js';
import type { FieldError } from '../../shared-kernel/errors.js';
import type { Cents } from '../../shared-kernel/money.js';
import { messages } from '../../shared-kernel/validation/messages.js';
import type { RatesToSgd } from './income.js';
import { checkAmountIn, checkName } from './money-limits.js';
import type { OwnedItemRules } from './owned-items.js';

/** Spec 2 §3 liability categories. */
export const LIABILITY_CATEGORIES = ['MORTGAGE', 'NON_MORTGAGE'] as const;
export type LiabilityCategory = (typeof LIABILITY_CATEGORIES)[number];

export const MAX_LIABILITY_NAME_LENGTH = 66;
export const MAX_LIABILITIES = 50;

/** Spec 2 §3 "Liability": an outstanding balance of `amount` cents of `ccy`. */
export interface Liability {
  id: string;
  name: string;
  amount: Cents;
  ccy: CurrencyCode;
  category: LiabilityCategory;
}
export type LiabilityDraft = Omit<Liability, 'id'>;

/** Name required, trimmed, at most 66 characters; the currency has a stored rate; amount 0 or more within its cap. */
export function liabilityProblems(item: LiabilityDraft, rates: RatesToSgd): FieldError[] {
  const problems: FieldError[] = [];
  checkName(problems, 'name', item.name, MAX_LIABILITY_NAME_LENGTH);
  checkAmountIn(problems, { field: 'amount', value: item.amount, min: 0 }, { field: 'ccy', code: item.ccy }, rates);
  if (!LIABILITY_CATEGORIES.includes(item.category)) problems.push({ field: 'category', message: messages.invalidFormat });
  return problems;
}

/** The 404 of an id that is not one of the resident's. */
export const LIABILITY_NOT_FOUND = { notFoundCode: 'CASHFLOW.LIABILITY_NOT_FOUND', notFoundMessage: 'This liability no longer exists. Reload the page and try again.' };

/** The rules of POST / PATCH / DELETE /liability with the stored rates. */
export const liabilityRules = (rates: RatesToSgd): OwnedItemRules<LiabilityDraft> => ({
  ...LIABILITY_NOT_FOUND,
  tooManyCode: 'CASHFLOW.TOO_MANY_LIABILITIES',
  tooManyMessage: `You can have at most ${MAX_LIABILITIES} liabilities`,
  maxItems: MAX_LIABILITIES,
  problems: (item) => liabilityProblems(item, rates),
});
