import { expect } from 'chai';
import { presentUser } from '../../../src/identity/adapters/http/user.presenter.js';
import { NO_PROFILE_FACTS } from '../../../src/identity/domain/profile-facts.js';
import { aUser } from './user-fixture.js';

const CONTEXT = { today: '2026-11-22', nocCutoffDate: '2023-10-25' };

describe('presentUser: account lifecycle and analytics fields', () => {
  it('shows the scheduled deletion only while the account is pending deletion', () => {
    const when = new Date('2026-12-22T02:00:00.000Z');
    expect(presentUser(aUser({ accountStatus: 'PENDING_DELETION', scheduledDeletionAt: when }), CONTEXT, NO_PROFILE_FACTS)).to.include({
      accountStatus: 'PENDING_DELETION',
      scheduledDeletionAt: '2026-12-22T02:00:00.000Z',
    });
    expect(presentUser(aUser({ accountStatus: null, scheduledDeletionAt: when }), CONTEXT, NO_PROFILE_FACTS)).to.include({ accountStatus: null, scheduledDeletionAt: null });
  });

  it('shows the analytics opt-in as stored', () => {
    expect(presentUser(aUser({ analyticsEnabled: true }), CONTEXT, NO_PROFILE_FACTS).analyticsEnabled).to.equal(true);
    expect(presentUser(aUser(), CONTEXT, NO_PROFILE_FACTS).analyticsEnabled).to.equal(false);
  });
});
