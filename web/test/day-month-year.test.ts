import { expect } from 'chai';
import { dayMonthYearText, parseDayMonthYear } from '../src/shared/format/day-month-year';

describe('dates typed day, month, year (docs/decisions.md "Dates typed day, month, year")', () => {
  it('reads what a Singaporean types as day, month, year', () => {
    expect(parseDayMonthYear('15081992')).to.equal('1992-08-15');
    expect(parseDayMonthYear('15/08/1992')).to.equal('1992-08-15');
    expect(parseDayMonthYear('15/8/1992')).to.equal('1992-08-15');
    expect(parseDayMonthYear(' 5-8-1992 ')).to.equal('1992-08-05');
    expect(parseDayMonthYear('15.08.1992')).to.equal('1992-08-15');
    expect(parseDayMonthYear('15 08 1992')).to.equal('1992-08-15');
  });

  it('never reads it month first: 08/15/1992 is no date', () => {
    expect(parseDayMonthYear('08/15/1992')).to.equal(null);
    expect(parseDayMonthYear('08151992')).to.equal(null);
  });

  it('takes a pasted YYYY-MM-DD, and refuses dates that do not exist or are not whole', () => {
    expect(parseDayMonthYear('1992-08-15')).to.equal('1992-08-15');
    expect(parseDayMonthYear('29/02/2023')).to.equal(null);
    expect(parseDayMonthYear('29/02/2024')).to.equal('2024-02-29');
    expect(parseDayMonthYear('31/04/2026')).to.equal(null);
    expect(parseDayMonthYear('15/08')).to.equal(null);
    expect(parseDayMonthYear('1508199')).to.equal(null);
    expect(parseDayMonthYear('')).to.equal(null);
  });

  it('shows a kept date as DD/MM/YYYY, and a date still being typed as it is', () => {
    expect(dayMonthYearText('1992-08-15')).to.equal('15/08/1992');
    expect(dayMonthYearText('15/08')).to.equal('15/08');
    expect(dayMonthYearText('')).to.equal('');
  });
});
