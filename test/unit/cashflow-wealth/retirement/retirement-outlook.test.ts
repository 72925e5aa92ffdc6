import { expect } from 'chai';
import type { Cents } from '../../../../src/shared-kernel/money.js';
import { retirementOutlook, retirementPlan, type RetirementOutlookInputs } from '../../../../src/cashflow-wealth/domain/retirement/index.js';
import type { OtherRetirementMoney } from '../../../../src/cashflow-wealth/domain/retirement/other-retirement-money.js';

const c = (n: number) => n as Cents;
/** Investments of `amount`, no SRS and no cash, every kind at `returnPercent`. */
const investedOnly = (amount: number, returnPercent: number): OtherRetirementMoney => ({
  investments: { amount: c(amount), returnPercent },
  srs: { amount: c(0), returnPercent },
  cash: { amount: c(0), returnPercent },
});

/**
 * Turning 65 in the start month, retired: the RA CPF's estimate grows its 2025 Full sum to by 65 (213,000 x 1.04^10
 * + 900 a year of extra interest x (1.04^10 - 1) / 0.04 = 315,292.03 + 10,805.50 = 326,097.53), S$360,000 of
 * savings, S$3,000 a month of spending, no inflation and no return, so every figure can be worked out by hand.
 */
const RETIRING_NOW: RetirementOutlookInputs = {
  member: { dateOfBirth: '1961-12-15', residency: 'CITIZEN' },
  startMonth: '2026-12',
  balances: { oa: c(0), sa: c(0), ma: c(0), ra: c(32_609_753) },
  grossMonthlyWage: c(0),
  bonusMonths: 0,
  wageGrowthPercent: 0,
  retirementSumChoice: 'FULL',
  payoutStartAge: 65,
  monthlyHousingFromOa: c(0),
  cpfLifePlan: 'STANDARD',
  monthlySpending: c(300_000),
  otherMoney: investedOnly(36_000_000, 0),
  inflationPercent: 0,
  planToAge: 95,
};

/** The 35-year-old of the projection's test on S$6,000 a month, spending S$3,000, S$50,000 saved, 2.5 % inflation, 4 % return. */
const AGED_35: RetirementOutlookInputs = {
  ...RETIRING_NOW,
  member: { dateOfBirth: '1991-12-15', residency: 'CITIZEN' },
  balances: { oa: c(2_000_000), sa: c(2_000_000), ma: c(2_000_000), ra: c(0) },
  grossMonthlyWage: c(600_000),
  otherMoney: investedOnly(5_000_000, 4),
  inflationPercent: 2.5,
};

