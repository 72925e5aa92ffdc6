/// <reference types="mocha" />
import { expect } from 'chai';
import {
  CONFIRMATION_REQUIRED,
  DEFAULT_GRACE_DAYS,
  GRACE_ENDED_FALLBACK,
  deletionDate,
  deletionDateFromState,
  reactivationFailure,
  scheduledDeletionHeading,
  validateDeletionConfirmation,
} from '../src/profile/account-deletion';

describe('account deletion (web rules)', () => {
  it("'Delete my account' works only once the box is ticked", () => {
    expect(validateDeletionConfirmation(false)).to.equal(CONFIRMATION_REQUIRED);
    expect(validateDeletionConfirmation(true)).to.equal(null);
  });

  it('the grace period stated before deactivation is 30 days', () => {
    expect(DEFAULT_GRACE_DAYS).to.equal(30);
  });

  it("the deletion day is Singapore's day of the scheduled time", () => {
    expect(deletionDate('2026-12-22T03:00:00.000Z')).to.equal('22 Dec 2026');
    // 16:30 UTC is already the next day in Singapore.
    expect(deletionDate('2026-12-22T16:30:00.000Z')).to.equal('23 Dec 2026');
    expect(deletionDate(null)).to.equal(null);
    expect(deletionDate('')).to.equal(null);
    expect(deletionDate('soon')).to.equal(null);
    expect(deletionDate(42)).to.equal(null);
  });

  it('/delete-completed reads the day from navigation state, and nothing else', () => {
    expect(deletionDateFromState({ scheduledDeletionAt: '2026-12-22T03:00:00.000Z' })).to.equal('22 Dec 2026');
    expect(deletionDateFromState(null)).to.equal(null);
    expect(deletionDateFromState({ other: 1 })).to.equal(null);
    expect(deletionDateFromState('2026-12-22')).to.equal(null);
  });

  it('/deactivated names the day when the server sent it', () => {
    expect(scheduledDeletionHeading('2026-12-22T03:00:00.000Z')).to.equal('Your account is scheduled for deletion on 22 Dec 2026');
    expect(scheduledDeletionHeading(null)).to.equal('Your account is scheduled for deletion');
  });

  it('a failed reactivation: 422 grace ended with the server text, 409 already active, 401/440 silent, else a toast', () => {
    expect(reactivationFailure({ status: 422, message: 'The grace period to reactivate this account has ended.' })).to.deep.equal({
      kind: 'grace-ended',
      message: 'The grace period to reactivate this account has ended.',
    });
    expect(reactivationFailure({ status: 422, message: '' })).to.deep.equal({ kind: 'grace-ended', message: GRACE_ENDED_FALLBACK });
    expect(reactivationFailure({ status: 409, message: 'Your account is already active.' })).to.deep.equal({ kind: 'already-active' });
    expect(reactivationFailure({ status: 401, message: 'x' })).to.deep.equal({ kind: 'silent' });
    expect(reactivationFailure({ status: 440, message: 'x' })).to.deep.equal({ kind: 'silent' });
    expect(reactivationFailure({ status: 500, message: 'Database down' })).to.deep.equal({ kind: 'toast', message: 'Database down' });
    expect(reactivationFailure(null)).to.deep.include({ kind: 'toast' });
  });
});
