import type { AccountStatusChange } from '../domain/account-lifecycle.js';
import type { User } from '../domain/user.js';

/** An account whose deletion may be due, as the purge sees it. */
export interface PurgeCandidate {
  id: string;
  accountStatus: User['accountStatus'];
  scheduledDeletionAt: Date | null;
}

/** The account lifecycle's persistence: status changes, ending sessions, and deleting an account for good. */
export interface AccountRepository {
  /**
   * Writes the status change of `userId` and, in the same transaction, ends EVERY session of the user: the current
   * session token is cleared and every stored session that belongs to the user is deleted. Answers the user as
   * stored afterwards, or null when the user no longer exists.
   */
  changeStatusEndingSessions(userId: string, change: AccountStatusChange): Promise<User | null>;
  /** Writes the status change of `userId` (sessions untouched). Null when the user no longer exists. */
  changeStatus(userId: string, change: AccountStatusChange): Promise<User | null>;
  /** Accounts pending deletion whose scheduled deletion is at or before `now`. */
  findDueForPurge(now: Date): Promise<PurgeCandidate[]>;
  /**
   * In one transaction: re-reads the account (locked), asks `stillDue` (a reactivation may have won the race), and
   * if so deletes the user row (every table referencing users cascades) and every session of the user. True when
   * the account was deleted.
   */
  deleteAccount(userId: string, stillDue: (account: PurgeCandidate) => boolean): Promise<boolean>;
}
