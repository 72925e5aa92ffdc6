/** Spec 1 §3 enumerations, sent over the wire as these keys. */
export const EMAIL_VERIFICATION_STATUSES = ['UNVERIFIED', 'PENDING_VERIFICATION', 'VERIFIED'] as const;
export type EmailVerificationStatus = (typeof EMAIL_VERIFICATION_STATUSES)[number];

export const EMPLOYMENT_STATUSES = ['FULL_PART_TIME', 'SELF_FREELANCE', 'UNEMPLOYED', 'NOT_WORKING'] as const;
export const WORK_YEARS_RANGES = ['UNDER_3', '3_TO_5', 'ABOVE_5', 'NEVER'] as const;
export const SEXES = ['F', 'M'] as const;
export const MARITAL_STATUSES = ['S', 'M', 'W', 'D'] as const;
export const RESIDENTIAL_STATUSES = ['CITIZEN', 'PR', 'FOREIGNER'] as const;
