import { messages } from './messages.js';
import { isEmpty, isUnsignedNumberText, type FieldValue } from './values.js';

/** spec 1 §5 Required: fails on null, undefined, '' and whitespace-only text. */
export function required(value: FieldValue): string | null {
  return isEmpty(value) ? messages.required : null;
}

/** RFC 5321: a forward path (and so an address) is at most 254 characters. */
export const EMAIL_MAX_LENGTH = 254;

/**
 * The WHATWG HTML "valid e-mail address" grammar (what `<input type=email>` accepts), tightened to require a
 * dot and an alphabetic top-level domain of 2+ letters, since a Singapore resident's inbox is never on a
 * dotless host. The local part may not start or end with a dot nor hold two in a row (RFC 5322 dot-atom).
 */
const EMAIL =
  /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,63}$/;

/**
 * spec 1 §5 Email format -> 'Enter an email like name@example.com' (docs/decisions.md "Messages that say what to
 * do"). The value is trimmed first, because the profile form trims
 * the email before sending it (spec 1 §5), so surrounding spaces never reach the server. No value passes.
 */
export function email(value: FieldValue): string | null {
  if (isEmpty(value)) {
    return null;
  }
  const text = String(value).trim();
  // The one text rule first, as for every string (docs/decisions.md "One text rule").
  if (hasForbiddenCharacters(text)) return messages.invalidFormat;
  return text.length <= EMAIL_MAX_LENGTH && EMAIL.test(text) ? null : messages.emailFormat;
}

/**
 * spec 1 §5 Numeric text: only digits with commas or periods, i.e. a non-negative decimal once commas are
 * stripped ('1,234.56', '12.', '.5'). Signs, exponents, letters and a second period fail. Surrounding
 * whitespace is ignored (as the money input does). Numbers pass when finite and non-negative. No value passes.
 */
export function numericText(value: FieldValue): string | null {
  if (value === null || value === undefined || isEmpty(value)) {
    return null;
  }
  if (typeof value === 'number') {
    return Number.isFinite(value) && value >= 0 ? null : messages.numericText;
  }
  return isUnsignedNumberText(value) ? null : messages.numericText;
}

/**
 * spec 1 §5 Leading or trailing whitespace -> 'Cannot have space as first and last character'
 * (the spec's wording; it fails when either end is whitespace). Only text is checked; no value passes.
 */
export function noSurroundingSpace(value: FieldValue): string | null {
  if (typeof value !== 'string' || value === '') {
    return null;
  }
  return /^\s|\s$/.test(value) ? messages.surroundingSpace : null;
}

/**
 * Characters no free text may hold (docs/decisions.md "One text rule"): the C0 controls but tab and newline, DEL,
 * the C1 controls (U+0080 to U+009F), and a UTF-16 surrogate without its partner. PostgreSQL's JSONB refuses NUL
 * and its text drops it; a lone surrogate cannot be written as UTF-8 at all. None can be typed on purpose, so text
 * holding one is refused rather than quietly changed. The `u` flag makes a well-formed pair (an emoji) one code
 * point, so only an unpaired half matches `\p{Cs}`.
 */
const FORBIDDEN_IN_TEXT = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F]|\p{Cs}/u;

/** True when `text` holds a character of {@link FORBIDDEN_IN_TEXT}: a control character or an unpaired surrogate. */
export function hasForbiddenCharacters(text: string): boolean {
  return FORBIDDEN_IN_TEXT.test(text);
}

/** The form rule of every free-text field: 'Invalid format' for a control character or an unpaired surrogate. */
export function plainText(value: FieldValue): string | null {
  return typeof value === 'string' && hasForbiddenCharacters(value) ? messages.invalidFormat : null;
}
