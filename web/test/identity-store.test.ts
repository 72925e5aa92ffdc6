/// <reference types="mocha" />
import { expect } from 'chai';
import { flowResult } from 'mobx';
import type { UserProfile } from '../../src/identity/adapters/http/identity.contract.js';
import type { IdentityApi } from '../src/identity/identity.api';
import { ApiError } from '../src/app/api-client';
import { IdentityStore } from '../src/identity/identity-store';

const USER = { id: 'u-1', name: 'LIM YONG XIANG', hasCompletedFeedbackForm: false } as UserProfile;

function harness(overrides: Partial<IdentityApi> = {}, path = '/dashboard', sessionCookieSent?: boolean) {
  const log: string[] = [];
  const api: IdentityApi = {
    getUser: async () => USER,
    getAuthorizationUrl: async () => 'https://singpass.example/auth',
    completeSingpassSignIn: async () => USER,
    getTokenExpiry: async () => 900,
    refreshSession: async () => 900,
    deleteToken: async () => void log.push('delete-token'),
    updateUser: async (patch) => ({ ...USER, ...patch }) as UserProfile,
    sendVerificationEmail: async () => ({ emailVerificationStatus: 'PENDING_VERIFICATION', expiresAt: '2026-04-02T00:00:00.000Z' }),
    resendVerificationEmail: async () => ({ emailVerificationStatus: 'PENDING_VERIFICATION', expiresAt: '2026-04-02T00:00:00.000Z' }),
    verifyEmail: async () => ({ ...USER, emailVerificationStatus: 'VERIFIED' }) as UserProfile,
    recordFeedbackGiven: async () => ({ ...USER, hasCompletedFeedbackForm: true }) as UserProfile,
    ...overrides,
  };
  const deferred: Array<() => void> = [];
  const store: IdentityStore = new IdentityStore({
    api,
    currentPath: () => path,
    ...(sessionCookieSent === undefined ? {} : { sessionCookieSent }),
    navigate: (to, options) => void log.push(`navigate ${to} ${JSON.stringify(options?.state ?? null)}`),
    defer: (fn) => void deferred.push(fn),
    clearStoredData: () => void log.push('clear-storage'),
    showDuplicateSessionModal: () => void log.push('duplicate-modal'),
    onSignedOut: () => void log.push('signed-out-hook'),
    onSignOutStarted: () => void log.push('sign-out-started'),
  });
  return { store, log, deferred };
}

