import { expect } from 'chai';
import { ManualClock } from '../../../src/shared-kernel/clock.js';
import type { TestClient } from '../../support/http-client.js';
import type { MockpassPersona } from '../../support/mockpass.js';
import { appPerSuite } from '../../support/test-app.js';
import { PERSONAS, signInConsented } from '../../support/sign-in.js';

const LOANS = '/api/v1/loan-repayment';
const LIABILITY = '/api/v1/liability';
const FINANCES = '/api/v1/finances';

const hdb = { name: 'HDB loan', amount: 150_000, ccy: 'SGD', cash: 50_000, cpf: 100_000, type: { id: 1 } };
const car = { name: 'Car loan', amount: 120_000, ccy: 'SGD', cash: 120_000, cpf: 0, type: { id: 2 } };
const hdbOwed = { name: 'HDB loan', amount: 30_000_000, ccy: 'SGD', category: 'MORTGAGE' };

/**
 * Enter once (docs/decisions.md "Enter once"): a loan repayment names the liability it repays; the link is
 * stored, read back by GET /finances, checked against the resident's own liabilities and made once per liability.
 */
describe('Loan repayments linked to their liabilities', () => {
  const t = appPerSuite({ clock: new ManualClock('2026-11-22T02:00:00.000Z') });

  async function resident(persona: MockpassPersona): Promise<TestClient> {
    const client = t.client();
    await signInConsented(client, persona);
    expect((await client.post(LOANS, { loanRepayments: [] })).status).to.equal(200);
    for (const { id } of (await client.get(FINANCES)).body.liabilities as { id: string }[]) await client.request('DELETE', `${LIABILITY}/${id}`);
    return client;
  }
  const liability = async (client: TestClient, body: object = hdbOwed): Promise<string> => {
    const res = await client.post(LIABILITY, body);
    expect(res.status, res.text).to.equal(200);
    return res.body.liability.id as string;
  };

  it('stores the link, answers it and GET /finances reads it back; a later save without it unlinks', async () => {
    const client = await resident(PERSONAS.limYongXiang);
    const owedId = await liability(client);
    const saved = await client.post(LOANS, { loanRepayments: [{ ...hdb, liabilityId: owedId }, car] });
    expect(saved.status, saved.text).to.equal(200);
    expect(saved.body.loanRepaymentList.map((l: { liabilityId: string | null }) => l.liabilityId)).to.deep.equal([owedId, null]);
    const read = (await client.get(FINANCES)).body;
    expect(read.loanRepayments).to.deep.equal(saved.body.loanRepaymentList);
    const [linked, other] = saved.body.loanRepaymentList;
    const unlinked = await client.post(LOANS, { loanRepayments: [{ ...linked, liabilityId: null }, other] });
    expect(unlinked.body.loanRepaymentList[0].liabilityId).to.equal(null);
  });

  it('deleting the liability keeps the loan repayment, unlinked', async () => {
    const client = await resident(PERSONAS.limYongXiang);
    const owedId = await liability(client);
    await client.post(LOANS, { loanRepayments: [{ ...hdb, liabilityId: owedId }] });
    expect((await client.request('DELETE', `${LIABILITY}/${owedId}`)).status).to.equal(200);
    const [loan] = (await client.get(FINANCES)).body.loanRepayments;
    expect(loan).to.deep.include({ name: 'HDB loan', liabilityId: null });
  });

  it("answers 404 (never 403) for another resident's liability and changes nothing", async () => {
    const other = await resident(PERSONAS.tanHengHuat);
    const theirs = await liability(other);
    const client = await resident(PERSONAS.limYongXiang);
    const mine = (await client.post(LOANS, { loanRepayments: [car] })).body.loanRepaymentList;
    const res = await client.post(LOANS, { loanRepayments: [{ ...hdb, liabilityId: theirs }] });
    expect(res.status, res.text).to.equal(404);
    expect(res.body).to.deep.include({ code: 'CASHFLOW.LIABILITY_NOT_FOUND', errorMessage: 'This liability no longer exists. Reload the page and try again.' });
    expect((await client.get(FINANCES)).body.loanRepayments).to.deep.equal(mine);
  });

  it('answers 400 for a liability linked twice in one list, and for an id that is not a uuid', async () => {
    const client = await resident(PERSONAS.limYongXiang);
    const owedId = await liability(client);
    const twice = await client.post(LOANS, { loanRepayments: [{ ...hdb, liabilityId: owedId }, { ...car, liabilityId: owedId }] });
    expect(twice.status, twice.text).to.equal(400);
    expect(twice.body.details).to.deep.equal([{ field: 'loanRepayments.1.liabilityId', message: 'This liability is already linked to another loan repayment' }]);
    const shape = await client.post(LOANS, { loanRepayments: [{ ...hdb, liabilityId: 'not-an-id' }] });
    expect(shape.status, shape.text).to.equal(400);
    expect(shape.body.details.map((d: { field: string }) => d.field)).to.deep.equal(['loanRepayments.0.liabilityId']);
    expect((await client.get(FINANCES)).body.loanRepayments).to.deep.equal([]);
  });
});
