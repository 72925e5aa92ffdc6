/**
 * Why a session ended (spec 1 §3 "Session") and what the person sees afterwards (spec 1 §4 "Sign-out", §8).
 * Pure: the identity store and the /logout page both read it, and it is unit-tested.
 */
import { DEFAULT_IDLE_TIMEOUT_MS, inactivityMessage } from '../../../src/shared-kernel/session-timing.js';

export const LOGOUT_REASONS = [
  'user-initiated',
  'inactivity-expired',
  'access-token-expired',
  'duplicate-session',
] as const;
export type LogoutReason = (typeof LOGOUT_REASONS)[number];

/** Idle minutes before an automatic sign-out (spec 1 §9); the inactivity message quotes the configured limit. */
export const IDLE_LOGOUT_MINUTES = 10;

export function isLogoutReason(value: unknown): value is LogoutReason {
  return typeof value === 'string' && (LOGOUT_REASONS as readonly string[]).includes(value);
}

/** Where the app goes once the token is deleted. */
export type SignOutDestination =
  | { kind: 'navigate'; to: '/logout'; reason: Exclude<LogoutReason, 'duplicate-session'> }
  | { kind: 'navigate'; to: '/'; reason: null }
  /** Spec: a duplicate session deletes only the token, with no redirect: a global modal tells the person. */
  | { kind: 'modal'; reason: 'duplicate-session' };

export function signOutDestination(reason: LogoutReason | null | undefined): SignOutDestination {
  switch (reason) {
    case 'duplicate-session':
      return { kind: 'modal', reason };
    case 'user-initiated':
    case 'inactivity-expired':
    case 'access-token-expired':
      return { kind: 'navigate', to: '/logout', reason };
    default:
      return { kind: 'navigate', to: '/', reason: null };
  }
}

export type LogoutAction = 'feedback' | 'login-again' | 'login' | 'return';

export interface LogoutScreen {
  reason: LogoutReason;
  title: string;
  body: string | null;
  actions: LogoutAction[];
}

/**
 * The outcome screen for a reason read from navigation state or `?reason=`. Anything unrecognised is treated as a
 * normal, user-initiated logout: it is the least alarming message and still true (the session is gone).
 * `idleTimeoutMs`: the configured idle limit, quoted in the inactivity message (spec 1 §8).
 */
export function logoutScreenFor(reason: unknown, idleTimeoutMs: number = DEFAULT_IDLE_TIMEOUT_MS): LogoutScreen {
  const known: LogoutReason = isLogoutReason(reason) ? reason : 'user-initiated';
  switch (known) {
    case 'duplicate-session':
      return {
        reason: known,
        title: 'Multiple sessions detected',
        body: 'For security reasons, we have logged you out. Kindly log in once more to resume your session.',
        actions: ['login-again'],
      };
    case 'inactivity-expired':
      return {
        reason: known,
        title: 'We have logged you out',
        body: inactivityMessage(idleTimeoutMs),
        actions: ['login', 'return'],
      };
    case 'access-token-expired':
      return {
        reason: known,
        title: 'We have logged you out',
        body: 'Your login has expired. Please log in again.',
        actions: ['login', 'return'],
      };
    case 'user-initiated':
      return { reason: known, title: 'You have logged out successfully', body: null, actions: ['feedback'] };
  }
}
