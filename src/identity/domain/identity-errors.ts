import { DomainError } from '../../shared-kernel/errors.js';
import { inactivityMessage } from '../../shared-kernel/session-timing.js';

/** A Singpass callback that failed any check (state, nonce, PKCE, issuer, audience, expiry, algorithm). */
export class LoginRejected extends DomainError {
  constructor(reason: string) {
    super('IDENTITY.LOGIN_REJECTED', `We could not sign you in with Singpass (${reason}). Please try again.`, 'unauthenticated');
  }
}

export class NotSignedIn extends DomainError {
  constructor() {
    super('IDENTITY.NOT_SIGNED_IN', 'Your session has expired. Refresh the page to sign in again.', 'unauthenticated');
  }
}

export class SessionIdleExpired extends DomainError {
  /** `idleTimeoutMs`: the configured idle limit, quoted in minutes (SESSION_IDLE_TIMEOUT_SECONDS). */
  constructor(idleTimeoutMs?: number) {
    super('IDENTITY.SESSION_IDLE_EXPIRED', inactivityMessage(idleTimeoutMs), 'unauthenticated');
  }
}

export class SessionExpired extends DomainError {
  constructor() {
    super('IDENTITY.SESSION_EXPIRED', 'Your login has expired. Please log in again.', 'unauthenticated');
  }
}

/** Spec 1 §8: the older session of a user who signed in elsewhere. Answered with 440. */
export class DuplicateSession extends DomainError {
  constructor() {
    super('IDENTITY.DUPLICATE_SESSION', 'For security reasons, we have logged you out. Kindly log in once more to resume your session.', 'duplicate-session');
  }
}

/**
 * Spec 1 §4 "Access gating" step 4, enforced by the server: before consenting to the app terms a resident may only
 * give that consent. Answered with 403.
 */
/** Spec 3 §6: target editing needs completed onboarding (the profile the plan is built on). */
export class OnboardingRequired extends DomainError {
  constructor() {
    super('IDENTITY.ONBOARDING_REQUIRED', 'Please complete your profile before you start planning.', 'forbidden');
  }
}

export class ConsentRequired extends DomainError {
  constructor() {
    super('IDENTITY.CONSENT_REQUIRED', 'Please accept the terms of use before you continue.', 'forbidden');
  }
}
