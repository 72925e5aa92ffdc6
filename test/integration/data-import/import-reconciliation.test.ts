import { expect } from 'chai';
import { importMyinfo, tickMyinfoIncomes } from '../../support/myinfo-consent.js';
import { ManualClock } from '../../../src/shared-kernel/clock.js';
import type { TestClient } from '../../support/http-client.js';
import { itAnswers401SignedOutAnd403BeforeConsent } from '../../support/gated-calls.js';
import { appPerSuite } from '../../support/test-app.js';
import { PERSONAS, signInConsented } from '../../support/sign-in.js';

type Named = { id: string; name: string; grossIncome?: number; amount?: number };
type Reconciliation = { id: string; list: string; source: string; imported: { name: string; amount: number; sourceName: string }; typed: { id: string; name: string; amount: number } };

const SALARY = { name: 'Salary', grossIncome: 600_000, netIncome: 480_000, incomeCurrency: 'SGD', type: 'EMPLOYMENT' };
const HDB_LOAN = { name: 'HDB loan', amount: 180_000, ccy: 'SGD', cash: 30_000, cpf: 150_000, type: { id: 1 } };
// S9812379B's notice of assessment and flat in mockpass (see myinfo-routes.test.ts).
const MYINFO_EMPLOYMENT = 1_520_833;
const MYINFO_INTEREST = 266_667;

/**
 * Imports reconcile with what the resident typed (docs/decisions.md "Imports reconcile with what the resident
 * typed"): a Myinfo import held back where it matches a typed salary or HDB loan, each answer applied and
 * remembered on the next import, and one HDB debt that Myinfo and a bank both bring counted once.
 */
