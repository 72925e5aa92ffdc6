import { expect } from 'chai';
import { QueryTypes } from 'sequelize';
import { ManualClock } from '../../../src/shared-kernel/clock.js';
import { expectStatuses, inParallel, PARALLEL } from '../../support/concurrent.js';
import type { TestClient } from '../../support/http-client.js';
import { appPerSuite } from '../../support/test-app.js';
import { PERSONAS, signInConsented } from '../../support/sign-in.js';

const FINANCES = '/api/v1/finances';
const salary = { name: 'Salary', grossIncome: 650_000, netIncome: 520_000, incomeCurrency: 'SGD', type: 'EMPLOYMENT' };
const hdb = { name: 'HDB loan', amount: 150_000, ccy: 'SGD', cash: 50_000, cpf: 100_000, type: { id: 1 } };
const food = { category: 'Food and drinks', amount: 80_000, timeInterval: 'MONTHLY' };
const bond = { name: 'SSB', totalValueAmount: 1_000_000, currency: 'SGD', investmentSource: 'CASH', enterOption: 'TOTAL_VALUE', quantity: null, unitPrice: null, estimatedGrowthRate: null };
const etf = { name: 'STI ETF', amount: 50_000, ccy: 'SGD', assetType: 'STOCK' };
const carLoan = { name: 'Car loan', amount: 3_000_000, ccy: 'SGD', category: 'NON_MORTGAGE' };
const noOrigin = <T extends { id: string }>({ id: _id, ...item }: T) => item;

/**
 * The same write sent many times at once by one resident (two tabs, a double click, a retry) leaves what one of
 * them would have left: the per-resident locks of docs/decisions.md "Concurrent writes". Every test races on a
 * table of its own, so they can share one resident.
 */
