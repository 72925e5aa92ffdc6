/** Spec 1 §3 enumerations, sent over the wire as these keys. */
export const EMAIL_VERIFICATION_STATUSES = ['UNVERIFIED', 'PENDING_VERIFICATION', 'VERIFIED'] as const;
export type EmailVerificationStatus = (typeof EMAIL_VERIFICATION_STATUSES)[number];

export const EMPLOYMENT_STATUSES = ['FULL_PART_TIME', 'SELF_FREELANCE', 'UNEMPLOYED', 'NOT_WORKING'] as const;
export type EmploymentStatusRange = (typeof EMPLOYMENT_STATUSES)[number];
export const WORK_YEARS_RANGES = ['UNDER_3', '3_TO_5', 'ABOVE_5', 'NEVER'] as const;
export type WorkYearsRange = (typeof WORK_YEARS_RANGES)[number];
export const SEXES = ['F', 'M'] as const;
export type Sex = (typeof SEXES)[number];
export const MARITAL_STATUSES = ['S', 'M', 'W', 'D'] as const;
export type MaritalStatus = (typeof MARITAL_STATUSES)[number];
export const RESIDENTIAL_STATUSES = ['CITIZEN', 'PR', 'FOREIGNER'] as const;
export type ResidentialStatus = (typeof RESIDENTIAL_STATUSES)[number];

/** Spec 1 §3 data-selection modes as stored: Myinfo only, or bank data plus Myinfo. */
export const DATA_SELECTION_STATES = ['MYINFO_ONLY', 'BANK_AND_MYINFO'] as const;
export type DataSelectionState = (typeof DATA_SELECTION_STATES)[number];
/** What a resident may choose: the stored modes plus 'manage connection', saved as BANK_AND_MYINFO (spec 1 §4 "Account"). */
export const DATA_SELECTION_MODES = [...DATA_SELECTION_STATES, 'MANAGE_CONNECTION'] as const;
export type DataSelectionMode = (typeof DATA_SELECTION_MODES)[number];
