import type { CurrencyCode } from '../../shared-kernel/currency.js';
import type { FieldError } from '../../shared-kernel/errors.js';
import type { Cents } from '../../shared-kernel/money.js';
import { messages } from '../../shared-kernel/validation/messages.js';
import { displayWidth, tooWideMessage } from './display-width.js';
import type { RatesToSgd } from './income.js';
import { checkAmountIn, checkName } from './money-limits.js';
import type { OwnedItemRules } from './owned-items.js';

/** Spec 2 §9 investment kinds a monthly investment can go into. */
export const INVESTMENT_ASSET_TYPES = ['STOCK', 'BOND', 'UNIT_TRUST', 'GOLD', 'STRUCTURED_PRODUCT', 'FIXED_DEPOSIT', 'INSURANCE', 'OTHER_INVESTMENT'] as const;
export type InvestmentAssetType = (typeof INVESTMENT_ASSET_TYPES)[number];

/** Spec 2 §5: a manual investment's name fits a 24-column display (East Asian wide characters count 2), as asset names. */
export const MAX_INVESTMENT_NAME_WIDTH = 24;
export const INVESTMENT_NAME_TOO_WIDE = tooWideMessage(MAX_INVESTMENT_NAME_WIDTH);
export const MAX_MONTHLY_INVESTMENTS = 50;

/** Spec 2 §3 "Investment (monthly investment)": `amount` cents of `ccy` go into the investment each month. */
export interface MonthlyInvestment {
  id: string;
  name: string;
  amount: Cents;
  ccy: CurrencyCode;
  assetType: InvestmentAssetType;
}
export type MonthlyInvestmentDraft = Omit<MonthlyInvestment, 'id'>;

/** Name required, trimmed, at most 24 columns wide; the currency has a stored rate; amount more than 0 within its cap. */
export function monthlyInvestmentProblems(item: MonthlyInvestmentDraft, rates: RatesToSgd): FieldError[] {
  const problems: FieldError[] = [];
  checkName(problems, 'name', item.name, Number.MAX_SAFE_INTEGER);
  if (!problems.some((p) => p.field === 'name') && displayWidth(item.name) > MAX_INVESTMENT_NAME_WIDTH) problems.push({ field: 'name', message: INVESTMENT_NAME_TOO_WIDE });
  checkAmountIn(problems, { field: 'amount', value: item.amount, min: 1 }, { field: 'ccy', code: item.ccy }, rates);
  if (!INVESTMENT_ASSET_TYPES.includes(item.assetType)) problems.push({ field: 'assetType', message: messages.invalidFormat });
  return problems;
}

/** The 404 of an id that is not one of the resident's. */
export const MONTHLY_INVESTMENT_NOT_FOUND = { notFoundCode: 'CASHFLOW.INVESTMENT_NOT_FOUND', notFoundMessage: 'This monthly investment no longer exists. Reload the page and try again.' };

/** The rules of POST / PATCH / DELETE /investment with the stored rates. */
export const monthlyInvestmentRules = (rates: RatesToSgd): OwnedItemRules<MonthlyInvestmentDraft> => ({
  ...MONTHLY_INVESTMENT_NOT_FOUND,
  tooManyCode: 'CASHFLOW.TOO_MANY_INVESTMENTS',
  tooManyMessage: `You can have at most ${MAX_MONTHLY_INVESTMENTS} monthly investments`,
  maxItems: MAX_MONTHLY_INVESTMENTS,
  problems: (item) => monthlyInvestmentProblems(item, rates),
});
