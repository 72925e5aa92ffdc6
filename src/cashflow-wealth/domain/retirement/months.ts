/**
 * Month arithmetic for the retirement projection as plain integers (months since year 0), so the month-by-month loop
 * allocates nothing but the 'YYYY-MM' text the CPF rules are asked with. Pure.
 */

/** 'YYYY-MM' (or 'YYYY-MM-DD': the day is ignored) -> months since year 0. */
export function monthIndex(text: string): number {
  return Number(text.slice(0, 4)) * 12 + Number(text.slice(5, 7)) - 1;
}

/** Months since year 0 -> 'YYYY-MM'. */
export function monthText(index: number): string {
  const year = Math.floor(index / 12);
  const month = index - year * 12 + 1;
  return `${String(year).padStart(4, '0')}-${month < 10 ? '0' : ''}${month}`;
}

/** The calendar year of a month index. */
export const yearOf = (index: number): number => Math.floor(index / 12);

/** True for a December (the month CPF credits the year's interest). */
export const isDecember = (index: number): boolean => index % 12 === 11;

/** True for a January (wage growth, the yearly top-up). */
export const isJanuary = (index: number): boolean => index % 12 === 0;

/** The month a member born on `dateOfBirth` turns `age` (their birthday month that year). */
export function birthdayMonth(dateOfBirth: string, age: number): number {
  return monthIndex(dateOfBirth) + age * 12;
}

/** Whole years of age at the start of a month: a year more from the birthday month on. */
export function ageInMonth(dateOfBirth: string, index: number): number {
  return Math.floor((index - monthIndex(dateOfBirth)) / 12);
}
