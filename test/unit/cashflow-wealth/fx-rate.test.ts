import { expect } from 'chai';
import { LocalDate } from '../../../src/shared-kernel/local-date.js';
import { convert } from '../../../src/shared-kernel/fx.js';
import { toCents } from '../../../src/shared-kernel/money.js';
import { InvalidFxRates, latestPerCurrency, parseFxRates, type FxRate } from '../../../src/cashflow-wealth/domain/fx-rate.js';

const TODAY = LocalDate.parse('2026-11-22');
const rate = (currencyCode: string, exchangeRate: string, retrievedDate: string): FxRate => ({ currencyCode, exchangeRate, retrievedDate: LocalDate.parse(retrievedDate) });

function problemsOf(raw: unknown): string[] {
  try {
    parseFxRates(raw, TODAY);
  } catch (err) {
    expect(err).to.be.instanceOf(InvalidFxRates);
    return (err as InvalidFxRates).details!.map((d) => `${d.field}: ${d.message}`);
  }
  throw new Error('expected the rates to be refused');
}

describe('cashflow-wealth: FX rates', () => {
  describe('latestPerCurrency (GET /fx-rates/latest)', () => {
    it('keeps each currency at its latest date, popular currencies first in spec order, then the rest alphabetically', () => {
      const latest = latestPerCurrency([
        rate('XAU', '5268.4', '2026-11-18'),
        rate('USD', '1.3052', '2026-11-18'),
        rate('USD', '1.3045', '2026-11-20'),
        rate('USD', '1.3038', '2026-11-19'),
        rate('CHF', '1.61', '2026-11-20'),
        rate('JPY', '0.008371', '2026-11-20'),
        rate('SGD', '1', '2026-11-20'),
        rate('EUR', '1.5052', '2026-11-17'),
      ]);
      expect(latest).to.deep.equal([
        rate('SGD', '1', '2026-11-20'),
        rate('USD', '1.3045', '2026-11-20'),
        rate('EUR', '1.5052', '2026-11-17'),
        rate('JPY', '0.008371', '2026-11-20'),
        rate('CHF', '1.61', '2026-11-20'),
        rate('XAU', '5268.4', '2026-11-18'),
      ]);
    });

    it('adds SGD at 1, dated like the newest rate, when the table does not list it', () => {
      expect(latestPerCurrency([rate('USD', '1.3', '2026-11-19'), rate('HKD', '0.167', '2026-11-20')])).to.deep.equal([
        rate('SGD', '1', '2026-11-20'),
        rate('USD', '1.3', '2026-11-19'),
        rate('HKD', '0.167', '2026-11-20'),
      ]);
      expect(latestPerCurrency([])).to.deep.equal([]);
    });

    it('gives rates the shared kernel converts with (SGD per unit)', () => {
      const table = Object.fromEntries(latestPerCurrency([rate('USD', '1.3045', '2026-11-20')]).map((r) => [r.currencyCode, r.exchangeRate]));
      expect(convert(toCents(10_000), 'USD', 'SGD', table)).to.equal(13_045);
    });
  });

  describe('parseFxRates (refresh input)', () => {
    it('accepts numbers and text, and stores the shortest exact text', () => {
      expect(
        parseFxRates(
          [
            { currencyCode: 'USD', exchangeRate: 1.3045, retrievedDate: '2026-11-21' },
            { currencyCode: 'JPY', exchangeRate: '0.0083710000', retrievedDate: '2026-11-22' },
            { currencyCode: 'SGD', exchangeRate: '1.0', retrievedDate: '2026-11-22' },
          ],
          TODAY,
        ),
      ).to.deep.equal([rate('USD', '1.3045', '2026-11-21'), rate('JPY', '0.008371', '2026-11-22'), rate('SGD', '1', '2026-11-22')]);
    });

    const entry = { currencyCode: 'USD', exchangeRate: '1.3', retrievedDate: '2026-11-21' };
    const cases: Array<[name: string, raw: unknown, problems: string[]]> = [
      ['not a list', { USD: 1.3 }, ['rates: expected a non-empty list of { currencyCode, exchangeRate, retrievedDate }']],
      ['an empty list', [], ['rates: expected a non-empty list of { currencyCode, exchangeRate, retrievedDate }']],
      ['a lower-case code', [{ ...entry, currencyCode: 'usd' }], ['rates[0].currencyCode: currencyCode must be three capital letters, e.g. USD']],
      ['a zero rate', [{ ...entry, exchangeRate: 0 }], ['rates[0].exchangeRate: exchangeRate must be more than 0']],
      ['a negative rate', [{ ...entry, exchangeRate: '-1.3' }], ['rates[0].exchangeRate: exchangeRate must be more than 0']],
      ['a rate that is not a number', [{ ...entry, exchangeRate: '1,30' }], ['rates[0].exchangeRate: exchangeRate must be a decimal number']],
      ['too many decimals', [{ ...entry, exchangeRate: '0.00000000001' }], ['rates[0].exchangeRate: exchangeRate can have at most 10 decimal places']],
      ['a date in the future', [{ ...entry, retrievedDate: '2026-11-23' }], ['rates[0].retrievedDate: retrievedDate cannot be after today (2026-11-22)']],
      ['a date that does not exist', [{ ...entry, retrievedDate: '2026-02-30' }], ['rates[0].retrievedDate: retrievedDate must be a date YYYY-MM-DD']],
      ['SGD other than 1', [{ ...entry, currencyCode: 'SGD', exchangeRate: '1.01' }], ['rates[0].exchangeRate: SGD is always 1']],
      ['a currency twice on one day', [entry, { ...entry, exchangeRate: '1.31' }], ['rates[1]: USD is listed twice for 2026-11-21']],
      ['a non-object entry', [entry, 'USD 1.3'], ['rates[1]: expected an object']],
      [
        'every problem at once',
        [{ currencyCode: 'US', exchangeRate: 0, retrievedDate: 'yesterday' }],
        ['rates[0].currencyCode: currencyCode must be three capital letters, e.g. USD', 'rates[0].exchangeRate: exchangeRate must be more than 0', 'rates[0].retrievedDate: retrievedDate must be a date YYYY-MM-DD'],
      ],
    ];
    for (const [name, raw, problems] of cases) {
      it(`refuses ${name}`, () => {
        expect(problemsOf(raw)).to.deep.equal(problems);
      });
    }
  });
});