describe('Imports beside what the resident typed: GET and PUT /import-reconciliations', () => {
  const clock = new ManualClock('2026-11-24T02:00:00.000Z');
  const t = appPerSuite({ clock });

  /** Lim Yong Xiang (Myinfo's S9812379B) afresh: every test signs in as the same person, so each starts with nothing. */
  async function resident(): Promise<TestClient> {
    const client = t.client();
    const { id } = await signInConsented(client, PERSONAS.limYongXiang);
    for (const table of ['import_reconciliations', 'incomes', 'loan_repayments', 'liabilities', 'assets', 'cpf_assets', 'personal_data', 'bank_data']) {
      await t.app.sequelize.query(`DELETE FROM ${table} WHERE user_id = $1`, { bind: [id] });
    }
    return client;
  }

  // The resident ticks both incomes of the notice (docs/decisions.md "Imports ask before they add"), as they all went in before.
  const myinfoImport = async (client: TestClient) => {
    await importMyinfo(client, 'S9812379B');
    await tickMyinfoIncomes(client, ['noa:EMPLOYMENT', 'noa:INTEREST']);
  };

  async function bankImport(client: TestClient, banks: string[]): Promise<void> {
    const start = await client.post('/api/v1/apim/authorise', {});
    const consentUrl = new URL(start.body.url as string);
    const form = new URLSearchParams({ state: consentUrl.searchParams.get('state')!, decision: 'allow' });
    for (const bank of banks) form.append('banks', bank);
    const answer = await fetch(new URL('/sandbox/sgfindex/consent', t.app.url), { method: 'POST', redirect: 'manual', body: form });
    const back = new URL(answer.headers.get('location')!);
    expect((await client.post('/api/v1/apim/token', { code: back.searchParams.get('code'), state: back.searchParams.get('state') })).status).to.equal(204);
    const data = await client.post('/api/v1/apim/user-data', {});
    expect(data.status, data.text).to.equal(200);
  }

  const finances = async (client: TestClient) => (await client.get('/api/v1/finances')).body;
  const pending = async (client: TestClient): Promise<Reconciliation[]> => {
    const answer = await client.get('/api/v1/import-reconciliations');
    expect(answer.status, answer.text).to.equal(200);
    return answer.body.reconciliations;
  };
  const answer = (client: TestClient, id: string, choice: string) => client.request('PUT', `/api/v1/import-reconciliations/${id}`, { json: { choice } });

  /** A resident who typed a salary and an HDB loan, then imported Myinfo: both held back, asked about. */
  async function typedThenMyinfo(): Promise<{ client: TestClient; income: Reconciliation; loan: Reconciliation }> {
    const client = await resident();
    expect((await client.post('/api/v1/income', { incomeList: [SALARY] })).status).to.equal(200);
    expect((await client.post('/api/v1/loan-repayment', { loanRepayments: [HDB_LOAN] })).status).to.equal(200);
    await myinfoImport(client);
    const open = await pending(client);
    return { client, income: open.find((r) => r.list === 'incomes')!, loan: open.find((r) => r.list === 'loanRepayments')! };
  }

  itAnswers401SignedOutAnd403BeforeConsent(t, [
    ['GET', '/api/v1/import-reconciliations', undefined],
    ['PUT', '/api/v1/import-reconciliations/00000000-0000-4000-8000-000000000000', { choice: 'KEEP_MINE' }],
  ]);

  it('holds back what matches a typed item, counts it nowhere, and lists both sides', async () => {
    const { client, income, loan } = await typedThenMyinfo();
    const body = await finances(client);
    expect(body.incomeList.map((i: Named) => i.name)).to.deep.equal(['Salary', 'Interest (tax assessment 2019)']);
    expect(body.loanRepayments.map((l: Named) => l.name)).to.deep.equal(['HDB loan']);
    expect(body.totals.monthlyGrossIncome).to.equal(SALARY.grossIncome + MYINFO_INTEREST);
    // The flat's amount owed had nothing typed to match: it goes in at once.
    expect(body.liabilities.map((l: Named) => l.amount)).to.deep.equal([60_000_000]);

    expect(income).to.deep.include({ source: 'MYINFO' });
    expect(income.imported).to.deep.include({ name: 'Employment (tax assessment 2019)', amount: MYINFO_EMPLOYMENT, sourceName: 'Myinfo', yearOfAssessment: 2019 });
    expect(income.typed).to.deep.include({ name: 'Salary', amount: SALARY.grossIncome });
    expect(loan.imported).to.deep.include({ amount: 200_000, sourceName: 'Myinfo' });
    expect(loan.typed).to.deep.include({ name: 'HDB loan', amount: 180_000 });
  });

  it('keep mine: one income, the resident’s; remembered on the next import', async () => {
    const { client, income } = await typedThenMyinfo();
    expect((await answer(client, income.id, 'KEEP_MINE')).status).to.equal(204);
    const names = async () => (await finances(client)).incomeList.map((i: Named) => i.name);
    expect(await names()).to.deep.equal(['Salary', 'Interest (tax assessment 2019)']);

    await myinfoImport(client);
    expect(await names()).to.deep.equal(['Salary', 'Interest (tax assessment 2019)']);
    expect((await pending(client)).map((r) => r.list), 'only the loan is still asked').to.deep.equal(['loanRepayments']);
  });

  it('use imported: one income, Myinfo’s, the typed one gone; remembered on the next import', async () => {
    const { client, income, loan } = await typedThenMyinfo();
    expect((await answer(client, income.id, 'USE_IMPORTED')).status).to.equal(204);
    expect((await answer(client, loan.id, 'USE_IMPORTED')).status).to.equal(204);
    const read = async () => {
      const body = await finances(client);
      return { incomes: body.incomeList.map((i: Named) => [i.name, i.grossIncome]), loans: body.loanRepayments.map((l: Named) => [l.name, l.amount]), total: body.totals.monthlyGrossIncome };
    };
    const expected = {
      incomes: [
        ['Interest (tax assessment 2019)', MYINFO_INTEREST],
        ['Employment (tax assessment 2019)', MYINFO_EMPLOYMENT],
      ],
      loans: [[(await finances(client)).loanRepayments[0].name, 200_000]],
      total: MYINFO_EMPLOYMENT + MYINFO_INTEREST,
    };
    expect(await read()).to.deep.equal(expected);
    expect(expected.loans[0]![0]).to.match(/^HDB loan: /);
    const body = await finances(client);
    const employment = body.incomeList.find((i: Named) => i.name.startsWith('Employment'));
    expect(body.origins[employment.id], 'the notice of assessment it came from, more than a year old').to.deep.equal({ sourceName: 'Myinfo', asOf: '2020-04-16', yearOfAssessment: 2019, outdated: true });

    await myinfoImport(client);
    expect((await read()).incomes.map((i: unknown[]) => i[0])).to.have.members(['Interest (tax assessment 2019)', 'Employment (tax assessment 2019)']);
    expect((await read()).total).to.equal(expected.total);
    expect(await pending(client)).to.deep.equal([]);
  });

  it('keep both: the two incomes count; remembered on the next import', async () => {
    const { client, income } = await typedThenMyinfo();
    expect((await answer(client, income.id, 'KEEP_BOTH')).status).to.equal(204);
    const total = async () => (await finances(client)).totals.monthlyGrossIncome;
    expect(await total()).to.equal(SALARY.grossIncome + MYINFO_EMPLOYMENT + MYINFO_INTEREST);
    await myinfoImport(client);
    expect(await total()).to.equal(SALARY.grossIncome + MYINFO_EMPLOYMENT + MYINFO_INTEREST);
    expect((await pending(client)).map((r) => r.list)).to.deep.equal(['loanRepayments']);
  });

  it('an answer is given once, by its resident: another’s id or a second answer is 404, an unknown choice 400', async () => {
    const { client, income } = await typedThenMyinfo();
    const other = t.client();
    await signInConsented(other, PERSONAS.bernardWong);
    const foreign = await answer(other, income.id, 'KEEP_MINE');
    expect(foreign.status).to.equal(404);
    expect(foreign.body).to.include({ code: 'CASHFLOW.RECONCILIATION_NOT_FOUND' });
    expect((await pending(other))).to.deep.equal([]);

    const bad = await answer(client, income.id, 'KEEP_ALL');
    expect(bad.status).to.equal(400);
    expect(bad.body.details[0]).to.include({ field: 'choice' });
    expect((await answer(client, 'not-an-id', 'KEEP_MINE')).status).to.equal(400);

    expect((await answer(client, income.id, 'KEEP_MINE')).status).to.equal(204);
    expect((await answer(client, income.id, 'KEEP_BOTH')).status).to.equal(404);
  });

  it('the typed item removed while the question was open: the imported one goes in instead of staying hidden', async () => {
    const { client } = await typedThenMyinfo();
    // The list as saved without the salary: the imported interest stays (sent back with its id).
    const interest = (await finances(client)).incomeList.find((i: Named) => i.name.startsWith('Interest'));
    const { id, name, grossIncome, netIncome, incomeCurrency, type } = interest;
    expect((await client.post('/api/v1/income', { incomeList: [{ id, name, grossIncome, netIncome, incomeCurrency, type }] })).status).to.equal(200);
    expect((await pending(client)).map((r) => r.list)).to.deep.equal(['loanRepayments']);
    expect((await finances(client)).incomeList.map((i: Named) => i.name)).to.have.members(['Interest (tax assessment 2019)', 'Employment (tax assessment 2019)']);
  });

  it('use imported for a typed mortgage: the home it secured now secures the imported one', async () => {
    const client = await resident();
    const loan = await client.post('/api/v1/liability', { name: 'HDB loan', amount: 50_000_000, ccy: 'SGD', category: 'MORTGAGE' });
    expect(loan.status, loan.text).to.equal(200);
    const typedLoanId = (loan.body.liability?.id ?? loan.body.id) as string;
    const home = await client.post('/api/v1/asset/property', {
      name: 'Our flat',
      totalValueAmount: 60_000_000,
      currency: 'SGD',
      investmentSource: 'CASH',
      enterOption: 'TOTAL_VALUE',
      property: { propertyType: 'HDB', hdbFlatType: '3_ROOM', address: '123 Lorong 1 Toa Payoh', ownershipShare: 100, valuationDate: '2026-10-01', securedLiabilityId: typedLoanId },
    });
    expect(home.status, home.text).to.be.oneOf([200, 201]);
    await myinfoImport(client);
    const owed = (await pending(client)).find((r) => r.list === 'liabilities')!;
    expect(owed.typed).to.deep.include({ id: typedLoanId, amount: 50_000_000 });
    expect((await answer(client, owed.id, 'USE_IMPORTED')).status).to.equal(204);

    const body = await finances(client);
    expect(body.liabilities.map((l: Named) => l.amount)).to.deep.equal([60_000_000]);
    const ours = body.propertyAssets.find((a: Named) => a.name === 'Our flat');
    expect(ours.property.securedLiabilityId).to.equal(body.liabilities[0].id);
  });

  it('Myinfo then a bank with the same HDB loan: one debt, the fresher bank copy; Myinfo’s returns when the bank no longer sends it', async () => {
    const client = await resident();
    await myinfoImport(client);
    await bankImport(client, ['DBS', 'MBB']);
    const mortgages = async () => {
      const body = await finances(client);
      const mortgage = (l: { category?: string; type?: { id: number } }) => l.category === 'MORTGAGE' || l.type?.id === 1;
      const sourceOf = (id: string) => body.origins[id]?.sourceName as string;
      return {
        owed: body.liabilities.filter(mortgage).map((l: Named) => sourceOf(l.id)),
        instalments: body.loanRepayments.filter(mortgage).map((l: Named) => sourceOf(l.id)),
      };
    };
    // The bank's is as of last month; Myinfo's flat data is from 2020.
    expect(await mortgages()).to.deep.equal({ owed: ['DBS Bank'], instalments: ['DBS Bank'] });

    await myinfoImport(client);
    expect(await mortgages(), 'a Myinfo re-import does not bring it back beside the bank’s').to.deep.equal({ owed: ['DBS Bank'], instalments: ['DBS Bank'] });

    await bankImport(client, ['MBB']);
    expect(await mortgages(), 'without the bank’s copy, Myinfo’s counts again').to.deep.equal({ owed: ['Myinfo'], instalments: ['Myinfo'] });
  });
});
