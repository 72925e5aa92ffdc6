import type { Clock } from '../../../shared-kernel/clock.js';
import type { AppMiddleware } from '../../../platform/http/http-types.js';
import { ConsentRequired, DuplicateSession, NotSignedIn, OnboardingRequired, SessionExpired, SessionIdleExpired } from '../../domain/identity-errors.js';
import { needsAppTermsConsent } from '../../domain/profile-update.js';
import { assertMayCall } from '../../domain/account-lifecycle.js';
import { asSignedInSession, IDLE_TIMEOUT_MS, judgeSession, shouldRecordActivity } from '../../domain/session-policy.js';
import { isOnboardingComplete, type User } from '../../domain/user.js';
import type { UserRepository } from '../../ports/user-repository.js';

declare module '../../../platform/http/http-types.js' {
  interface AppState {
    currentUser?: User;
    /** The signed-in session's timestamps, for routes that report the token expiry. */
    signedInSession?: import('../../domain/session-policy.js').SignedInSession;
  }
}

export interface SessionGuardDeps {
  users: UserRepository;
  clock: Clock;
  idleTimeoutMs?: number;
}

export interface GuardOptions {
  /** Counts this call as activity (slides the idle limit). False for polling calls such as GET /auth/token-expiry. */
  touch?: boolean;
  /** Records the activity now, whatever the throttle (POST /auth/refresh). */
  forceTouch?: boolean;
  /**
   * Refuses (403 `IDENTITY.CONSENT_REQUIRED`) a resident who has not yet consented to the app terms: spec 1 §4
   * gating step 4 held on the server too, for every call a resident can only reach after /intro-privacy.
   */
  requireConsent?: boolean;
  /**
   * Lets a resident whose account is PENDING_DELETION through (spec 1 §6: limited to the deactivated page). Only
   * GET /user, PATCH /user/reactivate-account and the session calls set it; every other call answers 403
   * `IDENTITY.ACCOUNT_PENDING_DELETION` while the account waits for deletion.
   */
  allowPendingDeletion?: boolean;
  /** Refuses (403 `IDENTITY.ONBOARDING_REQUIRED`) a resident whose onboarding questions are not complete (spec 3 §6, targets). */
  requireOnboarding?: boolean;
}

/**
 * Lets a request through only on a live session of a user whose current session it still is. Expired, idle and
 * replaced sessions are destroyed on the spot (401, 401, 440). One query: the user row with its session token.
 */
export function sessionGuard(deps: SessionGuardDeps) {
  const idle = deps.idleTimeoutMs ?? IDLE_TIMEOUT_MS;
  return (options: GuardOptions = {}): AppMiddleware =>
    async (ctx, next) => {
      const session = asSignedInSession(ctx.session);
      if (!session) throw new NotSignedIn();
      // Usually already read together with the session (PgSessionStore.get); otherwise one query.
      const preloaded = ctx.state.sessionUser;
      const loaded = preloaded?.user.id === session.userId ? preloaded : await deps.users.findWithSessionToken(session.userId);
      const now = deps.clock.now().getTime();
      const verdict = loaded ? judgeSession(session, loaded.sessionToken, now, idle) : 'expired';
      if (verdict !== 'active' || !loaded) {
        ctx.session = null;
        if (verdict === 'replaced') throw new DuplicateSession();
        if (verdict === 'idle-expired') throw new SessionIdleExpired(idle);
        if (!loaded) throw new NotSignedIn();
        throw new SessionExpired();
      }
      if ((options.touch ?? true) && shouldRecordActivity(session, now, options.forceTouch)) {
        ctx.session!.lastActivityAt = now;
        session.lastActivityAt = now;
      }
      // After the activity stamp: a refused call still counts as the resident being active. Pending deletion is
      // checked before consent, as in the web's gating (spec 1 §4 step 3 before step 4).
      assertMayCall(loaded.user, options.allowPendingDeletion ?? false);
      if (options.requireConsent && needsAppTermsConsent(loaded.user)) throw new ConsentRequired();
      if (options.requireOnboarding && !isOnboardingComplete(loaded.user)) throw new OnboardingRequired();
      ctx.state.userId = session.userId;
      ctx.state.currentUser = loaded.user;
      ctx.state.signedInSession = session;
      await next();
    };
}
