/**
 * Dates as Singapore writes them: day, month, year (docs/decisions.md "Dates typed day, month, year"). The app keeps
 * and sends `YYYY-MM-DD`; a resident types and reads `DD/MM/YYYY`. Pure.
 */

const ISO = /^(\d{4})-(\d{2})-(\d{2})$/;

function isRealDate(year: number, month: number, day: number): boolean {
  if (year < 1 || month < 1 || month > 12 || day < 1) return false;
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return day <= daysInMonth;
}

const pad = (n: number, width: number) => String(n).padStart(width, '0');

/**
 * What a resident typed, as `YYYY-MM-DD`, or null when it is not a whole, real date. Takes 15/08/1992, 15/8/1992,
 * 15-08-1992, 15.08.1992, 15 08 1992, 15081992 (day, month, year run together) and a pasted 1992-08-15.
 */
export function parseDayMonthYear(typed: string): string | null {
  const text = typed.trim();
  const iso = ISO.exec(text);
  let day: number, month: number, year: number;
  if (iso) [year, month, day] = [Number(iso[1]), Number(iso[2]), Number(iso[3])];
  else {
    const parts = /^(\d{1,2})[/.\- ]+(\d{1,2})[/.\- ]+(\d{4})$/.exec(text) ?? /^(\d{2})(\d{2})(\d{4})$/.exec(text);
    if (!parts) return null;
    [day, month, year] = [Number(parts[1]), Number(parts[2]), Number(parts[3])];
  }
  return isRealDate(year, month, day) ? `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}` : null;
}

/** `YYYY-MM-DD` as `DD/MM/YYYY`; anything else as it is (a date still being typed). */
export function dayMonthYearText(value: string): string {
  const iso = ISO.exec(value);
  return iso ? `${iso[3]}/${iso[2]}/${iso[1]}` : value;
}

/** Whether a value is a whole date in the app's `YYYY-MM-DD` form. */
export const isIsoDate = (value: string): boolean => ISO.test(value);
