/**
 * The expense-entry panel's rules (spec 2 §2, §5): monthly and yearly amounts kept in step (yearly = 12 x
 * monthly), the interval following whichever field the resident typed in, and the field checks.
 */
import { dec } from '../../../../src/shared-kernel/decimal.js';
import { roundToCents } from '../../../../src/shared-kernel/money.js';
import { formatMoneyInput, parseMoneyInput, type Cents } from '../../shared/format/money';
import { messages } from '../../shared/validation';
import { TIME_INTERVAL_IDS } from '../../../../src/cashflow-wealth/adapters/http/cashflow-wealth.contract.js';
import type { ExpenseDto, TimeIntervalName } from '../cashflow.types';
import { isCategoryUsed } from './expense-categories';
import { MAX_CATEGORY_LENGTH, MAX_EXPENSE_CENTS } from './expense-limits';

export { MAX_CATEGORY_LENGTH, MAX_EXPENSE_CENTS };

/** An expense as the page edits it: stored ones have the server's id, new ones a 'local-' id. */
export interface ExpenseItem {
  id: string;
  category: string;
  amount: number;
  timeInterval: TimeIntervalName;
  budgetAmount: number | null;
  budgetTimeInterval: TimeIntervalName | null;
  colour: string | null;
}

export function expenseItemOf(dto: ExpenseDto): ExpenseItem {
  return {
    id: dto.id,
    category: dto.category,
    amount: dto.amount,
    timeInterval: dto.timeInterval.description,
    budgetAmount: dto.budgetAmount,
    budgetTimeInterval: dto.budgetTimeInterval?.description ?? null,
    colour: dto.colour,
  };
}

/** The wire shape of an item (the expense manager keeps items in the browser and shows them with the dashboard's tables). */
export function expenseDtoOf(item: ExpenseItem): ExpenseDto {
  const interval = (name: TimeIntervalName) => ({ id: TIME_INTERVAL_IDS[name], description: name });
  return {
    id: item.id,
    category: item.category,
    amount: item.amount,
    timeInterval: interval(item.timeInterval),
    budgetAmount: item.budgetAmount,
    budgetTimeInterval: item.budgetTimeInterval === null ? null : interval(item.budgetTimeInterval),
    colour: item.colour,
  };
}

/** What the panel's fields hold, as typed. */
export interface ExpenseForm {
  category: string;
  monthly: string;
  yearly: string;
  /** the field typed in last: the amount stored is that field's */
  interval: TimeIntervalName;
  /** the yearly field is shown ('Enter a yearly amount instead') */
  yearlyOpen: boolean;
  /** optional monthly budget */
  budget: string;
}

export const EMPTY_EXPENSE_FORM: ExpenseForm = { category: '', monthly: '', yearly: '', interval: 'MONTHLY', yearlyOpen: false, budget: '' };

export function yearlyFromMonthly(monthly: Cents): Cents {
  return roundToCents(dec(monthly).times(dec(12)));
}

/** A yearly amount a month, to the nearest cent (half up). */
export function monthlyFromYearly(yearly: Cents): Cents {
  return roundToCents(dec(yearly).div(dec(12)));
}

/** The monthly cost of a stored expense: a YEARLY one counts as amount / 12 (spec 2 §3). */
export function monthlyAmountOf(item: Pick<ExpenseItem, 'amount' | 'timeInterval'>): Cents {
  return item.timeInterval === 'YEARLY' ? monthlyFromYearly(item.amount as Cents) : (item.amount as Cents);
}

/** The form for an expense being edited (a yearly one opens the yearly field). */
export function expenseFormOf(item: ExpenseItem): ExpenseForm {
  const monthly = monthlyAmountOf(item);
  const yearly = item.timeInterval === 'YEARLY' ? (item.amount as Cents) : yearlyFromMonthly(item.amount as Cents);
  const budget = item.budgetAmount === null ? '' : formatMoneyInput(budgetMonthly(item));
  return {
    category: item.category,
    monthly: formatMoneyInput(monthly),
    yearly: formatMoneyInput(yearly),
    interval: item.timeInterval,
    yearlyOpen: item.timeInterval === 'YEARLY',
    budget,
  };
}

function budgetMonthly(item: ExpenseItem): Cents {
  const amount = item.budgetAmount as Cents;
  return item.budgetTimeInterval === 'YEARLY' ? monthlyFromYearly(amount) : amount;
}

