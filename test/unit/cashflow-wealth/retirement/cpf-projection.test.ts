import { expect } from 'chai';
import type { Cents } from '../../../../src/shared-kernel/money.js';
import { projectCpf, type CpfProjectionInputs } from '../../../../src/cashflow-wealth/domain/retirement/index.js';
import { contributionCapFull } from '../../../../src/cashflow-wealth/domain/retirement/cpf-rules-memo.js';
import { retirementSumsForCohort, ALLOCATION_RATES, ANNUAL_SALARY_CEILING, BASE_INTEREST_RATES, CONTRIBUTION_RATES, EXTRA_INTEREST, ORDINARY_WAGE_CEILING } from '../../../../src/shared-kernel/cpf/index.js';

const c = (n: number) => n as Cents;

/** A 35-year-old citizen (35th birthday in December 2026) with S$60,000 split evenly, on S$6,000 a month, no growth. */
const AGED_35: CpfProjectionInputs = {
  member: { dateOfBirth: '1991-12-15', residency: 'CITIZEN' },
  startMonth: '2026-12',
  balances: { oa: c(2_000_000), sa: c(2_000_000), ma: c(2_000_000), ra: c(0) },
  grossMonthlyWage: c(600_000),
  bonusMonths: 0,
  wageGrowthPercent: 0,
  retirementSumChoice: 'FULL',
  payoutStartAge: 65,
  monthlyHousingFromOa: c(0),
};

/** A 54-year-old (55th birthday in June 2027), not working, with S$100,000 OA, S$150,000 SA, S$60,000 MA. */
const TURNING_55: CpfProjectionInputs = {
  ...AGED_35,
  member: { dateOfBirth: '1972-06-10', residency: 'CITIZEN' },
  balances: { oa: c(10_000_000), sa: c(15_000_000), ma: c(6_000_000), ra: c(0) },
  grossMonthlyWage: c(0),
};

