import { expect } from 'chai';
import { ManualClock } from '../../../src/shared-kernel/clock.js';
import type { TestClient } from '../../support/http-client.js';
import { PERSONAS as BY_NRIC, type MockpassPersona } from '../../support/mockpass.js';
import { appPerSuite } from '../../support/test-app.js';
import { PERSONAS, signIn, signInConsented } from '../../support/sign-in.js';

const HEALTH_CHECK = '/api/v1/health-check';
const ACTIONS = '/api/v1/health-check/recommended-actions';
const HISTORY = '/api/v1/history';
const FINANCES = '/api/v1/finances';

const salary = { name: 'Salary', grossIncome: 600_000, netIncome: 480_000, incomeCurrency: 'SGD', type: 'EMPLOYMENT' };
// 150,000 + 30,000 + 240,000 / 12 = 200,000 cents a month; Transport has no budget yet.
const expenses = [
  { category: 'Food and drinks', amount: 150_000, timeInterval: 'MONTHLY', budgetAmount: 150_000, budgetTimeInterval: 'MONTHLY' },
  { category: 'Transport', amount: 30_000, timeInterval: 'MONTHLY', budgetAmount: null, budgetTimeInterval: null },
  { category: 'Insurance', amount: 240_000, timeInterval: 'YEARLY', budgetAmount: 240_000, budgetTimeInterval: 'YEARLY' },
];
const mortgage = { name: 'HDB flat', amount: 150_000, ccy: 'SGD', cash: 50_000, cpf: 100_000, type: { id: 1 } };
const cashAsset = { currency: 'SGD', investmentSource: 'CASH', enterOption: 'TOTAL_VALUE', quantity: null, unitPrice: null, estimatedGrowthRate: null };
const savings = { ...cashAsset, name: 'DBS savings', totalValueAmount: 1_500_000 };
const stock = { ...cashAsset, name: 'STI ETF', totalValueAmount: 1_000_000 };
const housingLoan = { name: 'HDB loan', amount: 30_000_000, ccy: 'SGD', category: 'MORTGAGE' };

async function ok(res: Promise<{ status: number; text: string; body: any }>, status = 200) {
  const answer = await res;
  expect(answer.status, answer.text).to.equal(status);
  return answer.body;
}

