import { DomainError } from './errors.js';
import { isCalendarDate } from './validation/date-rules.js';

/** Every calendar question (today, month ends, display) is answered in Singapore time (architecture guide, "Dates"). */
export const SG_ZONE = 'Asia/Singapore';

declare const localDateBrand: unique symbol;

/** A calendar day with no time or zone, 'YYYY-MM-DD' (e.g. a date of birth, a target date). Build with {@link LocalDate.parse}. */
export type LocalDate = string & { readonly [localDateBrand]: 'LocalDate' };

const MS_PER_DAY = 86_400_000;
const MONTH_ABBREVIATIONS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

/*
 * A calendar day has no zone: adding months or days to one, or counting the days between two, is the same sum in
 * any zone, so it is plain integer arithmetic here, as YearMonth's is. Questions about instants (which day it is in
 * Singapore at a moment, when a day starts there) need the zone and live in dates.ts with luxon; keeping them out of
 * this module keeps luxon out of the pages that only do calendar sums
 * (docs/decisions.md "Calendar days without luxon").
 */

function partsOf(date: LocalDate): [year: number, month: number, day: number] {
  return [Number(date.slice(0, 4)), Number(date.slice(5, 7)), Number(date.slice(8, 10))];
}

/** 'YYYY-MM-DD' with the year padded to four digits, as luxon's 'yyyy' wrote it. */
function fromParts(year: number, month: number, day: number): LocalDate {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}` as LocalDate;
}

/** Days since 1970-01-01 in the proleptic Gregorian calendar (setUTCFullYear, unlike Date.UTC, reads years 0-99 as written). */
function toEpochDay(date: LocalDate): number {
  const [year, month, day] = partsOf(date);
  const utc = new Date(0);
  utc.setUTCFullYear(year, month - 1, day);
  return utc.getTime() / MS_PER_DAY;
}

function fromEpochDay(epochDay: number): LocalDate {
  const utc = new Date(epochDay * MS_PER_DAY);
  return fromParts(utc.getUTCFullYear(), utc.getUTCMonth() + 1, utc.getUTCDate());
}

const isLeapYear = (year: number): boolean => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
}

function wholeNumber(value: number, what: string): number {
  if (!Number.isInteger(value)) throw new DomainError('DATE.NOT_WHOLE', `A whole number of ${what} is needed, not ${value}`, 'validation');
  return value;
}

/** Operations on {@link LocalDate} values; the values themselves stay plain strings, safe in JSON. */
export const LocalDate = {
  /**
   * True for 'YYYY-MM-DD' text naming a real day within the product's range, 1900-01-01 to 2200-12-31
   * ('2026-02-29' is false: 2026 is not a leap year; '0000-01-01' is false). The one date rule of
   * validation/date-rules.ts, so the web's fields, the joi types and the domain refuse the same days.
   */
  isValid(text: unknown): text is LocalDate {
    return isCalendarDate(text);
  },

  /**
   * Reads 'YYYY-MM-DD' text.
   * @throws DomainError `DATE.INVALID_LOCAL_DATE` (kind 'validation') for any other text, a day that does not exist
   *   or one outside the range of {@link LocalDate.isValid}.
   */
  parse(text: string): LocalDate {
    if (!LocalDate.isValid(text)) {
      throw new DomainError('DATE.INVALID_LOCAL_DATE', `Not a calendar date (YYYY-MM-DD): ${text}`, 'validation');
    }
    return text;
  },

  /** -1, 0 or 1 as `a` is before, on or after `b` (ISO text orders like the calendar). */
  compare(a: LocalDate, b: LocalDate): -1 | 0 | 1 {
    return a < b ? -1 : a > b ? 1 : 0;
  },

  /**
   * The same day `months` months later (negative: earlier). A day that does not exist in the target month
   * becomes that month's last day: 2026-01-31 + 1 month = 2026-02-28 (the calendar rule luxon and java.time use).
   * @throws DomainError `DATE.NOT_WHOLE` for a fraction of a month.
   */
  addMonths(date: LocalDate, months: number): LocalDate {
    const [year, month, day] = partsOf(date);
    const index = year * 12 + (month - 1) + wholeNumber(months, 'months');
    const targetYear = Math.floor(index / 12);
    const targetMonth = index - targetYear * 12 + 1;
    return fromParts(targetYear, targetMonth, Math.min(day, daysInMonth(targetYear, targetMonth)));
  },

  /**
   * The day `days` days later (negative: earlier).
   * @throws DomainError `DATE.NOT_WHOLE` for a fraction of a day.
   */
  addDays(date: LocalDate, days: number): LocalDate {
    return fromEpochDay(toEpochDay(date) + wholeNumber(days, 'days'));
  },

  /**
   * Whole years from `from` to `to`, as an age is counted: a year more on each anniversary itself, and an
   * anniversary of 29 February falls on 1 March in other years. The one age rule of the product (the profile's,
   * the CPF retirement account's, the date of birth's upper limit).
   */
  wholeYearsBetween(from: LocalDate, to: LocalDate): number {
    const [fromYear, fromMonth, fromDay] = partsOf(from);
    const [toYear, toMonth, toDay] = partsOf(to);
    const beforeAnniversary = toMonth < fromMonth || (toMonth === fromMonth && toDay < fromDay);
    return toYear - fromYear - (beforeAnniversary ? 1 : 0);
  },

  /** Whole days from `from` to `to` (negative when `to` is earlier). */
  daysBetween(from: LocalDate, to: LocalDate): number {
    return toEpochDay(to) - toEpochDay(from);
  },

  /**
   * The day for display, spec 1 §9 'DD MMM YYYY': '2026-01-05' -> '05 Jan 2026'. Rearranged, not computed: no zone
   * and no Intl formatter, whose first use on a page costs 15-30 ms (docs/decisions.md "No date formatter at
   * start-up").
   */
  display(date: LocalDate): string {
    return `${date.slice(8, 10)} ${MONTH_ABBREVIATIONS[Number(date.slice(5, 7)) - 1]} ${date.slice(0, 4)}`;
  },
} as const;
