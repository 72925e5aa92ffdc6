/**
 * Pure rules of the onboarding snapshot pages (income and expense estimation): which income form to show, what
 * the income sync sends, the take-home estimate, the 'Help me work it out' total and today's date in Singapore.
 */
import { estimateTakeHomePay } from '../../../src/shared-kernel/cpf-contributions.js';
import { toCents, type Cents } from '../../../src/shared-kernel/money.js';
import { messages } from '../../../src/shared-kernel/validation/messages.js';
import type { ResidentialStatus } from '../../../src/identity/adapters/http/identity.contract.js';
import { formatMoneyInput, parseMoneyInput } from '../shared/format/money';
import type { IncomeDto } from './cashflow.types';

/** With no income the page creates one, with exactly one it updates it, with more it only shows them. */
export type IncomeEstimationMode = 'create' | 'update' | 'read-only';

export function incomeEstimationMode(incomeList: readonly IncomeDto[]): IncomeEstimationMode {
  if (incomeList.length === 0) return 'create';
  return incomeList.length === 1 ? 'update' : 'read-only';
}

/** The item the page creates when the resident has no income yet. */
export const NEW_INCOME_ID = 'local-1';
export const NEW_INCOME_NAME = 'Monthly income';

/**
 * The synced list POST /income receives: the one item updated (keeping its id, name, type and currency) or a new
 * SGD employment item. Only 'create' and 'update' save; a read-only list is never sent.
 */
export function incomeListToSave(incomeList: readonly IncomeDto[], grossIncome: Cents, netIncome: Cents | null): IncomeDto[] {
  const mode = incomeEstimationMode(incomeList);
  if (mode === 'read-only') throw new Error('Two or more income items are changed on the dashboard, not here');
  if (mode === 'update') return [{ ...incomeList[0]!, grossIncome, netIncome }];
  return [{ id: NEW_INCOME_ID, name: NEW_INCOME_NAME, grossIncome, netIncome, incomeCurrency: 'SGD', type: 'EMPLOYMENT' }];
}

/**
 * The take-home text to prefill for a gross amount as typed: gross minus the employee CPF estimate, formatted
 * for the money input ('4,000.00'). Null when the gross does not parse or the age or residential status is not
 * known (then nothing is prefilled).
 */
export function takeHomeEstimateText(
  grossText: string,
  age: number | null,
  residentialStatus: ResidentialStatus | null,
): string | null {
  const gross = parseMoneyInput(grossText);
  if (!gross.ok || age === null || residentialStatus === null) return null;
  return formatMoneyInput(estimateTakeHomePay(gross.cents, age, residentialStatus));
}

/** Take-home pay: a money input that cannot exceed the gross (when the gross itself is valid). */
export function validateTakeHome(takeHomeText: string, grossText: string): string | null {
  const takeHome = parseMoneyInput(takeHomeText);
  if (!takeHome.ok) return takeHome.message;
  const gross = parseMoneyInput(grossText);
  if (gross.ok && takeHome.cents > gross.cents) return messages.orderInclusive('gross monthly income');
  return null;
}

/** The 'Help me work it out' rows, in the order shown. */
export const EXPENSE_ROWS = [
  { key: 'housing', label: 'Housing', hint: 'Rent or mortgage, conservancy, utilities' },
  { key: 'food', label: 'Food', hint: 'Groceries and eating out' },
  { key: 'transport', label: 'Transport', hint: 'Public transport, rides, car costs' },
  { key: 'insurance', label: 'Insurance', hint: 'Premiums, as a monthly amount' },
  { key: 'everythingElse', label: 'Everything else', hint: 'Phone, shopping, family, fun' },
] as const;
export type ExpenseRowKey = (typeof EXPENSE_ROWS)[number]['key'];
export type ExpenseRowValues = Record<ExpenseRowKey, string>;

export const EMPTY_EXPENSE_ROWS: ExpenseRowValues = { housing: '', food: '', transport: '', insurance: '', everythingElse: '' };

/** A row may be left empty (counts as nothing); anything typed must be a valid money input. */
export function validateExpenseRow(text: string): string | null {
  if (text.trim() === '') return null;
  const parsed = parseMoneyInput(text);
  return parsed.ok ? null : parsed.message;
}

/**
 * The live total of the rows in cents: empty rows count as 0; null while any row is invalid or all are empty
 * (there is nothing to save yet).
 */
export function sumExpenseRows(rows: ExpenseRowValues): Cents | null {
  let total = 0n;
  let anyFilled = false;
  for (const { key } of EXPENSE_ROWS) {
    const text = rows[key];
    if (text.trim() === '') continue;
    const parsed = parseMoneyInput(text);
    if (!parsed.ok) return null;
    anyFilled = true;
    total += BigInt(parsed.cents);
  }
  return anyFilled ? toCents(Number(total)) : null;
}

/** Today's calendar date in Singapore ('YYYY-MM-DD'), the `enteredDate` of an estimate. */
export { singaporeToday } from '../shared/format/date-time';
