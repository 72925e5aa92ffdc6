import { expect } from 'chai';
import fc from 'fast-check';
import { DomainError } from '../../../src/shared-kernel/errors.js';
import { formatMoney, formatMoneyInput } from '../../../src/shared-kernel/money-format.js';
import { maxMoneyInputCents, parseMoneyInput, parseWholeDollars } from '../../../src/shared-kernel/money-input.js';
import { MAX_MONEY_INPUT_SGD_CENTS, toCents } from '../../../src/shared-kernel/money.js';

describe('parseMoneyInput()', () => {
  describe('given an amount in SGD within the cap', () => {
    const cases: Array<[string, number, string]> = [
      ['1,234.56', 123456, 'the spec example'],
      ['0', 0, 'zero is allowed'],
      ['0.5', 50, 'one decimal'],
      ['.5', 50, 'a bare fraction'],
      ['12.', 1200, 'a trailing period while typing'],
      [' 42 ', 4200, 'surrounding spaces are ignored'],
      ['1.230', 123, 'trailing zeros do not count as decimals'],
      ['007', 700, 'leading zeros'],
      ['12,34.5', 123450, 'commas are stripped wherever they are'],
      ['-0', 0, 'minus zero is zero'],
      ['300,000,000,000', 30_000_000_000_000, 'exactly the cap'],
      ['0.29', 29, 'no float error (0.29 × 100 is 28.999… in floats)'],
    ];
    for (const [text, cents, why] of cases) {
      it(`reads '${text}' as ${cents} cents (${why})`, () => {
        expect(parseMoneyInput(text)).to.deep.equal({ ok: true, cents });
      });
    }
  });

  describe('given text that is not a valid amount', () => {
    const cases: Array<[string, string]> = [
      ['', 'Please enter a value'],
      ['   ', 'Please enter a value'],
      ['abc', 'Must be only numbers with commas or periods'],
      ['1.2.3', 'Must be only numbers with commas or periods'],
      ['1e5', 'Must be only numbers with commas or periods'],
      ['$5', 'Must be only numbers with commas or periods'],
      ['+5', 'Must be only numbers with commas or periods'],
      ['-', 'Must be only numbers with commas or periods'],
      ['-5', 'Must be more than or equal to 0'],
      ['-0.01', 'Must be more than or equal to 0'],
      ['1.234', 'Must have at most 2 decimal places'],
      ['300,000,000,000.01', 'Must be less than or equal to 300,000,000,000'],
      ['99999999999999999999999', 'Must be less than or equal to 300,000,000,000'],
    ];
    for (const [text, message] of cases) {
      it(`rejects '${text}' with '${message}'`, () => {
        expect(parseMoneyInput(text)).to.deep.equal({ ok: false, message });
      });
    }
  });

  describe('given another currency', () => {
    it('caps USD at 1.35 at the SGD cap divided by the rate, rounded down to the cent', () => {
      expect(maxMoneyInputCents('USD', 1.35)).to.equal(22_222_222_222_222);
      expect(parseMoneyInput('222,222,222,222.22', { currency: 'USD', rateToSgd: 1.35 })).to.deep.equal({
        ok: true,
        cents: 22_222_222_222_222,
      });
      expect(parseMoneyInput('222,222,222,222.23', { currency: 'USD', rateToSgd: '1.35' })).to.deep.equal({
        ok: false,
        message: 'Must be less than or equal to 222,222,222,222.22',
      });
    });

    it('caps JPY at 0.0087 at 34,482,758,620,689.65 (3e13 ÷ 0.0087 = 3,448,275,862,068,965.5… cents)', () => {
      expect(maxMoneyInputCents('JPY', '0.0087')).to.equal(3_448_275_862_068_965);
    });

    it('limits the cap of a very cheap currency to the largest safe number of cents', () => {
      expect(maxMoneyInputCents('IDR', '0.000085')).to.equal(Number.MAX_SAFE_INTEGER);
    });

    it('ignores a rate given for SGD', () => {
      expect(parseMoneyInput('300,000,000,000', { currency: 'SGD', rateToSgd: 2 })).to.deep.equal({
        ok: true,
        cents: 30_000_000_000_000,
      });
    });

    it('throws FX.UNKNOWN_CURRENCY when no rate is given (a programming error)', () => {
      expect(() => parseMoneyInput('1', { currency: 'USD' }))
        .to.throw(DomainError)
        .with.property('code', 'FX.UNKNOWN_CURRENCY');
    });

    it('throws FX.INVALID_RATE for a zero rate', () => {
      expect(() => parseMoneyInput('1', { currency: 'USD', rateToSgd: 0 }))
        .to.throw(DomainError)
        .with.property('code', 'FX.INVALID_RATE');
    });
  });

  describe('properties (1,000 runs each)', () => {
    const withinCap = fc.integer({ min: 0, max: MAX_MONEY_INPUT_SGD_CENTS });

    it('reads back what formatMoneyInput wrote', () => {
      fc.assert(
        fc.property(withinCap, (cents) => {
          expect(parseMoneyInput(formatMoneyInput(toCents(cents)))).to.deep.equal({ ok: true, cents });
        }),
        { numRuns: 1000 },
      );
    });

    it('reads back what formatMoney wrote, once the S$ is removed', () => {
      fc.assert(
        fc.property(withinCap, (cents) => {
          const shown = formatMoney(toCents(cents)).replace('S$', '');
          expect(parseMoneyInput(shown)).to.deep.equal({ ok: true, cents });
        }),
        { numRuns: 1000 },
      );
    });

    it('never returns negative, fractional or over-the-cap cents, whatever is typed', () => {
      const typed = fc.oneof(
        fc.string(),
        fc.stringMatching(/^-?[\d,]{0,16}(\.\d{0,4})?$/),
        fc.double().map(String),
        fc.integer().map(String),
      );
      fc.assert(
        fc.property(typed, (text) => {
          const result = parseMoneyInput(text);
          if (result.ok) {
            expect(Number.isSafeInteger(result.cents)).to.equal(true);
            expect(result.cents).to.be.within(0, MAX_MONEY_INPUT_SGD_CENTS);
          } else {
            expect(result.message).to.be.a('string').and.not.equal('');
          }
        }),
        { numRuns: 1000 },
      );
    });
  });
});

describe('parseWholeDollars() (spec 3 §5: the target amounts, whole dollars)', () => {
  const cases: Array<[string, { ok: true; cents: number } | { ok: false; message: string }]> = [
    ['1,200', { ok: true, cents: 120_000 }],
    ['0', { ok: true, cents: 0 }],
    ['12.', { ok: true, cents: 1_200 }],
    ['12.00', { ok: true, cents: 1_200 }],
    ['-200', { ok: false, message: 'Must be more than or equal to 0' }],
    ['-0.5', { ok: false, message: 'Must be more than or equal to 0' }],
    ['12.50', { ok: false, message: 'Must be a whole number' }],
    ['12.555', { ok: false, message: 'Must be a whole number' }],
    ['', { ok: false, message: 'Please enter a value' }],
    ['-', { ok: false, message: 'Must be only numbers with commas or periods' }],
    ['12a', { ok: false, message: 'Must be only numbers with commas or periods' }],
  ];
  for (const [text, expected] of cases) {
    it(`reads '${text}' as ${JSON.stringify(expected)}`, () => {
      expect(parseWholeDollars(text)).to.deep.equal(expected);
    });
  }

  it('never turns a negative amount positive', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 999_999_999 }), (dollars) => {
        expect(parseWholeDollars(`-${dollars}`)).to.deep.equal({ ok: false, message: 'Must be more than or equal to 0' });
      }),
    );
  });
});
