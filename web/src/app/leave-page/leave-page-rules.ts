/**
 * When leaving a page must be confirmed (spec 1 §4 "Leaving a page"). Pure, so every rule is unit-tested; the
 * hook in use-leave-page-warning.tsx feeds it from the app history's blocker (navigation/blocking-history.ts).
 */
export interface LeaveAttempt {
  /** LEAVE_PAGE_WARNING from the runtime config. */
  enabled: boolean;
  /** The form on the page has changes that are not saved. */
  dirty: boolean;
  /** The page itself is moving on (after a save): nothing is lost. */
  allowed: boolean;
  /**
   * A sign-out is under way, or the session has already ended: its navigation to /logout or / must never wait
   * behind a question (the token is gone whatever the answer).
   */
  signingOut: boolean;
  currentPath: string;
  nextPath: string;
}

/** Whether to ask 'Leave this page?' before this in-app navigation. Staying on the same path never asks. */
export function shouldConfirmLeaving(attempt: LeaveAttempt): boolean {
  return (
    attempt.enabled && attempt.dirty && !attempt.allowed && !attempt.signingOut && attempt.currentPath !== attempt.nextPath
  );
}

/** Whether closing or reloading the tab should raise the browser's own prompt (`beforeunload`). */
export function shouldWarnBeforeUnload(attempt: Pick<LeaveAttempt, 'enabled' | 'dirty' | 'allowed'>): boolean {
  return attempt.enabled && attempt.dirty && !attempt.allowed;
}

/**
 * Whether a form's values differ from what it started with (or last saved): field by field, with strings compared
 * as typed (a space added is a change).
 */
export function hasUnsavedChanges<T extends object>(values: T, saved: T): boolean {
  const keys = new Set([...Object.keys(values), ...Object.keys(saved)]) as Set<keyof T>;
  for (const key of keys) if (!Object.is(values[key], saved[key])) return true;
  return false;
}

export const LEAVE_PAGE_TEXT = {
  // Spec 3 §8 "Confirmation dialogs" (spec 1 names the dialog without its words).
  title: 'Leave this page without saving changes?',
  body: 'The changes you made to this page will not be saved.',
  stay: 'Cancel',
  leave: 'Leave',
} as const;
