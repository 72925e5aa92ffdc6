import { expect } from 'chai';
import { ManualClock } from '../../../src/shared-kernel/clock.js';
import type { TestClient } from '../../support/http-client.js';
import { appPerSuite } from '../../support/test-app.js';
import { PERSONAS, signInConsented } from '../../support/sign-in.js';

type AssetRow = { id: string; name: string; estimatedGrowthRate: number | null };

/**
 * The estimated-growth-rate tool saves a rate on each investment (spec 2 §3 `estimatedGrowthRate`): on a typed asset
 * through PATCH /asset/{kind}/{id}, on a bank-imported holding through the PATCH /apim/... call its origin's
 * `sourceRef` names (docs/decisions.md "Estimated growth rate").
 */
describe('Estimated growth rate saved on manual assets and imported holdings', () => {
  const clock = new ManualClock('2026-11-26T02:00:00.000Z');
  const t = appPerSuite({ clock });

  async function resident(persona: (typeof PERSONAS)[keyof typeof PERSONAS]): Promise<TestClient> {
    const client = t.client();
    const profile = await signInConsented(client, persona);
    await t.app.sequelize.query('DELETE FROM assets WHERE user_id = $1', { bind: [profile.id] });
    return client;
  }

  const stock = { name: 'STI ETF', totalValueAmount: 3_000_000, currency: 'SGD', investmentSource: 'CASH', enterOption: 'TOTAL_VALUE', quantity: null, unitPrice: null, estimatedGrowthRate: null };

  async function finances(client: TestClient) {
    const res = await client.get('/api/v1/finances');
    expect(res.status, res.text).to.equal(200);
    return res.body;
  }

  /** Bank data of `banks` through the sandbox's consent page, as the browser does it. */
  async function importBanks(client: TestClient, banks: string[]): Promise<void> {
    const start = await client.post('/api/v1/apim/authorise', {});
    expect(start.status, start.text).to.equal(200);
    const consentUrl = new URL(start.body.url as string);
    const form = new URLSearchParams({ state: consentUrl.searchParams.get('state')!, decision: 'allow' });
    for (const bank of banks) form.append('banks', bank);
    const answer = await fetch(new URL('/sandbox/sgfindex/consent', t.app.url), { method: 'POST', redirect: 'manual', body: form });
    const back = new URL(answer.headers.get('location')!);
    const token = await client.post('/api/v1/apim/token', { code: back.searchParams.get('code'), state: back.searchParams.get('state') });
    expect(token.status, token.text).to.equal(204);
    const data = await client.post('/api/v1/apim/user-data', {});
    expect(data.status, data.text).to.equal(200);
  }

  it('saves a rate on a typed investment, and clears it back to the default with null', async () => {
    const client = await resident(PERSONAS.limYongXiang);
    const created = await client.post('/api/v1/asset/stock', stock);
    expect(created.status, created.text).to.equal(200);
    const id = created.body.stockAsset.id as string;

    const saved = await client.request('PATCH', `/api/v1/asset/stock/${id}`, { json: { estimatedGrowthRate: 7.55 } });
    expect(saved.status, saved.text).to.equal(200);
    expect(saved.body.stockAsset.estimatedGrowthRate).to.equal(7.55);
    expect(saved.body.stockAsset.totalValueAmount, 'only the rate changes').to.equal(3_000_000);
    expect((await finances(client)).stockAssets.map((a: AssetRow) => a.estimatedGrowthRate)).to.deep.equal([7.55]);

    const cleared = await client.request('PATCH', `/api/v1/asset/stock/${id}`, { json: { estimatedGrowthRate: null } });
    expect(cleared.status, cleared.text).to.equal(200);
    expect((await finances(client)).stockAssets.map((a: AssetRow) => a.estimatedGrowthRate)).to.deep.equal([null]);
  });

  it('refuses a rate outside -100 to 100 or with more than 2 decimals with the message, and keeps the stored one', async () => {
    const client = await resident(PERSONAS.limYongXiang);
    const id = (await client.post('/api/v1/asset/unit-trust', { ...stock, estimatedGrowthRate: 4 })).body.unitTrustAsset.id as string;
    for (const [rate, message] of [
      [100.5, 'Must be less than or equal to 100'],
      [-101, 'Must be more than or equal to -100'],
      [1.234, 'Must have at most 2 decimal places'],
    ] as const) {
      const res = await client.request('PATCH', `/api/v1/asset/unit-trust/${id}`, { json: { estimatedGrowthRate: rate } });
      expect(res.status, String(rate)).to.equal(400);
      expect(res.body.code).to.equal('VALIDATION.FAILED');
      expect(res.body.details, String(rate)).to.deep.include({ field: 'estimatedGrowthRate', message });
    }
    expect((await finances(client)).unitTrustAssets.map((a: AssetRow) => a.estimatedGrowthRate)).to.deep.equal([4]);
  });

  it("answers 404 for another resident's investment, and leaves it as it was", async () => {
    const owner = await resident(PERSONAS.limYongXiang);
    const id = (await owner.post('/api/v1/asset/stock', stock)).body.stockAsset.id as string;
    const other = await resident(PERSONAS.tanHengHuat);
    const res = await other.request('PATCH', `/api/v1/asset/stock/${id}`, { json: { estimatedGrowthRate: 9 } });
    expect(res.status, res.text).to.equal(404);
    expect(res.body.errorMessage).to.equal('Asset not found');
    expect((await finances(owner)).stockAssets.map((a: AssetRow) => a.estimatedGrowthRate)).to.deep.equal([null]);
  });

  it('names the bank record id of each imported investment, and saves a rate on a depository and a fund holding through their bank calls', async () => {
    const client = await resident(PERSONAS.bernardWong);
    await importBanks(client, ['CDP', 'UOB']);
    const before = await finances(client);
    const singtel = before.stockAssets.find((a: AssetRow) => a.name === 'SINGTEL') as AssetRow;
    expect(singtel.estimatedGrowthRate, 'the sandbox sends 12.34 (spec 2 §7 mock data)').to.equal(12.34);
    expect(before.origins[singtel.id]).to.deep.equal({ sourceName: 'The Central Depository (CDP)', asOf: '102026', sourceRef: 'cdp-1' });
    const fund = before.unitTrustAssets.find((a: AssetRow) => before.origins[a.id]?.sourceRef === 'srs-1-h2') as AssetRow;
    expect(fund, 'the SRS fund holding').to.not.equal(undefined);

    const depository = await client.request('PATCH', '/api/v1/apim/sgx/holding/cdp-1', { json: { estimatedGrowthRate: 5.5 } });
    expect(depository.status, depository.text).to.equal(200);
    const holding = await client.request('PATCH', '/api/v1/apim/asset-holding/srs-1-h2', { json: { estimatedGrowthRate: -2 } });
    expect(holding.status, holding.text).to.equal(200);

    const after = await finances(client);
    const byRef = (list: AssetRow[], ref: string) => list.find((a) => after.origins[a.id]?.sourceRef === ref);
    expect(byRef(after.stockAssets, 'cdp-1')?.estimatedGrowthRate).to.equal(5.5);
    expect(byRef(after.unitTrustAssets, 'srs-1-h2')?.estimatedGrowthRate).to.equal(-2);
    expect(byRef(after.stockAssets, 'cdp-1')?.name, 'still the same holding').to.equal('SINGTEL');
  });

  it('refuses a bad rate on an imported holding with the message, and answers 404 for a holding not in this resident’s record', async () => {
    const client = await resident(PERSONAS.bernardWong);
    await importBanks(client, ['CDP']);
    const bad = await client.request('PATCH', '/api/v1/apim/sgx/holding/cdp-1', { json: { estimatedGrowthRate: 250 } });
    expect(bad.status, bad.text).to.equal(400);
    expect(bad.body.details).to.deep.include({ field: 'estimatedGrowthRate', message: 'Must be less than or equal to 100' });

    const other = await resident(PERSONAS.tanHengHuat);
    const res = await other.request('PATCH', '/api/v1/apim/sgx/holding/cdp-1', { json: { estimatedGrowthRate: 5 } });
    expect(res.status, res.text).to.equal(404);
  });
});
