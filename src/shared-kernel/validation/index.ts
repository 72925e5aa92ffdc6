/**
 * The shared form rules of spec 1 §5 as pure functions (message or null). Used by the web's form fields,
 * by the joi types at the HTTP edge (src/platform/http/validation/joi-spec.ts) and by domain code.
 */
export { messages, type Messages } from './messages.js';
export { composeValidators } from './compose.js';
export { required, email, numericText, noSurroundingSpace, plainText, hasForbiddenCharacters, EMAIL_MAX_LENGTH } from './text-rules.js';
export { calendarDate, isCalendarDate, isDateOrTimestamp, EARLIEST_DATE, LATEST_DATE } from './date-rules.js';
export {
  maxValue,
  minValue,
  dayOfMonth,
  notOverAvailableFunds,
  cashAndCpfWithinInstalment,
  ordered,
  MIN_DAY_OF_TRANSFER,
  MAX_DAY_OF_TRANSFER,
  type BoundOptions,
  type InstalmentSplit,
  type OrderingOptions,
} from './number-rules.js';
export { isEmpty, formatLimit, type FieldValue, type Validator } from './values.js';
