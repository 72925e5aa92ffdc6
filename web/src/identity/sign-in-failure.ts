import { ApiError } from '../app/api-client';

/**
 * The server refuses a Singpass account bound to another NRIC (docs/decisions.md "A Singpass account keeps its
 * NRIC"); trying again cannot help, so its own words (contact us) are shown instead of the usual retry advice.
 */
const SHOWN_AS_SENT = new Set(['IDENTITY.SINGPASS_DETAILS_MISMATCH']);

/** What /sp-callback says when signing in failed: the server's message when it is one to act on, else null. */
export function signInRefusal(error: unknown): string | null {
  if (!(error instanceof ApiError) || !error.code || !SHOWN_AS_SENT.has(error.code)) return null;
  return error.body?.errorMessage ?? null;
}
