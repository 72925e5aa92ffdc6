import { expect } from 'chai';
import { SqlFinancesReader } from '../../../src/cashflow-wealth/adapters/persistence/sql-finances-reader.js';
import { CASHFLOW_WEALTH } from '../../../src/cashflow-wealth/cashflow-wealth.tokens.js';
import { ManualClock } from '../../../src/shared-kernel/clock.js';
import type { TestClient } from '../../support/http-client.js';
import { PERSONAS as BY_NRIC, type MockpassPersona } from '../../support/mockpass.js';
import { appPerSuite } from '../../support/test-app.js';
import { PERSONAS, signInConsented } from '../../support/sign-in.js';

async function ok(res: Promise<{ status: number; text: string; body: any }>) {
  const answer = await res;
  expect(answer.status, answer.text).to.be.within(200, 201);
  return answer.body;
}

const cashAsset = { currency: 'SGD', investmentSource: 'CASH', enterOption: 'TOTAL_VALUE', quantity: null, unitPrice: null, estimatedGrowthRate: null };

/** One item of every part, in several currencies, with the awkward values (decimals, nulls, jsonb details). */
async function enterEverything(client: TestClient, tag: string): Promise<string> {
  const id = await userIdOf(client);
  await ok(client.post('/api/v1/income', { incomeList: [
    { name: `${tag} salary`, grossIncome: 600_000, netIncome: 480_000, incomeCurrency: 'SGD', type: 'EMPLOYMENT' },
    { name: `${tag} rent`, grossIncome: 100_000, netIncome: null, incomeCurrency: 'USD', type: 'RENT' },
  ] }));
  await ok(client.post('/api/v1/estimated-monthly-expenses', { amount: 250_000, isDerived: true, enteredDate: '2026-11-20' }));
  await ok(client.post('/api/v1/expense', { expenses: [
    { category: 'Food', amount: 150_000, timeInterval: 'MONTHLY', budgetAmount: 160_000, budgetTimeInterval: 'MONTHLY', colour: '#aabbcc' },
    { category: 'Taxes', amount: 240_000, timeInterval: 'YEARLY', budgetAmount: null, budgetTimeInterval: null, colour: null },
  ] }));
  await ok(client.post('/api/v1/loan-repayment', { loanRepayments: [{ name: `${tag} HDB`, amount: 150_000, ccy: 'SGD', cash: 50_000, cpf: 100_000, type: { id: 1 } }, { name: 'Car', amount: 70_000, ccy: 'USD', cash: 70_000, cpf: 0, type: { id: 2 } }] }));
  await ok(client.post('/api/v1/investment', { name: 'RSP', amount: 20_000, ccy: 'USD', assetType: 'STOCK' }));
  await ok(client.post('/api/v1/liability', { name: 'Mortgage', amount: 30_000_000, ccy: 'SGD', category: 'MORTGAGE' }));
  await ok(client.post('/api/v1/target-monthly-savings', { targetMonthlySavings: 100_000, enteredDate: '2026-11-21' }));
  await ok(client.request('PUT', '/api/v1/total-budget', { json: { amount: 300_000 } }));
  await ok(client.post('/api/v1/asset/cash-savings', { ...cashAsset, name: 'Savings', totalValueAmount: 1_500_000 }));
  await ok(client.post('/api/v1/asset/gold', { ...cashAsset, name: 'Gold bars', enterOption: 'UNIT_PRICE', quantity: 1.5, unitPrice: 265_033, estimatedGrowthRate: 12.34 }));
  await ok(client.post('/api/v1/asset/unit-trust', { ...cashAsset, name: 'CPFIS fund', investmentSource: 'CPFIS', totalValueAmount: 500_000, estimatedGrowthRate: -3.5 }));
  await ok(client.post('/api/v1/asset/insurance', { ...cashAsset, name: 'Life policy', totalValueAmount: 800_000, insurance: { insurer: 'I566C', policyType: 'PARTICIPATING', productType: 'WHOLE_LIFE', premiumAmount: 30_000, premiumFrequency: 'MONTHLY', sumAssured: 50_000_000 } }));
  await ok(client.request('PATCH', '/api/v1/asset/cpf', { json: { oa: 5_000_000, sa: 2_000_000, ma: 3_000_000 } }));
  return id;
}

/** The signed-in resident's user id, from their profile. */
async function userIdOf(client: TestClient): Promise<string> {
  return (await ok(client.get('/api/v1/user'))).id;
}

