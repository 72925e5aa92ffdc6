import { expect } from 'chai';
import { ROUND_DOWN, ROUND_HALF_UP, dec, type Decimal } from '../../../../src/shared-kernel/decimal.js';
import { retirementRowOn } from '../../../../src/shared-kernel/retirement-figures.js';
import {
  ALLOCATION_RATES,
  ANNUAL_SALARY_CEILING,
  CONTRIBUTION_RATES,
  ORDINARY_WAGE_CEILING,
  WAGE_BANDS,
  allocationAgeBand,
  contributionAgeBand,
  contributionFor,
  contributionSplit,
  type ContributionAgeBand,
  type CpfMember,
} from '../../../../src/shared-kernel/cpf/index.js';
import { divideDown, divideHalfUp, rateUnits } from '../../../../src/shared-kernel/cpf/contribution-arithmetic.js';
import type { Cents } from '../../../../src/shared-kernel/money.js';

/**
 * The rule worked the way it was first written, in big.js on dollars (CPF's wording): the whole-number arithmetic
 * of contribution-arithmetic.ts must give the same cents for every wage, day and age group.
 */
const pct = (rate: string): Decimal => dec(rate).div(dec(100));
function bigJsSplit(day: string, band: ContributionAgeBand, ordinaryWage: number, additionalWage: number): { total: number; employee: number } {
  const rate = retirementRowOn(CONTRIBUTION_RATES, day).value[band];
  const ceiling = retirementRowOn(ORDINARY_WAGE_CEILING, day).value * 100;
  const annual = retirementRowOn(ANNUAL_SALARY_CEILING, day).value * 100;
  const ordinarySubject = Math.min(ordinaryWage, ceiling);
  const additionalSubject = Math.min(additionalWage, Math.max(0, annual - ordinarySubject * 12));
  const totalWages = dec(ordinaryWage + additionalWage).div(dec(100));
  const subject = dec(ordinarySubject + additionalSubject).div(dec(100));
  let total = dec(0);
  let employee = dec(0);
  if (totalWages.lte(dec(WAGE_BANDS.noContributionUpTo))) {
    // none
  } else if (totalWages.lte(dec(WAGE_BANDS.employerOnlyUpTo))) total = pct(rate.employer).times(totalWages);
  else if (totalWages.lte(dec(WAGE_BANDS.phasedInUpTo))) {
    employee = pct(rate.employee).times(dec(WAGE_BANDS.phaseInFactor)).times(totalWages.minus(dec(WAGE_BANDS.employerOnlyUpTo)));
    total = pct(rate.employer).times(totalWages).plus(employee);
  } else {
    total = pct(rate.employer).plus(pct(rate.employee)).times(subject);
    employee = pct(rate.employee).times(subject);
  }
  return { total: total.round(0, ROUND_HALF_UP).times(dec(100)).toNumber(), employee: employee.round(0, ROUND_DOWN).times(dec(100)).toNumber() };
}

const WAGES = [0, 1, 4_999, 5_000, 5_001, 5_049, 5_050, 12_345, 49_999, 50_000, 50_001, 50_049, 50_050, 50_051, 60_000, 66_667, 74_900, 74_999, 75_000, 75_001, 99_999, 250_050, 333_333, 740_000, 799_999, 800_000, 800_001, 1_234_567, 2_000_000];
const BONUSES = [0, 1, 49, 50_000, 123_457, 500_000, 3_000_000, 10_200_000];
const DAYS = ['2021-06-01', '2022-03-01', '2023-08-01', '2023-09-01', '2024-05-01', '2025-01-01', '2026-01-01', '2040-12-01'];
const BANDS: ContributionAgeBand[] = ['UP_TO_55', 'ABOVE_55_TO_60', 'ABOVE_60_TO_65', 'ABOVE_65_TO_70', 'ABOVE_70'];

describe('CPF contribution arithmetic in whole numbers (src/shared-kernel/cpf/contribution-arithmetic.ts)', () => {
  it('reads a table percentage as millionths of the wage, exactly, and refuses more than four decimals', () => {
    expect([rateUnits('17'), rateUnits('7.5'), rateUnits('15.5'), rateUnits('0.0001'), rateUnits('100')]).to.deep.equal([170_000, 75_000, 155_000, 1, 1_000_000]);
    expect(() => rateUnits('1.23456')).to.throw(/at most four decimals/);
    expect(() => rateUnits('-1')).to.throw(/at most four decimals/);
  });

  it('rounds integer fractions as CPF does: half-up for the total, down for the employee', () => {
    expect([divideHalfUp(149, 100), divideHalfUp(150, 100), divideHalfUp(151, 100), divideHalfUp(0, 7), divideHalfUp(7, 7)]).to.deep.equal([1, 2, 2, 0, 1]);
    expect([divideDown(199, 100), divideDown(200, 100), divideDown(0, 3)]).to.deep.equal([1, 2, 0]);
    // A numerator near 2^53 still divides exactly (the rule's largest is about 1.1e13).
    expect(divideHalfUp(2 ** 53 - 1, 2)).to.equal(2 ** 52);
  });

  it('gives the same total and employee share as big.js for every wage band, ceiling, day and age group', () => {
    let compared = 0;
    for (const day of DAYS) {
      for (const band of BANDS) {
        for (const wage of WAGES) {
          for (const bonus of BONUSES) {
            const fast = contributionSplit(day, band, wage as Cents, bonus as Cents);
            const slow = bigJsSplit(day, band, wage, bonus);
            expect([fast.total, fast.employee, fast.employer], `${day} ${band} ${wage} ${bonus}`).to.deep.equal([slow.total, slow.employee, slow.total - slow.employee]);
            compared += 1;
          }
        }
      }
    }
    expect(compared).to.equal(DAYS.length * BANDS.length * WAGES.length * BONUSES.length);
  });

  it('allocates the MA and SA shares as big.js did (the total x rate / allocated rate, half-up to the cent)', () => {
    const members: CpfMember[] = ['1996-04-04', '1986-02-02', '1979-09-09', '1973-12-31'].map((dateOfBirth) => ({ dateOfBirth, residency: 'CITIZEN' }));
    for (const member of members) {
      for (const month of ['2023-10', '2025-06', '2026-03']) {
        for (const wage of WAGES) {
          const c = contributionFor(member, month, wage as Cents);
          const allocation = retirementRowOn(ALLOCATION_RATES, `${month}-01`).value[allocationAgeBand(member.dateOfBirth, month)];
          const allocated = dec(allocation.oa).plus(dec(allocation.saRa)).plus(dec(allocation.ma));
          const share = (rate: string) => dec(c.total).times(dec(rate)).div(allocated).round(0, ROUND_HALF_UP).toNumber();
          expect(contributionAgeBand(member.dateOfBirth, month)).to.equal('UP_TO_55');
          expect([c.ma, c.sa, c.oa], `${member.dateOfBirth} ${month} ${wage}`).to.deep.equal([share(allocation.ma), share(allocation.saRa), c.total - share(allocation.ma) - share(allocation.saRa)]);
        }
      }
    }
  });

  it('keeps big.js for wages that are not whole cents', () => {
    expect(contributionSplit('2026-01-01', 'UP_TO_55', 50_000.5 as Cents)).to.deep.equal({ total: 8_500, employee: 0, employer: 8_500 });
  });
});
