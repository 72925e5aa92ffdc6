import type { CustomHelpers } from 'joi';
import type { Clock } from '../../../shared-kernel/clock.js';
import { messages } from '../../../shared-kernel/validation/index.js';
import { Joi } from '../../../platform/http/validation/joi-spec.js';
import { dateOfBirthProblem, parseDateOfBirth } from '../../domain/date-of-birth.js';
import { DATA_SELECTION_MODES, EMPLOYMENT_STATUSES, MARITAL_STATUSES, RESIDENTIAL_STATUSES, SEXES, WORK_YEARS_RANGES } from '../../domain/enums.js';
import type { UpdateUserRequest } from './identity.contract.js';
import { singaporeDayOf } from '../../../shared-kernel/dates.js';

/** Longest name accepted (Myinfo's name field allows 66 characters). */
export const NAME_MAX_LENGTH = 66;

/**
 * PATCH /user body (spec 1 §7). Shapes and the spec 1 §5 texts here; the domain (applyProfileUpdate) decides the
 * rest. The date of birth is checked against today here as well, so one 400 lists every failing field.
 */
export function updateUserSchema(clock: Clock) {
  const dateOfBirth = (value: string, helpers: CustomHelpers) => {
    const dob = parseDateOfBirth(value);
    const problem = dob === null ? messages.invalidFormat : dateOfBirthProblem(dob, singaporeDayOf(clock.now()));
    return problem === null ? value : helpers.message({ custom: problem });
  };
  return Joi.object<UpdateUserRequest>({
    name: Joi.trimmedText().min(1).max(NAME_MAX_LENGTH),
    dob: Joi.string().custom(dateOfBirth),
    sex: Joi.string().valid(...SEXES),
    maritalStatus: Joi.string().valid(...MARITAL_STATUSES),
    residentialStatus: Joi.string().valid(...RESIDENTIAL_STATUSES),
    // The shared rule trims first and caps at 254 characters; the domain stores the trimmed address.
    email: Joi.emailAddress(),
    employmentStatusRange: Joi.string().valid(...EMPLOYMENT_STATUSES),
    workYearsRange: Joi.string().valid(...WORK_YEARS_RANGES),
    deferEmailVerification: Joi.boolean(),
    emailNotificationsStatus: Joi.boolean(),
    analyticsEnabled: Joi.boolean(),
    // Presence means "I consent now"; the value only has to be a timestamp, it is never stored.
    consentedToAppTNCAt: Joi.dateOrTimestamp(),
    latestConsentedToAppNOCAt: Joi.dateOrTimestamp(),
    apimMyinfoDataSelectionState: Joi.string().valid(...DATA_SELECTION_MODES),
  });
}
