/**
 * What a form does with a failed submit (spec 1 §5, §8): a 400 whose `details` all name fields on the form shows
 * them next to those fields; anything else raises the default error toast; a 401 or 440 says nothing, because the
 * sign-out screen explains it. Pure: the error is read by shape, so any caller's error type fits.
 */

export interface SubmitErrorLike {
  status?: number;
  message?: string;
  body?: { details?: ReadonlyArray<{ field: string; message: string }> | undefined } | null;
}

export type SubmitErrorOutcome =
  | { kind: 'fields'; errors: Record<string, string> }
  | { kind: 'toast'; message: string }
  | { kind: 'silent' };

/** Statuses that end the session: the API client has already started the sign-out. */
const SIGN_OUT_STATUSES: ReadonlySet<number> = new Set([401, 440]);

export const FALLBACK_SUBMIT_MESSAGE = "Something went wrong and we couldn't complete your request. Please try again later.";

export function submitErrorOutcome(error: unknown, formFields: readonly string[]): SubmitErrorOutcome {
  const e = (typeof error === 'object' && error !== null ? error : {}) as SubmitErrorLike;
  if (e.status !== undefined && SIGN_OUT_STATUSES.has(e.status)) return { kind: 'silent' };
  const details = e.status === 400 ? (e.body?.details ?? []) : [];
  if (details.length > 0 && details.every((d) => formFields.includes(d.field))) {
    const errors: Record<string, string> = {};
    // One message per field: the first, as the form's own rules do.
    for (const d of details) errors[d.field] ??= d.message;
    return { kind: 'fields', errors };
  }
  return { kind: 'toast', message: e.message || FALLBACK_SUBMIT_MESSAGE };
}
