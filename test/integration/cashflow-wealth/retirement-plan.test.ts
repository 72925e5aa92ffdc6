import { expect } from 'chai';
import { QueryTypes } from 'sequelize';
import { ManualClock } from '../../../src/shared-kernel/clock.js';
import type { TestClient, TestResponse } from '../../support/http-client.js';
import { PERSONAS as BY_NRIC, type MockpassPersona } from '../../support/mockpass.js';
import { appPerSuite } from '../../support/test-app.js';
import { signInOnboarded } from '../../support/sign-in.js';

const PLAN = '/api/v1/retirement-plan';
const CALCULATE = '/api/v1/retirement/calculate';

async function ok(res: Promise<TestResponse>): Promise<any> {
  const answer = await res;
  expect(answer.status, answer.text).to.equal(200);
  return answer.body;
}

/** GET and PUT /retirement-plan (docs/api.md "Retirement", docs/decisions.md "The retirement plan"). */
describe('Retirement: the resident’s own plan', () => {
  // 02:00 UTC on 2 Dec 2026: December 2026 in Singapore, the plan's start month.
  const t = appPerSuite({ clock: new ManualClock('2026-12-02T02:00:00.000Z') });

  /** Onboarded, then given exactly the test's own figures (what onboarding recorded is cleared). */
  async function resident(persona: MockpassPersona, dob = '1991-12-15'): Promise<{ client: TestClient; id: string }> {
    const client = t.client();
    const profile = await signInOnboarded(client, persona);
    for (const table of ['incomes', 'expenses', 'estimated_monthly_expenses', 'assets', 'cpf_assets', 'loan_repayments', 'retirement_plans']) {
      await t.app.sequelize.query(`DELETE FROM ${table} WHERE user_id = $1`, { bind: [profile.id] });
    }
    await ok(client.request('PATCH', '/api/v1/user', { json: { dob, residentialStatus: 'CITIZEN', employmentStatusRange: 'FULL_PART_TIME' } }));
    return { client, id: profile.id };
  }

  /** The 35-year-old of the public page's example: S$6,000 gross (S$4,800 take-home), S$60,000 in CPF, S$3,000 spent a month. */
  async function withData(client: TestClient): Promise<void> {
    await ok(client.post('/api/v1/income', { incomeList: [{ name: 'Salary', grossIncome: 600_000, netIncome: 480_000, incomeCurrency: 'SGD', type: 'EMPLOYMENT' }] }));
    await ok(client.post('/api/v1/expense', { expenses: [{ category: 'Food and drinks', amount: 300_000, timeInterval: 'MONTHLY', budgetAmount: null, budgetTimeInterval: null }] }));
    await ok(client.request('PATCH', '/api/v1/asset/cpf', { json: { oa: 2_000_000, sa: 2_000_000, ma: 2_000_000 } }));
  }

  it('works the plan out from the resident’s data, each input with its source, the figures those of the public calculation', async () => {
    const { client } = await resident(BY_NRIC.S9812379B);
    await withData(client);
    const res = await client.get(PLAN);
    expect(res.status, res.text).to.equal(200);
    expect(res.headers.get('cache-control')).to.equal('no-store');
    const body = res.body;
    expect(body.missing).to.deep.equal([]);
    expect(body.savedAt).to.equal(null);
    expect(body.inputs.dateOfBirth).to.deep.include({ value: '1991-12-15', source: 'PROFILE' });
    expect(body.inputs.residentialStatus).to.deep.include({ value: 'CITIZEN' });
    expect(body.inputs.grossMonthlyWage).to.deep.include({ value: 600_000, source: 'CASHFLOW', sourceLabel: 'Your cashflow (employment income)' });
    expect(body.inputs.balances).to.deep.include({ value: { oa: 2_000_000, sa: 2_000_000, ma: 2_000_000, ra: 0 }, source: 'WEALTH' });
    expect(body.inputs.monthlySpending).to.deep.include({ value: 300_000, source: 'CASHFLOW' });
    expect(body.inputs.investments).to.deep.include({ value: 0, source: 'WEALTH', sourceLabel: 'Your wealth: no investments listed' });
    expect(body.inputs.srsBalance).to.deep.include({ value: 0, source: 'WEALTH', sourceLabel: 'Your wealth: no SRS investments listed' });
    expect(body.inputs.cashSetAside).to.deep.include({ value: 0, source: 'DEFAULT' });
    expect(body.grossWageQuestion).to.equal(null);
    expect(body.incomeReplacementGuide).to.deep.equal({ lowPercent: 50, highPercent: 70, monthlyLow: 300_000, monthlyHigh: 420_000 });
    // One engine: the same inputs to the public calculation give the same figures, cent for cent.
    const publicAnswer = await ok(
      t.client().post(CALCULATE, {
        dateOfBirth: '1991-12-15',
        residentialStatus: 'CITIZEN',
        grossMonthlyWage: 600_000,
        balances: { oa: 2_000_000, sa: 2_000_000, ma: 2_000_000 },
        monthlySpending: 300_000,
        assumptions: { startMonth: '2026-12' },
      }),
    );
    expect(body.plan).to.deep.equal(publicAnswer);
    // CPF's own rates for December 2026, age 34: 37 % of S$6,000 = S$2,220 (17 % employer, 20 % employee).
    expect(body.plan.firstContribution).to.deep.include({ total: 222_000, employer: 102_000, employee: 120_000 });
  });

  it('keeps the assumptions: payouts from 70 on the Escalating plan move CPF LIFE, and a read gives them back', async () => {
    const { client } = await resident(BY_NRIC.S9812379B);
    await withData(client);
    const before = await ok(client.get(PLAN));
    const saved = await ok(client.put(PLAN, { ...before.settings, payoutStartAge: 70, cpfLifePlan: 'ESCALATING' }));
    expect(saved.settings).to.deep.include({ payoutStartAge: 70, cpfLifePlan: 'ESCALATING', planToAge: 95 });
    expect(saved.savedAt).to.be.a('string');
    expect(saved.plan.cpfLife).to.deep.include({ plan: 'ESCALATING', startAge: 70 });
    expect(saved.plan.cpfLife.monthlyPayoutLow).to.not.equal(before.plan.cpfLife.monthlyPayoutLow);
    const again = await ok(client.get(PLAN));
    expect(again.settings).to.deep.equal(saved.settings);
    expect(again.plan).to.deep.equal(saved.plan);
  });

  it('a figure typed on the plan replaces the resident’s data and says so', async () => {
    const { client } = await resident(BY_NRIC.S9812379B);
    await withData(client);
    const saved = await ok(client.put(PLAN, { monthlySpending: 250_000, grossMonthlyWage: 700_000 }));
    expect(saved.inputs.monthlySpending).to.deep.include({ value: 250_000, source: 'PLAN', sourceLabel: 'Typed on this plan' });
    expect(saved.inputs.grossMonthlyWage).to.deep.include({ value: 700_000, source: 'PLAN' });
    expect(saved.plan.need.monthlyToday).to.equal(250_000);
    // Cleared again (null): back to the cashflow's figure.
    const cleared = await ok(client.put(PLAN, { monthlySpending: null, grossMonthlyWage: null }));
    expect(cleared.inputs.monthlySpending).to.deep.include({ value: 300_000, source: 'CASHFLOW' });
  });

  it('reads investments bought with SRS as the SRS, each kind at its own return; a plan kept with one sum at one return reads as the investments', async () => {
    const { client, id } = await resident(BY_NRIC.S9812379B);
    await withData(client);
    const asset = (name: string, totalValueAmount: number, investmentSource: string) => ({
      name, totalValueAmount, currency: 'SGD', investmentSource, enterOption: 'TOTAL_VALUE', quantity: null, unitPrice: null, estimatedGrowthRate: null,
    });
    await ok(client.post('/api/v1/asset/unit-trust', asset('SRS fund', 2_500_000, 'SRS')));
    await ok(client.post('/api/v1/asset/stock', asset('Shares', 1_000_000, 'CASH')));
    const body = await ok(client.put(PLAN, { srsReturnPercent: 0.05, cashSetAside: 500_000 }));
    expect(body.inputs.srsBalance).to.deep.include({ value: 2_500_000, source: 'WEALTH', sourceLabel: 'Your wealth (investments bought with SRS)' });
    expect(body.inputs.investments).to.deep.include({ value: 1_000_000, source: 'WEALTH', sourceLabel: 'Your wealth (investments)' });
    expect(body.inputs.cashSetAside).to.deep.include({ value: 500_000, source: 'PLAN' });
    expect(body.settings).to.deep.include({ srsReturnPercent: 0.05, investmentsReturnPercent: 4, cashReturnPercent: 1.5 });
    // S$25,000 of SRS at 0.05 % for 30 years: 25,000 x 1.0005^30 = 25,000 x 1.0151093 = 25,377.73.
    expect(body.plan.retirement.otherMoneyAtRetirement.srs).to.be.within(2_537_765, 2_537_780);

    // A row saved before each kind had its own return: its one sum and return are the investments'.
    await t.app.sequelize.query(`UPDATE retirement_plans SET settings = '{"otherSavings": 3000000, "returnPercent": 5, "payoutStartAge": 66}'::jsonb WHERE user_id = $1`, { bind: [id] });
    const older = await ok(client.get(PLAN));
    expect(older.settings).to.deep.include({ investments: 3_000_000, investmentsReturnPercent: 5, srsBalance: null, srsReturnPercent: 4, payoutStartAge: 66 });
    expect(older.settings).to.not.have.any.keys('otherSavings', 'returnPercent');
    expect(older.inputs.investments).to.deep.include({ value: 3_000_000, source: 'PLAN' });
  });

  it('not available yet, with what to add and where, while an input is missing: never a figure on a silent zero', async () => {
    const { client } = await resident(BY_NRIC.S9812379B);
    const body = await ok(client.get(PLAN));
    expect(body.plan).to.equal(null);
    expect(body.missing.map((m: { field: string }) => m.field)).to.deep.equal(['grossMonthlyWage', 'balances', 'monthlySpending']);
    expect(body.missing[1]).to.deep.equal({ field: 'balances', message: 'Add your CPF balances, or bring them in from Myinfo', where: '/wealth/assets', whereLabel: 'Your wealth' });
    expect(body.inputs.balances).to.deep.equal({ value: null, source: null, sourceLabel: null, asOf: null });
  });

  it('a foreigner is told CPF does not apply', async () => {
    const { client } = await resident(BY_NRIC.S9812379B);
    await withData(client);
    await ok(client.request('PATCH', '/api/v1/user', { json: { residentialStatus: 'FOREIGNER' } }));
    const body = await ok(client.get(PLAN));
    expect(body.plan).to.equal(null);
    expect(body.missing).to.deep.include({ field: 'residentialStatus', message: 'CPF is for citizens and permanent residents: this plan does not apply to foreigners', where: null, whereLabel: null });
  });

  it('asks once whether a wage with no take-home is before CPF, offering the gross worked back by CPF’s rates', async () => {
    const { client } = await resident(BY_NRIC.S9812379B);
    await withData(client);
    await ok(client.post('/api/v1/income', { incomeList: [{ name: 'Salary', grossIncome: 400_000, netIncome: null, incomeCurrency: 'SGD', type: 'EMPLOYMENT' }] }));
    const asked = await ok(client.get(PLAN));
    // If S$4,000 is take-home at 34: S$5,000 gross less 20 % (CPF's employee share) is S$4,000.
    expect(asked.grossWageQuestion).to.deep.equal({ typed: 400_000, grossIfTakeHome: 500_000, fromTaxAssessment: null });
    const confirmed = await ok(client.put(PLAN, { ...asked.settings, grossWageConfirmed: true }));
    expect(confirmed.grossWageQuestion).to.equal(null);
    expect(confirmed.inputs.grossMonthlyWage.value).to.equal(400_000);
  });

  it('refuses a setting that breaks a rule with a 400 naming the field, and keeps what was stored', async () => {
    const { client } = await resident(BY_NRIC.S9812379B);
    await withData(client);
    await ok(client.put(PLAN, { payoutStartAge: 67 }));
    const cases: Array<[unknown, string, string]> = [
      [{ payoutStartAge: 64 }, 'payoutStartAge', 'CPF LIFE payouts start between 65 and 70'],
      [{ payoutStartAge: 71 }, 'payoutStartAge', 'CPF LIFE payouts start between 65 and 70'],
      [{ cpfLifePlan: 'GOLD' }, 'cpfLifePlan', 'Choose the Standard, Basic or Escalating plan'],
      [{ inflationPercent: 12 }, 'inflationPercent', 'Inflation must be at most 10 %'],
      [{ cashReturnPercent: -0.5 }, 'cashReturnPercent', 'The return on your cash must be at least 0 %'],
      [{ investments: -1 }, 'investments', 'Must be more than or equal to 0'],
      [{ housingFromOaUntil: '2040-13' }, 'housingFromOaUntil', 'Enter a month as YYYY-MM'],
      [{ payoutStartAge: 70, planToAge: 75, bonusMonths: -1 }, 'bonusMonths', 'Bonus months cannot be negative'],
    ];
    for (const [sent, field, message] of cases) {
      const res = await client.put(PLAN, sent);
      expect(res.status, JSON.stringify(sent)).to.equal(400);
      expect(res.body.details, JSON.stringify(res.body)).to.deep.include({ field, message });
    }
    expect((await ok(client.get(PLAN))).settings.payoutStartAge).to.equal(67);
  });

  it('is the signed-in resident’s own: another resident never sees it, and a visitor gets a 401', async () => {
    const a = await resident(BY_NRIC.S9812379B);
    await withData(a.client);
    await ok(a.client.put(PLAN, { payoutStartAge: 69, monthlySpending: 123_400 }));
    const b = await resident(BY_NRIC.S6005054F, '1980-01-20');
    const theirs = await ok(b.client.get(PLAN));
    expect(theirs.savedAt).to.equal(null);
    expect(theirs.settings.payoutStartAge).to.equal(65);
    expect(theirs.settings.monthlySpending).to.equal(null);
    expect((await t.client().get(PLAN)).status).to.equal(401);
    const rows = await t.app.sequelize.query<{ n: number }>('SELECT count(*)::int AS n FROM retirement_plans WHERE user_id = $1', { bind: [b.id], type: QueryTypes.SELECT });
    expect(rows[0]?.n).to.equal(0);
  });
});
