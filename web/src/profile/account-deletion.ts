/**
 * Rules of deleting an account from the web (spec 1 §2 delete-consequences, delete-confirmation,
 * /delete-completed, /deactivated; §4 "Account"). Pure: the pages and their tests read them.
 */
// The Intl twin, not the kernel's luxon one: the profile store (and so the first page) carries this module.
import { formatDisplayDate } from '../shared/format/date-time';

export const DELETE_COMPLETED_PATH = '/delete-completed';

/**
 * The server's grace period by default (ACCOUNT_DELETION_GRACE_DAYS). Before deactivation there is no
 * `scheduledDeletionAt` to read the days from, so the consequences page states the default.
 */
export const DEFAULT_GRACE_DAYS = 30;

/** Navigation state of /delete-completed: when the deletion happens, as the server answered. */
export interface DeleteCompletedState {
  scheduledDeletionAt: string;
}

export const CONFIRMATION_LABEL = `I understand that my account and all my data will be deleted after ${DEFAULT_GRACE_DAYS} days, unless I log in again before then to reactivate it`;
export const CONFIRMATION_REQUIRED = 'Tick the box to confirm before you delete your account';

/** The confirmation box's rule: 'Delete my account' works only once it is ticked. */
export function validateDeletionConfirmation(confirmed: boolean): string | null {
  return confirmed ? null : CONFIRMATION_REQUIRED;
}

/** The deletion day 'DD MMM YYYY' (Singapore) from an ISO time, or null when absent or not a time. */
export function deletionDate(scheduledDeletionAt: unknown): string | null {
  if (typeof scheduledDeletionAt !== 'string' || scheduledDeletionAt === '') return null;
  try {
    return formatDisplayDate(scheduledDeletionAt);
  } catch {
    return null;
  }
}

/** The deletion day carried in /delete-completed's navigation state (anything else: null). */
export function deletionDateFromState(state: unknown): string | null {
  return deletionDate((state as Partial<DeleteCompletedState> | null)?.scheduledDeletionAt);
}

/** The /deactivated heading (spec wording), with the day when known. */
export function scheduledDeletionHeading(scheduledDeletionAt: string | null): string {
  const day = deletionDate(scheduledDeletionAt);
  return day ? `Your account is scheduled for deletion on ${day}` : 'Your account is scheduled for deletion';
}

export type ReactivationFailure =
  /** 422: the grace period ended; reactivating cannot work any more, so the button goes. */
  | { kind: 'grace-ended'; message: string }
  /** 409: the account is active already (another tab): carry on as after a reactivation. */
  | { kind: 'already-active' }
  /** 401/440: the sign-out screen explains it. */
  | { kind: 'silent' }
  | { kind: 'toast'; message: string };

export const GRACE_ENDED_FALLBACK = 'The grace period to reactivate this account has ended.';
const FALLBACK = "Something went wrong and we couldn't complete your request. Please try again later.";

/** What the /deactivated page does with a failed reactivation (read by shape, like the form errors). */
export function reactivationFailure(error: unknown): ReactivationFailure {
  const e = (typeof error === 'object' && error !== null ? error : {}) as { status?: unknown; message?: unknown };
  const message = typeof e.message === 'string' && e.message.trim() ? e.message : null;
  switch (e.status) {
    case 422:
      return { kind: 'grace-ended', message: message ?? GRACE_ENDED_FALLBACK };
    case 409:
      return { kind: 'already-active' };
    case 401:
    case 440:
      return { kind: 'silent' };
    default:
      return { kind: 'toast', message: message ?? FALLBACK };
  }
}
