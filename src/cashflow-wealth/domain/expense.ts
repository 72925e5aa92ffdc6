import { DomainError, NotFound, ValidationFailed, type FieldError } from '../../shared-kernel/errors.js';
import type { Cents } from '../../shared-kernel/money.js';
import { messages } from '../../shared-kernel/validation/messages.js';
import { checkCents, checkName } from './money-limits.js';

/** Spec 2 §3: how often an expense (or its budget) amount falls due; a YEARLY amount is stored as given. */
export const TIME_INTERVALS = ['MONTHLY', 'YEARLY'] as const;
export type TimeInterval = (typeof TIME_INTERVALS)[number];

export const MAX_EXPENSE_CATEGORY_LENGTH = 40;
export const MAX_EXPENSES = 50;
/** Spec 2 §5 / §9: an expense (and its budget) is at most 99,999,999 dollars. */
export const MAX_EXPENSE_AMOUNT_CENTS = 9_999_999_900;
/** A colour from the web's chart palette, stored in lower case. */
export const COLOUR_PATTERN = /^#[0-9a-fA-F]{6}$/;

/** One expense item; SGD cents per `timeInterval`. */
export interface Expense {
  id: string;
  category: string;
  amount: Cents;
  timeInterval: TimeInterval;
  /** cents per `budgetTimeInterval`; both null when no budget is set */
  budgetAmount: Cents | null;
  budgetTimeInterval: TimeInterval | null;
  colour: string | null;
}
export type ExpenseDraft = Omit<Expense, 'id'>;
/** A PATCH item: the id and only the fields that change. */
export type ExpenseChange = Partial<ExpenseDraft> & { id: string };

export const EXPENSE_NOT_FOUND = 'This expense no longer exists. Reload the page and try again.';
export const categoryTakenMessage = (category: string): string => `You already have an expense for ${category}`;
export const TOO_MANY_EXPENSES = `You can have at most ${MAX_EXPENSES} expenses`;
export const DUPLICATE_EXPENSE_ID = 'This expense appears more than once in the list';

const expenseNotFound = () => new NotFound('CASHFLOW.EXPENSE_NOT_FOUND', EXPENSE_NOT_FOUND);

/** Categories compare ignoring case (spec 2 §2: 'Food' and 'food' are the same category). */
const categoryKey = (category: string): string => category.toLowerCase();

/**
 * The stored form of a draft: without a budget amount there is no budget interval, and colours are lower case.
 * Spec 2 §3 stores a yearly amount as given (readers divide by 12).
 */
export function normaliseExpense<T extends ExpenseDraft>(expense: T): T {
  return {
    ...expense,
    budgetTimeInterval: expense.budgetAmount === null ? null : expense.budgetTimeInterval,
    colour: expense.colour === null ? null : expense.colour.toLowerCase(),
  };
}

/** The field rules of one expense (spec 2 §5 expense panel), each problem named like the request ('expenses.0.amount'). */
export function expenseProblems(expense: ExpenseDraft, prefix: string): FieldError[] {
  const problems: FieldError[] = [];
  checkName(problems, `${prefix}.category`, expense.category, MAX_EXPENSE_CATEGORY_LENGTH);
  checkCents(problems, `${prefix}.amount`, expense.amount, 1, MAX_EXPENSE_AMOUNT_CENTS);
  if (!TIME_INTERVALS.includes(expense.timeInterval)) problems.push({ field: `${prefix}.timeInterval`, message: messages.invalidFormat });
  if (expense.budgetAmount !== null) {
    checkCents(problems, `${prefix}.budgetAmount`, expense.budgetAmount, 1, MAX_EXPENSE_AMOUNT_CENTS);
    if (expense.budgetTimeInterval === null) problems.push({ field: `${prefix}.budgetTimeInterval`, message: messages.required });
    else if (!TIME_INTERVALS.includes(expense.budgetTimeInterval)) problems.push({ field: `${prefix}.budgetTimeInterval`, message: messages.invalidFormat });
  }
  if (expense.colour !== null && !COLOUR_PATTERN.test(expense.colour)) problems.push({ field: `${prefix}.colour`, message: messages.invalidFormat });
  return problems;
}

