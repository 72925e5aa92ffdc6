import { messages } from './messages.js';
import { isEmpty, type FieldValue } from './values.js';

/**
 * The days the product accepts anywhere (docs/decisions.md "One date rule"): wide enough for any date of birth
 * (spec 1 §3), the 2019 archive limit and the planning horizon (spec 3 §9), narrow enough that every day is stored
 * and shown as written (PostgreSQL has no year 0, and years past 9999 no longer fit 'YYYY-MM-DD').
 */
export const EARLIEST_DATE = '1900-01-01';
export const LATEST_DATE = '2200-12-31';

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** RFC 3339 date-time (what `Date#toISOString` writes), with `Z` or a numeric offset; the day is group 1. */
const TIMESTAMP = /^(\d{4}-\d{2}-\d{2})T(?:[01]\d|2[0-3]):[0-5]\d(?::[0-5]\d(?:\.\d{1,9})?)?(?:Z|[+-](?:[01]\d|2[0-3]):[0-5]\d)$/;

const isLeapYear = (year: number): boolean => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/**
 * True for 'YYYY-MM-DD' text naming a real day from {@link EARLIEST_DATE} to {@link LATEST_DATE}
 * ('2028-02-29' yes; '2026-02-30', '0000-01-01', '1899-12-31', '2201-01-01' no). Plain arithmetic, no date
 * library, so the web's form fields can use it without loading luxon.
 */
export function isCalendarDate(text: unknown): text is string {
  if (typeof text !== 'string') return false;
  const parts = DAY.exec(text);
  if (parts === null || text < EARLIEST_DATE || text > LATEST_DATE) return false;
  const [year, month, day] = [Number(parts[1]), Number(parts[2]), Number(parts[3])];
  return month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
}

/**
 * True for a calendar day as {@link isCalendarDate}, or an RFC 3339 timestamp written on such a day
 * ('2026-11-22T02:00:00.000Z', '2026-11-22T10:00+08:00'). A timestamp without an offset is refused: it would
 * name a different instant on every server.
 */
export function isDateOrTimestamp(text: unknown): text is string {
  if (typeof text !== 'string') return false;
  if (isCalendarDate(text)) return true;
  const day = TIMESTAMP.exec(text)?.[1];
  return day !== undefined && isCalendarDate(day) && !Number.isNaN(Date.parse(text));
}

/** The form rule: 'Invalid format' unless the text is a calendar day as {@link isCalendarDate}. No value passes. */
export function calendarDate(value: FieldValue): string | null {
  if (isEmpty(value)) return null;
  return isCalendarDate(value) ? null : messages.invalidFormat;
}
