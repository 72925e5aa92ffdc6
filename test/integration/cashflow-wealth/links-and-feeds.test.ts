import { expect } from 'chai';
import { ManualClock } from '../../../src/shared-kernel/clock.js';
import { bankAccess } from '../../support/bank-consent.js';
import type { TestClient } from '../../support/http-client.js';
import type { MockpassPersona } from '../../support/mockpass.js';
import { PERSONAS, signInConsented } from '../../support/sign-in.js';
import { appPerSuite } from '../../support/test-app.js';

const FINANCES = '/api/v1/finances';
const flat = {
  name: 'Our flat',
  totalValueAmount: 60_000_000,
  currency: 'SGD',
  investmentSource: 'CASH',
  enterOption: 'TOTAL_VALUE',
  property: { propertyType: 'HDB', hdbFlatType: '4_ROOM', address: null, ownershipShare: 50, valuationDate: '2026-11-01' },
};
const savings = { name: 'Savings', totalValueAmount: 2_000_000, currency: 'SGD', investmentSource: 'CASH', enterOption: 'TOTAL_VALUE' };

/**
 * Links and feeds (docs/decisions.md "Links and feeds") through the real server: the mortgage linked to the home from
 * the mortgage's side (PUT and DELETE /liability/{id}/home) and what it does to net worth without the home; the
 * bank import's answer flagging an implausible growth rate; GET /finances' emergency fund.
 */
