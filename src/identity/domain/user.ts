import type { DataSelectionState, EmailVerificationStatus, EmploymentStatusRange, WorkYearsRange } from './enums.js';
import { LocalDate } from '../../shared-kernel/local-date.js';

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
  workYearsRange: WorkYearsRange | null;
  employmentStatusRange: EmploymentStatusRange | null;
  emailVerificationStatus: EmailVerificationStatus;
  emailNotificationsStatus: boolean;
  /** Opted in to analytics (spec 1 §6 toggle); false until the resident turns it on. */
  analyticsEnabled: boolean;
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
  /** When `accountStatus` last changed (deactivation or reactivation); null if it never did. */
  accountStatusUpdatedAt: Date | null;
  /** While PENDING_DELETION: when the account's data is purged (fixed at deactivation); otherwise null. */
  scheduledDeletionAt: Date | null;
  apimMyinfoDataSelectionState: DataSelectionState | null;
  myinfoLatestPullConsentAt: Date | null;
  apimLatestPullConsentAt: Date | null;
  /**
   * What Myinfo gave for each basic field (at sign-in in the sandbox, or by a Myinfo import); absent or null: nothing.
   * A field is "from Myinfo" only while it still holds this value (docs/decisions.md "Imports ask before they add").
   */
  myinfoBasics?: Partial<PersonBasics> | null;
}

/** The basic fields a profile shows as retrieved from Myinfo: those still holding the value Myinfo gave. */
export function fieldsFromMyinfo(user: Pick<User, 'name' | 'dob' | 'sex' | 'maritalStatus' | 'residentialStatus' | 'myinfoBasics'>): (keyof PersonBasics)[] {
  const given = user.myinfoBasics;
  if (!given) return [];
  return (['name', 'dob', 'sex', 'maritalStatus', 'residentialStatus'] as const).filter((field) => {
    const value = given[field];
    return typeof value === 'string' && value !== '' && value === user[field];
  });
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
  return LocalDate.wholeYearsBetween(dob as LocalDate, today as LocalDate);
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

/**
 * The onboarding profile questions are answered (steps 1 and 3: name, date of birth, sex, marital and residential
 * status, employment status, years worked) and the email step is passed: verified, or verification deferred
 * (spec 1 §4 "Email verification": continuing is allowed once verified or deferred).
 */
export function isOnboardingComplete(
  user: Pick<User, 'name' | 'dob' | 'sex' | 'maritalStatus' | 'residentialStatus' | 'employmentStatusRange' | 'workYearsRange' | 'emailVerificationStatus' | 'deferEmailVerification'>,
): boolean {
  const answered = [user.name, user.dob, user.sex, user.maritalStatus, user.residentialStatus, user.employmentStatusRange, user.workYearsRange].every(
    (value) => value !== null && value !== '',
  );
  return answered && (user.emailVerificationStatus === 'VERIFIED' || user.deferEmailVerification);
}
