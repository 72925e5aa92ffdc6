import { expect } from 'chai';
import { Router } from '@koa/router';
import { SendVerificationCode, VerifyEmail } from '../../../src/identity/application/email-verification.js';
import { verificationEmail } from '../../../src/identity/application/verification-email.js';
import { devOutboxRoutes, exposesDevOutbox } from '../../../src/identity/adapters/http/dev-outbox.routes.js';
import { RandomVerificationCodes } from '../../../src/identity/adapters/crypto/random-verification-codes.js';
import type { StoredVerificationCode } from '../../../src/identity/domain/email-verification.js';
import type { User } from '../../../src/identity/domain/user.js';
import type { EmailMessage, EmailOutbox } from '../../../src/identity/ports/email-sender.js';
import type { EmailVerificationCodeRepository, NewVerificationCode } from '../../../src/identity/ports/email-verification-code-repository.js';
import type { UserRepository } from '../../../src/identity/ports/user-repository.js';
import type { ProfileChanges } from '../../../src/identity/domain/profile-update.js';
import { ManualClock } from '../../../src/shared-kernel/clock.js';
import type { ApiRouter } from '../../../src/platform/http/http-types.js';
import { aUser } from './user-fixture.js';

const SETTINGS = { productName: 'MyMoneyPlan', publicUrl: 'https://mymoneyplan.example.sg' };

class FakeCodes implements EmailVerificationCodeRepository {
  readonly rows: Array<NewVerificationCode & { id: string; usedAt: Date | null }> = [];
  async issue(code: NewVerificationCode, since: Date, decide: (createdAt: Date[]) => void): Promise<void> {
    decide(this.rows.filter((r) => r.userId === code.userId && r.createdAt > since).map((r) => r.createdAt));
    for (const r of this.rows) if (r.userId === code.userId && r.usedAt === null && r.expiresAt > code.createdAt) r.expiresAt = code.createdAt;
    this.rows.push({ ...code, id: `code-${this.rows.length + 1}`, usedAt: null });
  }
  async findByHash(codeHash: string): Promise<StoredVerificationCode | null> {
    const r = this.rows.find((row) => row.codeHash === codeHash);
    return r ? { id: r.id, userId: r.userId, email: r.email, createdAt: r.createdAt, expiresAt: r.expiresAt, usedAt: r.usedAt } : null;
  }
  async markUsed(id: string, at: Date): Promise<boolean> {
    const r = this.rows.find((row) => row.id === id && row.usedAt === null);
    if (r) r.usedAt = at;
    return r !== undefined;
  }
}

function fakeUsers(user: User): UserRepository & { current: User } {
  const repo = {
    current: user,
    async changeProfile(_id: string, decide: (stored: User) => ProfileChanges) {
      repo.current = { ...repo.current, ...decide(repo.current) };
      return repo.current;
    },
  };
  return repo as unknown as UserRepository & { current: User };
}

describe('verification email', () => {
  it('has the subject, the link and the expiry in Singapore time, in text and HTML', () => {
    const message = verificationEmail({ to: 'tan@example.sg', userId: 'user-1', code: 'abc_DEF-123', expiresAt: new Date('2026-11-23T02:00:00.000Z'), ...SETTINGS });
    expect(message).to.include({ to: 'tan@example.sg', userId: 'user-1', subject: 'Verify your email for MyMoneyPlan' });
    expect(message.text).to.include('https://mymoneyplan.example.sg/email-verification/abc_DEF-123');
    expect(message.text).to.include('until 23 Nov 2026, 10:00 am (Singapore time)');
    expect(message.html).to.include('<a href="https://mymoneyplan.example.sg/email-verification/abc_DEF-123">');
  });

  it('escapes the product name in HTML', () => {
    const message = verificationEmail({ to: 'a@b.sg', userId: 'u', code: 'c', expiresAt: new Date(0), productName: 'Plan <b>&</b>', publicUrl: 'http://x' });
    expect(message.html).to.include('Plan &lt;b&gt;&amp;&lt;/b&gt;');
    expect(message.html).to.not.include('<b>');
  });
});