describe('Links and feeds', () => {
  const clock = new ManualClock('2026-12-02T02:00:00.000Z'); // 10:00 on 2 Dec 2026 in Singapore
  const t = appPerSuite({ clock });

  async function resident(persona: MockpassPersona = PERSONAS.limYongXiang): Promise<TestClient> {
    const client = t.client();
    const profile = await signInConsented(client, persona);
    for (const table of ['import_reconciliations', 'assets', 'liabilities', 'loan_repayments', 'incomes', 'expenses', 'cpf_assets', 'personal_data', 'bank_data', 'finance_history']) {
      await t.app.sequelize.query(`DELETE FROM ${table} WHERE user_id = $1`, { bind: [profile.id] });
    }
    return client;
  }
  const idOf = (res: { body: any }) => (res.body.liability?.id ?? res.body.propertyAsset?.id ?? res.body.cashSavingsAsset?.id) as string;

  describe('PUT /liability/{id}/home', () => {
    it('links the mortgage to the home: net worth without the home then leaves out the S$200,000 loan too; DELETE unlinks it and the loan is a debt again', async () => {
      const client = await resident();
      await client.post('/api/v1/asset/cash-savings', savings);
      const home = idOf(await client.post('/api/v1/asset/property', flat));
      const loan = idOf(await client.post('/api/v1/liability', { name: 'HDB loan', amount: 20_000_000, ccy: 'SGD', category: 'MORTGAGE' }));
      // Not linked: S$20,000 + S$300,000 (half the flat) - S$200,000 = S$120,000; without the home S$20,000 - S$200,000.
      expect((await client.get(FINANCES)).body.totals).to.deep.include({ netWorth: 12_000_000, homeValue: 30_000_000, netWorthWithoutHome: -18_000_000 });

      const linked = await client.request('PUT', `/api/v1/liability/${loan}/home`, { json: { homeId: home } });
      expect(linked.status, linked.text).to.equal(200);
      expect(linked.body.propertyAsset).to.deep.include({ id: home, name: 'Our flat' });
      expect(linked.body.propertyAsset.property.securedLiabilityId).to.equal(loan);
      expect((await client.get(FINANCES)).body.totals).to.deep.include({ netWorth: 12_000_000, netWorthWithoutHome: 2_000_000 });
      expect((await client.get('/api/v1/history')).body.history['2026-12-02']).to.deep.include({ netWorth: 12_000_000, netWorthWithoutHome: 2_000_000 });

      const unlinked = await client.request('DELETE', `/api/v1/liability/${loan}/home`);
      expect(unlinked.status, unlinked.text).to.equal(200);
      expect(unlinked.body.propertyAssets.map((a: any) => [a.id, a.property.securedLiabilityId])).to.deep.equal([[home, null]]);
      expect((await client.get(FINANCES)).body.totals).to.deep.include({ netWorthWithoutHome: -18_000_000 });
    });

    it('removing the home removes the link with it: the loan stays, a debt counted in both net worths', async () => {
      const client = await resident();
      const home = idOf(await client.post('/api/v1/asset/property', flat));
      const loan = idOf(await client.post('/api/v1/liability', { name: 'HDB loan', amount: 20_000_000, ccy: 'SGD', category: 'MORTGAGE' }));
      expect((await client.request('PUT', `/api/v1/liability/${loan}/home`, { json: { homeId: home } })).status).to.equal(200);
      expect((await client.request('DELETE', `/api/v1/asset/property/${home}`)).status).to.equal(200);
      const after = (await client.get(FINANCES)).body;
      expect(after.propertyAssets).to.deep.equal([]);
      expect(after.liabilities.map((l: any) => l.id)).to.deep.equal([loan]);
      expect(after.totals).to.deep.include({ netWorth: -20_000_000, netWorthWithoutHome: -20_000_000 });
      const rows = await t.app.sequelize.query("SELECT count(*)::int AS n FROM assets WHERE property->>'securedLiabilityId' = $1", { bind: [loan], plain: true });
      expect(rows?.n, 'no home names the loan').to.equal(0);
      // Nothing left to unlink: an empty answer, not an error.
      expect((await client.request('DELETE', `/api/v1/liability/${loan}/home`)).body).to.deep.equal({ propertyAssets: [] });
    });

    it("answers 400 for an asset that is not a home, another resident's home or no uuid, 400 for a loan that is no mortgage, 404 for another resident's loan", async () => {
      const client = await resident();
      const cash = idOf(await client.post('/api/v1/asset/cash-savings', savings));
      const loan = idOf(await client.post('/api/v1/liability', { name: 'HDB loan', amount: 20_000_000, ccy: 'SGD', category: 'MORTGAGE' }));
      const car = idOf(await client.post('/api/v1/liability', { name: 'Car loan', amount: 1_000_000, ccy: 'SGD', category: 'NON_MORTGAGE' }));
      const home = idOf(await client.post('/api/v1/asset/property', flat));
      const other = await resident(PERSONAS.tanHengHuat);
      const theirHome = idOf(await other.post('/api/v1/asset/property', flat));
      const theirLoan = idOf(await other.post('/api/v1/liability', { name: 'Their loan', amount: 100, ccy: 'SGD', category: 'MORTGAGE' }));

      const put = (liabilityId: string, body: unknown) => client.request('PUT', `/api/v1/liability/${liabilityId}/home`, { json: body });
      for (const [body, why] of [
        [{ homeId: cash }, 'a cash asset'],
        [{ homeId: theirHome }, "another resident's home"],
        [{ homeId: 'not-a-uuid' }, 'no uuid'],
      ] as const) {
        const res = await put(loan, body);
        expect(res.status, why).to.equal(400);
        expect(res.body.details, why).to.deep.include({ field: 'homeId', message: 'Choose one of your homes' });
      }
      const missing = await put(loan, {});
      expect([missing.status, missing.body.details?.[0]?.field]).to.deep.equal([400, 'homeId']);
      const notMortgage = await put(car, { homeId: home });
      expect(notMortgage.status).to.equal(400);
      expect(notMortgage.body).to.deep.include({ errorMessage: 'Only a mortgage (a home loan) can be linked to a home' });
      const theirs = await put(theirLoan, { homeId: home });
      expect(theirs.status, theirs.text).to.equal(404);
      expect((await client.request('DELETE', `/api/v1/liability/${theirLoan}/home`)).status).to.equal(404);
      // Nothing was linked by any of them.
      expect((await client.get(FINANCES)).body.propertyAssets[0].property.securedLiabilityId).to.equal(null);
    });
  });

  describe('POST /apim/user-data', () => {
    it('flags the SGS bond the bank sends at 6.8 % with the bond default of 3.0 % offered, and changes no rate', async () => {
      const client = await resident(PERSONAS.bernardWong);
      await bankAccess(client, t.app.url, ['CDP']);
      const data = await client.post('/api/v1/apim/user-data', {});
      expect(data.status, data.text).to.equal(200);
      expect(data.body.data.growthRateFlags).to.deep.equal([
        {
          name: 'SGS 2.875% 2030',
          kind: 'bond',
          sourceName: 'The Central Depository (CDP)',
          sourceRef: 'cdp-3',
          growthClass: 'SG_GOVERNMENT_BOND',
          ratePercent: 6.8,
          direction: 'HIGH',
          minPercent: 0,
          maxPercent: 6,
          defaultRatePercent: 3,
          message: '6.8 % a year is unusually high for a government bond; we would use 3.0 %, the default for bonds. Keep yours?',
        },
      ]);
      const bond = (await client.get(FINANCES)).body.bondAssets.find((a: any) => a.name === 'SGS 2.875% 2030');
      expect(bond.estimatedGrowthRate, 'nothing is silently changed').to.equal(6.8);
      // Choosing our default goes through the bank record (null: the default for bonds); the flag is then gone.
      expect((await client.request('PATCH', '/api/v1/apim/sgx/holding/cdp-3', { json: { estimatedGrowthRate: null } })).status).to.equal(200);
      const after = (await client.get(FINANCES)).body.bondAssets.find((a: any) => a.name === 'SGS 2.875% 2030');
      expect(after.estimatedGrowthRate).to.equal(null);
    });
  });

  describe("GET /finances' emergency fund", () => {
    it('is the health check\'s: S$20,000 over S$2,500 a month is 8.0 months of all the cash', async () => {
      const client = await resident();
      await client.post('/api/v1/asset/cash-savings', savings);
      await client.post('/api/v1/expense', { expenses: [{ category: 'Insurance', amount: 250_000, timeInterval: 'MONTHLY' }] });
      const finances = (await client.get(FINANCES)).body;
      const check = (await client.get('/api/v1/health-check')).body;
      expect(finances.emergencyFund).to.deep.equal({ fund: 2_000_000, monthlyOutflow: 250_000, months: 8, allocated: false });
      expect([check.emergencyFund.fund, check.emergencyFund.monthlyOutflow, check.emergencyFund.months]).to.deep.equal([2_000_000, 250_000, 8]);
    });
  });
});
