import { expect } from 'chai';
import { ManualClock } from '../../../src/shared-kernel/clock.js';
import { appPerSuite, startTestApp } from '../../support/test-app.js';
import { authorizationCodeFor, PERSONAS, signIn } from '../../support/sign-in.js';

const MINUTE = 60_000;

describe('Sign-in with Singpass and sessions', () => {
  const clock = new ManualClock('2026-11-22T02:00:00.000Z');
  const t = appPerSuite({ clock });

  describe('GET /user', () => {
    it('answers 401 with the expired-session message before sign-in', async () => {
      const res = await t.client().get('/api/v1/user');
      expect(res.status).to.equal(401);
      expect(res.body).to.include({ code: 'IDENTITY.NOT_SIGNED_IN', errorMessage: 'Your session has expired. Refresh the page to sign in again.' });
    });

    it('answers the profile after sign-in, prefilled from the persona, with unknown fields null', async () => {
      const client = t.client();
      await signIn(client, PERSONAS.limYongXiang);
      const res = await client.get('/api/v1/user');
      expect(res.status).to.equal(200);
      expect(res.body).to.include({ name: 'LIM YONG XIANG', dob: '1980-10-06', sex: 'M', maritalStatus: 'D', residentialStatus: 'PR', email: null, accountStatus: null });
      expect(res.body.emailVerificationStatus).to.equal('UNVERIFIED');
      expect(res.body.age).to.equal(46);
      expect(res.body.ageRange).to.equal('30_TO_49');
      expect(res.body).not.to.have.property('nricHash');
      expect(JSON.stringify(res.body)).not.to.contain('S9812379B');
    });
  });

  describe('first and later sign-ins', () => {
    it('creates one user per Singpass UUID and marks a second sign-in as a returning user', async () => {
      const first = await signIn(t.client(), PERSONAS.bernardWong);
      const second = await signIn(t.client(), PERSONAS.bernardWong);
      expect(second.id).to.equal(first.id);
      expect(first.isReturnUser).to.equal(false);
      expect(second.isReturnUser).to.equal(true);
    });

    it('never stores the NRIC in clear', async () => {
      await signIn(t.client(), PERSONAS.tanHengHuat);
      const [rows] = await t.app.sequelize.query("SELECT * FROM users WHERE singpass_uuid = 'b6cb9308-733b-42b3-ad38-9b5afc890206'");
      const text = JSON.stringify(rows);
      expect(text).not.to.contain('S9812381D');
      expect((rows as Array<{ nric_hash: string }>)[0]!.nric_hash).to.match(/^[A-Za-z0-9_-]{43}$/);
    });

    it('rotates the session id at sign-in (a session the browser already had is not the signed-in one)', async () => {
      const client = t.client();
      await signIn(client, PERSONAS.limYongXiang);
      const before = client.cookie('mmp.sid');
      await signIn(client, PERSONAS.limYongXiang);
      expect(before).to.be.a('string');
      expect(client.cookie('mmp.sid')).to.be.a('string').and.not.equal(before);
    });

    it('sets the session cookie httpOnly and SameSite=Lax', async () => {
      const client = t.client();
      const start = await client.get('/api/v1/auth/singpass/authorize');
      const { code, state } = await authorizationCodeFor(start.body.authorizationUrl, PERSONAS.limYongXiang);
      const res = await client.post('/api/v1/auth/singpass/callback', { code, state });
      const cookie = res.headers.getSetCookie().find((c) => c.startsWith('mmp.sid='))!;
      expect(cookie).to.match(/httponly/i);
      expect(cookie).to.match(/samesite=lax/i);
    });
  });

  describe('the login in flight (docs/decisions.md "The pending login lives in an encrypted cookie")', () => {
    const sessionRows = async () => Number(((await t.app.sequelize.query('SELECT count(*)::int AS n FROM sessions'))[0] as Array<{ n: number }>)[0]!.n);

    it('writes no session row and sets no session cookie for a visitor who only starts signing in', async () => {
      const before = await sessionRows();
      for (let i = 0; i < 20; i++) {
        const client = t.client();
        const res = await client.get('/api/v1/auth/singpass/authorize');
        expect(res.status).to.equal(200);
        expect(client.cookie('mmp.sid')).to.equal(undefined);
      }
      expect(await sessionRows()).to.equal(before);
    });

    it('keeps it in an encrypted, httpOnly, SameSite=Strict cookie scoped to the sign-in calls for 10 minutes', async () => {
      const client = t.client();
      const res = await client.get('/api/v1/auth/singpass/authorize');
      const cookie = res.headers.getSetCookie().find((c) => c.startsWith('mmp.login='))!;
      expect(cookie).to.match(/httponly/i);
      expect(cookie).to.match(/samesite=strict/i);
      expect(cookie).to.match(/path=\/api\/v1\/auth\/singpass(;|$)/i);
      const expires = Date.parse(/expires=([^;]+)/i.exec(cookie)![1]!) - Date.now();
      expect(expires).to.be.within(9 * MINUTE, 10 * MINUTE + 1000);
      const value = client.cookie('mmp.login')!;
      expect(value.split('.')).to.have.length(5);
      const { state } = Object.fromEntries(new URL(res.body.authorizationUrl).searchParams) as { state: string };
      expect(value).not.to.contain(state);
    });

    it('clears the cookie at the callback, and a copy of it cannot be used again', async () => {
      const client = t.client();
      const start = await client.get('/api/v1/auth/singpass/authorize');
      const { code, state } = await authorizationCodeFor(start.body.authorizationUrl, PERSONAS.bernardWong);
      const copy = client.clone();
      const done = await client.post('/api/v1/auth/singpass/callback', { code, state });
      expect(done.status).to.equal(200);
      expect(done.headers.getSetCookie().some((c) => /^mmp\.login=;.*expires=Thu, 01 Jan 1970/i.test(c))).to.equal(true);
      expect(client.cookie('mmp.login')).to.equal(undefined);
      const replay = await copy.post('/api/v1/auth/singpass/callback', { code, state });
      expect(replay.status).to.equal(401);
      expect(replay.body.code).to.equal('IDENTITY.LOGIN_REJECTED');
    });

    it('treats an altered cookie as no sign-in started', async () => {
      const client = t.client();
      const start = await client.get('/api/v1/auth/singpass/authorize');
      const { code, state } = await authorizationCodeFor(start.body.authorizationUrl, PERSONAS.bernardWong);
      const parts = client.cookie('mmp.login')!.split('.');
      parts[3] = parts[3]!.slice(0, -2) + (parts[3]!.endsWith('AA') ? 'BB' : 'AA');
      const res = await t.client().post('/api/v1/auth/singpass/callback', { code, state }, { cookie: `mmp.login=${parts.join('.')}` });
      expect(res.status).to.equal(401);
      expect(res.body.errorMessage).to.contain('no sign-in was started from this browser');
    });
  });

  describe('rejected callbacks', () => {
    it('rejects a callback whose state does not match the login this browser started (401)', async () => {
      const client = t.client();
      const start = await client.get('/api/v1/auth/singpass/authorize');
      const { code } = await authorizationCodeFor(start.body.authorizationUrl, PERSONAS.limYongXiang);
      const res = await client.post('/api/v1/auth/singpass/callback', { code, state: 'forged-state-value-forged-state-value' });
      expect(res.status).to.equal(401);
      expect(res.body.code).to.equal('IDENTITY.LOGIN_REJECTED');
      expect((await client.get('/api/v1/user')).status).to.equal(401);
    });

    it('rejects a callback replayed after a successful sign-in', async () => {
      const client = t.client();
      const start = await client.get('/api/v1/auth/singpass/authorize');
      const { code, state } = await authorizationCodeFor(start.body.authorizationUrl, PERSONAS.limYongXiang);
      const attacker = client.clone();
      expect((await client.post('/api/v1/auth/singpass/callback', { code, state })).status).to.equal(200);
      const replay = await attacker.post('/api/v1/auth/singpass/callback', { code, state });
      expect(replay.status).to.equal(401);
    });

    it('rejects a callback from a browser that never started a sign-in', async () => {
      const res = await t.client().post('/api/v1/auth/singpass/callback', { code: 'abc', state: 'def' });
      expect(res.status).to.equal(401);
      expect(res.body.errorMessage).to.contain('no sign-in was started from this browser');
    });
  });

  describe('DELETE /auth/token', () => {
    it('ends the session: the same cookie then gets 401', async () => {
      const client = t.client();
      await signIn(client, PERSONAS.limYongXiang);
      const stolen = client.clone();
      const res = await client.delete('/api/v1/auth/token');
      expect(res.status).to.equal(204);
      expect((await client.get('/api/v1/user')).status).to.equal(401);
      expect((await stolen.get('/api/v1/user')).status).to.equal(401);
    });
  });

  describe('one session per resident', () => {
    it('answers 440 to the older session once the resident signs in elsewhere', async () => {
      const laptop = t.client();
      const phone = t.client();
      await signIn(laptop, PERSONAS.tanHengHuat);
      await signIn(phone, PERSONAS.tanHengHuat);
      const res = await laptop.get('/api/v1/user');
      expect(res.status).to.equal(440);
      expect(res.body).to.include({ code: 'IDENTITY.DUPLICATE_SESSION', errorMessage: 'For security reasons, we have logged you out. Kindly log in once more to resume your session.' });
      expect((await phone.get('/api/v1/user')).status).to.equal(200);
    });
  });

  describe('token expiry, refresh and idle timeout', () => {
    it('reports the seconds left, which refresh restores to 10 minutes', async () => {
      const client = t.client();
      await signIn(client, PERSONAS.bernardWong);
      clock.advance(4 * MINUTE);
      const left = await client.get('/api/v1/auth/token-expiry');
      expect(left.body).to.deep.equal({ tokenExpiry: 360 });
      const refreshed = await client.post('/api/v1/auth/refresh', {});
      expect(refreshed.status).to.equal(200);
      expect(refreshed.body).to.deep.equal({ tokenExpiry: 600 });
    });

    it('does not count polling the expiry as activity', async () => {
      const client = t.client();
      await signIn(client, PERSONAS.bernardWong);
      clock.advance(6 * MINUTE);
      await client.get('/api/v1/auth/token-expiry');
      clock.advance(4 * MINUTE + 1000);
      const res = await client.get('/api/v1/auth/token-expiry');
      expect(res.status).to.equal(401);
    });

    it('signs out after 10 idle minutes with the inactivity message (401)', async () => {
      const client = t.client();
      await signIn(client, PERSONAS.limYongXiang);
      clock.advance(9 * MINUTE);
      expect((await client.get('/api/v1/user')).status).to.equal(200);
      clock.advance(10 * MINUTE + 1000);
      const res = await client.get('/api/v1/user');
      expect(res.status).to.equal(401);
      expect(res.body).to.include({
        code: 'IDENTITY.SESSION_IDLE_EXPIRED',
        errorMessage: 'To protect your data, we have logged you out after 10 minutes of inactivity. Please log in again.',
      });
      expect((await client.get('/api/v1/user')).status).to.equal(401);
    });

    it('keeps an active resident signed in past 10 minutes of total time', async () => {
      const client = t.client();
      await signIn(client, PERSONAS.limYongXiang);
      for (let i = 0; i < 4; i++) {
        clock.advance(5 * MINUTE);
        expect((await client.get('/api/v1/user')).status).to.equal(200);
      }
    });
  });

  describe('sessions across server processes', () => {
    it('a session created through one process works through another on the same database', async () => {
      const client = t.client();
      await signIn(client, PERSONAS.limYongXiang);
      const other = await startTestApp({ clock, databaseUrl: t.config.databaseUrl! });
      try {
        const res = await fetch(`${other.app.url}/api/v1/user`, { headers: { cookie: `mmp.sid=${client.cookie('mmp.sid')}; mmp.sid.sig=${client.cookie('mmp.sid.sig')}` } });
        expect(res.status).to.equal(200);
        expect(((await res.json()) as { name: string }).name).to.equal('LIM YONG XIANG');
      } finally {
        await other.stop();
      }
    });
  });
});
