import type { EmailVerificationStatus } from './enums.js';

/** A resident's account as the identity context sees it. Dates are Date objects; money is integer cents. */
export interface User {
  id: string;
  singpassUuid: string;
  name: string | null;
  dob: string | null;
  sex: 'F' | 'M' | null;
  maritalStatus: 'S' | 'M' | 'W' | 'D' | null;
  residentialStatus: 'CITIZEN' | 'PR' | 'FOREIGNER' | null;
  email: string | null;
  workYearsRange: string | null;
  employmentStatusRange: string | null;
  emailVerificationStatus: EmailVerificationStatus;
  emailNotificationsStatus: boolean;
  deferEmailVerification: boolean;
  hasStartedPlanning: boolean;
  dayOfTransfer: number | null;
  targetMonthlySavings: number | null;
  automaticTransferStatus: boolean | null;
  hasCompletedFeedbackForm: boolean;
  consentedToAppTNCAt: Date | null;
  latestConsentedToAppNOCAt: Date | null;
  registeredAt: Date;
  lastLogin: Date | null;
  loginCount: number;
  accountStatus: 'PENDING_DELETION' | 'DELETED' | null;
  apimMyinfoDataSelectionState: string | null;
  myinfoLatestPullConsentAt: Date | null;
  apimLatestPullConsentAt: Date | null;
}

/** Basic profile facts the national identity sandbox (or Myinfo) can offer at first sign-in. */
export interface PersonBasics {
  name: string | null;
  dob: string | null;
  sex: 'F' | 'M' | null;
  maritalStatus: 'S' | 'M' | 'W' | 'D' | null;
  residentialStatus: 'CITIZEN' | 'PR' | 'FOREIGNER' | null;
}

/** Age in whole years on `today` (both 'YYYY-MM-DD'), or null without a date of birth. */
export function ageOn(dob: string | null, today: string): number | null {
  if (!dob) return null;
  const [by, bm, bd] = dob.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = today.split('-').map(Number) as [number, number, number];
  let age = ty - by;
  if (tm < bm || (tm === bm && td < bd)) age -= 1;
  return age;
}

/** Spec 1 §3 age bands: under 18, 18-29, 30-49, above 49. */
export function ageRange(age: number | null): string | null {
  if (age === null) return null;
  if (age < 18) return 'BELOW_18';
  if (age <= 29) return '18_TO_29';
  if (age <= 49) return '30_TO_49';
  return 'ABOVE_49';
}

/** A user has been here before when this is not their first sign-in. */
export function isReturnUser(user: Pick<User, 'loginCount'>): boolean {
  return user.loginCount > 1;
}
