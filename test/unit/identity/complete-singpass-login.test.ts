import { expect } from 'chai';
import { ManualClock } from '../../../src/shared-kernel/clock.js';
import { CompleteSingpassLogin, type StoredPendingLogin } from '../../../src/identity/application/complete-singpass-login.js';
import { LoginRejected } from '../../../src/identity/domain/identity-errors.js';
import { SingpassDetailsMismatch } from '../../../src/identity/domain/nric-binding.js';
import type { PersonBasics, User } from '../../../src/identity/domain/user.js';
import type { SignInRecord, UserRepository } from '../../../src/identity/ports/user-repository.js';
import type { PendingLogin, SingpassIdentity, SingpassProvider } from '../../../src/identity/ports/singpass-provider.js';

class FakeSingpass implements SingpassProvider {
  completed: Array<{ code: string; state: string }> = [];
  constructor(private readonly identity: SingpassIdentity) {}
  async beginLogin() {
    return { authorizationUrl: 'https://sp.example/auth', pending: { state: 's', nonce: 'n', codeVerifier: 'v' } };
  }
  async completeLogin(callback: { code: string; state: string }, _pending: PendingLogin) {
    this.completed.push(callback);
    return this.identity;
  }
}

class InMemoryUsers implements UserRepository {
  calls: Array<{ uuid: string; basics: PersonBasics | null; record: SignInRecord }> = [];
  /** Accounts already signed in to, by Singpass UUID: their id and the NRIC hash they are bound to. */
  bindings = new Map<string, { userId: string; nricHash: string | null }>();
  /** What upsertOnSignIn answers when its own check refuses (a sign-in that raced another). */
  refuseInStatement = false;
  async nricBindingOf(uuid: string) {
    return this.bindings.get(uuid) ?? null;
  }
  async findById() {
    return null;
  }
  async findWithSessionToken() {
    return null;
  }
  async upsertOnSignIn(uuid: string, basics: PersonBasics | null, record: SignInRecord): Promise<User | null> {
    this.calls.push({ uuid, basics, record });
    if (this.refuseInStatement) return null;
    return { id: 'user-1', singpassUuid: uuid, name: basics?.name ?? null } as User;
  }
  async clearSessionToken() {}
  async changeProfile() {
    return null;
  }
  async nricHashOf() {
    return null;
  }
  async fillMissingBasics() {}
}

const basics: PersonBasics = { name: 'TAN HENG HUAT', dob: '1998-06-06', sex: 'F', maritalStatus: 'M', residentialStatus: 'CITIZEN' };

function setup(identity: SingpassIdentity = { uuid: 'uuid-1', nric: 'S9812381D' }) {
  const clock = new ManualClock('2026-11-22T02:00:00Z');
  const singpass = new FakeSingpass(identity);
  const users = new InMemoryUsers();
  const useCase = new CompleteSingpassLogin(singpass, users, { basicsFor: async () => basics }, { hash: (nric) => `hash(${nric})` }, clock, () => 'new-token');
  const pending: StoredPendingLogin = { state: 's', nonce: 'n', codeVerifier: 'v', startedAt: clock.now().getTime() };
  return { clock, singpass, users, useCase, pending };
}

describe('CompleteSingpassLogin', () => {
  it('creates or updates the user by Singpass UUID with a keyed NRIC hash and a new session token', async () => {
    const { users, useCase, pending, clock } = setup();
    const done = await useCase.execute({ code: 'c', state: 's' }, pending);
    expect(done).to.deep.include({ sessionToken: 'new-token', signedInAt: clock.now().getTime() });
    expect(users.calls).to.have.length(1);
    expect(users.calls[0]!.uuid).to.equal('uuid-1');
    expect(users.calls[0]!.basics).to.deep.equal(basics);
    expect(users.calls[0]!.record).to.deep.equal({ at: clock.now(), sessionToken: 'new-token', nricHash: 'hash(S9812381D)' });
  });

  it('stores no hash when Singpass sends no NRIC', async () => {
    const { users, useCase, pending } = setup({ uuid: 'uuid-2', nric: null });
    await useCase.execute({ code: 'c', state: 's' }, pending);
    expect(users.calls[0]!.record.nricHash).to.equal(null);
  });

  describe('the NRIC a Singpass account is bound to', () => {
    it('signs in an account whose NRIC is the one presented', async () => {
      const { users, useCase, pending } = setup();
      users.bindings.set('uuid-1', { userId: 'user-1', nricHash: 'hash(S9812381D)' });
      const done = await useCase.execute({ code: 'c', state: 's' }, pending);
      expect(done.user.id).to.equal('user-1');
      expect(users.calls).to.have.length(1);
    });

    it('refuses a sign-in whose NRIC differs from the one the account is bound to, before anything is written', async () => {
      const { users, useCase, pending } = setup({ uuid: 'uuid-1', nric: 'S9812379B' });
      users.bindings.set('uuid-1', { userId: 'user-1', nricHash: 'hash(S9812381D)' });
      const err = await useCase.execute({ code: 'c', state: 's' }, pending).catch((e) => e);
      expect(err).to.be.instanceOf(SingpassDetailsMismatch);
      expect(err.userId).to.equal('user-1');
      expect(err.message).not.to.contain('S98');
      expect(users.calls).to.have.length(0);
    });

    it('binds the NRIC of an account that had none, and lets a sign-in without an NRIC in', async () => {
      const first = setup({ uuid: 'uuid-1', nric: 'S9812379B' });
      first.users.bindings.set('uuid-1', { userId: 'user-1', nricHash: null });
      await first.useCase.execute({ code: 'c', state: 's' }, first.pending);
      expect(first.users.calls[0]!.record.nricHash).to.equal('hash(S9812379B)');

      const second = setup({ uuid: 'uuid-1', nric: null });
      second.users.bindings.set('uuid-1', { userId: 'user-1', nricHash: 'hash(S9812381D)' });
      await second.useCase.execute({ code: 'c', state: 's' }, second.pending);
      expect(second.users.calls).to.have.length(1);
    });

    it('refuses as well when the repository finds the account bound meanwhile (two sign-ins racing)', async () => {
      const { users, useCase, pending } = setup();
      users.refuseInStatement = true;
      const err = await useCase.execute({ code: 'c', state: 's' }, pending).catch((e) => e);
      expect(err).to.be.instanceOf(SingpassDetailsMismatch);
    });
  });

  it('rejects a callback when this browser started no sign-in, without asking Singpass', async () => {
    const { singpass, useCase } = setup();
    const err = await useCase.execute({ code: 'c', state: 's' }, null).catch((e) => e);
    expect(err).to.be.instanceOf(LoginRejected);
    expect(singpass.completed).to.have.length(0);
  });

  it('rejects a sign-in that took more than 10 minutes', async () => {
    const { clock, singpass, useCase, pending } = setup();
    clock.advance(10 * 60_000 + 1);
    const err = await useCase.execute({ code: 'c', state: 's' }, pending).catch((e) => e);
    expect(err).to.be.instanceOf(LoginRejected);
    expect(err.message).to.contain('the sign-in took too long');
    expect(singpass.completed).to.have.length(0);
  });
});
