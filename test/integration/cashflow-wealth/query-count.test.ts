import { expect } from 'chai';
import { ManualClock } from '../../../src/shared-kernel/clock.js';
import type { TestClient, TestResponse } from '../../support/http-client.js';
import { appPerSuite } from '../../support/test-app.js';
import { PERSONAS, signInConsented } from '../../support/sign-in.js';
import { statementsDuring } from '../../support/sql-statements.js';

/**
 * Sequelize's set-up of a connection the pool has just opened (session settings): once per pooled connection, not
 * per request. The two reads of a request run side by side, so the pool grows to a second connection early on.
 */
const CONNECTION_SET_UP = /^SET client_min_messages/;

const MONEY_READ = /FROM (incomes|expenses|assets|liabilities|loan_repayments|fx_rates)\b/;

describe('GET /finances and GET /health-check run at most 3 SQL statements each, and answer from memory only while true', () => {
  const clock = new ManualClock('2026-11-22T02:00:00.000Z');
  const t = appPerSuite({ clock, env: { ACCOUNT_PURGE_INTERVAL_MINUTES: '0' } });
  let client: TestClient;
  let other: TestClient;

  before(async () => {
    client = t.client();
    await signInConsented(client, PERSONAS.limYongXiang);
    await client.request('PATCH', '/api/v1/user', { json: { employmentStatusRange: 'FULL_PART_TIME' } });
    const income = await client.post('/api/v1/income', { incomeList: [{ name: 'Salary', grossIncome: 600_000, netIncome: 480_000, incomeCurrency: 'USD', type: 'EMPLOYMENT' }] });
    expect(income.status, income.text).to.equal(200);
    other = t.client();
    await signInConsented(other, PERSONAS.tanHengHuat);
    // Past the 15 s activity slide: the first read below writes the session's activity stamp, later ones do not.
    clock.advance(20_000);
    expect((await client.get('/api/v1/user')).status).to.equal(200);
    expect((await other.get('/api/v1/user')).status).to.equal(200);
  });

  /** The statements of one GET (connection set-up left out), and its answer. */
  async function read(who: TestClient, path: string) {
    let res: TestResponse | undefined;
    const statements = (await statementsDuring(async () => void (res = await who.get(path)))).filter((sql) => !CONNECTION_SET_UP.test(sql));
    expect(res!.status, res!.text).to.equal(200);
    expect(statements, statements.map((sql) => sql.slice(0, 80)).join('\n')).to.have.length.at.most(3);
    return { body: res!.body, moneyReads: statements.filter((sql) => MONEY_READ.test(sql)) };
  }

  for (const path of ['/api/v1/finances', '/api/v1/health-check']) {
    it(`GET ${path}: one statement reads all the money data; repeated reads come from memory`, async () => {
      const first = await read(client, path);
      // One statement reads the money data, every list and the rates together: no per-table read slipped back in.
      expect(first.moneyReads).to.have.length(1);
      for (const table of ['incomes', 'expenses', 'loan_repayments', 'monthly_investments', 'liabilities', 'assets', 'cpf_assets', 'fx_rates']) expect(first.moneyReads[0]).to.include(`FROM ${table} `);
      for (let i = 0; i < 4; i++) {
        const again = await read(client, path);
        expect(again.moneyReads, 'answered from memory').to.have.length(0);
        expect(again.body).to.deep.equal(first.body);
      }
    });
  }

  it('a write is seen by the very next read, and one resident never gets another resident\'s answer', async () => {
    await read(client, '/api/v1/finances');
    const before = await read(client, '/api/v1/finances');
    expect(before.moneyReads).to.have.length(0);
    const expense = await client.post('/api/v1/expense', { expenses: [{ category: 'Food', amount: 80_000, timeInterval: 'MONTHLY' }] });
    expect(expense.status, expense.text).to.equal(200);
    const after = await read(client, '/api/v1/finances');
    expect(after.moneyReads).to.have.length(1);
    expect(after.body.expenses.map((e: { category: string }) => e.category)).to.deep.equal(['Food']);
    expect(after.body.totals.monthlyExpenses).to.equal(80_000);

    const others = await read(other, '/api/v1/finances');
    expect(others.moneyReads, "the other resident's own read").to.have.length(1);
    expect(others.body.incomeList).to.deep.equal([]);
    expect(others.body.expenses).to.deep.equal([]);
    const mineAgain = await read(client, '/api/v1/finances');
    expect(mineAgain.body.expenses).to.have.length(1);
  });

  it('a change of the exchange rates or of the employment status is seen by the next read', async () => {
    // Savings make the emergency fund available (with the expense entered above), so it has a working-resident code.
    const savings = { name: 'Savings', totalValueAmount: 100_000, currency: 'SGD', investmentSource: 'CASH', enterOption: 'TOTAL_VALUE', quantity: null, unitPrice: null, estimatedGrowthRate: null };
    expect((await client.post('/api/v1/asset/cash-savings', savings)).status).to.equal(200);
    const check = await read(client, '/api/v1/health-check');
    await read(client, '/api/v1/health-check');
    const totals = (await read(client, '/api/v1/finances')).body.totals;
    // The USD rate doubles (a new day's rate): the SGD totals of the USD income double with it.
    const [usd] = await t.app.sequelize.query<{ rate: string }>("SELECT exchange_rate::text AS rate FROM fx_rates WHERE currency_code = 'USD' ORDER BY retrieved_date DESC LIMIT 1", { type: 'SELECT' as never });
    await t.app.sequelize.query("INSERT INTO fx_rates (currency_code, exchange_rate, retrieved_date) VALUES ('USD', $1, '2026-11-22')", { bind: [Number(usd!.rate) * 2] });
    const doubled = await read(client, '/api/v1/finances');
    expect(doubled.moneyReads).to.have.length(1);
    expect(doubled.body.totals.monthlyGrossIncome).to.be.closeTo(totals.monthlyGrossIncome * 2, 1);

    // Not working any more: the emergency-fund rules for residents not working apply at once.
    expect(check.body.emergencyFund.code).to.match(/^EF[123]/);
    expect((await client.request('PATCH', '/api/v1/user', { json: { employmentStatusRange: 'NOT_WORKING' } })).status).to.equal(200);
    const notWorking = await read(client, '/api/v1/health-check');
    expect(notWorking.moneyReads).to.have.length(1);
    expect(notWorking.body.emergencyFund.code).to.match(/^EF[456]/);
  });
});
