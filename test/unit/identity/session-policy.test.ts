import { expect } from 'chai';
import { asSignedInSession, judgeSession, shouldRecordActivity, tokenExpirySeconds, type SignedInSession } from '../../../src/identity/domain/session-policy.js';

const MINUTE = 60_000;
const T0 = Date.UTC(2026, 10, 22, 2, 0, 0);
const session = (over: Partial<SignedInSession> = {}): SignedInSession => ({ userId: 'u1', sessionToken: 'tok', signedInAt: T0, lastActivityAt: T0, ...over });

describe('session policy (spec 1 §4, §9)', () => {
  describe('judgeSession', () => {
    it('is active just before 10 idle minutes', () => {
      expect(judgeSession(session(), 'tok', T0 + 10 * MINUTE - 1)).to.equal('active');
    });
    it('is idle-expired at exactly 10 idle minutes', () => {
      expect(judgeSession(session(), 'tok', T0 + 10 * MINUTE)).to.equal('idle-expired');
    });
    it('counts idleness from the last activity, not from sign-in', () => {
      expect(judgeSession(session({ lastActivityAt: T0 + 30 * MINUTE }), 'tok', T0 + 39 * MINUTE)).to.equal('active');
    });
    it('is expired 12 hours after sign-in however active', () => {
      const now = T0 + 12 * 60 * MINUTE;
      expect(judgeSession(session({ lastActivityAt: now - 1000 }), 'tok', now)).to.equal('expired');
    });
    it('is replaced when the user has signed in elsewhere (another token)', () => {
      expect(judgeSession(session(), 'newer-token', T0 + MINUTE)).to.equal('replaced');
    });
    it('is replaced when the user signed out everywhere (no token)', () => {
      expect(judgeSession(session(), null, T0 + MINUTE)).to.equal('replaced');
    });
    it('reports idleness before replacement (the older message is the truer one)', () => {
      expect(judgeSession(session(), 'newer-token', T0 + 11 * MINUTE)).to.equal('idle-expired');
    });
    it('honours a shorter idle limit when configured', () => {
      expect(judgeSession(session(), 'tok', T0 + 2 * MINUTE, 2 * MINUTE)).to.equal('idle-expired');
    });
  });

  describe('tokenExpirySeconds', () => {
    it('is 600 right after activity', () => {
      expect(tokenExpirySeconds(session(), T0)).to.equal(600);
    });
    it('counts down whole seconds', () => {
      expect(tokenExpirySeconds(session(), T0 + 4 * MINUTE + 500)).to.equal(359);
    });
    it('never goes negative', () => {
      expect(tokenExpirySeconds(session(), T0 + 60 * MINUTE)).to.equal(0);
    });
    it('is capped by the 12-hour limit', () => {
      const now = T0 + 12 * 60 * MINUTE - 2 * MINUTE;
      expect(tokenExpirySeconds(session({ lastActivityAt: now }), now)).to.equal(120);
    });
  });

  describe('shouldRecordActivity', () => {
    it('writes activity at most every 15 s', () => {
      expect(shouldRecordActivity(session(), T0 + 14_999)).to.equal(false);
      expect(shouldRecordActivity(session(), T0 + 15_000)).to.equal(true);
    });
    it('always writes when forced (POST /auth/refresh)', () => {
      expect(shouldRecordActivity(session(), T0 + 1, true)).to.equal(true);
    });
  });

  describe('asSignedInSession', () => {
    it('reads a complete session bag', () => {
      expect(asSignedInSession({ ...session(), pendingLogin: {} })).to.deep.equal(session());
    });
    it('treats a pre-login bag (no user) as not signed in', () => {
      expect(asSignedInSession({ pendingLogin: { state: 's' } })).to.equal(null);
      expect(asSignedInSession(null)).to.equal(null);
    });
    it('rejects a bag with mistyped fields', () => {
      expect(asSignedInSession({ ...session(), signedInAt: '2026-01-01' })).to.equal(null);
    });
  });
});
