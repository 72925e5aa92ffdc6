import { expect } from 'chai';
import { ManualClock } from '../../../src/shared-kernel/clock.js';
import type { TestClient } from '../../support/http-client.js';
import type { MockpassPersona } from '../../support/mockpass.js';
import { appPerSuite } from '../../support/test-app.js';
import { PERSONAS, signInConsented } from '../../support/sign-in.js';

/**
 * PATCH /apim/asset-amount/{id} (spec 2 §4 "The user may adjust imported items", §7): the surrender value of an
 * imported investment account. It is stored on the account's amounts and becomes the value of the asset the
 * account brought into wealth; null takes it away again. The edge refuses what is not a whole number of cents from
 * 0, an empty change and another resident's account.
 */
describe('Bank data: the surrender value of an investment account (PATCH /apim/asset-amount/{id})', () => {
  const clock = new ManualClock('2026-11-26T02:00:00.000Z');
  const t = appPerSuite({ clock });

  async function residentWithBanks(persona: MockpassPersona = PERSONAS.bernardWong): Promise<TestClient> {
    const client = t.client();
    await signInConsented(client, persona);
    const start = await client.post('/api/v1/apim/authorise', {});
    const consentUrl = new URL(start.body.url as string);
    const form = new URLSearchParams({ state: consentUrl.searchParams.get('state')!, decision: 'allow' });
    form.append('banks', 'UOB');
    const answer = await fetch(new URL('/sandbox/sgfindex/consent', t.app.url), { method: 'POST', redirect: 'manual', body: form });
    const back = new URL(answer.headers.get('location')!);
    expect((await client.post('/api/v1/apim/token', { code: back.searchParams.get('code'), state: back.searchParams.get('state') })).status).to.equal(204);
    expect((await client.post('/api/v1/apim/user-data', {})).status).to.equal(200);
    return client;
  }

  const srsAsset = async (client: TestClient) => {
    const finances = (await client.get('/api/v1/finances')).body;
    const assets = Object.values(finances).filter(Array.isArray).flat() as Array<{ id: string; totalValueAmount?: number }>;
    return assets.find((a) => finances.origins[a.id]?.sourceRef === 'srs-1');
  };

  it('stores it on the account and values the account’s asset at it; null restores the bank’s figure', async () => {
    const client = await residentWithBanks();
    const before = await srsAsset(client);
    expect(before, 'the SRS account’s cash is in wealth').to.not.equal(undefined);
    const bankFigure = before!.totalValueAmount;

    const res = await client.request('PATCH', '/api/v1/apim/asset-amount/srs-1', { json: { surrenderValue: 123_400 } });
    expect(res.status, res.text).to.equal(200);
    const account = res.body.fpdata.srs.find((a: { id: string }) => a.id === 'srs-1');
    expect(account.amounts.every((a: { surrenderValue: number }) => a.surrenderValue === 123_400)).to.equal(true);
    expect((await srsAsset(client))!.totalValueAmount).to.equal(123_400);
    // Kept in the record: the bank summary reads it back.
    const stored = (await client.get('/api/v1/apim/data')).body;
    expect(JSON.stringify(stored)).to.contain('"surrenderValue":123400');

    const cleared = await client.request('PATCH', '/api/v1/apim/asset-amount/srs-1', { json: { surrenderValue: null } });
    expect(cleared.status, cleared.text).to.equal(200);
    expect((await srsAsset(client))!.totalValueAmount).to.equal(bankFigure);
  });

  it('refuses a negative, fractional or text value and an empty change with 400, and another account with 404', async () => {
    const client = await residentWithBanks(PERSONAS.tanHengHuat);
    for (const body of [{ surrenderValue: -1 }, { surrenderValue: 12.5 }, { surrenderValue: 'a lot' }, {}]) {
      const res = await client.request('PATCH', '/api/v1/apim/asset-amount/srs-1', { json: body });
      expect(res.status, JSON.stringify(body)).to.equal(400);
      expect(res.body.errorMessage, JSON.stringify(body)).to.be.a('string').and.not.equal('');
    }
    const unknown = await client.request('PATCH', '/api/v1/apim/asset-amount/not-an-account', { json: { surrenderValue: 100 } });
    expect(unknown.status).to.equal(404);
    // A holding's id is not an account's amounts.
    expect((await client.request('PATCH', '/api/v1/apim/asset-amount/casa-3', { json: { surrenderValue: 100 } })).status).to.equal(404);
  });
});
