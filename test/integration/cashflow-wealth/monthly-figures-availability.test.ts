import { expect } from 'chai';
import type { TestClient } from '../../support/http-client.js';
import { PERSONAS as BY_NRIC, type MockpassPersona } from '../../support/mockpass.js';
import { appPerSuite } from '../../support/test-app.js';
import { signInConsented } from '../../support/sign-in.js';

const HEALTH_CHECK = '/api/v1/health-check';
const FINANCES = '/api/v1/finances';

const salary = { name: 'Salary', grossIncome: 500_000, netIncome: 400_000, incomeCurrency: 'SGD', type: 'EMPLOYMENT' };
const food = { category: 'Food and drinks', amount: 150_000, timeInterval: 'MONTHLY', budgetAmount: null, budgetTimeInterval: null };
const cashAsset = { currency: 'SGD', investmentSource: 'CASH', enterOption: 'TOTAL_VALUE', quantity: null, unitPrice: null, estimatedGrowthRate: null };

async function ok(res: Promise<{ status: number; text: string; body: any }>) {
  const answer = await res;
  expect(answer.status, answer.text).to.equal(200);
  return answer.body;
}

/** The four codes and levels, then areas and overall: what a card shows. */
const verdicts = (check: any) => ({
  codes: [check.savingsRatio.code, check.debtServicingRatio.code, check.diversification.code, check.emergencyFund.code],
  levels: [check.savingsRatio.level, check.debtServicingRatio.level, check.diversification.level, check.emergencyFund.level],
  overall: check.overall,
});

