/// <reference types="mocha" />
import { expect } from 'chai';
import { flowResult } from 'mobx';
import type { UserProfile } from '../../src/identity/adapters/http/identity.contract.js';
import { ApiError } from '../src/app/api-client';
import { HydrationError, isHydrationFailure, START_UP_STEPS } from '../src/app/hydration';
import type { IdentityApi } from '../src/identity/identity.api';
import { IdentityStore } from '../src/identity/identity-store';

const USER = { id: 'u-1', name: 'LIM YONG XIANG' } as UserProfile;

function storeWith(getUser: IdentityApi['getUser']): IdentityStore {
  return new IdentityStore({
    api: { getUser, getTokenExpiry: async () => 900 } as unknown as IdentityApi,
    currentPath: () => '/dashboard',
    navigate: () => undefined,
    defer: () => undefined,
    clearStoredData: () => undefined,
    showDuplicateSessionModal: () => undefined,
  });
}

describe('start-up hydration failure (spec 1 §8)', () => {
  it("names the step in the spec's words", () => {
    expect(new HydrationError(START_UP_STEPS.session).message).to.equal('Hydration failed with your session');
  });

  it('tells a failure (no answer, 429, 5xx, a broken read) from an answer (4xx: not signed in)', () => {
    for (const status of [0, 429, 500, 502, 503]) expect(isHydrationFailure(new ApiError(status, 'x')), String(status)).to.equal(true);
    for (const status of [400, 401, 403, 404, 440]) expect(isHydrationFailure(new ApiError(status, 'x')), String(status)).to.equal(false);
    expect(isHydrationFailure(new TypeError('Failed to fetch'))).to.equal(true);
  });

  it('keeps the session undecided and says which step failed when the session read gets no answer', async () => {
    const store = storeWith(async () => Promise.reject(new ApiError(503, 'Service unavailable')));
    await flowResult(store.bootstrap());
    expect(store.status).to.equal('unknown');
    expect(store.hydrationFailure?.message).to.equal('Hydration failed with your session');
    expect(store.hydrationFailure?.step).to.equal(START_UP_STEPS.session);
  });

  it('still signs out on a 401 (token expired), with no hydration failure', async () => {
    const store = storeWith(async () => Promise.reject(new ApiError(401, 'expired')));
    await flowResult(store.bootstrap());
    expect(store.status).to.equal('signed-out');
    expect(store.hydrationFailure).to.equal(null);
  });

  it('retry runs the step again: signed in once it answers, the failure gone', async () => {
    let calls = 0;
    const store = storeWith(async () => {
      calls += 1;
      if (calls === 1) throw new ApiError(0, 'offline');
      return USER;
    });
    await flowResult(store.bootstrap());
    expect(store.hydrationFailure).not.to.equal(null);
    await flowResult(store.retryHydration());
    expect(calls).to.equal(2);
    expect(store.status).to.equal('signed-in');
    expect(store.user?.id).to.equal('u-1');
    expect(store.hydrationFailure).to.equal(null);
  });

  it('a retry that fails again shows the failure again', async () => {
    const store = storeWith(async () => Promise.reject(new ApiError(500, 'boom')));
    await flowResult(store.bootstrap());
    await flowResult(store.retryHydration());
    expect(store.status).to.equal('unknown');
    expect(store.hydrationFailure?.message).to.equal('Hydration failed with your session');
  });
});
