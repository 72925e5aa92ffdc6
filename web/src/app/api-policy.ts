/**
 * The HTTP client's rules as pure functions (spec 1 §7 "The calls it makes", §8 "Error catalogue"), kept apart
 * from `fetch` so they can be tested on their own.
 */
import type { LogoutReason } from '../identity/logout-reasons';

/** Spec 1 §9: retries 3, delay 500 ms. */
export const RETRY_COUNT = 3;
export const RETRY_DELAY_MS = 500;

/** Session ended because another sign-in replaced it (server-defined status). */
export const STATUS_DUPLICATE_SESSION = 440;

/**
 * Only requests that are safe to repeat are retried: repeating a POST or PATCH could create or apply something
 * twice (a PATCH is not idempotent in general).
 */
const IDEMPOTENT_METHODS: ReadonlySet<string> = new Set(['GET', 'HEAD', 'PUT', 'DELETE']);

export type AttemptOutcome = { kind: 'network-error' } | { kind: 'response'; status: number };

export function isIdempotent(method: string): boolean {
  return IDEMPOTENT_METHODS.has(method.toUpperCase());
}

/** A failed attempt is retried when the method is idempotent and the failure may be transient. */
export function shouldRetry(method: string, outcome: AttemptOutcome): boolean {
  if (!isIdempotent(method)) return false;
  return outcome.kind === 'network-error' || outcome.status >= 500;
}

/**
 * Which sign-out a status triggers. 401 ends the session as expired, except on the sign-in callback pages,
 * where a 401 just means the sign-in itself failed and the page explains that.
 */
export function signOutReasonFor(status: number, currentPath: string): LogoutReason | null {
  if (status === STATUS_DUPLICATE_SESSION) return 'duplicate-session';
  if (status === 401 && !currentPath.includes('callback')) return 'access-token-expired';
  return null;
}

export const DEFAULT_ERROR_MESSAGES = {
  badRequest: "There's a problem submitting your request. Please try again.",
  unauthorised: 'Your session has expired. Refresh the page to sign in again.',
  other: "Something went wrong and we couldn't complete your request. Please try again later.",
} as const;

/** The default error toast text: the server's own message when it sent one, else one chosen by status. */
export function defaultErrorMessage(status: number, serverMessage?: string | null): string {
  if (serverMessage && serverMessage.trim()) return serverMessage;
  if (status === 400) return DEFAULT_ERROR_MESSAGES.badRequest;
  if (status === 401) return DEFAULT_ERROR_MESSAGES.unauthorised;
  return DEFAULT_ERROR_MESSAGES.other;
}
