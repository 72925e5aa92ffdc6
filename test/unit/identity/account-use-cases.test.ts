import { expect } from 'chai';
import { DeactivateAccount, ReactivateAccount } from '../../../src/identity/application/account-lifecycle.js';
import { PurgeDeletedAccounts, PurgeIncomplete } from '../../../src/identity/application/purge-deleted-accounts.js';
import { AccountAlreadyPendingDeletion, ReactivationPeriodEnded } from '../../../src/identity/domain/account-errors.js';
import type { AccountStatusChange } from '../../../src/identity/domain/account-lifecycle.js';
import type { User } from '../../../src/identity/domain/user.js';
import type { AccountRepository, PurgeCandidate } from '../../../src/identity/ports/account-repository.js';
import { ManualClock } from '../../../src/shared-kernel/clock.js';
import { aUser } from './user-fixture.js';

const DAY = 86_400_000;

/** Accounts in memory; `sessionsEnded` records whose sessions a change ended. */
class InMemoryAccounts implements AccountRepository {
  users = new Map<string, User>();
  sessionsEnded: string[] = [];
  failOn = new Set<string>();
  /** Runs between the purge's first read and its transaction (a reactivation racing the purge). */
  beforeDelete: (userId: string) => void = () => undefined;

  add(user: User): void {
    this.users.set(user.id, user);
  }
  private apply(userId: string, change: AccountStatusChange): User | null {
    const user = this.users.get(userId);
    if (!user) return null;
    const updated = { ...user, ...change };
    this.users.set(userId, updated);
    return updated;
  }
  async changeStatusEndingSessions(userId: string, change: AccountStatusChange) {
    this.sessionsEnded.push(userId);
    return this.apply(userId, change);
  }
  async changeStatus(userId: string, change: AccountStatusChange) {
    return this.apply(userId, change);
  }
  async findDueForPurge(now: Date): Promise<PurgeCandidate[]> {
    return [...this.users.values()]
      .filter((u) => u.accountStatus === 'PENDING_DELETION' && (u.scheduledDeletionAt === null || u.scheduledDeletionAt <= now))
      .map((u) => ({ id: u.id, accountStatus: u.accountStatus, scheduledDeletionAt: u.scheduledDeletionAt }));
  }
  async deleteAccount(userId: string, stillDue: (account: PurgeCandidate) => boolean) {
    this.beforeDelete(userId);
    if (this.failOn.has(userId)) throw new Error('connection reset');
    const user = this.users.get(userId);
    if (!user || !stillDue({ id: user.id, accountStatus: user.accountStatus, scheduledDeletionAt: user.scheduledDeletionAt })) return false;
    this.users.delete(userId);
    return true;
  }
}

describe('Account lifecycle use cases', () => {
  const clock = new ManualClock('2026-11-22T02:00:00.000Z');

  it('DeactivateAccount schedules the deletion with the configured grace and ends every session', async () => {
    const accounts = new InMemoryAccounts();
    accounts.add(aUser({ id: 'u1' }));
    const user = await new DeactivateAccount(accounts, clock, 14).execute(accounts.users.get('u1')!);
    expect(user).to.include({ accountStatus: 'PENDING_DELETION' });
    expect(user.scheduledDeletionAt!.toISOString()).to.equal('2026-12-06T02:00:00.000Z');
    expect(user.accountStatusUpdatedAt).to.deep.equal(clock.now());
    expect(accounts.sessionsEnded).to.deep.equal(['u1']);
    await new DeactivateAccount(accounts, clock, 14).execute(user).then(
      () => expect.fail('a second deactivation must be refused'),
      (err) => expect(err).to.be.instanceOf(AccountAlreadyPendingDeletion),
    );
    expect(accounts.sessionsEnded).to.deep.equal(['u1']);
  });

  it('ReactivateAccount writes nothing once the grace period is over', async () => {
    const accounts = new InMemoryAccounts();
    const over = aUser({ id: 'u1', accountStatus: 'PENDING_DELETION', scheduledDeletionAt: new Date(clock.now().getTime() - 1) });
    accounts.add(over);
    await new ReactivateAccount(accounts, clock).execute(over).then(
      () => expect.fail('must be refused'),
      (err) => expect(err).to.be.instanceOf(ReactivationPeriodEnded),
    );
    expect(accounts.users.get('u1')!.accountStatus).to.equal('PENDING_DELETION');
  });

  describe('PurgeDeletedAccounts', () => {
    const pendingUntil = (id: string, msFromNow: number) =>
      aUser({ id, accountStatus: 'PENDING_DELETION', scheduledDeletionAt: new Date(clock.now().getTime() + msFromNow) });

    it('deletes exactly the accounts past their grace period and answers how many', async () => {
      const accounts = new InMemoryAccounts();
      accounts.add(pendingUntil('due-1', -DAY));
      accounts.add(pendingUntil('due-now', 0));
      accounts.add(pendingUntil('not-yet', 1));
      accounts.add(aUser({ id: 'active' }));
      expect(await new PurgeDeletedAccounts(accounts, clock).execute()).to.equal(2);
      expect([...accounts.users.keys()]).to.have.members(['not-yet', 'active']);
    });

    it('spares an account reactivated between finding it and deleting it', async () => {
      const accounts = new InMemoryAccounts();
      accounts.add(pendingUntil('racing', -DAY));
      accounts.beforeDelete = (id) => accounts.users.set(id, { ...accounts.users.get(id)!, accountStatus: null, scheduledDeletionAt: null });
      expect(await new PurgeDeletedAccounts(accounts, clock).execute()).to.equal(0);
      expect(accounts.users.has('racing')).to.equal(true);
    });

    it('tries every account when one fails, then reports the failure with the count', async () => {
      const accounts = new InMemoryAccounts();
      accounts.add(pendingUntil('a', -2 * DAY));
      accounts.add(pendingUntil('b', -DAY));
      accounts.failOn.add('a');
      const err = await new PurgeDeletedAccounts(accounts, clock).execute().then(
        () => expect.fail('must report the failure'),
        (e: unknown) => e,
      );
      expect(err).to.be.instanceOf(PurgeIncomplete);
      expect(err).to.include({ purged: 1 });
      expect((err as PurgeIncomplete).failures.map((f) => f.userId)).to.deep.equal(['a']);
      expect([...accounts.users.keys()]).to.deep.equal(['a']);
    });
  });
});
