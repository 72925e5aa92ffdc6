import { expect } from 'chai';
import { ManualClock } from '../../../src/shared-kernel/clock.js';
import type { TestClient, TestResponse } from '../../support/http-client.js';
import { importMyinfo } from '../../support/myinfo-consent.js';
import type { MockpassPersona } from '../../support/mockpass.js';
import { appPerSuite } from '../../support/test-app.js';
import { PERSONAS, signInConsented } from '../../support/sign-in.js';
import { importBankData } from '../../support/bank-consent.js';
import { statementsDuring } from '../../support/sql-statements.js';

/** Sequelize's set-up of a connection the pool has just opened: once per pooled connection, not per request. */
const CONNECTION_SET_UP = /^SET client_min_messages/;
const SESSION_READ = /FROM sessions s LEFT JOIN users u/;
/** Every table a profile fact is read from (identity's, data-import's, cashflow-wealth's). */
const FACT_TABLES = ['module_statuses', 'personal_data', 'bank_data', 'target_monthly_savings', 'total_budgets', 'estimated_monthly_expenses'];
const readsFacts = (sql: string) => FACT_TABLES.some((table) => sql.includes(`FROM ${table} `));

/** Every statement of `during` but the pool's connection set-up. */
const statementsOf = async (during: () => Promise<void>) => (await statementsDuring(during)).filter((sql) => !CONNECTION_SET_UP.test(sql));

async function counted(request: () => Promise<TestResponse>): Promise<{ res: TestResponse; statements: string[] }> {
  let res: TestResponse | undefined;
  const statements = await statementsOf(async () => void (res = await request()));
  expect(res!.status, res!.text).to.equal(200);
  return { res: res!, statements };
}

/**
 * The authenticated read costs the session read plus ONE statement for every profile fact, whatever the resident
 * holds (docs/decisions.md "Profile facts in one statement"); the answers that carry the profile after a write read
 * the facts in one statement too.
 */
describe('GET /user: the session read plus one statement for the profile facts', () => {
  const clock = new ManualClock('2026-11-26T02:00:00.000Z');
  const t = appPerSuite({ clock, env: { ACCOUNT_PURGE_INTERVAL_MINUTES: '0' } });

  async function resident(persona: MockpassPersona = PERSONAS.limYongXiang): Promise<TestClient> {
    const client = t.client();
    await signInConsented(client, persona);
    return client;
  }

  const importBanks = (client: TestClient, banks: string[]) => importBankData(client, t.app.url, banks);

  /** GET /user once past the session's activity slide (that read re-writes the session), then the counted read. */
  async function countedRead(client: TestClient) {
    clock.advance(20_000);
    expect((await client.get('/api/v1/user')).status).to.equal(200);
    const read = await counted(() => client.get('/api/v1/user'));
    expect(read.statements, read.statements.map((sql) => sql.slice(0, 100)).join('\n')).to.have.length(2);
    expect(read.statements.filter((sql) => SESSION_READ.test(sql)), 'the session read').to.have.length(1);
    const facts = read.statements.filter((sql) => !SESSION_READ.test(sql));
    for (const table of FACT_TABLES) expect(facts[0], table).to.include(`FROM ${table} `);
    return read.res.body;
  }

  it('for a resident with every kind of fact: modules started, Myinfo and bank consents with banks, target savings, budget, estimate', async () => {
    const client = await resident();
    expect((await client.request('PUT', '/api/v1/module-status', { json: { module: 'CASHFLOW', currentStep: 1 } })).status).to.equal(200);
    expect((await client.request('PUT', '/api/v1/module-status', { json: { module: 'EXPENSE_MANAGER', currentStep: 2 } })).status).to.equal(200);
    await importMyinfo(client, 'S9812379B');
    await importBanks(client, ['DBS', 'CDP']);
    expect((await client.post('/api/v1/target-monthly-savings', { targetMonthlySavings: 150_000, enteredDate: '2026-11-26', dayOfTransfer: 5, automaticTransferStatus: true })).status).to.equal(200);
    expect((await client.request('PUT', '/api/v1/total-budget', { json: { amount: 320_000 } })).status).to.equal(200);
    expect((await client.post('/api/v1/estimated-monthly-expenses', { amount: 280_000, isDerived: false, enteredDate: '2026-11-25' })).status).to.equal(200);

    const user = await countedRead(client);
    expect(user).to.deep.include({
      hasStartedPlanning: true,
      targetMonthlySavings: 150_000,
      dayOfTransfer: 5,
      automaticTransferStatus: true,
      myinfoLatestPullConsentAtDate: '2026-11-26T02:00:00.000Z',
      apimLatestPullConsentAtDate: '2026-11-26T02:00:00.000Z',
      totalBudget: { amount: 320_000 },
      estimatedMonthlyExpenses: { amount: 280_000, isDerived: false, enteredDate: '2026-11-25' },
    });
    expect(user.connectedBanks).to.deep.equal([
      { id: 'DBS', bankName: 'DBS Bank' },
      { id: 'CDP', bankName: 'The Central Depository (CDP)' },
    ]);

    // PATCH /user and POST /user/feedback-form answer the same profile: its facts in one statement there too.
    for (const write of [
      () => client.request('PATCH', '/api/v1/user', { json: { analyticsEnabled: true } }),
      () => client.post('/api/v1/user/feedback-form', {}),
    ]) {
      const { res, statements } = await counted(write);
      expect(statements.filter(readsFacts), statements.map((sql) => sql.slice(0, 100)).join('\n')).to.have.length(1);
      expect(res.body).to.deep.include({ hasStartedPlanning: true, targetMonthlySavings: 150_000, totalBudget: { amount: 320_000 } });
    }
  });

  it('for a brand-new resident, whose facts are all empty', async () => {
    const user = await countedRead(await resident(PERSONAS.tanHengHuat));
    expect(user).to.deep.include({
      hasStartedPlanning: false,
      targetMonthlySavings: null,
      dayOfTransfer: null,
      automaticTransferStatus: null,
      totalBudget: null,
      estimatedMonthlyExpenses: null,
      myinfoLatestPullConsentAtDate: null,
      apimLatestPullConsentAtDate: null,
      connectedBanks: [],
    });
  });
});
