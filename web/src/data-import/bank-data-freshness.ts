/**
 * How current the resident's bank data is, in the words of /update-bank-data. Banks report a month once it has
 * ended, so the newest data there can be is last month's (spec 1 §4: the page is for data older than that).
 */
const MONTH_NAMES = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** 'October 2026' for '2026-10'. */
export function monthName(yearMonth: string): string {
  const [year, month] = yearMonth.split('-').map(Number) as [number, number];
  return `${MONTH_NAMES[month - 1]} ${year}`;
}

/** The month before `yearMonth` ('2026-01' -> '2025-12'). */
export function monthBefore(yearMonth: string): string {
  const [year, month] = yearMonth.split('-').map(Number) as [number, number];
  return month === 1 ? `${year - 1}-12` : `${year}-${String(month - 1).padStart(2, '0')}`;
}

export type BankDataFreshness =
  | { kind: 'none'; newest: string }
  | { kind: 'up-to-date'; from: string }
  | { kind: 'out-of-date'; from: string; newest: string };

/** `latestMonth` and `currentMonth` are 'YYYY-MM'; the months in the answer are ready to show ('October 2026'). */
export function bankDataFreshness(latestMonth: string | null, currentMonth: string): BankDataFreshness {
  const newest = monthBefore(currentMonth);
  if (latestMonth === null) return { kind: 'none', newest: monthName(newest) };
  if (latestMonth >= newest) return { kind: 'up-to-date', from: monthName(latestMonth) };
  return { kind: 'out-of-date', from: monthName(latestMonth), newest: monthName(newest) };
}
