/**
 * Display format of spec 1 §9, 'DD MMM YYYY, hh:mm a' (e.g. "21 May 2025, 02:05 PM"), in Singapore time.
 *
 * The shared kernel has the same function (src/shared-kernel/dates.ts), built on luxon. The shell (crash page)
 * cannot afford luxon in the initial chunk, so this is an Intl twin; a test pins both to the same output.
 * Pages in lazy chunks may use the kernel's version.
 */
import type { LocalDate } from '../../../../src/shared-kernel/local-date.js';

// Made on first use: a page's first Intl.DateTimeFormat costs 15-30 ms, which start-up must not pay for a format it
// may never show (docs/decisions.md "No date formatter at start-up").
let dateTimeFormat: Intl.DateTimeFormat | null = null;
let dayFormat: Intl.DateTimeFormat | null = null;

export function formatDisplayDateTime(date: Date): string {
  dateTimeFormat ??= new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Asia/Singapore',
    day: '2-digit',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h12',
  });
  const parts = dateTimeFormat.formatToParts(date);
  const get = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  // Some ICU versions write September as 'Sept'; the spec's MMM is always three letters.
  const month = get('month').slice(0, 3);
  const hour = get('hour').padStart(2, '0');
  return `${get('day')} ${month} ${get('year')}, ${hour}:${get('minute')} ${get('dayPeriod').toUpperCase()}`;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;
const CALENDAR_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
/** ISO 8601 date and time as the API writes it; without an offset the time is Singapore's, as the kernel reads it. */
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})?$/;

/**
 * A day for display, spec 1 §9 'DD MMM YYYY': a calendar day 'YYYY-MM-DD' as is ('2026-01-05' -> '05 Jan 2026'); an
 * instant (a Date, or ISO text with a time) as its day in Singapore, so '2026-01-04T16:00:00Z' -> '05 Jan 2026'.
 * The Intl twin of the shared kernel's formatDisplayDate for code the first page loads (docs/decisions.md "Web
 * performance budget"); a test pins both to the same output.
 * @throws RangeError for text that is neither, or a day that does not exist.
 */
export function formatDisplayDate(value: Date | string): string {
  if (typeof value === 'string') {
    const day = CALENDAR_DAY.exec(value);
    if (day) {
      const [year, month, date] = [Number(day[1]), Number(day[2]), Number(day[3])];
      const check = new Date(Date.UTC(year, month - 1, date));
      if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== date) throw new RangeError(`Not a calendar date: ${value}`);
      return `${day[3]} ${MONTHS[month - 1]} ${day[1]}`;
    }
  }
  const instant = typeof value === 'string' ? instantOf(value) : value;
  if (Number.isNaN(instant.getTime())) throw new RangeError(`Not a valid date and time: ${String(value)}`);
  dayFormat ??= new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Singapore', day: '2-digit', month: 'short', year: 'numeric' });
  const parts = dayFormat.formatToParts(instant);
  const get = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${get('day').padStart(2, '0')} ${get('month').slice(0, 3)} ${get('year')}`;
}

function instantOf(text: string): Date {
  const match = INSTANT.exec(text);
  if (!match) return new Date(Number.NaN);
  return new Date(match[1] ? text : `${text}+08:00`);
}

let calendarDayFormat: Intl.DateTimeFormat | null = null;

/**
 * Today's calendar day in Singapore, 'YYYY-MM-DD' (after 16:00 UTC it is already tomorrow there). The Intl twin of
 * the shared kernel's `singaporeDayOf`, which is luxon's: a page that only needs today's date does not load luxon
 * (docs/decisions.md "Calendar days without luxon"); a test pins the two to the same answer.
 */
export function singaporeToday(now: Date = new Date()): LocalDate {
  calendarDayFormat ??= new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Singapore', year: 'numeric', month: '2-digit', day: '2-digit' });
  const parts = calendarDayFormat.formatToParts(now);
  const get = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${get('year').padStart(4, '0')}-${get('month')}-${get('day')}` as LocalDate;
}
