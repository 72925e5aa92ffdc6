/**
 * The target date field (spec 3 §5 "Date field"): day (2 digits), month (2 digits) and year (4 digits). A part is
 * accepted only if numeric, within its length, and if changing it does not alter the other parts; focus moves on
 * after 2 digits of day, and after 2 digits or a value above 1 for month. Pure.
 */
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

/** 'YYYY-MM-DD' when the parts name a real day, else null. */
export function dateOfParts(parts: DateParts): string | null {
  if (parts.year.length !== 4 || parts.month === '' || parts.day === '') return null;
  const year = Number(parts.year);
  const month = Number(parts.month);
  const day = Number(parts.day);
  if (month < 1 || month > 12 || day < 1) return null;
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  if (day > lastDay) return null;
  return `${parts.year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}
