/**
 * The footer's "Last updated" date and copyright year (spec 1 §2 footer) come from the build: the date of the commit
 * the web app was built from (`__BUILD_DATE__`, vite.config.ts), so they move with each release and never with the
 * visitor's clock. The build formats them (vite.config.ts defines `__BUILD_DATES__` with buildDates below), so the
 * footer needs no date formatter at start-up: a page's first Intl.DateTimeFormat costs 15-30 ms on its own
 * (docs/decisions.md "No date formatter at start-up").
 */
export interface BuildDates {
  /** e.g. '26 Nov 2026', in Singapore time */
  lastUpdated: string;
  copyrightYear: number;
}

let day: Intl.DateTimeFormat | null = null;

/** The footer's facts from an ISO date-time; an unreadable one falls back to `fallback` (the build's own clock). */
export function buildDates(iso: string, fallback: Date = new Date()): BuildDates {
  const parsed = new Date(iso);
  const when = Number.isNaN(parsed.getTime()) || !/^\d{4}-\d{2}-\d{2}T/.test(iso) ? fallback : parsed;
  day ??= new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Singapore', day: '2-digit', month: 'short', year: 'numeric' });
  const parts = day.formatToParts(when);
  const get = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  // Some ICU versions write September as 'Sept'; the footer's month is always three letters.
  return { lastUpdated: `${get('day')} ${get('month').slice(0, 3)} ${get('year')}`, copyrightYear: Number(get('year')) };
}

/** The dates of this build, as the build formatted them; in a unit test (no Vite define) today's. */
export const BUILD_DATES: BuildDates = typeof __BUILD_DATES__ === 'object' ? __BUILD_DATES__ : buildDates('');