/** docs/decisions.md "Monthly figures and availability": one set of figures on both reads, no verdict without inputs. */
describe('Monthly figures and "not available yet" on GET /finances and GET /health-check', () => {
  const t = appPerSuite();

  async function resident(persona: MockpassPersona): Promise<TestClient> {
    const client = t.client();
    await signInConsented(client, persona);
    await ok(client.request('PATCH', '/api/v1/user', { json: { employmentStatusRange: 'FULL_PART_TIME' } }));
    return client;
  }

  /** Both reads carry the same monthly figures. */
  async function figures(client: TestClient) {
    const [check, finances] = await Promise.all([ok(client.get(HEALTH_CHECK)), ok(client.get(FINANCES))]);
    expect(finances.monthlyFigures).to.deep.equal(check.monthlyFigures);
    return { check, figures: check.monthlyFigures };
  }

  it('a brand-new account: nothing available, overall 0 (no red), every figure 0', async () => {
    const { check, figures: f } = await figures(await resident(BY_NRIC.S9812385G));
    expect(verdicts(check)).to.deep.equal({ codes: ['SR0', 'TDSR0', 'IV0', 'EF0'], levels: [0, 0, 0, 0], overall: 0 });
    expect(check.areas).to.deep.equal({ cashflow: 0, wealth: 0, protection: 0 });
    expect([check.savingsRatio.ratio, check.debtServicingRatio.ratio, check.emergencyFund.months]).to.deep.equal([null, null, null]);
    expect(f).to.deep.equal({
      takeHomeIncome: 0,
      expenses: 0,
      instalmentsCash: 0,
      instalmentsCpf: 0,
      monthlyInvestments: 0,
      leftEachMonth: 0,
      inputs: { income: false, expenses: false, instalments: false, wealth: false, savings: false, loansKnown: false },
    });
  });

  it('income only: no "100 %" and no debt verdict; savings in the bank without spending gives no months', async () => {
    const client = await resident(BY_NRIC.S9812379B);
    await ok(client.post('/api/v1/income', { incomeList: [salary] }));
    await ok(client.post('/api/v1/asset/cash-savings', { ...cashAsset, name: 'DBS savings', totalValueAmount: 3_385_000 }));
    const { check, figures: f } = await figures(client);
    // Assets entered make diversification available (no classes: IV3B); the rest waits for the spending side.
    expect(verdicts(check)).to.deep.equal({ codes: ['SR0', 'TDSR0', 'IV3B', 'EF0'], levels: [0, 0, 1, 0], overall: 1 });
    expect(f).to.include({ takeHomeIncome: 400_000, expenses: 0, leftEachMonth: 400_000 });
    expect(f.inputs).to.deep.equal({ income: true, expenses: false, instalments: false, wealth: true, savings: true, loansKnown: false });
  });

  it('expenses only: savings and debt ratios not available; no loans once expenses are in', async () => {
    const client = await resident(BY_NRIC.S9812381D);
    await ok(client.post('/api/v1/expense', { expenses: [food] }));
    const { check, figures: f } = await figures(client);
    expect(verdicts(check)).to.deep.equal({ codes: ['SR0', 'TDSR0', 'IV0', 'EF0'], levels: [0, 0, 0, 0], overall: 0 });
    expect(f).to.include({ expenses: 150_000, leftEachMonth: -150_000 });
    expect(f.inputs).to.deep.equal({ income: false, expenses: true, instalments: false, wealth: false, savings: false, loansKnown: true });
  });

  it('an S$650 loan with no cash/CPF split counts as cash in both ratios and in what is left', async () => {
    const client = await resident(BY_NRIC.S9912375C);
    await ok(client.post('/api/v1/income', { incomeList: [salary] }));
    await ok(client.post('/api/v1/expense', { expenses: [food] }));
    await ok(client.post('/api/v1/loan-repayment', { loanRepayments: [{ name: 'Car loan', amount: 65_000, ccy: 'SGD', cash: 0, cpf: 0, type: { id: 2 } }] }));
    const { check, figures: f } = await figures(client);
    // (400,000 - 150,000 - 65,000) / 400,000 = 0.4625; 65,000 / 500,000 = 0.13 (never 0 %).
    expect(check.savingsRatio).to.deep.equal({ code: 'SR1C', level: 3, ratio: 0.4625 });
    expect(check.debtServicingRatio).to.deep.equal({ code: 'TDSR1', level: 3, ratio: 0.13 });
    expect(f).to.deep.include({ takeHomeIncome: 400_000, expenses: 150_000, instalmentsCash: 65_000, instalmentsCpf: 0, leftEachMonth: 185_000 });
  });

  it('completing the cashflow and wealth setups with nothing listed makes "none" a figure: 0 % debt, the wealth side known', async () => {
    const client = await resident(BY_NRIC.S6005053H);
    await ok(client.post('/api/v1/income', { incomeList: [salary] }));
    expect(verdicts(await ok(client.get(HEALTH_CHECK))).codes).to.deep.equal(['SR0', 'TDSR0', 'IV0', 'EF0']);
    const at = '2026-11-22T02:00:00.000Z';
    await ok(client.put('/api/v1/module-status', { module: 'CASHFLOW', currentStep: null, lastUpdated: at, lastCompleted: at }));
    // The cached answer moves on with the module status (same request, new stamp).
    const afterCashflow = await ok(client.get(HEALTH_CHECK));
    expect(afterCashflow.debtServicingRatio).to.deep.equal({ code: 'TDSR3', level: 3, ratio: 0 });
    expect(afterCashflow.diversification.code).to.equal('IV0');
    await ok(client.put('/api/v1/module-status', { module: 'WEALTH', currentStep: null, lastUpdated: at, lastCompleted: at }));
    const afterWealth = await ok(client.get(HEALTH_CHECK));
    expect(verdicts(afterWealth).codes).to.deep.equal(['SR0', 'TDSR3', 'IV3B', 'EF0']);
    expect(afterWealth.monthlyFigures.inputs).to.deep.equal({ income: true, expenses: false, instalments: false, wealth: true, savings: true, loansKnown: true });
  });

  it('every input present: the documented codes and levels stand', async () => {
    const client = await resident(BY_NRIC.S6005054F);
    await ok(client.post('/api/v1/income', { incomeList: [salary] }));
    await ok(client.post('/api/v1/expense', { expenses: [food] }));
    await ok(client.post('/api/v1/loan-repayment', { loanRepayments: [{ name: 'HDB flat', amount: 150_000, ccy: 'SGD', cash: 50_000, cpf: 100_000, type: { id: 1 } }] }));
    await ok(client.post('/api/v1/asset/cash-savings', { ...cashAsset, name: 'DBS savings', totalValueAmount: 1_200_000 }));
    await ok(client.post('/api/v1/asset/stock', { ...cashAsset, name: 'STI ETF', totalValueAmount: 100_000 }));
    const { check, figures: f } = await figures(client);
    // (400,000 - 150,000 - 50,000) / 400,000 = 0.5; 150,000 / 500,000 = 0.3; 1,200,000 / 200,000 = 6 months.
    expect(check).to.deep.include({
      savingsRatio: { code: 'SR1A', level: 3, ratio: 0.5 },
      debtServicingRatio: { code: 'TDSR1', level: 3, ratio: 0.3 },
      diversification: { code: 'IV2', level: 2, classes: 1 },
      emergencyFund: { code: 'EF1B', level: 3, months: 6, fund: 1_200_000, monthlyOutflow: 200_000, allocated: false },
      areas: { cashflow: 3, wealth: 2, protection: 3 },
      overall: 2,
    });
    expect(f).to.deep.equal({
      takeHomeIncome: 400_000,
      expenses: 150_000,
      instalmentsCash: 50_000,
      instalmentsCpf: 100_000,
      monthlyInvestments: 0,
      leftEachMonth: 200_000,
      inputs: { income: true, expenses: true, instalments: true, wealth: true, savings: true, loansKnown: true },
    });
  });
});
