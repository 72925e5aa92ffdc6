/// <reference types="mocha" />
import { expect } from 'chai';
import { ratesOf } from '../src/cashflow/setup/currencies';
import { amountLabel, amountUnit, currencyName, currencyOptionLabel, METAL_CODES } from '../src/shared/format/currency';
import { POPULAR_CURRENCIES } from '../../src/shared-kernel/currency.js';

describe('currencies as residents read them (docs/decisions.md "Rough edges smoothed")', () => {
  it('names each currency in a picker, with its code after the name', () => {
    expect(currencyOptionLabel('SGD')).to.equal('Singapore dollar (SGD)');
    expect(currencyOptionLabel('CNH')).to.equal('Chinese yuan (offshore) (CNH)');
    expect(currencyOptionLabel('USD')).to.equal('US dollar (USD)');
  });

  it('has a name for every popular currency, and asks the browser for the rest', () => {
    for (const code of POPULAR_CURRENCIES) expect(currencyName(code), code).to.not.equal(code);
    expect(currencyName('ZAR')).to.match(/rand/i);
    expect(currencyOptionLabel('QQQ'), 'no name known: the code').to.equal('QQQ');
  });

  it('keeps gold and the other metals out of the currencies to pick', () => {
    expect([...METAL_CODES].sort()).to.deep.equal(['XAG', 'XAU', 'XPD', 'XPT']);
    expect(ratesOf([{ currencyCode: 'XAU', exchangeRate: '3500', retrievedDate: '2026-11-21' }]).XAU, 'the rate stays for the gold panel').to.equal('3500');
  });

  it("labels amounts one way: 'S$' for Singapore dollars, the code for any other", () => {
    expect(amountUnit('SGD')).to.equal('S$');
    expect(amountLabel('Total value', 'SGD')).to.equal('Total value (S$)');
    expect(amountLabel('Outstanding amount', 'USD')).to.equal('Outstanding amount (USD)');
  });
});
