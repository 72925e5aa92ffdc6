/**
 * The monthly investment panel's rules (spec 2 §3 "Investment (monthly investment)", §5): a name of at most 24
 * display columns, an investment type, a monthly amount more than 0, a currency.
 */
import { displayWidth, tooWideMessage } from '../../../../src/shared-kernel/validation/display-width.js';
import { formatMoneyInput, parseMoneyInput, type Cents } from '../../shared/format/money';
import { messages } from '../../shared/validation';
import type { InvestmentAssetType, MonthlyInvestmentDto } from '../cashflow.types';
import type { RatesToSgd } from './currencies';
import { validateAmountIn } from './income-rules';

export const MAX_INVESTMENT_NAME_WIDTH = 24;

export const INVESTMENT_TYPE_LABELS: Readonly<Record<InvestmentAssetType, string>> = {
  STOCK: 'Stocks',
  BOND: 'Bonds',
  UNIT_TRUST: 'Unit trusts',
  GOLD: 'Gold',
  STRUCTURED_PRODUCT: 'Structured products',
  FIXED_DEPOSIT: 'Fixed deposits',
  INSURANCE: 'Insurance',
  OTHER_INVESTMENT: 'Other investments',
};

export interface InvestmentItem {
  id: string;
  name: string;
  amount: number;
  ccy: string;
  assetType: InvestmentAssetType;
}

/** The spec 2 §5 display width, from the shared kernel so the panel and the server count alike. */
export { displayWidth };

/** The server's wording (Chinese, Japanese and Korean characters and emoji count as 2; the field's hint says so). */
export const nameTooWideMessage = tooWideMessage(MAX_INVESTMENT_NAME_WIDTH);

export function validateInvestmentName(text: string): string | null {
  if (text.trim() === '') return messages.required;
  if (text !== text.trim()) return messages.surroundingSpace;
  if (displayWidth(text) > MAX_INVESTMENT_NAME_WIDTH) return nameTooWideMessage;
  return null;
}

export interface InvestmentForm {
  name: string;
  assetType: InvestmentAssetType | '';
  amount: string;
  currency: string;
}

export const EMPTY_INVESTMENT_FORM: InvestmentForm = { name: '', assetType: '', amount: '', currency: 'SGD' };

export function investmentFormOf(item: InvestmentItem): InvestmentForm {
  return { name: item.name, assetType: item.assetType, amount: formatMoneyInput(item.amount as Cents), currency: item.ccy };
}

export function investmentItemOf(dto: MonthlyInvestmentDto): InvestmentItem {
  return { id: dto.id, name: dto.name, amount: dto.amount, ccy: dto.ccy, assetType: dto.assetType };
}

export function investmentFromForm(form: InvestmentForm, rates: RatesToSgd, id: string): InvestmentItem | null {
  if (validateInvestmentName(form.name) || form.assetType === '' || validateAmountIn(form.amount, form.currency, rates, 1)) return null;
  const amount = parseMoneyInput(form.amount, { currency: form.currency, rateToSgd: rates[form.currency] ?? '1' });
  if (!amount.ok) return null;
  return { id, name: form.name, assetType: form.assetType, amount: amount.cents, ccy: form.currency };
}
