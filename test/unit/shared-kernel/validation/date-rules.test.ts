import { expect } from 'chai';
import { LocalDate } from '../../../../src/shared-kernel/local-date.js';
import { EARLIEST_DATE, LATEST_DATE, calendarDate, isCalendarDate, isDateOrTimestamp } from '../../../../src/shared-kernel/validation/index.js';

describe('the one date rule (docs/decisions.md "One date rule")', () => {
  it('runs from 1900-01-01 to 2200-12-31', () => {
    expect([EARLIEST_DATE, LATEST_DATE]).to.deep.equal(['1900-01-01', '2200-12-31']);
  });

  describe('isCalendarDate() and LocalDate.isValid()', () => {
    const good = ['1900-01-01', '2200-12-31', '2026-01-05', '2028-02-29', '2000-02-29', '2026-04-30'];
    for (const text of good) {
      it(`accepts ${text}`, () => {
        expect(isCalendarDate(text)).to.equal(true);
        expect(LocalDate.isValid(text)).to.equal(true);
      });
    }
    const bad = [
      ['1899-12-31', 'the day before the range'],
      ['2201-01-01', 'the day after the range'],
      ['0000-01-01', 'year 0 (PostgreSQL has none)'],
      ['10000-01-01', 'a five-digit year'],
      ['-0001-01-01', 'a negative year'],
      ['+2026-01-01', 'a signed year'],
      ['2026-02-29', 'not a leap year'],
      ['2100-02-29', 'a century that is not a leap year'],
      ['2026-02-30', 'February has no 30th'],
      ['2026-04-31', 'April has 30 days'],
      ['2026-00-10', 'month 0'],
      ['2026-13-01', 'month 13'],
      ['2026-01-00', 'day 0'],
      ['2026-1-05', 'a one-digit month'],
      ['2026-01-05T00:00:00Z', 'a timestamp is not a day'],
      [' 2026-01-05', 'a space'],
      ['', 'nothing'],
    ] as const;
    for (const [text, why] of bad) {
      it(`refuses '${text}' (${why})`, () => {
        expect(isCalendarDate(text)).to.equal(false);
        expect(LocalDate.isValid(text)).to.equal(false);
      });
    }
    it('refuses what is not text', () => {
      expect([isCalendarDate(20260105), isCalendarDate(null), isCalendarDate(new Date())]).to.deep.equal([false, false, false]);
    });
    it('LocalDate.parse throws for a day out of range', () => {
      expect(() => LocalDate.parse('1899-12-31')).to.throw().with.property('code', 'DATE.INVALID_LOCAL_DATE');
    });
  });

  describe('isDateOrTimestamp()', () => {
    for (const text of ['2026-11-22', '2026-11-22T02:00:00.000Z', '2026-11-22T10:00+08:00', '1900-01-01T00:00:00Z', '2200-12-31T23:59:59.999999-05:00']) {
      it(`accepts ${text}`, () => {
        expect(isDateOrTimestamp(text)).to.equal(true);
      });
    }
    for (const text of [
      '0000-01-01T00:00:00.000Z',
      '+010000-01-01T00:00:00.000Z',
      '-000001-01-01T00:00:00.000Z',
      '1899-12-31T23:59:59Z',
      '2201-01-01T00:00:00Z',
      '2026-02-30T00:00:00Z',
      '2026-11-22T24:00:00Z',
      '2026-11-22T10:00:00',
      '2026-11-22 10:00:00Z',
      '2026',
      '2026-W47',
    ]) {
      it(`refuses '${text}'`, () => {
        expect(isDateOrTimestamp(text)).to.equal(false);
      });
    }
  });

  describe('calendarDate() as a form rule', () => {
    it("passes no value, says 'Invalid format' otherwise", () => {
      expect([calendarDate(''), calendarDate(null), calendarDate('2026-02-28')]).to.deep.equal([null, null, null]);
      expect([calendarDate('2026-02-30'), calendarDate('0000-01-01'), calendarDate('2201-01-01')]).to.deep.equal(['Invalid format', 'Invalid format', 'Invalid format']);
    });
  });
});
