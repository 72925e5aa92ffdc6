/**
 * The public expense manager's figures and progress (spec 3 §2; spec 1 §3 "a lighter EXPENSE_MANAGER module has
 * currentStepIndex and completed"). A visitor has no account, so everything stays in the browser: this module reads
 * and writes the stored copy as pure functions, trusting nothing it reads back (another tab, an older version or a
 * hand-edited value may have put anything there).
 */
import { GOOD_SAVINGS_PERCENT } from '../budget/savings-levels';
import { MAX_CATEGORY_LENGTH, MAX_EXPENSE_CENTS } from '../setup/expense-limits';
import type { ExpenseItem } from '../setup/expense-rules';
import { isCategoryUsed } from '../setup/expense-categories';
import { dec } from '../../../../src/shared-kernel/decimal.js';
import { roundToCents } from '../../../../src/shared-kernel/money.js';
import type { Cents } from '../../shared/format/money';

/** The browser-storage key; the version in the value lets a later shape migrate or start afresh. */
export const EXPENSE_MANAGER_STORAGE_KEY = 'mymoneyplan.expense-manager';
export const EXPENSE_MANAGER_STATE_VERSION = 1;
/** More categories than anyone keeps; a bound on what a tampered value can make the page render. */
export const MAX_EXPENSE_MANAGER_ITEMS = 60;

/** Steps 0 (expenses) and 1 (budget); index 2 is the summary, reached once both are done. */
export const EXPENSE_MANAGER_STEP_COUNT = 2;

export interface ExpenseManagerProgress {
  /** the furthest step reached, null when nothing is in progress */
  currentStepIndex: number | null;
  completed: boolean;
}

export interface ExpenseManagerState {
  version: typeof EXPENSE_MANAGER_STATE_VERSION;
  expenses: ExpenseItem[];
  /** take-home pay a month in cents; optional, it only feeds the suggestion and the savings outlook */
  takeHomeIncome: number | null;
  /** the total monthly budget in cents, null until the budget step is saved */
  totalBudget: number | null;
  progress: ExpenseManagerProgress;
}

export const EMPTY_EXPENSE_MANAGER_STATE: ExpenseManagerState = Object.freeze({
  version: EXPENSE_MANAGER_STATE_VERSION,
  expenses: [],
  takeHomeIncome: null,
  totalBudget: null,
  progress: { currentStepIndex: null, completed: false },
}) as ExpenseManagerState;

const INTERVALS = ['MONTHLY', 'YEARLY'] as const;
const COLOUR = /^#[0-9a-f]{6}$/i;
const MAX_ID_LENGTH = 80;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isAmount(value: unknown): value is number {
  return Number.isSafeInteger(value) && (value as number) > 0 && (value as number) <= MAX_EXPENSE_CENTS;
}

function isInterval(value: unknown): value is (typeof INTERVALS)[number] {
  return INTERVALS.includes(value as (typeof INTERVALS)[number]);
}

/** One stored expense, or null when any field is not what the expense panel could have produced. */
function expenseOf(value: unknown): ExpenseItem | null {
  if (!isRecord(value)) return null;
  const { id, category, amount, timeInterval, budgetAmount, budgetTimeInterval, colour } = value;
  if (typeof id !== 'string' || id === '' || id.length > MAX_ID_LENGTH) return null;
  if (typeof category !== 'string' || category.trim() === '' || category.length > MAX_CATEGORY_LENGTH) return null;
  if (!isAmount(amount) || !isInterval(timeInterval)) return null;
  const noBudget = budgetAmount === null && budgetTimeInterval === null;
  if (!noBudget && !(isAmount(budgetAmount) && isInterval(budgetTimeInterval))) return null;
  if (colour !== null && !(typeof colour === 'string' && COLOUR.test(colour))) return null;
  return {
    id,
    category,
    amount,
    timeInterval,
    budgetAmount: noBudget ? null : (budgetAmount as number),
    budgetTimeInterval: noBudget ? null : (budgetTimeInterval as ExpenseItem['budgetTimeInterval']),
    colour: colour as string | null,
  };
}