describe('IdentityStore', () => {
  describe('bootstrap', () => {
    it('is signed in when the user loads', async () => {
      const { store } = harness();
      expect(store.status).to.equal('unknown');
      await flowResult(store.bootstrap());
      expect(store.status).to.equal('signed-in');
      expect(store.user?.id).to.equal('u-1');
    });
    it('is signed out when loading the user fails', async () => {
      const { store } = harness({ getUser: async () => Promise.reject(new ApiError(401, 'Your session has expired.')) });
      await flowResult(store.bootstrap());
      expect(store.status).to.equal('signed-out');
      expect(store.user).to.equal(null);
    });
    it('does not check on /logout', async () => {
      let asked = false;
      const { store } = harness({ getUser: async () => ((asked = true), USER) }, '/logout');
      await flowResult(store.bootstrap());
      expect(asked).to.equal(false);
      expect(store.status).to.equal('signed-out');
    });
    it('decides "signed out" without a call when the page came without a session cookie', async () => {
      let asked = false;
      const { store } = harness({ getUser: async () => ((asked = true), USER) }, '/dashboard', false);
      const started = flowResult(store.bootstrap());
      // Decided before the first render: no blank shell for a visitor.
      expect(store.status).to.equal('signed-out');
      await started;
      expect(asked).to.equal(false);
    });
    it('still asks the server when a session cookie came', async () => {
      let asked = false;
      const { store } = harness({ getUser: async () => ((asked = true), USER) }, '/dashboard', true);
      await flowResult(store.bootstrap());
      expect(asked).to.equal(true);
      expect(store.status).to.equal('signed-in');
    });
  });

  describe('signOut', () => {
    it('user-initiated: clears storage, deletes the token, then goes to /logout with the reason', async () => {
      const { store, log } = harness();
      await flowResult(store.bootstrap());
      await flowResult(store.signOut('user-initiated'));
      expect(log).to.deep.equal([
        'sign-out-started',
        'clear-storage',
        'delete-token',
        'navigate /logout {"reason":"user-initiated"}',
      ]);
    });
    it('ends the session once the outcome page shows, not before', async () => {
      const { store, log } = harness();
      await flowResult(store.bootstrap());
      await flowResult(store.signOut('user-initiated'));
      expect(store.status, 'while the dashboard is still on screen').to.equal('signed-in');
      store.onLocationChange('/dashboard');
      expect(store.status).to.equal('signed-in');
      store.onLocationChange('/logout');
      expect(store.status).to.equal('signed-out');
      expect(store.user).to.equal(null);
      expect(log.at(-1)).to.equal('signed-out-hook');
    });
    it('ends the session anyway when the navigation never lands', async () => {
      const { store, deferred } = harness();
      await flowResult(store.bootstrap());
      await flowResult(store.signOut('inactivity-expired'));
      deferred.forEach((fn) => fn());
      expect(store.status).to.equal('signed-out');
    });
    it('carries on when deleting the token fails', async () => {
      const { store, log } = harness({ deleteToken: async () => Promise.reject(new Error('offline')) });
      await flowResult(store.bootstrap());
      await flowResult(store.signOut('access-token-expired'));
      expect(log).to.include('navigate /logout {"reason":"access-token-expired"}');
      store.onLocationChange('/logout');
      expect(store.status).to.equal('signed-out');
    });
    it('duplicate session: shows the modal, ends the session at once and does not navigate', async () => {
      const { store, log } = harness();
      await flowResult(store.bootstrap());
      await flowResult(store.signOut('duplicate-session'));
      expect(log).to.deep.equal(['sign-out-started', 'clear-storage', 'delete-token', 'duplicate-modal', 'signed-out-hook']);
      expect(store.status).to.equal('signed-out');
    });
    it('no reason: goes home', async () => {
      const { store, log } = harness();
      await flowResult(store.signOut());
      expect(log).to.include('navigate / null');
    });
    it('runs once when several calls fail together, until the outcome page shows', async () => {
      const { store, log } = harness();
      await flowResult(store.bootstrap());
      await Promise.all([flowResult(store.signOut('access-token-expired')), flowResult(store.signOut('access-token-expired'))]);
      await flowResult(store.signOut('access-token-expired'));
      expect(log.filter((entry) => entry === 'delete-token')).to.have.length(1);
    });
  });

  describe('completeSingpassSignIn', () => {
    it('posts code, state and iss, then loads the user', async () => {
      const seen: unknown[] = [];
      const { store } = harness({ completeSingpassSignIn: async (request) => (seen.push(request), USER) }, '/sp-callback');
      const request = { code: 'the-code', state: 'the-state', iss: 'https://id.singpass.gov.sg' };
      await flowResult(store.completeSingpassSignIn(request));
      expect(seen).to.deep.equal([request]);
      expect(store.status).to.equal('signed-in');
    });
  });

  describe('updateProfile', () => {
    it('sends the change and keeps the server answer as the user', async () => {
      const sent: unknown[] = [];
      const answer = { ...USER, consentedToAppTNCAt: '2026-04-01T01:00:00.000Z' } as UserProfile;
      const { store } = harness({ updateUser: async (patch) => (sent.push(patch), answer) });
      await flowResult(store.bootstrap());
      const patch = { consentedToAppTNCAt: '2026-04-01T00:59:58.000Z', latestConsentedToAppNOCAt: '2026-04-01T00:59:58.000Z' };
      const returned = await flowResult(store.updateProfile(patch));
      expect(sent).to.deep.equal([patch]);
      expect(returned).to.equal(answer);
      expect(store.user).to.deep.equal(answer);
    });
    it('leaves the user as it was when the server refuses (pessimistic: nothing to roll back)', async () => {
      const refusal = new Error('400');
      const { store } = harness({ updateUser: async () => Promise.reject(refusal) });
      await flowResult(store.bootstrap());
      let caught: unknown;
      try {
        await flowResult(store.updateProfile({ email: 'bad' }));
      } catch (error) {
        caught = error;
      }
      expect(caught).to.equal(refusal);
      expect(store.user).to.deep.equal(USER);
    });
    it('does not bring a user back when a sign-out started meanwhile', async () => {
      let answer!: (u: UserProfile) => void;
      const { store } = harness({ updateUser: () => new Promise<UserProfile>((resolve) => (answer = resolve)) });
      await flowResult(store.bootstrap());
      const pending = flowResult(store.updateProfile({ name: 'TAN' }));
      await flowResult(store.signOut('access-token-expired'));
      store.onLocationChange('/logout');
      answer({ ...USER, name: 'TAN' });
      await pending;
      expect(store.user).to.equal(null);
    });
  });

  describe('recordFeedbackGiven (spec 1 §4 "feedback shows until given")', () => {
    it('keeps the server answer, which records the feedback as given', async () => {
      const { store } = harness();
      await flowResult(store.bootstrap());
      expect(store.user?.hasCompletedFeedbackForm).to.equal(false);
      await flowResult(store.recordFeedbackGiven());
      expect(store.user?.hasCompletedFeedbackForm).to.equal(true);
    });
    it('leaves the user as it was when the call fails', async () => {
      const { store } = harness({ recordFeedbackGiven: async () => Promise.reject(new Error('500')) });
      await flowResult(store.bootstrap());
      const caught = await flowResult(store.recordFeedbackGiven()).catch((e: unknown) => e);
      expect(caught).to.be.instanceOf(Error);
      expect(store.user?.hasCompletedFeedbackForm).to.equal(false);
    });
  });

  describe('email verification', () => {
    const UNVERIFIED = { ...USER, email: 'a@example.com', emailVerificationStatus: 'UNVERIFIED' } as UserProfile;

    it('marks the email pending once the verification email is sent', async () => {
      const { store } = harness({ getUser: async () => UNVERIFIED });
      await flowResult(store.bootstrap());
      const answer = await flowResult(store.sendVerificationEmail());
      expect(answer.emailVerificationStatus).to.equal('PENDING_VERIFICATION');
      expect(store.user?.emailVerificationStatus).to.equal('PENDING_VERIFICATION');
    });
    it('passes the old code along when resending, and rejects with the server error (429)', async () => {
      const codes: Array<string | undefined> = [];
      const tooOften = Object.assign(new Error('Too many emails. Try again in a minute.'), { status: 429 });
      let refuse = false;
      const { store } = harness({
        getUser: async () => UNVERIFIED,
        resendVerificationEmail: async (code) => {
          codes.push(code);
          if (refuse) throw tooOften;
          return { emailVerificationStatus: 'PENDING_VERIFICATION', expiresAt: '2026-04-02T00:00:00.000Z' };
        },
      });
      await flowResult(store.bootstrap());
      await flowResult(store.resendVerificationEmail('old-code'));
      refuse = true;
      let caught: unknown;
      try {
        await flowResult(store.resendVerificationEmail());
      } catch (error) {
        caught = error;
      }
      expect(codes).to.deep.equal(['old-code', undefined]);
      expect(caught).to.equal(tooOften);
    });
    it('replaces the user with the answer of verify-email', async () => {
      const seen: string[] = [];
      const verified = { ...UNVERIFIED, emailVerificationStatus: 'VERIFIED' } as UserProfile;
      const { store } = harness({ getUser: async () => UNVERIFIED, verifyEmail: async (code) => (seen.push(code), verified) });
      await flowResult(store.bootstrap());
      await flowResult(store.verifyEmail('abc123'));
      expect(seen).to.deep.equal(['abc123']);
      expect(store.user).to.deep.equal(verified);
    });
    it('refreshes the user quietly and keeps the old one when the refresh fails', async () => {
      let fail = false;
      const calls: unknown[] = [];
      const { store } = harness({
        getUser: async (options) => {
          calls.push(options ?? null);
          if (fail) throw new Error('503');
          return calls.length > 1 ? ({ ...UNVERIFIED, emailVerificationStatus: 'VERIFIED' } as UserProfile) : UNVERIFIED;
        },
      });
      await flowResult(store.bootstrap());
      await flowResult(store.refreshUser());
      expect(store.user?.emailVerificationStatus).to.equal('VERIFIED');
      fail = true;
      await flowResult(store.refreshUser());
      expect(store.user?.emailVerificationStatus).to.equal('VERIFIED');
      expect(calls.slice(1)).to.deep.equal([{ background: true }, { background: true }]);
    });
  });
});