/**
 * 409 when two expenses of the resulting list share a category (ignoring case). `changed` are the items of the
 * request with their request index; the message names the category as the request spelt it.
 */
function checkCategoriesUnique(untouched: readonly Expense[], changed: ReadonlyArray<{ index: number; expense: ExpenseDraft }>): void {
  const taken = new Set(untouched.map((e) => categoryKey(e.category)));
  for (const { index, expense } of changed) {
    const key = categoryKey(expense.category);
    if (taken.has(key)) {
      const message = categoryTakenMessage(expense.category);
      throw new DomainError('CASHFLOW.EXPENSE_CATEGORY_TAKEN', message, 'conflict', [{ field: `expenses.${index}.category`, message }]);
    }
    taken.add(key);
  }
}

/**
 * POST /expense: the items to insert after the resident's `stored` ones.
 * @throws ValidationFailed (400) for field problems; DomainError CASHFLOW.TOO_MANY_EXPENSES (422) beyond
 *   {@link MAX_EXPENSES}; CASHFLOW.EXPENSE_CATEGORY_TAKEN (409) for a category already used (ignoring case).
 */
export function planNewExpenses(stored: readonly Expense[], drafts: readonly ExpenseDraft[]): ExpenseDraft[] {
  const normalised = drafts.map((draft) => normaliseExpense(draft));
  const problems = normalised.flatMap((draft, i) => expenseProblems(draft, `expenses.${i}`));
  if (problems.length > 0) throw new ValidationFailed(problems);
  if (stored.length + normalised.length > MAX_EXPENSES) throw new DomainError('CASHFLOW.TOO_MANY_EXPENSES', TOO_MANY_EXPENSES, 'business-rule');
  checkCategoriesUnique(stored, normalised.map((expense, index) => ({ index, expense })));
  return normalised;
}

/**
 * PATCH /expense: each change applied to its stored item. A budget amount set to null removes the budget interval;
 * a budget amount set on an item without a budget needs its interval in the same change.
 * @throws NotFound CASHFLOW.EXPENSE_NOT_FOUND (404, never 403) for an id that is not one of the resident's;
 *   ValidationFailed (400) for an id sent twice or a field problem; CASHFLOW.EXPENSE_CATEGORY_TAKEN (409).
 */
export function planExpenseUpdates(stored: readonly Expense[], changes: readonly ExpenseChange[]): Expense[] {
  const byId = new Map(stored.map((e) => [e.id, e]));
  const seen = new Set<string>();
  const updated = changes.map((change, index) => {
    const current = byId.get(change.id);
    if (current === undefined) throw expenseNotFound();
    if (seen.has(change.id)) throw new ValidationFailed([{ field: `expenses.${index}.id`, message: DUPLICATE_EXPENSE_ID }]);
    seen.add(change.id);
    return normaliseExpense({ ...current, ...definedFields(change) });
  });
  const problems = updated.flatMap((expense, i) => expenseProblems(expense, `expenses.${i}`));
  if (problems.length > 0) throw new ValidationFailed(problems);
  checkCategoriesUnique(
    stored.filter((e) => !seen.has(e.id)),
    updated.map((expense, index) => ({ index, expense })),
  );
  return updated;
}

/**
 * DELETE /expense: the ids to delete; `null` (no ids given) means all of them.
 * @throws NotFound CASHFLOW.EXPENSE_NOT_FOUND (404) when any id is not one of the resident's (nothing is deleted).
 */
export function planExpenseDeletion(stored: readonly Expense[], ids: readonly string[] | null): string[] {
  if (ids === null) return stored.map((e) => e.id);
  const storedIds = new Set(stored.map((e) => e.id));
  if (ids.some((id) => !storedIds.has(id))) throw expenseNotFound();
  return [...new Set(ids)];
}

/** The fields a PATCH item actually carries (an absent key must not overwrite the stored value with undefined). */
function definedFields(change: ExpenseChange): Partial<ExpenseDraft> {
  const { id: _id, ...fields } = change;
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)) as Partial<ExpenseDraft>;
}
