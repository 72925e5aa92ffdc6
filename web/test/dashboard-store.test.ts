/// <reference types="mocha" />
import { expect } from 'chai';
import { flowResult } from 'mobx';
import type { HealthCheckResponse } from '../../src/cashflow-wealth/adapters/http/cashflow-wealth.contract.js';
import type { DashboardApi } from '../src/dashboard/dashboard.api';
import { DashboardStore, netWorthPoints } from '../src/dashboard/dashboard-store';

const CHECK: HealthCheckResponse = {
  savingsRatio: { code: 'SR3', level: 1, ratio: 0.01 },
  debtServicingRatio: { code: 'TDSR3', level: 3, ratio: 0 },
  diversification: { code: 'IV3B', level: 1, classes: 0 },
  emergencyFund: { code: 'EF3', level: 1, months: 0.5, fund: 50000, monthlyOutflow: 100000, allocated: false },
  areas: { cashflow: 2, wealth: 1, protection: 1 },
  overall: 1,
  monthlyFigures: {
    takeHomeIncome: 100_000,
    expenses: 99_000,
    instalmentsCash: 0,
    instalmentsCpf: 0,
    monthlyInvestments: 0,
    leftEachMonth: 1_000,
    inputs: { income: true, expenses: true, instalments: false, wealth: true, savings: true, loansKnown: true },
  },
};

/** An in-memory server: completing a key records it; `fail` makes the next calls reject. */
function fakeApi() {
  const completed: string[] = [];
  const state = { fail: false, keys: ['BUILD_EMERGENCY_FUND', 'INCREASE_SAVINGS', 'SET_BUDGET'] };
  const answer = <T>(value: T) => (state.fail ? Promise.reject(new Error('offline')) : Promise.resolve(value));
  const api: DashboardApi = {
    healthCheck: () => answer(CHECK),
    recommendedActions: () => answer({ recommendedActions: state.keys.filter((key) => !completed.includes(key)).map((key) => ({ key })) }),
    history: () => answer({ history: { '2026-11-21': { totalAssets: 500, totalLiabilities: 0, netWorth: 500, netWorthWithoutHome: 300 }, '2026-11-20': { totalAssets: 100, totalLiabilities: 0, netWorth: 100, netWorthWithoutHome: 100 } } }),
    finances: () => Promise.reject(new Error('not used')),
    fxRates: () => Promise.reject(new Error('not used')),
    setHomeValue: () => Promise.reject(new Error('not used')),
    completeAction: async (key) => {
      if (state.fail) throw new Error('offline');
      completed.push(key);
    },
  };
  return { api, completed, state };
}

describe('dashboard store', () => {
  it('loads the health check, the actions in order and net worth oldest first', async () => {
    const { api } = fakeApi();
    const store = new DashboardStore(api);
    await flowResult(store.load());
    expect(store.status).to.equal('loaded');
    expect(store.healthCheck).to.deep.equal(CHECK);
    expect(store.actionKeys).to.deep.equal(['BUILD_EMERGENCY_FUND', 'INCREASE_SAVINGS', 'SET_BUDGET']);
    expect(store.netWorth).to.deep.equal([
      { date: '2026-11-20', value: 100 },
      { date: '2026-11-21', value: 500 },
    ]);
  });

  it('fails the page when a read fails, and a retry recovers', async () => {
    const { api, state } = fakeApi();
    const store = new DashboardStore(api);
    state.fail = true;
    await flowResult(store.load());
    expect(store.status).to.equal('failed');
    state.fail = false;
    await flowResult(store.load());
    expect(store.status).to.equal('loaded');
  });

  it("'Mark as done' removes the action at once and records it as the user's", async () => {
    const { api, completed } = fakeApi();
    const store = new DashboardStore(api);
    await flowResult(store.load());
    const done = flowResult(store.markDone('INCREASE_SAVINGS'));
    expect(store.actionKeys).to.deep.equal(['BUILD_EMERGENCY_FUND', 'SET_BUDGET']);
    expect(store.completing.has('INCREASE_SAVINGS')).to.equal(true);
    expect(await done).to.equal(true);
    expect(completed).to.deep.equal(['INCREASE_SAVINGS']);
    expect(store.completing.size).to.equal(0);
    // Loading again keeps it gone (the server leaves completed keys out).
    await flowResult(store.load());
    expect(store.actionKeys).to.deep.equal(['BUILD_EMERGENCY_FUND', 'SET_BUDGET']);
  });

  it('puts the action back where it was, with a message, when the server refuses', async () => {
    const { api, state } = fakeApi();
    const store = new DashboardStore(api);
    await flowResult(store.load());
    state.fail = true;
    expect(await flowResult(store.markDone('INCREASE_SAVINGS'))).to.equal(false);
    expect(store.actionKeys).to.deep.equal(['BUILD_EMERGENCY_FUND', 'INCREASE_SAVINGS', 'SET_BUDGET']);
    expect(store.actionError).to.equal("We couldn't mark that action as done. Please try again.");
    state.fail = false;
    expect(await flowResult(store.markDone('INCREASE_SAVINGS'))).to.equal(true);
    expect(store.actionError).to.equal(null);
  });

  it('ignores a key that is not listed', async () => {
    const { api, completed } = fakeApi();
    const store = new DashboardStore(api);
    await flowResult(store.load());
    expect(await flowResult(store.markDone('START_INVESTING'))).to.equal(false);
    expect(completed).to.deep.equal([]);
  });

  it('drops an answer that arrives after sign-out', async () => {
    const { api } = fakeApi();
    const store = new DashboardStore(api);
    const loading = flowResult(store.load());
    store.clear();
    await loading;
    expect(store.status).to.equal('idle');
    expect(store.healthCheck).to.equal(null);
  });

  it('sorts history days whatever order the map has', () => {
    expect(netWorthPoints({ history: { '2026-02-01': { totalAssets: 2, totalLiabilities: 0, netWorth: 2, netWorthWithoutHome: 2 }, '2025-12-31': { totalAssets: 1, totalLiabilities: 0, netWorth: 1, netWorthWithoutHome: 1 } } }).map((point) => point.date)).to.deep.equal([
      '2025-12-31',
      '2026-02-01',
    ]);
  });
});
