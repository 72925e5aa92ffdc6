import { expect } from 'chai';
import { ManualClock } from '../../../src/shared-kernel/clock.js';
import { ASSET_KIND_NAMES, type AssetKindPath } from '../../../src/cashflow-wealth/adapters/http/cashflow-wealth.contract.js';
import type { TestClient } from '../../support/http-client.js';
import { PERSONAS as BY_NRIC, type MockpassPersona } from '../../support/mockpass.js';
import { appPerSuite } from '../../support/test-app.js';
import { PERSONAS, signInConsented } from '../../support/sign-in.js';
import { itAnswers401SignedOutAnd403BeforeConsent } from '../../support/gated-calls.js';

const ASSET = '/api/v1/asset';
const CPF = '/api/v1/asset/cpf';
const FINANCES = '/api/v1/finances';
const ALL_KINDS = Object.keys(ASSET_KIND_NAMES) as AssetKindPath[];
/** The eleven kinds this file walks through; the home has details of its own (home-assets.test.ts). */
const KINDS = ALL_KINDS.filter((kind) => kind !== 'property');
const CASH_ONLY: readonly AssetKindPath[] = ['cash-balance', 'cash-savings', 'fixed-deposit', 'insurance', 'other-non-investment'];
/** 30,000,000,000,000 / 5294.80 (the latest seeded XAU rate) rounded down: the money cap of XAU, below 999,999,999. */
const XAU_CAP = 5_665_936_390;

const byValue = { name: 'DBS Multiplier', totalValueAmount: 1_500_000, currency: 'SGD', investmentSource: 'CASH', enterOption: 'TOTAL_VALUE', quantity: null, unitPrice: null, estimatedGrowthRate: null };
const byUnits = { name: 'Holdings', currency: 'SGD', investmentSource: 'CASH', enterOption: 'UNIT_PRICE', quantity: 3, unitPrice: 265_033, estimatedGrowthRate: 4.5 };
const NO_POLICY = {
  insurer: null,
  providerCode: null,
  policyType: null,
  productType: null,
  coverageClass: null,
  riderOrBasic: null,
  premiumAmount: null,
  premiumFrequency: null,
  paymentMethod: null,
  sumAssured: null,
  accidentalDeathSumAssured: null,
  totalPermanentDisabilitySumAssured: null,
  criticalIllnessSumAssured: null,
};
const UUID = /^[0-9a-f-]{36}$/;

