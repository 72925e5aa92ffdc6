import type { FpData } from './bank-data.js';
import { parseMonth } from './statement-month.js';

/**
 * The month the resident's bank data is "from" (spec 1 §4: the /update-bank-data gate and the update-bank-data
 * notice): the record's latest calendar month, the newest month-end the banks reported, as 'YYYY-MM'.
 * @throws InvalidStatementMonth when the record's month is not 'MMYYYY'
 */
export function bankDataMonth(data: Pick<FpData, 'latestCalendarMonth'>): string {
  const month = parseMonth(data.latestCalendarMonth);
  const year = Math.floor(month / 12);
  return `${String(year).padStart(4, '0')}-${String((month % 12) + 1).padStart(2, '0')}`;
}
