/**
 * The target date field (spec 3 §5 "Date field"): day (2 digits), month (2 digits) and year (4 digits). A part is
 * accepted only if numeric, within its length, and if changing it does not alter the other parts; focus moves on
 * after 2 digits of day, and after 2 digits or a value above 1 for month. Pure.
 */
import { isCalendarDate } from '../../../src/shared-kernel/validation/date-rules.js';

export interface DateParts {
  day: string;
  month: string;
  year: string;
}

export type DatePart = keyof DateParts;

const LENGTH: Record<DatePart, number> = { day: 2, month: 2, year: 4 };

export function partsOf(date: string | null): DateParts {
  if (!date) return { day: '', month: '', year: '' };
  const [year = '', month = '', day = ''] = date.split('-');
  return { day, month, year };
}

/** The new parts after `part` is typed as `text`, or null when the text is refused (the field keeps its value). */
export function typePart(parts: DateParts, part: DatePart, text: string): DateParts | null {
  if (!/^\d*$/.test(text) || text.length > LENGTH[part]) return null;
  return { ...parts, [part]: text };
}

/** Whether focus moves to the next part after typing `text` into `part`. */
export function movesOn(part: DatePart, text: string): boolean {
  if (part === 'day') return text.length === 2;
  if (part === 'month') return text.length === 2 || (text.length === 1 && Number(text) > 1);
  return false;
}

/** 'YYYY-MM-DD' when the parts name a real day within the kernel's one date rule (1900 to 2200), else null. */
export function dateOfParts(parts: DateParts): string | null {
  if (parts.year.length !== 4 || parts.month === '' || parts.day === '' || parts.month.length > 2 || parts.day.length > 2) return null;
  const date = `${parts.year}-${parts.month.padStart(2, '0')}-${parts.day.padStart(2, '0')}`;
  return isCalendarDate(date) ? date : null;
}
