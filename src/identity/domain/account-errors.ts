import { DomainError } from '../../shared-kernel/errors.js';

/**
 * Spec 1 §6 "Account pending deletion: limited to the deactivated page", held on the server: every call but the
 * profile read, reactivation and the session calls is refused until the resident reactivates. Answered with 403.
 */
export class AccountPendingDeletion extends DomainError {
  constructor() {
    super('IDENTITY.ACCOUNT_PENDING_DELETION', 'Your account is scheduled for deletion. Reactivate it to continue.', 'forbidden');
  }
}

/** POST /user/deactivate-account on an account already deactivated. Answered with 409. */
export class AccountAlreadyPendingDeletion extends DomainError {
  constructor() {
    super('IDENTITY.ACCOUNT_ALREADY_PENDING_DELETION', 'Your account is already scheduled for deletion.', 'conflict');
  }
}

/** PATCH /user/reactivate-account on an active account. Answered with 409. */
export class AccountAlreadyActive extends DomainError {
  constructor() {
    super('IDENTITY.ACCOUNT_ALREADY_ACTIVE', 'Your account is already active.', 'conflict');
  }
}

/** PATCH /user/reactivate-account once the grace period is over (the purge may not have run yet). Answered with 422. */
export class ReactivationPeriodEnded extends DomainError {
  constructor() {
    super('IDENTITY.REACTIVATION_PERIOD_ENDED', 'The grace period to reactivate this account has ended.', 'business-rule');
  }
}
