/**
 * Small facts kept for this browser tab only (session storage, cleared on sign-out by the identity store):
 * - how far the resident got through onboarding in this visit (step 1 answers look like Myinfo's until the
 *   resident gets further, so the profile alone cannot tell that step 1 was confirmed);
 * - that they arrived through the notice-of-collection intercept, which hides the floating 'Return to
 *   onboarding' button (spec 1 §2 exception).
 * Storage can be unavailable (some private modes): then nothing is remembered and nothing breaks.
 */
const REACHED_KEY = 'mmp.onboarding.reachedStep';
const FROM_NOTICE_KEY = 'mmp.arrivedFromNoticeOfCollection';

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

function read(key: string): string | null {
  try {
    return storage()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function write(key: string, value: string): void {
  try {
    storage()?.setItem(key, value);
  } catch {
    // storage full or disabled: only a convenience is lost
  }
}

export function reachedOnboardingStep(): number {
  const value = Number(read(REACHED_KEY));
  return Number.isInteger(value) && value > 0 ? value : 0;
}

export function rememberOnboardingStep(step: number): void {
  if (step > reachedOnboardingStep()) write(REACHED_KEY, String(step));
}

export function arrivedFromNoticeOfCollection(): boolean {
  return read(FROM_NOTICE_KEY) === '1';
}

export function rememberArrivalFromNoticeOfCollection(): void {
  write(FROM_NOTICE_KEY, '1');
}
