/**
 * Each expense against its budget, per month (spec 3: the expense-versus-budget summary): the dashboard's budget
 * card, the cashflow overview, the budget calculator's summary and the report. Apart from the sub-pages' other
 * figures so the dashboard's first download carries only these.
 */
import type { FullFinancesResponse } from '../../../../src/cashflow-wealth/adapters/http/cashflow-wealth.contract.js';
import { formatMoney, type Cents } from '../../shared/format/money';
import { expenseRows } from '../area-breakdowns';

const money = (cents: number) => formatMoney(Math.round(cents) as Cents);

export interface BudgetLine {
  category: string;
  colour: string | null;
  /** spec 2 §2: the amount per its own interval ('S$1,200.00 / year') and the budget per its own ('No budget') */
  amountText: string;
  budgetText: string;
  /** a month, a yearly amount / 12 */
  monthly: number;
  /** a month; null when no budget is set */
  monthlyBudget: number | null;
  /** spending above the budget; false without a budget */
  over: boolean;
}

const perMonth = (cents: number, interval: 'MONTHLY' | 'YEARLY') => (interval === 'YEARLY' ? Math.round(cents / 12) : cents);

/** Each expense against its budget, both per month (spec 3: the expense-versus-budget summary). */
export function budgetLines(finances: Pick<FullFinancesResponse, 'expenses'>): BudgetLine[] {
  const texts = expenseRows(finances.expenses);
  return finances.expenses.map((expense, index) => {
    const monthly = perMonth(expense.amount, expense.timeInterval.description);
    const monthlyBudget =
      expense.budgetAmount === null || expense.budgetTimeInterval === null ? null : perMonth(expense.budgetAmount, expense.budgetTimeInterval.description);
    const { amountText, budgetText } = texts[index]!;
    return { category: expense.category, colour: expense.colour, amountText, budgetText, monthly, monthlyBudget, over: monthlyBudget !== null && monthly > monthlyBudget };
  });
}

export interface BudgetSummary {
  budgeted: number;
  spentInBudgeted: number;
  over: number;
  withoutBudget: number;
}

/** How many categories have a budget, how many run over, what the budgeted ones cost against their budgets. */
export function budgetSummary(lines: readonly BudgetLine[]): BudgetSummary {
  const withBudget = lines.filter((line) => line.monthlyBudget !== null);
  return {
    budgeted: withBudget.reduce((sum, line) => sum + line.monthlyBudget!, 0),
    spentInBudgeted: withBudget.reduce((sum, line) => sum + line.monthly, 0),
    over: withBudget.filter((line) => line.over).length,
    withoutBudget: lines.length - withBudget.length,
  };
}

/** One sentence on the budgets: how many run over, what the budgeted categories cost against their budgets. */
export function budgetSentence(lines: readonly BudgetLine[]): string {
  const summary = budgetSummary(lines);
  if (lines.length === summary.withoutBudget) return 'You have not set any budgets yet. A budget per category shows you where your money goes further than you planned.';
  const over = summary.over === 0 ? 'Every category with a budget is within it' : `${summary.over} ${summary.over === 1 ? 'category is' : 'categories are'} over budget`;
  return `${over}: you spend ${money(summary.spentInBudgeted)} a month against budgets of ${money(summary.budgeted)}.`;
}
