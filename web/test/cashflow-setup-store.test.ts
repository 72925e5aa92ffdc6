/// <reference types="mocha" />
import { expect } from 'chai';
import { flowResult } from 'mobx';
import type { CashflowApi } from '../src/cashflow/cashflow.api';
import { CashflowStore } from '../src/cashflow/cashflow-store';
import type { ExpenseDto, LoanRepaymentDto, MonthlyInvestmentDto } from '../src/cashflow/cashflow.types';
import type { ExpenseItem } from '../src/cashflow/setup/expense-rules';

const interval = (d: 'MONTHLY' | 'YEARLY') => ({ id: d === 'MONTHLY' ? 1 : 2, description: d });
const food: ExpenseDto = { id: 'e1', category: 'Food', amount: 50_000, timeInterval: interval('MONTHLY'), budgetAmount: null, budgetTimeInterval: null, colour: '#1d64d8' };
const taxes: ExpenseDto = { id: 'e2', category: 'Taxes', amount: 120_000, timeInterval: interval('YEARLY'), budgetAmount: null, budgetTimeInterval: null, colour: '#0e7c7b' };
const rsp: MonthlyInvestmentDto = { id: 'v1', name: 'RSP', amount: 10_000, ccy: 'SGD', assetType: 'UNIT_TRUST' };

/** An in-memory server for the setup calls that records every call in order. */
function fakeServer() {
  const calls: Array<[string, unknown]> = [];
  let seq = 100;
  let failOn: string | null = null;
  const call = <T>(name: string, body: unknown, answer: () => T): Promise<T> => {
    calls.push([name, body]);
    if (failOn === name) return Promise.reject(Object.assign(new Error('refused'), { status: 422 }));
    return Promise.resolve(answer());
  };
  const toDto = (e: Partial<ExpenseItem> & { id: string }, before?: ExpenseDto): ExpenseDto => ({
    ...(before ?? food),
    ...e,
    timeInterval: interval(e.timeInterval ?? before?.timeInterval.description ?? 'MONTHLY'),
    budgetTimeInterval: e.budgetTimeInterval ? interval(e.budgetTimeInterval) : (before?.budgetTimeInterval ?? null),
  } as ExpenseDto);
  const api: CashflowApi = {
    getFinances: () => call('getFinances', null, () => ({ incomeList: [], estimatedMonthlyExpenses: null, expenses: [food, taxes], loanRepayments: [], investments: [rsp] })),
    syncIncome: (list) => call('syncIncome', list, () => ({ incomeList: list.map((i) => ({ ...i, id: 'inc' })) as never })),
    saveEstimatedMonthlyExpenses: (body) => call('saveEstimate', body, () => ({ estimatedMonthlyExpenses: body })),
    getLatestFxRates: () => call('fx', null, () => [{ currencyCode: 'USD', exchangeRate: '1.35', retrievedDate: '2026-11-21' }]),
    deleteExpenses: (ids) => call('deleteExpenses', ids, () => [...ids]),
    updateExpenses: (items) => call('updateExpenses', items, () => items.map((i) => toDto(i, i.id === 'e1' ? food : taxes))),
    createExpenses: (items) => call('createExpenses', items, () => items.map((i) => toDto({ ...i, id: `e${(seq += 1)}` } as ExpenseItem))),
    saveLoanRepayments: (items) =>
      call('saveLoans', items, () => ({
        loanRepaymentList: items.map((l, i) => ({ ...l, id: `l${i + 1}`, type: { id: l.type.id, description: l.type.id === 1 ? 'MORTGAGE' : 'NON_MORTGAGE' } }) as LoanRepaymentDto),
      })),
    createLiability: (input) => call('createLiability', input, () => ({ ...input, id: `d${(seq += 1)}` })),
    createInvestment: (input) => call('createInvestment', input, () => ({ ...input, id: `v${(seq += 1)}` })),
    updateInvestment: (id, changes) => call('updateInvestment', { id, changes }, () => ({ ...rsp, ...changes, id })),
    deleteInvestment: (id) => call('deleteInvestment', id, () => id),
    setTotalBudget: (amount) => call('setTotalBudget', amount, () => ({ totalBudget: { amount } })),
  };
  return { api, calls, failOn: (name: string) => (failOn = name) };
}

async function loadedStore(server = fakeServer()) {
  const store = new CashflowStore(server.api);
  await flowResult(store.load());
  server.calls.length = 0;
  return { store, server };
}

