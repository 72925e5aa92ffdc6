import { expect } from 'chai';
import {
  employeeCpfRate,
  estimateEmployeeCpf,
  estimateTakeHomePay,
  type CpfResidentialStatus,
} from '../../../src/shared-kernel/cpf-contributions.js';
import { toCents } from '../../../src/shared-kernel/money.js';

describe('CPF employee contribution estimate (2026 rates)', () => {
  describe('employeeCpfRate(): every age-band boundary', () => {
    const cases: Array<[age: number, rate: string]> = [
      [18, '0.20'],
      [55, '0.20'],
      [56, '0.18'],
      [60, '0.18'],
      [61, '0.125'],
      [65, '0.125'],
      [66, '0.075'],
      [70, '0.075'],
      [71, '0.05'],
      [95, '0.05'],
    ];
    for (const [age, rate] of cases) {
      it(`age ${age} -> ${rate}`, () => expect(employeeCpfRate(age)).to.equal(rate));
    }
  });

  describe('estimateEmployeeCpf() for a citizen', () => {
    // [gross cents, age, expected employee share in cents]
    const cases: Array<[gross: number, age: number, share: number, why: string]> = [
      [0, 30, 0, 'no wage'],
      [50_000, 30, 0, 'exactly S$500: none'],
      [50_100, 30, 0, 'S$501: 0.6 x 1 = S$0.60, cents dropped'],
      [50_200, 30, 100, 'S$502: 0.6 x 2 = S$1.20 -> S$1'],
      [60_000, 30, 6_000, 'S$600: 0.6 x 100 = S$60'],
      [74_999, 30, 14_900, 'S$749.99: 0.6 x 249.99 = S$149.994 -> S$149'],
      [75_000, 30, 15_000, 'exactly S$750: full rate, 20 % = S$150'],
      [500_000, 30, 100_000, 'S$5,000: S$1,000'],
      [500_000, 55, 100_000, 'age 55 still 20 %'],
      [500_000, 56, 90_000, 'age 56: 18 %'],
      [500_000, 60, 90_000, 'age 60: 18 %'],
      [500_000, 61, 62_500, 'age 61: 12.5 %'],
      [500_000, 65, 62_500, 'age 65: 12.5 %'],
      [500_000, 66, 37_500, 'age 66: 7.5 %'],
      [500_000, 70, 37_500, 'age 70: 7.5 %'],
      [500_000, 71, 25_000, 'age 71: 5 %'],
      [60_000, 58, 5_400, 'phase-in above 55: 0.54 x 100'],
      [60_000, 63, 3_700, 'phase-in above 60: 0.375 x 100 = S$37.50 -> S$37'],
      [60_000, 68, 2_200, 'phase-in above 65: 0.225 x 100 = S$22.50 -> S$22'],
      [60_000, 75, 1_500, 'phase-in above 70: 0.15 x 100'],
      [123_456, 30, 24_600, 'S$1,234.56: 20 % = S$246.912 -> S$246'],
      [799_999, 30, 159_900, 'just under the ceiling: S$1,599.998 -> S$1,599'],
      [800_000, 30, 160_000, 'exactly the S$8,000 ceiling'],
      [800_001, 30, 160_000, 'above the ceiling: capped'],
      [2_000_000, 30, 160_000, 'S$20,000: capped at S$1,600'],
      [2_000_000, 71, 40_000, 'capped wage at 5 %'],
    ];
    for (const [gross, age, share, why] of cases) {
      it(`${why}`, () => expect(estimateEmployeeCpf(toCents(gross), age, 'CITIZEN')).to.equal(share));
    }
  });

  describe('residential status', () => {
    const statuses: Array<[CpfResidentialStatus, number]> = [
      ['CITIZEN', 100_000],
      ['PR', 100_000],
      ['FOREIGNER', 0],
    ];
    for (const [status, share] of statuses) {
      it(`${status} at S$5,000, age 30 -> ${share} cents`, () =>
        expect(estimateEmployeeCpf(toCents(500_000), 30, status)).to.equal(share));
    }
  });

  describe('estimateTakeHomePay()', () => {
    it('is gross minus the employee share', () => {
      expect(estimateTakeHomePay(toCents(500_000), 30, 'CITIZEN')).to.equal(400_000);
      expect(estimateTakeHomePay(toCents(1_000_000), 62, 'PR')).to.equal(900_000);
    });
    it('is the gross itself for a foreigner', () => {
      expect(estimateTakeHomePay(toCents(500_000), 30, 'FOREIGNER')).to.equal(500_000);
    });
  });
});
