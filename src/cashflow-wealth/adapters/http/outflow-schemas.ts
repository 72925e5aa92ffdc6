import type { ObjectSchema } from 'joi';
import { Joi } from '../../../platform/http/validation/joi-spec.js';
import { messages } from '../../../shared-kernel/validation/messages.js';

export const UNKNOWN_FIELD = 'Unknown field: send only the fields this call accepts';
export const NOTHING_TO_CHANGE = 'Send at least one field to change';

/**
 * A PATCH body (or PATCH item): at least `minKeys` keys, and unknown keys rejected rather than dropped, so a
 * misspelt field is a 400 instead of a silent no-op.
 */
export const changesOnly = <T>(schema: ObjectSchema<T>, minKeys = 1, nothingMessage = NOTHING_TO_CHANGE): ObjectSchema<T> =>
  schema
    .min(minKeys)
    .prefs({ allowUnknown: false, stripUnknown: false })
    .messages({ 'object.unknown': UNKNOWN_FIELD, 'object.min': nothingMessage });

/**
 * Integer cents > 0 of any currency: the cap depends on the currency's stored rate, which the domain checks.
 * A negative amount reads 'Must be more than 0' too.
 */
export const positiveCentsAnyCurrency = () =>
  Joi.number().integer().greater(0).messages({ 'number.greater': messages.minExclusive('0') });

/** Integer cents >= 0 of any currency (cap checked by the domain, as above). */
export const centsAnyCurrency = () => Joi.number().integer().min(0);

/** A currency code; whether it has a stored rate is the domain's check. */
export const currencyCode = () => Joi.string().pattern(/^[A-Z]{3}$/);
