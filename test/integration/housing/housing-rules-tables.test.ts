import { expect } from 'chai';
import { ManualClock } from '../../../src/shared-kernel/clock.js';
import { PERSONAS as BY_NRIC } from '../../support/mockpass.js';
import { appPerSuite } from '../../support/test-app.js';
import { signInOnboarded } from '../../support/sign-in.js';

const URL = '/api/v1/housing-plan';
const DAY = '2026-11-26';

/**
 * Two buyers of 35 and 40 buying a S$500,000 resale 4-room flat with 50 years of lease on an HDB loan, CPF paying
 * S$1,000 of the instalment, with the flat's annual value of S$15,500.
 */
const SHORT_LEASE = {
  noOfBuyers: 2,
  buyerResidencies: ['CITIZEN', 'CITIZEN'],
  buyerAges: [35, 40],
  monthlyHouseholdIncome: 1_000_000,
  flatType: 'RESALE',
  flatSize: 'FOUR_ROOM',
  remainingLease: 50,
  flatValueAtTimeOfPurchase: 50_000_000,
  flatValuation: 50_000_000,
  flatAnnualValue: 1_550_000,
  loanType: 'HDB',
  cpfMonthlyInstalment: 100_000,
};

/** The housing summary call with the rules completed (docs/decisions.md "Housing rules completed"). */
describe('Housing: the rules completed in the summary the calls answer', () => {
  const clock = new ManualClock(`${DAY}T02:00:00.000Z`);
  const t = appPerSuite({ clock });

  it('POST /housing-plan/calculate: the pro-rated HDB loan, the property tax from the annual value, the premium where CPF pays, renovation at the keys, each with its source', async () => {
    const res = await t.client().post(`${URL}/calculate`, SHORT_LEASE);
    expect(res.status, res.text).to.equal(200);
    const { summary } = res.body;
    // 75 % x 50 / 60 of S$500,000
    expect(summary).to.include({ maxLoanByLtv: 31_250_000, loanToValuePercent: 75 });
    expect(summary.loanLeaseProration).to.deep.equal({ leaseYears: 50, yearsToAge: 60, coverToAge: 95, noLoan: false, minimumLeaseYears: 20 });
    // 4 % of the AV above S$12,000 (IRAS from 1 Jan 2025); the premium counted as CPF pays the instalment
    expect(summary).to.include({ annualPropertyTax: 14_000, homeProtectionRequired: true, homeProtectionPremium: 17_920, renovationAtKeys: 3_800_000 });
    expect(summary.annualPayments).to.deep.equal({ cash: 14_000, cpf: 17_920, total: 31_920 });
    const from = Object.fromEntries(summary.recurringCosts.map((c: { name: string; from: string }) => [c.name, c.from]));
    expect(from).to.deep.equal({ serviceAndConservancyCharges: 'your estimate', annualPropertyTax: 'IRAS owner-occupier rates from 1 Jan 2025', homeProtectionPremium: 'your estimate' });
    const publishers = summary.sources.map((s: { publisher: string; title: string }) => `${s.publisher}: ${s.title.slice(0, 40)}`);
    expect(publishers).to.include.members([
      'HDB: Update to CPF usage and HDB housing loan',
      'IRAS: Property tax rates for residential prope',
      'CPF Board: Home Protection Scheme: "You have to be ',
    ]);
    const completion = summary.paymentTimeline.find((stage: { stage: string }) => stage.stage === 'COMPLETION');
    expect(completion.items.map((item: { key: string }) => item.key)).to.include('renovation');
    expect(summary.cashNeededUpfront).to.equal(summary.upfrontPaymentInCash + summary.oneTimePayments.cash - 3_800_000);
  });

  it('the instalment in cash: no premium; a saved plan without a size waits for it; a stored plan keeps its size', async () => {
    const cash = await t.client().post(`${URL}/calculate`, { ...SHORT_LEASE, cpfMonthlyInstalment: null });
    expect(cash.body.summary).to.include({ homeProtectionRequired: false, homeProtectionPremium: 0 });
    const hps = cash.body.summary.recurringCosts.find((c: { name: string }) => c.name === 'homeProtectionPremium');
    expect(hps).to.include({ basis: 'NOT_REQUIRED', from: 'not compulsory: no CPF instalments' });

    const client = t.client();
    const profile = await signInOnboarded(client, BY_NRIC.S9812379B);
    await t.app.sequelize.query('DELETE FROM housing_plans WHERE user_id = $1', { bind: [profile.id] });
    const made = await client.post(URL, { planName: 'No size yet', flatType: 'NEW', flatValueAtTimeOfPurchase: 40_000_000 });
    expect(made.status, made.text).to.equal(201);
    expect(made.body.housingPlan).to.include({ flatSize: null, flatAnnualValue: null });
    expect(made.body.housingPlan.summary).to.include({ optionFee: 0 });
    expect(made.body.housingPlan.summary.paymentTimeline).to.deep.equal([]);
    const sized = await client.patch(`${URL}/${made.body.housingPlan.id}`, { flatSize: 'THREE_ROOM' });
    expect(sized.body.housingPlan.summary).to.include({ optionFee: 100_000 });
    const bad = await client.patch(`${URL}/${made.body.housingPlan.id}`, { flatSize: 'SIX_ROOM' });
    expect(bad.status).to.equal(400);
    // a plan stored before the annual value existed reads it as null and keeps its size
    await t.app.sequelize.query("UPDATE housing_plans SET fields = fields - 'flatAnnualValue' WHERE user_id = $1", { bind: [profile.id] });
    const listed = await client.get(URL);
    expect(listed.body.housingPlans[0]).to.include({ flatSize: 'THREE_ROOM', flatAnnualValue: null });
  });
});
