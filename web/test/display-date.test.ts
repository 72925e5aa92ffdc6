import { expect } from 'chai';
import { formatDisplayDate as kernelFormat, singaporeDayOf } from '../../src/shared-kernel/dates.js';
import { formatDisplayDate, singaporeToday } from '../src/shared/format/date-time';

describe('formatDisplayDate (Intl, for the first page)', () => {
  it("writes a calendar day 'DD MMM YYYY' as is", () => {
    expect(formatDisplayDate('2026-01-05')).to.equal('05 Jan 2026');
    expect(formatDisplayDate('2024-02-29')).to.equal('29 Feb 2024');
    expect(formatDisplayDate('2026-09-30')).to.equal('30 Sep 2026');
  });

  it('shows an instant as its day in Singapore, which turns at 16:00 UTC', () => {
    expect(formatDisplayDate('2026-01-04T15:59:59Z')).to.equal('04 Jan 2026');
    expect(formatDisplayDate('2026-01-04T16:00:00Z')).to.equal('05 Jan 2026');
    expect(formatDisplayDate(new Date('2026-12-31T16:00:00.000Z'))).to.equal('01 Jan 2027');
    // Text without an offset is Singapore time, as the kernel reads it.
    expect(formatDisplayDate('2026-01-05T00:30:00')).to.equal('05 Jan 2026');
  });

  it("matches the shared kernel's luxon version, around midnight in Singapore too", () => {
    const values: Array<Date | string> = [
      '2026-01-05',
      '2024-02-29',
      '2026-11-26T15:59:59.999Z',
      '2026-11-26T16:00:00.000Z',
      '2026-11-27T00:00:00+08:00',
      '2026-11-26T23:59:59+08:00',
      '2026-11-26T08:00:00-05:00',
      '2026-03-01T00:00:00',
      new Date('2025-09-01T16:00:00Z'),
      new Date('2025-09-01T15:59:00Z'),
    ];
    for (const value of values) expect(formatDisplayDate(value), String(value)).to.equal(kernelFormat(value));
  });

  it('refuses what is not a date, as the kernel does', () => {
    for (const text of ['', 'soon', '2026-02-30', '2026-13-01', '05/01/2026']) {
      expect(() => formatDisplayDate(text), text).to.throw(RangeError);
      expect(() => kernelFormat(text), text).to.throw();
    }
    expect(() => formatDisplayDate(new Date(Number.NaN))).to.throw(RangeError);
  });
});

describe('singaporeToday (Intl, for pages that only need today)', () => {
  it("is already tomorrow in Singapore from 16:00 UTC, as the kernel's luxon singaporeDayOf says", () => {
    const instants = [
      '2026-03-31T15:59:59.999Z',
      '2026-03-31T16:00:00.000Z',
      '2026-12-31T16:00:00.000Z',
      '2028-02-28T16:00:00.000Z',
      '1981-12-31T16:29:59.000Z',
      '1981-12-31T16:30:00.000Z',
    ].map((text) => new Date(text));
    for (const instant of instants) expect(singaporeToday(instant), instant.toISOString()).to.equal(singaporeDayOf(instant));
    expect(singaporeToday(new Date('2026-03-31T16:00:00.000Z'))).to.equal('2026-04-01');
  });
});
