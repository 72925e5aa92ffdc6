import { ValidationFailed } from '../../shared-kernel/errors.js';
import { dateOfBirthProblem, parseDateOfBirth } from './date-of-birth.js';
import type { DataSelectionMode, EmploymentStatusRange, MaritalStatus, ResidentialStatus, Sex, WorkYearsRange } from './enums.js';
import { ConsentRequired } from './identity-errors.js';
import type { User } from './user.js';
import { singaporeDayOf } from '../../shared-kernel/dates.js';

/** What a resident asks to change (PATCH /user, already validated for shape at the edge). */
export interface ProfileUpdate {
  name?: string;
  /** 'YYYY-MM-DD' or that day at 00:00:00.000Z. */
  dob?: string;
  sex?: Sex;
  maritalStatus?: MaritalStatus;
  residentialStatus?: ResidentialStatus;
  email?: string;
  employmentStatusRange?: EmploymentStatusRange;
  workYearsRange?: WorkYearsRange;
  deferEmailVerification?: boolean;
  emailNotificationsStatus?: boolean;
  analyticsEnabled?: boolean;
  /** "I consent to the app terms now": the time recorded is the server's, never the client's. */
  consentToAppTerms?: true;
  /** "I consent to the notice of collection now" (server time, as above). */
  consentToNoticeOfCollection?: true;
  apimMyinfoDataSelectionState?: DataSelectionMode;
}

/** The profile columns a resident may change, directly or as a consequence (verification, consent times). */
export type ProfileChanges = Partial<
  Pick<
    User,
    | 'name' | 'dob' | 'sex' | 'maritalStatus' | 'residentialStatus' | 'email' | 'emailVerificationStatus'
    | 'employmentStatusRange' | 'workYearsRange' | 'deferEmailVerification' | 'emailNotificationsStatus'
    | 'analyticsEnabled'
    | 'consentedToAppTNCAt' | 'latestConsentedToAppNOCAt' | 'apimMyinfoDataSelectionState'
    | 'hasCompletedFeedbackForm'
  >
>;

/** The only fields accepted before the app terms are consented to (spec 1 §4 gating step 4). */
const CONSENT_KEYS: ReadonlySet<keyof ProfileUpdate> = new Set(['consentToAppTerms', 'consentToNoticeOfCollection']);

/** Fields copied as they are when they differ from the stored value. */
const PLAIN_KEYS = [
  'name', 'sex', 'maritalStatus', 'residentialStatus', 'employmentStatusRange', 'workYearsRange', 'deferEmailVerification',
  'emailNotificationsStatus', 'analyticsEnabled',
] as const;

/** True when the resident has not yet accepted the app terms: every gated call is refused until then. */
export function needsAppTermsConsent(user: Pick<User, 'consentedToAppTNCAt'>): boolean {
  return user.consentedToAppTNCAt === null;
}

/**
 * Applies a profile update to `user` at `now` and returns only the fields that change (nothing to write: `{}`).
 *
 * - Before consent to the app terms only the consent fields may be sent ({@link ConsentRequired}, 403).
 * - Consent is recorded at `now`: the terms' first acceptance is kept; the notice of collection keeps the latest.
 * - The email is trimmed (spec 1 §5); a different address (ignoring case) needs verifying again, so the status
 *   goes back to UNVERIFIED. A change of case only keeps the status.
 * - The date of birth becomes a calendar day; in the future or an age over 120 is a 400 on `dob`.
 * - Data selection 'manage connection' is stored as BANK_AND_MYINFO (spec 1 §4 "Account").
 * @throws ConsentRequired, ValidationFailed
 */
export function applyProfileUpdate(user: User, update: ProfileUpdate, now: Date): ProfileChanges {
  const sent = (Object.keys(update) as Array<keyof ProfileUpdate>).filter((key) => update[key] !== undefined);
  if (needsAppTermsConsent(user) && sent.some((key) => !CONSENT_KEYS.has(key))) throw new ConsentRequired();

  const changes: ProfileChanges = {};
  const set = <K extends keyof ProfileChanges>(key: K, value: NonNullable<ProfileChanges[K]>) => {
    if (user[key] !== value) changes[key] = value;
  };
  for (const key of PLAIN_KEYS) {
    const value = update[key];
    if (value !== undefined) set(key, value as never);
  }

  if (update.dob !== undefined) {
    const dob = parseDateOfBirth(update.dob);
    const problem = dob === null ? 'Invalid format' : dateOfBirthProblem(dob, singaporeDayOf(now));
    if (problem !== null) throw new ValidationFailed([{ field: 'dob', message: problem }]);
    set('dob', dob!);
  }

  if (update.email !== undefined) {
    const email = update.email.trim();
    set('email', email);
    if (user.email?.toLowerCase() !== email.toLowerCase()) set('emailVerificationStatus', 'UNVERIFIED');
  }

  if (update.apimMyinfoDataSelectionState !== undefined) {
    const mode = update.apimMyinfoDataSelectionState;
    set('apimMyinfoDataSelectionState', mode === 'MANAGE_CONNECTION' ? 'BANK_AND_MYINFO' : mode);
  }

  if (update.consentToAppTerms && user.consentedToAppTNCAt === null) changes.consentedToAppTNCAt = now;
  if (update.consentToNoticeOfCollection) changes.latestConsentedToAppNOCAt = now;
  return changes;
}
