import { expect } from 'chai';
import { ManualClock } from '../../../src/shared-kernel/clock.js';
import type { TestClient } from '../../support/http-client.js';
import { appPerSuite } from '../../support/test-app.js';
import { PERSONAS, signInConsented } from '../../support/sign-in.js';

type InsuranceAsset = { id: string; name: string; totalValueAmount: number; insurance: Record<string, unknown> };

/**
 * Insurers in the data sandbox (docs/decisions.md "Insurers in the data sandbox"): the consent page offers the
 * seven insurers beside the banks; the chosen insurers' policies land as insurance assets with their details, the
 * insurer's name, source and month; a re-import replaces them (no duplicates) and a typed policy of the same name
 * is asked about like any other import. Each institution's answer (spec 2 §3 statuses) is kept in the record.
 */
describe('Insurers in the data sandbox: consent, import, re-import', () => {
  const clock = new ManualClock('2026-11-24T02:00:00.000Z');
  const t = appPerSuite({ clock });

  async function resident(): Promise<TestClient> {
    const client = t.client();
    await signInConsented(client, PERSONAS.bernardWong);
    return client;
  }

  async function importFrom(client: TestClient, institutions: string[], problems: Record<string, string> = {}) {
    const start = await client.post('/api/v1/apim/authorise', {});
    expect(start.status, start.text).to.equal(200);
    const consentUrl = new URL(start.body.url as string);
    const form = new URLSearchParams({ state: consentUrl.searchParams.get('state')!, decision: 'allow', ...problems });
    for (const code of institutions) form.append('banks', code);
    const answer = await fetch(new URL('/sandbox/sgfindex/consent', t.app.url), { method: 'POST', redirect: 'manual', body: form });
    const back = new URL(answer.headers.get('location')!);
    expect(back.searchParams.get('error')).to.equal(null);
    expect((await client.post('/api/v1/apim/token', { code: back.searchParams.get('code'), state: back.searchParams.get('state') })).status).to.equal(204);
    const data = await client.post('/api/v1/apim/user-data', {});
    expect(data.status, data.text).to.equal(200);
    return data.body.data;
  }

  const finances = async (client: TestClient) => (await client.get('/api/v1/finances')).body;

  it('offers the seven insurers on the consent page by name, unticked, beside the banks', async () => {
    const client = await resident();
    const start = await client.post('/api/v1/apim/authorise', {});
    const url = new URL(start.body.url as string);
    const html = await (await fetch(new URL(`${url.pathname}${url.search}`, t.app.url))).text();
    expect(html).to.contain('<legend>Insurers</legend>');
    for (const code of ['I566C', 'I518C', 'I544C', 'I516L', 'I522L', 'I808C', 'I527L']) expect(html).to.contain(`<label><input type="checkbox" name="banks" value="${code}"> Insurer ${code}</label>`);
    expect(html).to.contain('value="DBS" checked> DBS Bank');
  });

  it('lands the chosen insurers’ policies as insurance with their details, source and month; a re-import leaves no duplicates', async () => {
    const client = await resident();
    const data = await importFrom(client, ['DBS', 'I566C', 'I518C']);
    expect(data.fpdata.insurance.map((p: { id: string }) => p.id)).to.deep.equal(['pol-1', 'pol-2', 'pol-3']);
    expect(data.fpdata.statuses).to.deep.equal([
      { serviceProvider: 'DBS', statusCode: 200 },
      { serviceProvider: 'I566C', statusCode: 200 },
      { serviceProvider: 'I518C', statusCode: 200 },
    ]);

    const first = await finances(client);
    const policies = first.insuranceAssets as InsuranceAsset[];
    expect(policies.map((p) => p.name).sort()).to.deep.equal(['Early Critical Rider', 'Flexi Universal Life', 'Term Protect 65']);
    const term = policies.find((p) => p.name === 'Term Protect 65')!;
    expect(term.totalValueAmount).to.equal(0);
    expect(term.insurance).to.include({ insurer: 'Insurer I566C', providerCode: 'I566C', productType: 'TERM', premiumFrequency: 'MONTHLY', paymentMethod: 'AUTOPAY_GIRO', sumAssured: 50_000_000, totalPermanentDisabilitySumAssured: 50_000_000 });
    expect(first.origins[term.id]).to.include({ sourceName: 'Insurer I566C', asOf: '102026', sourceRef: 'pol-1' });
    const universal = policies.find((p) => p.name === 'Flexi Universal Life')!;
    expect(universal.insurance).to.include({ policyType: 'UNIVERSAL_LIFE', paymentMethod: 'CREDIT_CARD' });
    expect(universal.totalValueAmount).to.be.greaterThan(0);

    // The profile names the insurer among the connected institutions.
    const user = await client.get('/api/v1/user');
    expect(user.body.connectedBanks ?? user.body.data?.connectedBanks).to.deep.include({ id: 'I566C', bankName: 'Insurer I566C' });

    // Again, with other insurers: the earlier policies go, nothing is doubled.
    await importFrom(client, ['I566C', 'I544C']);
    const again = (await finances(client)).insuranceAssets as InsuranceAsset[];
    expect(again.map((p) => p.name).sort()).to.deep.equal(['Early Critical Rider', 'Integrated Shield Plan', 'Term Protect 65']);
    await importFrom(client, ['I566C', 'I544C']);
    expect(((await finances(client)).insuranceAssets as InsuranceAsset[]).length).to.equal(3);
  });

  it('asks about a policy the resident typed that the import also brings, and uses the insurer’s when they say so', async () => {
    const client = await resident();
    const typed = await client.post('/api/v1/asset/insurance', {
      name: 'Term Protect',
      totalValueAmount: 0,
      currency: 'SGD',
      investmentSource: 'CASH',
      enterOption: 'TOTAL_VALUE',
      quantity: null,
      unitPrice: null,
      estimatedGrowthRate: null,
      insurance: { insurer: 'My insurer', productType: 'TERM' },
    });
    expect(typed.status, typed.text).to.equal(200);
    await importFrom(client, ['I566C']);
    const pending = (await client.get('/api/v1/import-reconciliations')).body.reconciliations as { id: string; list: string; imported: { name: string; sourceName: string } }[];
    expect(pending.map((p) => [p.list, p.imported.name, p.imported.sourceName])).to.deep.equal([['assets', 'Term Protect 65', 'Insurer I566C']]);
    // Held back until answered: only the typed policy and the rider count.
    expect(((await finances(client)).insuranceAssets as InsuranceAsset[]).map((p) => p.name).sort()).to.deep.equal(['Early Critical Rider', 'Term Protect']);
    expect((await client.request('PUT', `/api/v1/import-reconciliations/${pending[0]!.id}`, { json: { choice: 'USE_IMPORTED' } })).status).to.be.oneOf([200, 204]);
    const after = (await finances(client)).insuranceAssets as InsuranceAsset[];
    expect(after.map((p) => p.name).sort()).to.deep.equal(['Early Critical Rider', 'Term Protect 65']);
    expect(after.find((p) => p.name === 'Term Protect 65')!.insurance).to.include({ insurer: 'Insurer I566C', sumAssured: 50_000_000 });
    // A re-import applies the answer again: still one term policy, the imported one.
    await importFrom(client, ['I566C']);
    expect(((await finances(client)).insuranceAssets as InsuranceAsset[]).map((p) => p.name).sort()).to.deep.equal(['Early Critical Rider', 'Term Protect 65']);
  });

  it('keeps each institution’s answer: a failed one brings nothing, a partial one part; GET /apim/data returns them', async () => {
    const client = await resident();
    const data = await importFrom(client, ['OCBC', 'I566C', 'I808C'], { failed: 'I808C', partial: 'I566C' });
    expect(data.fpdata.insurance.map((p: { id: string }) => p.id)).to.deep.equal(['pol-1']);
    const stored = (await client.get('/api/v1/apim/data')).body.data;
    expect(stored.banks).to.deep.equal(['OCBC', 'I566C', 'I808C']);
    expect(stored.fpdata.statuses.map((s: { serviceProvider: string; statusCode: number }) => [s.serviceProvider, s.statusCode])).to.deep.equal([
      ['OCBC', 200],
      ['I566C', 206],
      ['I808C', 503],
    ]);
    // The record fields of spec 2 §3 travel with the record.
    const savings = stored.fpdata.casa.find((a: { id: string }) => a.id === 'casa-2');
    expect([savings.isJoint, savings.aggregateCount, savings.amountByCurrency[0].ccy]).to.deep.equal([true, 1, 'SGD']);
    expect(((await finances(client)).insuranceAssets as InsuranceAsset[]).map((p) => p.name)).to.deep.equal(['Term Protect 65']);
  });
});
