import { expect } from 'chai';
import { ManualClock } from '../../../src/shared-kernel/clock.js';
import { PERSONAS as BY_NRIC } from '../../support/mockpass.js';
import type { TestClient } from '../../support/http-client.js';
import { appPerSuite } from '../../support/test-app.js';
import { PERSONAS, signIn, signInConsented } from '../../support/sign-in.js';

const patch = (client: TestClient, json: unknown) => client.request('PATCH', '/api/v1/user', { json });
const putNewsletter = (client: TestClient, json: unknown) => client.request('PUT', '/api/v1/email-notifications', { json });

describe('Analytics opt-in and the newsletter preference', () => {
  const clock = new ManualClock('2026-11-22T02:00:00.000Z');
  const t = appPerSuite({ clock });

  async function consented(persona: { nric: string; uuid: string }): Promise<TestClient> {
    const client = t.client();
    await signInConsented(client, persona);
    return client;
  }

  describe('PATCH /user { analyticsEnabled }', () => {
    it('is off by default, turns on and off, and GET /user shows it', async () => {
      const client = await consented(PERSONAS.limYongXiang);
      expect((await client.get('/api/v1/user')).body.analyticsEnabled).to.equal(false);

      const on = await patch(client, { analyticsEnabled: true });
      expect(on.status, on.text).to.equal(200);
      expect(on.body.analyticsEnabled).to.equal(true);
      expect((await client.get('/api/v1/user')).body.analyticsEnabled).to.equal(true);
      const [rows] = await t.app.sequelize.query('SELECT analytics_enabled FROM users WHERE id = $1', { bind: [on.body.id] });
      expect(rows).to.deep.equal([{ analytics_enabled: true }]);

      const off = await patch(client, { analyticsEnabled: false });
      expect(off.body.analyticsEnabled).to.equal(false);
      expect((await client.get('/api/v1/user')).body.analyticsEnabled).to.equal(false);
    });

    it('answers 400 for a value that is not a boolean, and changes nothing', async () => {
      const client = await consented(PERSONAS.tanHengHuat);
      for (const analyticsEnabled of ['maybe', 1, null, { on: true }]) {
        const res = await patch(client, { analyticsEnabled });
        expect(res.status, JSON.stringify(analyticsEnabled)).to.equal(400);
        expect(res.body.code).to.equal('VALIDATION.FAILED');
        expect(res.body.details).to.deep.include({ field: 'analyticsEnabled', message: 'Invalid format' });
      }
      expect((await client.get('/api/v1/user')).body.analyticsEnabled).to.equal(false);
    });

    it('is refused before consent to the app terms (403 CONSENT_REQUIRED)', async () => {
      const client = t.client();
      await signIn(client, BY_NRIC.S9912365F);
      const res = await patch(client, { analyticsEnabled: true });
      expect(res.status).to.equal(403);
      expect(res.body.code).to.equal('IDENTITY.CONSENT_REQUIRED');
      expect((await client.get('/api/v1/user')).body.analyticsEnabled).to.equal(false);
    });
  });

  describe('PUT /email-notifications { newsletter }', () => {
    it('sets the newsletter preference and answers the updated profile', async () => {
      const client = await consented(PERSONAS.bernardWong);
      expect((await client.get('/api/v1/user')).body.emailNotificationsStatus).to.equal(false);

      const on = await putNewsletter(client, { newsletter: true });
      expect(on.status, on.text).to.equal(200);
      expect(on.body).to.include({ emailNotificationsStatus: true, analyticsEnabled: false, accountStatus: null });
      expect((await client.get('/api/v1/user')).body.emailNotificationsStatus).to.equal(true);

      const again = await putNewsletter(client, { newsletter: true });
      expect(again.status).to.equal(200);
      expect(again.body.emailNotificationsStatus).to.equal(true);

      const off = await putNewsletter(client, { newsletter: false });
      expect(off.status).to.equal(200);
      expect(off.body.emailNotificationsStatus).to.equal(false);
      expect((await client.get('/api/v1/user')).body.emailNotificationsStatus).to.equal(false);
    });

    it('answers 400 with a clear message when newsletter is missing or not a boolean', async () => {
      const client = await consented(PERSONAS.limYongXiang);
      const missing = await putNewsletter(client, {});
      expect(missing.status).to.equal(400);
      expect(missing.body.code).to.equal('VALIDATION.FAILED');
      expect(missing.body.details).to.deep.equal([{ field: 'newsletter', message: 'Choose whether to receive the newsletter (true or false).' }]);
      for (const newsletter of ['yes', 1, null]) {
        const res = await putNewsletter(client, { newsletter });
        expect(res.status, JSON.stringify(newsletter)).to.equal(400);
        expect(res.body.details).to.deep.equal([{ field: 'newsletter', message: 'Choose whether to receive the newsletter (true or false).' }]);
      }
      const noBody = await client.request('PUT', '/api/v1/email-notifications', { body: '', headers: { 'content-type': 'application/json' } });
      expect(noBody.status).to.equal(400);
    });

    it('answers 401 when signed out and 403 before consent to the app terms', async () => {
      const signedOut = await putNewsletter(t.client(), { newsletter: true });
      expect(signedOut.status).to.equal(401);
      expect(signedOut.body.code).to.equal('IDENTITY.NOT_SIGNED_IN');

      const client = t.client();
      await signIn(client, BY_NRIC.S9812385G);
      const res = await putNewsletter(client, { newsletter: true });
      expect(res.status).to.equal(403);
      expect(res.body).to.include({ code: 'IDENTITY.CONSENT_REQUIRED', errorMessage: 'Please accept the terms of use before you continue.' });
      expect((await client.get('/api/v1/user')).body.emailNotificationsStatus).to.equal(false);
    });
  });
});
