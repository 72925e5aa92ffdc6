/** Where an imported figure came from and as of when (issue #5), in words. */
import { formatDisplayDate } from '../../../../src/shared-kernel/dates.js';

/** The same short names as the display dates use ('Sep', not the en-SG 'Sept'). */
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** 'as of 16 Apr 2020' for a date, 'as of Oct 2026' for a month (MMYYYY), as the sources date their figures. */
export function asOfText(asOf: string): string {
  const month = /^(0[1-9]|1[0-2])(\d{4})$/.exec(asOf);
  if (month) return `as of ${MONTHS[Number(month[1]) - 1]} ${month[2]}`;
  return `as of ${formatDisplayDate(asOf)}`;
}

/** 'From Myinfo, as of 16 Apr 2020': how an imported item is marked in the lists. */
export const originText = (origin: { sourceName: string; asOf: string }): string => `From ${origin.sourceName}, ${asOfText(origin.asOf)}`;
