import BaseJoi from 'joi';
import type { CustomHelpers, ErrorReport, Extension, LanguageMessages, NumberSchema, Root, StringSchema } from 'joi';
import { LocalDate } from '../../../shared-kernel/local-date.js';
import { MAX_MONEY_INPUT_SGD_CENTS } from '../../../shared-kernel/money.js';
import { dec } from '../../../shared-kernel/decimal.js';
import {
  MAX_DAY_OF_TRANSFER,
  MIN_DAY_OF_TRANSFER,
  dayOfMonth,
  email,
  formatLimit,
  hasForbiddenCharacters,
  isDateOrTimestamp,
  messages,
  noSurroundingSpace,
} from '../../../shared-kernel/validation/index.js';

/**
 * joi error codes -> the spec 1 §5 texts, so a 400 from the API reads like the web form would.
 * `{#limit}` is joi's template variable for the rule's argument. Codes the spec does not cover fall back to our
 * texts in `messages` (documented in docs/decisions.md); wrong JSON types all read 'Invalid format'.
 */
export const specMessages: LanguageMessages = {
  'any.required': messages.required,
  'string.empty': messages.required,
  'string.base': messages.invalidFormat,
  'string.plainText': messages.invalidFormat,
  'string.email': messages.emailFormat,
  'string.pattern.base': messages.invalidFormat,
  'string.isoDate': messages.invalidFormat,
  'string.guid': messages.invalidFormat,
  'string.max': messages.maxLength('{#limit}'),
  'string.min': messages.minLength('{#limit}'),
  'number.base': messages.numericText,
  'number.infinity': messages.numericText,
  'number.unsafe': messages.numericText,
  'number.integer': messages.wholeNumber,
  'number.precision': messages.maxDecimals('{#limit}'),
  'number.max': messages.maxInclusive('{#limit}'),
  'number.less': messages.maxExclusive('{#limit}'),
  'number.min': messages.minInclusive('{#limit}'),
  'number.greater': messages.minExclusive('{#limit}'),
  'number.positive': messages.minExclusive('0'),
  'number.negative': messages.maxExclusive('0'),
  'any.only': messages.invalidFormat,
  'boolean.base': messages.invalidFormat,
  'date.base': messages.invalidFormat,
  'date.format': messages.invalidFormat,
  'array.base': messages.invalidFormat,
  'object.base': messages.invalidFormat,
};

/** A joi number for integer cents with dollar-worded limits. */
export interface CentsSchema extends NumberSchema<number> {
  /** at most `limit` cents; the message shows dollars: maxCents(99999999) -> 'Must be less than or equal to 999,999.99' */
  maxCents(limit: number): this;
  /** at least `limit` cents, worded in dollars as {@link maxCents} */
  minCents(limit: number): this;
}

/** Our Joi: the standard types with {@link specMessages}, plus the custom types below. */
export interface SpecJoi extends Root {
  /** integer cents, 0 to 30,000,000,000,000 (spec 1 §9: 300,000,000,000 SGD); JSON numbers only */
  cents(): CentsSchema;
  /** spec 1 §5 day of transfer 1 to 28; every failure reads 'Choose a day from 1 to 28' */
  dayOfTransfer(): NumberSchema<number>;
  /** text without leading or trailing whitespace (spec 1 §5), non-empty unless `.allow('')` */
  trimmedText(): StringSchema<string>;
  /** a calendar date 'YYYY-MM-DD' that exists, 1900-01-01 to 2200-12-31 (shared-kernel `isCalendarDate`); else 'Invalid format' */
  localDate(): StringSchema<string>;
  /** such a date, or an RFC 3339 timestamp on one (shared-kernel `isDateOrTimestamp`); else 'Invalid format' */
  dateOrTimestamp(): StringSchema<string>;
  /** an email address by the same rule as the web form (shared-kernel `email`); else 'Invalid format' */
  emailAddress(): StringSchema<string>;
}

/** The dollar wording of a cents limit: 30000000000000 -> '300,000,000,000'; 12345 -> '123.45'. */
const dollarsOf = (cents: number): string => formatLimit(dec(cents).div(100n));

