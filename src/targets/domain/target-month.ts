/**
 * Months as whole numbers for the planning rules: a search of 500 months over 50 targets must not build 25,000
 * dates. `monthIndex('2026-11-22')` counts months since year 0, so months compare and step as integers.
 */
import type { LocalDate } from '../../shared-kernel/local-date.js';

export type MonthIndex = number;

export function monthIndex(date: LocalDate | string): MonthIndex {
  return Number(date.slice(0, 4)) * 12 + Number(date.slice(5, 7)) - 1;
}

/** The last month a target date may be searched to (spec 3 §4: "until after Dec 2058"). */
export const LAST_SEARCH_MONTH: MonthIndex = monthIndex('2058-12-01');

/** The day `date` moved to month `month`, its day of month kept or clipped to the month's last day. */
export function dateInMonth(date: LocalDate | string, month: MonthIndex): LocalDate {
  const year = Math.floor(month / 12);
  const monthOfYear = (month % 12) + 1;
  const lastDay = new Date(Date.UTC(year, monthOfYear, 0)).getUTCDate();
  const day = Math.min(Number(date.slice(8, 10)), lastDay);
  return `${String(year).padStart(4, '0')}-${String(monthOfYear).padStart(2, '0')}-${String(day).padStart(2, '0')}` as LocalDate;
}
