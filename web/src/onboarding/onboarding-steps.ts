/**
 * The onboarding profile questions (spec 1 §2: /onboarding/info/step-1 to step-3) and how far a resident is, as
 * pure functions of the profile. The server decides `onboardingComplete`; these rules say which step is missing,
 * using the same definition (steps 1 and 3 answered, the email step passed: verified or deferred).
 */
import type { UserProfile } from '../../../src/identity/adapters/http/identity.contract.js';
import type { ModuleProgress, ModuleStepDefinition } from '../shared/ui/module-layout/module-steps';

export const ONBOARDING_BASE = '/onboarding';
export const ONBOARDING_COMPLETED_PATH = '/onboarding/completed';
export const ONBOARDING_INCOMPLETE_PATH = '/onboarding/incomplete';

export const ONBOARDING_STEPS: readonly ModuleStepDefinition[] = [
  { label: 'About you', subPath: 'info/step-1' },
  { label: 'Your email', subPath: 'info/step-2' },
  { label: 'Your work', subPath: 'info/step-3' },
];

export type OnboardingFacts = Pick<
  UserProfile,
  | 'name'
  | 'dob'
  | 'sex'
  | 'maritalStatus'
  | 'residentialStatus'
  | 'email'
  | 'emailVerificationStatus'
  | 'deferEmailVerification'
  | 'employmentStatusRange'
  | 'workYearsRange'
  | 'onboardingComplete'
>;

export interface MissingItem {
  /** 0-based step index. */
  step: number;
  label: string;
}

const filled = (value: string | null): boolean => value !== null && value.trim() !== '';

export function onboardingStepPath(index: number): string {
  const step = ONBOARDING_STEPS[Math.min(Math.max(index, 0), ONBOARDING_STEPS.length - 1)]!;
  return `${ONBOARDING_BASE}/${step.subPath}`;
}

/** What is still unanswered, in the order the steps ask for it. */
export function missingItems(user: OnboardingFacts): MissingItem[] {
  const items: MissingItem[] = [];
  if (!filled(user.name)) items.push({ step: 0, label: 'Name' });
  if (!filled(user.dob)) items.push({ step: 0, label: 'Date of birth' });
  if (user.sex === null) items.push({ step: 0, label: 'Sex' });
  if (user.maritalStatus === null) items.push({ step: 0, label: 'Marital status' });
  if (user.residentialStatus === null) items.push({ step: 0, label: 'Residential status' });
  if (user.emailVerificationStatus !== 'VERIFIED' && !user.deferEmailVerification) {
    items.push({ step: 1, label: filled(user.email) ? 'Confirmation of your email address' : 'Email address' });
  }
  if (user.employmentStatusRange === null) items.push({ step: 2, label: 'Employment status' });
  if (user.workYearsRange === null) items.push({ step: 2, label: 'Years worked' });
  return items;
}

/** Index of the first step with something missing, or null when every step is answered. */
export function firstMissingStep(user: OnboardingFacts): number | null {
  return missingItems(user)[0]?.step ?? null;
}

/**
 * Whether the resident has answered anything Singpass/Myinfo does not fill in (email step, work step). Until
 * then the basics on step 1 came from Myinfo and have not been confirmed, so onboarding starts at step 1.
 */
export function hasStartedOnboarding(user: OnboardingFacts): boolean {
  return filled(user.email) || user.deferEmailVerification || user.employmentStatusRange !== null || user.workYearsRange !== null;
}

/**
 * Progress for the step panel (spec 1 §4 "Module progress" rules): complete once the server says so; otherwise
 * the current step is the furthest of the first missing step (once started) and the step reached in this visit.
 */
export function onboardingProgress(user: OnboardingFacts, reachedInSession: number): ModuleProgress {
  if (user.onboardingComplete) return { complete: true, currentStep: null };
  const last = ONBOARDING_STEPS.length - 1;
  const fromProfile = hasStartedOnboarding(user) ? (firstMissingStep(user) ?? last) : 0;
  return { complete: false, currentStep: Math.min(Math.max(fromProfile, reachedInSession), last) };
}

/** Where "resume" takes the resident: the current step, or the completed page when there is nothing left. */
export function resumePath(user: OnboardingFacts, reachedInSession: number): string {
  const progress = onboardingProgress(user, reachedInSession);
  if (progress.complete) return ONBOARDING_COMPLETED_PATH;
  return onboardingStepPath(progress.currentStep ?? 0);
}

/** Where to go after the last step: completed, or the page that lists what is still missing. */
export function afterLastStepPath(user: OnboardingFacts): string {
  return user.onboardingComplete ? ONBOARDING_COMPLETED_PATH : ONBOARDING_INCOMPLETE_PATH;
}
