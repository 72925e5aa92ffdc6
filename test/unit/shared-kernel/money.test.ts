import { expect } from 'chai';
import fc from 'fast-check';
import { DomainError } from '../../../src/shared-kernel/errors.js';
import { isCents, percentOf, ratio, sumCents, toCents, type Cents } from '../../../src/shared-kernel/money.js';

const c = (n: number): Cents => toCents(n);

describe('money (Cents)', () => {
  describe('toCents()', () => {
    it('accepts whole numbers, negative ones included', () => {
      expect(toCents(12345)).to.equal(12345);
      expect(toCents(-500)).to.equal(-500);
      expect(toCents(Number.MAX_SAFE_INTEGER)).to.equal(9007199254740991);
    });

    it('turns -0 into 0', () => {
      expect(Object.is(toCents(-0), 0)).to.equal(true);
    });

    for (const bad of [1.5, 0.1, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 53]) {
      it(`throws a validation DomainError MONEY.INVALID_CENTS for ${bad}`, () => {
        expect(() => toCents(bad))
          .to.throw(DomainError)
          .with.property('code', 'MONEY.INVALID_CENTS');
        expect(() => toCents(bad)).to.throw(DomainError).with.property('kind', 'validation');
      });
    }

    it('isCents() says the same without throwing', () => {
      expect(isCents(100)).to.equal(true);
      expect(isCents(1.5)).to.equal(false);
      expect(isCents('100')).to.equal(false);
    });
  });

  describe('sumCents()', () => {
    it('adds amounts exactly', () => {
      expect(sumCents([c(100), c(250), c(-50)])).to.equal(300);
      expect(sumCents([c(10), c(20)])).to.equal(30);
    });

    it('is 0 for an empty list', () => {
      expect(sumCents([])).to.equal(0);
    });

    it('throws when the sum leaves the safe-integer range', () => {
      expect(() => sumCents([c(Number.MAX_SAFE_INTEGER), c(1)]))
        .to.throw(DomainError)
        .with.property('code', 'MONEY.INVALID_CENTS');
    });

    it('always equals the exact integer sum (property, 1,000 runs)', () => {
      fc.assert(
        fc.property(fc.array(fc.integer({ min: -1e12, max: 1e12 }), { maxLength: 60 }), (values) => {
          const expected = values.reduce((total, v) => total + BigInt(v), 0n);
          expect(BigInt(sumCents(values.map(c)))).to.equal(expected);
        }),
        { numRuns: 1000 },
      );
    });
  });

  describe('percentOf()', () => {
    const cases: Array<[number, number | string, number, string]> = [
      [1001, 5, 50, '50.05 rounds down'],
      [1010, 5, 51, '50.5 rounds half-up'],
      [-1010, 5, -51, '-50.5 rounds away from zero'],
      [123456, 12.5, 15432, '15432.0 exactly'],
      [100000, '0.09', 90, 'a percentage given as text'],
      [333, 33.3, 111, '110.889 rounds up'],
      [0, 20, 0, 'nothing of nothing'],
    ];
    for (const [cents, pct, expected, why] of cases) {
      it(`${pct}% of ${cents} is ${expected} (${why})`, () => {
        expect(percentOf(c(cents), pct)).to.equal(expected);
      });
    }
  });

  describe('ratio()', () => {
    const cases: Array<[number, number, number, string]> = [
      [1, 3, 33.3, '33.33… rounds down'],
      [2, 3, 66.7, '66.66… rounds up'],
      [1, 8, 12.5, 'exact'],
      [1, 16, 6.3, '6.25 rounds half-up'],
      [1, 2000, 0.1, '0.05 rounds half-up'],
      [-1, 3, -33.3, 'negative share'],
      [300, 200, 150, 'more than the whole'],
      [0, 5, 0, 'nothing of something'],
    ];
    for (const [a, b, expected, why] of cases) {
      it(`${a} of ${b} is ${expected}% (${why})`, () => {
        expect(ratio(c(a), c(b))).to.equal(expected);
      });
    }

    it('is null when the whole is 0', () => {
      expect(ratio(c(5), c(0))).to.equal(null);
    });
  });
});
