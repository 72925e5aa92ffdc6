import { expect } from 'chai';
import { myinfoConsent } from '../../support/myinfo-consent.js';
import { ManualClock } from '../../../src/shared-kernel/clock.js';
import type { TestClient } from '../../support/http-client.js';
import type { MockpassPersona } from '../../support/mockpass.js';
import { appPerSuite } from '../../support/test-app.js';
import { PERSONAS, signInConsented } from '../../support/sign-in.js';

const HOME = '/api/v1/asset/property';
const FINANCES = '/api/v1/finances';
const flat = {
  name: 'Our flat',
  totalValueAmount: 60_000_000,
  currency: 'SGD',
  investmentSource: 'CASH',
  enterOption: 'TOTAL_VALUE',
  property: { propertyType: 'HDB', hdbFlatType: '4_ROOM', address: '123 Lorong 1 Toa Payoh', ownershipShare: 50, valuationDate: '2026-10-01' },
};

/**
 * The home as an asset (decisions.md "The home as an asset") through the real server: POST and PATCH
 * /asset/property with their checks, the two net worths of GET /finances and GET /history, and Myinfo's flats.
 */
describe('The home as an asset', () => {
  const clock = new ManualClock('2026-11-26T02:00:00.000Z'); // 10:00 on 26 Nov 2026 in Singapore
  const t = appPerSuite({ clock });

  async function resident(persona: MockpassPersona = PERSONAS.limYongXiang): Promise<{ client: TestClient; userId: string }> {
    const client = t.client();
    const profile = await signInConsented(client, persona);
    for (const table of ['import_reconciliations', 'assets', 'liabilities', 'loan_repayments', 'incomes', 'cpf_assets', 'personal_data', 'bank_data', 'finance_history']) {
      await t.app.sequelize.query(`DELETE FROM ${table} WHERE user_id = $1`, { bind: [profile.id] });
    }
    return { client, userId: profile.id as string };
  }

  async function expect400(res: { status: number; text: string; body: any }, field: string, message: string) {
    expect(res.status, res.text).to.equal(400);
    expect(res.body.details, res.text).to.deep.include({ field, message });
  }

  it("adds a home with its details; the resident's share counts in net worth, and net worth without the home leaves it and its mortgage out", async () => {
    const { client } = await resident();
    const loan = await client.post('/api/v1/liability', { name: 'HDB loan', amount: 20_000_000, ccy: 'SGD', category: 'MORTGAGE' });
    expect(loan.status, loan.text).to.equal(200);
    const loanId = loan.body.liability?.id ?? loan.body.id;
    await client.post('/api/v1/liability', { name: 'Car loan', amount: 1_000_000, ccy: 'SGD', category: 'NON_MORTGAGE' });
    await client.post('/api/v1/asset/cash-savings', { name: 'Savings', totalValueAmount: 3_000_000, currency: 'SGD', investmentSource: 'CASH', enterOption: 'TOTAL_VALUE' });

    const created = await client.post(HOME, { ...flat, property: { ...flat.property, securedLiabilityId: loanId } });
    expect(created.status, created.text).to.equal(200);
    expect(created.body.propertyAsset.property).to.deep.equal({ ...flat.property, valueSource: 'TYPED', securedLiabilityId: loanId });

    const finances = (await client.get(FINANCES)).body;
    expect(finances.propertyAssets.map((a: { name: string }) => a.name)).to.deep.equal(['Our flat']);
    expect(finances.totals).to.deep.include({ totalAssets: 33_000_000, totalLiabilities: 21_000_000, netWorth: 12_000_000, homeValue: 30_000_000, netWorthWithoutHome: 2_000_000 });
    const history = (await client.get('/api/v1/history')).body.history;
    expect(history['2026-11-26']).to.deep.equal({ totalAssets: 33_000_000, totalLiabilities: 21_000_000, netWorth: 12_000_000, netWorthWithoutHome: 2_000_000 });

    // The home is no investment and no emergency money: diversification still sees none.
    const check = (await client.get('/api/v1/health-check')).body;
    expect(check.diversification.classes).to.equal(0);

    // A deleted mortgage no longer secures the home.
    expect((await client.request('DELETE', `/api/v1/liability/${loanId}`)).status).to.equal(200);
    const after = (await client.get(FINANCES)).body;
    expect(after.propertyAssets[0].property.securedLiabilityId).to.equal(null);
    expect(after.totals).to.deep.include({ netWorth: 32_000_000, netWorthWithoutHome: 2_000_000 });
  });

  it('checks a home: details required, a share of 1 to 100, a valuation date not in the future, a flat type for HDB only, only the resident\'s own liability', async () => {
    const { client } = await resident();
    await expect400(await client.post(HOME, { ...flat, property: undefined }), 'property', 'Please enter the details of your home');
    await expect400(await client.post(HOME, { ...flat, property: { ...flat.property, ownershipShare: 0 } }), 'property.ownershipShare', 'Must be more than or equal to 1');
    await expect400(await client.post(HOME, { ...flat, property: { ...flat.property, ownershipShare: 100.5 } }), 'property.ownershipShare', 'Must be less than or equal to 100');
    await expect400(await client.post(HOME, { ...flat, property: { ...flat.property, valuationDate: '2026-11-27' } }), 'property.valuationDate', 'The valuation date cannot be in the future');
    await expect400(await client.post(HOME, { ...flat, property: { ...flat.property, propertyType: 'CONDOMINIUM' } }), 'property.hdbFlatType', 'Only an HDB flat has a flat type');
    await expect400(await client.post(HOME, { ...flat, investmentSource: 'SRS' }), 'investmentSource', 'This kind of asset is held in CASH');
    await expect400(await client.post('/api/v1/asset/cash-savings', { ...flat, name: 'Savings' }), 'property', 'Only a home has property details');

    const other = await resident(PERSONAS.tanHengHuat);
    const theirs = await other.client.post('/api/v1/liability', { name: 'Their loan', amount: 100, ccy: 'SGD', category: 'MORTGAGE' });
    const theirId = theirs.body.liability?.id ?? theirs.body.id;
    await expect400(await client.post(HOME, { ...flat, property: { ...flat.property, securedLiabilityId: theirId } }), 'property.securedLiabilityId', 'Choose one of your liabilities');

    const created = await client.post(HOME, { ...flat, property: { ...flat.property, propertyType: 'LANDED', hdbFlatType: null, address: null, ownershipShare: 100, valuationDate: '2026-11-26' } });
    expect(created.status, created.text).to.equal(200);
    const id = created.body.propertyAsset.id;
    await expect400(await client.request('PATCH', `${HOME}/${id}`, { json: { property: { securedLiabilityId: theirId } } }), 'property.securedLiabilityId', 'Choose one of your liabilities');
    const patched = await client.request('PATCH', `${HOME}/${id}`, { json: { totalValueAmount: 250_000_000, property: { ownershipShare: 75 } } });
    expect(patched.status, patched.text).to.equal(200);
    expect(patched.body.propertyAsset.property).to.deep.include({ propertyType: 'LANDED', ownershipShare: 75, valueSource: 'TYPED' });
    expect((await client.get(FINANCES)).body.totals).to.deep.include({ homeValue: 187_500_000, netWorth: 187_500_000, netWorthWithoutHome: 0 });
  });

  describe("Myinfo's flats", () => {
    const consent = myinfoConsent;

    it('S9812381D: both flats become homes at the resident\'s share, the one still owed on securing its HDB loan; a re-import keeps the link and what the resident changed', async () => {
      const { client } = await resident(PERSONAS.tanHengHuat);
      const imported = await client.post('/api/v1/myinfo/token', await consent(client, 'S9812381D'));
      expect(imported.status, imported.text).to.equal(200);

      let finances = (await client.get(FINANCES)).body;
      const [loan] = finances.liabilities;
      expect(loan).to.deep.include({ name: 'HDB loan: 3-ROOM FLAT (HDB), 102 BEDOK NORTH AVENUE 4', amount: 21_780_000 });
      // One import's rows share their creation time, so their order is not the flats' order.
      const homes = finances.propertyAssets.map((a: any) => ({ name: a.name, value: a.totalValueAmount, ...a.property })).sort((a: any, b: any) => a.name.localeCompare(b.name));
      // mockpass's records have no purchase price: the value is 0, marked as not known, until the resident adds one.
      expect(homes).to.deep.equal([
        { name: '3-room HDB flat', value: 0, propertyType: 'HDB', hdbFlatType: '3_ROOM', address: '102 BEDOK NORTH AVENUE 4 #09-128 PEARL GARDEN SINGAPORE 460102', ownershipShare: 50, valuationDate: '2020-02-04', valueSource: 'MYINFO_NO_PRICE', securedLiabilityId: loan.id },
        { name: 'Studio HDB flat', value: 0, propertyType: 'HDB', hdbFlatType: 'STUDIO', address: '123 POKER STREET #10-1900-01-09 SPADE BUILDING SINGAPORE 000123', ownershipShare: 50, valuationDate: '2020-02-04', valueSource: 'MYINFO_NO_PRICE', securedLiabilityId: null },
      ]);
      for (const home of finances.propertyAssets) expect(finances.origins[home.id]).to.deep.equal({ sourceName: 'Myinfo', asOf: '2020-02-04' });
      // Neither flat has a value yet: net worth leaves them out, and the loan the first secures (docs/decisions.md "Imports ask before they add").
      expect(finances.totals).to.deep.include({ homeValue: 0, homeNotValued: true, debtLeftOut: 21_780_000, netWorthWithoutHome: finances.totals.netWorth });
      expect(finances.totals.netWorth).to.equal(finances.totals.totalAssets - finances.totals.totalLiabilities + 21_780_000);

      // The resident puts in their estimate: the value becomes theirs.
      const flatId = finances.propertyAssets.find((a: any) => a.name === '3-room HDB flat').id;
      const estimated = await client.request('PATCH', `${HOME}/${flatId}`, { json: { totalValueAmount: 50_000_000, property: { valuationDate: '2026-11-20' } } });
      expect(estimated.status, estimated.text).to.equal(200);
      expect(estimated.body.propertyAsset.property.valueSource).to.equal('TYPED');

      // Importing again writes the loan afresh; the home is linked to the new row and keeps the resident's estimate.
      expect((await client.post('/api/v1/myinfo/token', await consent(client, 'S9812381D'))).status).to.equal(200);
      finances = (await client.get(FINANCES)).body;
      const [newLoan] = finances.liabilities;
      expect(newLoan.id).to.not.equal(loan.id);
      const first = finances.propertyAssets.find((a: any) => a.name === '3-room HDB flat');
      expect([first.totalValueAmount, first.property.valueSource, first.property.valuationDate, first.property.securedLiabilityId]).to.deep.equal([50_000_000, 'TYPED', '2026-11-20', newLoan.id]);
      expect(finances.propertyAssets).to.have.length(2);
      expect(finances.totals).to.deep.include({ homeValue: 25_000_000, netWorthWithoutHome: finances.totals.netWorth - 25_000_000 + 21_780_000 });
    });

    async function bankImport(client: TestClient, banks: string[]): Promise<void> {
      const start = await client.post('/api/v1/apim/authorise', {});
      const consentUrl = new URL(start.body.url as string);
      const form = new URLSearchParams({ state: consentUrl.searchParams.get('state')!, decision: 'allow' });
      for (const bank of banks) form.append('banks', bank);
      const answer = await fetch(new URL('/sandbox/sgfindex/consent', t.app.url), { method: 'POST', redirect: 'manual', body: form });
      const back = new URL(answer.headers.get('location')!);
      expect((await client.post('/api/v1/apim/token', { code: back.searchParams.get('code'), state: back.searchParams.get('state') })).status).to.equal(204);
      expect((await client.post('/api/v1/apim/user-data', {})).status).to.equal(200);
    }

    it("S9812379B then a bank with the same HDB loan: the flat secures the one debt counted, the bank's, and Myinfo's again once the bank no longer sends it", async () => {
      const { client } = await resident(PERSONAS.limYongXiang);
      expect((await client.post('/api/v1/myinfo/token', await consent(client, 'S9812379B'))).status).to.equal(200);
      await bankImport(client, ['DBS', 'MBB']);
      const securedBy = async () => {
        const body = (await client.get(FINANCES)).body;
        const [flatHome] = body.propertyAssets;
        const loan = body.liabilities.find((l: { id: string }) => l.id === flatHome.property.securedLiabilityId);
        return [loan?.category, body.origins[loan?.id]?.sourceName];
      };
      expect(await securedBy()).to.deep.equal(['MORTGAGE', 'DBS Bank']);
      await bankImport(client, ['MBB']);
      expect(await securedBy()).to.deep.equal(['MORTGAGE', 'Myinfo']);
    });

    it('S9812379B: a typed home linked to the Myinfo loan stays linked after the next import', async () => {
      const { client } = await resident(PERSONAS.limYongXiang);
      expect((await client.post('/api/v1/myinfo/token', await consent(client, 'S9812379B'))).status).to.equal(200);
      let finances = (await client.get(FINANCES)).body;
      const [myinfoHome] = finances.propertyAssets;
      expect(myinfoHome.property).to.deep.include({ hdbFlatType: '3_ROOM', ownershipShare: 100, securedLiabilityId: finances.liabilities[0].id });
      // The resident prefers their own entry: the Myinfo flat goes, their home secures the Myinfo loan.
      expect((await client.request('DELETE', `${HOME}/${myinfoHome.id}`)).status).to.equal(200);
      const typed = await client.post(HOME, { ...flat, property: { ...flat.property, hdbFlatType: '3_ROOM', ownershipShare: 100, securedLiabilityId: finances.liabilities[0].id } });
      expect(typed.status, typed.text).to.equal(200);
      expect((await client.post('/api/v1/myinfo/token', await consent(client, 'S9812379B'))).status).to.equal(200);
      finances = (await client.get(FINANCES)).body;
      const mine = finances.propertyAssets.find((a: any) => a.name === 'Our flat');
      expect(mine.property.securedLiabilityId).to.equal(finances.liabilities[0].id);
    });
  });
});