describe('RandomVerificationCodes', () => {
  it('makes 43-character base64url codes and hashes them with SHA-256 (base64url)', () => {
    const codes = new RandomVerificationCodes();
    expect(codes.generate()).to.match(/^[A-Za-z0-9_-]{43}$/);
    expect(codes.generate()).to.not.equal(codes.generate());
    expect(codes.hash('abc')).to.equal('ungWv48Bz-pBQUDeXa4iI7ADYaOWF3qctBD_YfIAFa0');
  });
});

describe('SendVerificationCode and VerifyEmail', () => {
  const generator = { n: 0, generate() { return `code-${++this.n}`; }, hash: (code: string) => `hash:${code}` };

  function setUp() {
    const clock = new ManualClock('2026-11-22T02:00:00.000Z');
    const users = fakeUsers(aUser({ email: 'tan@example.sg' }));
    const codes = new FakeCodes();
    const sent: EmailMessage[] = [];
    const sender = { send: async (m: EmailMessage) => void sent.push(m) };
    return { clock, users, codes, sent, send: new SendVerificationCode(users, codes, generator, sender, clock, SETTINGS), verify: new VerifyEmail(users, codes, generator, clock) };
  }

  it('stores only the hash, emails the code, and marks the status pending; the code then verifies once', async () => {
    const { clock, users, codes, sent, send, verify } = setUp();
    const { user, expiresAt } = await send.execute(users.current);
    expect(user.emailVerificationStatus).to.equal('PENDING_VERIFICATION');
    expect(expiresAt.toISOString()).to.equal('2026-11-23T02:00:00.000Z');
    const code = /email-verification\/(\S+)/.exec(sent[0]!.text)![1]!;
    expect(codes.rows[0]).to.include({ codeHash: `hash:${code}`, email: 'tan@example.sg', userId: 'user-1' });
    clock.advance(1000);
    expect((await verify.execute(users.current, code)).emailVerificationStatus).to.equal('VERIFIED');
    await verify.execute(users.current, code).then(
      () => expect.fail('a used code must fail'),
      (err: unknown) => expect(err).to.include({ code: 'IDENTITY.VERIFICATION_CODE_INVALID' }),
    );
  });

  it('does not verify an address changed after the request loaded the resident', async () => {
    const { clock, users, sent, send, verify } = setUp();
    await send.execute(users.current);
    const code = /email-verification\/(\S+)/.exec(sent[0]!.text)![1]!;
    const loaded = users.current;
    // Another tab's PATCH /user lands between the session load and the verification.
    users.current = { ...users.current, email: 'other@example.sg', emailVerificationStatus: 'UNVERIFIED' };
    clock.advance(1000);
    await verify.execute(loaded, code).then(
      () => expect.fail('the code was for the old address'),
      (err: unknown) => expect(err).to.include({ code: 'IDENTITY.VERIFICATION_CODE_INVALID' }),
    );
    expect(users.current.emailVerificationStatus).to.equal('UNVERIFIED');
  });

  it('sends nothing when rate-limited', async () => {
    const { clock, users, sent, send } = setUp();
    await send.execute(users.current);
    clock.advance(30_000);
    await send.execute(users.current).then(
      () => expect.fail('expected 429'),
      (err: unknown) => expect(err).to.include({ code: 'IDENTITY.EMAIL_RATE_LIMITED' }),
    );
    expect(sent).to.have.length(1);
  });
});

describe('GET /dev/outbox registration', () => {
  const outbox: EmailOutbox = { latest: async () => [] };
  const mounted = (environment: 'development' | 'test' | 'production') => {
    const router = new Router() as unknown as ApiRouter;
    devOutboxRoutes(environment, outbox).mount(router);
    return router.stack.map((layer) => layer.path);
  };

  it('exists in development and test only', () => {
    expect(exposesDevOutbox('development')).to.equal(true);
    expect(exposesDevOutbox('test')).to.equal(true);
    expect(exposesDevOutbox('production')).to.equal(false);
    expect(mounted('development')).to.deep.equal(['/dev/outbox']);
    expect(mounted('production')).to.deep.equal([]);
  });
});
