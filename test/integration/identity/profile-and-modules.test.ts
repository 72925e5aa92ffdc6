import { expect } from 'chai';
import { ManualClock } from '../../../src/shared-kernel/clock.js';
import { PERSONAS as BY_NRIC } from '../../support/mockpass.js';
import type { TestClient } from '../../support/http-client.js';
import { appPerSuite } from '../../support/test-app.js';
import { PERSONAS, signIn, CONSENT_BODY } from '../../support/sign-in.js';

const MINUTE = 60_000;
const patch = (client: TestClient, json: unknown, headers?: Record<string, string>) => client.request('PATCH', '/api/v1/user', { json, headers });
const put = (client: TestClient, json: unknown, headers?: Record<string, string>) => client.request('PUT', '/api/v1/module-status', { json, headers });
const CONSENT = CONSENT_BODY;

describe('Profile updates, consent and module progress', () => {
  const clock = new ManualClock('2026-11-22T02:00:00.000Z');
  const t = appPerSuite({ clock });

  /** A signed-in resident who has consented to the app terms and the notice of collection. */
  async function consented(persona: { nric: string; uuid: string }): Promise<TestClient> {
    const client = t.client();
    await signIn(client, persona);
    const res = await patch(client, CONSENT);
    expect(res.status, res.text).to.equal(200);
    return client;
  }

  describe('PATCH /user', () => {
    it('answers 401 when signed out', async () => {
      const res = await patch(t.client(), { name: 'ANYONE' });
      expect(res.status).to.equal(401);
      expect(res.body.code).to.equal('IDENTITY.NOT_SIGNED_IN');
    });

    it('refuses a profile field before consent to the app terms (403 CONSENT_REQUIRED), and changes nothing', async () => {
      const client = t.client();
      await signIn(client, BY_NRIC.S9912365F);
      const res = await patch(client, { consentedToAppTNCAt: '2026-11-22T02:00:00.000Z', sex: 'M' });
      expect(res.status).to.equal(403);
      expect(res.body).to.include({ code: 'IDENTITY.CONSENT_REQUIRED', errorMessage: 'Please accept the terms of use before you continue.' });
      const user = (await client.get('/api/v1/user')).body;
      expect(user).to.include({ consentedToAppTNCAt: null, sex: 'F' });
    });

    it("records consent at the server's time, not the client's, and shows it in GET /user", async () => {
      const client = t.client();
      const first = await signIn(client, BY_NRIC.S9812385G);
      expect(first).to.include({ consentedToAppTNCAt: null, latestConsentedToAppNOCAt: null, needsNoticeOfCollectionConsent: true });
      clock.advance(MINUTE);
      const res = await patch(client, { consentedToAppTNCAt: '2020-01-01T00:00:00.000Z', latestConsentedToAppNOCAt: '2020-01-01T00:00:00.000Z' });
      expect(res.status, res.text).to.equal(200);
      const at = clock.now().toISOString();
      expect(res.body).to.include({ consentedToAppTNCAt: at, latestConsentedToAppNOCAt: at, needsNoticeOfCollectionConsent: false });
      const read = await client.get('/api/v1/user');
      expect(read.body).to.include({ consentedToAppTNCAt: at, latestConsentedToAppNOCAt: at, needsNoticeOfCollectionConsent: false });
    });

    it('asks for the notice consent again when the latest is on or before the cut-off of this environment (2023-10-25)', async () => {
      const client = await consented(BY_NRIC.S6005053H);
      const { id } = (await client.get('/api/v1/user')).body;
      await t.app.sequelize.query("UPDATE users SET latest_consented_to_app_noc_at = '2023-10-25T10:00:00Z' WHERE id = $1", { bind: [id] });
      expect((await client.get('/api/v1/user')).body.needsNoticeOfCollectionConsent).to.equal(true);
      await t.app.sequelize.query("UPDATE users SET latest_consented_to_app_noc_at = '2023-10-26T10:00:00Z' WHERE id = $1", { bind: [id] });
      expect((await client.get('/api/v1/user')).body.needsNoticeOfCollectionConsent).to.equal(false);
    });

    it('answers 400 with a spec message per failing field', async () => {
      const client = await consented(PERSONAS.limYongXiang);
      const res = await patch(client, { email: 'not-an-email', sex: 'X', dob: '2026-11-23', name: ' LIM ', workYearsRange: 'LOTS', deferEmailVerification: 'yes' });
      expect(res.status).to.equal(400);
      expect(res.body.code).to.equal('VALIDATION.FAILED');
      expect(res.body.details).to.have.deep.members([
        { field: 'email', message: 'Enter an email like name@example.com' },
        { field: 'sex', message: 'Invalid format' },
        { field: 'dob', message: 'Date of birth cannot be in the future' },
        { field: 'name', message: 'Cannot have space as first and last character' },
        { field: 'workYearsRange', message: 'Invalid format' },
        { field: 'deferEmailVerification', message: 'Invalid format' },
      ]);
    });

    it("answers 400 'Nothing to update' for an empty body or unknown fields only", async () => {
      const client = await consented(PERSONAS.limYongXiang);
      for (const body of [{}, { nricHash: 'x', accountStatus: null }]) {
        const res = await patch(client, body);
        expect(res.status).to.equal(400);
        expect(res.body).to.include({ code: 'VALIDATION.FAILED', errorMessage: 'Nothing to update' });
      }
    });

    it('trims the email and normalises the date of birth to a calendar day', async () => {
      const client = await consented(PERSONAS.limYongXiang);
      const res = await patch(client, { email: '  yong.xiang@example.sg ', dob: '1981-02-03T00:00:00.000Z' });
      expect(res.status, res.text).to.equal(200);
      expect(res.body).to.include({ email: 'yong.xiang@example.sg', dob: '1981-02-03', age: 45 });
      const [rows] = await t.app.sequelize.query("SELECT email, dob::text AS dob FROM users WHERE id = $1", { bind: [res.body.id] });
      expect(rows).to.deep.equal([{ email: 'yong.xiang@example.sg', dob: '1981-02-03' }]);
    });

    it('sets the email back to UNVERIFIED when it changes, but not for a change of case', async () => {
      const client = await consented(PERSONAS.bernardWong);
      const first = await patch(client, { email: 'bernard@example.sg' });
      await t.app.sequelize.query("UPDATE users SET email_verification_status = 'VERIFIED' WHERE id = $1", { bind: [first.body.id] });
      const recased = await patch(client, { email: 'Bernard@Example.sg' });
      expect(recased.body).to.include({ email: 'Bernard@Example.sg', emailVerificationStatus: 'VERIFIED' });
      const changed = await patch(client, { email: 'wong@example.sg' });
      expect(changed.body).to.include({ email: 'wong@example.sg', emailVerificationStatus: 'UNVERIFIED' });
    });

    it('saves the data-selection mode, storing manage connection as BANK_AND_MYINFO', async () => {
      const client = await consented(PERSONAS.bernardWong);
      expect((await patch(client, { apimMyinfoDataSelectionState: 'MYINFO_ONLY' })).body.apimMyinfoDataSelectionState).to.equal('MYINFO_ONLY');
      expect((await patch(client, { apimMyinfoDataSelectionState: 'MANAGE_CONNECTION' })).body.apimMyinfoDataSelectionState).to.equal('BANK_AND_MYINFO');
    });

    it('turns onboardingComplete true once the profile questions are answered and verification deferred', async () => {
      const client = await consented(PERSONAS.tanHengHuat);
      const profile = await patch(client, { name: 'TAN HENG HUAT', dob: '1998-06-06', sex: 'F', maritalStatus: 'M', residentialStatus: 'CITIZEN' });
      expect(profile.body.onboardingComplete).to.equal(false);
      const employment = await patch(client, { employmentStatusRange: 'FULL_PART_TIME', workYearsRange: '3_TO_5' });
      expect(employment.body.onboardingComplete).to.equal(false);
      const deferred = await patch(client, { deferEmailVerification: true });
      expect(deferred.body).to.include({ onboardingComplete: true, deferEmailVerification: true });
      expect((await client.get('/api/v1/user')).body.onboardingComplete).to.equal(true);
    });

    it('refuses a call from a foreign origin (403)', async () => {
      const client = await consented(PERSONAS.tanHengHuat);
      const res = await patch(client, { name: 'EVIL' }, { origin: 'https://evil.example' });
      expect(res.status).to.equal(403);
      expect(res.body.code).to.equal('REQUEST.FOREIGN_ORIGIN');
    });
  });

  describe('PUT and GET /module-status', () => {
    it('stores progress, then completion, at server time', async () => {
      const client = await consented(BY_NRIC.S6005054F);
      clock.advance(MINUTE);
      const progressAt = clock.now().toISOString();
      const progress = await put(client, { module: 'CASHFLOW', currentStep: 2, lastUpdated: '2000-01-01T00:00:00.000Z' });
      expect(progress.status, progress.text).to.equal(200);
      expect(progress.body).to.deep.equal({ module: 'CASHFLOW', currentStep: 2, lastUpdated: progressAt, lastCompleted: null, completed: false });

      clock.advance(MINUTE);
      const doneAt = clock.now().toISOString();
      const done = await put(client, { module: 'CASHFLOW', currentStep: null, lastUpdated: '2000-01-01T00:00:00.000Z', lastCompleted: '2000-01-01T00:00:00.000Z' });
      expect(done.body).to.deep.equal({ module: 'CASHFLOW', currentStep: null, lastUpdated: doneAt, lastCompleted: doneAt, completed: true });

      clock.advance(MINUTE);
      const revisitAt = clock.now().toISOString();
      const revisit = await put(client, { module: 'CASHFLOW', currentStep: 1, lastUpdated: revisitAt });
      expect(revisit.body).to.deep.equal({ module: 'CASHFLOW', currentStep: 1, lastUpdated: revisitAt, lastCompleted: doneAt, completed: true });

      const list = await client.get('/api/v1/module-status');
      expect(list.status).to.equal(200);
      expect(list.body.modules).to.deep.equal([
        { module: 'CASHFLOW', currentStep: 1, lastUpdated: revisitAt, lastCompleted: doneAt, completed: true },
        { module: 'WEALTH', currentStep: null, lastUpdated: null, lastCompleted: null, completed: false },
        { module: 'SET_SAVING_TARGETS', currentStep: null, lastUpdated: null, lastCompleted: null, completed: false },
        { module: 'BUDGET_CALCULATOR', currentStep: null, lastUpdated: null, lastCompleted: null, completed: false },
        { module: 'EXPENSE_MANAGER', currentStep: null, lastUpdated: null, lastCompleted: null, completed: false },
        { module: 'INVESTING_FOR_BEGINNERS', currentStep: null, lastUpdated: null, lastCompleted: null, completed: false },
        { module: 'READINESS_ASSESSMENT', currentStep: null, lastUpdated: null, lastCompleted: null, completed: false },
      ]);
    });

    it('validates the body (module, step 0 to 20 or null, completion time)', async () => {
      const client = await consented(BY_NRIC.S6005054F);
      const cases: Array<[unknown, Array<{ field: string; message: string }>]> = [
        [{ module: 'HOUSING', currentStep: 1 }, [{ field: 'module', message: 'Invalid format' }]],
        [{ module: 'WEALTH', currentStep: 21 }, [{ field: 'currentStep', message: 'Must be less than or equal to 20' }]],
        [{ module: 'WEALTH', currentStep: -1 }, [{ field: 'currentStep', message: 'Must be more than or equal to 0' }]],
        [{ module: 'WEALTH', currentStep: 1.5 }, [{ field: 'currentStep', message: 'Must be a whole number' }]],
        [{ module: 'WEALTH' }, [{ field: 'currentStep', message: 'Please enter a value' }]],
        [{ module: 'WEALTH', currentStep: null }, [{ field: 'lastCompleted', message: 'Please enter a value' }]],
        [{ module: 'WEALTH', currentStep: 1, lastCompleted: '2026-11-22T02:00:00.000Z' }, [{ field: 'lastCompleted', message: 'Invalid format' }]],
      ];
      for (const [body, details] of cases) {
        const res = await put(client, body);
        expect(res.status, JSON.stringify(body)).to.equal(400);
        expect(res.body.details, JSON.stringify(body)).to.deep.equal(details);
      }
    });

    it('refuses a resident who has not consented to the app terms (403), for writes and reads', async () => {
      const client = t.client();
      await signIn(client, BY_NRIC.G1612348Q);
      const write = await put(client, { module: 'CASHFLOW', currentStep: 0, lastUpdated: '2026-11-22T02:00:00.000Z' });
      expect(write.status).to.equal(403);
      expect(write.body.code).to.equal('IDENTITY.CONSENT_REQUIRED');
      expect((await client.get('/api/v1/module-status')).status).to.equal(403);
    });

    it("never shows one resident another's progress", async () => {
      const mine = await consented(PERSONAS.limYongXiang);
      const theirs = await consented(PERSONAS.bernardWong);
      await put(mine, { module: 'WEALTH', currentStep: 2, lastUpdated: '2026-11-22T02:00:00.000Z' });
      const other = await theirs.get('/api/v1/module-status');
      expect(other.body.modules.find((m: { module: string }) => m.module === 'WEALTH')).to.include({ currentStep: null, completed: false });
      expect((await mine.get('/api/v1/module-status')).body.modules.find((m: { module: string }) => m.module === 'WEALTH')).to.include({ currentStep: 2 });
    });

    it('answers 401 signed out and 403 from a foreign origin', async () => {
      expect((await put(t.client(), { module: 'CASHFLOW', currentStep: 0 })).status).to.equal(401);
      expect((await t.client().get('/api/v1/module-status')).status).to.equal(401);
      const client = await consented(PERSONAS.tanHengHuat);
      const res = await put(client, { module: 'CASHFLOW', currentStep: 0 }, { origin: 'https://evil.example' });
      expect(res.status).to.equal(403);
      expect(res.body.code).to.equal('REQUEST.FOREIGN_ORIGIN');
    });
  });
});
