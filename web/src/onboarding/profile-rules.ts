/**
 * The profile questions' rules, in the spec's words where it has them (spec 1 §5 'Please enter a value',
 * 'Invalid format', 'Cannot have space as first and last character') and the server's otherwise (name length,
 * date of birth), so the form and PATCH /user refuse the same things with the same text.
 */
import type {
  EmploymentStatusRange,
  MaritalStatus,
  ResidentialStatus,
  Sex,
  WorkYearsRange,
} from '../../../src/identity/adapters/http/identity.contract.js';
import { LocalDate } from '../../../src/shared-kernel/local-date.js';
import { isCalendarDate } from '../../../src/shared-kernel/validation/date-rules.js';
import { messages } from '../../../src/shared-kernel/validation/messages.js';
import { email as emailRule, noSurroundingSpace, required } from '../../../src/shared-kernel/validation/text-rules.js';
import type { ChoiceOption } from '../shared/ui/fields';

/** The server's limit for a name (UpdateUserRequest.name). */
export const NAME_MAX_LENGTH = 66;
export const MAX_AGE = 120;

/** The server's texts for dates of birth (from the kernel, as the identity domain uses them); the spec names no rule. */
export const DOB_MESSAGES = {
  future: messages.dobInFuture,
  tooOld: messages.dobTooOld(String(MAX_AGE)),
} as const;


export function validateName(value: string): string | null {
  return required(value) ?? noSurroundingSpace(value) ?? (value.length > NAME_MAX_LENGTH ? messages.maxLength(String(NAME_MAX_LENGTH)) : null);
}

/** 'YYYY-MM-DD' today in Singapore: the date of birth's upper bound. */
export { singaporeToday } from '../shared/format/date-time';

/** A date of birth as the date input gives it ('YYYY-MM-DD'; '' when empty or incomplete); the kernel's one date rule. */
export function validateDob(value: string, today: string): string | null {
  if (required(value)) return messages.required;
  if (!isCalendarDate(value)) return messages.invalidFormat;
  if (value > today) return DOB_MESSAGES.future;
  return LocalDate.wholeYearsBetween(value as LocalDate, today as LocalDate) > MAX_AGE ? DOB_MESSAGES.tooOld : null;
}

/** The email as typed: required here (the email step asks for it), checked trimmed (spec 1 §5). */
export function validateEmail(value: string): string | null {
  return required(value) ?? emailRule(value);
}

export function validateChoice(value: string): string | null {
  return value === '' ? messages.required : null;
}

/** The profile's date of birth for the date input: the calendar day, whatever form the server sent. */
export function dobForInput(dob: string | null): string {
  return dob && /^\d{4}-\d{2}-\d{2}/.test(dob) ? dob.slice(0, 10) : '';
}

export const SEX_OPTIONS: ReadonlyArray<ChoiceOption<Sex>> = [
  { value: 'F', label: 'Female' },
  { value: 'M', label: 'Male' },
];

export const MARITAL_OPTIONS: ReadonlyArray<ChoiceOption<MaritalStatus>> = [
  { value: 'S', label: 'Single' },
  { value: 'M', label: 'Married' },
  { value: 'W', label: 'Widowed' },
  { value: 'D', label: 'Divorced' },
];

export const RESIDENTIAL_OPTIONS: ReadonlyArray<ChoiceOption<ResidentialStatus>> = [
  { value: 'CITIZEN', label: 'Singapore Citizen' },
  { value: 'PR', label: 'Permanent Resident' },
  { value: 'FOREIGNER', label: 'Foreigner' },
];

export const EMPLOYMENT_OPTIONS: ReadonlyArray<ChoiceOption<EmploymentStatusRange>> = [
  { value: 'FULL_PART_TIME', label: 'Full-time or part-time employed' },
  { value: 'SELF_FREELANCE', label: 'Self-employed or freelance' },
  { value: 'UNEMPLOYED', label: 'Unemployed' },
  { value: 'NOT_WORKING', label: 'Not working', description: 'For example a student, retiree or homemaker' },
];

export const WORK_YEARS_OPTIONS: ReadonlyArray<ChoiceOption<WorkYearsRange>> = [
  { value: 'UNDER_3', label: 'Less than 3 years' },
  { value: '3_TO_5', label: '3 to 5 years' },
  { value: 'ABOVE_5', label: 'More than 5 years' },
  { value: 'NEVER', label: 'Never worked' },
];
