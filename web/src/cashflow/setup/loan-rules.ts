/**
 * The loan panel's rules (spec 2 §3 "Loan repayment", spec 1 §5): a monthly instalment of which parts are paid
 * by cash and by CPF; 'Sum of cash and CPF cannot exceed total monthly instalment'.
 */
import { LOAN_TYPE_IDS } from '../../../../src/cashflow-wealth/adapters/http/cashflow-wealth.contract.js';
import { formatMoneyInput, parseMoneyInput, type Cents } from '../../shared/format/money';
import { messages } from '../../shared/validation';
import type { LoanRepaymentDto, LoanTypeName } from '../cashflow.types';
import type { RatesToSgd } from './currencies';
import { validateAmountIn, validateItemName } from './income-rules';

export const LOAN_TYPE_LABELS: Readonly<Record<LoanTypeName, string>> = { MORTGAGE: 'Mortgage', NON_MORTGAGE: 'Other loan' };

/** A loan repayment as the page edits it (the type by name; the wire sends `{ id }`). */
export interface LoanItem {
  id: string;
  name: string;
  amount: number;
  ccy: string;
  cash: number;
  cpf: number;
  type: LoanTypeName;
  /** The liability in wealth this instalment repays (loan-links.ts); null when not linked. */
  liabilityId: string | null;
}

export function loanItemOf(dto: LoanRepaymentDto): LoanItem {
  return { id: dto.id, name: dto.name, amount: dto.amount, ccy: dto.ccy, cash: dto.cash, cpf: dto.cpf, type: dto.type.description, liabilityId: dto.liabilityId ?? null };
}

/** The wire form of an item (a 'local-' id tells the server it is new). */
export function loanInputOf(item: LoanItem) {
  return { id: item.id, name: item.name, amount: item.amount, ccy: item.ccy, cash: item.cash, cpf: item.cpf, type: { id: LOAN_TYPE_IDS[item.type] }, liabilityId: item.liabilityId };
}

export interface LoanForm {
  name: string;
  type: LoanTypeName | '';
  amount: string;
  cash: string;
  cpf: string;
  currency: string;
}

export const EMPTY_LOAN_FORM: LoanForm = { name: '', type: '', amount: '', cash: '', cpf: '', currency: 'SGD' };

export function loanFormOf(item: LoanItem): LoanForm {
  return {
    name: item.name,
    type: item.type,
    amount: formatMoneyInput(item.amount as Cents),
    cash: formatMoneyInput(item.cash as Cents),
    cpf: formatMoneyInput(item.cpf as Cents),
    currency: item.ccy,
  };
}

const centsOf = (text: string, currency: string, rates: RatesToSgd): number | null => {
  if (text.trim() === '') return 0;
  const parsed = parseMoneyInput(text, { currency, rateToSgd: rates[currency] ?? '1' });
  return parsed.ok ? parsed.cents : null;
};

/** Cash and CPF are optional (empty = 0); their sum may not exceed the instalment (checked once all three parse). */
export function validateSplitPart(text: string, form: LoanForm, rates: RatesToSgd): string | null {
  if (text.trim() === '') return splitProblem(form, rates);
  return validateAmountIn(text, form.currency, rates) ?? splitProblem(form, rates);
}

export function splitProblem(form: LoanForm, rates: RatesToSgd): string | null {
  const amount = centsOf(form.amount, form.currency, rates);
  const cash = centsOf(form.cash, form.currency, rates);
  const cpf = centsOf(form.cpf, form.currency, rates);
  if (amount === null || cash === null || cpf === null || form.amount.trim() === '') return null;
  return cash + cpf > amount ? messages.cashCpfOverInstalment : null;
}

export function validateLoanType(type: LoanTypeName | ''): string | null {
  return type === '' ? messages.required : null;
}

/** The item the form describes, keeping the link it had (`liabilityId`). */
export function loanFromForm(form: LoanForm, rates: RatesToSgd, id: string, liabilityId: string | null = null): LoanItem | null {
  if (
    validateItemName(form.name) ||
    validateLoanType(form.type) ||
    validateAmountIn(form.amount, form.currency, rates, 1) ||
    validateSplitPart(form.cash, form, rates) ||
    validateSplitPart(form.cpf, form, rates) ||
    form.type === ''
  ) {
    return null;
  }
  const amount = centsOf(form.amount, form.currency, rates);
  const cash = centsOf(form.cash, form.currency, rates);
  const cpf = centsOf(form.cpf, form.currency, rates);
  if (amount === null || cash === null || cpf === null) return null;
  return { id, name: form.name, type: form.type, amount, cash, cpf, ccy: form.currency, liabilityId };
}
