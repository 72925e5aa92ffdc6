/**
 * The 'general information' answers (name, date of birth, sex, marital status, residential status) as a form holds
 * them: asked by onboarding step 1 and edited again from the profile. Pure, so both forms share one rule set.
 */
import type {
  MaritalStatus,
  ResidentialStatus,
  Sex,
  UpdateUserRequest,
  UserProfile,
} from '../../../src/identity/adapters/http/identity.contract.js';
import { dobForInput, validateChoice, validateDob, validateName } from './profile-rules';

export const GENERAL_INFORMATION_FIELDS = ['name', 'dob', 'sex', 'maritalStatus', 'residentialStatus'] as const;
export type GeneralInformationField = (typeof GENERAL_INFORMATION_FIELDS)[number];

/** '' means "not answered yet". */
export interface GeneralInformationValues {
  name: string;
  dob: string;
  sex: Sex | '';
  maritalStatus: MaritalStatus | '';
  residentialStatus: ResidentialStatus | '';
}

export function generalInformationFromUser(user: UserProfile): GeneralInformationValues {
  return {
    name: user.name ?? '',
    dob: dobForInput(user.dob),
    sex: user.sex ?? '',
    maritalStatus: user.maritalStatus ?? '',
    residentialStatus: user.residentialStatus ?? '',
  };
}

/** Each field's message (spec 1 §5 texts), or null when it passes. `today` is Singapore's 'YYYY-MM-DD'. */
export function generalInformationErrors(
  values: GeneralInformationValues,
  today: string,
): Record<GeneralInformationField, string | null> {
  return {
    name: validateName(values.name),
    dob: validateDob(values.dob, today),
    sex: validateChoice(values.sex),
    maritalStatus: validateChoice(values.maritalStatus),
    residentialStatus: validateChoice(values.residentialStatus),
  };
}

export function isGeneralInformationValid(values: GeneralInformationValues, today: string): boolean {
  return Object.values(generalInformationErrors(values, today)).every((message) => message === null);
}

/**
 * The PATCH /user body for valid answers. The date of birth goes as the calendar day ('YYYY-MM-DD'), which the
 * server reads as the start of that day in UTC (spec 1 §5).
 */
export function generalInformationPatch(values: GeneralInformationValues): UpdateUserRequest {
  return {
    name: values.name.trim(),
    dob: values.dob,
    sex: values.sex as Sex,
    maritalStatus: values.maritalStatus as MaritalStatus,
    residentialStatus: values.residentialStatus as ResidentialStatus,
  };
}
