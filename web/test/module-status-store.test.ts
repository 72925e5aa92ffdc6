/// <reference types="mocha" />
import { expect } from 'chai';
import { flowResult } from 'mobx';
import type { ModuleStatus, PutModuleStatusRequest } from '../../src/identity/adapters/http/identity.contract.js';
import type { ModuleStatusApi } from '../src/identity/module-status.api';
import { ModuleStatusStore, unsavedModuleStatus } from '../src/identity/module-status-store';

const NOW = new Date('2026-11-22T02:00:00.000Z');
const SERVER_TIME = '2026-11-22T02:00:05.000Z';

/** An in-memory server that stores what is PUT (with its own time) and records every request. */
function fakeApi(initial: ModuleStatus[] = []) {
  const sent: PutModuleStatusRequest[] = [];
  const stored = new Map(initial.map((s) => [s.module, s]));
  let failNext = false;
  const api: ModuleStatusApi = {
    list: () => (failNext ? ((failNext = false), Promise.reject(new Error('offline'))) : Promise.resolve([...stored.values()])),
    save: (request) => {
      sent.push(request);
      if (failNext) {
        failNext = false;
        return Promise.reject(new Error('offline'));
      }
      const before = stored.get(request.module) ?? unsavedModuleStatus(request.module);
      const after: ModuleStatus =
        request.currentStep === null
          ? { ...before, currentStep: null, lastUpdated: SERVER_TIME, lastCompleted: SERVER_TIME, completed: true }
          : { ...before, currentStep: request.currentStep, lastUpdated: SERVER_TIME };
      stored.set(request.module, after);
      return Promise.resolve(after);
    },
  };
  return { api, sent, fail: () => (failNext = true) };
}

describe('ModuleStatusStore', () => {
  it('reads a module never saved as not started until loaded', () => {
    const store = new ModuleStatusStore(fakeApi().api, () => NOW);
    expect(store.loaded).to.equal(false);
    expect(store.status('CASHFLOW')).to.deep.equal({ module: 'CASHFLOW', currentStep: null, lastUpdated: null, lastCompleted: null, completed: false });
  });

  it('load() keeps every module the server answers', async () => {
    const wealth: ModuleStatus = { module: 'WEALTH', currentStep: 1, lastUpdated: SERVER_TIME, lastCompleted: null, completed: false };
    const store = new ModuleStatusStore(fakeApi([wealth]).api, () => NOW);
    await flowResult(store.load());
    expect(store.loaded).to.equal(true);
    expect(store.status('WEALTH')).to.deep.equal(wealth);
    expect(store.status('CASHFLOW').currentStep).to.equal(null);
  });

  it('a failed load still marks the store loaded (pages carry on) and sets loadFailed', async () => {
    const fake = fakeApi();
    const store = new ModuleStatusStore(fake.api, () => NOW);
    fake.fail();
    await flowResult(store.load());
    expect(store.loaded).to.equal(true);
    expect(store.loadFailed).to.equal(true);
  });

  it('saveProgress() sends the step with the time and takes the step locally before the answer', async () => {
    const fake = fakeApi();
    const store = new ModuleStatusStore(fake.api, () => NOW);
    const pending = flowResult(store.saveProgress('CASHFLOW', 2));
    expect(store.status('CASHFLOW').currentStep).to.equal(2);
    const stored = await pending;
    expect(fake.sent).to.deep.equal([{ module: 'CASHFLOW', currentStep: 2, lastUpdated: NOW.toISOString() }]);
    expect(stored.lastUpdated).to.equal(SERVER_TIME);
    expect(store.status('CASHFLOW')).to.deep.equal(stored);
  });

  it('complete() sends a completion (step null, lastCompleted) and keeps the server answer', async () => {
    const fake = fakeApi([{ module: 'CASHFLOW', currentStep: 4, lastUpdated: SERVER_TIME, lastCompleted: null, completed: false }]);
    const store = new ModuleStatusStore(fake.api, () => NOW);
    await flowResult(store.load());
    await flowResult(store.complete('CASHFLOW'));
    expect(fake.sent).to.deep.equal([{ module: 'CASHFLOW', currentStep: null, lastUpdated: NOW.toISOString(), lastCompleted: NOW.toISOString() }]);
    expect(store.status('CASHFLOW')).to.include({ currentStep: null, completed: true, lastCompleted: SERVER_TIME });
  });

  it('a failed save rejects with the error', async () => {
    const fake = fakeApi();
    const store = new ModuleStatusStore(fake.api, () => NOW);
    fake.fail();
    let error: unknown = null;
    await flowResult(store.saveProgress('WEALTH', 1)).catch((e: unknown) => (error = e));
    expect(error).to.be.instanceOf(Error);
  });

  it('clear() forgets every module (sign-out)', async () => {
    const store = new ModuleStatusStore(fakeApi([{ module: 'CASHFLOW', currentStep: 1, lastUpdated: SERVER_TIME, lastCompleted: null, completed: false }]).api, () => NOW);
    await flowResult(store.load());
    store.clear();
    expect(store.loaded).to.equal(false);
    expect(store.status('CASHFLOW').currentStep).to.equal(null);
  });
});
