import { expect } from 'chai';
import { ManualClock } from '../../../src/shared-kernel/clock.js';
import type { TestResponse } from '../../support/http-client.js';
import { PERSONAS as BY_NRIC } from '../../support/mockpass.js';
import { TEST_PUBLIC_URL, appPerSuite } from '../../support/test-app.js';
import { signInOnboarded } from '../../support/sign-in.js';

const CALCULATE = '/api/v1/retirement/calculate';

/** A 35-year-old citizen (born December 1991) on S$6,000 a month with S$60,000 across OA, SA and MA, spending S$3,000. */
const AGED_35 = {
  dateOfBirth: '1991-12-15',
  residentialStatus: 'CITIZEN',
  grossMonthlyWage: 600_000,
  balances: { oa: 2_000_000, sa: 2_000_000, ma: 2_000_000 },
  monthlySpending: 300_000,
  investments: 5_000_000,
  assumptions: { startMonth: '2026-12', wageGrowthPercent: 0 },
};

function expectRefused(res: TestResponse, field: string, message: string, sent: unknown): void {
  expect(res.status, JSON.stringify(sent)).to.equal(400);
  expect(res.body.details, JSON.stringify(res.body)).to.deep.include({ field, message });
  expect(res.body.requestId).to.equal(res.headers.get('x-request-id'));
}

const isCents = (n: unknown) => typeof n === 'number' && Number.isSafeInteger(n);

