import { expect } from 'chai';
import { ManualClock } from '../../../src/shared-kernel/clock.js';
import type { TestClient } from '../../support/http-client.js';
import { PERSONAS as BY_NRIC } from '../../support/mockpass.js';
import { appPerSuite } from '../../support/test-app.js';
import { signInOnboarded } from '../../support/sign-in.js';

const URL = '/api/v1/housing-plan';

/** A saved plan's loan and CPF limits (docs/decisions.md "Housing loans and CPF limits") through the real server. */
describe('Housing: loan and CPF limits on saved plans', () => {
  const clock = new ManualClock('2026-11-25T02:00:00.000Z');
  const t = appPerSuite({ clock });

  async function resident(): Promise<TestClient> {
    const client = t.client();
    const profile = await signInOnboarded(client, BY_NRIC.S9812379B);
    await t.app.sequelize.query('DELETE FROM housing_plans WHERE user_id = $1', { bind: [profile.id] });
    return client;
  }

  it("a resale flat with a short lease: ages and lease stored, the summary's loan limits and CPF's pro-rated limits, warnings in words", async () => {
    const client = await resident();
    const created = await client.post(URL, {
      noOfBuyers: 2,
      buyerAges: [25, 25],
      flatType: 'RESALE',
      remainingLease: 65,
      flatValueAtTimeOfPurchase: 55_000_000,
      monthlyHouseholdIncome: 400_000,
      loanType: 'BANK',
      upfrontPaymentInCash: 2_750_000,
      cpfMonthlyInstalment: 100_000,
    });
    expect(created.status, created.text).to.equal(201);
    const plan = created.body.housingPlan;
    expect(plan).to.include({ remainingLease: 65, purchaseDate: '2026-11-25' });
    expect(plan.buyerAges).to.deep.equal([25, 25]);
    expect(plan.summary).to.include({
      loanToValuePercent: 75,
      maxLoanByLtv: 41_250_000,
      eligibilityInterestRate: 4,
      mortgageServicingLimitPercent: 30,
      totalDebtServicingLimitPercent: 55,
      // S$4,000 a month caps the bank loan below 75 %: the plan's loan is the capped one, so the MSR is met
      loanLimitedBy: 'INCOME',
      withinMortgageServicingLimit: true,
      maxLoanTenure: 30,
      valuationLimit: 49_500_000,
      withdrawalLimit: 49_500_000,
      cpfLeaseFactor: '0.9',
      cpfLimitsApply: true,
      cpfLimitsToConfirm: null,
    });
    expect(plan.summary.maxLoanByIncome).to.be.a('number');
    expect(plan.summary.maxLoan).to.equal(plan.summary.maxLoanByIncome);
    expect(plan.summary.estimatedLoanAmount).to.equal(plan.summary.maxLoanByIncome);
    expect(plan.summary.warnings.some((w: string) => w.startsWith('Your income caps the loan at') && w.includes('the 4 % rate banks must assess'))).to.equal(true);
    expect(plan.summary.sources.map((s: { publisher: string }) => s.publisher)).to.include.members(['MAS', 'CPF Board']);

    // the list answers the same summary
    const list = await client.get(URL);
    expect(list.body.housingPlans[0].summary.valuationLimit).to.equal(49_500_000);
  });

  it('an HDB loan on a new flat: sized at the 3.0 % floor, the CPF limits shown with their open question', async () => {
    const client = await resident();
    const created = await client.post(URL, { flatType: 'NEW', flatValueAtTimeOfPurchase: 40_000_000, monthlyHouseholdIncome: 400_000 });
    expect(created.status, created.text).to.equal(201);
    const summary = created.body.housingPlan.summary;
    expect(summary).to.include({ eligibilityInterestRate: 3, maxLoanByIncome: 25_305_279, remainingLease: 99, valuationLimit: 40_000_000, withdrawalLimit: 48_000_000, cpfLimitsApply: false });
    expect(summary.cpfLimitsToConfirm).to.match(/HDB loan/);
  });

  it('a custom plan without new or resale chosen assumes neither: no 99-year lease, no application fee; null is accepted, another type refused', async () => {
    const client = await resident();
    const created = await client.post(URL, { flatValueAtTimeOfPurchase: 40_000_000, flatType: null });
    expect(created.status, created.text).to.equal(201);
    expect(created.body.housingPlan.flatType).to.equal(null);
    expect(created.body.housingPlan.summary).to.include({ remainingLease: null, applicationFee: 0 });
    expect(created.body.housingPlan.summary.paymentTimeline).to.deep.equal([]);
    const refused = await client.post(URL, { flatType: 'CONDO' });
    expect(refused.status).to.equal(400);
    expect(refused.text).to.contain('flatType');
  });

  it('refuses an age or a lease out of range with the field named (400)', async () => {
    const client = await resident();
    const young = await client.post(URL, { buyerAges: [20] });
    expect(young.status).to.equal(400);
    expect(JSON.stringify(young.body)).to.contain('buyerAges');
    const lease = await client.post(URL, { remainingLease: 120 });
    expect(lease.status).to.equal(400);
    expect(JSON.stringify(lease.body)).to.contain('remainingLease');
    const fraction = await client.post(URL, { remainingLease: 60.5 });
    expect(fraction.status).to.equal(400);
  });
});