describe('cashflow-wealth: the month-by-month CPF projection (docs/decisions.md "Retirement projection")', () => {
  describe('a 35-year-old on S$6,000 a month from December 2026', () => {
    const projection = projectCpf(AGED_35);

    it('contributes 37 % of S$6,000 in the first month: S$2,220, S$1,200 from the employee, split 23/6/8 of the 37 (35 and below)', () => {
      // 17 % + 20 % of 6,000 = 2,220; employee 20 % = 1,200; allocation "35 and below": OA 23 %, SA 6 %, MA 8 % of the wage.
      expect(projection.firstContribution).to.include({ total: 222_000, employer: 102_000, employee: 120_000, oa: 138_000, sa: 36_000, ma: 48_000, ra: 0 });
    });

    it('credits December 2026’s interest at the year’s end and adds eleven months at the "above 35" allocation by the 36th birthday', () => {
      // December 2026's interest on 20,000 each: OA 20,000 x 2.5 % / 12 = 41.67; SA 20,000 x 4 % / 12 = 66.67 plus the
      // extra 1 % on its own 20,000 (16.67) and on the OA's 20,000 (16.67, paid to the SA): 66.67 + 33.33 = 100.00;
      // MA 66.67 + 16.67 = 83.34. After December: OA 21,421.67, SA 20,460.00, MA 20,563.34.
      // January to November 2027 ("above 35 to 45" from the month after the 35th birthday: OA 21 %, SA 7 %, MA 9 %):
      // 11 x 1,260 = 13,860 OA, 11 x 420 = 4,620 SA, 11 x 540 = 5,940 MA; 2027's interest is credited later.
      const at36 = projection.byAge.find((row) => row.age === 36)!;
      expect(at36).to.deep.equal({ age: 36, oa: 3_528_167, sa: 2_508_000, ma: 2_650_334, ra: 0 });
    });

    it('forms the RA at the Full sum of the 2046 cohort in December 2046 and reaches 65 with it grown', () => {
      expect(projection.cohortYear).to.equal(2046);
      expect(projection.at55!.month).to.equal('2046-12');
      expect(projection.at55!.after.ra).to.equal(projection.sums.full);
      expect(projection.at55!.after.sa).to.equal(0);
      // The SA's rest above the FRS has gone to the OA (the SA closes at 55 from 2025).
      expect(projection.at55!.after.oa).to.equal(projection.at55!.before.oa + projection.at55!.before.sa - projection.sums.full);
      expect(projection.atPayoutAge.ra).to.be.greaterThan(projection.sums.full);
      expect(projection.byAge.map((row) => row.age)).to.deep.equal(Array.from({ length: 31 }, (_, i) => 35 + i));
    });

    it('gives the same accounts whether the rules are remembered or asked every month', () => {
      const lives: CpfProjectionInputs[] = [
        { ...AGED_35, wageGrowthPercent: 3, bonusMonths: 2, monthlyHousingFromOa: c(120_000), housingFromOaUntil: '2050-06', yearlyTopUp: c(800_000) },
        // 16, the OA kept under the extra interest's S$20,000 by the flat for decades, a bonus, payouts at 70.
        { ...AGED_35, member: { dateOfBirth: '2010-01-15', residency: 'CITIZEN' }, startMonth: '2026-01', balances: { oa: c(0), sa: c(0), ma: c(0), ra: c(0) }, grossMonthlyWage: c(250_000), bonusMonths: 1, wageGrowthPercent: 3, payoutStartAge: 70, monthlyHousingFromOa: c(120_000), housingFromOaUntil: '2060-12' },
        // A PR turning 55 in 2027 above the ceiling, up to the Enhanced sum, topping up, working to 70.
        { ...TURNING_55, member: { dateOfBirth: '1972-06-10', residency: 'PR_THIRD_YEAR_ON' }, grossMonthlyWage: c(1_200_000), bonusMonths: 3, retirementSumChoice: 'ENHANCED', payoutStartAge: 70, yearlyTopUp: c(800_000) },
        // 50, turning 55 in 2031 (after the last announced cohort): the RA formed at the cohort's projected Full sum
        // and contributions from 55 capped at that same sum, not the last announced one (cpf-rules-memo.ts).
        { ...AGED_35, member: { dateOfBirth: '1976-03-01', residency: 'CITIZEN' }, balances: { oa: c(20_000_000), sa: c(30_000_000), ma: c(7_000_000), ra: c(0) }, grossMonthlyWage: c(800_000), bonusMonths: 2, payoutStartAge: 70 },
        // 60 with an RA already formed and the MA at the Basic Healthcare Sum.
        { ...AGED_35, member: { dateOfBirth: '1966-09-01', residency: 'CITIZEN' }, balances: { oa: c(5_000_000), sa: c(0), ma: c(7_900_000), ra: c(20_000_000) }, grossMonthlyWage: c(300_000), payoutStartAge: 68 },
      ];
      for (const life of lives) {
        const exact = projectCpf(life, { askEveryMonth: true });
        const fast = projectCpf(life);
        expect(fast.byAge, life.member.dateOfBirth).to.deep.equal(exact.byAge);
        expect(fast.atPayoutAge, life.member.dateOfBirth).to.deep.equal(exact.atPayoutAge);
        expect(fast.at55, life.member.dateOfBirth).to.deep.equal(exact.at55);
      }
    });

    it('caps the RA from 55 at the cohort’s own Full sum, projected after the last announced cohort', () => {
      // The contribution rule fills the RA to the cohort's Full sum; the remembered cap must be the same figure,
      // or a remembered answer for one cohort would stand for another.
      expect(contributionCapFull(2027)).to.equal(22_820_000);
      for (const cohort of [2031, 2040, 2065]) expect(contributionCapFull(cohort), String(cohort)).to.equal(retirementSumsForCohort(cohort).full);
      expect(contributionCapFull(2040)).to.be.greaterThan(contributionCapFull(2027));
    });

    it('pays the flat from the OA until the given month, never below zero', () => {
      const paying = projectCpf({ ...AGED_35, monthlyHousingFromOa: c(1_000_000), housingFromOaUntil: '2027-11' });
      // S$10,000 a month empties the OA each month: by the 36th birthday (December 2027) it holds only that month's
      // opening, nothing left after November's instalment.
      expect(paying.byAge.find((row) => row.age === 36)!.oa).to.equal(0);
      expect(paying.atPayoutAge.oa).to.be.lessThan(projection.atPayoutAge.oa);
    });
  });

  describe('a 54-year-old crossing 55 in June 2027', () => {
    const projection = projectCpf(TURNING_55);

    it('forms the RA at the 2027 cohort’s Full sum, S$228,200: the SA first, then the OA', () => {
      // December 2026's interest, credited then: OA 100,000 x 2.5 % / 12 = 208.33; SA 150,000 x 4 % / 12 = 500.00 plus
      // the extra 1 % on the OA's first 20,000 (16.67) and the SA's next 40,000 (33.33) = 550.00; MA 60,000 x 4 % / 12 = 200.
      expect(projection.at55).to.deep.equal({
        month: '2027-06',
        before: { oa: 10_020_833, sa: 15_055_000, ma: 6_020_000, ra: 0 },
        // RA 228,200 = SA 150,550 + OA 77,650; OA left 100,208.33 - 77,650 = 22,558.33.
        after: { oa: 2_255_833, sa: 0, ma: 6_020_000, ra: 22_820_000 },
      });
      expect(projection.sums).to.include({ cohortYear: 2027, basic: 11_410_000, full: 22_820_000, enhanced: 45_640_000 });
    });

    it('grows the RA to 65 by its interest, with the SA’s interest of January to May 2027 credited to it in December', () => {
      // The SA earned 150,550 x 4 % / 12 = 501.83 plus 50.00 extra a month before it closed: 5 x 551.83 = 2,759.17.
      // From June 2027 the RA earns 4 % and the extra 2 % on its first 30,000 and 1 % on the next (75 a month): seven
      // months of 760.67 + 75 = 5,849.67, with the SA's 2,759.17 credited December 2027: 236,808.84. Then nine years
      // of x 1.04 + 900: 236,808.84 x 1.04^9 + 900 x 10.5828 = 337,053.3 + 9,524.5 = 346,577.8; January to May 2037,
      // credited at 65: 5 x (346,577.8 x 4 % / 12 + 75) = 6,151.3. About 352,729.
      expect(projection.atPayoutAge.ra).to.be.within(35_272_000, 35_274_000);
      expect(projection.atPayoutAge.sa).to.equal(0);
    });
  });

  describe('a wage above the ceiling, and a December bonus', () => {
    it('contributes on S$8,000 of a S$10,000 wage, and on the bonus only up to the S$102,000 annual ceiling', () => {
      const above = { ...AGED_35, member: { dateOfBirth: '1996-03-10', residency: 'CITIZEN' as const }, grossMonthlyWage: c(1_000_000) };
      // 37 % of the S$8,000 ceiling = 2,960: employee 1,600, employer 1,360; "35 and below": OA 23/37 = 1,840, SA 480, MA 640.
      expect(projectCpf({ ...above, startMonth: '2027-01' }).firstContribution).to.include({ total: 296_000, employee: 160_000, employer: 136_000, oa: 184_000, sa: 48_000, ma: 64_000 });
      // December with a one-month bonus of S$10,000: the Additional Wage ceiling is 102,000 - 12 x 8,000 = 6,000, so
      // 37 % of 14,000 = 5,180: employee 20 % = 2,800, employer 2,380.
      expect(projectCpf({ ...above, bonusMonths: 1 }).firstContribution).to.include({ total: 518_000, employee: 280_000, employer: 238_000 });
    });
  });

  describe('what remembering the rules relies on', () => {
    it('every contribution and extra-interest row from 2025 starts in January, every base-rate row at a quarter', () => {
      // The projection keeps a contribution for a year and the extra interest's tiers for a year, the base rates for a
      // quarter (cpf-rules-memo.ts): a row starting mid-year would be missed. This fails first if one is added.
      const from2025 = (rows: ReadonlyArray<{ effectiveFrom: string | null }>) => rows.map((row) => row.effectiveFrom).filter((day): day is string => day !== null && day >= '2025-01-01');
      for (const table of [CONTRIBUTION_RATES, ALLOCATION_RATES, ORDINARY_WAGE_CEILING, ANNUAL_SALARY_CEILING, EXTRA_INTEREST]) {
        for (const day of from2025(table.rows)) expect(day.slice(5), `${table.name} ${day}`).to.equal('01-01');
      }
      for (const day of from2025(BASE_INTEREST_RATES.rows)) expect(['01-01', '04-01', '07-01', '10-01'], `${BASE_INTEREST_RATES.name} ${day}`).to.include(day.slice(5));
    });
  });
});
