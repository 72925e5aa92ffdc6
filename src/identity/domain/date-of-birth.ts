import { LocalDate } from '../../shared-kernel/local-date.js';
import { messages } from '../../shared-kernel/validation/messages.js';
import { ageOn } from './user.js';

/** The oldest age we accept: anything beyond is a typing mistake. */
export const MAX_AGE = 120;

/** Our texts (spec 1 §5 names no rule for dates of birth), kept in the kernel so the web's form uses the same ones. */
export const DOB_MESSAGES = {
  future: messages.dobInFuture,
  tooOld: messages.dobTooOld(String(MAX_AGE)),
} as const;

// Spec 1 §5: the form normalises the date of birth to the start of the day in UTC, so the wire carries either the
// calendar day or that day at exactly 00:00:00(.000)Z. Any other time of day is a different instant, not a date.
const DOB_TEXT = /^(\d{4}-\d{2}-\d{2})(?:T00:00:00(?:\.000)?Z)?$/;

/**
 * A date of birth as sent ('1990-05-01' or '1990-05-01T00:00:00.000Z') as the calendar day stored in the DATE
 * column, or null when the text is neither form or names no real day.
 */
export function parseDateOfBirth(text: string): LocalDate | null {
  const day = DOB_TEXT.exec(text)?.[1];
  return day !== undefined && LocalDate.isValid(day) ? day : null;
}

/** Why `dob` is unacceptable on `today` (Singapore), or null: not in the future, age 0 to {@link MAX_AGE}. */
export function dateOfBirthProblem(dob: LocalDate, today: LocalDate): string | null {
  if (dob > today) return DOB_MESSAGES.future;
  const age = ageOn(dob, today)!;
  return age > MAX_AGE ? DOB_MESSAGES.tooOld : null;
}
