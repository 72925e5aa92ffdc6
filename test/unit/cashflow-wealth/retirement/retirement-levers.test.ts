import { expect } from 'chai';
import type { Cents } from '../../../../src/shared-kernel/money.js';
import { projectCpf, retirementPlan, type RetirementLever, type RetirementOutlookInputs } from '../../../../src/cashflow-wealth/domain/retirement/index.js';

const c = (n: number) => n as Cents;

/** A 35-year-old citizen on S$6,000 a month, no bonus, from December 2026. */
const AGED_35: RetirementOutlookInputs = {
  member: { dateOfBirth: '1991-12-15', residency: 'CITIZEN' },
  startMonth: '2026-12',
  balances: { oa: c(2_000_000), sa: c(2_000_000), ma: c(2_000_000), ra: c(0) },
  grossMonthlyWage: c(600_000),
  bonusMonths: 0,
  wageGrowthPercent: 0,
  retirementSumChoice: 'FULL',
  payoutStartAge: 65,
  monthlyHousingFromOa: c(0),
  cpfLifePlan: 'STANDARD',
  monthlySpending: c(300_000),
  otherMoney: { investments: { amount: c(5_000_000), returnPercent: 4 }, srs: { amount: c(0), returnPercent: 4 }, cash: { amount: c(0), returnPercent: 1.5 } },
  inflationPercent: 2.5,
  planToAge: 95,
};

/** A 60-year-old citizen on S$3,000 a month with S$50,000 in the RA (below 2026's Basic sum of S$110,200). */
const AGED_60: RetirementOutlookInputs = {
  ...AGED_35,
  member: { dateOfBirth: '1966-12-15', residency: 'CITIZEN' },
  balances: { oa: c(1_000_000), sa: c(0), ma: c(2_000_000), ra: c(5_000_000) },
  grossMonthlyWage: c(300_000),
};

const lever = (inputs: RetirementOutlookInputs, kind: string): RetirementLever => retirementPlan(inputs).levers.find((l) => l.kind === kind)!;

describe('cashflow-wealth: the top-up levers (docs/decisions.md "Retirement projection")', () => {
  describe('the RSTU top-up says the tax its first year saves', () => {
    it('S$6,000 a month at 35: about S$560 of tax saved in YA 2027', () => {
      // 12 x 6,000 = 72,000, less the employee's CPF 12 x 1,200 = 14,400, less the earned income relief 1,000:
      // 56,600 chargeable. Tax on 56,600 = 550 + 16,600 x 7 % = 1,712; on 48,600 = 550 + 8,600 x 7 % = 1,152.
      // Saved: 1,712 - 1,152 = 560 (all 8,000 of relief falls in the 7 % band).
      const rstu = lever(AGED_35, 'RSTU_TOP_UP');
      expect(rstu.applies).to.equal(true);
      expect(rstu.taxSavedFirstYear).to.equal(56_000);
      expect(rstu.costDescription).to.include("the first year's S$8,000 saves about S$560 of income tax");
      expect(rstu.costDescription).to.include('before any other reliefs');
    });

    it('counts the bonus and its CPF: one month of bonus at S$6,000 raises the income to 61,400 (still 7 %)', () => {
      // 78,000 - 15,600 - 1,000 = 61,400; 8,000 of relief in the 7 % band: 560.
      expect(lever({ ...AGED_35, bonusMonths: 1 }, 'RSTU_TOP_UP').taxSavedFirstYear).to.equal(56_000);
    });

    it('saves nothing on an income inside the 0 % band', () => {
      // 12 x 1,500 = 18,000 less CPF: below 20,000.
      const rstu = lever({ ...AGED_35, grossMonthlyWage: c(150_000) }, 'RSTU_TOP_UP');
      expect(rstu.taxSavedFirstYear).to.equal(0);
      expect(rstu.costDescription).to.include('saves about S$0 of income tax');
    });
  });

  describe('the Matched Retirement Savings Scheme', () => {
    it('comes right after the RSTU top-up', () => {
      const kinds = retirementPlan(AGED_60).levers.map((l) => l.kind);
      expect(kinds.indexOf('MATCHED_SAVINGS')).to.equal(kinds.indexOf('RSTU_TOP_UP') + 1);
    });

    it('applies at 60 on S$3,000 a month with the RA below the Basic sum: S$2,000 a year, matched, until 65', () => {
      const mrss = lever(AGED_60, 'MATCHED_SAVINGS');
      expect(mrss.applies).to.equal(true);
      expect(mrss.monthlyEffectToday).to.be.greaterThan(0);
      // Top-ups in the start month (2026-12) and each January 2027 to 2031, before the 65th birthday in 2031-12: 6.
      expect(mrss.cost).to.equal(200_000 * 6);
      expect(mrss.description).to.include("if you also meet CPF's property conditions");
      expect(mrss.costDescription).to.include('the government adds the same (up to S$2,000 a year, at most S$20,000 in a lifetime)');
    });

    it('stops at the lifetime cap of S$20,000 matched: ten years of S$2,000', () => {
      // Payouts at 70 leave 11 top-up months (2026-12, Januaries 2027-2036); the cap allows the first 10 years (to 2035).
      const mrss = lever({ ...AGED_60, payoutStartAge: 70 }, 'MATCHED_SAVINGS');
      expect(mrss.cost).to.equal(200_000 * 10);
    });

    it('does not apply under 55, above S$4,000 a month, or with the Basic sum in the RA', () => {
      expect(lever({ ...AGED_60, member: { dateOfBirth: '1986-12-15', residency: 'CITIZEN' } }, 'MATCHED_SAVINGS')).to.include({
        applies: false,
        monthlyEffectToday: 0,
        costDescription: 'For citizens aged 55 and above',
      });
      expect(lever({ ...AGED_60, member: { dateOfBirth: '1966-12-15', residency: 'PR_THIRD_YEAR_ON' } }, 'MATCHED_SAVINGS').costDescription).to.equal('For citizens aged 55 and above');
      expect(lever({ ...AGED_60, grossMonthlyWage: c(500_000) }, 'MATCHED_SAVINGS')).to.include({ applies: false, monthlyEffectToday: 0, costDescription: 'For members earning at most S$4,000 a month' });
      expect(lever({ ...AGED_60, balances: { ...AGED_60.balances, ra: c(11_020_000) } }, 'MATCHED_SAVINGS')).to.include({
        applies: false,
        monthlyEffectToday: 0,
        costDescription: 'Your Retirement Account already holds the Basic Retirement Sum',
      });
    });
  });

  describe('the projection\'s last top-up month', () => {
    it('pays no top-up after yearlyTopUpUntil, and without it every year as before', () => {
      const inputs = { ...AGED_60, yearlyTopUp: c(400_000) };
      expect(projectCpf(inputs).topUpsPaid).to.equal(400_000 * 6);
      expect(projectCpf({ ...inputs, yearlyTopUpUntil: '2027-12' }).topUpsPaid).to.equal(400_000 * 2);
      expect(projectCpf({ ...inputs, yearlyTopUpUntil: null })).to.deep.equal(projectCpf(inputs));
    });
  });
});