/** Typing in the monthly field: the expense is monthly and the yearly field shows 12 times it. */
export function withMonthly(form: ExpenseForm, text: string): ExpenseForm {
  const parsed = parseMoneyInput(text);
  return { ...form, monthly: text, interval: 'MONTHLY', yearly: parsed.ok ? formatMoneyInput(yearlyFromMonthly(parsed.cents)) : '' };
}

/** Typing in the yearly field: the expense is yearly and the monthly field shows a twelfth of it. */
export function withYearly(form: ExpenseForm, text: string): ExpenseForm {
  const parsed = parseMoneyInput(text);
  return { ...form, yearly: text, interval: 'YEARLY', monthly: parsed.ok ? formatMoneyInput(monthlyFromYearly(parsed.cents)) : '' };
}

/**
 * 'Enter a yearly amount instead': the yearly field takes the monthly field's place (one amount field at a time),
 * starting from 12 times what was typed; the expense becomes yearly once a yearly amount is typed or kept.
 */
export function switchToYearly(form: ExpenseForm): ExpenseForm {
  return { ...form, yearlyOpen: true, interval: 'YEARLY' };
}

/** 'Enter a monthly amount instead': back to the monthly field, which holds a twelfth of the yearly amount. */
export function switchToMonthly(form: ExpenseForm): ExpenseForm {
  return { ...form, yearlyOpen: false, interval: 'MONTHLY' };
}

/** The hint under the yearly field once it holds an amount: the month's share, so the resident sees both. */
export function monthlyShareHint(form: ExpenseForm): string | null {
  if (!form.yearlyOpen || form.monthly === '' || validateExpenseAmount(form.yearly) !== null) return null;
  return `That is S$${form.monthly} a month`;
}

/** Spec 2 §5: required, more than 0, at most 99,999,999. */
export function validateExpenseAmount(text: string): string | null {
  const parsed = parseMoneyInput(text);
  if (!parsed.ok) return parsed.message;
  if (parsed.cents <= 0) return messages.minExclusive('0');
  if (parsed.cents > MAX_EXPENSE_CENTS) return messages.maxInclusive('99,999,999');
  return null;
}

/** An optional budget: empty passes, otherwise as an amount. */
export function validateBudget(text: string): string | null {
  return text.trim() === '' ? null : validateExpenseAmount(text);
}

export const categoryTakenMessage = (category: string): string => `You already have an expense for ${category.trim()}`;

/** Required, no surrounding space, at most 40 characters, and not a category another expense has (ignoring case). */
export function validateCategory(text: string, otherCategories: readonly string[]): string | null {
  if (text.trim() === '') return messages.required;
  if (text !== text.trim()) return messages.surroundingSpace;
  if (text.length > MAX_CATEGORY_LENGTH) return messages.maxLength(String(MAX_CATEGORY_LENGTH));
  if (isCategoryUsed(text, otherCategories)) return categoryTakenMessage(text);
  return null;
}

/** Only the amount field shown is checked (the yearly one once opened, else the monthly one); the other is derived. */
export function expenseFormValid(form: ExpenseForm, otherCategories: readonly string[]): boolean {
  return (
    validateCategory(form.category, otherCategories) === null &&
    validateExpenseAmount(form.yearlyOpen ? form.yearly : form.monthly) === null &&
    validateBudget(form.budget) === null
  );
}

/**
 * The expense the form describes: the amount of the field typed in last, with its interval; a budget is monthly.
 * Null while the form is not valid.
 */
export function expenseFromForm(form: ExpenseForm, otherCategories: readonly string[], base: Pick<ExpenseItem, 'id' | 'colour'>): ExpenseItem | null {
  if (!expenseFormValid(form, otherCategories)) return null;
  const source = form.interval === 'YEARLY' && form.yearlyOpen ? form.yearly : form.monthly;
  const amount = parseMoneyInput(source);
  const budget = form.budget.trim() === '' ? null : parseMoneyInput(form.budget);
  if (!amount.ok || (budget !== null && !budget.ok)) return null;
  return {
    id: base.id,
    colour: base.colour,
    category: form.category,
    amount: amount.cents,
    timeInterval: form.interval === 'YEARLY' && form.yearlyOpen ? 'YEARLY' : 'MONTHLY',
    budgetAmount: budget === null ? null : budget.cents,
    budgetTimeInterval: budget === null ? null : 'MONTHLY',
  };
}
