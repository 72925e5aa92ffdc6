import { expect } from 'chai';
import { QueryTypes } from 'sequelize';
import { ManualClock } from '../../../src/shared-kernel/clock.js';
import type { TestResponse } from '../../support/http-client.js';
import { PERSONAS as BY_NRIC } from '../../support/mockpass.js';
import { TEST_PUBLIC_URL, appPerSuite, type TestApp } from '../../support/test-app.js';
import { signInOnboarded } from '../../support/sign-in.js';

const CALCULATE = '/api/v1/housing-plan/calculate';

/** A first-timer citizen couple aged 32 and 30 on S$7,000 a month: a S$520,000 resale 4-room flat valued at S$500,000, 70 years left, within 4 km of their parents, on an HDB loan. */
const RESALE_COUPLE = {
  firstTimeBuyer: true,
  noOfBuyers: 2,
  buyerResidencies: ['CITIZEN', 'CITIZEN'],
  buyerAges: [32, 30],
  propertiesOwned: 0,
  monthlyHouseholdIncome: 700_000,
  cpfOABalance: 8_000_000,
  cashSavings: 6_000_000,
  workedTwelveMonths: true,
  parentsProximity: 'WITHIN_4KM',
  extendedFamily: false,
  flatType: 'RESALE',
  flatSize: 'FOUR_ROOM',
  remainingLease: 70,
  flatValueAtTimeOfPurchase: 52_000_000,
  flatValuation: 50_000_000,
  loanType: 'HDB',
};

async function planRows(t: TestApp): Promise<number> {
  const [row] = await t.app.sequelize.query<{ n: number }>('SELECT count(*)::int AS n FROM housing_plans', { type: QueryTypes.SELECT });
  return row!.n;
}

function expectRefused(res: TestResponse, field: string, message: string, sent: unknown): void {
  expect(res.status, JSON.stringify(sent)).to.equal(400);
  expect(res.body.details, JSON.stringify(res.body)).to.deep.include({ field, message });
  expect(res.body.requestId).to.equal(res.headers.get('x-request-id'));
}