/** POST /retirement/calculate (docs/api.md "Retirement", docs/decisions.md "Retirement projection"). */
describe('Retirement: the public calculation', () => {
  describe('answers', () => {
    // 17:00 UTC on 30 Nov is 01:00 on 1 Dec in Singapore: the default start month is Singapore's, December 2026.
    const clock = new ManualClock('2026-11-30T17:00:00.000Z');
    const t = appPerSuite({ clock });

    it('works out the projection, CPF LIFE, the need, the gap and the levers for an anonymous visitor, every amount in cents', async () => {
      const res = await t.client().post(CALCULATE, AGED_35);
      expect(res.status, res.text).to.equal(200);
      expect(res.headers.get('cache-control')).to.equal('no-store');
      const body = res.body;
      expect(body).to.include({ rulesAsOf: '2026-12-01', startMonth: '2026-12' });
      // 37 % of S$6,000: S$2,220, the employee's 20 % S$1,200; "35 and below": OA 23 %, SA 6 %, MA 8 % of the wage.
      expect(body.firstContribution).to.deep.equal({ total: 222_000, employer: 102_000, employee: 120_000, oa: 138_000, sa: 36_000, ma: 48_000, ra: 0 });
      expect(body.retirementSums).to.include({ cohortYear: 2046, basicHealthcare: 7_900_000 });
      expect(body.retirementSums.full).to.equal(2 * body.retirementSums.basic);
      expect(body.balances.at55.month).to.equal('2046-12');
      expect(body.balances.at55.after.ra).to.equal(body.retirementSums.full);
      expect(body.balances.byAge[0]).to.include({ age: 35, oa: 2_000_000 });
      expect(body.cpfLife).to.include({ plan: 'STANDARD', startAge: 65, label: "CPF's estimate" });
      expect(body.cpfLife.monthlyPayoutHigh).to.be.greaterThan(body.cpfLife.monthlyPayoutLow);
      expect(body.retirement).to.include({ month: '2056-12', age: 65, planToAge: 95 });
      // S$3,000 grown by the default 2.5 % for 30 years: 3,000 x 1.025^30 = 6,292.70.
      expect(body.need).to.deep.equal({ monthlyToday: 300_000, monthlyAtRetirement: 629_270 });
      expect(body.gap.monthlyToday).to.equal(300_000 - body.income.cpfLifeMonthlyToday - body.income.savingsMonthlyToday);
      expect(body.levers.map((l: { kind: string }) => l.kind)).to.deep.equal(['RSTU_TOP_UP', 'MATCHED_SAVINGS', 'DEFER_TO_70', 'HIGHER_RETIREMENT_SUM', 'ESCALATING_PLAN', 'RETIRE_LATER', 'SRS_CONTRIBUTION', 'MONTHLY_SAVING']);
      expect(body.sources.length).to.be.greaterThan(3);
      for (const source of body.sources) expect(source).to.have.keys(...Object.keys(source)).and.to.include.keys('publisher', 'title', 'checkedOn');
      const amounts = [
        ...Object.values(body.firstContribution),
        ...Object.values(body.balances.atPayoutAge),
        body.cpfLife.monthlyPayoutLow,
        body.gap.lumpSumAtRetirement,
        ...body.levers.map((l: { monthlyEffectToday: number }) => l.monthlyEffectToday),
      ];
      expect(amounts.every(isCents), JSON.stringify(amounts)).to.equal(true);
    });

    it('grows each kind of other money at its own return: SRS left at 0 % stays as it is; more cash at 1.5 % means a smaller gap', async () => {
      const withSrs = { ...AGED_35, srsBalance: 2_000_000, cashSetAside: 1_000_000, assumptions: { ...AGED_35.assumptions, srsReturnPercent: 0 } };
      const res = await t.client().post(CALCULATE, withSrs);
      expect(res.status, res.text).to.equal(200);
      const at = res.body.retirement.otherMoneyAtRetirement;
      // 30 years: S$20,000 at 0 % is S$20,000; S$10,000 at the default 1.5 % is 10,000 x 1.015^30 = 15,630.80.
      expect(at.srs).to.equal(2_000_000);
      expect(at.cash).to.be.within(1_563_070, 1_563_090);
      expect(res.body.retirement.otherSavingsAtRetirement).to.equal(at.investments + at.srs + at.cash);
      const without = await t.client().post(CALCULATE, { ...withSrs, cashSetAside: 0 });
      expect(without.body.income.savingsMonthlyToday).to.be.lessThan(res.body.income.savingsMonthlyToday);
      expect(without.body.gap.monthlyToday).to.be.greaterThan(res.body.gap.monthlyToday);
    });

    it('takes the defaults for the assumptions: this month in Singapore, payouts at 65, the Full sum, the Standard plan', async () => {
      const { assumptions: _assumptions, ...bare } = AGED_35;
      const res = await t.client().post(CALCULATE, bare);
      expect(res.status, res.text).to.equal(200);
      expect(res.body).to.include({ startMonth: '2026-12', rulesAsOf: '2026-12-01' });
      expect(res.body.cpfLife).to.include({ plan: 'STANDARD', startAge: 65 });
    });

    it('a 54-year-old crossing 55 in June 2027 has the RA formed at the 2027 cohort’s Full sum, S$228,200', async () => {
      const res = await t.client().post(CALCULATE, {
        ...AGED_35,
        dateOfBirth: '1972-06-10',
        grossMonthlyWage: 0,
        balances: { oa: 10_000_000, sa: 15_000_000, ma: 6_000_000 },
        assumptions: { startMonth: '2026-12', payoutStartAge: 67, cpfLifePlan: 'ESCALATING' },
      });
      expect(res.status, res.text).to.equal(200);
      expect(res.body.retirementSums).to.include({ cohortYear: 2027, basic: 11_410_000, full: 22_820_000, enhanced: 45_640_000 });
      // OA 100,208.33 and SA 150,550 after December 2026's interest; the RA takes all the SA, then 77,650 of the OA.
      expect(res.body.balances.at55).to.deep.equal({
        month: '2027-06',
        before: { oa: 10_020_833, sa: 15_055_000, ma: 6_020_000, ra: 0 },
        after: { oa: 2_255_833, sa: 0, ma: 6_020_000, ra: 22_820_000 },
      });
      expect(res.body.cpfLife).to.include({ plan: 'ESCALATING', startAge: 67 });
      expect(res.body.firstContribution.total).to.equal(0);
    });

    it('a browser on our site may call it without a session; another site may not', async () => {
      expect((await t.client().post(CALCULATE, AGED_35, { origin: TEST_PUBLIC_URL, 'sec-fetch-site': 'same-origin' })).status).to.equal(200);
      const foreign = await t.client().post(CALCULATE, AGED_35, { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' });
      expect(foreign.status).to.equal(403);
    });

    it('refuses bad input with a 400 naming the field and saying what to do', async () => {
      const cases: Array<[Record<string, unknown>, string, string]> = [
        [{ ...AGED_35, dateOfBirth: '2027-01-01' }, 'dateOfBirth', 'Your date of birth cannot be in the future'],
        [{ ...AGED_35, dateOfBirth: '2015-01-01' }, 'dateOfBirth', 'This works out plans for ages 16 to 95: check your date of birth'],
        [{ ...AGED_35, dateOfBirth: '1920-01-01' }, 'dateOfBirth', 'This works out plans for ages 16 to 95: check your date of birth'],
        [{ ...AGED_35, grossMonthlyWage: 30_000_000_000_001 }, 'grossMonthlyWage', 'Must be less than or equal to 300,000,000,000'],
        [{ ...AGED_35, assumptions: { payoutStartAge: 64 } }, 'assumptions.payoutStartAge', 'CPF LIFE payouts start between 65 and 70'],
        [{ ...AGED_35, assumptions: { payoutStartAge: 71 } }, 'assumptions.payoutStartAge', 'CPF LIFE payouts start between 65 and 70'],
        [{ ...AGED_35, assumptions: { startMonth: '2026-13' } }, 'assumptions.startMonth', 'Enter a month as YYYY-MM'],
        [{ ...AGED_35, assumptions: { startMonth: '2040-01' } }, 'assumptions.startMonth', 'Start from a month between 2025-01 and 2031-12'],
        [{ ...AGED_35, residentialStatus: 'FOREIGNER' }, 'residentialStatus', 'Choose citizen, or permanent resident from the third year'],
        [{ ...AGED_35, assumptions: { cashReturnPercent: -1 } }, 'assumptions.cashReturnPercent', 'The return on your cash must be at least 0 %'],
        [{ ...AGED_35, assumptions: { srsReturnPercent: 12 } }, 'assumptions.srsReturnPercent', 'The return on your SRS must be at most 10 %'],
        [{ ...AGED_35, otherSavings: 100 }, 'otherSavings', 'Send your other money as investments, srsBalance and cashSetAside instead of otherSavings'],
        [
          { ...AGED_35, assumptions: { returnPercent: 4 } },
          'assumptions.returnPercent',
          'Send a return for each kind, investmentsReturnPercent, srsReturnPercent and cashReturnPercent, instead of returnPercent',
        ],
        [{ ...AGED_35, monthlySpending: undefined }, 'monthlySpending', 'Enter what you spend a month'],
        [{ ...AGED_35, assumptions: { inflationPercent: 50 } }, 'assumptions.inflationPercent', 'Inflation must be at most 10 %'],
      ];
      for (const [body, field, message] of cases) expectRefused(await t.client().post(CALCULATE, body), field, message, body);
    });

    it('never answers 500 for the largest amounts it accepts', async () => {
      const huge = 30_000_000_000_000;
      const res = await t.client().post(CALCULATE, {
        ...AGED_35,
        dateOfBirth: '2010-01-01',
        grossMonthlyWage: huge,
        balances: { oa: huge, sa: huge, ma: huge, ra: huge },
        monthlySpending: huge,
        investments: huge,
        srsBalance: huge,
        cashSetAside: huge,
        assumptions: { investmentsReturnPercent: 10, srsReturnPercent: 10, cashReturnPercent: 10, wageGrowthPercent: 10, inflationPercent: 10, payoutStartAge: 70, monthlyHousingFromOa: huge, planToAge: 110 },
      });
      expect([200, 400], res.text).to.include(res.status);
    });
  });

  describe('its own rate limit', () => {
    const t = appPerSuite({ env: { RATE_LIMIT_RETIREMENT_CALCULATE_PER_MINUTE: '3', RATE_LIMIT_ANONYMOUS_PER_MINUTE: '1000', RATE_LIMIT_SIGNED_IN_PER_MINUTE: '1000' } });

    it('answers 429 with Retry-After past the limit of a client address (refused calls count too); a signed-in resident has a budget of their own', async () => {
      const resident = t.client();
      await signInOnboarded(resident, BY_NRIC.S9812379B);

      const visitor = t.client();
      expect((await visitor.post(CALCULATE, AGED_35)).status).to.equal(200);
      expect((await visitor.post(CALCULATE, { ...AGED_35, bonusMonths: -1 })).status).to.equal(400);
      expect((await t.client().post(CALCULATE, AGED_35)).status).to.equal(200);
      const refused = await visitor.post(CALCULATE, AGED_35);
      expect(refused.status, refused.text).to.equal(429);
      expect(refused.body).to.include({ code: 'REQUEST.TOO_MANY' });
      expect(Number(refused.headers.get('retry-after'))).to.be.within(1, 60);

      // The housing calculation keeps its own budget.
      expect((await t.client().post('/api/v1/housing-plan/calculate', {})).status).to.equal(200);
      for (let i = 0; i < 3; i++) expect((await resident.post(CALCULATE, AGED_35)).status).to.equal(200);
      expect((await resident.post(CALCULATE, AGED_35)).status).to.equal(429);
    });
  });
});
