import { expect } from 'chai';
import { ManualClock } from '../../../src/shared-kernel/clock.js';
import type { TestClient } from '../../support/http-client.js';
import { PERSONAS as BY_NRIC, type MockpassPersona } from '../../support/mockpass.js';
import { appPerSuite } from '../../support/test-app.js';
import { signInOnboarded } from '../../support/sign-in.js';

const HEALTH_CHECK = '/api/v1/health-check';
const ACTIONS = '/api/v1/health-check/recommended-actions';
const salary = { name: 'Salary', grossIncome: 1_000_000, netIncome: 800_000, incomeCurrency: 'SGD', type: 'EMPLOYMENT' };
const cashAsset = { currency: 'SGD', investmentSource: 'CASH', enterOption: 'TOTAL_VALUE', quantity: null, unitPrice: null, estimatedGrowthRate: null };

async function ok(res: Promise<{ status: number; text: string; body: any }>) {
  const answer = await res;
  expect(answer.status, answer.text).to.equal(200);
  return answer.body;
}

/** docs/decisions.md "One emergency fund" and "Verdicts only on what is known", through the real server and PostgreSQL. */
describe('One emergency fund: the health check and the targets count the same fund, and no verdict on unknown savings', () => {
  const t = appPerSuite({ clock: new ManualClock('2026-11-25T02:00:00.000Z') });

  async function resident(persona: MockpassPersona): Promise<TestClient> {
    const client = t.client();
    // Onboarded (targets need it); what onboarding recorded is cleared so each figure below is the test's own.
    const profile = await signInOnboarded(client, persona);
    for (const table of ['incomes', 'expenses', 'estimated_monthly_expenses', 'assets', 'cpf_assets', 'loan_repayments', 'module_statuses']) {
      await t.app.sequelize.query(`DELETE FROM ${table} WHERE user_id = $1`, { bind: [profile.id] });
    }
    await ok(client.request('PATCH', '/api/v1/user', { json: { employmentStatusRange: 'FULL_PART_TIME' } }));
    await ok(client.post('/api/v1/income', { incomeList: [salary] }));
    // S$6,397.97 a month of spending (the outflow the months divide by).
    await ok(client.post('/api/v1/expense', { expenses: [{ category: 'Food and drinks', amount: 639_797, timeInterval: 'MONTHLY', budgetAmount: null, budgetTimeInterval: null }] }));
    return client;
  }

  it('all the cash before a fund target (18.2 months), then what is allocated to it (6.0), the same on GET /targets', async () => {
    const client = await resident(BY_NRIC.S9812379B);
    await ok(client.post('/api/v1/asset/cash-savings', { ...cashAsset, name: 'DBS savings', totalValueAmount: 11_638_781 }));
    const before = (await ok(client.get(HEALTH_CHECK))).emergencyFund;
    expect(before).to.deep.equal({ code: 'EF1A', level: 3, months: 18.2, fund: 11_638_781, monthlyOutflow: 639_797, allocated: false });

    await ok(client.put('/api/v1/emergency-fund', { totalAmount: 3_838_781, currentAmount: 3_838_781, date: '2027-06-30' }));
    const after = (await ok(client.get(HEALTH_CHECK))).emergencyFund;
    // S$38,387.81 / S$6,397.97 = 5.999998…: 6.0 once rounded, and the bands read that figure (good, not fair).
    expect(after).to.deep.equal({ code: 'EF1A', level: 3, months: 6, fund: 3_838_781, monthlyOutflow: 639_797, allocated: true });
    const targets = await ok(client.get('/api/v1/targets'));
    expect([targets.emergencyFund.accumulatedMonths, targets.monthlyOutflow]).to.deep.equal([6, 639_797]);

    await ok(client.request('PATCH', '/api/v1/emergency-fund', { json: { currentAmount: 1_279_594 } }));
    expect((await ok(client.get(HEALTH_CHECK))).emergencyFund).to.deep.include({ code: 'EF3', months: 2, fund: 1_279_594 });
    expect((await ok(client.get('/api/v1/targets'))).emergencyFund.accumulatedMonths).to.equal(2);
  });

  it('income and expenses only: not available yet, and no "Build an emergency fund"', async () => {
    const client = await resident(BY_NRIC.S6005054F);
    const check = await ok(client.get(HEALTH_CHECK));
    expect(check.emergencyFund).to.deep.equal({ code: 'EF0', level: 0, months: null, fund: null, monthlyOutflow: null, allocated: false });
    expect(check.areas).to.deep.equal({ cashflow: 3, wealth: 0, protection: 0 });
    const keys = (await ok(client.get(ACTIONS))).recommendedActions.map((a: { key: string }) => a.key);
    expect(keys).to.not.include('BUILD_EMERGENCY_FUND');
    expect(keys).to.not.include('GROW_EMERGENCY_FUND');
  });

  it('an investment alone (no cash typed or imported) leaves the emergency fund not available; a cash entry of S$0 makes it 0.0 months', async () => {
    const client = await resident(BY_NRIC.S9812385G);
    await ok(client.post('/api/v1/asset/stock', { ...cashAsset, name: 'STI ETF', totalValueAmount: 100_000 }));
    expect((await ok(client.get(HEALTH_CHECK))).emergencyFund).to.deep.include({ code: 'EF0', level: 0, months: null });
    expect((await ok(client.get(HEALTH_CHECK))).monthlyFigures.inputs).to.deep.include({ wealth: true, savings: false });

    await ok(client.post('/api/v1/asset/cash-savings', { ...cashAsset, name: 'Savings account', totalValueAmount: 0 }));
    expect((await ok(client.get(HEALTH_CHECK))).emergencyFund).to.deep.include({ code: 'EF3', level: 1, months: 0 });
    expect((await ok(client.get(ACTIONS))).recommendedActions.map((a: { key: string }) => a.key)).to.include('BUILD_EMERGENCY_FUND');
  });
});
