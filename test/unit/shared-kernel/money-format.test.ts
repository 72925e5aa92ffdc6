import { expect } from 'chai';
import fc from 'fast-check';
import { DomainError } from '../../../src/shared-kernel/errors.js';
import {
  formatAmountInDollars,
  formatCompact,
  formatMoney,
  formatMoneyInput,
} from '../../../src/shared-kernel/money-format.js';
import { toCents } from '../../../src/shared-kernel/money.js';

describe('money formatting', () => {
  describe('formatMoney()', () => {
    const cases: Array<[number, string | undefined, string]> = [
      [123456, undefined, 'S$1,234.56'],
      [0, undefined, 'S$0.00'],
      [5, undefined, 'S$0.05'],
      [-123456, undefined, '-S$1,234.56'],
      [100000000, undefined, 'S$1,000,000.00'],
      [123456, 'USD', 'USD 1,234.56'],
      [-5, 'usd', '-USD 0.05'],
      [Number.MAX_SAFE_INTEGER, 'SGD', 'S$90,071,992,547,409.91'],
    ];
    for (const [cents, currency, expected] of cases) {
      it(`shows ${cents} ${currency ?? '(default SGD)'} as ${expected}`, () => {
        expect(formatMoney(toCents(cents), currency)).to.equal(expected);
      });
    }

    it('throws MONEY.INVALID_CENTS for a fraction of a cent', () => {
      expect(() => formatMoney(1.5 as never))
        .to.throw(DomainError)
        .with.property('code', 'MONEY.INVALID_CENTS');
    });

    it('always shows exactly 2 decimals (property, 1,000 runs)', () => {
      fc.assert(
        fc.property(fc.maxSafeInteger(), (cents) => {
          expect(formatMoney(toCents(cents))).to.match(/^-?S\$\d{1,3}(,\d{3})*\.\d{2}$/);
        }),
        { numRuns: 1000 },
      );
    });
  });

  describe('formatMoneyInput()', () => {
    it('shows the amount for a money field, without a symbol', () => {
      expect(formatMoneyInput(toCents(123456))).to.equal('1,234.56');
      expect(formatMoneyInput(toCents(0))).to.equal('0.00');
      expect(formatMoneyInput(toCents(-7))).to.equal('-0.07');
    });
  });

  describe('formatCompact()', () => {
    describe('with the default threshold of 999,999 dollars', () => {
      const cases: Array<[number, string | undefined, string]> = [
        [99_999_900, undefined, 'S$999,999.00'],
        [99_999_901, undefined, 'S$1M'],
        [125_000_000, undefined, 'S$1.3M'],
        [124_000_000, undefined, 'S$1.2M'],
        [200_000_000, undefined, 'S$2M'],
        [-124_000_000, undefined, '-S$1.2M'],
        [-125_000_000, undefined, '-S$1.3M'],
        [99_994_000_000, undefined, 'S$999.9M'],
        [99_996_000_000, undefined, 'S$1B'],
        [123_456_789_012, undefined, 'S$1.2B'],
        [30_000_000_000_000, undefined, 'S$300B'],
        [150_000_000, 'USD', 'USD 1.5M'],
      ];
      for (const [cents, currency, expected] of cases) {
        it(`shows ${cents} cents as ${expected}`, () => {
          expect(formatCompact(toCents(cents), currency)).to.equal(expected);
        });
      }
    });

    describe('with a lower threshold', () => {
      it('uses K above it', () => {
        expect(formatCompact(toCents(1_250_000), 'SGD', { thresholdDollars: 999 })).to.equal('S$12.5K');
      });

      it('keeps amounts under 1,000 dollars in full', () => {
        expect(formatCompact(toCents(99_900), 'SGD', { thresholdDollars: 999 })).to.equal('S$999.00');
        expect(formatCompact(toCents(99_950), 'SGD', { thresholdDollars: 999 })).to.equal('S$999.50');
      });

      it('moves 999.9995K, which rounds to 1000.0K, up to 1M', () => {
        expect(formatCompact(toCents(99_999_950), 'SGD', { thresholdDollars: 999 })).to.equal('S$1M');
      });
    });
  });

  describe('formatAmountInDollars()', () => {
    describe('given an optional sign, digits and an optional decimal part', () => {
      const cases: Array<[string, string]> = [
        ['1234.5', '1,234.50'],
        ['-1234567.891', '-1,234,567.89'],
        ['1234567.895', '1,234,567.90'],
        ['+7', '7.00'],
        ['0', '0.00'],
        ['-0.001', '0.00'],
        ['007', '7.00'],
      ];
      for (const [text, expected] of cases) {
        it(`formats '${text}' as '${expected}' without warning`, () => {
          const warnings: string[] = [];
          expect(formatAmountInDollars(text, (m) => warnings.push(m))).to.equal(expected);
          expect(warnings).to.deep.equal([]);
        });
      }

      it('always ends with exactly 2 decimals (property, 1,000 runs)', () => {
        fc.assert(
          fc.property(fc.stringMatching(/^[+-]?\d{1,18}(\.\d{1,6})?$/), (text) => {
            expect(formatAmountInDollars(text, () => undefined)).to.match(/^-?\d{1,3}(,\d{3})*\.\d{2}$/);
          }),
          { numRuns: 1000 },
        );
      });
    });

    describe('given anything else', () => {
      for (const text of ['1,234.5', '', '.5', '5.', 'abc', ' 5', '1e3', 'S$5']) {
        it(`returns '${text}' unchanged and warns once`, () => {
          const warnings: string[] = [];
          expect(formatAmountInDollars(text, (m) => warnings.push(m))).to.equal(text);
          expect(warnings).to.have.length(1);
          expect(warnings[0]).to.contain('not an amount in dollars');
        });
      }
    });
  });
});