describe('Health check, recommended actions, history and trackers', () => {
  const clock = new ManualClock('2026-11-22T02:00:00.000Z'); // 10:00 on 22 Nov 2026 in Singapore
  const t = appPerSuite({ clock });

  async function resident(persona: MockpassPersona): Promise<TestClient> {
    const client = t.client();
    await signInConsented(client, persona);
    return client;
  }

  /** A working resident with the realistic set of writes of issue #4. */
  async function realisticResident(persona: MockpassPersona): Promise<TestClient> {
    const client = await resident(persona);
    await ok(client.request('PATCH', '/api/v1/user', { json: { employmentStatusRange: 'FULL_PART_TIME' } }));
    await ok(client.post('/api/v1/income', { incomeList: [salary] }));
    await ok(client.post('/api/v1/expense', { expenses }));
    await ok(client.post('/api/v1/loan-repayment', { loanRepayments: [mortgage] }));
    await ok(client.post('/api/v1/asset/cash-savings', savings));
    await ok(client.post('/api/v1/asset/stock', stock));
    await ok(client.post('/api/v1/liability', housingLoan));
    return client;
  }

  describe('answers 401 signed out and 403 before consent', () => {
    for (const path of [HEALTH_CHECK, ACTIONS, HISTORY]) {
      it(`GET ${path}`, async () => {
        const signedOut = await t.client().get(path);
        expect(signedOut.status).to.equal(401);
        expect(signedOut.body.code).to.equal('IDENTITY.NOT_SIGNED_IN');
        const client = t.client();
        await signIn(client, BY_NRIC.S9912365F);
        const early = await client.get(path);
        expect(early.status).to.equal(403);
        expect(early.body.code).to.equal('IDENTITY.CONSENT_REQUIRED');
      });
    }
  });

  it('a resident with nothing: every indicator not available yet, overall 0 (docs/decisions.md "Monthly figures and availability")', async () => {
    const client = await resident(BY_NRIC.S9812385G);
    const res = await client.get(HEALTH_CHECK);
    expect(res.status, res.text).to.equal(200);
    expect(res.headers.get('cache-control')).to.equal('no-store');
    expect(res.body).to.deep.equal({
      savingsRatio: { code: 'SR0', level: 0, ratio: null },
      debtServicingRatio: { code: 'TDSR0', level: 0, ratio: null },
      diversification: { code: 'IV0', level: 0, classes: 0 },
      emergencyFund: { code: 'EF0', level: 0, months: null, fund: null, monthlyOutflow: null, allocated: false },
      areas: { cashflow: 0, wealth: 0, protection: 0 },
      overall: 0,
      monthlyFigures: {
        takeHomeIncome: 0,
        expenses: 0,
        instalmentsCash: 0,
        instalmentsCpf: 0,
        monthlyInvestments: 0,
        leftEachMonth: 0,
        inputs: { income: false, expenses: false, instalments: false, wealth: false, savings: false, loansKnown: false },
      },
    });
    // SR0 / TDSR0 ask for the figures; IV0 and EF0 ask for nothing of their own (their cards say what to add).
    expect((await client.get(ACTIONS)).body).to.deep.equal({ recommendedActions: [{ key: 'ENTER_CASHFLOW' }] });
    expect((await client.get(HISTORY)).body).to.deep.equal({ history: {} });
  });

  describe('after a realistic set of writes', () => {
    let client: TestClient;
    before(async () => {
      client = await realisticResident(PERSONAS.limYongXiang);
    });

    it('GET /health-check answers the literal check', async () => {
      // Savings (480,000 - 200,000 - 50,000) / 480,000 = 0.479166…; debt 150,000 / 600,000 = 0.25;
      // emergency fund 1,500,000 / (200,000 + 50,000) = 6 months; one investment class (the stock).
      expect(await ok(client.get(HEALTH_CHECK))).to.deep.equal({
        savingsRatio: { code: 'SR1A', level: 3, ratio: 0.4792 },
        debtServicingRatio: { code: 'TDSR1', level: 3, ratio: 0.25 },
        diversification: { code: 'IV2', level: 2, classes: 1 },
        emergencyFund: { code: 'EF1B', level: 3, months: 6, fund: 1_500_000, monthlyOutflow: 250_000, allocated: false },
        areas: { cashflow: 3, wealth: 2, protection: 3 },
        overall: 2,
        monthlyFigures: {
          takeHomeIncome: 480_000,
          expenses: 200_000,
          instalmentsCash: 50_000,
          instalmentsCpf: 100_000,
          monthlyInvestments: 0,
          leftEachMonth: 230_000,
          inputs: { income: true, expenses: true, instalments: true, wealth: true, savings: true, loansKnown: true },
        },
      });
    });

    it('GET /finances carries the totals in SGD cents', async () => {
      expect((await ok(client.get(FINANCES))).totals).to.deep.equal({
        monthlyGrossIncome: 600_000,
        monthlyTakeHomeIncome: 480_000,
        monthlyExpenses: 200_000,
        monthlyLoanRepayments: 150_000,
        monthlyInvestments: 0,
        totalAssets: 2_500_000,
        totalLiabilities: 30_000_000,
        netWorth: -27_500_000,
        homeValue: 0,
        netWorthWithoutHome: -27_500_000,
        // No home at all: nothing left out (docs/decisions.md "Imports ask before they add").
        homeNotValued: false,
        debtLeftOut: 0,
      });
    });

    it("GET /history has today's entry with the day's last totals", async () => {
      expect(await ok(client.get(HISTORY))).to.deep.equal({
        history: { '2026-11-22': { totalAssets: 2_500_000, totalLiabilities: 30_000_000, netWorth: -27_500_000, netWorthWithoutHome: -27_500_000 } },
      });
    });

    it('records the trackers the emergency fund earned, once, as SYSTEM completions', async () => {
      const completions = async () => ((await ok(client.get('/api/v1/recommended-actions'))).recommendedActions as { key: string; completedBy: string; completedAt: string }[]).filter((a) => a.key.startsWith('TRA_SR_'));
      const first = await completions();
      // Six months earns C and D; Transport has no budget, so no E; no goals exist yet, so no B.
      expect(first.map(({ key, completedBy }) => ({ key, completedBy })).sort((a, b) => a.key.localeCompare(b.key))).to.deep.equal([
        { key: 'TRA_SR_C', completedBy: 'SYSTEM' },
        { key: 'TRA_SR_D', completedBy: 'SYSTEM' },
      ]);
      // Another write: nothing is recorded twice and the first completions stand.
      clock.advance(60_000);
      await ok(client.post('/api/v1/income', { incomeList: [{ ...salary, id: (await ok(client.get(FINANCES))).incomeList[0].id }] }));
      expect(await completions()).to.have.deep.members(first);
      // Budgeting the last expense earns E.
      const transport = ((await ok(client.get(FINANCES))).expenses as { id: string; category: string }[]).find((e) => e.category === 'Transport')!;
      await ok(client.request('PATCH', '/api/v1/expense', { json: { expenses: [{ id: transport.id, budgetAmount: 30_000, budgetTimeInterval: 'MONTHLY' }] } }));
      const after = await completions();
      expect(after.map((a) => a.key).sort()).to.deep.equal(['TRA_SR_C', 'TRA_SR_D', 'TRA_SR_E']);
      expect(after.find((a) => a.key === 'TRA_SR_E')!.completedBy).to.equal('SYSTEM');
    });

    it('GET /health-check/recommended-actions lists the keys in priority order and leaves out a completed one', async () => {
      // SR1A asks for a savings target, IV2 for diversification; TDSR1 and EF1B ask for nothing.
      expect(await ok(client.get(ACTIONS))).to.deep.equal({ recommendedActions: [{ key: 'DIVERSIFY_INVESTMENTS' }, { key: 'SET_SAVINGS_TARGET' }] });
      await ok(client.post('/api/v1/recommended-action', { key: 'SET_SAVINGS_TARGET', completedBy: 'USER' }), 201);
      expect(await ok(client.get(ACTIONS))).to.deep.equal({ recommendedActions: [{ key: 'DIVERSIFY_INVESTMENTS' }] });
    });
  });
});

