import { DateTime } from 'luxon';
import { SG_ZONE } from '../../shared-kernel/local-date.js';
import { AccountAlreadyActive, AccountAlreadyPendingDeletion, AccountPendingDeletion, ReactivationPeriodEnded } from './account-errors.js';
import type { User } from './user.js';

/**
 * Account lifecycle (spec 1 §4 "Account", §6): a resident deactivates their account, which becomes
 * PENDING_DELETION; within the grace period they may sign in and reactivate it (status back to null); after it,
 * the purge deletes the account and every row that belongs to it. DELETED is never stored: a purged account has
 * no row left to carry it.
 */

/** Days between deactivation and deletion unless configured otherwise (ACCOUNT_DELETION_GRACE_DAYS). */
export const DEFAULT_ACCOUNT_DELETION_GRACE_DAYS = 30;

/** The columns a deactivation or reactivation writes. */
export interface AccountStatusChange {
  accountStatus: User['accountStatus'];
  accountStatusUpdatedAt: Date;
  scheduledDeletionAt: Date | null;
}

type AccountState = Pick<User, 'accountStatus' | 'scheduledDeletionAt'>;

export function isPendingDeletion(user: Pick<User, 'accountStatus'>): boolean {
  return user.accountStatus === 'PENDING_DELETION';
}

/**
 * When an account deactivated at `now` is deleted: `graceDays` calendar days later in Singapore (the same time of
 * day). Zero days: at once.
 */
export function deletionDateFor(now: Date, graceDays: number): Date {
  if (!Number.isInteger(graceDays) || graceDays < 0) throw new RangeError(`graceDays must be a whole number of days >= 0, got ${graceDays}`);
  return DateTime.fromJSDate(now, { zone: SG_ZONE }).plus({ days: graceDays }).toJSDate();
}

/**
 * Deactivation at `now`: PENDING_DELETION, deletion fixed at now + grace.
 * @throws AccountAlreadyPendingDeletion (409) when the account is already deactivated.
 */
export function deactivate(user: AccountState, now: Date, graceDays: number): AccountStatusChange {
  if (isPendingDeletion(user)) throw new AccountAlreadyPendingDeletion();
  return { accountStatus: 'PENDING_DELETION', accountStatusUpdatedAt: now, scheduledDeletionAt: deletionDateFor(now, graceDays) };
}

/** The grace period is over once the scheduled deletion time is reached (a grace of 0 days ends at once). */
export function isGracePeriodOver(user: AccountState, now: Date): boolean {
  return isPendingDeletion(user) && (user.scheduledDeletionAt === null || now.getTime() >= user.scheduledDeletionAt.getTime());
}

/**
 * Reactivation at `now` (spec 1 §4: the status becomes empty).
 * @throws AccountAlreadyActive (409) when not pending deletion; ReactivationPeriodEnded (422) after the grace period.
 */
export function reactivate(user: AccountState, now: Date): AccountStatusChange {
  if (!isPendingDeletion(user)) throw new AccountAlreadyActive();
  if (isGracePeriodOver(user, now)) throw new ReactivationPeriodEnded();
  return { accountStatus: null, accountStatusUpdatedAt: now, scheduledDeletionAt: null };
}

/** The purge takes an account exactly when its grace period is over. */
export function isDueForPurge(user: AccountState, now: Date): boolean {
  return isGracePeriodOver(user, now);
}

/**
 * Whether a call may go on for this resident (spec 1 §6): while pending deletion only the calls marked
 * `allowedWhilePendingDeletion` (the profile read, reactivation, the session calls) may.
 * @throws AccountPendingDeletion (403) otherwise.
 */
export function assertMayCall(user: Pick<User, 'accountStatus'>, allowedWhilePendingDeletion: boolean): void {
  if (isPendingDeletion(user) && !allowedWhilePendingDeletion) throw new AccountPendingDeletion();
}
