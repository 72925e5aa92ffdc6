import { expect } from 'chai';
import { ListModuleStatuses, RecordModuleProgress } from '../../../src/identity/application/module-statuses.js';
import { UpdateProfile } from '../../../src/identity/application/update-profile.js';
import { notStarted, type ModuleId, type ModuleProgress } from '../../../src/identity/domain/module-progress.js';
import type { ProfileChanges } from '../../../src/identity/domain/profile-update.js';
import type { User } from '../../../src/identity/domain/user.js';
import type { ModuleStatusRepository } from '../../../src/identity/ports/module-status-repository.js';
import type { UserRepository } from '../../../src/identity/ports/user-repository.js';
import { ManualClock } from '../../../src/shared-kernel/clock.js';
import { aUser } from './user-fixture.js';

/** Holds one stored user; records what each change wrote (nothing when the change is empty). */
class RecordingUsers implements Pick<UserRepository, 'changeProfile'> {
  writes: Array<{ userId: string; changes: ProfileChanges }> = [];
  constructor(public stored: User) {}
  async changeProfile(userId: string, decide: (stored: User) => ProfileChanges): Promise<User | null> {
    const changes = decide(this.stored);
    if (Object.keys(changes).length > 0) {
      this.writes.push({ userId, changes });
      this.stored = { ...this.stored, ...changes };
    }
    return this.stored;
  }
}

class InMemoryStatuses implements ModuleStatusRepository {
  rows = new Map<string, ModuleProgress>();
  async listForUser(userId: string) {
    return [...this.rows].filter(([key]) => key.startsWith(`${userId}/`)).map(([, p]) => p);
  }
  async change(userId: string, module: ModuleId, decide: (stored: ModuleProgress) => ModuleProgress) {
    const progress = decide(this.rows.get(`${userId}/${module}`) ?? notStarted(module));
    this.rows.set(`${userId}/${module}`, progress);
    return progress;
  }
}

const clock = new ManualClock('2026-11-22T02:00:00.000Z');

describe('UpdateProfile', () => {
  it("writes only the changed columns of the signed-in resident's row", async () => {
    const users = new RecordingUsers(aUser({ sex: 'F' }));
    const updated = await new UpdateProfile(users as unknown as UserRepository, clock).execute(aUser({ sex: 'F' }), { sex: 'F', maritalStatus: 'W' });
    expect(users.writes).to.deep.equal([{ userId: 'user-1', changes: { maritalStatus: 'W' } }]);
    expect(updated.maritalStatus).to.equal('W');
  });

  it('writes nothing when nothing changes', async () => {
    const user = aUser({ sex: 'F' });
    const users = new RecordingUsers(user);
    expect(await new UpdateProfile(users as unknown as UserRepository, clock).execute(user, { sex: 'F' })).to.equal(user);
    expect(users.writes).to.deep.equal([]);
  });

  it('decides from the stored profile, not from the copy the session loaded', async () => {
    // Another tab changed the email after this request loaded the user: sending that same address back is no change.
    const users = new RecordingUsers(aUser({ email: 'new@example.sg', emailVerificationStatus: 'UNVERIFIED' }));
    const loaded = aUser({ email: 'old@example.sg', emailVerificationStatus: 'VERIFIED' });
    const updated = await new UpdateProfile(users as unknown as UserRepository, clock).execute(loaded, { email: 'new@example.sg' });
    expect(users.writes).to.deep.equal([]);
    expect(updated).to.include({ email: 'new@example.sg', emailVerificationStatus: 'UNVERIFIED' });
  });
});

describe('RecordModuleProgress and ListModuleStatuses', () => {
  it('applies the change to the stored record and lists every module in order, unsaved ones as not started', async () => {
    const statuses = new InMemoryStatuses();
    const record = new RecordModuleProgress(statuses, clock);
    await record.execute('user-1', 'WEALTH', { kind: 'progress', step: 1 });
    await record.execute('user-2', 'CASHFLOW', { kind: 'complete' });
    const now = clock.now();
    expect(await new ListModuleStatuses(statuses).execute('user-1')).to.deep.equal([
      { module: 'CASHFLOW', currentStep: null, lastUpdated: null, lastCompleted: null },
      { module: 'WEALTH', currentStep: 1, lastUpdated: now, lastCompleted: null },
      { module: 'SET_SAVING_TARGETS', currentStep: null, lastUpdated: null, lastCompleted: null },
      { module: 'BUDGET_CALCULATOR', currentStep: null, lastUpdated: null, lastCompleted: null },
      { module: 'EXPENSE_MANAGER', currentStep: null, lastUpdated: null, lastCompleted: null },
      { module: 'INVESTING_FOR_BEGINNERS', currentStep: null, lastUpdated: null, lastCompleted: null },
      { module: 'READINESS_ASSESSMENT', currentStep: null, lastUpdated: null, lastCompleted: null },
    ]);
  });
});
