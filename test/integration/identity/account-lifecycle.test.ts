import { expect } from 'chai';
import { ManualClock } from '../../../src/shared-kernel/clock.js';
import { PERSONAS as BY_NRIC } from '../../support/mockpass.js';
import type { TestClient } from '../../support/http-client.js';
import { type TestApp, appPerSuite, startTestApp } from '../../support/test-app.js';
import { PERSONAS, signIn, CONSENT_BODY, signInConsented } from '../../support/sign-in.js';

const SECOND = 1000;
const DAY = 86_400 * SECOND;
const DEACTIVATE = '/api/v1/user/deactivate-account';
const REACTIVATE = '/api/v1/user/reactivate-account';
const PENDING = { code: 'IDENTITY.ACCOUNT_PENDING_DELETION', errorMessage: 'Your account is scheduled for deletion. Reactivate it to continue.' };

const patch = (client: TestClient, json: unknown) => client.request('PATCH', '/api/v1/user', { json });
const reactivate = (client: TestClient) => client.request('PATCH', REACTIVATE);

describe('Account lifecycle: deactivate, limited access, reactivate', () => {
  let t: TestApp;
  const clock = new ManualClock('2026-11-22T02:00:00.000Z');
  before(async () => {
    // The scheduler stays off: this file moves the clock past grace periods and checks what happens before a purge.
    t = await startTestApp({ clock, env: { ACCOUNT_PURGE_INTERVAL_MINUTES: '0' } });
  });
  after(async () => {
    await t?.stop();
  });
  // Each test starts on a fresh day, clear of the previous test's sessions.
  beforeEach(() => clock.advance(DAY));

  async function consented(persona: { nric: string; uuid: string }): Promise<TestClient> {
    const client = t.client();
    await signInConsented(client, persona);
    return client;
  }

  async function sessionRows(userId: string): Promise<number> {
    const [rows] = await t.app.sequelize.query("SELECT count(*)::int AS n FROM sessions WHERE user_id = $1 OR data->>'userId' = $1::text", { bind: [userId] });
    return (rows as Array<{ n: number }>)[0]!.n;
  }

  it('answers 401 to both calls when signed out, and 403 CONSENT_REQUIRED to a deactivation before consent', async () => {
    expect((await t.client().post(DEACTIVATE)).status).to.equal(401);
    const signedOut = await reactivate(t.client());
    expect(signedOut.status).to.equal(401);
    expect(signedOut.body.code).to.equal('IDENTITY.NOT_SIGNED_IN');

    const client = t.client();
    await signIn(client, BY_NRIC.S9912365F);
    const res = await client.post(DEACTIVATE);
    expect(res.status).to.equal(403);
    expect(res.body.code).to.equal('IDENTITY.CONSENT_REQUIRED');
    expect((await client.get('/api/v1/user')).body.accountStatus).to.equal(null);
  });

  it('deactivates, ends every session, limits the resident while pending, and reactivates within the grace period', async () => {
    const client = await consented(PERSONAS.limYongXiang);
    const { id } = (await patch(client, { name: 'LIM YONG XIANG' })).body;
    expect((await client.get('/api/v1/user')).body).to.include({ accountStatus: null, scheduledDeletionAt: null });
    const oldCookies = client.clone();

    // 1. Deactivate: 200, deletion 30 days on, every session ended (the cookie too).
    const deactivatedAt = clock.now();
    const done = await client.post(DEACTIVATE);
    expect(done.status, done.text).to.equal(200);
    const scheduledDeletionAt = new Date(deactivatedAt.getTime() + 30 * DAY).toISOString();
    expect(done.body).to.deep.equal({ accountStatus: 'PENDING_DELETION', scheduledDeletionAt });
    expect(done.headers.get('cache-control')).to.equal('no-store');
    expect(await sessionRows(id)).to.equal(0);
    const [stored] = await t.app.sequelize.query('SELECT account_status, account_status_updated_at, scheduled_deletion_at, current_session_token FROM users WHERE id = $1', { bind: [id] });
    expect(stored).to.deep.equal([{ account_status: 'PENDING_DELETION', account_status_updated_at: deactivatedAt, scheduled_deletion_at: new Date(scheduledDeletionAt), current_session_token: null }]);

    for (const browser of [client, oldCookies]) {
      const after = await browser.get('/api/v1/user');
      expect(after.status).to.equal(401);
      expect(after.body.code).to.equal('IDENTITY.NOT_SIGNED_IN');
    }

    // 2. Signing in again within the grace period works; the profile says when the account goes.
    clock.advance(DAY);
    const again = t.client();
    const signedIn = await signIn(again, PERSONAS.limYongXiang);
    expect(signedIn).to.include({ id, accountStatus: 'PENDING_DELETION', scheduledDeletionAt });
    const profile = await again.get('/api/v1/user');
    expect(profile.status).to.equal(200);
    expect(profile.body).to.include({ id, accountStatus: 'PENDING_DELETION', scheduledDeletionAt, name: 'LIM YONG XIANG' });

    // 3. Everything else is refused (403) while pending, but the session calls still work.
    const refused = [
      await patch(again, { name: 'SOMEONE ELSE' }),
      await again.request('PUT', '/api/v1/email-notifications', { json: { newsletter: true } }),
      await again.request('PUT', '/api/v1/module-status', { json: { module: 'CASHFLOW', currentStep: 1 } }),
      await again.get('/api/v1/module-status'),
      await again.post('/api/v1/email/generate-verification-code'),
    ];
    for (const res of refused) {
      expect(res.status, res.text).to.equal(403);
      expect(res.body).to.include(PENDING);
    }
    expect((await again.get('/api/v1/auth/token-expiry')).status).to.equal(200);
    expect((await again.post('/api/v1/auth/refresh')).status).to.equal(200);
    expect((await again.get('/api/v1/user')).body.name).to.equal('LIM YONG XIANG');

    // 4. Deactivating again: 409, nothing changes.
    const twice = await again.post(DEACTIVATE);
    expect(twice.status).to.equal(409);
    expect(twice.body).to.include({ code: 'IDENTITY.ACCOUNT_ALREADY_PENDING_DELETION', errorMessage: 'Your account is already scheduled for deletion.' });
    expect((await again.get('/api/v1/user')).body).to.include({ accountStatus: 'PENDING_DELETION', scheduledDeletionAt });

    // 5. Reactivate: 200 with the profile, and writes work again.
    const back = await reactivate(again);
    expect(back.status, back.text).to.equal(200);
    expect(back.body).to.include({ id, accountStatus: null, scheduledDeletionAt: null, name: 'LIM YONG XIANG' });
    const [row] = await t.app.sequelize.query('SELECT account_status, account_status_updated_at, scheduled_deletion_at FROM users WHERE id = $1', { bind: [id] });
    expect(row).to.deep.equal([{ account_status: null, account_status_updated_at: clock.now(), scheduled_deletion_at: null }]);
    const write = await patch(again, { name: 'LIM Y X' });
    expect(write.status, write.text).to.equal(200);
    expect(write.body.name).to.equal('LIM Y X');
    expect((await again.request('PUT', '/api/v1/email-notifications', { json: { newsletter: true } })).status).to.equal(200);

    // 6. Reactivating an active account: 409.
    const active = await reactivate(again);
    expect(active.status).to.equal(409);
    expect(active.body).to.include({ code: 'IDENTITY.ACCOUNT_ALREADY_ACTIVE', errorMessage: 'Your account is already active.' });
  });

  it('still reactivates one second before the grace period ends, and answers 422 once it has', async () => {
    const early = await consented(PERSONAS.tanHengHuat);
    expect((await early.post(DEACTIVATE)).status).to.equal(200);
    clock.advance(30 * DAY - SECOND);
    const justInTime = t.client();
    await signIn(justInTime, PERSONAS.tanHengHuat);
    const ok = await reactivate(justInTime);
    expect(ok.status, ok.text).to.equal(200);
    expect(ok.body.accountStatus).to.equal(null);

    const late = t.client();
    await signIn(late, PERSONAS.tanHengHuat);
    const deactivated = await late.post(DEACTIVATE);
    expect(deactivated.status).to.equal(200);
    clock.advance(30 * DAY);
    const tooLate = t.client();
    const profile = await signIn(tooLate, PERSONAS.tanHengHuat);
    expect(profile).to.include({ accountStatus: 'PENDING_DELETION', scheduledDeletionAt: deactivated.body.scheduledDeletionAt });
    const res = await reactivate(tooLate);
    expect(res.status).to.equal(422);
    expect(res.body).to.include({ code: 'IDENTITY.REACTIVATION_PERIOD_ENDED', errorMessage: 'The grace period to reactivate this account has ended.' });
    expect((await tooLate.get('/api/v1/user')).body.accountStatus).to.equal('PENDING_DELETION');
  });
});

describe('Account lifecycle with ACCOUNT_DELETION_GRACE_DAYS', () => {
  const clock = new ManualClock('2026-11-22T02:00:00.000Z');
  const t = appPerSuite({ clock, env: { ACCOUNT_DELETION_GRACE_DAYS: '7', ACCOUNT_PURGE_INTERVAL_MINUTES: '0' } });

  it('schedules the deletion the configured number of days on', async () => {
    const client = t.client();
    await signIn(client, PERSONAS.bernardWong);
    expect((await patch(client, CONSENT_BODY)).status).to.equal(200);
    const res = await client.post(DEACTIVATE);
    expect(res.status, res.text).to.equal(200);
    expect(res.body.scheduledDeletionAt).to.equal(new Date(clock.now().getTime() + 7 * DAY).toISOString());
  });
});
