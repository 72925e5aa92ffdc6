import { expect } from 'chai';
import { ManualClock } from '../../../src/shared-kernel/clock.js';
import type { TestClient } from '../../support/http-client.js';
import { itAnswers401SignedOutAnd403BeforeConsent } from '../../support/gated-calls.js';
import { PERSONAS as BY_NRIC, type MockpassPersona } from '../../support/mockpass.js';
import { appPerSuite } from '../../support/test-app.js';
import { signInConsented, signInOnboarded } from '../../support/sign-in.js';

const URL = '/api/v1/housing-plan';
const SOME_ID = '7d0f6a52-6f5f-4a70-9b7e-0d8f3c0e9a11';

/** The housing-plan calls (spec 3 §7) against the real server and PostgreSQL. */
describe('Housing: housing plans', () => {
  const clock = new ManualClock('2026-11-25T02:00:00.000Z');
  const t = appPerSuite({ clock });

  async function resident(persona: MockpassPersona = BY_NRIC.S9812379B): Promise<TestClient> {
    const client = t.client();
    const profile = await signInOnboarded(client, persona);
    await t.app.sequelize.query('DELETE FROM housing_plans WHERE user_id = $1', { bind: [profile.id] });
    return client;
  }

  const create = async (client: TestClient, body: Record<string, unknown>) => {
    const res = await client.post(URL, body);
    expect(res.status, res.text).to.equal(201);
    return res.body.housingPlan;
  };

  itAnswers401SignedOutAnd403BeforeConsent(t, [
    ['GET', URL, undefined],
    ['POST', URL, {}],
    ['PATCH', `${URL}/${SOME_ID}`, { planName: 'Tampines' }],
    ['DELETE', `${URL}/${SOME_ID}`, undefined],
  ]);

  it('writes need completed onboarding (403 with a message), reading does not', async () => {
    const client = t.client();
    await signInConsented(client, BY_NRIC.S6005054F);
    await t.app.sequelize.query('UPDATE users SET employment_status_range = NULL WHERE singpass_uuid = $1', { bind: [BY_NRIC.S6005054F.uuid] });
    const refused = await client.post(URL, {});
    expect(refused.status).to.equal(403);
    expect(refused.body).to.deep.include({ code: 'IDENTITY.ONBOARDING_REQUIRED', errorMessage: 'Please complete your profile before you start planning.' });
    expect((await client.get(URL)).status).to.equal(200);
  });

  it('creates a plan with the spec defaults, works it out, and lists it with integers and the server time', async () => {
    const client = await resident();
    const plan = await create(client, { lastUpdatedAt: '1999-01-01T00:00:00.000Z' });
    expect(plan).to.include({ planName: 'My new housing plan', planType: 'CUSTOM', planStep: 'BASIC_AND_FINANCIAL_INFORMATION', planColor: 'RED', loanType: 'HDB', interestRate: 2.6, loanPeriod: 25 });
    expect(plan.lastUpdatedAt).to.equal('2026-11-25T02:00:00.000Z');
    expect(plan.summary.warnings).to.deep.equal(["Enter the flat's value or your budget to see the plan."]);

    const changed = await client.patch(`${URL}/${plan.id}`, {
      planStep: 'UPFRONT_PAYMENT_AND_LOAN',
      monthlyHouseholdIncome: 800_000,
      cpfOABalance: 3_000_000,
      cashSavings: 5_000_000,
      flatValueAtTimeOfPurchase: 40_000_000,
      cpfHousingGrant: 5_000_000,
      enhancedCpfHousingGrant: 3_000_000,
      upfrontPaymentInCash: 500_000,
      cpfMonthlyInstalment: 100_000,
      fees: { surveyFee: { amount: 20_000, paymentMethod: 'CASH' } },
    });
    expect(changed.status, changed.text).to.equal(200);
    const summary = changed.body.housingPlan.summary;
    expect(summary).to.include({ estimatedLoanAmount: 30_000_000, monthlyMortgageInstalment: 136_101, cashMonthlyInstalment: 36_101, mortgageServicingRatio: 17 });
    expect(changed.body.housingPlan.fees.surveyFee).to.deep.equal({ amount: 20_000, paymentMethod: 'CASH' });
    expect(changed.body.housingPlan.fees.optionFee).to.deep.equal({ amount: 50_000, paymentMethod: 'CASH' });

    const list = await client.get(URL);
    expect(list.status).to.equal(200);
    expect(list.headers.get('cache-control')).to.equal('no-store');
    expect(list.body.housingPlans).to.have.length(1);
    expect(list.body.housingPlans[0].flatValueAtTimeOfPurchase).to.equal(40_000_000);
    expect(list.body.housingPlans[0].summary.totalInterest).to.equal(10_830_300);
  });

  it('refuses bad input with a message the resident can act on, and keeps the plan as it was', async () => {
    const client = await resident();
    const plan = await create(client, { planName: 'Punggol', flatValueAtTimeOfPurchase: 40_000_000 });
    const cases: Array<[body: Record<string, unknown>, field: string, message: string]> = [
      [{ planName: '  ' }, 'planName', 'Please enter a value'],
      [{ loanPeriod: 26 }, 'loanPeriod', 'An HDB loan runs 1 to 25 years'],
      [{ noOfBuyers: 5 }, 'noOfBuyers', 'Choose 1 to 4 buyers'],
      [{ fees: { renovationCost: { amount: 100, paymentMethod: 'CPF' } } }, 'fees.renovationCost.paymentMethod', 'This can only be paid in cash'],
      [{ cpfMonthlyInstalment: 9_999_999 }, 'cpfMonthlyInstalment', 'Sum of cash and CPF cannot exceed total monthly instalment'],
    ];
    for (const [body, field, message] of cases) {
      const res = await client.patch(`${URL}/${plan.id}`, body);
      expect(res.status, JSON.stringify(body)).to.equal(400);
      expect(res.body.details, JSON.stringify(body)).to.deep.include({ field, message });
    }
    const shape = await client.patch(`${URL}/${plan.id}`, { loanType: 'FRIEND', cashSavings: '100', fees: { optionFee: { amount: -1, paymentMethod: 'CASH' } } });
    expect(shape.status).to.equal(400);
    expect(shape.body.details.map((d: { field: string }) => d.field)).to.include.members(['loanType', 'cashSavings', 'fees.optionFee.amount']);
    const kept = (await client.get(URL)).body.housingPlans[0];
    expect(kept).to.include({ planName: 'Punggol', loanPeriod: 25, noOfBuyers: 1, cpfMonthlyInstalment: null });
  });

  it("keeps residents' plans apart: another resident's plan is not found and stays as it was", async () => {
    const owner = await resident(BY_NRIC.S9812379B);
    const plan = await create(owner, { planName: 'Mine' });
    const other = await resident(BY_NRIC.S9812381D);
    expect((await other.get(URL)).body.housingPlans).to.deep.equal([]);
    const patch = await other.patch(`${URL}/${plan.id}`, { planName: 'Theirs' });
    expect(patch.status).to.equal(404);
    expect(patch.body.errorMessage).to.equal('We could not find that housing plan. It may have been deleted.');
    expect((await other.delete(`${URL}/${plan.id}`)).status).to.equal(404);
    expect((await owner.get(URL)).body.housingPlans[0].planName).to.equal('Mine');
  });

  it('deletes a plan, and holds a resident to 10 plans', async () => {
    const client = await resident();
    const ids: string[] = [];
    for (let i = 1; i <= 10; i += 1) ids.push((await create(client, { planName: `Plan ${i}` })).id);
    const eleventh = await client.post(URL, { planName: 'Plan 11' });
    expect(eleventh.status).to.equal(422);
    expect(eleventh.body.errorMessage).to.equal('You can keep up to 10 housing plans. Delete one to add another.');
    expect((await client.delete(`${URL}/${ids[0]}`)).status).to.equal(204);
    expect((await client.delete(`${URL}/${ids[0]}`)).status).to.equal(404);
    expect((await client.get(URL)).body.housingPlans.map((p: { planName: string }) => p.planName)).to.deep.equal(
      Array.from({ length: 9 }, (_, i) => `Plan ${i + 2}`),
    );
    expect((await client.post(URL, { planName: 'Plan 11' })).status).to.equal(201);
  });
});
