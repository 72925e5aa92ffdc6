/**
 * The budget calculator's rules (spec 3 §2 "Budget calculator", §9 "Budget and PDF"): a total monthly budget, a
 * monthly budget per expense category, and what keeping to them leaves of the take-home income. Pure, so every
 * rule is unit tested; the pages only display what these return.
 */
import { formatMoney, formatMoneyInput, parseMoneyInput, type Cents } from '../../shared/format/money';
import { monthlyFromYearly, validateBudget, validateExpenseAmount, type ExpenseItem } from '../setup/expense-rules';
import { savingsLevel, type SavingsLevel } from './savings-levels';

/** What the set-monthly-budget step's fields hold, as typed: the total and one budget per expense id. */
export interface BudgetDraft {
  total: string;
  byExpense: Record<string, string>;
}

/** An expense's budget a month: a yearly budget counts as a twelfth; null when none is set. */
export function monthlyBudgetOf(item: Pick<ExpenseItem, 'budgetAmount' | 'budgetTimeInterval'>): Cents | null {
  if (item.budgetAmount === null) return null;
  return item.budgetTimeInterval === 'YEARLY' ? monthlyFromYearly(item.budgetAmount as Cents) : (item.budgetAmount as Cents);
}

/**
 * Spec 3 "save before you spend": what is left to spend once the loan instalments paid in cash (each less its CPF
 * part; an unsplit one all cash: the server's `instalmentsCash`, as the health check counts them) and the monthly
 * savings target are put aside. So keeping to it leaves exactly the planned savings, which {@link budgetOutlook}
 * rates from the same figures (docs/decisions.md "One budget"). Null without a take-home income; never below 0.
 */
export function suggestedTotalBudget(takeHomeIncome: number, cashInstalments: number, targetMonthlySavings: number | null): Cents | null {
  if (takeHomeIncome <= 0) return null;
  return Math.max(0, takeHomeIncome - cashInstalments - (targetMonthlySavings ?? 0)) as Cents;
}

/** 'Suggested: S$4,050.00: your take-home income of S$6,000.00 less S$950.00 of loan instalments paid in cash and the S$1,000.00 you plan to save.' */
export function suggestionText(suggestion: number, takeHomeIncome: number, cashInstalments: number, targetMonthlySavings: number | null): string {
  const less = [
    cashInstalments > 0 ? `${formatMoney(cashInstalments as Cents)} of loan instalments paid in cash` : null,
    targetMonthlySavings ? `the ${formatMoney(targetMonthlySavings as Cents)} you plan to save` : null,
  ].filter((part): part is string => part !== null);
  const start = `Suggested: ${formatMoney(suggestion as Cents)}: your take-home income of ${formatMoney(takeHomeIncome as Cents)}`;
  return less.length === 0 ? `${start}.` : `${start} less ${less.join(' and ')}.`;
}

/** The step's fields filled from what is stored: the stored total, else the suggestion; each category's budget. */
export function budgetDraftOf(items: readonly ExpenseItem[], storedTotal: number | null, suggestion: number | null): BudgetDraft {
  const total = storedTotal ?? suggestion;
  const byExpense: Record<string, string> = {};
  for (const item of items) {
    const budget = monthlyBudgetOf(item);
    byExpense[item.id] = budget === null ? '' : formatMoneyInput(budget);
  }
  return { total: total === null || total <= 0 ? '' : formatMoneyInput(total as Cents), byExpense };
}

/** The total budget: required, more than 0, at most 99,999,999 (the expense limit of spec 3 §9). */
export const validateTotalBudget = validateExpenseAmount;
/** A category's budget: optional, otherwise as an expense amount. */
export const validateCategoryBudget = validateBudget;

export const OVER_TOTAL_MESSAGE = 'Your category budgets add up to more than your total budget';

function centsOrZero(text: string): number {
  const parsed = parseMoneyInput(text);
  return parsed.ok && text.trim() !== '' ? parsed.cents : 0;
}