/** The stored expenses that make sense; a broken one, or a second of the same category or id, is left out. */
function expensesOf(value: unknown): ExpenseItem[] {
  if (!Array.isArray(value)) return [];
  const kept: ExpenseItem[] = [];
  for (const entry of value.slice(0, MAX_EXPENSE_MANAGER_ITEMS)) {
    const item = expenseOf(entry);
    if (!item) continue;
    if (kept.some((k) => k.id === item.id) || isCategoryUsed(item.category, kept.map((k) => k.category))) continue;
    kept.push(item);
  }
  return kept;
}

function progressOf(value: unknown): ExpenseManagerProgress {
  if (!isRecord(value)) return EMPTY_EXPENSE_MANAGER_STATE.progress;
  const { currentStepIndex, completed } = value;
  const index =
    Number.isSafeInteger(currentStepIndex) && (currentStepIndex as number) >= 0 && (currentStepIndex as number) <= EXPENSE_MANAGER_STEP_COUNT
      ? (currentStepIndex as number)
      : null;
  return { currentStepIndex: index, completed: completed === true };
}

/**
 * The state held in the stored text: a fresh state when there is none or it cannot be read, otherwise every field
 * that passes its check (a field that does not is reset on its own, so one bad value does not wipe the rest).
 */
export function parseExpenseManagerState(text: string | null): ExpenseManagerState {
  if (text === null) return EMPTY_EXPENSE_MANAGER_STATE;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return EMPTY_EXPENSE_MANAGER_STATE;
  }
  if (!isRecord(value) || value.version !== EXPENSE_MANAGER_STATE_VERSION) return EMPTY_EXPENSE_MANAGER_STATE;
  return {
    version: EXPENSE_MANAGER_STATE_VERSION,
    expenses: expensesOf(value.expenses),
    takeHomeIncome: isAmount(value.takeHomeIncome) ? value.takeHomeIncome : null,
    totalBudget: isAmount(value.totalBudget) ? value.totalBudget : null,
    progress: progressOf(value.progress),
  };
}

export function serializeExpenseManagerState(state: ExpenseManagerState): string {
  return JSON.stringify(state);
}

/**
 * Reaching step `index` (the summary is {@link EXPENSE_MANAGER_STEP_COUNT}) records it when it is further than
 * before; reaching the summary completes the module and clears the step (spec 1 §4 module progress).
 */
export function progressAfterReaching(progress: ExpenseManagerProgress, index: number): ExpenseManagerProgress {
  if (index >= EXPENSE_MANAGER_STEP_COUNT) return { currentStepIndex: null, completed: true };
  if (progress.currentStepIndex === null) return progress.completed ? progress : { currentStepIndex: index, completed: false };
  return index > progress.currentStepIndex ? { ...progress, currentStepIndex: index } : progress;
}

/**
 * What the total budget is suggested as when the visitor gave their take-home pay: that pay less the
 * {@link GOOD_SAVINGS_PERCENT} % a good savings level asks for ('save before you spend'). Null without it.
 */
export function suggestedVisitorBudget(takeHomeIncome: number | null): Cents | null {
  if (takeHomeIncome === null || takeHomeIncome <= 0) return null;
  return roundToCents(dec(takeHomeIncome).times(dec(100 - GOOD_SAVINGS_PERCENT)).div(dec(100)));
}

/** Why the expenses step cannot be left yet, or null when it can. */
export function expensesStepError(expenses: readonly ExpenseItem[]): string | null {
  return expenses.length === 0 ? 'Add at least one expense to plan a budget for it.' : null;
}

/** The list with `item` added (no id yet: it gets `newId()`) or put in place of the one with its id. */
export function withExpensePut(expenses: readonly ExpenseItem[], item: ExpenseItem, newId: () => string): ExpenseItem[] {
  if (!item.id) return [...expenses, { ...item, id: newId() }];
  const at = expenses.findIndex((e) => e.id === item.id);
  return at < 0 ? [...expenses, item] : expenses.map((e) => (e.id === item.id ? item : e));
}
