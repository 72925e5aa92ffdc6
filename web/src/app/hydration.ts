import { ApiError } from './api-client';

/**
 * Start-up reads ("hydration", spec 1 §8: 'Hydration failed with {step name}'): each read the app needs before it
 * can show a page is a named step, so the error says which one failed and the retry runs it again.
 */
export const START_UP_STEPS = {
  /** GET /user at start-up: is there a session, and whose (spec 1 §4 "Start-up") */
  session: 'your session',
} as const;

export type StartUpStep = (typeof START_UP_STEPS)[keyof typeof START_UP_STEPS];

export class HydrationError extends Error {
  constructor(
    readonly step: StartUpStep,
    readonly cause?: unknown,
  ) {
    super(`Hydration failed with ${step}`);
    this.name = 'HydrationError';
  }
}

/**
 * Whether a failed start-up read is a hydration failure rather than an answer: no answer at all (status 0, the
 * network), too many calls (429) or a server fault (5xx), or something that is not an API answer. A 4xx is the
 * server's answer: for the session read it means "not signed in" (spec 1 §8: token-expiry failure is treated as
 * not logged in).
 */
export function isHydrationFailure(error: unknown): boolean {
  if (!(error instanceof ApiError)) return true;
  return error.status === 0 || error.status === 429 || error.status >= 500;
}
