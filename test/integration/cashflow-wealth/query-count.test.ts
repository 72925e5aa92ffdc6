import { expect } from 'chai';
import pg from 'pg';
import { ManualClock } from '../../../src/shared-kernel/clock.js';
import type { TestClient } from '../../support/http-client.js';
import { appPerSuite } from '../../support/test-app.js';
import { PERSONAS, signInConsented } from '../../support/sign-in.js';

type Query = (...args: unknown[]) => unknown;

/**
 * Sequelize's set-up of a connection the pool has just opened (session settings): once per pooled connection, not
 * per request. The two reads of a request run side by side, so the pool grows to a second connection early on.
 */
const CONNECTION_SET_UP = /^SET client_min_messages/;

/**
 * Counts every statement sent to PostgreSQL while `during` runs, at the driver (pg.Client#query): Sequelize's own
 * queries and the session store's prepared statements alike, so nothing escapes the count.
 */
async function statementsDuring(during: () => Promise<void>): Promise<string[]> {
  const proto = pg.Client.prototype as unknown as { query: Query };
  const original = proto.query;
  const seen: string[] = [];
  proto.query = function (this: unknown, ...args: unknown[]) {
    const first = args[0] as string | { text?: string };
    seen.push((typeof first === 'string' ? first : (first?.text ?? '')).replace(/\s+/g, ' '));
    return original.apply(this, args);
  };
  try {
    await during();
  } finally {
    proto.query = original;
  }
  return seen;
}

describe('GET /finances and GET /health-check run at most 3 SQL statements each (issue #4)', () => {
  const clock = new ManualClock('2026-11-22T02:00:00.000Z');
  const t = appPerSuite({ clock, env: { ACCOUNT_PURGE_INTERVAL_MINUTES: '0' } });
  let client: TestClient;

  before(async () => {
    client = t.client();
    await signInConsented(client, PERSONAS.limYongXiang);
    await client.request('PATCH', '/api/v1/user', { json: { employmentStatusRange: 'FULL_PART_TIME' } });
    const income = await client.post('/api/v1/income', { incomeList: [{ name: 'Salary', grossIncome: 600_000, netIncome: 480_000, incomeCurrency: 'USD', type: 'EMPLOYMENT' }] });
    expect(income.status, income.text).to.equal(200);
    // Past the 15 s activity slide: the first read below writes the session's activity stamp, later ones do not.
    clock.advance(20_000);
    expect((await client.get('/api/v1/user')).status).to.equal(200);
  });

  for (const path of ['/api/v1/finances', '/api/v1/health-check']) {
    it(`GET ${path}`, async () => {
      for (let i = 0; i < 5; i++) {
        let status = 0;
        const statements = (
          await statementsDuring(async () => {
            status = (await client.get(path)).status;
          })
        ).filter((sql) => !CONNECTION_SET_UP.test(sql));
        expect(status).to.equal(200);
        expect(statements, statements.map((sql) => sql.slice(0, 80)).join('\n')).to.have.length.at.most(3);
        // One statement reads the money data, every list and the rates together: no per-table read slipped back in.
        const moneyReads = statements.filter((sql) => /FROM (incomes|expenses|assets|liabilities|loan_repayments|fx_rates)\b/.test(sql));
        expect(moneyReads).to.have.length(1);
        for (const table of ['incomes', 'expenses', 'loan_repayments', 'monthly_investments', 'liabilities', 'assets', 'cpf_assets', 'fx_rates']) expect(moneyReads[0]).to.include(`FROM ${table} `);
      }
    });
  }
});
