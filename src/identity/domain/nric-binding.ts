import { DomainError } from '../../shared-kernel/errors.js';

/**
 * A Singpass account stays bound to the NRIC/FIN it was first seen with (docs/decisions.md "A Singpass account
 * keeps its NRIC"): the same Singpass subject presenting another NRIC is a mix-up we cannot resolve by ourselves,
 * and letting it in would show one person's plan to another. Compared as keyed hashes (the NRIC is never stored).
 * An unknown side (an account first seen without an NRIC, or a sign-in without one) binds nothing and refuses
 * nothing; the first NRIC seen becomes the binding.
 */
export function nricBindingHolds(boundHash: string | null, presentedHash: string | null): boolean {
  return boundHash === null || presentedHash === null || boundHash === presentedHash;
}

/** Answered with 403. `userId` (the account it would have entered) is for the log, never for the resident. */
export class SingpassDetailsMismatch extends DomainError {
  constructor(readonly userId: string | null) {
    super('IDENTITY.SINGPASS_DETAILS_MISMATCH', "We could not sign you in: your Singpass account's details do not match our records. Please contact us.", 'forbidden');
  }
}
