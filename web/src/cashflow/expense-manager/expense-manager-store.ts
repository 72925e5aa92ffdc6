/**
 * The public expense manager's store (cashflow-wealth context, web side): the visitor's expenses, take-home pay,
 * budget and progress, written through to browser storage on every change so a reload or a later visit resumes.
 * Storage that is full or switched off only means the figures last as long as the page.
 */
import { makeAutoObservable } from 'mobx';
import type { KeyValueStorage } from '../../app/tester/tester-settings';
import type { ExpenseItem } from '../setup/expense-rules';
import {
  EMPTY_EXPENSE_MANAGER_STATE,
  EXPENSE_MANAGER_STORAGE_KEY,
  parseExpenseManagerState,
  progressAfterReaching,
  serializeExpenseManagerState,
  type ExpenseManagerState,
} from './expense-manager-state';

export interface RemovableStorage extends KeyValueStorage {
  removeItem(key: string): void;
}

export class ExpenseManagerStore {
  state: ExpenseManagerState;
  /** False when the browser would not keep the figures (the page says they go when it is closed). */
  persisted: boolean;

  constructor(private readonly storage: RemovableStorage | null) {
    let text: string | null = null;
    let readable = storage !== null;
    try {
      text = storage?.getItem(EXPENSE_MANAGER_STORAGE_KEY) ?? null;
    } catch {
      readable = false;
    }
    this.state = parseExpenseManagerState(text);
    this.persisted = readable;
    makeAutoObservable<ExpenseManagerStore, 'storage'>(this, { storage: false });
  }

  get expenses(): ExpenseItem[] {
    return this.state.expenses;
  }

  /** Anything entered yet: the introduction offers to clear it. */
  get hasFigures(): boolean {
    return this.state.expenses.length > 0 || this.state.takeHomeIncome !== null || this.state.totalBudget !== null;
  }

  setExpenses(expenses: readonly ExpenseItem[]): void {
    this.update({ expenses: [...expenses] });
  }

  setTakeHomeIncome(cents: number | null): void {
    this.update({ takeHomeIncome: cents });
  }

  /** The budget step's answer: the expenses with their budgets, and the total. */
  saveBudget(expenses: readonly ExpenseItem[], totalBudget: number): void {
    this.update({ expenses: [...expenses], totalBudget });
  }

  /** Records that step `index` was reached (the summary's index completes the module). */
  reach(index: number): void {
    const progress = progressAfterReaching(this.state.progress, index);
    if (progress !== this.state.progress) this.update({ progress });
  }

  /** Start again: the figures and the progress go, from the page and from the browser. */
  clear(): void {
    this.state = EMPTY_EXPENSE_MANAGER_STATE;
    try {
      this.storage?.removeItem(EXPENSE_MANAGER_STORAGE_KEY);
    } catch {
      // nothing could be stored, so nothing is left behind
    }
  }

  private update(change: Partial<ExpenseManagerState>): void {
    this.state = { ...this.state, ...change };
    if (!this.storage) return;
    try {
      this.storage.setItem(EXPENSE_MANAGER_STORAGE_KEY, serializeExpenseManagerState(this.state));
      this.persisted = true;
    } catch {
      this.persisted = false;
    }
  }
}

/** The store on the real browser: local storage when the browser allows it. */
export function createBrowserExpenseManagerStore(): ExpenseManagerStore {
  let storage: RemovableStorage | null = null;
  try {
    storage = window.localStorage;
  } catch {
    storage = null;
  }
  return new ExpenseManagerStore(storage);
}
