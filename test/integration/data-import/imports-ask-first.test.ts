import { expect } from 'chai';
import { ManualClock } from '../../../src/shared-kernel/clock.js';
import type { TestClient } from '../../support/http-client.js';
import { itAnswers401SignedOutAnd403BeforeConsent } from '../../support/gated-calls.js';
import { importMyinfo, tickMyinfoIncomes } from '../../support/myinfo-consent.js';
import { PERSONAS, signInConsented } from '../../support/sign-in.js';
import { appPerSuite } from '../../support/test-app.js';

type Named = { id: string; name: string; grossIncome: number };
type Offer = { ref: string; ticked: boolean; reason: string; text: string; grossIncome: number };

/**
 * Imports ask before they add (docs/decisions.md "Imports ask before they add"), through the real server and its
 * mockpass: Myinfo's notice of assessment (Lim Yong Xiang: YA 2019, employment S$182,500 and interest S$32,000 a
 * year) is offered, not added; the resident's ticks decide what goes into the cashflow; a choice naming something
 * not offered is a 400 that changes nothing; each figure keeps its own source.
 */
describe('Imports ask before they add: the Myinfo income offers', () => {
  const clock = new ManualClock('2026-12-02T02:00:00.000Z');
  const t = appPerSuite({ clock });

  async function resident(): Promise<TestClient> {
    const client = t.client();
    const profile = await signInConsented(client, PERSONAS.limYongXiang);
    for (const table of ['import_reconciliations', 'incomes', 'loan_repayments', 'liabilities', 'assets', 'cpf_assets', 'personal_data']) {
      await t.app.sequelize.query(`DELETE FROM ${table} WHERE user_id = $1`, { bind: [profile.id] });
    }
    return client;
  }
  const finances = async (client: TestClient) => (await client.get('/api/v1/finances')).body;

  itAnswers401SignedOutAnd403BeforeConsent(t, [
    ['GET', '/api/v1/myinfo/income-offers', undefined],
    ['POST', '/api/v1/myinfo/income-offers', { ticked: [] }],
  ]);

  it('before any Myinfo import there is nothing to offer, and nothing to confirm (400 that says so)', async () => {
    const client = await resident();
    expect((await client.get('/api/v1/myinfo/income-offers')).body).to.deep.equal({ data: null });
    const confirm = await client.post('/api/v1/myinfo/income-offers', { ticked: [] });
    expect(confirm.status).to.equal(400);
    expect(confirm.body.errorMessage).to.equal('There are no incomes from Myinfo to confirm. Retrieve your data with Myinfo first.');
  });

  it('the import adds no income: the preview lists the 2019 incomes unticked with their year', async () => {
    const client = await resident();
    await importMyinfo(client, 'S9812379B');
    const body = await finances(client);
    expect(body.incomeList, 'nothing added before the resident confirms').to.deep.equal([]);
    expect(body.totals.monthlyGrossIncome).to.equal(0);
    // The flat and its loan, the CPF balances come in as before.
    expect(body.liabilities).to.have.length(1);

    const preview = await client.get('/api/v1/myinfo/income-offers');
    expect(preview.status).to.equal(200);
    expect(preview.body.data.yearOfAssessment).to.equal(2019);
    expect(preview.body.data.confirmed).to.equal(false);
    expect(preview.body.data.offers.map((o: Offer) => [o.ref, o.ticked, o.reason, o.text])).to.deep.equal([
      ['noa:EMPLOYMENT', false, 'OLD_ASSESSMENT', 'Employment, year of assessment 2019: S$15,208.33 a month'],
      ['noa:INTEREST', false, 'OLD_ASSESSMENT', 'Interest, year of assessment 2019: S$2,666.67 a month'],
    ]);
  });

  it('confirm adds only the ticked incomes; confirming again with fewer removes the unticked one', async () => {
    const client = await resident();
    await importMyinfo(client, 'S9812379B');
    const confirmed = await client.post('/api/v1/myinfo/income-offers', { ticked: ['noa:EMPLOYMENT'] });
    expect(confirmed.status, confirmed.text).to.equal(200);
    expect(confirmed.body.data.confirmed).to.equal(true);
    expect(confirmed.body.data.offers.map((o: Offer) => [o.ref, o.ticked])).to.deep.equal([
      ['noa:EMPLOYMENT', true],
      ['noa:INTEREST', false],
    ]);
    const body = await finances(client);
    expect(body.incomeList.map((i: Named) => [i.name, i.grossIncome])).to.deep.equal([['Employment (tax assessment 2019)', 1_520_833]]);
    expect(body.totals.monthlyGrossIncome).to.equal(1_520_833);
    // Its source is Myinfo's notice, named with its year.
    expect(body.origins[body.incomeList[0].id]).to.deep.include({ sourceName: 'Myinfo', yearOfAssessment: 2019 });

    // A re-import of the same notice keeps the answer: still only the employment income.
    await importMyinfo(client, 'S9812379B');
    expect((await finances(client)).incomeList.map((i: Named) => i.name)).to.deep.equal(['Employment (tax assessment 2019)']);

    await tickMyinfoIncomes(client, []);
    expect((await finances(client)).incomeList).to.deep.equal([]);
  });

  it('a choice naming an income not offered is a 400 with a message, and changes nothing', async () => {
    const client = await resident();
    await importMyinfo(client, 'S9812379B');
    await tickMyinfoIncomes(client, ['noa:INTEREST']);
    const before = await finances(client);

    const notOffered = await client.post('/api/v1/myinfo/income-offers', { ticked: ['noa:EMPLOYMENT', 'noa:RENT'] });
    expect(notOffered.status).to.equal(400);
    expect(notOffered.body.errorMessage).to.equal('We did not offer noa:RENT: choose only among the incomes listed.');
    const badShape = await client.post('/api/v1/myinfo/income-offers', { ticked: ['cpf'] });
    expect(badShape.status).to.equal(400);
    expect(badShape.body.details.map((d: { message: string }) => d.message)).to.deep.equal(['Choose only among the incomes listed.']);
    const twice = await client.post('/api/v1/myinfo/income-offers', { ticked: ['noa:INTEREST', 'noa:INTEREST'] });
    expect(twice.status).to.equal(400);
    expect((await client.post('/api/v1/myinfo/income-offers', {})).status).to.equal(400);

    const after = await finances(client);
    expect(after.incomeList.map((i: Named) => [i.name, i.grossIncome])).to.deep.equal(before.incomeList.map((i: Named) => [i.name, i.grossIncome]));
    expect(after.incomeList.map((i: Named) => i.name)).to.deep.equal(['Interest (tax assessment 2019)']);
    const offers = (await client.get('/api/v1/myinfo/income-offers')).body.data.offers as Offer[];
    expect(offers.map((o) => [o.ref, o.ticked])).to.deep.equal([
      ['noa:EMPLOYMENT', false],
      ['noa:INTEREST', true],
    ]);
  });

  it('a typed income of the same kind is matched as before: ticked, it waits for keep mine / use imported / keep both', async () => {
    const client = await resident();
    const salary = { name: 'Salary', grossIncome: 600_000, netIncome: 480_000, incomeCurrency: 'SGD', type: 'EMPLOYMENT' };
    expect((await client.post('/api/v1/income', { incomeList: [salary] })).status).to.equal(200);
    await importMyinfo(client, 'S9812379B');
    await tickMyinfoIncomes(client, ['noa:EMPLOYMENT']);
    const body = await finances(client);
    // The salary stays, typed (no origin); Myinfo's employment income is held back and asked about.
    expect(body.incomeList.map((i: Named) => i.name)).to.deep.equal(['Salary']);
    expect(body.origins[body.incomeList[0].id]).to.equal(undefined);
    const open = (await client.get('/api/v1/import-reconciliations')).body.reconciliations as { list: string; imported: { name: string } }[];
    expect(open.filter((r) => r.list === 'incomes').map((r) => r.imported.name)).to.deep.equal(['Employment (tax assessment 2019)']);
  });

  it('a reset of the Myinfo data forgets the answer with the notice', async () => {
    const client = await resident();
    await importMyinfo(client, 'S9812379B');
    await tickMyinfoIncomes(client, ['noa:EMPLOYMENT']);
    expect((await client.request('DELETE', '/api/v1/myinfo/person?scope=full')).status).to.equal(200);
    expect((await client.get('/api/v1/myinfo/income-offers')).body).to.deep.equal({ data: null });
  });

  describe('typed data is never labelled as imported', () => {
    it('the sign-in prefill from Myinfo marks each field it gave; a field the resident changes is theirs', async () => {
      const client = await resident();
      const user = (await client.get('/api/v1/user')).body;
      expect(user.fromMyinfo).to.deep.equal(['name', 'dob', 'sex', 'maritalStatus', 'residentialStatus']);
      expect((await client.request('PATCH', '/api/v1/user', { json: { name: 'Yong Xiang' } })).status).to.equal(200);
      expect((await client.get('/api/v1/user')).body.fromMyinfo).to.deep.equal(['dob', 'sex', 'maritalStatus', 'residentialStatus']);
    });

    it('an account without Myinfo basics has no field from Myinfo, even with every field filled in; a Myinfo import marks only what still holds its value', async () => {
      const client = await resident();
      const id = (await client.get('/api/v1/user')).body.id as string;
      // As a resident whose sign-in brought nothing from Myinfo and who typed their details in.
      await t.app.sequelize.query("UPDATE users SET myinfo_basics = NULL, name = 'Yong Xiang', dob = '1980-10-06', sex = 'M', marital_status = 'M', residential_status = 'PR' WHERE id = $1", { bind: [id] });
      const typed = (await client.get('/api/v1/user')).body;
      expect(typed).to.not.have.property('fromMyinfo');

      await importMyinfo(client, 'S9812379B');
      // Myinfo says LIM YONG XIANG and divorced: the typed name and status stay, unmarked; the same date, sex and residency are Myinfo's too.
      const after = (await client.get('/api/v1/user')).body;
      expect(after).to.deep.include({ name: 'Yong Xiang', maritalStatus: 'M' });
      expect(after.fromMyinfo).to.deep.equal(['dob', 'sex', 'residentialStatus']);
    });

    it("each income keeps its own source: the typed one has no origin, Myinfo's names Myinfo", async () => {
      const client = await resident();
      const own = { name: 'Side job', grossIncome: 50_000, netIncome: null, incomeCurrency: 'SGD', type: 'OTHERS' };
      expect((await client.post('/api/v1/income', { incomeList: [own] })).status).to.equal(200);
      await importMyinfo(client, 'S9812379B');
      await tickMyinfoIncomes(client, ['noa:INTEREST']);
      const body = await finances(client);
      const byName = Object.fromEntries(body.incomeList.map((i: Named) => [i.name, body.origins[i.id] ?? null]));
      expect(byName).to.deep.equal({
        'Side job': null,
        'Interest (tax assessment 2019)': { sourceName: 'Myinfo', asOf: '2020-04-16', yearOfAssessment: 2019, outdated: true },
      });
    });
  });
});
