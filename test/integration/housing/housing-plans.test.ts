import { expect } from 'chai';
import { QueryTypes } from 'sequelize';
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
    expect(plan.summary.warnings).to.deep.equal(["Enter the flat's price or your budget to see the plan."]);

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

  it("dates a new plan today in Singapore, reads every table on its purchase date and names the rows it used", async () => {
    clock.set('2026-11-25T17:00:00.000Z'); // 01:00 on 26 Nov in Singapore
    try {
      const client = await resident();
      const plan = await create(client, { flatValueAtTimeOfPurchase: 34_500_000, noOfBuyers: 2, buyerResidencies: ['CITIZEN', 'PR'], propertiesOwned: 1 });
      expect(plan).to.include({ purchaseDate: '2026-11-26', propertiesOwned: 1 });
      expect(plan.buyerResidencies).to.deep.equal(['CITIZEN', 'PR']);
      // S$345,000: HDB's example legal fee S$239.80 with 9 % GST; stamp duty 1,800 + 2 % of 165,000 = S$5,100; the PR's
      // second home sets the additional duty: 30 % = S$103,500, with the couple's refund in words.
      expect(plan.summary).to.include({ rulesAsOf: '2026-11-26', suggestedPurchaseLegalFee: 23_980, buyerStampDuty: 510_000, additionalBuyerStampDutyPercent: '30', additionalBuyerStampDuty: 10_350_000, gstPercent: '9' });
      expect(plan.summary.sources.map((source: { publisher: string }) => source.publisher)).to.include.members(['IRAS', 'HDB']);
      expect(plan.summary.additionalBuyerStampDutyNote).to.contain('within 6 months');

      const earlier = await client.patch(`${URL}/${plan.id}`, { purchaseDate: '2022-06-01' });
      expect(earlier.status, earlier.text).to.equal(200);
      expect(earlier.body.housingPlan.summary).to.include({ rulesAsOf: '2022-06-01', additionalBuyerStampDutyPercent: '25', gstPercent: '7' });
    } finally {
      clock.set('2026-11-25T02:00:00.000Z');
    }
  });

  it('reads a plan saved before the purchase date as bought on the day it was made, its spec fee items under their new names', async () => {
    const client = await resident();
    const plan = await create(client, { flatValueAtTimeOfPurchase: 40_000_000 });
    await t.app.sequelize.query(
      `UPDATE housing_plans SET created_at = '2025-03-01T20:00:00Z',
         fields = (fields - 'purchaseDate' - 'buyerResidencies' - 'propertiesOwned' - 'flatValuation')
           || jsonb_build_object('fees', (fields->'fees') - 'purchaseLegalFee' - 'loanLegalFee' - 'homeProtectionPremium' - 'additionalBuyerStampDuty'
             || '{"conveyancingFee": {"amount": 2000, "paymentMethod": "CPF"}, "mortgageInsurancePremiums": {"amount": 0, "paymentMethod": "CPF"}}'::jsonb)
       WHERE id = $1`,
      { bind: [plan.id] },
    );
    const old = (await client.get(URL)).body.housingPlans[0];
    expect(old).to.include({ purchaseDate: '2025-03-02', propertiesOwned: 0, flatValuation: null });
    expect(old.buyerResidencies).to.deep.equal(['CITIZEN']);
    expect(old.fees).to.not.have.any.keys('conveyancingFee', 'mortgageInsurancePremiums');
    expect(old.fees.purchaseLegalFee).to.deep.equal({ amount: 0, paymentMethod: 'CPF' });
    expect(old.fees.homeProtectionPremium).to.deep.equal({ amount: 17_920, paymentMethod: 'CPF' });
    expect(old.fees.loanLegalFee).to.deep.equal({ amount: 0, paymentMethod: 'CPF' });
    expect(old.summary.rulesAsOf).to.equal('2025-03-02');
    expect(old.summary.purchaseLegalFee).to.equal(27_577);
    // A change stores the plan in today's shape.
    const saved = await client.patch(`${URL}/${plan.id}`, { planName: 'Renamed' });
    expect(saved.status, saved.text).to.equal(200);
    const [row] = await t.app.sequelize.query<{ fields: Record<string, unknown> & { fees: object } }>('SELECT fields FROM housing_plans WHERE id = $1', { bind: [plan.id], type: QueryTypes.SELECT });
    expect(row!.fields.purchaseDate).to.equal('2025-03-02');
    expect(row!.fields.fees).to.not.have.any.keys('conveyancingFee', 'mortgageInsurancePremiums');
  });

  it('refuses a purchase date, a residency or a count of homes that is not one', async () => {
    const client = await resident();
    const plan = await create(client, {});
    const cases: Array<[body: Record<string, unknown>, field: string, message: string]> = [
      [{ purchaseDate: '2026-02-30' }, 'purchaseDate', 'Invalid format'],
      [{ purchaseDate: '1990-01-01' }, 'purchaseDate', 'Enter a real date from 1996 to 2099, like 2026-11-26'],
      [{ propertiesOwned: 1.5 }, 'propertiesOwned', 'Must be a whole number'],
    ];
    for (const [body, field, message] of cases) {
      const res = await client.patch(`${URL}/${plan.id}`, body);
      expect(res.status, JSON.stringify(body)).to.equal(400);
      expect(res.body.details, JSON.stringify(res.body)).to.deep.include({ field, message });
    }
    const residency = await client.patch(`${URL}/${plan.id}`, { buyerResidencies: ['ALIEN'] });
    expect(residency.status).to.equal(400);
    expect(residency.body.details.map((d: { field: string }) => d.field)).to.deep.equal(['buyerResidencies.0']);
    expect((await client.get(URL)).body.housingPlans[0]).to.include({ purchaseDate: '2026-11-25', propertiesOwned: 0 });
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
