/**
 * Every user-facing validation text, in one place, so the web's form fields, the domain and the joi schemas
 * at the HTTP edge say exactly the same thing. Texts marked "spec 1 §5" are verbatim from the spec; the
 * others were chosen by us where the spec names a rule but not its text (see docs/decisions.md).
 *
 * Parameterised texts are functions of an already-formatted string, so joi can reuse them with its own
 * template variables, e.g. `messages.maxInclusive('{#limit}')`.
 */
export const messages = {
  /** spec 1 §5 Required */
  required: 'Please enter a value',
  /** spec 1 §5's Email format text, kept for any malformed value a form never sends (enums, wrong JSON types) */
  invalidFormat: 'Invalid format',
  /** An email that is not one: what to type instead of spec 1 §5's 'Invalid format' (docs/decisions.md "Messages that say what to do") */
  emailFormat: 'Enter an email like name@example.com',
  /** spec 1 §5 Numeric text */
  numericText: 'Must be only numbers with commas or periods',
  /** spec 1 §5 Day of month 1 to 28 */
  dayOfMonth: 'Choose a day from 1 to 28',
  /** spec 1 §5 Amount over available funds */
  overAvailableFunds: 'Cannot exceed available funds',
  /** spec 1 §5 Cash plus CPF instalment over the monthly instalment */
  cashCpfOverInstalment: 'Sum of cash and CPF cannot exceed total monthly instalment',
  /** spec 1 §5 Leading or trailing whitespace */
  surroundingSpace: 'Cannot have space as first and last character',
  /** spec 1 §5 Maximum number, inclusive (the default) */
  maxInclusive: (n: string): string => `Must be less than or equal to ${n}`,
  /** spec 1 §5 Maximum number, exclusive */
  maxExclusive: (n: string): string => `Must be less than ${n}`,
  /** spec 1 §5 Minimum number, inclusive */
  minInclusive: (n: string): string => `Must be more than or equal to ${n}`,
  /** spec 1 §5 Minimum number, exclusive */
  minExclusive: (n: string): string => `Must be more than ${n}`,
  /** spec 1 §5 Ordering of two values, inclusive */
  orderInclusive: (name: string): string => `Value must be less or equal to ${name}`,
  /** spec 1 §5 Ordering of two values, exclusive */
  orderExclusive: (name: string): string => `Value must be less than ${name}`,
  /** ours: money input with more than 2 decimals (spec 1 §5 names the rule, not the text) */
  maxDecimals: (places: string): string => `Must have at most ${places} decimal places`,
  /** ours: an integer was required (e.g. cents at the API edge) */
  wholeNumber: 'Must be a whole number',
  /** ours: text longer than allowed */
  maxLength: (n: string): string => `Must be at most ${n} characters`,
  /** ours: text shorter than allowed */
  minLength: (n: string): string => `Must be at least ${n} characters`,
  /** ours: a date that must not have passed (a new or moved target, the emergency fund's date, a reminder) */
  dateInPast: 'Choose today or a later date',
  /** ours: a date of birth after today */
  dobInFuture: 'Date of birth cannot be in the future',
  /** ours: a date of birth more than MAX_AGE years ago (a typing mistake) */
  dobTooOld: (maxAge: string): string => `Age cannot be more than ${maxAge}`,
} as const;

export type Messages = typeof messages;