export interface BudgetCheck {
  /** the category budgets added up, a month */
  assigned: number;
  /** the total as typed; null while it is not a valid amount */
  total: number | null;
  /** total - assigned (negative when over); null without a total */
  remaining: number | null;
  /** categories still without a budget */
  unbudgeted: number;
  /** the message under the bar when the categories take more than the total */
  overMessage: string | null;
}

export function checkBudgets(draft: BudgetDraft, items: readonly ExpenseItem[]): BudgetCheck {
  const assigned = items.reduce((sum, item) => sum + centsOrZero(draft.byExpense[item.id] ?? ''), 0);
  const total = validateTotalBudget(draft.total) === null ? centsOrZero(draft.total) : null;
  const remaining = total === null ? null : total - assigned;
  return {
    assigned,
    total,
    remaining,
    unbudgeted: items.filter((item) => (draft.byExpense[item.id] ?? '').trim() === '').length,
    overMessage: remaining !== null && remaining < 0 ? OVER_TOTAL_MESSAGE : null,
  };
}

/** Every field passes and the category budgets fit in the total: only then may the step be saved. */
export function budgetDraftValid(draft: BudgetDraft, items: readonly ExpenseItem[]): boolean {
  if (validateTotalBudget(draft.total) !== null) return false;
  if (items.some((item) => validateCategoryBudget(draft.byExpense[item.id] ?? '') !== null)) return false;
  return checkBudgets(draft, items).overMessage === null;
}

/** The expenses with the draft's budgets (monthly; an emptied field removes the budget). */
export function expensesWithBudgets(draft: BudgetDraft, items: readonly ExpenseItem[]): ExpenseItem[] {
  return items.map((item) => {
    const text = (draft.byExpense[item.id] ?? '').trim();
    const parsed = parseMoneyInput(text);
    if (text === '' || !parsed.ok) return { ...item, budgetAmount: null, budgetTimeInterval: null };
    // An unchanged yearly budget stays as it was stored, rather than becoming a rounded monthly one.
    if (monthlyBudgetOf(item) === parsed.cents) return item;
    return { ...item, budgetAmount: parsed.cents, budgetTimeInterval: 'MONTHLY' };
  });
}

/**
 * A category's budget pre-filled from what it costs now (the step's 'Use what I spend now'), for the empty ones
 * only: a budget the resident typed is never overwritten.
 */
export function fillEmptyWithSpending(draft: BudgetDraft, items: readonly ExpenseItem[], monthlyAmount: (item: ExpenseItem) => number): BudgetDraft {
  const byExpense = { ...draft.byExpense };
  for (const item of items) {
    if ((byExpense[item.id] ?? '').trim() === '') byExpense[item.id] = formatMoneyInput(monthlyAmount(item) as Cents);
  }
  return { ...draft, byExpense };
}

export { FAIR_SAVINGS_PERCENT, GOOD_SAVINGS_PERCENT, savingsLevel, type SavingsLevel } from './savings-levels';

export interface BudgetOutlook {
  /** take-home income - total budget - loan repayments paid in cash, a month (negative when short) */
  leftToSave: number;
  /** leftToSave as a share of take-home income, to 1 decimal */
  percent: number;
  level: SavingsLevel;
  sentence: string;
}

/**
 * What keeping to the budget leaves to save, as the health check counts savings (spec 2 §4: take-home income less
 * spending less the cash part of loan repayments). Null without a take-home income.
 */
export function budgetOutlook(takeHomeIncome: number, totalBudget: number, cashLoanRepayments: number): BudgetOutlook | null {
  if (takeHomeIncome <= 0) return null;
  const leftToSave = takeHomeIncome - totalBudget - cashLoanRepayments;
  const percent = Math.round((leftToSave / takeHomeIncome) * 1000) / 10;
  const level = savingsLevel(percent);
  const sentence =
    leftToSave < 0
      ? `Keeping to this budget still costs ${formatMoney(-leftToSave as Cents)} a month more than you take home.`
      : `Keeping to this budget leaves ${formatMoney(leftToSave as Cents)} a month to save: ${percent.toFixed(1)} % of your take-home income.`;
  return { leftToSave, percent, level, sentence };
}