describe('The one-statement finances read (SqlFinancesReader)', () => {
  const t = appPerSuite({ clock: new ManualClock('2026-11-22T02:00:00.000Z') });

  async function resident(persona: MockpassPersona): Promise<TestClient> {
    const client = t.client();
    await signInConsented(client, persona);
    return client;
  }

  it("answers exactly what the repositories read, one resident's rows only, and each currency's latest rate", async () => {
    const mine = await enterEverything(await resident(PERSONAS.limYongXiang), 'Mine');
    await enterEverything(await resident(BY_NRIC.S9812385G), 'Theirs');
    const c = t.app.container;
    const { finances, rates } = await new SqlFinancesReader(t.app.sequelize).read(mine);
    expect(finances).to.deep.equal({
      incomeList: await c.get(CASHFLOW_WEALTH.IncomeRepository).listForUser(mine),
      estimatedMonthlyExpenses: await c.get(CASHFLOW_WEALTH.EstimatedExpensesRepository).findForUser(mine),
      expenses: await c.get(CASHFLOW_WEALTH.ExpenseRepository).listForUser(mine),
      loanRepayments: await c.get(CASHFLOW_WEALTH.LoanRepaymentRepository).listForUser(mine),
      investments: await c.get(CASHFLOW_WEALTH.MonthlyInvestmentRepository).listForUser(mine),
      liabilities: await c.get(CASHFLOW_WEALTH.LiabilityRepository).listForUser(mine),
      targetMonthlySavings: await c.get(CASHFLOW_WEALTH.TargetMonthlySavingsRepository).findForUser(mine),
      totalBudget: await c.get(CASHFLOW_WEALTH.TotalBudgetRepository).findForUser(mine),
      assets: await c.get(CASHFLOW_WEALTH.AssetRepository).listForUser(mine),
      cpfAsset: await c.get(CASHFLOW_WEALTH.CpfAssetRepository).findForUser(mine),
      // Nothing imported: everything is the resident's own.
      origins: {},
      // No setup completed (identity's module status, read in the same statement).
      setUp: { cashflow: false, wealth: false },
      // No emergency-fund target (the targets context's row, read in the same statement).
      emergencyFundAllocated: null,
    });
    // The awkward values survive the JSON round trip exactly.
    expect(finances.incomeList.map((i) => i.name)).to.deep.equal(['Mine salary', 'Mine rent']);
    const gold = finances.assets.find((a) => a.kind === 'gold')!;
    expect([gold.quantity, gold.unitPrice, gold.totalValueAmount, gold.estimatedGrowthRate]).to.deep.equal([1.5, 265_033, 397_550, 12.34]);
    expect(gold.lastUpdatedAt).to.be.an.instanceOf(Date);
    const latest = await c.get(CASHFLOW_WEALTH.FxRateRepository).latestPerCurrency();
    expect(rates).to.deep.equal(Object.fromEntries(latest.map((r) => [r.currencyCode, r.exchangeRate])));
    expect(rates).to.include({ USD: '1.3045' });
  });

  it('answers empty lists and nulls for a resident with nothing', async () => {
    const client = await resident(PERSONAS.tanHengHuat);
    const id = await userIdOf(client);
    const { finances } = await new SqlFinancesReader(t.app.sequelize).read(id);
    expect(finances).to.deep.equal({
      incomeList: [],
      estimatedMonthlyExpenses: null,
      expenses: [],
      loanRepayments: [],
      investments: [],
      liabilities: [],
      targetMonthlySavings: null,
      totalBudget: null,
      assets: [],
      cpfAsset: null,
      origins: {},
      setUp: { cashflow: false, wealth: false },
      emergencyFundAllocated: null,
    });
    // An emergency-fund target: its allocation comes with the finances, a JSON number of cents.
    await t.app.sequelize.query("INSERT INTO emergency_funds (user_id, total_amount, current_amount, date) VALUES ($1, 4000000, 3838781, '2027-06-30')", { bind: [id] });
    expect((await new SqlFinancesReader(t.app.sequelize).read(id)).finances.emergencyFundAllocated).to.equal(3_838_781);
    const at = '2026-11-22T02:00:00.000Z';
    expect((await client.put('/api/v1/module-status', { module: 'WEALTH', currentStep: null, lastUpdated: at, lastCompleted: at })).status).to.equal(200);
    expect((await client.put('/api/v1/module-status', { module: 'CASHFLOW', currentStep: 2, lastUpdated: at })).status).to.equal(200);
    // A setup in progress is not completed.
    expect((await new SqlFinancesReader(t.app.sequelize).read(id)).finances.setUp).to.deep.equal({ cashflow: false, wealth: true });
  });
});
