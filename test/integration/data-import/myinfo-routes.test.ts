import { expect } from 'chai';
import { myinfoConsent, tickMyinfoIncomes } from '../../support/myinfo-consent.js';
import { ManualClock } from '../../../src/shared-kernel/clock.js';
import type { TestClient } from '../../support/http-client.js';
import { itAnswers401SignedOutAnd403BeforeConsent } from '../../support/gated-calls.js';
import { appPerSuite } from '../../support/test-app.js';
import { PERSONAS, signInConsented } from '../../support/sign-in.js';
import type { MockpassPersona } from '../../support/mockpass.js';

/**
 * The Myinfo calls of spec 2 §7 through the real server and the project's own mockpass (strict Myinfo v3): start
 * the consent, come back with the code, keep the record, read it, adjust a flat, reset.
 */
describe('Myinfo: consent, import and the personal-data record (issue #5)', () => {
  const clock = new ManualClock('2026-11-24T02:00:00.000Z');
  const t = appPerSuite({ clock });

  async function resident(persona: MockpassPersona = PERSONAS.limYongXiang): Promise<TestClient> {
    const client = t.client();
    const profile = await signInConsented(client, persona);
    await t.app.sequelize.query('DELETE FROM personal_data WHERE user_id = $1', { bind: [profile.id] });
    return client;
  }

  const consent = myinfoConsent;

  itAnswers401SignedOutAnd403BeforeConsent(t, [
    ['POST', '/api/v1/myinfo/authorise', {}],
    ['POST', '/api/v1/myinfo/token', { code: 'c', state: 's' }],
    ['GET', '/api/v1/myinfo/person', undefined],
    ['GET', '/api/v1/myinfo/person-basic', undefined],
    ['PATCH', '/api/v1/myinfo/hdb/ownership/1', { percentageShare: 50, monthlyCashLoanInstalment: 0, monthlyCPFLoanInstalment: 0 }],
    ['DELETE', '/api/v1/myinfo/person', undefined],
  ]);

  it('imports the record of the resident who consented, consented now, and reads it back', async () => {
    const client = await resident();
    expect((await client.get('/api/v1/myinfo/person')).body).to.deep.equal({ data: null });
    expect((await client.get('/api/v1/myinfo/person-basic')).body).to.deep.equal({ data: { code: 'NO_BASIC_DATA' } });

    const { code, state } = await consent(client, 'S9812379B');
    const imported = await client.post('/api/v1/myinfo/token', { code, state });
    expect(imported.status, imported.text).to.equal(200);
    expect(imported.body.data.cpf).to.deep.equal({ oa: 22_770_000, sa: 5_940_000, ma: 7_920_000, ra: null });
    expect(imported.body.data.latestConsentAt).to.equal('2026-11-24T02:00:00.000Z');

    const person = await client.get('/api/v1/myinfo/person');
    expect(person.body.data).to.deep.equal(imported.body.data);
    expect(person.body.data.hdbOwnership.map((f: { id: string; outstandingLoanBalance: number }) => [f.id, f.outstandingLoanBalance])).to.deep.equal([['1', 60_000_000]]);
    expect((await client.get('/api/v1/myinfo/person-basic')).body.data).to.deep.include({ name: 'LIM YONG XIANG', dob: '1980-10-06', sex: 'M' });
  });

  it('basic data fills the empty fields of the profile and leaves what the resident has set', async () => {
    const client = await resident();
    const id = (await client.get('/api/v1/user')).body.id as string;
    // As a resident whose sign-in brought no basics, who has since typed their name in only.
    await t.app.sequelize.query("UPDATE users SET name = 'Yong Xiang', dob = NULL, sex = NULL, marital_status = NULL, residential_status = NULL WHERE id = $1", { bind: [id] });

    const { code, state } = await consent(client, 'S9812379B');
    expect((await client.post('/api/v1/myinfo/token', { code, state })).status).to.equal(200);
    const user = (await client.get('/api/v1/user')).body;
    expect(user).to.deep.include({ name: 'Yong Xiang', dob: '1980-10-06', sex: 'M', maritalStatus: 'D', residentialStatus: 'PR' });
  });

  it('puts the figures into cashflow and wealth beside what the resident typed; a re-import replaces only its own items', async () => {
    const client = await resident();
    // The resident's own: an income and their CPF balances.
    expect((await client.post('/api/v1/income', { incomeList: [{ name: 'Side job', grossIncome: 50_000, netIncome: null, incomeCurrency: 'SGD', type: 'OTHERS' }] })).status).to.equal(200);
    expect((await client.request('PATCH', '/api/v1/asset/cpf', { json: { oa: 1_000_000, sa: 0, ma: 0 } })).status).to.equal(200);

    const imported = await client.post('/api/v1/myinfo/token', await consent(client, 'S9812379B'));
    expect(imported.status, imported.text).to.equal(200);
    expect(imported.body.cpfKept, 'their own CPF balances stay').to.equal(true);
    // The notice's incomes go in once ticked (docs/decisions.md "Imports ask before they add").
    expect((await client.get('/api/v1/finances')).body.incomeList).to.have.length(1);
    await tickMyinfoIncomes(client, ['noa:EMPLOYMENT', 'noa:INTEREST']);

    const finances = (await client.get('/api/v1/finances')).body;
    expect(finances.incomeList.map((i: { name: string; grossIncome: number }) => [i.name, i.grossIncome])).to.deep.equal([
      ['Side job', 50_000],
      ['Employment (tax assessment 2019)', 1_520_833],
      ['Interest (tax assessment 2019)', 266_667],
    ]);
    expect(finances.cpfAsset).to.deep.include({ oa: 1_000_000 });
    expect(finances.liabilities.map((l: { amount: number; category: string }) => [l.amount, l.category])).to.deep.equal([[60_000_000, 'MORTGAGE']]);
    expect(finances.loanRepayments.map((l: { amount: number; cash: number; cpf: number }) => [l.amount, l.cash, l.cpf])).to.deep.equal([[200_000, 0, 200_000]]);
    // Origins name the imported items only, with Myinfo's date.
    const sideJob = finances.incomeList[0].id as string;
    expect(finances.origins).to.not.have.property(sideJob);
    // An income from the notice of assessment names its year, more than a year old on 24 Nov 2026.
    expect(finances.origins[finances.incomeList[1].id]).to.deep.equal({ sourceName: 'Myinfo', asOf: '2020-04-16', yearOfAssessment: 2019, outdated: true });
    expect(finances.origins[finances.liabilities[0].id]).to.deep.equal({ sourceName: 'Myinfo', asOf: '2020-04-16' });
    expect(finances.totals.monthlyGrossIncome).to.equal(50_000 + 1_520_833 + 266_667);

    // Again: the same figures, not twice; the resident's own still there.
    expect((await client.post('/api/v1/myinfo/token', await consent(client, 'S9812379B'))).status).to.equal(200);
    const again = (await client.get('/api/v1/finances')).body;
    expect(again.incomeList.map((i: { name: string }) => i.name)).to.deep.equal(['Side job', 'Employment (tax assessment 2019)', 'Interest (tax assessment 2019)']);
    expect(again.liabilities).to.have.length(1);
    expect(again.loanRepayments).to.have.length(1);
  });

  it('without CPF balances of their own, the resident gets Myinfo’s, marked as such', async () => {
    const client = await resident(PERSONAS.tanHengHuat);
    const userId = (await client.get('/api/v1/user')).body.id as string;
    await t.app.sequelize.query('DELETE FROM cpf_assets WHERE user_id = $1', { bind: [userId] });
    const imported = await client.post('/api/v1/myinfo/token', await consent(client, 'S9812381D'));
    expect(imported.body.cpfKept).to.equal(false);
    const finances = (await client.get('/api/v1/finances')).body;
    expect(finances.cpfAsset).to.deep.include({ oa: 5_883_975, sa: 1_534_950, ma: 2_046_600 });
    expect(finances.origins[finances.cpfAsset.id]).to.deep.equal({ sourceName: 'Myinfo', asOf: '2026-11-24' });
    // Two flats, one with nothing owed: one mortgage, at the resident's half.
    expect(finances.liabilities.map((l: { amount: number }) => l.amount)).to.deep.equal([21_780_000]);
  });

  it('refuses Myinfo data of another person (consent given with someone else’s Singpass): 403, nothing kept', async () => {
    const client = await resident(PERSONAS.limYongXiang);
    const someoneElse = await client.post('/api/v1/myinfo/token', await consent(client, 'S9812381D'));
    expect(someoneElse.status).to.equal(403);
    expect(someoneElse.body.errorMessage).to.equal('This Myinfo data belongs to another person, so we did not keep it. Please retrieve your data with your own Singpass account.');
    expect((await client.get('/api/v1/myinfo/person')).body.data).to.equal(null);
  });

  it('refuses a code whose state this session did not start (400, nothing stored), and a state used twice', async () => {
    const client = await resident();
    const { code } = await consent(client, 'S9812379B');
    const forged = await client.post('/api/v1/myinfo/token', { code, state: 'someone-elses-state' });
    expect(forged.status).to.equal(400);
    expect(forged.body.details).to.deep.equal([{ field: 'state', message: 'This Myinfo request has expired or was started in another window. Please start again.' }]);
    expect((await client.get('/api/v1/myinfo/person')).body.data).to.equal(null);

    const second = await consent(client, 'S9812379B');
    expect((await client.post('/api/v1/myinfo/token', second)).status).to.equal(200);
    expect((await client.post('/api/v1/myinfo/token', second)).status, 'the same state again').to.equal(400);
  });

  it('a code Myinfo does not accept: 503 with a message to try again, the stored record untouched', async () => {
    const client = await resident();
    expect((await client.post('/api/v1/myinfo/token', await consent(client, 'S9812379B'))).status).to.equal(200);
    const { state } = await consent(client, 'S9812379B');
    const failed = await client.post('/api/v1/myinfo/token', { code: 'not-a-code', state });
    expect(failed.status).to.equal(503);
    expect(failed.body.errorMessage).to.match(/^We could not retrieve your data from Myinfo .* Nothing was changed; please try again\.$/);
    expect((await client.get('/api/v1/myinfo/person')).body.data.cpf.oa).to.equal(22_770_000);
  });

  it('adjusts a flat: share and the cash/CPF split (the instalment follows); 400 for bad values; 404 for a flat that is not theirs', async () => {
    const client = await resident(PERSONAS.tanHengHuat);
    expect((await client.post('/api/v1/myinfo/token', await consent(client, 'S9812381D'))).status).to.equal(200);
    const adjusted = await client.request('PATCH', '/api/v1/myinfo/hdb/ownership/1', { json: { percentageShare: 60, monthlyCashLoanInstalment: 30_000, monthlyCPFLoanInstalment: 150_000 } });
    expect(adjusted.status, adjusted.text).to.equal(200);
    expect(adjusted.body.hdbOwnership).to.deep.include({ id: '1', percentageShare: 60, monthlyCashLoanInstalment: 30_000, monthlyCPFLoanInstalment: 150_000, monthlyLoanInstalment: 180_000 });
    // The mortgage in the lists follows: 60 % of S$435,600 owed; the instalment S$300 cash + S$1,500 CPF.
    const finances = (await client.get('/api/v1/finances')).body;
    expect(finances.liabilities.map((l: { amount: number }) => l.amount)).to.deep.equal([26_136_000]);
    expect(finances.loanRepayments.map((l: { amount: number; cash: number; cpf: number }) => [l.amount, l.cash, l.cpf])).to.deep.equal([[180_000, 30_000, 150_000]]);

    const bad = await client.request('PATCH', '/api/v1/myinfo/hdb/ownership/1', { json: { percentageShare: 101, monthlyCashLoanInstalment: -1, monthlyCPFLoanInstalment: 1.5 } });
    expect(bad.status).to.equal(400);
    expect(bad.body.details.map((d: { field: string }) => d.field)).to.deep.equal(['percentageShare', 'monthlyCashLoanInstalment', 'monthlyCPFLoanInstalment']);
    expect((await client.request('PATCH', '/api/v1/myinfo/hdb/ownership/9', { json: { percentageShare: 50, monthlyCashLoanInstalment: 0, monthlyCPFLoanInstalment: 0 } })).status).to.equal(404);

    // Another resident without that record gets a 404 for the same flat id, never the first resident's flat.
    const other = await resident(PERSONAS.bernardWong);
    const foreign = await other.request('PATCH', '/api/v1/myinfo/hdb/ownership/1', { json: { percentageShare: 50, monthlyCashLoanInstalment: 0, monthlyCPFLoanInstalment: 0 } });
    expect(foreign.status).to.equal(404);
    expect(foreign.body.errorMessage).to.equal('We could not find this flat in your Myinfo data.');
  });

  it('resets: basic data, then the money data (full), then everything', async () => {
    const client = await resident();
    expect((await client.post('/api/v1/myinfo/token', await consent(client, 'S9812379B'))).status).to.equal(200);
    expect((await client.request('DELETE', '/api/v1/myinfo/person-basic')).text).to.equal('OK');
    expect((await client.get('/api/v1/myinfo/person-basic')).body).to.deep.equal({ data: { code: 'NO_BASIC_DATA' } });
    expect((await client.get('/api/v1/myinfo/person')).body.data.cpf).to.not.equal(null);
    expect((await client.request('DELETE', '/api/v1/myinfo/person')).text).to.equal('OK');
    expect((await client.get('/api/v1/myinfo/person')).body.data).to.deep.include({ noa: null, cpf: null, hdbOwnership: [] });
    expect((await client.request('DELETE', '/api/v1/myinfo/person?scope=all')).text).to.equal('OK');
    expect((await client.get('/api/v1/myinfo/person')).body).to.deep.equal({ data: null });
    expect((await client.request('DELETE', '/api/v1/myinfo/person?scope=everything')).status).to.equal(400);
  });

  it('records a refusal at the consent page (204) and validates it', async () => {
    const client = await resident();
    expect((await client.post('/api/v1/myinfo/user-data-rejection', { error: 'access_denied', description: 'Resident declined' })).status).to.equal(204);
    expect((await client.post('/api/v1/myinfo/user-data-rejection', { description: 'x' })).status).to.equal(400);
  });
});
