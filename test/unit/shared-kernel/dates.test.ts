import { expect } from 'chai';
import { DateTime } from 'luxon';
import { ManualClock } from '../../../src/shared-kernel/clock.js';
import {
  LocalDate,
  SG_ZONE,
  YearMonth,
  formatDisplayDate,
  formatDisplayDateTime,
  singaporeDayOf,
  startOfSingaporeDay,
  todayInSingapore,
} from '../../../src/shared-kernel/dates.js';
import { DomainError } from '../../../src/shared-kernel/errors.js';

const d = (text: string): LocalDate => LocalDate.parse(text);
const ym = (text: string): YearMonth => YearMonth.parse(text);

describe('dates', () => {
  it('uses the Asia/Singapore zone', () => {
    expect(SG_ZONE).to.equal('Asia/Singapore');
  });

  describe('formatDisplayDateTime()', () => {
    const cases: Array<[Date | string, string, string]> = [
      [new Date('2026-01-05T06:30:00Z'), '05 Jan 2026, 02:30 PM', 'afternoon, UTC+8'],
      [new Date('2026-01-04T16:00:00Z'), '05 Jan 2026, 12:00 AM', 'midnight in Singapore is the previous UTC day'],
      [new Date('2026-01-05T04:00:00Z'), '05 Jan 2026, 12:00 PM', 'noon'],
      ['2026-09-05T18:30:00Z', '06 Sep 2026, 02:30 AM', 'ISO text; September is "Sep"'],
      ['2026-03-01T09:05:00', '01 Mar 2026, 09:05 AM', 'ISO text without offset is Singapore time'],
      ['2026-03-01T09:05:00+09:00', '01 Mar 2026, 08:05 AM', 'another offset is converted'],
    ];
    for (const [input, expected, why] of cases) {
      it(`shows ${String(input instanceof Date ? input.toISOString() : input)} as '${expected}' (${why})`, () => {
        expect(formatDisplayDateTime(input)).to.equal(expected);
      });
    }

    it('throws DATE.INVALID_INSTANT for an invalid date', () => {
      expect(() => formatDisplayDateTime(new Date('nope')))
        .to.throw(DomainError)
        .with.property('code', 'DATE.INVALID_INSTANT');
      expect(() => formatDisplayDateTime('yesterday')).to.throw(DomainError);
    });
  });

  describe('formatDisplayDate()', () => {
    it('shows a LocalDate as is', () => {
      expect(formatDisplayDate(d('2026-01-05'))).to.equal('05 Jan 2026');
      expect(formatDisplayDate('2028-02-29')).to.equal('29 Feb 2028');
    });

    it('names every month of a LocalDate as the instant form does (rearranged, not computed)', () => {
      for (let month = 1; month <= 12; month += 1) {
        const day = `2026-${String(month).padStart(2, '0')}-09`;
        expect(formatDisplayDate(day), day).to.equal(formatDisplayDate(new Date(`${day}T12:00:00+08:00`)));
      }
      expect(formatDisplayDate('2026-09-30')).to.equal('30 Sep 2026');
    });

    it('shows an instant as its Singapore day', () => {
      expect(formatDisplayDate(new Date('2026-01-04T16:00:00Z'))).to.equal('05 Jan 2026');
      expect(formatDisplayDate(new Date('2026-01-04T15:59:59Z'))).to.equal('04 Jan 2026');
    });
  });

  describe('todayInSingapore()', () => {
    it('is already the next day after 16:00 UTC', () => {
      expect(todayInSingapore(new ManualClock('2026-01-14T16:30:00Z'))).to.equal('2026-01-15');
    });

    it('is the same day before 16:00 UTC', () => {
      expect(todayInSingapore(new ManualClock('2026-01-14T15:59:59Z'))).to.equal('2026-01-14');
    });
  });

  describe('LocalDate', () => {
    describe('isValid() / parse()', () => {
      for (const good of ['2026-01-05', '2028-02-29', '2026-12-31']) {
        it(`accepts ${good}`, () => {
          expect(LocalDate.isValid(good)).to.equal(true);
          expect(LocalDate.parse(good)).to.equal(good);
        });
      }
      for (const bad of ['2026-02-29', '2026-13-01', '2026-1-05', '2026-01-05T00:00', '05/01/2026', '']) {
        it(`rejects '${bad}' with DATE.INVALID_LOCAL_DATE`, () => {
          expect(LocalDate.isValid(bad)).to.equal(false);
          expect(() => LocalDate.parse(bad))
            .to.throw(DomainError)
            .with.property('code', 'DATE.INVALID_LOCAL_DATE');
        });
      }
      it('rejects a non-string', () => {
        expect(LocalDate.isValid(20260105)).to.equal(false);
      });
    });

    it('compares like the calendar', () => {
      expect(LocalDate.compare(d('2026-01-05'), d('2026-01-06'))).to.equal(-1);
      expect(LocalDate.compare(d('2026-01-05'), d('2026-01-05'))).to.equal(0);
      expect(LocalDate.compare(d('2027-01-01'), d('2026-12-31'))).to.equal(1);
    });

    describe('addMonths()', () => {
      const cases: Array<[string, number, string]> = [
        ['2026-01-31', 1, '2026-02-28'],
        ['2028-01-31', 1, '2028-02-29'],
        ['2026-03-31', -1, '2026-02-28'],
        ['2026-11-15', 3, '2027-02-15'],
        ['2026-01-15', -13, '2024-12-15'],
      ];
      for (const [from, months, expected] of cases) {
        it(`${from} + ${months} months = ${expected}`, () => {
          expect(LocalDate.addMonths(d(from), months)).to.equal(expected);
        });
      }
    });

    it('adds days across a year end', () => {
      expect(LocalDate.addDays(d('2026-12-31'), 1)).to.equal('2027-01-01');
      expect(LocalDate.addDays(d('2026-03-01'), -1)).to.equal('2026-02-28');
    });

    it('counts days between two dates', () => {
      expect(LocalDate.daysBetween(d('2026-01-01'), d('2026-03-01'))).to.equal(59);
      expect(LocalDate.daysBetween(d('2026-03-01'), d('2026-01-01'))).to.equal(-59);
    });

    it('counts whole years as an age: a year more on the anniversary itself, a 29 February one on 1 March', () => {
      expect(LocalDate.wholeYearsBetween(d('1971-06-15'), d('2026-06-14'))).to.equal(54);
      expect(LocalDate.wholeYearsBetween(d('1971-06-15'), d('2026-06-15'))).to.equal(55);
      expect(LocalDate.wholeYearsBetween(d('1971-06-15'), d('2026-05-31'))).to.equal(54);
      expect(LocalDate.wholeYearsBetween(d('1971-06-15'), d('2026-07-01'))).to.equal(55);
      expect(LocalDate.wholeYearsBetween(d('2000-02-29'), d('2055-02-28'))).to.equal(54);
      expect(LocalDate.wholeYearsBetween(d('2000-02-29'), d('2055-03-01'))).to.equal(55);
      expect(LocalDate.wholeYearsBetween(d('2000-02-29'), d('2056-02-29'))).to.equal(56);
      expect(LocalDate.wholeYearsBetween(d('2026-01-15'), d('2026-01-15'))).to.equal(0);
    });

    it('refuses a fraction of a month or of a day', () => {
      expect(() => LocalDate.addMonths(d('2026-01-15'), 1.5)).to.throw(DomainError).with.property('code', 'DATE.NOT_WHOLE');
      expect(() => LocalDate.addDays(d('2026-01-15'), 0.5)).to.throw(DomainError).with.property('code', 'DATE.NOT_WHOLE');
    });

    it('shows a day as DD MMM YYYY', () => {
      expect(LocalDate.display(d('2026-01-05'))).to.equal('05 Jan 2026');
      expect(LocalDate.display(d('1999-12-31'))).to.equal('31 Dec 1999');
    });

    // Calendar sums are plain arithmetic (docs/decisions.md "Calendar days without luxon"): luxon, which did them
    // before, is the oracle over every day of a year with a leap day, the ends of the range, February 1900 and 2000
    // (century rules) and the 1982 change of Singapore's offset.
    describe('the same calendar sums as luxon', () => {
      const luxonDay = (date: LocalDate) => DateTime.fromISO(date, { zone: SG_ZONE });
      const daysFrom = (start: string, count: number) => Array.from({ length: count }, (_, i) => LocalDate.addDays(start as LocalDate, i));
      const sampled = [...daysFrom('1900-01-01', 70), ...daysFrom('1981-12-20', 20), ...daysFrom('2000-01-25', 40), ...daysFrom('2027-12-01', 430), ...daysFrom('2199-12-20', 12)].filter((day) => LocalDate.isValid(day));

      it('adds months as luxon does (month ends clamp, leap days)', () => {
        for (const day of sampled) {
          for (const months of [-25, -13, -1, 1, 2, 11, 12, 49]) {
            expect(LocalDate.addMonths(day, months), `${day} + ${months} months`).to.equal(luxonDay(day).plus({ months }).toFormat('yyyy-MM-dd'));
          }
        }
      });

      // Except for a birthday on 29 February: luxon counts the year on 28 February, the product on 1 March (the
      // server's CPF rule always did; the CPF page, on luxon, did not, and now agrees with it).
      it('counts whole years as luxon does, but for a 29 February birthday', () => {
        expect(Math.floor(luxonDay(d('2001-02-28')).diff(luxonDay(d('2000-02-29')), 'years').years)).to.equal(1);
        expect(LocalDate.wholeYearsBetween(d('2000-02-29'), d('2001-02-28'))).to.equal(0);
        for (const born of sampled.filter((day, i) => i % 7 === 0 && !day.endsWith('-02-29'))) {
          for (const years of [0, 1, 4, 54, 55, 100]) {
            for (const offset of [-1, 0, 1]) {
              const today = LocalDate.addDays(LocalDate.addMonths(born, years * 12), offset);
              if (!LocalDate.isValid(today) || today < born) continue;
              const expected = Math.floor(luxonDay(today).diff(luxonDay(born), 'years').years);
              expect(LocalDate.wholeYearsBetween(born, today), `${born} to ${today}`).to.equal(expected);
            }
          }
        }
      });

      it('adds days and counts them as luxon does, across 1982 (Singapore moved from UTC+7:30 to UTC+8)', () => {
        for (const day of sampled) {
          for (const days of [-400, -31, -1, 1, 29, 366]) {
            const later = luxonDay(day).plus({ days }).toFormat('yyyy-MM-dd');
            expect(LocalDate.addDays(day, days), `${day} + ${days} days`).to.equal(later);
            expect(LocalDate.daysBetween(day, later as LocalDate), `${day} to ${later}`).to.equal(days);
          }
        }
      });
    });
  });

  describe('singaporeDayOf() / startOfSingaporeDay()', () => {
    it('starts a day at 00:00 Singapore time, 16:00 UTC the day before', () => {
      expect(startOfSingaporeDay(d('2026-01-15')).toISOString()).to.equal('2026-01-14T16:00:00.000Z');
    });

    it('started a day at 00:00 UTC+7:30 before 1982', () => {
      expect(startOfSingaporeDay(d('1981-06-01')).toISOString()).to.equal('1981-05-31T16:30:00.000Z');
    });

    it('takes the Singapore day of an instant', () => {
      expect(singaporeDayOf(new Date('2026-01-14T16:30:00Z'))).to.equal('2026-01-15');
      expect(singaporeDayOf(new Date('2026-01-14T15:59:59Z'))).to.equal('2026-01-14');
    });

    it('throws DATE.INVALID_INSTANT for an invalid Date', () => {
      expect(() => singaporeDayOf(new Date(Number.NaN))).to.throw(DomainError).with.property('code', 'DATE.INVALID_INSTANT');
    });
  });

  describe('YearMonth', () => {
    it('accepts months 01 to 12 only', () => {
      expect(YearMonth.isValid('2026-12')).to.equal(true);
      expect(YearMonth.isValid('2026-00')).to.equal(false);
      expect(YearMonth.isValid('2026-13')).to.equal(false);
      expect(YearMonth.isValid('2026-1')).to.equal(false);
      expect(YearMonth.isValid(202601)).to.equal(false);
      expect(() => YearMonth.parse('2026-1'))
        .to.throw(DomainError)
        .with.property('code', 'DATE.INVALID_YEAR_MONTH');
    });

    describe('addMonths()', () => {
      const cases: Array<[string, number, string]> = [
        ['2026-11', 3, '2027-02'],
        ['2026-01', -1, '2025-12'],
        ['2026-01', -13, '2024-12'],
        ['2026-06', 0, '2026-06'],
      ];
      for (const [from, months, expected] of cases) {
        it(`${from} + ${months} = ${expected}`, () => {
          expect(YearMonth.addMonths(ym(from), months)).to.equal(expected);
        });
      }

      it('refuses a fraction of a month', () => {
        expect(() => YearMonth.addMonths(ym('2026-01'), 1.5)).to.throw(DomainError);
      });
    });

    it('compares and counts months', () => {
      expect(YearMonth.compare(ym('2026-01'), ym('2026-02'))).to.equal(-1);
      expect(YearMonth.monthsBetween(ym('2026-01'), ym('2026-12'))).to.equal(11);
      expect(YearMonth.monthsBetween(ym('2026-12'), ym('2026-01'))).to.equal(-11);
      expect(YearMonth.monthsBetween(ym('2025-11'), ym('2026-02'))).to.equal(3);
    });

    it('converts to and from days', () => {
      expect(YearMonth.fromLocalDate(d('2026-01-15'))).to.equal('2026-01');
      expect(YearMonth.firstDay(ym('2026-02'))).to.equal('2026-02-01');
      expect(YearMonth.lastDay(ym('2028-02'))).to.equal('2028-02-29');
      expect(YearMonth.lastDay(ym('2026-02'))).to.equal('2026-02-28');
      expect(YearMonth.lastDay(ym('2026-12'))).to.equal('2026-12-31');
      expect(YearMonth.lastDay(ym('2026-04'))).to.equal('2026-04-30');
    });
  });
});