const centsType = (joi: Root): Extension => ({
  type: 'cents',
  base: joi.number().integer().min(0).messages({ 'number.min': messages.minInclusive('0') }),
  messages: {
    'cents.max': messages.maxInclusive('{#display}'),
    'cents.min': messages.minInclusive('{#display}'),
  },
  validate(value: number, helpers: CustomHelpers) {
    return value > MAX_MONEY_INPUT_SGD_CENTS
      ? { value, errors: [helpers.error('cents.max', { limit: MAX_MONEY_INPUT_SGD_CENTS, display: dollarsOf(MAX_MONEY_INPUT_SGD_CENTS) })] }
      : { value };
  },
  rules: {
    maxCents: {
      method(limit: number) {
        return this.$_addRule({ name: 'maxCents', args: { limit } });
      },
      args: [{ name: 'limit', assert: (v: unknown) => Number.isSafeInteger(v), message: 'must be an integer' }],
      validate(value: number, helpers: CustomHelpers, { limit }: { limit: number }): number | ErrorReport {
        return value <= limit ? value : helpers.error('cents.max', { limit, display: dollarsOf(limit) });
      },
    },
    minCents: {
      method(limit: number) {
        return this.$_addRule({ name: 'minCents', args: { limit } });
      },
      args: [{ name: 'limit', assert: (v: unknown) => Number.isSafeInteger(v), message: 'must be an integer' }],
      validate(value: number, helpers: CustomHelpers, { limit }: { limit: number }): number | ErrorReport {
        return value >= limit ? value : helpers.error('cents.min', { limit, display: dollarsOf(limit) });
      },
    },
  },
});

/** Every way a day of transfer can be wrong reads the one spec text. */
const dayMessage = messages.dayOfMonth;

const dayOfTransferType = (joi: Root): Extension => ({
  type: 'dayOfTransfer',
  base: joi
    .number()
    .integer()
    .min(MIN_DAY_OF_TRANSFER)
    .max(MAX_DAY_OF_TRANSFER)
    .messages({ 'number.base': dayMessage, 'number.integer': dayMessage, 'number.min': dayMessage, 'number.max': dayMessage }),
  messages: { 'dayOfTransfer.range': dayMessage },
  validate(value: number, helpers: CustomHelpers) {
    // the same rule as the web's field; the base checks above already agree with it
    return dayOfMonth(value) === null ? { value } : { value, errors: [helpers.error('dayOfTransfer.range')] };
  },
});

/** A string type that defers to a shared-kernel rule, reporting `code` with that rule's message. */
const ruleBackedString =
  (type: string, rule: (value: string) => string | null, extra: (schema: StringSchema) => StringSchema = (s) => s) =>
  (joi: Root): Extension => ({
    type,
    base: extra(joi.string()),
    messages: { [`${type}.rule`]: '{#message}' },
    validate(value: string, helpers: CustomHelpers) {
      const message = rule(value);
      return message === null ? { value } : { value, errors: [helpers.error(`${type}.rule`, { message })] };
    },
  });

const trimmedTextType = ruleBackedString('trimmedText', noSurroundingSpace);
const localDateType = ruleBackedString('localDate', (value) => (LocalDate.isValid(value) ? null : messages.invalidFormat));
const dateOrTimestampType = ruleBackedString('dateOrTimestamp', (value) => (isDateOrTimestamp(value) ? null : messages.invalidFormat));
const emailAddressType = ruleBackedString('emailAddress', email);

/**
 * The one text rule (shared-kernel `hasForbiddenCharacters`, docs/decisions.md "One text rule") on a string
 * schema: control characters other than tab and newline, and unpaired surrogates, read 'Invalid format'.
 */
const plainTextRule = (value: string, helpers: CustomHelpers): string | ErrorReport =>
  hasForbiddenCharacters(value) ? helpers.error('string.plainText') : value;

/**
 * The Joi instance for route schemas. Standard types carry {@link specMessages} as schema-local messages
 * (so they win over joi's English defaults wherever the schema is used), and every string schema the text rule,
 * first of its rules, so no route can forget it (the custom string types below are built on these strings and
 * carry it too); custom types are added after, so their own texts (e.g. dayOfTransfer's) are not overwritten.
 */
export const Joi: SpecJoi = BaseJoi.defaults((schema) => {
  const withMessages = schema.messages(specMessages);
  return withMessages.type === 'string' ? (withMessages as StringSchema).custom(plainTextRule, 'plain text') : withMessages;
}).extend(
  centsType,
  dayOfTransferType,
  trimmedTextType,
  localDateType,
  dateOrTimestampType,
  emailAddressType,
) as SpecJoi;
