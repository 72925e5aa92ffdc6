/** The income panel's rules (spec 2 §3 "Income", spec 1 §5): name, type, gross, optional take-home, currency. */
import { formatMoneyInput, parseMoneyInput, type Cents } from '../../shared/format/money';
import { messages } from '../../shared/validation';
import type { IncomeDto, IncomeType } from '../cashflow.types';
import type { RatesToSgd } from './currencies';

export const MAX_ITEM_NAME_LENGTH = 66;

export const INCOME_TYPE_LABELS: Readonly<Record<IncomeType, string>> = {
  EMPLOYMENT: 'Employment',
  TRADE: 'Trade or business',
  RENT: 'Rent',
  INTEREST: 'Interest',
  OTHERS: 'Others',
};

export interface IncomeForm {
  name: string;
  type: IncomeType | '';
  gross: string;
  takeHome: string;
  currency: string;
}

export const EMPTY_INCOME_FORM: IncomeForm = { name: '', type: '', gross: '', takeHome: '', currency: 'SGD' };

export function incomeFormOf(item: IncomeDto): IncomeForm {
  return {
    name: item.name,
    type: item.type,
    gross: formatMoneyInput(item.grossIncome as Cents),
    takeHome: item.netIncome === null ? '' : formatMoneyInput(item.netIncome as Cents),
    currency: item.incomeCurrency,
  };
}

/** Required, no surrounding space, at most 66 characters (the server's limit for income and loan names). */
export function validateItemName(text: string, max = MAX_ITEM_NAME_LENGTH): string | null {
  if (text.trim() === '') return messages.required;
  if (text !== text.trim()) return messages.surroundingSpace;
  if (text.length > max) return messages.maxLength(String(max));
  return null;
}

/** A money amount in `currency`, capped at the SGD cap converted (spec 1 §5); `min` 1 means more than 0. */
export function validateAmountIn(text: string, currency: string, rates: RatesToSgd, min: 0 | 1 = 0): string | null {
  const parsed = parseMoneyInput(text, { currency, rateToSgd: rates[currency] ?? '1' });
  if (!parsed.ok) return parsed.message;
  if (min === 1 && parsed.cents <= 0) return messages.minExclusive('0');
  return null;
}

/** Take-home is optional and not above the gross (spec 1 §5 ordering; skipped while the gross is not valid). */
export function validateTakeHomeIncome(form: IncomeForm, rates: RatesToSgd): string | null {
  if (form.takeHome.trim() === '') return null;
  const own = validateAmountIn(form.takeHome, form.currency, rates);
  if (own) return own;
  const gross = parseMoneyInput(form.gross, { currency: form.currency, rateToSgd: rates[form.currency] ?? '1' });
  const takeHome = parseMoneyInput(form.takeHome, { currency: form.currency, rateToSgd: rates[form.currency] ?? '1' });
  if (gross.ok && takeHome.ok && takeHome.cents > gross.cents) return messages.orderInclusive('Gross income');
  return null;
}

export function validateIncomeType(type: IncomeType | ''): string | null {
  return type === '' ? messages.required : null;
}

/** The income the form describes, or null while any field fails. */
export function incomeFromForm(form: IncomeForm, rates: RatesToSgd, id: string): IncomeDto | null {
  if (
    validateItemName(form.name) ||
    validateIncomeType(form.type) ||
    validateAmountIn(form.gross, form.currency, rates, 1) ||
    validateTakeHomeIncome(form, rates) ||
    form.type === ''
  ) {
    return null;
  }
  const rate = { currency: form.currency, rateToSgd: rates[form.currency] ?? '1' };
  const gross = parseMoneyInput(form.gross, rate);
  const takeHome = form.takeHome.trim() === '' ? null : parseMoneyInput(form.takeHome, rate);
  if (!gross.ok || (takeHome !== null && !takeHome.ok)) return null;
  return {
    id,
    name: form.name,
    type: form.type,
    grossIncome: gross.cents,
    netIncome: takeHome === null ? null : takeHome.cents,
    incomeCurrency: form.currency,
  };
}
