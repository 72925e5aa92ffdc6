import { DateTime } from 'luxon';
import { DomainError } from './errors.js';
import { isCalendarDate } from './validation/date-rules.js';

/** Every calendar question (today, month ends, display) is answered in Singapore time (architecture guide, "Dates"). */
export const SG_ZONE = 'Asia/Singapore';

declare const localDateBrand: unique symbol;

/** A calendar day with no time or zone, 'YYYY-MM-DD' (e.g. a date of birth, a target date). Build with {@link LocalDate.parse}. */
export type LocalDate = string & { readonly [localDateBrand]: 'LocalDate' };

const FORMAT = 'yyyy-MM-dd';

/** The day as a luxon DateTime at 00:00 in Singapore (internal: callers use the functions below). */
function toDateTime(date: LocalDate): DateTime {
  return DateTime.fromFormat(date, FORMAT, { zone: SG_ZONE });
}

function fromDateTime(dateTime: DateTime): LocalDate {
  return dateTime.toFormat(FORMAT) as LocalDate;
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
   * becomes that month's last day: 2026-01-31 + 1 month = 2026-02-28 (luxon's calendar arithmetic).
   */
  addMonths(date: LocalDate, months: number): LocalDate {
    return fromDateTime(toDateTime(date).plus({ months }));
  },

  /** The day `days` days later (negative: earlier). */
  addDays(date: LocalDate, days: number): LocalDate {
    return fromDateTime(toDateTime(date).plus({ days }));
  },

  /** Whole days from `from` to `to` (negative when `to` is earlier). */
  daysBetween(from: LocalDate, to: LocalDate): number {
    return Math.round(toDateTime(to).diff(toDateTime(from), 'days').days);
  },

  /**
   * The Singapore calendar day of an instant: 2026-01-14T16:30:00Z is already 2026-01-15 in Singapore (UTC+8).
   * @throws DomainError `DATE.INVALID_INSTANT` for an invalid Date.
   */
  fromInstant(instant: Date): LocalDate {
    const dateTime = DateTime.fromJSDate(instant, { zone: SG_ZONE });
    if (!dateTime.isValid) {
      throw new DomainError('DATE.INVALID_INSTANT', 'Not a valid instant', 'validation');
    }
    return fromDateTime(dateTime);
  },

  /** The instant at which the day starts in Singapore (00:00 SGT = 16:00Z the day before). */
  startInstant(date: LocalDate): Date {
    return toDateTime(date).toJSDate();
  },
} as const;
