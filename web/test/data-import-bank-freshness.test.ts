/// <reference types="mocha" />
import { expect } from 'chai';
import { bankDataFreshness, monthBefore, monthName } from '../src/data-import/bank-data-freshness';

describe('bank-data freshness (/update-bank-data)', () => {
  it('names months in full', () => {
    expect(monthName('2026-10')).to.equal('October 2026');
    expect(monthName('2027-01')).to.equal('January 2027');
  });

  it('steps back a month across the year', () => {
    expect(monthBefore('2026-11')).to.equal('2026-10');
    expect(monthBefore('2026-01')).to.equal('2025-12');
  });

  it('with no bank data: last month is the newest there is to retrieve', () => {
    expect(bankDataFreshness(null, '2026-11')).to.deep.equal({ kind: 'none', newest: 'October 2026' });
  });

  it('last month’s data (or newer) is up to date', () => {
    expect(bankDataFreshness('2026-10', '2026-11')).to.deep.equal({ kind: 'up-to-date', from: 'October 2026' });
    expect(bankDataFreshness('2026-11', '2026-11')).to.deep.equal({ kind: 'up-to-date', from: 'November 2026' });
  });

  it('older data is out of date, naming the month it is from and the newest one', () => {
    expect(bankDataFreshness('2026-09', '2026-11')).to.deep.equal({ kind: 'out-of-date', from: 'September 2026', newest: 'October 2026' });
    expect(bankDataFreshness('2025-12', '2026-02')).to.deep.equal({ kind: 'out-of-date', from: 'December 2025', newest: 'January 2026' });
  });
});
