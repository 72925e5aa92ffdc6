import { DateTime } from 'luxon';
import type { Clock } from './clock.js';
import { DomainError } from './errors.js';
import { LocalDate, SG_ZONE } from './local-date.js';

export { LocalDate, SG_ZONE } from './local-date.js';
export { YearMonth } from './year-month.js';

/**
 * Spec 1 §9 'DD MMM YYYY, hh:mm a' in luxon tokens. The locale is pinned to en-US because it gives 'Jan' and
 * 'PM' in every browser; en-SG would print 'pm' and some ICU builds print 'Sept'.
 */
const DISPLAY_DATE_TIME = 'dd LLL yyyy, hh:mm a';
const DISPLAY_DATE = 'dd LLL yyyy';
const DISPLAY_LOCALE = 'en-US';

/**
 * Reads an instant: a Date, or ISO 8601 text. Text without an offset is taken as Singapore local time.
 * @throws DomainError `DATE.INVALID_INSTANT` (kind 'validation') when it is not a valid instant.
 */
function toSingaporeDateTime(value: Date | string): DateTime {
  const dateTime =
    typeof value === 'string' ? DateTime.fromISO(value, { zone: SG_ZONE }) : DateTime.fromJSDate(value, { zone: SG_ZONE });
  if (!dateTime.isValid) {
    throw new DomainError('DATE.INVALID_INSTANT', `Not a valid date and time: ${String(value)}`, 'validation');
  }
  return dateTime.setZone(SG_ZONE);
}

/**
 * An instant for display in Singapore time, spec 1 §9 'DD MMM YYYY, hh:mm a':
 * formatDisplayDateTime(new Date('2026-01-05T06:30:00Z')) -> '05 Jan 2026, 02:30 PM'.
 * @param date a Date or ISO 8601 text (without an offset it is read as Singapore time)
 * @throws DomainError `DATE.INVALID_INSTANT` for an invalid date.
 */
export function formatDisplayDateTime(date: Date | string): string {
  return toSingaporeDateTime(date).toFormat(DISPLAY_DATE_TIME, { locale: DISPLAY_LOCALE });
}

/**
 * A day for display, 'DD MMM YYYY': formatDisplayDate('2026-01-05') -> '05 Jan 2026'.
 * A LocalDate ('YYYY-MM-DD') is shown as is; an instant (Date or ISO text with a time) shows its Singapore day,
 * so new Date('2026-01-04T16:00:00Z') -> '05 Jan 2026'.
 * @throws DomainError `DATE.INVALID_INSTANT` for an invalid date.
 */
export function formatDisplayDate(date: Date | LocalDate | string): string {
  // A calendar day is rearranged, not computed: no zone and no Intl formatter, whose first use on a page costs
  // 15-30 ms (docs/decisions.md "No date formatter at start-up"); the housing explanations show dozens of rule dates.
  if (LocalDate.isValid(date)) return LocalDate.display(date);
  return toSingaporeDateTime(date).toFormat(DISPLAY_DATE, { locale: DISPLAY_LOCALE });
}

/**
 * The Singapore calendar day of an instant: 2026-01-14T16:30:00Z is already 2026-01-15 in Singapore (UTC+8).
 * @throws DomainError `DATE.INVALID_INSTANT` for an invalid Date.
 */
export function singaporeDayOf(instant: Date): LocalDate {
  const dateTime = DateTime.fromJSDate(instant, { zone: SG_ZONE });
  if (!dateTime.isValid) {
    throw new DomainError('DATE.INVALID_INSTANT', 'Not a valid instant', 'validation');
  }
  return dateTime.toFormat('yyyy-MM-dd') as LocalDate;
}

/** The instant at which the day starts in Singapore (00:00 SGT = 16:00Z the day before; 1981 and earlier, UTC+7:30). */
export function startOfSingaporeDay(date: LocalDate): Date {
  return DateTime.fromISO(date, { zone: SG_ZONE }).toJSDate();
}

/** Today's calendar day in Singapore by the given clock (domain code takes `today` as an argument). */
export function todayInSingapore(clock: Clock): LocalDate {
  // Asked on every profile read: the date only changes at midnight, so reuse the answer within the same minute
  // (luxon's zone arithmetic is the costliest part of a profile read otherwise).
  const minute = Math.floor(clock.now().getTime() / 60_000);
  if (lastToday?.minute !== minute) lastToday = { minute, date: singaporeDayOf(clock.now()) };
  return lastToday.date;
}
let lastToday: { minute: number; date: LocalDate } | null = null;
