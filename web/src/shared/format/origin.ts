/** Where an imported figure came from and as of when (spec 2 §4), in words. */
import { formatDisplayDate } from './date-time';

/** The same short names as the display dates use ('Sep', not the en-SG 'Sept'). */
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** 'as of 16 Apr 2020' for a date, 'as of Oct 2026' for a month (MMYYYY), as the sources date their figures. */
export function asOfText(asOf: string): string {
  const month = /^(0[1-9]|1[0-2])(\d{4})$/.exec(asOf);
  if (month) return `as of ${MONTHS[Number(month[1]) - 1]} ${month[2]}`;
  return `as of ${formatDisplayDate(asOf)}`;
}

/** Where an imported item came from; an income from a notice of assessment also names its year (GET /finances origins). */
export interface OriginLabel {
  sourceName: string;
  asOf: string;
  yearOfAssessment?: number;
  /** the notice is more than a year old (decided by the server, with its clock) */
  outdated?: boolean;
}

/**
 * 'From Myinfo, as of 16 Apr 2020': how an imported item is marked in the lists; an income estimated from a notice
 * of assessment says which: 'From your Year of Assessment 2019 notice of assessment'.
 */
export const originText = (origin: OriginLabel): string =>
  typeof origin.yearOfAssessment === 'number' ? `From your Year of Assessment ${origin.yearOfAssessment} notice of assessment` : `From ${origin.sourceName}, ${asOfText(origin.asOf)}`;

/** Said under an income from a notice of assessment more than a year old; null otherwise. */
export const outdatedText = (origin: OriginLabel): string | null =>
  origin.outdated === true ? 'This notice is more than a year old: update this income with what you earn now.' : null;
