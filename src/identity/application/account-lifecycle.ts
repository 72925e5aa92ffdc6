import type { Clock } from '../../shared-kernel/clock.js';
import { deactivate, reactivate } from '../domain/account-lifecycle.js';
import { NotSignedIn } from '../domain/identity-errors.js';
import type { User } from '../domain/user.js';
import type { AccountRepository } from '../ports/account-repository.js';

/**
 * POST /user/deactivate-account: the account becomes PENDING_DELETION, to be deleted after the grace period, and
 * every session of the resident ends (another device stays signed in otherwise).
 */
export class DeactivateAccount {
  constructor(
    private readonly accounts: AccountRepository,
    private readonly clock: Clock,
    private readonly graceDays: number,
  ) {}

  /** @throws AccountAlreadyPendingDeletion; NotSignedIn if the user vanished meanwhile. */
  async execute(user: User): Promise<User> {
    const change = deactivate(user, this.clock.now(), this.graceDays);
    const updated = await this.accounts.changeStatusEndingSessions(user.id, change);
    if (!updated) throw new NotSignedIn();
    return updated;
  }
}

/** PATCH /user/reactivate-account: within the grace period the account is active again (status null). */
export class ReactivateAccount {
  constructor(
    private readonly accounts: AccountRepository,
    private readonly clock: Clock,
  ) {}

  /** @throws AccountAlreadyActive, ReactivationPeriodEnded; NotSignedIn if the user vanished meanwhile. */
  async execute(user: User): Promise<User> {
    const change = reactivate(user, this.clock.now());
    const updated = await this.accounts.changeStatus(user.id, change);
    if (!updated) throw new NotSignedIn();
    return updated;
  }
}
