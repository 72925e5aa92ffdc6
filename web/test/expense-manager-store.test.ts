/// <reference types="mocha" />
import { expect } from 'chai';
import { ExpenseManagerStore, type RemovableStorage } from '../src/cashflow/expense-manager/expense-manager-store';
import { EXPENSE_MANAGER_STORAGE_KEY, parseExpenseManagerState } from '../src/cashflow/expense-manager/expense-manager-state';
import type { ExpenseItem } from '../src/cashflow/setup/expense-rules';

class MemoryStorage implements RemovableStorage {
  readonly values = new Map<string, string>();
  failWrites = false;
  getItem(key: string) {
    return this.values.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    if (this.failWrites) throw new Error('QuotaExceededError');
    this.values.set(key, value);
  }
  removeItem(key: string) {
    this.values.delete(key);
  }
}

const transport: ExpenseItem = { id: 'local-1', category: 'Transport', amount: 15_000, timeInterval: 'MONTHLY', budgetAmount: null, budgetTimeInterval: null, colour: '#0e7c7b' };

describe('expense manager store', () => {
  it('writes every change through, so a new page (a reload, another visit) resumes with it', () => {
    const storage = new MemoryStorage();
    const store = new ExpenseManagerStore(storage);
    store.setExpenses([transport]);
    store.setTakeHomeIncome(420_000);
    store.reach(0);
    store.reach(1);
    const again = new ExpenseManagerStore(storage);
    expect(again.expenses).to.deep.equal([transport]);
    expect(again.state.takeHomeIncome).to.equal(420_000);
    expect(again.state.progress).to.deep.equal({ currentStepIndex: 1, completed: false });
  });

  it('saves the budget with the expenses it was set on, and completes on reaching the summary', () => {
    const storage = new MemoryStorage();
    const store = new ExpenseManagerStore(storage);
    const budgeted = { ...transport, budgetAmount: 12_000, budgetTimeInterval: 'MONTHLY' as const };
    store.saveBudget([budgeted], 300_000);
    store.reach(2);
    const kept = parseExpenseManagerState(storage.getItem(EXPENSE_MANAGER_STORAGE_KEY));
    expect(kept.expenses).to.deep.equal([budgeted]);
    expect(kept.totalBudget).to.equal(300_000);
    expect(kept.progress).to.deep.equal({ currentStepIndex: null, completed: true });
  });

  it('start again removes the figures from the page and from the browser', () => {
    const storage = new MemoryStorage();
    const store = new ExpenseManagerStore(storage);
    store.setExpenses([transport]);
    expect(store.hasFigures).to.equal(true);
    store.clear();
    expect(store.hasFigures).to.equal(false);
    expect(store.state.progress).to.deep.equal({ currentStepIndex: null, completed: false });
    expect(storage.values.has(EXPENSE_MANAGER_STORAGE_KEY)).to.equal(false);
  });

  it('carries on in memory, and says so, when the browser refuses to store', () => {
    const storage = new MemoryStorage();
    storage.failWrites = true;
    const store = new ExpenseManagerStore(storage);
    store.setExpenses([transport]);
    expect(store.expenses).to.deep.equal([transport]);
    expect(store.persisted).to.equal(false);
    expect(new ExpenseManagerStore(null).persisted).to.equal(false);
  });

  it('does not rewrite storage when reaching a step already passed', () => {
    const storage = new MemoryStorage();
    const store = new ExpenseManagerStore(storage);
    store.reach(1);
    storage.values.set(EXPENSE_MANAGER_STORAGE_KEY, 'sentinel');
    store.reach(0);
    expect(storage.getItem(EXPENSE_MANAGER_STORAGE_KEY)).to.equal('sentinel');
  });
});
