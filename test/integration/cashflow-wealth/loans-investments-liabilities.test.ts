import { expect } from 'chai';
import { ManualClock } from '../../../src/shared-kernel/clock.js';
import type { TestClient } from '../../support/http-client.js';
import type { MockpassPersona } from '../../support/mockpass.js';
import { appPerSuite } from '../../support/test-app.js';
import { PERSONAS, signInConsented } from '../../support/sign-in.js';
import { itAnswers401SignedOutAnd403BeforeConsent } from '../../support/gated-calls.js';

const LOANS = '/api/v1/loan-repayment';
const INVESTMENT = '/api/v1/investment';
const LIABILITY = '/api/v1/liability';
const TARGET = '/api/v1/target-monthly-savings';
const BUDGET = '/api/v1/total-budget';
const FINANCES = '/api/v1/finances';
const SGD_CAP = 30_000_000_000_000;
/** 30,000,000,000,000 / 1.3045 (the latest seeded USD rate) rounded down. */
const USD_CAP = 22_997_316_979_685;
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

const hdb = { name: 'HDB loan', amount: 150_000, ccy: 'SGD', cash: 50_000, cpf: 100_000, type: { id: 1 } };
const car = { name: 'Car loan', amount: 120_000, ccy: 'SGD', cash: 120_000, cpf: 0, type: { id: 2 } };
const etf = { name: 'STI ETF', amount: 50_000, ccy: 'SGD', assetType: 'STOCK' };
const mortgage = { name: 'Condo mortgage', amount: 65_000_000, ccy: 'SGD', category: 'MORTGAGE' };

/** The answer form of a loan type: `{ id, description }`. */
const asAnswer = <T extends { type: { id: number } }>(loan: T) => ({ ...loan, type: { id: loan.type.id, description: loan.type.id === 1 ? 'MORTGAGE' : 'NON_MORTGAGE' }, liabilityId: null });

type Res = { status: number; text: string; body: { code: string; details: unknown; errorMessage: string } };
function expect400(res: Res, field: string, message: string) {
  expect(res.status, res.text).to.equal(400);
  expect(res.body.code).to.equal('VALIDATION.FAILED');
  expect(res.body.details).to.deep.include({ field, message });
}

