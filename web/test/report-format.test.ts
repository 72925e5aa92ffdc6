/// <reference types="mocha" />
import { expect } from 'chai';
import type { FullFinancesResponse } from '../../src/cashflow-wealth/adapters/http/cashflow-wealth.contract.js';
import { itemSource, leftMoney, money, NOT_AVAILABLE, sgdText, typedIn, workedOut } from '../src/report/report-format';

/** Only the origins matter to where an item came from. */
const withOrigins = (origins: FullFinancesResponse['origins']) => ({ origins }) as unknown as FullFinancesResponse;

describe('report format: how every section words a figure and its source', () => {
  it('writes amounts in S$ rounded to the cent, and money left over never as a bare minus', () => {
    expect(money(264_740.4)).to.equal('S$2,647.40');
    expect(leftMoney(30_000)).to.equal('S$300.00');
    expect(leftMoney(-264_740)).to.equal('S$2,647.40 short');
  });

  it('converts a foreign amount at the rates, and says so when a currency has no rate instead of guessing', () => {
    expect(sgdText(10_000, 'USD', { SGD: '1', USD: '1.35' })).to.equal('S$135.00');
    expect(sgdText(10_000, 'SGD', null)).to.equal('S$100.00');
    expect(sgdText(10_000, 'JPY', { SGD: '1', USD: '1.35' })).to.equal(`${NOT_AVAILABLE} (no exchange rate for JPY)`);
    expect(sgdText(10_000, 'USD', null)).to.equal(`${NOT_AVAILABLE} (no exchange rate for USD)`);
  });

  it('names an imported item by its source and date, else as typed in on the day it was changed or the report\'s day', () => {
    const finances = withOrigins({ 'income-1': { sourceName: 'Myinfo', asOf: '2020-04-16' }, 'cash-1': { sourceName: 'DBS', asOf: '102026' } });
    expect(itemSource(finances, 'income-1', '2026-11-26')).to.equal('From Myinfo, as of 16 Apr 2020');
    expect(itemSource(finances, 'cash-1', '2026-11-26')).to.equal('From DBS, as of Oct 2026');
    expect(itemSource(finances, 'typed-1', '2026-11-26', '2026-09-03T02:00:00.000Z')).to.equal('Typed in by you, updated 03 Sep 2026');
    expect(itemSource(finances, 'typed-1', '2026-11-26')).to.equal('Typed in by you, as held on 26 Nov 2026');
    expect(typedIn('2026-11-26')).to.equal('Typed in by you, as held on 26 Nov 2026');
    expect(workedOut('2026-11-26')).to.equal('Worked out from your figures, as of 26 Nov 2026');
  });
});
