import { expect } from 'chai';
import { ManualClock } from '../../../src/shared-kernel/clock.js';
import { PERSONAS as BY_NRIC } from '../../support/mockpass.js';
import type { TestClient } from '../../support/http-client.js';
import { TEST_PUBLIC_URL, appPerSuite } from '../../support/test-app.js';
import { PERSONAS, signIn, CONSENT_BODY } from '../../support/sign-in.js';

const SECOND = 1000;
const HOUR = 3600 * SECOND;
const CONSENT = CONSENT_BODY;
const GENERATE = '/api/v1/email/generate-verification-code';
const REGENERATE = '/api/v1/email/regenerate-verification-code';
const VERIFY = '/api/v1/email/verify-email';
const INVALID = { code: 'IDENTITY.VERIFICATION_CODE_INVALID', errorMessage: 'This verification link has expired or was already used. Ask for a new one.' };

describe('Email verification', () => {
  const clock = new ManualClock('2026-11-22T02:00:00.000Z');
  const t = appPerSuite({ clock });
  // Every test starts clear of the rate limit (1 a minute, 5 an hour) and signs in afresh.
  beforeEach(() => clock.advance(2 * HOUR));

  const patch = (client: TestClient, json: unknown) => client.request('PATCH', '/api/v1/user', { json });

  /** A signed-in resident who has consented, with `email` set (when given). */
  async function resident(persona: { nric: string; uuid: string }, email?: string): Promise<TestClient> {
    const client = t.client();
    await signIn(client, persona);
    const res = await patch(client, CONSENT);
    expect(res.status, res.text).to.equal(200);
    if (email) expect((await patch(client, { email })).status).to.equal(200);
    return client;
  }

  /** The code in the newest outbox email to `to`. */
  async function latestCode(to: string): Promise<string> {
    const res = await t.client().get('/api/v1/dev/outbox');
    expect(res.status, res.text).to.equal(200);
    const message = (res.body.messages as Array<{ to: string; text: string }>).find((m) => m.to === to);
    expect(message, `an email to ${to}`).to.not.equal(undefined);
    const match = /\/email-verification\/([A-Za-z0-9_-]+)/.exec(message!.text);
    return match![1]!;
  }

  it('answers 401 when signed out', async () => {
    for (const [path, body] of [[GENERATE, undefined], [REGENERATE, {}], [VERIFY, { verificationCode: 'x' }]] as const) {
      const res = await t.client().post(path, body);
      expect(res.status, path).to.equal(401);
      expect(res.body.code).to.equal('IDENTITY.NOT_SIGNED_IN');
    }
  });

  it('answers 403 before consent to the app terms', async () => {
    const client = t.client();
    await signIn(client, BY_NRIC.S9912365F);
    const res = await client.post(GENERATE);
    expect(res.status).to.equal(403);
    expect(res.body.code).to.equal('IDENTITY.CONSENT_REQUIRED');
  });

  it("answers 422 'Add an email address first.' without an email", async () => {
    const client = await resident(BY_NRIC.S9812385G);
    for (const [path, body] of [[GENERATE, undefined], [REGENERATE, {}], [VERIFY, { verificationCode: 'x' }]] as const) {
      const res = await client.post(path, body);
      expect(res.status, path).to.equal(422);
      expect(res.body).to.include({ code: 'IDENTITY.EMAIL_REQUIRED', errorMessage: 'Add an email address first.' });
    }
  });

  it('emails a link, verifies with its code, and completes onboarding; the code works once', async () => {
    const client = await resident(PERSONAS.tanHengHuat, 'heng.huat@example.sg');
    await patch(client, { name: 'TAN HENG HUAT', dob: '1998-06-06', sex: 'F', maritalStatus: 'M', residentialStatus: 'CITIZEN', employmentStatusRange: 'FULL_PART_TIME', workYearsRange: '3_TO_5' });

    const sent = await client.post(GENERATE);
    expect(sent.status, sent.text).to.equal(200);
    expect(sent.body).to.deep.equal({ emailVerificationStatus: 'PENDING_VERIFICATION', expiresAt: new Date(clock.now().getTime() + 24 * HOUR).toISOString() });
    const pending = (await client.get('/api/v1/user')).body;
    expect(pending).to.include({ emailVerificationStatus: 'PENDING_VERIFICATION', onboardingComplete: false });

    const outbox = (await t.client().get('/api/v1/dev/outbox')).body.messages;
    expect(outbox[0]).to.include({ to: 'heng.huat@example.sg', subject: 'Verify your email for MyMoneyPlan' });
    const code = await latestCode('heng.huat@example.sg');
    expect(code).to.match(/^[A-Za-z0-9_-]{43}$/);
    expect(outbox[0].text).to.include(`${TEST_PUBLIC_URL}/email-verification/${code}`);
    expect(outbox[0].html).to.include(`href="${TEST_PUBLIC_URL}/email-verification/${code}"`);
    // Only the hash is stored.
    const [stored] = await t.app.sequelize.query('SELECT code_hash FROM email_verification_codes WHERE code_hash = $1', { bind: [code] });
    expect(stored).to.deep.equal([]);

    const verified = await client.post(VERIFY, { verificationCode: code });
    expect(verified.status, verified.text).to.equal(200);
    expect(verified.body).to.include({ emailVerificationStatus: 'VERIFIED', onboardingComplete: true, email: 'heng.huat@example.sg' });
    expect((await client.get('/api/v1/user')).body).to.include({ emailVerificationStatus: 'VERIFIED', onboardingComplete: true });

    const again = await client.post(VERIFY, { verificationCode: code });
    expect(again.status).to.equal(422);
    expect(again.body).to.include(INVALID);
  });

  it('refuses an unknown code (422) and a missing one (400)', async () => {
    const client = await resident(PERSONAS.limYongXiang, 'lim@example.sg');
    const unknown = await client.post(VERIFY, { verificationCode: 'no-such-code' });
    expect(unknown.status).to.equal(422);
    expect(unknown.body).to.include(INVALID);
    const missing = await client.post(VERIFY, {});
    expect(missing.status).to.equal(400);
  });

  it('refuses a code after 24 hours', async () => {
    const client = await resident(PERSONAS.limYongXiang, 'lim.expiry@example.sg');
    expect((await client.post(GENERATE)).status).to.equal(200);
    const code = await latestCode('lim.expiry@example.sg');
    clock.advance(24 * HOUR + SECOND);
    const later = t.client();
    await signIn(later, PERSONAS.limYongXiang); // the earlier session is long over
    const res = await later.post(VERIFY, { verificationCode: code });
    expect(res.status).to.equal(422);
    expect(res.body).to.include(INVALID);
    expect((await later.get('/api/v1/user')).body.emailVerificationStatus).to.equal('PENDING_VERIFICATION');
  });

  it('a regenerated code replaces the older one (the old code sent along is ignored)', async () => {
    const client = await resident(PERSONAS.bernardWong, 'bernard@example.sg');
    expect((await client.post(GENERATE)).status).to.equal(200);
    const first = await latestCode('bernard@example.sg');
    clock.advance(61 * SECOND);
    const again = await client.post(REGENERATE, { verificationCode: first });
    expect(again.status, again.text).to.equal(200);
    expect(again.body.emailVerificationStatus).to.equal('PENDING_VERIFICATION');
    const second = await latestCode('bernard@example.sg');
    expect(second).to.not.equal(first);

    const old = await client.post(VERIFY, { verificationCode: first });
    expect(old.status).to.equal(422);
    expect(old.body).to.include(INVALID);
    const fresh = await client.post(VERIFY, { verificationCode: second });
    expect(fresh.status, fresh.text).to.equal(200);
    expect(fresh.body.emailVerificationStatus).to.equal('VERIFIED');
  });

  it('sends at most one email a minute (429), then again after 60 seconds; and 5 an hour', async () => {
    const client = await resident(BY_NRIC.S6005053H, 'limit@example.sg');
    expect((await client.post(GENERATE)).status).to.equal(200);
    clock.advance(59 * SECOND);
    const tooSoon = await client.post(REGENERATE, {});
    expect(tooSoon.status).to.equal(429);
    expect(tooSoon.body).to.include({ code: 'IDENTITY.EMAIL_RATE_LIMITED', errorMessage: 'We have just sent you an email. Please wait a minute before asking for another one.' });
    // The refused request sent nothing and replaced nothing.
    const [rows] = await t.app.sequelize.query("SELECT count(*)::int AS n FROM email_outbox WHERE to_address = 'limit@example.sg'");
    expect(rows).to.deep.equal([{ n: 1 }]);

    clock.advance(1 * SECOND);
    expect((await client.post(GENERATE)).status).to.equal(200);
    for (let i = 0; i < 3; i++) {
      clock.advance(60 * SECOND);
      expect((await client.post(GENERATE)).status).to.equal(200);
    }
    clock.advance(60 * SECOND);
    const tooMany = await client.post(GENERATE);
    expect(tooMany.status).to.equal(429);
    expect(tooMany.body).to.include({ code: 'IDENTITY.EMAIL_RATE_LIMITED', errorMessage: 'You have asked for several emails in the past hour. Please try again later.' });
  });

  it("refuses another resident's live code saying it is another account's, and leaves it usable by its owner", async () => {
    const owner = await resident(BY_NRIC.S6005054F, 'owner@example.sg');
    const other = await resident(BY_NRIC.S9812381D, 'other@example.sg');
    expect((await owner.post(GENERATE)).status).to.equal(200);
    const code = await latestCode('owner@example.sg');
    const stolen = await other.post(VERIFY, { verificationCode: code });
    expect(stolen.status).to.equal(422);
    expect(stolen.body).to.include({
      code: 'IDENTITY.VERIFICATION_CODE_OTHER_ACCOUNT',
      errorMessage: "This link verifies another account's email: log out and open it again, or sign in as that account.",
    });
    expect((await other.get('/api/v1/user')).body.emailVerificationStatus).to.equal('UNVERIFIED');
    expect((await owner.post(VERIFY, { verificationCode: code })).status).to.equal(200);
    // Used now: whoever opens it again hears that it was used, as its owner does.
    const again = await other.post(VERIFY, { verificationCode: code });
    expect(again.status).to.equal(422);
    expect(again.body).to.include(INVALID);
  });

  it('a change of email makes the pending code useless', async () => {
    const client = await resident(BY_NRIC.S9912375C, 'before@example.sg');
    expect((await client.post(GENERATE)).status).to.equal(200);
    const code = await latestCode('before@example.sg');
    const changed = await patch(client, { email: 'after@example.sg' });
    expect(changed.body.emailVerificationStatus).to.equal('UNVERIFIED');
    const res = await client.post(VERIFY, { verificationCode: code });
    expect(res.status).to.equal(422);
    expect(res.body).to.include(INVALID);
    // Changing back does not revive it either: generating for the new address replaced it.
    clock.advance(61 * SECOND);
    expect((await client.post(GENERATE)).status).to.equal(200);
    await patch(client, { email: 'before@example.sg' });
    expect((await client.post(VERIFY, { verificationCode: code })).status).to.equal(422);
  });

  it('refuses to send a code for an address already verified (422)', async () => {
    const client = await resident(BY_NRIC.S9812379B, 'done@example.sg');
    expect((await client.post(GENERATE)).status).to.equal(200);
    expect((await client.post(VERIFY, { verificationCode: await latestCode('done@example.sg') })).status).to.equal(200);
    clock.advance(61 * SECOND);
    const res = await client.post(GENERATE);
    expect(res.status).to.equal(422);
    expect(res.body).to.include({ code: 'IDENTITY.EMAIL_ALREADY_VERIFIED', errorMessage: 'Your email address is already verified.' });
  });

  it('lists the outbox newest first, without a session', async () => {
    const res = await t.client().get('/api/v1/dev/outbox');
    expect(res.status).to.equal(200);
    const times = (res.body.messages as Array<{ createdAt: string }>).map((m) => m.createdAt);
    expect(times.length).to.be.greaterThan(1).and.at.most(50);
    expect([...times].sort().reverse()).to.deep.equal(times);
    expect(Object.keys(res.body.messages[0]).sort()).to.deep.equal(['createdAt', 'html', 'id', 'subject', 'text', 'to']);
  });
});
