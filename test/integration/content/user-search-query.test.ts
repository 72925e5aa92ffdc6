import { expect } from 'chai';
import { PERSONAS as BY_NRIC } from '../../support/mockpass.js';
import type { TestClient } from '../../support/http-client.js';
import { appPerSuite } from '../../support/test-app.js';
import { PERSONAS, signIn, signInConsented } from '../../support/sign-in.js';

const URL = '/api/v1/user-search-query';
const OFF = { code: 'CONTENT.SEARCH_ANALYTICS_OFF', errorMessage: 'Search analytics is turned off in your settings.' };

describe('POST /user-search-query (search analytics)', () => {
  const t = appPerSuite();

  const patch = (client: TestClient, json: unknown) => client.request('PATCH', '/api/v1/user', { json });
  const storedFor = async (userId: string) => {
    const [rows] = await t.app.sequelize.query('SELECT search_query FROM user_search_queries WHERE user_id = $1 ORDER BY created_at', { bind: [userId] });
    return (rows as Array<{ search_query: string }>).map((r) => r.search_query);
  };

  async function resident(persona: { nric: string; uuid: string }, analyticsEnabled: boolean): Promise<{ client: TestClient; id: string }> {
    const client = t.client();
    await signInConsented(client, persona);
    const res = await patch(client, { analyticsEnabled });
    expect(res.status, res.text).to.equal(200);
    expect(res.body.analyticsEnabled).to.equal(analyticsEnabled);
    return { client, id: res.body.id as string };
  }

  it('answers 401 when signed out', async () => {
    const res = await t.client().post(URL, { searchQuery: 'budget' });
    expect(res.status).to.equal(401);
    expect(res.body.code).to.equal('IDENTITY.NOT_SIGNED_IN');
  });

  it('answers 403 before consent to the app terms', async () => {
    const client = t.client();
    await signIn(client, BY_NRIC.S9912365F);
    const res = await client.post(URL, { searchQuery: 'budget' });
    expect(res.status).to.equal(403);
    expect(res.body.code).to.equal('IDENTITY.CONSENT_REQUIRED');
  });

  it("answers 403 'Search analytics is turned off in your settings.' with analytics off, and stores nothing", async () => {
    const { client, id } = await resident(PERSONAS.bernardWong, false);
    const res = await client.post(URL, { searchQuery: 'budget' });
    expect(res.status, res.text).to.equal(403);
    expect(res.body).to.include(OFF);
    expect(await storedFor(id)).to.deep.equal([]);
  });

  it('stores the trimmed query of a resident with analytics on (204), and stops once they turn it off', async () => {
    const { client, id } = await resident(PERSONAS.tanHengHuat, true);
    const res = await client.post(URL, { searchQuery: '  emergency fund ' });
    expect(res.status, res.text).to.equal(204);
    expect(await storedFor(id)).to.deep.equal(['emergency fund']);

    expect((await patch(client, { analyticsEnabled: false })).status).to.equal(200);
    const off = await client.post(URL, { searchQuery: 'cpf' });
    expect(off.status).to.equal(403);
    expect(off.body).to.include(OFF);
    expect(await storedFor(id)).to.deep.equal(['emergency fund']);
  });

  it('answers 400 with the field message for a missing, blank, non-text or too long query', async () => {
    const { client, id } = await resident(PERSONAS.limYongXiang, true);
    const cases: Array<[body: unknown, message: string]> = [
      [{}, 'Please enter a value'],
      [{ searchQuery: '' }, 'Please enter a value'],
      [{ searchQuery: '    ' }, 'Please enter a value'],
      [{ searchQuery: 42 }, 'Invalid format'],
      [{ searchQuery: 'x'.repeat(201) }, 'Must be at most 200 characters'],
    ];
    for (const [body, message] of cases) {
      const res = await client.post(URL, body);
      expect(res.status, JSON.stringify(body)).to.equal(400);
      expect(res.body.code).to.equal('VALIDATION.FAILED');
      expect(res.body.details, JSON.stringify(body)).to.deep.equal([{ field: 'searchQuery', message }]);
    }
    expect((await client.post(URL, { searchQuery: `  ${'x'.repeat(200)}  ` })).status).to.equal(204);
    expect(await storedFor(id)).to.deep.equal(['x'.repeat(200)]);
  });

  it("deletes a resident's queries with the resident (ON DELETE CASCADE)", async () => {
    const { client, id } = await resident(PERSONAS.tanHengHuat, true);
    expect((await client.post(URL, { searchQuery: 'insurance' })).status).to.equal(204);
    expect((await storedFor(id)).length).to.be.greaterThan(0);
    await t.app.sequelize.query('DELETE FROM users WHERE id = $1', { bind: [id] });
    expect(await storedFor(id)).to.deep.equal([]);
  });
});
