import type { User } from '../../../src/identity/domain/user.js';

/** A resident who has consented and answered nothing else; override what a test is about. */
export function aUser(overrides: Partial<User> = {}): User {
  return {
    id: 'user-1',
    singpassUuid: 'uuid-1',
    name: null,
    dob: null,
    sex: null,
    maritalStatus: null,
    residentialStatus: null,
    email: null,
    workYearsRange: null,
    employmentStatusRange: null,
    emailVerificationStatus: 'UNVERIFIED',
    emailNotificationsStatus: false,
    analyticsEnabled: false,
    deferEmailVerification: false,
    hasStartedPlanning: false,
    dayOfTransfer: null,
    targetMonthlySavings: null,
    automaticTransferStatus: null,
    hasCompletedFeedbackForm: false,
    consentedToAppTNCAt: new Date('2026-01-01T00:00:00.000Z'),
    latestConsentedToAppNOCAt: new Date('2026-01-01T00:00:00.000Z'),
    registeredAt: new Date('2026-01-01T00:00:00.000Z'),
    lastLogin: null,
    loginCount: 1,
    accountStatus: null,
    accountStatusUpdatedAt: null,
    scheduledDeletionAt: null,
    apimMyinfoDataSelectionState: null,
    myinfoLatestPullConsentAt: null,
    apimLatestPullConsentAt: null,
    ...overrides,
  };
}

/** Every onboarding answer given (email step not passed). */
export const ANSWERED: Partial<User> = {
  name: 'TAN HENG HUAT',
  dob: '1998-06-06',
  sex: 'F',
  maritalStatus: 'M',
  residentialStatus: 'CITIZEN',
  employmentStatusRange: 'FULL_PART_TIME',
  workYearsRange: '3_TO_5',
};