describe('Cashflow and wealth: the same write many times at once', () => {
  const t = appPerSuite({ clock: new ManualClock('2026-11-22T02:00:00.000Z') }); // 10:00 on 22 Nov 2026 in Singapore

  async function resident(): Promise<{ client: TestClient; userId: string }> {
    const client = t.client();
    const profile = await signInConsented(client, PERSONAS.limYongXiang);
    return { client, userId: profile.id as string };
  }
  const finances = async (client: TestClient) => {
    const res = await client.get(FINANCES);
    expect(res.status, res.text).to.equal(200);
    return res.body;
  };
  const count = async (sql: string, userId: string) => {
    const [row] = await t.app.sequelize.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${sql}`, { bind: [userId], type: QueryTypes.SELECT });
    return row!.n;
  };

  it('POST /income: a one-item list saved at once by a resident with no income leaves one item', async () => {
    const { client } = await resident();
    const answers = await inParallel(PARALLEL, () => client.post('/api/v1/income', { incomeList: [salary] }));
    expectStatuses(answers);
    for (const res of answers) expect(res.body.incomeList).to.have.length(1);
    expect((await finances(client)).incomeList.map(noOrigin)).to.deep.equal([salary]);
  });

  it('POST /loan-repayment: a one-item list saved at once leaves one item', async () => {
    const { client } = await resident();
    const answers = await inParallel(PARALLEL, () => client.post('/api/v1/loan-repayment', { loanRepayments: [hdb] }));
    expectStatuses(answers);
    const stored = (await finances(client)).loanRepayments;
    expect(stored).to.have.length(1);
    expect(stored[0]).to.include({ name: hdb.name, amount: hdb.amount, cash: hdb.cash, cpf: hdb.cpf });
  });

  it('POST /expense: the same new category at once is stored once; the others are told it is taken (409)', async () => {
    const { client, userId } = await resident();
    const answers = await inParallel(PARALLEL, () => client.post('/api/v1/expense', { expenses: [food] }));
    expectStatuses(answers, [200, 409]);
    expect(answers.filter((res) => res.status === 200)).to.have.length(1);
    for (const res of answers.filter((r) => r.status === 409)) expect(res.body.code).to.equal('CASHFLOW.EXPENSE_CATEGORY_TAKEN');
    expect(await count('expenses WHERE user_id = $1', userId)).to.equal(1);
  });

  it('the one-record writes (estimated expenses, target savings, total budget, CPF) keep one row holding one whole request', async () => {
    const { client, userId } = await resident();
    const amounts = Array.from({ length: PARALLEL }, (_, i) => 100_000 + i);
    expectStatuses(await inParallel(PARALLEL, (i) => client.post('/api/v1/estimated-monthly-expenses', { amount: amounts[i], isDerived: i % 2 === 0, enteredDate: '2026-11-22' })));
    expectStatuses(await inParallel(PARALLEL, (i) => client.post('/api/v1/target-monthly-savings', { targetMonthlySavings: amounts[i], enteredDate: '2026-11-22' })));
    expectStatuses(await inParallel(PARALLEL, (i) => client.put('/api/v1/total-budget', { amount: amounts[i] })));
    expectStatuses(await inParallel(PARALLEL, (i) => client.patch('/api/v1/asset/cpf', { oa: amounts[i], sa: amounts[i], ma: amounts[i] })));

    for (const table of ['estimated_monthly_expenses', 'target_monthly_savings', 'total_budgets', 'cpf_assets']) {
      expect(await count(`${table} WHERE user_id = $1`, userId), table).to.equal(1);
    }
    const read = await finances(client);
    expect(amounts).to.include(read.estimatedMonthlyExpenses.amount);
    expect(read.estimatedMonthlyExpenses.isDerived).to.equal(amounts.indexOf(read.estimatedMonthlyExpenses.amount) % 2 === 0);
    expect(amounts).to.include(read.targetMonthlySavings.targetMonthlySavings);
    expect(amounts).to.include(read.totalBudget.amount);
    const { oa, sa, ma } = read.cpfAsset;
    expect(amounts).to.include(oa);
    expect([sa, ma], 'the balances of one request, not a mix').to.deep.equal([oa, oa]);
  });

  it('POST /asset/{kind}: creates at once stop exactly at 100 of a kind', async () => {
    const { client, userId } = await resident();
    await t.app.sequelize.query(
      `INSERT INTO assets (user_id, kind, name, total_value_amount, currency, investment_source, enter_option, last_updated_at)
       SELECT $1, 'bond', 'Bond ' || n, 100, 'SGD', 'CASH', 'TOTAL_VALUE', now() FROM generate_series(1, 95) AS n`,
      { bind: [userId] },
    );
    const answers = await inParallel(PARALLEL, () => client.post('/api/v1/asset/bond', bond));
    expectStatuses(answers, [200, 422]);
    expect(answers.filter((res) => res.status === 200)).to.have.length(5);
    expect(await count("assets WHERE user_id = $1 AND kind = 'bond'", userId)).to.equal(100);
  });

  for (const [path, table, body, seed] of [
    ['/api/v1/investment', 'monthly_investments', etf, `INSERT INTO monthly_investments (user_id, name, amount, ccy, asset_type) SELECT $1, 'Fund ' || n, 100, 'SGD', 'STOCK' FROM generate_series(1, 45) AS n`],
    ['/api/v1/liability', 'liabilities', carLoan, `INSERT INTO liabilities (user_id, name, amount, ccy, category) SELECT $1, 'Loan ' || n, 100, 'SGD', 'NON_MORTGAGE' FROM generate_series(1, 45) AS n`],
  ] as const) {
    it(`POST ${path}: creates at once stop exactly at 50`, async () => {
      const { client, userId } = await resident();
      await t.app.sequelize.query(`DELETE FROM ${table} WHERE user_id = $1`, { bind: [userId] });
      await t.app.sequelize.query(seed, { bind: [userId] });
      const answers = await inParallel(PARALLEL, () => client.post(path, body));
      expectStatuses(answers, [200, 422]);
      expect(answers.filter((res) => res.status === 200)).to.have.length(5);
      expect(await count(`${table} WHERE user_id = $1`, userId)).to.equal(50);
    });
  }
});
