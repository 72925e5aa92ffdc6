import { expect } from 'chai';
import fc from 'fast-check';
import { DomainError } from '../../../src/shared-kernel/errors.js';
import {
  POPULAR_CURRENCIES,
  UnknownCurrency,
  convert,
  crossRate,
  rateToSgd,
  type FxRates,
} from '../../../src/shared-kernel/fx.js';
import { toCents, type Cents } from '../../../src/shared-kernel/money.js';

const c = (n: number): Cents => toCents(n);
const rates: FxRates = { USD: 1.35, EUR: '1.46', JPY: '0.0087' };

describe('fx', () => {
  describe('POPULAR_CURRENCIES', () => {
    it('lists the spec 1 §9 currencies in order', () => {
      expect(POPULAR_CURRENCIES).to.deep.equal(['SGD', 'USD', 'EUR', 'JPY', 'GBP', 'AUD', 'CNH', 'HKD']);
    });
  });

  describe('convert()', () => {
    const cases: Array<[number, string, string, number, string]> = [
      [10000, 'USD', 'SGD', 13500, 'USD 100 at 1.35'],
      [13500, 'SGD', 'USD', 10000, 'back again'],
      [3, 'USD', 'SGD', 4, '4.05 rounds down'],
      [10, 'USD', 'SGD', 14, '13.5 rounds half-up'],
      [-10, 'USD', 'SGD', -14, '-13.5 rounds away from zero'],
      [10000, 'USD', 'EUR', 9247, 'cross: 10000 × 1.35 ÷ 1.46 = 9246.575…'],
      [1000000, 'JPY', 'SGD', 8700, 'JPY 10,000 at 0.0087'],
      [100, 'SGD', 'JPY', 11494, '100 ÷ 0.0087 = 11494.25…'],
      [12345, 'EUR', 'EUR', 12345, 'same currency'],
      [10000, 'usd', 'sgd', 13500, 'codes in lower case'],
    ];
    for (const [cents, from, to, expected, why] of cases) {
      it(`converts ${cents} ${from} to ${expected} ${to} (${why})`, () => {
        expect(convert(c(cents), from, to, rates)).to.equal(expected);
      });
    }

    it('treats SGD as 1.0 even when the table does not list it', () => {
      expect(rateToSgd('SGD', {}).toString()).to.equal('1');
    });

    it('throws UnknownCurrency (FX.UNKNOWN_CURRENCY, validation) for a currency without a rate', () => {
      const attempt = () => convert(c(100), 'XYZ', 'SGD', rates);
      expect(attempt).to.throw(UnknownCurrency);
      expect(attempt).to.throw(DomainError).with.property('code', 'FX.UNKNOWN_CURRENCY');
      expect(attempt).to.throw(DomainError).with.property('kind', 'validation');
    });

    it('does not take inherited object keys for rates', () => {
      expect(() => convert(c(100), 'constructor', 'SGD', rates)).to.throw(UnknownCurrency);
    });

    for (const bad of [0, -1, 'abc', Number.NaN]) {
      it(`throws FX.INVALID_RATE for a stored rate of ${String(bad)}`, () => {
        expect(() => convert(c(100), 'USD', 'SGD', { USD: bad }))
          .to.throw(DomainError)
          .with.property('code', 'FX.INVALID_RATE');
      });
    }
  });

  describe('crossRate()', () => {
    const cases: Array<[string, string, string]> = [
      ['USD', 'EUR', '0.924658'],
      ['SGD', 'USD', '0.740741'],
      ['USD', 'SGD', '1.350000'],
      ['JPY', 'USD', '0.006444'],
    ];
    for (const [from, to, expected] of cases) {
      it(`1 ${from} = ${expected} ${to} (6 decimals, half-up)`, () => {
        expect(crossRate(from, to, rates)).to.equal(expected);
      });
    }
  });

  describe('round trips through SGD', () => {
    /** A rate as decimal text with up to 6 decimals, e.g. '1.350000', built without floats. */
    const rateText = (minMicro: number, maxMicro: number) =>
      fc.integer({ min: minMicro, max: maxMicro }).map((micro) => `${Math.floor(micro / 1e6)}.${String(micro % 1e6).padStart(6, '0')}`);
    const amount = fc.integer({ min: -30_000_000_000_000, max: 30_000_000_000_000 });

    it('X -> SGD -> X stays within 1 cent for rates from 0.34 to 250 SGD (property, 1,000 runs)', () => {
      fc.assert(
        fc.property(amount, rateText(340_000, 250_000_000), (cents, rate) => {
          const table = { ZZZ: rate };
          const back = convert(convert(c(cents), 'ZZZ', 'SGD', table), 'SGD', 'ZZZ', table);
          expect(Math.abs(back - cents)).to.be.at.most(1);
        }),
        { numRuns: 1000 },
      );
    });

    it('SGD -> X -> SGD stays within 1 cent for rates from 0.005 to 3 SGD (property, 1,000 runs)', () => {
      fc.assert(
        fc.property(amount, rateText(5_000, 2_990_000), (cents, rate) => {
          const table = { ZZZ: rate };
          const back = convert(convert(c(cents), 'SGD', 'ZZZ', table), 'ZZZ', 'SGD', table);
          expect(Math.abs(back - cents)).to.be.at.most(1);
        }),
        { numRuns: 1000 },
      );
    });

    it('cannot keep 1-cent accuracy from a small-unit currency, because an SGD cent is coarser', () => {
      // 57 JPY cents are 0.4959 SGD cents, which round to 0: the JPY amount cannot be recovered
      expect(convert(c(57), 'JPY', 'SGD', rates)).to.equal(0);
    });
  });
});