describe('History across Singapore days', () => {
  const clock = new ManualClock('2026-11-22T15:55:00.000Z'); // 23:55 on 22 Nov 2026 in Singapore
  const t = appPerSuite({ clock });

  it('writes one history entry per Singapore day: the day keeps its last change', async () => {
    const client = t.client();
    await signInConsented(client, PERSONAS.bernardWong);
    await ok(client.post('/api/v1/estimated-monthly-expenses', { amount: 250_000, isDerived: false, enteredDate: '2026-11-22' }));
    await ok(client.post('/api/v1/asset/cash-savings', { ...savings, totalValueAmount: 100_000 }));
    await ok(client.post('/api/v1/asset/cash-balance', { ...savings, name: 'Wallet', totalValueAmount: 20_000 }));
    // Past midnight in Singapore (16:00 UTC; within the idle timeout): the next day's entry; two writes that day, the last one stays.
    clock.advance(6 * 60 * 1000);
    await ok(client.post('/api/v1/liability', { ...housingLoan, name: 'Car loan', category: 'NON_MORTGAGE', amount: 80_000 }));
    const [carLoan] = (await ok(client.get(FINANCES))).liabilities;
    await ok(client.request('PATCH', `/api/v1/liability/${carLoan.id}`, { json: { amount: 50_000 } }));
    expect(await ok(client.get(HISTORY))).to.deep.equal({
      history: {
        '2026-11-22': { totalAssets: 120_000, totalLiabilities: 0, netWorth: 120_000, netWorthWithoutHome: 120_000 },
        '2026-11-23': { totalAssets: 120_000, totalLiabilities: 50_000, netWorth: 70_000, netWorthWithoutHome: 70_000 },
      },
    });
  });
});
