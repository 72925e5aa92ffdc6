/**
 * How the profile page shows the resident's answers (spec 1 §2 "/profile", §3 enumerations, §9 'DD MMM YYYY').
 * Pure, with the option labels the onboarding questions use, so a value reads the same wherever it appears.
 */
import type { EmailVerificationStatus, UserProfile } from '../../../src/identity/adapters/http/identity.contract.js';
import { formatDisplayDate } from '../../../src/shared-kernel/dates.js';
import {
  EMPLOYMENT_OPTIONS,
  MARITAL_OPTIONS,
  RESIDENTIAL_OPTIONS,
  SEX_OPTIONS,
  WORK_YEARS_OPTIONS,
  dobForInput,
} from '../onboarding/profile-rules';
import type { ChoiceOption } from '../shared/ui/fields';

/** What an unanswered question shows. */
export const NOT_PROVIDED = 'Not provided';

export function optionLabel<V extends string>(options: ReadonlyArray<ChoiceOption<V>>, value: V | null): string {
  return options.find((option) => option.value === value)?.label ?? NOT_PROVIDED;
}

/** The date of birth as 'DD MMM YYYY' ('06 Jun 1998'), whatever form the server sent the day in. */
export function formatDob(dob: string | null): string {
  const day = dobForInput(dob);
  if (!day) return NOT_PROVIDED;
  try {
    return formatDisplayDate(day);
  } catch {
    return NOT_PROVIDED;
  }
}

export interface ProfileRow {
  label: string;
  value: string;
}

export function generalInformationRows(user: UserProfile): ProfileRow[] {
  return [
    { label: 'Full name', value: user.name?.trim() || NOT_PROVIDED },
    { label: 'Date of birth', value: formatDob(user.dob) },
    { label: 'Sex', value: optionLabel(SEX_OPTIONS, user.sex) },
    { label: 'Marital status', value: optionLabel(MARITAL_OPTIONS, user.maritalStatus) },
    { label: 'Residential status', value: optionLabel(RESIDENTIAL_OPTIONS, user.residentialStatus) },
  ];
}

export function employmentRows(user: UserProfile): ProfileRow[] {
  return [
    { label: 'Employment status', value: optionLabel(EMPLOYMENT_OPTIONS, user.employmentStatusRange) },
    { label: 'Years worked', value: optionLabel(WORK_YEARS_OPTIONS, user.workYearsRange) },
  ];
}

export type BadgeTone = 'success' | 'pending' | 'warning';

/** The verification badge next to the address: a word and an icon as well as a colour (UI guide). */
export function verificationBadge(status: EmailVerificationStatus): { label: string; tone: BadgeTone } {
  switch (status) {
    case 'VERIFIED':
      return { label: 'Verified', tone: 'success' };
    case 'PENDING_VERIFICATION':
      return { label: 'Pending verification', tone: 'pending' };
    default:
      return { label: 'Not verified', tone: 'warning' };
  }
}

/**
 * The 'Incomplete profile' prompt (spec 1 §4: it shows until the email is verified) and the action it offers:
 * add an address, verify it (a link is emailed), or resend the link already on its way.
 */
export type EmailPrompt =
  | { kind: 'none' }
  | { kind: 'add-email'; text: string }
  | { kind: 'verify'; text: string; action: 'Verify email' | 'Resend verification email' };

export function emailPrompt(user: Pick<UserProfile, 'email' | 'emailVerificationStatus'>): EmailPrompt {
  if (!user.email) {
    return { kind: 'add-email', text: 'Add your email address so we can send you important updates about your account.' };
  }
  if (user.emailVerificationStatus === 'VERIFIED') return { kind: 'none' };
  if (user.emailVerificationStatus === 'PENDING_VERIFICATION') {
    return {
      kind: 'verify',
      text: 'We have sent a verification link to your email address. Open it to verify your address, or ask for a new one.',
      action: 'Resend verification email',
    };
  }
  return { kind: 'verify', text: 'Verify your email address so we can be sure our updates reach you.', action: 'Verify email' };
}

/** The newsletter preference in words. */
export function newsletterText(subscribed: boolean): string {
  return subscribed ? 'Subscribed' : 'Not subscribed';
}