/** POST /housing-plan/calculate (docs/api.md "Housing", docs/decisions.md "Public housing calculation"). */
describe('Housing: the public calculation', () => {
  describe('answers', () => {
    // 18:00 UTC on 25 Nov is 02:00 on 26 Nov in Singapore: the default purchase date is Singapore's today.
    const clock = new ManualClock('2026-11-25T18:00:00.000Z');
    const t = appPerSuite({ clock });

    it('works out a whole plan for an anonymous visitor: the legal fee of HDB’s S$345,000 example, the stamp duty, the rules’ date and sources, all in cents', async () => {
      const res = await t.client().post(CALCULATE, { purchaseDate: '2025-03-01', flatType: 'NEW', flatSize: 'FOUR_ROOM', flatValueAtTimeOfPurchase: 34_500_000 });
      expect(res.status, res.text).to.equal(200);
      expect(res.headers.get('cache-control')).to.equal('no-store');
      const { summary } = res.body;
      // HDB's scale: 0.90 + 0.72 per S$1,000 on the first two S$30,000, 0.60 on the rest = S$219.60, up to S$220, + 9 % GST.
      expect(summary).to.include({ flatPrice: 34_500_000, purchaseLegalFee: 23_980, gstPercent: '9', rulesAsOf: '2025-03-01' });
      // IRAS from 15 Feb 2023: 1 % of S$180,000 + 2 % of S$165,000 = S$5,100.
      expect(summary).to.include({ dutiableValue: 34_500_000, buyerStampDuty: 510_000, additionalBuyerStampDuty: 0 });
      // A new flat on an HDB loan: 75 % LTV from 20 Aug 2024.
      expect(summary).to.include({ loanToValuePercent: 75, maxLoanByLtv: 25_875_000, estimatedLoanAmount: 25_875_000, remainingLease: 99 });
      expect(summary.sources.map((s: { publisher: string }) => s.publisher)).to.include.members(['IRAS', 'HDB']);
      for (const source of summary.sources) expect(source).to.include.keys(['publisher', 'title', 'checkedOn']);
      for (const [key, value] of Object.entries(summary)) {
        if (typeof value === 'number' && !['mortgageServicingRatio', 'percentageOfTotalPayment', 'eligibilityInterestRate', 'mortgageServicingLimitPercent', 'totalDebtServicingLimitPercent', 'loanToValuePercent', 'maxLoanTenure', 'remainingLease'].includes(key)) {
          expect(Number.isSafeInteger(value), `${key} is whole cents`).to.equal(true);
        }
      }
    });

    it('a resale flat valued below its price: grants worked out, stamp duty on the price, loan on the valuation, the income’s limit at 3.0 %', async () => {
      const res = await t.client().post(CALCULATE, RESALE_COUPLE);
      expect(res.status, res.text).to.equal(200);
      const { summary } = res.body;
      expect(summary.rulesAsOf).to.equal('2026-11-26');
      const grants = Object.fromEntries(summary.grants.map((g: { name: string; amount: number }) => [g.name, g.amount]));
      // CPF Housing Grant (resale 4-room, citizen couple) S$80,000; Enhanced grant at S$6,501-7,000 S$30,000; Proximity within 4 km S$20,000.
      expect(grants).to.deep.equal({ cpfHousingGrant: 8_000_000, enhancedCpfHousingGrant: 3_000_000, proximityGrant: 2_000_000 });
      expect(summary.totalGrants).to.equal(13_000_000);
      // S$180,000 at 1 % + S$180,000 at 2 % + S$160,000 at 3 % = S$10,200 on the higher of price and valuation.
      expect(summary).to.include({ dutiableValue: 52_000_000, buyerStampDuty: 1_020_000 });
      // S$324.60 up to S$325 + 9 % GST; the loan's (S$365,000, below): S$231.60 up to S$232 + 9 %.
      expect(summary).to.include({ purchaseLegalFee: 35_425, loanLegalFee: 25_288 });
      // 75 % of the S$500,000 valuation; the downpayment S$145,000 less S$130,000 of grants leaves S$15,000, but the
      // S$20,000 above the valuation and the option and exercise fees (S$500 + S$4,500) are cash: S$25,000 in cash,
      // and the loan is the rest, S$365,000.
      expect(summary).to.include({ maxLoanByLtv: 37_500_000, minimumPayment: 1_500_000, upfrontPaymentInCash: 2_500_000, estimatedLoanAmount: 36_500_000 });
      // 30 % of S$7,000 = S$2,100 a month at 3.0 % over 25 years.
      expect(summary).to.include({ eligibilityInterestRate: 3, maxLoanByIncome: 44_284_160, monthlyMortgageInstalment: 165_589, withinMortgageServicingLimit: true });
      expect(summary).to.include({ valuationLimit: 50_000_000, withdrawalLimit: 60_000_000 });
    });

    it('a browser on our site may call it without a session; another site may not (the origin check every POST meets)', async () => {
      expect((await t.client().post(CALCULATE, {}, { origin: TEST_PUBLIC_URL, 'sec-fetch-site': 'same-origin' })).status).to.equal(200);
      const foreign = await t.client().post(CALCULATE, {}, { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' });
      expect(foreign.status).to.equal(403);
      expect(foreign.body).to.include({ code: 'REQUEST.FOREIGN_ORIGIN' });
    });

    it('takes a new plan’s defaults for what is not sent, bought on Singapore’s today', async () => {
      const res = await t.client().post(CALCULATE, {});
      expect(res.status, res.text).to.equal(200);
      // No loan and no CPF instalment: the Home Protection Scheme is not compulsory, so no premium (docs/decisions.md "Housing rules completed").
      expect(res.body.summary).to.include({ rulesAsOf: '2026-11-26', flatPrice: 0, estimatedLoanAmount: 0, homeProtectionPremium: 0, homeProtectionRequired: false });
    });

    it('ignores the plan’s name, colour, step and completion: a calculation is not a plan', async () => {
      const res = await t.client().post(CALCULATE, { planName: '', planColor: 'BLUE', planStep: 'RECURRING_PAYMENTS', isPlanCompleted: true, flatValueAtTimeOfPurchase: 34_500_000 });
      expect(res.status, res.text).to.equal(200);
      expect(res.body).to.have.keys(['summary']);
    });

    it('refuses bad input with the same 400 messages a saved plan gets', async () => {
      const cases: Array<[body: Record<string, unknown>, field: string, message: string]> = [
        [{ purchaseDate: '2026-02-30' }, 'purchaseDate', 'Invalid format'],
        [{ purchaseDate: '1990-01-01' }, 'purchaseDate', 'Enter a real date from 1996 to 2099, like 2026-11-26'],
        [{ enhancedCpfHousingGrant: 15_000_000 }, 'enhancedCpfHousingGrant', 'The Enhanced CPF Housing Grant is at most S$120,000'],
        [{ purchaseDate: '2024-01-15', enhancedCpfHousingGrant: 10_000_000 }, 'enhancedCpfHousingGrant', 'The Enhanced CPF Housing Grant is at most S$80,000 for a purchase on 2024-01-15'],
        [{ loanPeriod: 26 }, 'loanPeriod', 'An HDB loan runs 1 to 25 years'],
        [{ noOfBuyers: 5 }, 'noOfBuyers', 'Choose 1 to 4 buyers'],
        [{ fees: { renovationCost: { amount: 100, paymentMethod: 'CPF' } } }, 'fees.renovationCost.paymentMethod', 'This can only be paid in cash'],
        [{ flatValueAtTimeOfPurchase: 34_500_000, cpfMonthlyInstalment: 9_999_999 }, 'cpfMonthlyInstalment', 'Sum of cash and CPF cannot exceed total monthly instalment'],
      ];
      for (const [body, field, message] of cases) expectRefused(await t.client().post(CALCULATE, body), field, message, body);
      const negative = await t.client().post(CALCULATE, { cashSavings: -100, fees: { optionFee: { amount: -1, paymentMethod: 'CASH' } } });
      expect(negative.status).to.equal(400);
      expect(negative.body.details.map((d: { field: string }) => d.field)).to.include.members(['cashSavings', 'fees.optionFee.amount']);
      const ages = await t.client().post(CALCULATE, { buyerAges: [20] });
      expect(ages.status).to.equal(400);
      expect(JSON.stringify(ages.body)).to.contain('buyerAges');
    });

    it('stores nothing: no plan row is added, signed in or not', async () => {
      const client = t.client();
      await signInOnboarded(client, BY_NRIC.S9812379B);
      const before = await planRows(t);
      expect((await t.client().post(CALCULATE, RESALE_COUPLE)).status).to.equal(200);
      expect((await client.post(CALCULATE, RESALE_COUPLE)).status).to.equal(200);
      expect(await planRows(t)).to.equal(before);
      expect((await client.get('/api/v1/housing-plan')).body.housingPlans.filter((p: { flatValuation: number | null }) => p.flatValuation === 50_000_000)).to.deep.equal([]);
    });

    it('a saved plan carries the summary the calculation gives for its fields', async () => {
      const client = t.client();
      const profile = await signInOnboarded(client, BY_NRIC.S9812379B);
      await t.app.sequelize.query('DELETE FROM housing_plans WHERE user_id = $1', { bind: [profile.id] });
      const created = await client.post('/api/v1/housing-plan', { ...RESALE_COUPLE, planName: 'Tampines resale', cpfMonthlyInstalment: 100_000, upfrontPaymentInCash: 500_000 });
      expect(created.status, created.text).to.equal(201);
      const { id: _id, lastUpdatedAt: _at, summary, ...fields } = created.body.housingPlan;
      const calculated = await t.client().post(CALCULATE, fields);
      expect(calculated.status, calculated.text).to.equal(200);
      expect(calculated.body.summary).to.deep.equal(summary);
      // And the list reads the same summary again.
      expect((await client.get('/api/v1/housing-plan')).body.housingPlans[0].summary).to.deep.equal(calculated.body.summary);
    });
  });

  describe('its own rate limit', () => {
    const t = appPerSuite({ env: { RATE_LIMIT_HOUSING_CALCULATE_PER_MINUTE: '3', RATE_LIMIT_ANONYMOUS_PER_MINUTE: '1000', RATE_LIMIT_SIGNED_IN_PER_MINUTE: '1000' } });

    it('answers 429 with Retry-After past the limit of a client address (refused calls count too), other calls go on, a signed-in resident has a budget of their own', async () => {
      const resident = t.client();
      await signInOnboarded(resident, BY_NRIC.S9812379B);

      const visitor = t.client();
      expect((await visitor.post(CALCULATE, {})).status).to.equal(200);
      expect((await visitor.post(CALCULATE, { noOfBuyers: 9 })).status).to.equal(400);
      expect((await t.client().post(CALCULATE, RESALE_COUPLE)).status).to.equal(200);
      const refused = await visitor.post(CALCULATE, {});
      expect(refused.status, refused.text).to.equal(429);
      expect(refused.body).to.include({ code: 'REQUEST.TOO_MANY', errorMessage: 'You are sending requests too quickly. Please wait a moment and try again.' });
      expect(Number(refused.headers.get('retry-after'))).to.be.within(1, 60);

      expect((await t.client().get('/api/v1/fx-rates/latest')).status).to.equal(200);
      for (let i = 0; i < 3; i++) expect((await resident.post(CALCULATE, RESALE_COUPLE)).status).to.equal(200);
      expect((await resident.post(CALCULATE, RESALE_COUPLE)).status).to.equal(429);
      expect((await resident.get('/api/v1/housing-plan')).status).to.equal(200);
    });
  });
});
