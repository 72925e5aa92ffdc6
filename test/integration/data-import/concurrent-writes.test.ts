import { expect } from 'chai';
import { myinfoConsent, tickMyinfoIncomes } from '../../support/myinfo-consent.js';
import { QueryTypes } from 'sequelize';
import { ManualClock } from '../../../src/shared-kernel/clock.js';
import { expectStatuses, inParallel, PARALLEL } from '../../support/concurrent.js';
import type { TestClient } from '../../support/http-client.js';
import { appPerSuite } from '../../support/test-app.js';
import { PERSONAS, signInConsented } from '../../support/sign-in.js';
import type { MockpassPersona } from '../../support/mockpass.js';

const TABLES = ['incomes', 'loan_repayments', 'liabilities', 'assets', 'cpf_assets'] as const;

/**
 * Imports and their adjustments sent many times at once, or beside the resident's own saves of the same lists:
 * nothing is duplicated, no adjustment is lost, and the items always follow the stored record
 * (docs/decisions.md "Concurrent writes").
 */
describe('Data import: imports and adjustments many times at once', () => {
  const t = appPerSuite({ clock: new ManualClock('2026-11-24T02:00:00.000Z') });

  async function resident(persona: MockpassPersona): Promise<{ client: TestClient; userId: string }> {
    const client = t.client();
    const profile = await signInConsented(client, persona);
    return { client, userId: profile.id as string };
  }

  /** How many rows each import source (and the resident, as 'OWN') holds in each table the imports write. */
  async function rowsBySource(userId: string): Promise<Record<string, number>> {
    const counts: Record<string, number> = {};
    for (const table of TABLES) {
      const rows = await t.app.sequelize.query<{ source: string; n: number }>(`SELECT coalesce(import_source, 'OWN') AS source, count(*)::int AS n FROM ${table} WHERE user_id = $1 GROUP BY 1`, {
        bind: [userId],
        type: QueryTypes.SELECT,
      });
      for (const row of rows) counts[`${table}:${row.source}`] = row.n;
    }
    return counts;
  }

  /** The sandbox's bank consent for `banks`, exchanged: the session then holds the access POST /apim/user-data uses. */
  async function bankAccess(client: TestClient, banks: string[]): Promise<void> {
    const start = await client.post('/api/v1/apim/authorise', {});
    expect(start.status, start.text).to.equal(200);
    const consentUrl = new URL(start.body.url as string);
    const form = new URLSearchParams({ state: consentUrl.searchParams.get('state')!, decision: 'allow' });
    for (const bank of banks) form.append('banks', bank);
    const answer = await fetch(new URL('/sandbox/sgfindex/consent', t.app.url), { method: 'POST', redirect: 'manual', body: form });
    const back = new URL(answer.headers.get('location')!);
    const token = await client.post('/api/v1/apim/token', { code: back.searchParams.get('code'), state: back.searchParams.get('state') });
    expect(token.status, token.text).to.equal(204);
  }

  /** GET /finances without the parts that say when it was read. */
  const lists = async (client: TestClient) => {
    const res = await client.get('/api/v1/finances');
    expect(res.status, res.text).to.equal(200);
    return res.body;
  };

  it('POST /myinfo/token sent many times with one code imports the record once', async () => {
    const { client, userId } = await resident(PERSONAS.limYongXiang);
    const consent = await myinfoConsent(client, 'S9812379B');
    const answers = await inParallel(PARALLEL, () => client.post('/api/v1/myinfo/token', consent));
    expectStatuses(answers, [200, 400]);
    expect(answers.filter((res) => res.status === 200)).to.not.have.length(0);
    const once = await rowsBySource(userId);
    // A second import in sequence gives the same rows: the parallel ones left exactly one import's items.
    expect((await client.post('/api/v1/myinfo/token', await myinfoConsent(client, 'S9812379B'))).status).to.equal(200);
    expect(await rowsBySource(userId)).to.deep.equal(once);
  });
  it('a Myinfo import beside saves of the same lists: one import of items, one of the resident\'s own, never more', async () => {
    const { client, userId } = await resident(PERSONAS.bernardWong);
    const salary = { name: 'Salary', grossIncome: 650_000, netIncome: 520_000, incomeCurrency: 'SGD', type: 'EMPLOYMENT' };
    const consent = await myinfoConsent(client, 'S9912375C');
    const answers = await Promise.all([
      client.post('/api/v1/myinfo/token', consent),
      ...Array.from({ length: PARALLEL }, () => client.post('/api/v1/income', { incomeList: [salary] })),
    ]);
    expectStatuses(answers);
    const rows = await rowsBySource(userId);
    expect(rows['incomes:OWN']).to.equal(1);
    // The import once more, in sequence: what one import brings. A save sends only the items it saw, so the
    // parallel ones may have removed the import's items (all of them), never added to them.
    expect((await client.post('/api/v1/myinfo/token', await myinfoConsent(client, 'S9912375C'))).status).to.equal(200);
    // Every income of the notice ticked, as an import added them all before it asked (docs/decisions.md "Imports ask before they add").
    const offers = (await client.get('/api/v1/myinfo/income-offers')).body.data.offers as { ref: string }[];
    await tickMyinfoIncomes(client, offers.map((offer) => offer.ref));
    const once = (await rowsBySource(userId))['incomes:MYINFO']!;
    expect(once).to.be.greaterThan(0);
    expect([0, once]).to.include(rows['incomes:MYINFO'] ?? 0);
  });

  it('PATCH /myinfo/hdb/ownership/{id} many times at once: the mortgage in the lists follows the share stored last', async () => {
    const { client } = await resident(PERSONAS.tanHengHuat);
    expect((await client.post('/api/v1/myinfo/token', await myinfoConsent(client, 'S9812381D'))).status).to.equal(200);
    const answers = await inParallel(PARALLEL, (i) =>
      client.patch('/api/v1/myinfo/hdb/ownership/1', { percentageShare: 20 + i, monthlyCashLoanInstalment: 1_000 * (i + 1), monthlyCPFLoanInstalment: 150_000 }),
    );
    expectStatuses(answers);
    const derived = await lists(client);
    // Saving the stored flat again derives its items afresh: they must be what the parallel saves left.
    const flat = (await client.get('/api/v1/myinfo/person')).body.data.hdbOwnership.find((f: { id: string }) => f.id === '1');
    const { percentageShare, monthlyCashLoanInstalment, monthlyCPFLoanInstalment } = flat;
    expect((await client.patch('/api/v1/myinfo/hdb/ownership/1', { percentageShare, monthlyCashLoanInstalment, monthlyCPFLoanInstalment })).status).to.equal(200);
    const again = await lists(client);
    // Items written in one transaction share their creation time, so their order is not part of what is compared.
    const mortgages = (f: { liabilities: Array<{ name: string; amount: number }>; loanRepayments: Array<{ name: string; amount: number; cash: number; cpf: number }> }) => [
      ...f.liabilities.map(({ name, amount }) => `${name}: ${amount}`),
      ...f.loanRepayments.map(({ name, amount, cash, cpf }) => `${name}: ${amount} = ${cash} + ${cpf}`),
    ].sort();
    expect(mortgages(derived)).to.deep.equal(mortgages(again));
  });

  it('POST /apim/user-data sent many times with one access imports the banks once', async () => {
    const { client, userId } = await resident(PERSONAS.limYongXiang);
    await bankAccess(client, ['DBS', 'OCBC', 'CDP']);
    const answers = await inParallel(PARALLEL, () => client.post('/api/v1/apim/user-data', {}));
    expectStatuses(answers, [200, 400]);
    expect(answers.filter((res) => res.status === 200)).to.not.have.length(0);
    const once = await rowsBySource(userId);
    await bankAccess(client, ['DBS', 'OCBC', 'CDP']);
    expect((await client.post('/api/v1/apim/user-data', {})).status).to.equal(200);
    expect(await rowsBySource(userId)).to.deep.equal(once);
  });

  it('bank adjustments at once: none is lost, and the items follow the stored record', async () => {
    const { client } = await resident(PERSONAS.tanHengHuat);
    await bankAccess(client, ['DBS', 'OCBC', 'UOB']);
    expect((await client.post('/api/v1/apim/user-data', {})).status).to.equal(200);
    type Account = { id: string; percentageShare: number | null };
    const accounts = ((await client.get('/api/v1/apim/data')).body.data.fpdata.casa as Account[]).map((a) => a.id);
    expect(accounts.length, 'several accounts to adjust').to.be.greaterThan(1);
    const shareOf = (id: string) => 10 + accounts.indexOf(id);
    const answers = await inParallel(PARALLEL, (i) => {
      const id = accounts[i % accounts.length]!;
      return client.patch(`/api/v1/apim/casa/${id}`, { percentageShare: shareOf(id) });
    });
    expectStatuses(answers);
    const stored = (await client.get('/api/v1/apim/data')).body.data.fpdata.casa as Account[];
    expect(stored.map((a) => [a.id, a.percentageShare])).to.deep.equal(accounts.map((id) => [id, shareOf(id)]));
    const derived = (await lists(client)).cashSavingsAssets;
    // Saving one stored share again derives the items afresh: they must be what the parallel saves left.
    expect((await client.patch(`/api/v1/apim/casa/${accounts[0]}`, { percentageShare: shareOf(accounts[0]!) })).status).to.equal(200);
    const again = (await lists(client)).cashSavingsAssets;
    // Items written in one transaction share their creation time, so their order is not part of what is compared.
    const values = (assets: Array<{ name: string; totalValueAmount: number }>) => assets.map(({ name, totalValueAmount }) => `${name}: ${totalValueAmount}`).sort();
    expect(values(derived)).to.deep.equal(values(again));
  });
  it('a re-import beside edits and deletes of the items it replaces: each waits for the other, none fails', async () => {
    const { client } = await resident(PERSONAS.bernardWong);
    await bankAccess(client, ['DBS', 'OCBC']);
    expect((await client.post('/api/v1/apim/user-data', {})).status).to.equal(200);
    for (let round = 0; round < 3; round += 1) {
      const finances = await lists(client);
      const imported = (items: Array<{ id: string }>) => items.filter((item) => finances.origins[item.id]);
      const savings = imported(finances.cashSavingsAssets) as Array<{ id: string }>;
      const liabilities = imported(finances.liabilities) as Array<{ id: string }>;
      expect(savings.length + liabilities.length, 'imported items to edit').to.be.greaterThan(1);
      await bankAccess(client, ['DBS', 'OCBC']);
      const answers = await Promise.all([
        client.post('/api/v1/apim/user-data', {}),
        ...savings.map(({ id }, i) => (i % 2 === 0 ? client.patch(`/api/v1/asset/cash-savings/${id}`, { name: `Edited ${i}` }) : client.delete(`/api/v1/asset/cash-savings/${id}`))),
        ...liabilities.map(({ id }, i) => (i % 2 === 0 ? client.patch(`/api/v1/liability/${id}`, { name: `Edited ${i}` }) : client.delete(`/api/v1/liability/${id}`))),
      ]);
      // An edit or a delete that comes after the re-import finds its item replaced: 404, like any other vanished id.
      expect(answers[0]!.status, answers[0]!.text).to.equal(200);
      expectStatuses(answers, [200, 404]);
    }
  });
});
