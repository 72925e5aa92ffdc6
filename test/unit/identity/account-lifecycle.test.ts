import { expect } from 'chai';
import { AccountAlreadyActive, AccountAlreadyPendingDeletion, AccountPendingDeletion, ReactivationPeriodEnded } from '../../../src/identity/domain/account-errors.js';
import {
  DEFAULT_ACCOUNT_DELETION_GRACE_DAYS,
  assertMayCall,
  deactivate,
  deletionDateFor,
  isDueForPurge,
  isGracePeriodOver,
  reactivate,
} from '../../../src/identity/domain/account-lifecycle.js';
import { decideAccess, type AccessState } from '../../../src/shared-kernel/access-gating.js';

const NOW = new Date('2026-11-22T02:00:00.000Z');
const at = (iso: string) => new Date(iso);
const pending = (scheduledDeletionAt: string | null) => ({ accountStatus: 'PENDING_DELETION' as const, scheduledDeletionAt: scheduledDeletionAt ? at(scheduledDeletionAt) : null });
const active = { accountStatus: null, scheduledDeletionAt: null };

describe('Account lifecycle rules', () => {
  describe('grace period', () => {
    it('is 30 days unless configured', () => {
      expect(DEFAULT_ACCOUNT_DELETION_GRACE_DAYS).to.equal(30);
    });

    it('schedules the deletion whole days on, at the same time of day in Singapore', () => {
      expect(deletionDateFor(NOW, 30).toISOString()).to.equal('2026-12-22T02:00:00.000Z');
      // Across a month end and late in the Singapore day (23:30 SGT).
      expect(deletionDateFor(at('2026-01-31T15:30:00.000Z'), 1).toISOString()).to.equal('2026-02-01T15:30:00.000Z');
      expect(deletionDateFor(NOW, 0).toISOString()).to.equal(NOW.toISOString());
    });

    it('refuses a negative or fractional number of days', () => {
      expect(() => deletionDateFor(NOW, -1)).to.throw(RangeError);
      expect(() => deletionDateFor(NOW, 1.5)).to.throw(RangeError);
    });

    it('is over from the scheduled moment on (a grace of 0 days is over at once)', () => {
      const account = pending('2026-12-22T02:00:00.000Z');
      expect(isGracePeriodOver(account, at('2026-12-22T01:59:59.999Z'))).to.equal(false);
      expect(isGracePeriodOver(account, at('2026-12-22T02:00:00.000Z'))).to.equal(true);
      expect(isGracePeriodOver({ accountStatus: 'PENDING_DELETION', scheduledDeletionAt: deletionDateFor(NOW, 0) }, NOW)).to.equal(true);
      expect(isGracePeriodOver(active, at('2099-01-01T00:00:00.000Z'))).to.equal(false);
    });
  });

  describe('deactivate', () => {
    it('marks the account PENDING_DELETION now, with the deletion fixed at now + grace', () => {
      expect(deactivate(active, NOW, 30)).to.deep.equal({ accountStatus: 'PENDING_DELETION', accountStatusUpdatedAt: NOW, scheduledDeletionAt: at('2026-12-22T02:00:00.000Z') });
    });

    it('refuses an account already pending deletion (409)', () => {
      expect(() => deactivate(pending('2026-12-01T00:00:00.000Z'), NOW, 30))
        .to.throw(AccountAlreadyPendingDeletion)
        .with.property('kind', 'conflict');
    });
  });

  describe('reactivate', () => {
    it('clears the status and the deletion date within the grace period', () => {
      expect(reactivate(pending('2026-12-22T02:00:00.000Z'), NOW)).to.deep.equal({ accountStatus: null, accountStatusUpdatedAt: NOW, scheduledDeletionAt: null });
    });

    it('refuses an active account (409) and an account past its grace period (422)', () => {
      expect(() => reactivate(active, NOW)).to.throw(AccountAlreadyActive, 'Your account is already active.').with.property('kind', 'conflict');
      expect(() => reactivate(pending('2026-11-22T02:00:00.000Z'), NOW))
        .to.throw(ReactivationPeriodEnded, 'The grace period to reactivate this account has ended.')
        .with.property('kind', 'business-rule');
    });
  });

  describe('isDueForPurge', () => {
    it('takes pending accounts whose grace is over, and never an active one', () => {
      expect(isDueForPurge(pending('2026-11-22T01:00:00.000Z'), NOW)).to.equal(true);
      expect(isDueForPurge(pending('2026-11-22T03:00:00.000Z'), NOW)).to.equal(false);
      expect(isDueForPurge(active, NOW)).to.equal(false);
      // A pending account without a date (written before the date existed) is not kept for ever.
      expect(isDueForPurge(pending(null), NOW)).to.equal(true);
    });
  });

  describe('calls while pending deletion', () => {
    it('refuses every call not marked as allowed (403 ACCOUNT_PENDING_DELETION)', () => {
      expect(() => assertMayCall({ accountStatus: 'PENDING_DELETION' }, false))
        .to.throw(AccountPendingDeletion, 'Your account is scheduled for deletion. Reactivate it to continue.')
        .with.property('code', 'IDENTITY.ACCOUNT_PENDING_DELETION');
    });

    it('lets the allowed calls through, and every call of an active account', () => {
      expect(() => assertMayCall({ accountStatus: 'PENDING_DELETION' }, true)).to.not.throw();
      expect(() => assertMayCall({ accountStatus: null }, false)).to.not.throw();
    });

    it('agrees with the web gating: a pending account reaches only /deactivated', () => {
      const state = (accountStatus: AccessState['accountStatus']): AccessState => ({
        signedIn: true,
        accountStatus,
        consentedToAppTNCAt: '2026-01-01T00:00:00.000Z',
        latestConsentedToAppNOCAt: '2026-01-01T00:00:00.000Z',
        nocCutoffDate: '2023-10-25',
        emailVerified: true,
        deferEmailVerification: false,
        onboardingComplete: true,
        targetSetupComplete: true,
        currentMonth: '2026-11',
      });
      for (const accountStatus of [null, 'PENDING_DELETION'] as const) {
        const serverRefuses = (() => {
          try {
            assertMayCall({ accountStatus }, false);
            return false;
          } catch {
            return true;
          }
        })();
        for (const path of ['/dashboard', '/profile', '/settings', '/targets']) {
          expect(decideAccess(path, state(accountStatus)), `${accountStatus} ${path}`).to.deep.equal(serverRefuses ? { allow: false, redirectTo: '/deactivated' } : { allow: true });
        }
        expect(decideAccess('/deactivated', state(accountStatus)).allow).to.equal(serverRefuses);
      }
    });
  });
});