describe('CashflowStore (cashflow setup lists)', () => {
  it('load() takes the expenses, loan repayments and investments from GET /finances', async () => {
    const { store } = await loadedStore();
    expect(store.expenses).to.deep.equal([food, taxes]);
    expect(store.expenseItems[1]).to.deep.include({ category: 'Taxes', timeInterval: 'YEARLY' });
    expect(store.investments).to.deep.equal([rsp]);
  });

  it('load() takes the total budget and the monthly savings target; saveTotalBudget() sends PUT /total-budget and keeps the answer', async () => {
    const server = fakeServer();
    const getFinances = server.api.getFinances;
    server.api.getFinances = async () => ({ ...(await getFinances()), totalBudget: { amount: 300_000 }, targetMonthlySavings: { targetMonthlySavings: 80_000, enteredDate: '2026-11-01' } });
    const { store } = await loadedStore(server);
    expect(store.totalBudget).to.equal(300_000);
    expect(store.targetMonthlySavings).to.equal(80_000);
    await flowResult(store.saveTotalBudget(350_000));
    expect(server.calls).to.deep.equal([['setTotalBudget', 350_000]]);
    expect(store.totalBudget).to.equal(350_000);
  });

  it('an older GET /finances answer without the new lists reads as empty lists', async () => {
    const server = fakeServer();
    server.api.getFinances = () => Promise.resolve({ incomeList: [], estimatedMonthlyExpenses: null });
    const { store } = await loadedStore(server);
    expect(store.expenses).to.deep.equal([]);
    expect(store.loanRepayments).to.deep.equal([]);
    expect(store.totalBudget).to.equal(null);
  });

  it('syncExpenses() deletes removed items first, then patches changed fields only, then creates new ones', async () => {
    const { store, server } = await loadedStore();
    const [foodItem] = store.expenseItems;
    const edited: ExpenseItem[] = [
      { ...foodItem!, amount: 60_000 },
      { id: 'local-x', category: 'taxes', amount: 100_000, timeInterval: 'YEARLY', budgetAmount: null, budgetTimeInterval: null, colour: '#2f855a' },
    ];
    await flowResult(store.syncExpenses(edited));
    expect(server.calls.map(([name]) => name)).to.deep.equal(['deleteExpenses', 'updateExpenses', 'createExpenses']);
    expect(server.calls[0]![1]).to.deep.equal(['e2']);
    expect(server.calls[1]![1]).to.deep.equal([{ id: 'e1', amount: 60_000 }]);
    expect(server.calls[2]![1]).to.deep.equal([{ category: 'taxes', amount: 100_000, timeInterval: 'YEARLY', budgetAmount: null, budgetTimeInterval: null, colour: '#2f855a' }]);
    expect(store.expenses.map((e) => [e.category, e.amount])).to.deep.equal([
      ['Food', 60_000],
      ['taxes', 100_000],
    ]);
    expect(store.expenses[1]!.id).to.match(/^e1\d\d$/);
  });

  it('syncExpenses() with nothing changed makes no call (never a DELETE without ids, which deletes all)', async () => {
    const { store, server } = await loadedStore();
    await flowResult(store.syncExpenses(store.expenseItems));
    expect(server.calls).to.deep.equal([]);
  });

  it('a failure half way keeps what the server already did and rejects', async () => {
    const { store, server } = await loadedStore();
    server.failOn('createExpenses');
    const edited: ExpenseItem[] = [{ id: 'local-y', category: 'Pets', amount: 1_000, timeInterval: 'MONTHLY', budgetAmount: null, budgetTimeInterval: null, colour: null }];
    let error: unknown = null;
    await flowResult(store.syncExpenses(edited)).catch((e: unknown) => (error = e));
    expect(error).to.be.instanceOf(Error);
    expect(store.expenses).to.deep.equal([]);
  });

  it('syncLoanRepayments() posts the whole list with type ids and keeps the answer', async () => {
    const { store, server } = await loadedStore();
    await flowResult(store.syncLoanRepayments([{ id: 'local-1', name: 'HDB', amount: 150_000, ccy: 'SGD', cash: 50_000, cpf: 100_000, type: 'MORTGAGE', liabilityId: 'd9' }]));
    expect(server.calls).to.deep.equal([['saveLoans', [{ id: 'local-1', name: 'HDB', amount: 150_000, ccy: 'SGD', cash: 50_000, cpf: 100_000, type: { id: 1 }, liabilityId: 'd9' }]]]);
    expect(store.loanItems).to.deep.equal([{ id: 'l1', name: 'HDB', amount: 150_000, ccy: 'SGD', cash: 50_000, cpf: 100_000, type: 'MORTGAGE', liabilityId: 'd9' }]);
  });

  it('addLiability() posts what is still owed on a loan and keeps it with the liabilities', async () => {
    const { store, server } = await loadedStore();
    const created = await flowResult(store.addLiability({ name: 'HDB', amount: 30_000_000, ccy: 'SGD', category: 'MORTGAGE' }));
    expect(server.calls).to.deep.equal([['createLiability', { name: 'HDB', amount: 30_000_000, ccy: 'SGD', category: 'MORTGAGE' }]]);
    expect(store.liabilities).to.deep.equal([created]);
    expect(created.id).to.match(/^d/);
  });

  it('syncInvestments() deletes, patches changed fields and creates one call per item', async () => {
    const { store, server } = await loadedStore();
    await flowResult(store.syncInvestments([{ id: 'local-2', name: 'Gold plan', amount: 20_000, ccy: 'USD', assetType: 'GOLD' }]));
    expect(server.calls).to.deep.equal([
      ['deleteInvestment', 'v1'],
      ['createInvestment', { name: 'Gold plan', amount: 20_000, ccy: 'USD', assetType: 'GOLD' }],
    ]);
    server.calls.length = 0;
    const stored = store.investmentItems[0]!;
    await flowResult(store.syncInvestments([{ ...stored, amount: 25_000 }]));
    expect(server.calls).to.deep.equal([['updateInvestment', { id: stored.id, changes: { amount: 25_000 } }]]);
    expect(store.investments[0]!.amount).to.equal(25_000);
  });

  it('loadFxRates() keeps the rates; a failure keeps none (SGD only)', async () => {
    const { store, server } = await loadedStore();
    await flowResult(store.loadFxRates());
    expect(store.fxRates.map((r) => r.currencyCode)).to.deep.equal(['USD']);
    const other = new CashflowStore({ ...server.api, getLatestFxRates: () => Promise.reject(new Error('offline')) });
    await flowResult(other.loadFxRates());
    expect(other.fxRates).to.deep.equal([]);
  });
});
