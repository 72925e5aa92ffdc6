/// <reference types="mocha" />
import { expect } from 'chai';
import { flowResult } from 'mobx';
import type { GuideItem, InsurancePolicyEntry } from '../../src/cashflow-wealth/adapters/http/investing.contract.js';
import { emptyInsuranceDetails } from '../../src/cashflow-wealth/domain/insurance-details.js';
import { tickGuideItem } from '../../src/cashflow-wealth/domain/investing/guide.js';
import type { InvestingApi } from '../src/investing/investing.api';
import { InvestingStore } from '../src/investing/investing-store';

const policy = (id: string, policyName: string): InsurancePolicyEntry => ({
  id,
  insurance: { ...emptyInsuranceDetails(), policyName },
  createdAt: '2026-11-26T02:00:00.000Z',
  updatedAt: '2026-11-26T02:00:00.000Z',
});

/** An in-memory server holding the ticks and the policies; `fail()` makes the next call reject. */
function fakeApi(guide: GuideItem[] = [], insurance: InsurancePolicyEntry[] = []) {
  let failNext = false;
  let next = 1;
  const failing = <T>(answer: () => T): Promise<T> => {
    if (failNext) {
      failNext = false;
      return Promise.reject(new Error('offline'));
    }
    return Promise.resolve(answer());
  };
  const api: InvestingApi = {
    guide: () => failing(() => guide),
    insurance: () => failing(() => insurance),
    setItem: (item, completed) => failing(() => (guide = tickGuideItem(guide, item, completed))),
    addInsurance: (entry) => failing(() => {
      const added = policy(`p-${next++}`, entry.policyName);
      insurance = [...insurance, added];
      return added;
    }),
    deleteInsurance: (id) => failing(() => {
      insurance = insurance.filter((p) => p.id !== id);
    }),
  };
  return { api, fail: () => (failNext = true) };
}

describe('InvestingStore', () => {
  it("loads the guide's ticks and the insurance list", async () => {
    const store = new InvestingStore(fakeApi(['EMERGENCY_FUND'], [policy('p-0', 'Shield')]).api);
    expect(store.loaded).to.equal(false);
    await flowResult(store.load());
    expect(store.loaded).to.equal(true);
    expect(store.guide).to.deep.equal(['EMERGENCY_FUND']);
    expect(store.isCompleted('EMERGENCY_FUND')).to.equal(true);
    expect(store.insurance.map((p) => p.insurance.policyName)).to.deep.equal(['Shield']);
  });

  it('a failed load leaves it loaded, empty and saying so', async () => {
    const { api, fail } = fakeApi(['EMERGENCY_FUND']);
    const store = new InvestingStore(api);
    fail();
    await flowResult(store.load());
    expect([store.loaded, store.loadFailed, store.guide]).to.deep.equal([true, true, []]);
  });

  it("ticks and unticks from the server's answer; a refused tick changes nothing and rejects", async () => {
    const { api, fail } = fakeApi();
    const store = new InvestingStore(api);
    await flowResult(store.setItem('READY_TO_START_INVESTING', true));
    await flowResult(store.setItem('GOALS_AND_HORIZON', true));
    expect(store.guide).to.deep.equal(['GOALS_AND_HORIZON', 'READY_TO_START_INVESTING']);
    await flowResult(store.setItem('GOALS_AND_HORIZON', false));
    expect(store.guide).to.deep.equal(['READY_TO_START_INVESTING']);
    fail();
    let refused = false;
    await flowResult(store.setItem('EMERGENCY_FUND', true)).catch(() => (refused = true));
    expect(refused).to.equal(true);
    expect(store.guide).to.deep.equal(['READY_TO_START_INVESTING']);
  });

  it('adds and deletes policies; a refused delete keeps the policy', async () => {
    const { api, fail } = fakeApi();
    const store = new InvestingStore(api);
    const first = await flowResult(store.addInsurance({ policyName: 'Term life' }));
    await flowResult(store.addInsurance({ policyName: 'Shield' }));
    expect(store.insurance.map((p) => p.insurance.policyName)).to.deep.equal(['Term life', 'Shield']);
    fail();
    let refused = false;
    await flowResult(store.deleteInsurance(first.id)).catch(() => (refused = true));
    expect(refused).to.equal(true);
    expect(store.insurance).to.have.length(2);
    await flowResult(store.deleteInsurance(first.id));
    expect(store.insurance.map((p) => p.insurance.policyName)).to.deep.equal(['Shield']);
  });

  it('forgets everything on sign-out', async () => {
    const store = new InvestingStore(fakeApi(['EMERGENCY_FUND'], [policy('p-0', 'Shield')]).api);
    await flowResult(store.load());
    store.clear();
    expect([store.loaded, store.guide, store.insurance]).to.deep.equal([false, [], []]);
  });
});
