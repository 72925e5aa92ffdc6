/**
 * Session rules of spec 1 §4 and §9, as pure functions of the session's timestamps and "now".
 *
 * The token's lifetime IS the idle limit: every authenticated call (and POST /auth/refresh) slides
 * `lastActivityAt`, and the token expires 10 minutes after it. So "idle for 10 minutes logs out" holds on the server
 * whatever the browser does. A hard cap of 12 hours after sign-in stops a session living for ever.
 */
export const IDLE_TIMEOUT_MS = 10 * 60 * 1000;
export const ABSOLUTE_SESSION_MS = 12 * 60 * 60 * 1000;
/** Activity is written back at most this often, so a busy page does not write its session on every call. */
export const ACTIVITY_WRITE_INTERVAL_MS = 15 * 1000;

export interface SignedInSession {
  userId: string;
  /** Random per sign-in; must equal the user's current token, or a newer sign-in has replaced this session. */
  sessionToken: string;
  signedInAt: number;
  lastActivityAt: number;
}

export type SessionVerdict = 'active' | 'idle-expired' | 'expired' | 'replaced';

/** Decides what a request on this session gets. `currentToken` is the user's latest session token (null: signed out everywhere). */
export function judgeSession(session: SignedInSession, currentToken: string | null, now: number, idleTimeoutMs = IDLE_TIMEOUT_MS): SessionVerdict {
  if (now - session.signedInAt >= ABSOLUTE_SESSION_MS) return 'expired';
  if (now - session.lastActivityAt >= idleTimeoutMs) return 'idle-expired';
  if (currentToken !== session.sessionToken) return 'replaced';
  return 'active';
}

/** Seconds until the token expires (never negative): the smaller of the idle and the absolute limit. */
export function tokenExpirySeconds(session: SignedInSession, now: number, idleTimeoutMs = IDLE_TIMEOUT_MS): number {
  const idleEnds = session.lastActivityAt + idleTimeoutMs;
  const hardEnd = session.signedInAt + ABSOLUTE_SESSION_MS;
  return Math.max(0, Math.floor((Math.min(idleEnds, hardEnd) - now) / 1000));
}

/** Whether to write a fresher `lastActivityAt` now (throttled; see ACTIVITY_WRITE_INTERVAL_MS). */
export function shouldRecordActivity(session: SignedInSession, now: number, force = false): boolean {
  return force || now - session.lastActivityAt >= ACTIVITY_WRITE_INTERVAL_MS;
}

/** Parses the loosely-typed session bag into a signed-in session, or null when it is not one. */
export function asSignedInSession(bag: Record<string, unknown> | null | undefined): SignedInSession | null {
  if (!bag) return null;
  const { userId, sessionToken, signedInAt, lastActivityAt } = bag;
  if (typeof userId !== 'string' || typeof sessionToken !== 'string' || typeof signedInAt !== 'number' || typeof lastActivityAt !== 'number') return null;
  return { userId, sessionToken, signedInAt, lastActivityAt };
}
