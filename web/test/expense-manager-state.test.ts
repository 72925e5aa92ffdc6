/// <reference types="mocha" />
import { expect } from 'chai';
import {
  EMPTY_EXPENSE_MANAGER_STATE,
  EXPENSE_MANAGER_STATE_VERSION,
  MAX_EXPENSE_MANAGER_ITEMS,
  expensesStepError,
  parseExpenseManagerState,
  progressAfterReaching,
  serializeExpenseManagerState,
  suggestedVisitorBudget,
  withExpensePut,
  type ExpenseManagerState,
} from '../src/cashflow/expense-manager/expense-manager-state';
import { expenseManagerStatus } from '../src/cashflow/expense-manager/expense-manager-flow';
import { isFlowStepReachable, resumePath } from '../src/shared/module-flow/module-flow-rules';
import { EXPENSE_MANAGER_FLOW } from '../src/cashflow/expense-manager/expense-manager-flow';
import type { ExpenseItem } from '../src/cashflow/setup/expense-rules';

const food: ExpenseItem = { id: 'local-1', category: 'Food and drinks', amount: 80_000, timeInterval: 'MONTHLY', budgetAmount: 70_000, budgetTimeInterval: 'MONTHLY', colour: '#1d64d8' };
const insurance: ExpenseItem = { id: 'local-2', category: 'Insurance', amount: 240_000, timeInterval: 'YEARLY', budgetAmount: null, budgetTimeInterval: null, colour: null };

const saved: ExpenseManagerState = {
  version: EXPENSE_MANAGER_STATE_VERSION,
  expenses: [food, insurance],
  takeHomeIncome: 500_000,
  totalBudget: 350_000,
  progress: { currentStepIndex: 1, completed: false },
};

const stored = (change: Record<string, unknown>) => JSON.stringify({ ...saved, ...change });

describe('expense manager: the figures kept in the browser', () => {
  it('reads back exactly what it wrote', () => {
    expect(parseExpenseManagerState(serializeExpenseManagerState(saved))).to.deep.equal(saved);
  });

  it('starts empty with nothing stored, unreadable text, or another version', () => {
    expect(parseExpenseManagerState(null)).to.deep.equal(EMPTY_EXPENSE_MANAGER_STATE);
    expect(parseExpenseManagerState('{not json')).to.deep.equal(EMPTY_EXPENSE_MANAGER_STATE);
    expect(parseExpenseManagerState('[]')).to.deep.equal(EMPTY_EXPENSE_MANAGER_STATE);
    expect(parseExpenseManagerState(stored({ version: 2 }))).to.deep.equal(EMPTY_EXPENSE_MANAGER_STATE);
  });

  it('leaves out an expense the panel could not have made, keeping the rest', () => {
    const broken = [
      { ...food, amount: 0 },
      { ...food, amount: 12.5 },
      { ...food, amount: 9_999_999_901 },
      { ...food, category: '   ' },
      { ...food, category: 'x'.repeat(41) },
      { ...food, timeInterval: 'WEEKLY' },
      { ...food, budgetAmount: 5_000, budgetTimeInterval: null },
      { ...food, colour: 'red' },
      { ...food, id: '' },
      'not an expense',
    ];
    const state = parseExpenseManagerState(stored({ expenses: [...broken, insurance] }));
    expect(state.expenses).to.deep.equal([insurance]);
  });

  it('keeps the first of two expenses with the same category (ignoring case) or the same id', () => {
    const state = parseExpenseManagerState(
      stored({ expenses: [food, { ...insurance, category: 'FOOD AND DRINKS' }, { ...insurance, id: food.id, category: 'Transport' }, insurance] }),
    );
    expect(state.expenses.map((e) => e.id)).to.deep.equal([food.id, insurance.id]);
  });

  it(`reads at most ${MAX_EXPENSE_MANAGER_ITEMS} expenses`, () => {
    const many = Array.from({ length: MAX_EXPENSE_MANAGER_ITEMS + 5 }, (_, i) => ({ ...insurance, id: `local-${i}`, category: `Category ${i}` }));
    expect(parseExpenseManagerState(stored({ expenses: many })).expenses).to.have.length(MAX_EXPENSE_MANAGER_ITEMS);
  });

  it('resets a bad income, budget or step on its own, keeping the other figures', () => {
    const state = parseExpenseManagerState(stored({ takeHomeIncome: -5, totalBudget: '350000', progress: { currentStepIndex: 7, completed: 'yes' } }));
    expect(state.takeHomeIncome).to.equal(null);
    expect(state.totalBudget).to.equal(null);
    expect(state.progress).to.deep.equal({ currentStepIndex: null, completed: false });
    expect(state.expenses).to.deep.equal([food, insurance]);
  });
});

