import type { LocalDate } from '../../../src/shared-kernel/local-date.js';

/** Singapore has kept UTC+08:00, with no daylight saving, since 1 January 1982. */
const SINGAPORE_OFFSET_MS = 8 * 60 * 60 * 1000;

/**
 * Today's calendar day in Singapore, 'YYYY-MM-DD', without a date formatter: UTC's day shifted by eight hours. A page's
 * first `Intl.DateTimeFormat` costs 15-30 ms, four times that on the slow-phone profile (docs/decisions/web.md "No
 * date formatter at start-up"), and a prerendered page's first render needing only today would pay it in the render
 * that replaces its markup (docs/decisions/web.md "Lighthouse profile and pages", the retirement pages). Pinned to
 * `singaporeToday` (Intl) and the kernel's luxon `singaporeDayOf` by web/test/singapore-day.test.ts.
 */
export function singaporeTodayByClock(now: Date = new Date()): LocalDate {
  return new Date(now.getTime() + SINGAPORE_OFFSET_MS).toISOString().slice(0, 10) as LocalDate;
}