describe('Loan repayments, monthly investments, liabilities, target monthly savings, total budget', () => {
  const t = appPerSuite({ clock: new ManualClock('2026-11-22T02:00:00.000Z') }); // 10:00 on 22 Nov 2026 in Singapore

  /** A resident with no loans, investments or liabilities. */
  async function resident(persona: MockpassPersona = PERSONAS.limYongXiang): Promise<TestClient> {
    const client = t.client();
    await signInConsented(client, persona);
    expect((await client.post(LOANS, { loanRepayments: [] })).status).to.equal(200);
    const read = await client.get(FINANCES);
    expect(read.status, read.text).to.equal(200);
    const finances = read.body;
    for (const { id } of finances.investments) expect((await client.request('DELETE', `${INVESTMENT}/${id}`)).status).to.equal(200);
    for (const { id } of finances.liabilities) expect((await client.request('DELETE', `${LIABILITY}/${id}`)).status).to.equal(200);
    return client;
  }
  const finances = async (client: TestClient) => (await client.get(FINANCES)).body;

  itAnswers401SignedOutAnd403BeforeConsent(t, [
    ['POST', LOANS, { loanRepayments: [] }],
    ['POST', INVESTMENT, etf],
    ['PATCH', `${INVESTMENT}/${UNKNOWN_ID}`, { amount: 1 }],
    ['DELETE', `${INVESTMENT}/${UNKNOWN_ID}`, undefined],
    ['POST', LIABILITY, mortgage],
    ['PATCH', `${LIABILITY}/${UNKNOWN_ID}`, { amount: 1 }],
    ['DELETE', `${LIABILITY}/${UNKNOWN_ID}`, undefined],
    ['POST', TARGET, { targetMonthlySavings: 1, enteredDate: '2026-11-22' }],
    ['PUT', BUDGET, { amount: 1 }],
  ]);

  describe('POST /loan-repayment', () => {
    it('syncs the list like income: creates, updates, deletes what is left out; answers types as { id, description }', async () => {
      const client = await resident();
      const first = await client.post(LOANS, { loanRepayments: [{ id: 'local-1', ...hdb }, car] });
      expect(first.status, first.text).to.equal(200);
      expect(first.headers.get('cache-control')).to.equal('no-store');
      const [a, b] = first.body.loanRepaymentList;
      expect(a).to.deep.equal({ id: a.id, ...asAnswer(hdb) });
      expect(b).to.deep.equal({ id: b.id, ...asAnswer(car) });
      // Sent back as answered (type with its description): the description is ignored.
      const second = await client.post(LOANS, { loanRepayments: [{ ...b, amount: 130_000 }, { ...hdb, name: 'Renovation loan', type: { id: 2 } }] });
      expect(second.status, second.text).to.equal(200);
      const [b2, c] = second.body.loanRepaymentList;
      expect(b2).to.deep.equal({ ...b, amount: 130_000 });
      expect(c.id).to.not.equal(a.id);
      expect(c.type).to.deep.equal({ id: 2, description: 'NON_MORTGAGE' });
      expect((await finances(client)).loanRepayments).to.deep.equal(second.body.loanRepaymentList);
    });

    it('answers 422 when cash + CPF exceed the instalment (equal is fine) and changes nothing', async () => {
      const client = await resident();
      const ok = await client.post(LOANS, { loanRepayments: [hdb] });
      expect(ok.status, ok.text).to.equal(200);
      const res = await client.post(LOANS, { loanRepayments: [car, { ...hdb, cash: 50_001 }] });
      expect(res.status, res.text).to.equal(422);
      expect(res.body.errorMessage).to.equal('Sum of cash and CPF cannot exceed total monthly instalment');
      expect(res.body.details).to.deep.equal([{ field: 'loanRepayments.1.cash', message: 'Sum of cash and CPF cannot exceed total monthly instalment' }]);
      expect((await finances(client)).loanRepayments).to.deep.equal(ok.body.loanRepaymentList);
    });

    it("answers 404 (never 403) for another resident's id and changes nothing", async () => {
      const other = await resident(PERSONAS.tanHengHuat);
      const [theirs] = (await other.post(LOANS, { loanRepayments: [hdb] })).body.loanRepaymentList;
      const client = await resident();
      const mine = (await client.post(LOANS, { loanRepayments: [car] })).body.loanRepaymentList;
      const res = await client.post(LOANS, { loanRepayments: [...mine, { ...theirs, name: 'Taken over' }] });
      expect(res.status, res.text).to.equal(404);
      expect(res.body.code).to.equal('CASHFLOW.LOAN_REPAYMENT_NOT_FOUND');
      expect((await finances(client)).loanRepayments).to.deep.equal(mine);
      expect((await finances(other)).loanRepayments).to.deep.equal([theirs]);
    });

    it('answers 400 with the spec texts', async () => {
      const client = await resident();
      const post = (loan: object) => client.post(LOANS, { loanRepayments: [loan] });
      expect400(await post({ ...hdb, name: '' }), 'loanRepayments.0.name', 'Please enter a value');
      expect400(await post({ ...hdb, name: 'Loan ' }), 'loanRepayments.0.name', 'Cannot have space as first and last character');
      expect400(await post({ ...hdb, name: 'x'.repeat(67) }), 'loanRepayments.0.name', 'Must be at most 66 characters');
      expect400(await post({ ...hdb, amount: 0 }), 'loanRepayments.0.amount', 'Must be more than 0');
      expect400(await post({ ...hdb, cash: -1 }), 'loanRepayments.0.cash', 'Must be more than or equal to 0');
      expect400(await post({ ...hdb, type: { id: 3 } }), 'loanRepayments.0.type.id', 'Invalid format');
      expect400(await post({ ...hdb, type: 'MORTGAGE' }), 'loanRepayments.0.type', 'Invalid format');
      expect400(await post({ ...hdb, ccy: 'XYZ' }), 'loanRepayments.0.ccy', 'We have no exchange rate for XYZ. Choose another currency.');
      expect400(await post({ ...hdb, ccy: 'USD', amount: USD_CAP + 1, cash: 0, cpf: 0 }), 'loanRepayments.0.amount', 'Must be less than or equal to 229,973,169,796.85');
      expect400(await client.post(LOANS, { loanRepayments: Array.from({ length: 21 }, () => hdb) }), 'loanRepayments', 'Add at most 20 loan repayments');
      expect((await post({ ...hdb, ccy: 'USD', amount: USD_CAP, cash: USD_CAP, cpf: 0 })).status).to.equal(200);
    });
  });

  describe('/investment', () => {
    it('POST answers { data }, PATCH changes only the fields sent, DELETE answers { id }; GET /finances follows', async () => {
      const client = await resident();
      const created = await client.post(INVESTMENT, etf);
      expect(created.status, created.text).to.equal(200);
      expect(created.headers.get('cache-control')).to.equal('no-store');
      const { id } = created.body.data;
      expect(created.body).to.deep.equal({ data: { id, ...etf } });
      const patched = await client.request('PATCH', `${INVESTMENT}/${id}`, { json: { amount: 60_000, ccy: 'USD' } });
      expect(patched.status, patched.text).to.equal(200);
      expect(patched.body).to.deep.equal({ data: { id, ...etf, amount: 60_000, ccy: 'USD' } });
      expect((await finances(client)).investments).to.deep.equal([patched.body.data]);
      const deleted = await client.request('DELETE', `${INVESTMENT}/${id}`);
      expect(deleted.status, deleted.text).to.equal(200);
      expect(deleted.body).to.deep.equal({ id });
      expect((await finances(client)).investments).to.deep.equal([]);
    });

    it("answers 404 (never 403) for another resident's id, an unknown id or a deleted one", async () => {
      const other = await resident(PERSONAS.tanHengHuat);
      const theirs = (await other.post(INVESTMENT, etf)).body.data;
      const client = await resident();
      for (const id of [theirs.id, UNKNOWN_ID, 'not-a-uuid']) {
        const patched = await client.request('PATCH', `${INVESTMENT}/${id}`, { json: { amount: 1 } });
        expect(patched.status, patched.text).to.equal(404);
        expect(patched.body.errorMessage).to.equal('This monthly investment no longer exists. Reload the page and try again.');
        expect((await client.request('DELETE', `${INVESTMENT}/${id}`)).status).to.equal(404);
      }
      expect((await finances(other)).investments).to.deep.equal([theirs]);
    });

    it('answers 400 with clear texts, and for an empty or unknown-field PATCH', async () => {
      const client = await resident();
      expect400(await client.post(INVESTMENT, { ...etf, name: '' }), 'name', 'Please enter a value');
      expect400(await client.post(INVESTMENT, { ...etf, name: 'x'.repeat(25) }), 'name', 'Must be 24 characters or fewer (Chinese, Japanese and Korean characters count as 2)');
      expect400(await client.post(INVESTMENT, { ...etf, name: '星展银行星展银行星展银行星' }), 'name', 'Must be 24 characters or fewer (Chinese, Japanese and Korean characters count as 2)');
      expect400(await client.post(INVESTMENT, { ...etf, amount: 0 }), 'amount', 'Must be more than 0');
      expect400(await client.post(INVESTMENT, { ...etf, assetType: 'CRYPTO' }), 'assetType', 'Invalid format');
      expect400(await client.post(INVESTMENT, { ...etf, ccy: 'XYZ' }), 'ccy', 'We have no exchange rate for XYZ. Choose another currency.');
      expect400(await client.post(INVESTMENT, { ...etf, amount: SGD_CAP + 1 }), 'amount', 'Must be less than or equal to 300,000,000,000');
      const { id } = (await client.post(INVESTMENT, { ...etf, name: 'x'.repeat(24) })).body.data;
      expect400(await client.request('PATCH', `${INVESTMENT}/${id}`, { json: {} }), 'body', 'Send at least one field to change');
      expect400(await client.request('PATCH', `${INVESTMENT}/${id}`, { json: { amont: 5 } }), 'amont', 'Unknown field: send only the fields this call accepts');
      expect400(await client.request('PATCH', `${INVESTMENT}/${id}`, { json: { name: ' ETF' } }), 'name', 'Cannot have space as first and last character');
    });

    it('answers 422 beyond 50 monthly investments', async () => {
      const client = await resident(PERSONAS.bernardWong);
      for (let i = 0; i < 50; i += 1) expect((await client.post(INVESTMENT, etf)).status).to.equal(200);
      const res = await client.post(INVESTMENT, etf);
      expect(res.status, res.text).to.equal(422);
      expect(res.body.errorMessage).to.equal('You can have at most 50 monthly investments');
    });
  });

  describe('/liability', () => {
    it('POST answers { liability }, PATCH changes only the fields sent, DELETE answers { id }; GET /finances follows', async () => {
      const client = await resident();
      const created = await client.post(LIABILITY, mortgage);
      expect(created.status, created.text).to.equal(200);
      const { id } = created.body.liability;
      expect(created.body).to.deep.equal({ liability: { id, ...mortgage } });
      const zero = await client.post(LIABILITY, { ...mortgage, name: 'Paid-off car loan', amount: 0, category: 'NON_MORTGAGE' });
      expect(zero.status, zero.text).to.equal(200);
      const patched = await client.request('PATCH', `${LIABILITY}/${id}`, { json: { amount: 64_000_000 } });
      expect(patched.status, patched.text).to.equal(200);
      expect(patched.body).to.deep.equal({ liability: { id, ...mortgage, amount: 64_000_000 } });
      expect((await finances(client)).liabilities).to.deep.equal([patched.body.liability, zero.body.liability]);
      expect((await client.request('DELETE', `${LIABILITY}/${id}`)).body).to.deep.equal({ id });
      expect((await finances(client)).liabilities).to.deep.equal([zero.body.liability]);
    });

    it("answers 404 for another resident's id and 400 with clear texts", async () => {
      const other = await resident(PERSONAS.tanHengHuat);
      const theirs = (await other.post(LIABILITY, mortgage)).body.liability;
      const client = await resident();
      const res = await client.request('PATCH', `${LIABILITY}/${theirs.id}`, { json: { amount: 1 } });
      expect(res.status, res.text).to.equal(404);
      expect(res.body.code).to.equal('CASHFLOW.LIABILITY_NOT_FOUND');
      expect((await client.request('DELETE', `${LIABILITY}/${theirs.id}`)).status).to.equal(404);
      expect((await finances(other)).liabilities).to.deep.equal([theirs]);
      expect400(await client.post(LIABILITY, { ...mortgage, amount: -1 }), 'amount', 'Must be more than or equal to 0');
      expect400(await client.post(LIABILITY, { ...mortgage, category: 'STUDY' }), 'category', 'Invalid format');
      expect400(await client.post(LIABILITY, { ...mortgage, name: 'x'.repeat(67) }), 'name', 'Must be at most 66 characters');
      expect400(await client.post(LIABILITY, { ...mortgage, ccy: 'usd' }), 'ccy', 'Invalid format');
      expect400(await client.post(LIABILITY, { ...mortgage, ccy: 'USD', amount: USD_CAP + 1 }), 'amount', 'Must be less than or equal to 229,973,169,796.85');
      const { id } = (await client.post(LIABILITY, { ...mortgage, ccy: 'USD', amount: USD_CAP })).body.liability;
      expect400(await client.request('PATCH', `${LIABILITY}/${id}`, { json: {} }), 'body', 'Send at least one field to change');
      expect400(await client.request('PATCH', `${LIABILITY}/${id}`, { json: { id: 'x' } }), 'id', 'Unknown field: send only the fields this call accepts');
    });
  });

  describe('POST /target-monthly-savings and PUT /total-budget', () => {
    it('create, then replace, the one record each; GET /finances reads them', async () => {
      const client = await resident(PERSONAS.bernardWong);
      const empty = await finances(client);
      expect(empty.targetMonthlySavings).to.equal(null);
      expect(empty.totalBudget).to.equal(null);
      const target = await client.post(TARGET, { targetMonthlySavings: 100_000, enteredDate: '2026-11-01' });
      expect(target.status, target.text).to.equal(200);
      expect(target.headers.get('cache-control')).to.equal('no-store');
      expect(target.body).to.deep.equal({ targetMonthlySavings: { targetMonthlySavings: 100_000, enteredDate: '2026-11-01', dayOfTransfer: null, automaticTransferStatus: null } });
      expect((await client.post(TARGET, { targetMonthlySavings: 0, enteredDate: '2026-11-22' })).status).to.equal(200);
      const budget = await client.request('PUT', BUDGET, { json: { amount: 300_000 } });
      expect(budget.status, budget.text).to.equal(200);
      expect(budget.body).to.deep.equal({ totalBudget: { amount: 300_000 } });
      expect((await client.request('PUT', BUDGET, { json: { amount: SGD_CAP } })).status).to.equal(200);
      const read = await finances(client);
      expect(read.targetMonthlySavings).to.deep.equal({ targetMonthlySavings: 0, enteredDate: '2026-11-22', dayOfTransfer: null, automaticTransferStatus: null });
      expect(read.totalBudget).to.deep.equal({ amount: SGD_CAP });
    });

    it('answer 400 with clear texts', async () => {
      const client = await resident(PERSONAS.bernardWong);
      expect400(await client.post(TARGET, { targetMonthlySavings: -1, enteredDate: '2026-11-22' }), 'targetMonthlySavings', 'Must be more than or equal to 0');
      expect400(await client.post(TARGET, { targetMonthlySavings: SGD_CAP + 1, enteredDate: '2026-11-22' }), 'targetMonthlySavings', 'Must be less than or equal to 300,000,000,000');
      expect400(await client.post(TARGET, { targetMonthlySavings: 1, enteredDate: '2026-11-23' }), 'enteredDate', 'Date cannot be after today');
      expect400(await client.post(TARGET, { targetMonthlySavings: 1, enteredDate: '2026-02-29' }), 'enteredDate', 'Invalid format');
      expect400(await client.post(TARGET, { enteredDate: '2026-11-22' }), 'targetMonthlySavings', 'Please enter a value');
      expect400(await client.request('PUT', BUDGET, { json: { amount: 1.5 } }), 'amount', 'Must be a whole number');
      expect400(await client.request('PUT', BUDGET, { json: { amount: SGD_CAP + 1 } }), 'amount', 'Must be less than or equal to 300,000,000,000');
      expect400(await client.request('PUT', BUDGET, { json: {} }), 'amount', 'Please enter a value');
    });
  });

  it('GET /finances answers every part, with dayOfTransfer and automaticTransferStatus null', async () => {
    const client = await resident();
    const loans = (await client.post(LOANS, { loanRepayments: [hdb] })).body.loanRepaymentList;
    const investment = (await client.post(INVESTMENT, etf)).body.data;
    const liability = (await client.post(LIABILITY, mortgage)).body.liability;
    const read = await client.get(FINANCES);
    expect(read.status, read.text).to.equal(200);
    expect(read.body).to.deep.include({ loanRepayments: loans, investments: [investment], liabilities: [liability], dayOfTransfer: null, automaticTransferStatus: null });
    expect(read.body).to.include.keys('expenses', 'targetMonthlySavings', 'totalBudget', 'incomeList', 'estimatedMonthlyExpenses');
  });
});
