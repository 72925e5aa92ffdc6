import Big from 'big.js';
import { expect } from 'chai';
import { Decimal, dec, formatDecimal, groupThousands } from '../../../src/shared-kernel/decimal.js';

describe('Decimal (isolated big.js constructor)', () => {
  describe('when another module changes the global Big settings', () => {
    it('keeps its own division precision and rounding', () => {
      const savedDp = Big.DP;
      const savedRm = Big.RM;
      try {
        Big.DP = 0;
        Big.RM = Big.roundDown;
        expect(dec('2').div(3n).round(2).toString()).to.equal('0.67');
      } finally {
        Big.DP = savedDp;
        Big.RM = savedRm;
      }
    });
  });

  describe('in strict mode', () => {
    it('refuses a JavaScript number in the constructor', () => {
      expect(() => new Decimal(1.1 as unknown as string)).to.throw(TypeError);
    });

    it('refuses an imprecise toNumber()', () => {
      expect(() => dec('0.1234567890123456789').toNumber()).to.throw(/Imprecise/);
    });
  });

  describe('dec()', () => {
    it('reads a number through its shortest decimal form, so 1.35 is exactly 1.35', () => {
      expect(dec(1.35).toString()).to.equal('1.35');
      expect(dec(0.1).plus(dec(0.2)).toString()).to.equal('0.3');
    });

    it('reads strings and bigints exactly', () => {
      expect(dec('12345678901234567890.12').toFixed(2)).to.equal('12345678901234567890.12');
      expect(dec(12n).toString()).to.equal('12');
    });

    it('throws on NaN and Infinity', () => {
      expect(() => dec(Number.NaN)).to.throw(/finite/);
      expect(() => dec(Number.POSITIVE_INFINITY)).to.throw(/finite/);
    });
  });

  describe('groupThousands()', () => {
    const cases: Array<[string, string]> = [
      ['0', '0'],
      ['123', '123'],
      ['1234', '1,234'],
      ['1234567', '1,234,567'],
      ['300000000000', '300,000,000,000'],
    ];
    for (const [digits, expected] of cases) {
      it(`groups ${digits} as ${expected}`, () => {
        expect(groupThousands(digits)).to.equal(expected);
      });
    }
  });

  describe('formatDecimal()', () => {
    it('rounds half-up to the given places and groups thousands', () => {
      expect(formatDecimal(dec('1234567.891'), 2)).to.equal('1,234,567.89');
      expect(formatDecimal(dec('1234567.895'), 2)).to.equal('1,234,567.90');
      expect(formatDecimal(dec('-1234.565'), 2)).to.equal('-1,234.57');
    });

    it('never shows a negative zero', () => {
      expect(formatDecimal(dec('-0.001'), 2)).to.equal('0.00');
    });
  });
});