describe('expense manager: progress', () => {
  const fresh = { currentStepIndex: null, completed: false };

  it('records a step only when it is further than the one reached', () => {
    expect(progressAfterReaching(fresh, 0)).to.deep.equal({ currentStepIndex: 0, completed: false });
    expect(progressAfterReaching({ currentStepIndex: 0, completed: false }, 1)).to.deep.equal({ currentStepIndex: 1, completed: false });
    const atBudget = { currentStepIndex: 1, completed: false };
    expect(progressAfterReaching(atBudget, 0)).to.equal(atBudget);
  });

  it('completes on reaching the summary and clears the step; looking through again does not reopen it', () => {
    const done = progressAfterReaching({ currentStepIndex: 1, completed: false }, 2);
    expect(done).to.deep.equal({ currentStepIndex: null, completed: true });
    expect(progressAfterReaching(done, 0)).to.equal(done);
  });

  it('opens the budget step only once the expenses step was left, and the summary only once completed', () => {
    const status = (currentStepIndex: number | null, completed = false) => expenseManagerStatus({ currentStepIndex, completed });
    expect(isFlowStepReachable(EXPENSE_MANAGER_FLOW, status(0), 1)).to.equal(false);
    expect(isFlowStepReachable(EXPENSE_MANAGER_FLOW, status(1), 1)).to.equal(true);
    expect(isFlowStepReachable(EXPENSE_MANAGER_FLOW, status(1), 2)).to.equal(false);
    expect(isFlowStepReachable(EXPENSE_MANAGER_FLOW, status(null, true), 2)).to.equal(true);
    expect(resumePath(EXPENSE_MANAGER_FLOW, status(1))).to.equal('/expense-manager/your-budget');
    expect(resumePath(EXPENSE_MANAGER_FLOW, status(null))).to.equal('/expense-manager/your-expenses');
  });
});

describe('expense manager: rules of the steps', () => {
  it('suggests take-home pay less 20 % to save, to the cent, and nothing without it', () => {
    expect(suggestedVisitorBudget(500_000)).to.equal(400_000);
    expect(suggestedVisitorBudget(333_333)).to.equal(266_666); // 2,666.664 dollars
    expect(suggestedVisitorBudget(333_338)).to.equal(266_670); // 2,666.704 rounds to 2,666.70
    expect(suggestedVisitorBudget(null)).to.equal(null);
    expect(suggestedVisitorBudget(0)).to.equal(null);
  });

  it('needs at least one expense before the budget', () => {
    expect(expensesStepError([])).to.equal('Add at least one expense to plan a budget for it.');
    expect(expensesStepError([food])).to.equal(null);
  });

  it('adds a new expense with a fresh id and replaces an edited one in place', () => {
    const added = withExpensePut([food], { ...insurance, id: '' }, () => 'local-new');
    expect(added.map((e) => e.id)).to.deep.equal([food.id, 'local-new']);
    const edited = withExpensePut([food, insurance], { ...food, amount: 90_000 }, () => 'unused');
    expect(edited).to.deep.equal([{ ...food, amount: 90_000 }, insurance]);
  });
});