describe('Assets: the eleven manual kinds and the CPF asset', () => {
  const clock = new ManualClock('2026-11-22T02:00:00.000Z'); // 10:00 on 22 Nov 2026 in Singapore
  const t = appPerSuite({ clock });

  async function resident(persona: MockpassPersona = PERSONAS.limYongXiang): Promise<{ client: TestClient; userId: string }> {
    const client = t.client();
    const profile = await signInConsented(client, persona);
    // Each test starts with no assets (the personas are shared by the tests of this file).
    for (const table of ['assets', 'cpf_assets']) await t.app.sequelize.query(`DELETE FROM ${table} WHERE user_id = $1`, { bind: [profile.id] });
    return { client, userId: profile.id as string };
  }

  /** Expects a 400 whose details include `field: message`. */
  async function expect400(res: { status: number; text: string; body: any }, field: string, message: string) {
    expect(res.status, res.text).to.equal(400);
    expect(res.body.code).to.equal('VALIDATION.FAILED');
    expect(res.body.details).to.deep.include({ field, message });
  }

  itAnswers401SignedOutAnd403BeforeConsent(t, [
    ['POST', `${ASSET}/stock`, byValue],
    ['PATCH', `${ASSET}/stock/00000000-0000-4000-8000-000000000000`, { name: 'x' }],
    ['DELETE', `${ASSET}/stock/00000000-0000-4000-8000-000000000000`, undefined],
    ['PATCH', CPF, { oa: 1, sa: 1, ma: 1 }],
  ]);

  describe('POST, PATCH and DELETE /asset/{kind}, for each kind', () => {
    for (const kind of KINDS) {
      const key = `${ASSET_KIND_NAMES[kind]}Asset`;
      const cashOnly = CASH_ONLY.includes(kind);
      it(`${kind}: created under "${key}", changed, listed by GET /finances, deleted`, async () => {
        const { client } = await resident();
        const createdAt = clock.now().toISOString();
        const sent = cashOnly ? { ...byValue, estimatedGrowthRate: 1.25 } : { ...byUnits, quantity: kind === 'gold' ? 1.5 : 3 };
        const created = await client.post(`${ASSET}/${kind}`, sent);
        expect(created.status, created.text).to.equal(200);
        expect(created.headers.get('cache-control')).to.equal('no-store');
        expect(Object.keys(created.body)).to.deep.equal([key]);
        const asset = created.body[key];
        expect(asset.id).to.match(UUID);
        expect(asset.lastUpdatedAt).to.equal(createdAt);
        expect(asset.insurance).to.deep.equal(kind === 'insurance' ? NO_POLICY : null);
        // UNIT_PRICE: the server works the total out (1.5 oz x S$2,650.33 = S$3,975.50; 3 x S$2,650.33 = S$7,950.99).
        expect(asset.totalValueAmount).to.equal(cashOnly ? 1_500_000 : kind === 'gold' ? 397_550 : 795_099);

        clock.advance(5 * 60_000);
        const changedAt = clock.now().toISOString();
        const changed = await client.request('PATCH', `${ASSET}/${kind}/${asset.id}`, { json: { name: 'Renamed' } });
        expect(changed.status, changed.text).to.equal(200);
        expect(changed.body).to.deep.equal({ [key]: { ...asset, name: 'Renamed', lastUpdatedAt: changedAt } });

        const read = await client.get(FINANCES);
        expect(read.status).to.equal(200);
        expect(read.body[`${ASSET_KIND_NAMES[kind]}Assets`]).to.deep.equal([changed.body[key]]);
        for (const other of ALL_KINDS.filter((k) => k !== kind)) expect(read.body[`${ASSET_KIND_NAMES[other]}Assets`], other).to.deep.equal([]);

        const removed = await client.delete(`${ASSET}/${kind}/${asset.id}`);
        expect(removed.status, removed.text).to.equal(200);
        expect(removed.body).to.deep.equal({ id: asset.id });
        expect((await client.get(FINANCES)).body[`${ASSET_KIND_NAMES[kind]}Assets`]).to.deep.equal([]);
        expect((await client.delete(`${ASSET}/${kind}/${asset.id}`)).status).to.equal(404);
      });
    }
  });

  describe('POST /asset/{kind} checks', () => {
    it('404 for an unknown kind, before looking at the body', async () => {
      const { client } = await resident();
      for (const kind of ['cpf', 'crypto', 'cashBalance']) {
        const res = await client.post(`${ASSET}/${kind}`, {});
        expect(res.status, kind).to.equal(404);
        expect(res.body.errorMessage).to.equal('Unknown asset kind');
      }
      expect((await client.request('PATCH', `${ASSET}/crypto/00000000-0000-4000-8000-000000000000`, { json: { name: 'x' } })).body.errorMessage).to.equal('Unknown asset kind');
      expect((await client.delete(`${ASSET}/crypto/00000000-0000-4000-8000-000000000000`)).body.errorMessage).to.equal('Unknown asset kind');
    });

    it('name: required, trimmed, at most 24 columns (wide characters count 2)', async () => {
      const { client } = await resident();
      await expect400(await client.post(`${ASSET}/cash-balance`, { ...byValue, name: undefined }), 'name', 'Please enter a value');
      await expect400(await client.post(`${ASSET}/cash-balance`, { ...byValue, name: '' }), 'name', 'Please enter a value');
      await expect400(await client.post(`${ASSET}/cash-balance`, { ...byValue, name: 'DBS ' }), 'name', 'Cannot have space as first and last character');
      await expect400(await client.post(`${ASSET}/cash-balance`, { ...byValue, name: 'x'.repeat(25) }), 'name', 'Must be 24 characters or fewer (Chinese, Japanese and Korean characters count as 2)');
      await expect400(await client.post(`${ASSET}/cash-balance`, { ...byValue, name: '星'.repeat(13) }), 'name', 'Must be 24 characters or fewer (Chinese, Japanese and Korean characters count as 2)');
      expect((await client.post(`${ASSET}/cash-balance`, { ...byValue, name: '星'.repeat(12) })).status).to.equal(200);
    });

    it('total value: required for TOTAL_VALUE, whole cents >= 0, at most 999,999,999 and the cap of its currency', async () => {
      const { client } = await resident();
      await expect400(await client.post(`${ASSET}/stock`, { ...byValue, totalValueAmount: undefined }), 'totalValueAmount', 'Please enter a value');
      await expect400(await client.post(`${ASSET}/stock`, { ...byValue, totalValueAmount: null }), 'totalValueAmount', 'Please enter a value');
      await expect400(await client.post(`${ASSET}/stock`, { ...byValue, totalValueAmount: -1 }), 'totalValueAmount', 'Must be more than or equal to 0');
      await expect400(await client.post(`${ASSET}/stock`, { ...byValue, totalValueAmount: 12.5 }), 'totalValueAmount', 'Must be a whole number');
      await expect400(await client.post(`${ASSET}/stock`, { ...byValue, totalValueAmount: 99_999_999_901 }), 'totalValueAmount', 'Must be less than or equal to 999,999,999');
      expect((await client.post(`${ASSET}/stock`, { ...byValue, totalValueAmount: 99_999_999_900 })).status).to.equal(200);
      await expect400(await client.post(`${ASSET}/stock`, { ...byValue, currency: 'XAU', totalValueAmount: XAU_CAP + 1 }), 'totalValueAmount', 'Must be less than or equal to 56,659,363.90');
      expect((await client.post(`${ASSET}/stock`, { ...byValue, currency: 'XAU', totalValueAmount: XAU_CAP })).status).to.equal(200);
    });

    it('quantity and unit price: required for UNIT_PRICE; gold to 3 decimals, other kinds whole; the total capped too', async () => {
      const { client } = await resident();
      await expect400(await client.post(`${ASSET}/stock`, { ...byUnits, quantity: undefined }), 'quantity', 'Please enter a value');
      await expect400(await client.post(`${ASSET}/stock`, { ...byUnits, unitPrice: null }), 'unitPrice', 'Please enter a value');
      await expect400(await client.post(`${ASSET}/stock`, { ...byUnits, quantity: 0 }), 'quantity', 'Must be more than 0');
      await expect400(await client.post(`${ASSET}/stock`, { ...byUnits, quantity: 100_000_000 }), 'quantity', 'Must be less than or equal to 99,999,999');
      await expect400(await client.post(`${ASSET}/stock`, { ...byUnits, quantity: 1.5 }), 'quantity', 'Must be a whole number');
      await expect400(await client.post(`${ASSET}/gold`, { ...byUnits, quantity: 1.0005 }), 'quantity', 'Must have at most 3 decimal places');
      await expect400(await client.post(`${ASSET}/stock`, { ...byUnits, unitPrice: -1 }), 'unitPrice', 'Must be more than or equal to 0');
      await expect400(await client.post(`${ASSET}/stock`, { ...byUnits, quantity: 99_999_999, unitPrice: 1001 }), 'totalValueAmount', 'Must be less than or equal to 999,999,999');
      const gold = await client.post(`${ASSET}/gold`, { ...byUnits, quantity: 0.125, unitPrice: 530_000, totalValueAmount: 1 });
      expect(gold.status, gold.text).to.equal(200);
      expect(gold.body.goldAsset).to.include({ quantity: 0.125, unitPrice: 530_000, totalValueAmount: 66_250 });
    });

    it('currency: SGD for CPFIS and SRS, a stored rate otherwise', async () => {
      const { client } = await resident();
      await expect400(await client.post(`${ASSET}/unit-trust`, { ...byUnits, investmentSource: 'CPFIS', currency: 'USD' }), 'currency', 'Investments through CPFIS or SRS are in SGD');
      await expect400(await client.post(`${ASSET}/bond`, { ...byUnits, investmentSource: 'SRS', currency: 'USD' }), 'currency', 'Investments through CPFIS or SRS are in SGD');
      await expect400(await client.post(`${ASSET}/stock`, { ...byValue, currency: 'ZZZ' }), 'currency', 'We have no exchange rate for ZZZ. Choose another currency.');
      await expect400(await client.post(`${ASSET}/stock`, { ...byValue, currency: 'usd' }), 'currency', 'Invalid format');
      const srs = await client.post(`${ASSET}/unit-trust`, { ...byUnits, investmentSource: 'SRS' });
      expect(srs.status, srs.text).to.equal(200);
      expect((await client.post(`${ASSET}/stock`, { ...byValue, currency: 'USD' })).status).to.equal(200);
    });

    it('cash balance, cash savings, fixed deposit, insurance and other non-investment: CASH and TOTAL_VALUE only', async () => {
      const { client } = await resident();
      for (const kind of CASH_ONLY) {
        await expect400(await client.post(`${ASSET}/${kind}`, { ...byValue, investmentSource: 'SRS' }), 'investmentSource', 'This kind of asset is held in CASH');
        await expect400(await client.post(`${ASSET}/${kind}`, byUnits), 'enterOption', 'This kind of asset is entered as a total value (TOTAL_VALUE)');
      }
    });

    it('enumerations, growth rate and policy details', async () => {
      const { client } = await resident();
      await expect400(await client.post(`${ASSET}/stock`, { ...byValue, investmentSource: 'CPF' }), 'investmentSource', 'Invalid format');
      await expect400(await client.post(`${ASSET}/stock`, { ...byValue, enterOption: 'GUESS' }), 'enterOption', 'Invalid format');
      await expect400(await client.post(`${ASSET}/stock`, { ...byValue, estimatedGrowthRate: 100.5 }), 'estimatedGrowthRate', 'Must be less than or equal to 100');
      await expect400(await client.post(`${ASSET}/stock`, { ...byValue, estimatedGrowthRate: -101 }), 'estimatedGrowthRate', 'Must be more than or equal to -100');
      await expect400(await client.post(`${ASSET}/stock`, { ...byValue, estimatedGrowthRate: 1.234 }), 'estimatedGrowthRate', 'Must have at most 2 decimal places');
      await expect400(await client.post(`${ASSET}/stock`, { ...byValue, insurance: { insurer: 'AIA' } }), 'insurance', 'Only insurance assets have policy details');
      await expect400(await client.post(`${ASSET}/insurance`, { ...byValue, insurance: { policyType: 'TONTINE' } }), 'insurance.policyType', 'Invalid format');
      await expect400(await client.post(`${ASSET}/insurance`, { ...byValue, insurance: { sumAssured: -1 } }), 'insurance.sumAssured', 'Must be more than or equal to 0');
      await expect400(await client.post(`${ASSET}/insurance`, { ...byValue, insurance: { paymentMethod: 'CHEQUE' } }), 'insurance.paymentMethod', 'Invalid format');
      const policy = {
        ...NO_POLICY,
        insurer: 'I566C',
        providerCode: 'I566C',
        policyType: 'PARTICIPATING',
        productType: 'WHOLE_LIFE',
        coverageClass: 'LIFE',
        riderOrBasic: 'BASIC',
        premiumAmount: 25_000,
        premiumFrequency: 'MONTHLY',
        paymentMethod: 'CPF_ORDINARY',
        sumAssured: 20_000_000,
        totalPermanentDisabilitySumAssured: 20_000_000,
        criticalIllnessSumAssured: 8_000_000,
      };
      const res = await client.post(`${ASSET}/insurance`, { ...byValue, name: 'Whole life', estimatedGrowthRate: -2.5, insurance: policy });
      expect(res.status, res.text).to.equal(200);
      expect(res.body.insuranceAsset).to.include({ estimatedGrowthRate: -2.5 });
      expect(res.body.insuranceAsset.insurance).to.deep.equal(policy);
      const changed = await client.request('PATCH', `${ASSET}/insurance/${res.body.insuranceAsset.id}`, { json: { insurance: { sumAssured: 30_000_000 } } });
      expect(changed.status, changed.text).to.equal(200);
      expect(changed.body.insuranceAsset.insurance).to.deep.equal({ ...policy, sumAssured: 30_000_000 });
    });

    it('at most 100 assets of one kind (422); other kinds are counted apart', async () => {
      const { client, userId } = await resident();
      await t.app.sequelize.query(
        `INSERT INTO assets (user_id, kind, name, total_value_amount, currency, investment_source, enter_option, last_updated_at)
         SELECT $1, 'bond', 'Bond ' || n, 100, 'SGD', 'CASH', 'TOTAL_VALUE', now() FROM generate_series(1, 100) AS n`,
        { bind: [userId] },
      );
      const res = await client.post(`${ASSET}/bond`, byValue);
      expect(res.status, res.text).to.equal(422);
      expect(res.body).to.include({ code: 'CASHFLOW.TOO_MANY_ASSETS', errorMessage: 'You can add at most 100 assets of one kind' });
      expect((await client.post(`${ASSET}/stock`, byValue)).status).to.equal(200);
    });
  });

  describe('PATCH and DELETE /asset/{kind}/{id} checks', () => {
    it('an empty body or an unknown field is a 400', async () => {
      const { client } = await resident();
      const { id } = (await client.post(`${ASSET}/stock`, byValue)).body.stockAsset;
      await expect400(await client.request('PATCH', `${ASSET}/stock/${id}`, { json: {} }), 'body', 'Send at least one field to change');
      await expect400(await client.request('PATCH', `${ASSET}/stock/${id}`, { json: { lastUpdatedAt: '2020-01-01T00:00:00Z' } }), 'lastUpdatedAt', 'Unknown field: send only the fields this call accepts');
    });

    it('checks the merged asset: a switch to UNIT_PRICE needs a quantity, and CPFIS needs SGD', async () => {
      const { client } = await resident();
      const { id } = (await client.post(`${ASSET}/stock`, { ...byValue, currency: 'USD' })).body.stockAsset;
      await expect400(await client.request('PATCH', `${ASSET}/stock/${id}`, { json: { enterOption: 'UNIT_PRICE', unitPrice: 100 } }), 'quantity', 'Please enter a value');
      await expect400(await client.request('PATCH', `${ASSET}/stock/${id}`, { json: { investmentSource: 'CPFIS' } }), 'currency', 'Investments through CPFIS or SRS are in SGD');
      await expect400(await client.request('PATCH', `${ASSET}/stock/${id}`, { json: { name: ' x' } }), 'name', 'Cannot have space as first and last character');
      const res = await client.request('PATCH', `${ASSET}/stock/${id}`, { json: { enterOption: 'UNIT_PRICE', unitPrice: 100, quantity: 7 } });
      expect(res.status, res.text).to.equal(200);
      expect(res.body.stockAsset).to.include({ enterOption: 'UNIT_PRICE', quantity: 7, unitPrice: 100, totalValueAmount: 700, currency: 'USD' });
      const back = await client.request('PATCH', `${ASSET}/stock/${id}`, { json: { enterOption: 'TOTAL_VALUE', totalValueAmount: 900 } });
      expect(back.body.stockAsset).to.include({ enterOption: 'TOTAL_VALUE', quantity: null, unitPrice: null, totalValueAmount: 900 });
    });

    it("404, never 403, for another resident's asset, an asset of another kind, or a malformed id", async () => {
      const owner = await resident();
      const { id } = (await owner.client.post(`${ASSET}/stock`, byValue)).body.stockAsset;
      const other = await resident(PERSONAS.tanHengHuat);
      for (const res of [
        await other.client.request('PATCH', `${ASSET}/stock/${id}`, { json: { name: 'Mine now' } }),
        await other.client.delete(`${ASSET}/stock/${id}`),
        await owner.client.request('PATCH', `${ASSET}/bond/${id}`, { json: { name: 'Bond now' } }),
        await owner.client.delete(`${ASSET}/bond/${id}`),
        await owner.client.request('PATCH', `${ASSET}/stock/not-a-uuid`, { json: { name: 'x' } }),
        await owner.client.delete(`${ASSET}/stock/not-a-uuid`),
      ]) {
        expect(res.status, res.text).to.equal(404);
        expect(res.body).to.include({ code: 'CASHFLOW.ASSET_NOT_FOUND', errorMessage: 'Asset not found' });
      }
      const read = await owner.client.get(FINANCES);
      expect(read.body.stockAssets.map((a: { name: string }) => a.name)).to.deep.equal(['DBS Multiplier']);
      expect((await other.client.get(FINANCES)).body.stockAssets).to.deep.equal([]);
    });
  });

  describe('GET /finances', () => {
    it('lists each kind oldest first, and every kind (empty) for a new resident', async () => {
      const { client } = await resident(BY_NRIC.S9912375C);
      const empty = await client.get(FINANCES);
      expect(empty.body.cpfAsset).to.equal(null);
      for (const kind of ALL_KINDS) expect(empty.body[`${ASSET_KIND_NAMES[kind]}Assets`], kind).to.deep.equal([]);
      for (const name of ['First', 'Second', 'Third']) {
        clock.advance(60_000);
        expect((await client.post(`${ASSET}/cash-savings`, { ...byValue, name })).status).to.equal(200);
      }
      const read = await client.get(FINANCES);
      expect(read.body.cashSavingsAssets.map((a: { name: string }) => a.name)).to.deep.equal(['First', 'Second', 'Third']);
    });
  });

  describe('PATCH /asset/cpf', () => {
    it('under 55: creates then replaces the balances, leaves ra out, and refuses a positive ra', async () => {
      const { client } = await resident(); // LIM YONG XIANG, born 1980-10-06: 46
      const created = await client.request('PATCH', CPF, { json: { oa: 5_000_000, sa: 2_000_000, ma: 3_000_000 } });
      expect(created.status, created.text).to.equal(200);
      expect(created.headers.get('cache-control')).to.equal('no-store');
      const { id } = created.body.cpfAsset;
      expect(id).to.match(UUID);
      expect(created.body).to.deep.equal({ cpfAsset: { id, type: 'CPF', oa: 5_000_000, sa: 2_000_000, ma: 3_000_000 } });
      const replaced = await client.request('PATCH', CPF, { json: { oa: 6_000_000, sa: 2_500_000, ma: 3_100_000, ra: 0 } });
      expect(replaced.body).to.deep.equal({ cpfAsset: { id, type: 'CPF', oa: 6_000_000, sa: 2_500_000, ma: 3_100_000 } });
      await expect400(await client.request('PATCH', CPF, { json: { oa: 1, sa: 1, ma: 1, ra: 100 } }), 'ra', 'The retirement account applies from age 55');
      expect((await client.get(FINANCES)).body.cpfAsset).to.deep.equal(replaced.body.cpfAsset);
    });

    it('checks oa, sa and ma: required whole SGD cents from 0 to the money cap', async () => {
      const { client } = await resident();
      await expect400(await client.request('PATCH', CPF, { json: { sa: 1, ma: 1 } }), 'oa', 'Please enter a value');
      await expect400(await client.request('PATCH', CPF, { json: { oa: -1, sa: 1, ma: 1 } }), 'oa', 'Must be more than or equal to 0');
      await expect400(await client.request('PATCH', CPF, { json: { oa: 1, sa: 1.5, ma: 1 } }), 'sa', 'Must be a whole number');
      await expect400(await client.request('PATCH', CPF, { json: { oa: 1, sa: 1, ma: 30_000_000_000_001 } }), 'ma', 'Must be less than or equal to 300,000,000,000');
      await expect400(await client.request('PATCH', CPF, { json: { oa: '1', sa: 1, ma: 1 } }), 'oa', 'Must be only numbers with commas or periods');
    });

    it('from the 55th birthday (Singapore date): ra is taken and shown; the day before it is not', async () => {
      const { client } = await resident(PERSONAS.bernardWong);
      clock.set('2026-11-22T02:00:00.000Z');
      const dob = async (value: string) => expect((await client.request('PATCH', '/api/v1/user', { json: { dob: value } })).status).to.equal(200);

      await dob('1971-11-23'); // 55 tomorrow
      await expect400(await client.request('PATCH', CPF, { json: { oa: 1, sa: 2, ma: 3, ra: 4 } }), 'ra', 'The retirement account applies from age 55');

      await dob('1971-11-22'); // 55 today
      const saved = await client.request('PATCH', CPF, { json: { oa: 1, sa: 2, ma: 3, ra: 4 } });
      expect(saved.status, saved.text).to.equal(200);
      expect(saved.body.cpfAsset).to.include({ type: 'CPF', oa: 1, sa: 2, ma: 3, ra: 4 });
      expect((await client.get(FINANCES)).body.cpfAsset).to.deep.equal(saved.body.cpfAsset);
      // ra left out keeps the stored one
      expect((await client.request('PATCH', CPF, { json: { oa: 10, sa: 20, ma: 30 } })).body.cpfAsset).to.include({ oa: 10, ra: 4 });

      // 16:00 UTC on 21 Nov is already 22 Nov in Singapore.
      await dob('1971-11-22');
      clock.set('2026-11-21T16:00:00.000Z');
      expect((await client.get(FINANCES)).body.cpfAsset).to.include({ ra: 4 });
      clock.set('2026-11-21T15:59:00.000Z');
      expect((await client.get(FINANCES)).body.cpfAsset).not.to.have.property('ra');
      clock.set('2026-11-22T02:00:00.000Z');
    });
  });
});