describe('cashflow-wealth: the retirement outlook and its levers (docs/decisions.md "Retirement projection")', () => {
  describe('retiring now with no inflation and no return', () => {
    const outlook = retirementOutlook(RETIRING_NOW);

    it('reads CPF’s estimate at the cohort’s scale: S$213,000 set aside at 55 by the 2016 cohort, S$1,581 to S$1,698 a month', () => {
      expect(outlook.projection.atPayoutAge.ra).to.equal(32_609_753);
      // The 2016 cohort's Full sum (161,000) is 161,000 / 213,000 of the 2025 one CPF's points are for: 213,000 reads as
      // 281,795 at the 2025 scale, between the FRS and ERS points: 1,610 + 68,795 / 213,000 x 1,490 = 2,091.2, times
      // 161,000 / 213,000 = 1,580.7 -> 1,581 (high: 1,730 + 68,795 / 213,000 x 1,600 = 2,246.8 -> 1,698).
      expect(outlook.cpfLife).to.include({ plan: 'STANDARD', startAge: 65, monthlyPayoutLow: 158_100, monthlyPayoutHigh: 169_800, label: "CPF's estimate" });
    });

    it('draws the savings down evenly over 30 years, and the gap is the spending less both', () => {
      // 360,000 / 360 months = 1,000 a month; CPF LIFE's low end counted, 1,581: gap 3,000 - 1,000 - 1,581 = 419.
      expect(outlook).to.include({ retirementMonth: '2026-12', retirementAge: 65, planToAge: 95, savingsIncomeToday: 100_000, cpfLifeIncomeToday: 158_100 });
      expect(outlook.need).to.deep.equal({ monthlyToday: 300_000, monthlyAtRetirement: 300_000 });
      // The lump sum that pays 419 a month for 360 months with nothing earned: 150,840.
      expect(outlook.gap).to.deep.equal({ monthlyToday: 41_900, monthlyAtRetirement: 41_900, lumpSumAtRetirement: 15_084_000 });
    });

    it('a surplus is a negative gap, and needs no lump sum', () => {
      const rich = retirementOutlook({ ...RETIRING_NOW, otherMoney: investedOnly(72_000_000, 0) });
      // 720,000 / 360 = 2,000; 3,000 - 2,000 - 1,581 = -581.
      expect(rich.gap).to.deep.equal({ monthlyToday: -58_100, monthlyAtRetirement: -58_100, lumpSumAtRetirement: 0 });
    });

    it('levers that cannot apply any more say why and move nothing', () => {
      const { levers } = retirementPlan(RETIRING_NOW);
      const byKind = Object.fromEntries(levers.map((l) => [l.kind, l]));
      expect(byKind.RSTU_TOP_UP).to.include({ applies: false, monthlyEffectToday: 0 });
      expect(byKind.HIGHER_RETIREMENT_SUM).to.include({ applies: false, costDescription: 'Your Retirement Account is already formed' });
      expect(byKind.SRS_CONTRIBUTION).to.include({ applies: false });
      expect(byKind.MONTHLY_SAVING).to.include({ applies: false, costDescription: 'You have stopped working already' });
    });

    it('deferring to 70 pays 6 % more a year at the low end, but for five fewer years', () => {
      const { levers } = retirementPlan(RETIRING_NOW);
      const defer = levers.find((l) => l.kind === 'DEFER_TO_70')!;
      const deferred = retirementOutlook({ ...RETIRING_NOW, payoutStartAge: 70, stopWorkingAge: 65 });
      // The RA grows five more years (4 % and 900 of extra a year); CPF's estimate takes it back to 65 at 4 % (so a
      // little above 326,097.53 for the extra) and adds 6 % a year: at least 1,581 x (1 + 5 x 6 %) = 2,055.3.
      const low = deferred.cpfLife.monthlyPayoutLow;
      expect(low).to.be.within(205_500, 208_500);
      // Paid for 300 of the 360 months from 65, level: low x 300 / 360 a month against 1,581 now.
      expect(defer).to.include({ applies: true, cost: 158_100 * 60 });
      expect(defer.monthlyEffectToday).to.be.closeTo(Math.round((low * 300) / 360) - 158_100, 1);
      expect(defer.costDescription).to.not.include('the gap grows');
    });

    it('deferring to 70 says so when it widens the gap: a plan to 80 has only ten years of the higher payout', () => {
      const defer = retirementPlan({ ...RETIRING_NOW, planToAge: 80 }).levers.find((l) => l.kind === 'DEFER_TO_70')!;
      // About 2,060 x 120 / 180 = 1,373 a month levelled from 65, against 1,581 now: the gap grows by about 200.
      expect(defer.monthlyEffectToday).to.be.lessThan(0);
      expect(defer.costDescription).to.include("you would still stop work at 65, so those years' spending falls on your savings and the gap grows");
    });
  });

  describe('a 75-year-old whose payouts started at 65', () => {
    it('reads the estimate on the RA as it stands, and only the saving levers can still apply', () => {
      const { outlook, levers } = retirementPlan({ ...RETIRING_NOW, member: { dateOfBirth: '1951-06-01', residency: 'CITIZEN' } });
      // Already past 65: nothing is projected, the RA given is the one the estimate reads.
      expect(outlook.projection.atPayoutAge.ra).to.equal(32_609_753);
      expect(outlook.retirementMonth).to.equal('2026-12');
      // December 2026 to the 95th birthday in June 2046: 234 months; 360,000 / 234 = 1,538.46 a month.
      expect(outlook.savingsIncomeToday).to.equal(153_846);
      const applying = levers.filter((l) => l.applies).map((l) => l.kind);
      expect(applying).to.deep.equal([]);
      expect(levers.find((l) => l.kind === 'DEFER_TO_70')).to.include({ costDescription: 'Your payouts have started already' });
    });
  });

  describe('a 35-year-old with inflation and a return', () => {
    const { outlook } = retirementPlan(AGED_35);

    it('grows the need by 2.5 % a year for 30 years: S$3,000 today is S$6,292.70 a month in December 2056', () => {
      // 3,000 x 1.025^30 = 3,000 x 2.0975676 = 6,292.70.
      expect(outlook.retirementMonth).to.equal('2056-12');
      expect(outlook.need).to.deep.equal({ monthlyToday: 300_000, monthlyAtRetirement: 629_270 });
      // The gap in that year's dollars is today's grown the same way (within a cent of rounding).
      expect(Math.abs(outlook.gap.monthlyAtRetirement - Math.round(outlook.gap.monthlyToday * 2.0975676))).to.be.at.most(2);
    });

    it('grows the savings at 4 % a year for 30 years: S$50,000 becomes S$162,169.88', () => {
      // 50,000 x 1.04^30 = 50,000 x 3.2433975 = 162,169.88.
      expect(outlook.otherSavingsAtRetirement).to.be.within(16_216_900, 16_217_000);
    });

    it('works out every lever with the same projection; the monthly saving closes the whole gap', () => {
      const aged45 = { ...AGED_35, member: { dateOfBirth: '1981-12-15', residency: 'CITIZEN' as const } };
      // 45 in December 2026: the 2036 cohort, whose sums (FRS about S$311,000) sit inside CPF's estimate points.
      const { outlook, levers } = retirementPlan(aged45);
      expect(levers.map((l) => l.kind)).to.deep.equal(['RSTU_TOP_UP', 'MATCHED_SAVINGS', 'DEFER_TO_70', 'HIGHER_RETIREMENT_SUM', 'ESCALATING_PLAN', 'RETIRE_LATER', 'SRS_CONTRIBUTION', 'MONTHLY_SAVING']);
      const byKind = Object.fromEntries(levers.map((l) => [l.kind, l]));
      expect(outlook.gap.monthlyToday).to.be.greaterThan(0);
      // Top-ups of 8,000 a year until the SA reaches the year's FRS: more RA, more CPF LIFE.
      expect(byKind.RSTU_TOP_UP!.applies).to.equal(true);
      expect(byKind.RSTU_TOP_UP!.monthlyEffectToday).to.be.greaterThan(0);
      expect(byKind.RSTU_TOP_UP!.cost! % 800_000).to.equal(0);
      // Up to the ERS at 55: the OA's money above the FRS goes to the RA instead.
      expect(byKind.HIGHER_RETIREMENT_SUM).to.include({ description: 'Setting aside up to the Enhanced Retirement Sum instead of the Full one', applies: true });
      expect(byKind.HIGHER_RETIREMENT_SUM!.cost).to.be.greaterThan(0);
      expect(byKind.HIGHER_RETIREMENT_SUM!.monthlyEffectToday).to.be.greaterThan(0);
      // 15,300 a year for the 21 calendar years from December 2026 to 2046.
      expect(byKind.SRS_CONTRIBUTION).to.include({ cost: 1_530_000 * 21 });
      const saving = byKind.MONTHLY_SAVING!;
      expect(saving.monthlyEffectToday).to.equal(outlook.gap.monthlyToday);
      // The saving grows to the lump sum at 4 % by the retirement date, so with it the gap is (about) closed.
      const closed = retirementOutlook({ ...aged45, monthlySaving: saving.cost! });
      expect(Math.abs(closed.gap.monthlyToday)).to.be.at.most(100);
    });
  });

  describe('the other money, each kind at its own return (docs/decisions.md "Other retirement money")', () => {
    const money = (investments: number, srs: number, cash: number): OtherRetirementMoney => ({
      investments: { amount: c(investments), returnPercent: 4 },
      srs: { amount: c(srs), returnPercent: 0 },
      cash: { amount: c(cash), returnPercent: 1.5 },
    });

    it('grows each kind at its own return to the retirement date: 4 %, 0 % and 1.5 % over 30 years', () => {
      const outlook = retirementOutlook({ ...AGED_35, otherMoney: money(5_000_000, 2_000_000, 1_000_000) });
      // 50,000 x 1.04^30 = 162,169.88; 20,000 at 0 % stays 20,000; 10,000 x 1.015^30 = 10,000 x 1.5630802 = 15,630.80.
      expect(outlook.otherMoneyAtRetirement.investments).to.be.within(16_216_900, 16_217_000);
      expect(outlook.otherMoneyAtRetirement.srs).to.equal(2_000_000);
      expect(outlook.otherMoneyAtRetirement.cash).to.be.within(1_563_070, 1_563_090);
      expect(outlook.otherSavingsAtRetirement).to.equal(outlook.otherMoneyAtRetirement.investments + outlook.otherMoneyAtRetirement.srs + outlook.otherMoneyAtRetirement.cash);
    });

    it('draws each kind down at its own real return: retiring now with no inflation, S$360,000 of cash at 0 % pays S$1,000 a month for 30 years, at 1.5 % more', () => {
      const at = (returnPercent: number) =>
        retirementOutlook({ ...RETIRING_NOW, otherMoney: { ...investedOnly(0, 0), cash: { amount: c(36_000_000), returnPercent } } }).savingsIncomeToday;
      expect(at(0)).to.equal(100_000);
      // A month's rate r = 1.015^(1/12) - 1 = 0.00124149; 360 months' annuity factor (1 - 1.015^-30) / r
      // = (1 - 0.6397624) / 0.00124149 = 290.17: 360,000 / 290.17 = 1,240.67 a month.
      expect(at(1.5)).to.be.within(124_060, 124_075);
    });

    it('the same sum earns the same income whichever kind holds it when their returns are equal', () => {
      const equal = (kind: 'investments' | 'srs' | 'cash') =>
        retirementOutlook({ ...AGED_35, otherMoney: { ...investedOnly(0, 4), [kind]: { amount: c(5_000_000), returnPercent: 4 } } }).savingsIncomeToday;
      expect(equal('srs')).to.equal(equal('investments'));
      expect(equal('cash')).to.equal(equal('investments'));
    });

    it('a lower return on one kind lowers the income and widens the gap', () => {
      const high = retirementOutlook({ ...AGED_35, otherMoney: money(0, 5_000_000, 0) });
      const srsAt4 = retirementOutlook({ ...AGED_35, otherMoney: { ...money(0, 5_000_000, 0), srs: { amount: c(5_000_000), returnPercent: 4 } } });
      expect(high.savingsIncomeToday).to.be.lessThan(srsAt4.savingsIncomeToday);
      expect(high.gap.monthlyToday).to.be.greaterThan(srsAt4.gap.monthlyToday);
    });

    it('the SRS lever puts its contributions into the SRS, at the SRS return', () => {
      const srsAt0 = retirementPlan({ ...AGED_35, otherMoney: money(0, 0, 0) }).levers.find((l) => l.kind === 'SRS_CONTRIBUTION')!;
      const srsAt4 = retirementPlan({ ...AGED_35, otherMoney: { ...money(0, 0, 0), srs: { amount: c(0), returnPercent: 4 } } }).levers.find((l) => l.kind === 'SRS_CONTRIBUTION')!;
      expect(srsAt0.cost).to.equal(srsAt4.cost);
      expect(srsAt0.monthlyEffectToday).to.be.lessThan(srsAt4.monthlyEffectToday);
      expect(srsAt4.costDescription).to.contain('invested at your SRS return assumption');
    });
  });
});
