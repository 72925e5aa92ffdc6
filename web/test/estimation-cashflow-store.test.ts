/// <reference types="mocha" />
import { expect } from 'chai';
import { flowResult } from 'mobx';
import type { CashflowApi } from '../src/cashflow/cashflow.api';
import { CashflowStore } from '../src/cashflow/cashflow-store';
import type { EstimatedMonthlyExpensesDto, Income, IncomeDto } from '../src/cashflow/cashflow.types';

const stored: Income = { id: 'inc-1', name: 'Monthly income', grossIncome: 500_000, netIncome: 400_000, incomeCurrency: 'SGD', type: 'EMPLOYMENT' };
const estimate: EstimatedMonthlyExpensesDto = { amount: 225_050, isDerived: true, enteredDate: '2026-11-22' };

/** The cashflow-setup calls, which these onboarding tests never make: any call fails the test. */
function setupCallsUnused(): Omit<CashflowApi, 'getFinances' | 'syncIncome' | 'saveEstimatedMonthlyExpenses'> {
  const unused = (): Promise<never> => Promise.reject(new Error('not expected in the onboarding estimates'));
  return {
    getLatestFxRates: unused,
    createExpenses: unused,
    updateExpenses: unused,
    deleteExpenses: unused,
    saveLoanRepayments: unused,
    createLiability: unused,
    createInvestment: unused,
    updateInvestment: unused,
    deleteInvestment: unused,
    setTotalBudget: unused,
  };
}

/** An in-memory API that records what was sent; `fail` makes the next call reject with that error. */
function fakeApi() {
  const sent: unknown[] = [];
  let fail: unknown = null;
  const answer = <T>(value: T): Promise<T> => {
    if (fail) {
      const error = fail;
      fail = null;
      return Promise.reject(error);
    }
    return Promise.resolve(value);
  };
  const api: CashflowApi = {
    getFinances: () => answer({ incomeList: [stored], estimatedMonthlyExpenses: estimate }),
    syncIncome: (incomeList) => {
      sent.push(incomeList);
      return answer({ incomeList: incomeList.map((item, i) => ({ ...item, id: `inc-${i + 10}` })) });
    },
    saveEstimatedMonthlyExpenses: (body) => {
      sent.push(body);
      return answer({ estimatedMonthlyExpenses: body });
    },
    ...setupCallsUnused(),
  };
  return { api, sent, failNext: (error: unknown) => (fail = error) };
}

describe('CashflowStore (onboarding estimates)', () => {
  it('load() takes the income list and the estimate from GET /finances', async () => {
    const store = new CashflowStore(fakeApi().api);
    expect(store.loaded).to.equal(false);
    await flowResult(store.load());
    expect(store.loaded).to.equal(true);
    expect(store.incomeList).to.deep.equal([stored]);
    expect(store.estimatedMonthlyExpenses).to.deep.equal(estimate);
  });

  it('a failed load sets loadFailed and keeps loaded false', async () => {
    const fake = fakeApi();
    const store = new CashflowStore(fake.api);
    fake.failNext(new Error('offline'));
    await flowResult(store.load());
    expect(store.loadFailed).to.equal(true);
    expect(store.loaded).to.equal(false);
  });

  it('syncIncome() sends the whole list and keeps the answer (with the server ids)', async () => {
    const fake = fakeApi();
    const store = new CashflowStore(fake.api);
    const list: IncomeDto[] = [{ ...stored, id: 'local-1' }];
    const saved = await flowResult(store.syncIncome(list));
    expect(fake.sent).to.deep.equal([list]);
    expect(saved[0]!.id).to.equal('inc-10');
    expect(store.incomeList).to.deep.equal(saved);
  });

  it('a refused save rejects and leaves the stored state as it was', async () => {
    const fake = fakeApi();
    const store = new CashflowStore(fake.api);
    await flowResult(store.load());
    const refused = Object.assign(new Error('Must be less than or equal to 300,000,000,000'), { status: 400 });
    fake.failNext(refused);
    let caught: unknown = null;
    await flowResult(store.saveEstimatedMonthlyExpenses({ ...estimate, amount: 1 })).catch((e: unknown) => (caught = e));
    expect(caught).to.equal(refused);
    expect(store.estimatedMonthlyExpenses).to.deep.equal(estimate);
  });

  it('saveEstimatedMonthlyExpenses() keeps the stored estimate', async () => {
    const fake = fakeApi();
    const store = new CashflowStore(fake.api);
    const body = { amount: 300_000, isDerived: false, enteredDate: '2026-11-22' };
    await flowResult(store.saveEstimatedMonthlyExpenses(body));
    expect(fake.sent).to.deep.equal([body]);
    expect(store.estimatedMonthlyExpenses).to.deep.equal(body);
  });
});
