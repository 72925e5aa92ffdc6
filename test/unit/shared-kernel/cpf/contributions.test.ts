import { expect } from 'chai';
import { contributionFor, contributionSplit, rateAge, type CpfMember } from '../../../../src/shared-kernel/cpf/index.js';
import { toCents } from '../../../../src/shared-kernel/money.js';

const citizen = (dateOfBirth: string): CpfMember => ({ dateOfBirth, residency: 'CITIZEN' });
const $ = (dollars: number) => toCents(Math.round(dollars * 100));

describe('CPF contributions (src/shared-kernel/cpf/contributions.ts)', () => {
  describe("CPF's own example: 55th birthday on 13 January 2024 (CPF Board FAQ, \"How is the CPF contribution rate applied when my employee moves to the next age group?\")", () => {
    const member = citizen('1969-01-13');
    it('the month is counted by CPF\u2019s rule: 54 in January 2024, 55 ("above 55") from February', () => {
      expect(rateAge(member.dateOfBirth, '2024-01')).to.equal(54);
      expect(rateAge(member.dateOfBirth, '2024-02')).to.equal(55);
    });
    it('January 2024 wages: 37 % (employer 17 %, employee 20 %) on S$5,000', () => {
      const c = contributionFor(member, '2024-01', $(5_000));
      expect([c.total, c.employer, c.employee]).to.deep.equal([$(1_850), $(850), $(1_000)]);
      // CPF allocation 2024, above 50 to 55: OA 15 %, SA/RA 11.5 %, MA 10.5 % of wages; the RA exists from the birthday
      expect([c.oa, c.sa, c.ra, c.ma]).to.deep.equal([$(750), 0, $(575), $(525)]);
    });
    it('February 2024 wages: 31 % (employer 15 %, employee 16 %), allocated OA 12 %, RA 8.5 %, MA 10.5 %', () => {
      const c = contributionFor(member, '2024-02', $(5_000));
      expect([c.total, c.employer, c.employee]).to.deep.equal([$(1_550), $(750), $(800)]);
      expect([c.oa, c.sa, c.ra, c.ma]).to.deep.equal([$(600), 0, $(425), $(525)]);
    });
  });

  describe('the Ordinary Wage ceiling by date (CPF Board: S$6,000; S$6,300 from 1 Sep 2023; S$8,000 from 2026)', () => {
    const thirty = citizen('1993-03-15');
    it('a 30-year-old on S$7,000 in October 2023 pays on S$6,300: 37 % = S$2,331 (employee S$1,260)', () => {
      const c = contributionFor(thirty, '2023-10', $(7_000));
      expect([c.total, c.employer, c.employee]).to.deep.equal([$(2_331), $(1_071), $(1_260)]);
      // 35 and below: OA 23 %, SA 6 %, MA 8 % of wages
      expect([c.oa, c.sa, c.ma, c.ra]).to.deep.equal([$(1_449), $(378), $(504), 0]);
    });
    it('the same wage in August 2023 pays on S$6,000', () => {
      expect(contributionFor(thirty, '2023-08', $(7_000)).total).to.equal($(2_220));
    });
    it('S$12,000 at 40 in 2026 pays on S$8,000: S$2,960, allocated OA 21 %, SA 7 %, MA 9 %', () => {
      const c = contributionFor(citizen('1986-01-10'), '2026-03', $(12_000));
      expect([c.total, c.employer, c.employee]).to.deep.equal([$(2_960), $(1_360), $(1_600)]);
      expect([c.oa, c.sa, c.ma]).to.deep.equal([$(1_680), $(560), $(720)]);
    });
  });

  describe('a 57-year-old in 2026 (CPF Board, rates from 1 January 2026: above 55 to 60, 16 % + 18 % = 34 %)', () => {
    const member = citizen('1969-05-20');
    it('S$5,000 -> S$1,700 (employer S$800, employee S$900); OA 12 %, RA 11.5 %, MA 10.5 %', () => {
      const c = contributionFor(member, '2026-06', $(5_000));
      expect([c.total, c.employer, c.employee]).to.deep.equal([$(1_700), $(800), $(900)]);
      expect([c.oa, c.sa, c.ra, c.ma]).to.deep.equal([$(600), 0, $(575), $(525)]);
    });
    it('with the Full sum already in the RA, the RA share goes to the OA (the SA is closed from 2025)', () => {
      const c = contributionFor(member, '2026-06', $(5_000), undefined, { retirementAccount: $(300_000) });
      expect([c.oa, c.sa, c.ra]).to.deep.equal([$(1_175), 0, 0]);
    });
    it('before 2025 the same overflow stayed in the SA', () => {
      const c = contributionFor(member, '2024-06', $(5_000), undefined, { retirementAccount: $(300_000) });
      expect([c.total, c.sa, c.ra]).to.deep.equal([$(1_550), $(425), 0]);
    });
  });

  describe('graduated rates for low wages (CPF rate tables: S$50-500 employer only; S$500-750 employee 0.6 x (TW - 500) up to 55)', () => {
    const thirty = citizen('1996-08-01');
    it('S$50 or less: nothing', () => expect(contributionFor(thirty, '2026-03', $(50)).total).to.equal(0));
    it('S$400: employer 17 % = S$68, employee nothing', () => {
      const c = contributionFor(thirty, '2026-03', $(400));
      expect([c.total, c.employer, c.employee]).to.deep.equal([$(68), $(68), 0]);
    });
    it('S$600: 17 % x 600 + 0.6 x 100 = S$162 (employee S$60), allocated to the cent', () => {
      const c = contributionFor(thirty, '2026-03', $(600));
      expect([c.total, c.employer, c.employee]).to.deep.equal([$(162), $(102), $(60)]);
      expect([c.oa, c.sa, c.ma]).to.deep.equal([$(100.7), $(26.27), $(35.03)]);
    });
    it('S$700.50: total S$239.385 -> S$239, employee S$120.30 -> S$120 (cents dropped), employer S$119', () => {
      const c = contributionFor(thirty, '2026-03', $(700.5));
      expect([c.total, c.employer, c.employee]).to.deep.equal([$(239), $(119), $(120)]);
    });
    it('above 60 to 65 in 2026: the employee share is phased in at 3 x 12.5 % = 0.375 x (TW - 500)', () => {
      expect(contributionSplit('2026-01-01', 'ABOVE_60_TO_65', $(600)).employee).to.equal($(37));
    });
  });

  describe("CPF's rounding: total to the nearest dollar, employee's cents dropped, employer the difference", () => {
    it('S$3,456.78 at 30: 37 % = S$1,279.0086 -> S$1,279; 20 % = S$691.356 -> S$691; employer S$588', () => {
      const c = contributionFor(citizen('1996-08-01'), '2026-03', $(3_456.78));
      expect([c.total, c.employer, c.employee]).to.deep.equal([$(1_279), $(588), $(691)]);
    });
    it('S$1,234.50: 37 % = S$456.765 -> S$457 (50 cents and above up)', () => {
      expect(contributionFor(citizen('1996-08-01'), '2026-03', $(1_234.5)).total).to.equal($(457));
    });
  });

  describe('Additional Wages and the S$102,000 annual salary ceiling', () => {
    it('S$8,000 a month (S$96,000 a year) leaves S$6,000 of a S$20,000 bonus subject: 37 % x 14,000', () => {
      const c = contributionFor(citizen('1996-08-01'), '2026-12', $(8_000), $(20_000));
      expect([c.total, c.employer, c.employee]).to.deep.equal([$(5_180), $(2_380), $(2_800)]);
    });
  });

  describe('the 2016 rates (CPF Board, from 1 January 2016: above 55 to 60, 13 % + 13 %)', () => {
    it('S$4,000 at 58 in June 2016: S$1,040, allocated OA 12 %, RA 3.5 %, MA 10.5 %', () => {
      const c = contributionFor(citizen('1958-03-01'), '2016-06', $(4_000));
      expect([c.total, c.employer, c.employee]).to.deep.equal([$(1_040), $(520), $(520)]);
      expect([c.oa, c.ra, c.ma]).to.deep.equal([$(480), $(140), $(420)]);
    });
  });
});
