/// <reference types="mocha" />
import { expect } from 'chai';
import { flowResult } from 'mobx';
import type { DeactivateAccountResponse, UserProfile } from '../../src/identity/adapters/http/identity.contract.js';
import { ApiError } from '../src/app/api-client';
import type { IdentityApi } from '../src/identity/identity.api';
import { IdentityStore } from '../src/identity/identity-store';
import type { ProfileApi } from '../src/profile/profile.api';
import { ProfileStore } from '../src/profile/profile-store';

const USER = {
  id: 'u-1',
  name: 'LIM YONG XIANG',
  emailNotificationsStatus: false,
  accountStatus: null,
  scheduledDeletionAt: null,
} as UserProfile;
const SCHEDULED = '2026-12-22T03:00:00.000Z';

function harness(profileApi: Partial<ProfileApi> = {}, user: UserProfile = USER) {
  const log: string[] = [];
  const identityApi = {
    getUser: async () => user,
    deleteToken: async () => void log.push('delete-token'),
  } as unknown as IdentityApi;
  const deferred: Array<() => void> = [];
  const identity = new IdentityStore({
    api: identityApi,
    currentPath: () => '/profile/delete-confirmation',
    navigate: (to, options) => void log.push(`navigate ${to} ${JSON.stringify(options?.state ?? null)} replace=${options?.replace ?? false}`),
    defer: (fn) => void deferred.push(fn),
    clearStoredData: () => void log.push('clear-storage'),
    showDuplicateSessionModal: () => void log.push('duplicate-modal'),
    onSignedOut: () => void log.push('signed-out-hook'),
  });
  const api: ProfileApi = {
    setNewsletter: async (newsletter) => ({ ...user, emailNotificationsStatus: newsletter }),
    deactivateAccount: async (): Promise<DeactivateAccountResponse> => ({ accountStatus: 'PENDING_DELETION', scheduledDeletionAt: SCHEDULED }),
    reactivateAccount: async () => ({ ...user, accountStatus: null, scheduledDeletionAt: null }),
    ...profileApi,
  };
  return { identity, profile: new ProfileStore(api, identity), log, deferred };
}

describe('ProfileStore', () => {
  it('setNewsletter: the answer becomes the signed-in user', async () => {
    const { identity, profile } = harness();
    await flowResult(identity.bootstrap());
    const saved = await flowResult(profile.setNewsletter(true));
    expect(saved.emailNotificationsStatus).to.equal(true);
    expect(identity.user?.emailNotificationsStatus).to.equal(true);
  });

  it('setNewsletter: a failure changes nothing and rejects with the API error', async () => {
    const { identity, profile } = harness({ setNewsletter: async () => Promise.reject(new ApiError(400, 'newsletter must be a boolean')) });
    await flowResult(identity.bootstrap());
    let caught: unknown;
    await flowResult(profile.setNewsletter(true)).catch((error: unknown) => (caught = error));
    expect((caught as ApiError).status).to.equal(400);
    expect(identity.user?.emailNotificationsStatus).to.equal(false);
  });

  it('deleteAccount: forgets the session WITHOUT calling sign-out and shows /delete-completed with the day', async () => {
    const { identity, profile, log } = harness();
    await flowResult(identity.bootstrap());
    await flowResult(profile.deleteAccount());
    expect(log).to.deep.equal([
      'clear-storage',
      `navigate /delete-completed ${JSON.stringify({ scheduledDeletionAt: SCHEDULED })} replace=true`,
    ]);
    expect(log).not.to.include('delete-token');
    // Still signed in while the page being left is on screen (its guard must not redirect first) ...
    expect(identity.status).to.equal('signed-in');
    // ... and a call failing with 401 meanwhile starts no second sign-out.
    await flowResult(identity.signOut('access-token-expired'));
    expect(log.some((line) => line.startsWith('navigate /logout'))).to.equal(false);
    identity.onLocationChange('/delete-completed');
    expect(identity.status).to.equal('signed-out');
    expect(identity.user).to.equal(null);
    expect(log.at(-1)).to.equal('signed-out-hook');
  });

  it('deleteAccount: should /delete-completed never render, the session still ends', async () => {
    const { identity, profile, deferred } = harness();
    await flowResult(identity.bootstrap());
    await flowResult(profile.deleteAccount());
    expect(deferred).to.have.length(1);
    deferred[0]!();
    expect(identity.status).to.equal('signed-out');
  });

  it('deleteAccount: a refusal (409) keeps the session and rejects', async () => {
    const { identity, profile, log } = harness({
      deactivateAccount: async () => Promise.reject(new ApiError(409, 'Your account is already scheduled for deletion.')),
    });
    await flowResult(identity.bootstrap());
    let caught: unknown;
    await flowResult(profile.deleteAccount()).catch((error: unknown) => (caught = error));
    expect((caught as ApiError).status).to.equal(409);
    expect(identity.status).to.equal('signed-in');
    expect(log).to.deep.equal([]);
  });

  it('reactivateAccount: the active user replaces the pending one, so the gate lets the resident in', async () => {
    const pending = { ...USER, accountStatus: 'PENDING_DELETION', scheduledDeletionAt: SCHEDULED } as UserProfile;
    const { identity, profile } = harness({}, pending);
    await flowResult(identity.bootstrap());
    expect(identity.user?.accountStatus).to.equal('PENDING_DELETION');
    await flowResult(profile.reactivateAccount());
    expect(identity.user?.accountStatus).to.equal(null);
    expect(identity.user?.scheduledDeletionAt).to.equal(null);
  });

  it('reactivateAccount: 422 after the grace period leaves the user pending and rejects', async () => {
    const pending = { ...USER, accountStatus: 'PENDING_DELETION', scheduledDeletionAt: SCHEDULED } as UserProfile;
    const { identity, profile } = harness(
      { reactivateAccount: async () => Promise.reject(new ApiError(422, 'The grace period to reactivate this account has ended.')) },
      pending,
    );
    await flowResult(identity.bootstrap());
    let caught: unknown;
    await flowResult(profile.reactivateAccount()).catch((error: unknown) => (caught = error));
    expect((caught as ApiError).status).to.equal(422);
    expect(identity.user?.accountStatus).to.equal('PENDING_DELETION');
  });
});
