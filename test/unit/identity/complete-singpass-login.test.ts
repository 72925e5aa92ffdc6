import { expect } from 'chai';
import { ManualClock } from '../../../src/shared-kernel/clock.js';
import { CompleteSingpassLogin, type StoredPendingLogin } from '../../../src/identity/application/complete-singpass-login.js';
import { LoginRejected } from '../../../src/identity/domain/identity-errors.js';
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
  async findById() {
    return null;
  }
  async findWithSessionToken() {
    return null;
  }
  async upsertOnSignIn(uuid: string, basics: PersonBasics | null, record: SignInRecord): Promise<User> {
    this.calls.push({ uuid, basics, record });
    return { id: 'user-1', singpassUuid: uuid, name: basics?.name ?? null } as User;
  }
  async clearSessionToken() {}
  async updateProfile() {
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
