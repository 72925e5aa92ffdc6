/**
 * Who a private page's frame may go to (docs/decisions.md "A private page's frame in its document"): the session's
 * resident when the session is live as the API's guard judges it and the shared gate (spec 1 §4, `decideAccess`)
 * lets them see the page. Everyone else gets the blank shell, and the app decides in the browser as before.
 *
 * It only reads: an expired, idle or replaced session is not destroyed here (the app's `GET /api/v1/user` that
 * follows does that, with its own answer), and opening a page is not counted as activity twice.
 */
import { accessStateOf, decideAccess, type AccessState } from '../../../shared-kernel/access-gating.js';
import type { Clock } from '../../../shared-kernel/clock.js';
import type { AppContext } from '../../../platform/http/http-types.js';
import type { PageResident } from '../../../platform/http/page-documents.js';
import { asSignedInSession, IDLE_TIMEOUT_MS, judgeSession } from '../../domain/session-policy.js';
import { isOnboardingComplete, type User } from '../../domain/user.js';
import type { UserRepository } from '../../ports/user-repository.js';

export interface PageResidentDeps {
  users: UserRepository;
  clock: Clock;
  idleTimeoutMs?: number;
  /** The notice-of-collection cut-off of this environment (shared-kernel `nocCutoffDate`), as the user presenter reads it. */
  nocCutoffDate: string;
}

/**
 * The resident's state for the shared gate, from the user row: the shared kernel's `accessStateOf`, which the web app
 * calls with what `GET /api/v1/user` says. The tester's vanilla tables mode lives in the browser (never in
 * production): the frame does not know it, and the app moves such a tester on once it runs.
 */
export function accessStateOfUser(user: User, now: Date, cutoff: string): AccessState {
  return accessStateOf(
    {
      accountStatus: user.accountStatus,
      consentedToAppTNCAt: user.consentedToAppTNCAt?.toISOString() ?? null,
      latestConsentedToAppNOCAt: user.latestConsentedToAppNOCAt?.toISOString() ?? null,
      emailVerified: user.emailVerificationStatus === 'VERIFIED',
      deferEmailVerification: user.deferEmailVerification,
      onboardingComplete: isOnboardingComplete(user),
    },
    { now, nocCutoffDate: cutoff },
  );
}

export function pageResident(deps: PageResidentDeps) {
  const idle = deps.idleTimeoutMs ?? IDLE_TIMEOUT_MS;
  return async (ctx: AppContext, address: string): Promise<PageResident | null> => {
    const session = asSignedInSession(ctx.session);
    if (!session) return null;
    // Usually read with the session already (PgSessionStore.get); otherwise one query.
    const preloaded = ctx.state.sessionUser;
    const loaded = preloaded?.user.id === session.userId ? preloaded : await deps.users.findWithSessionToken(session.userId);
    if (!loaded) return null;
    const now = deps.clock.now();
    if (judgeSession(session, loaded.sessionToken, now.getTime(), idle) !== 'active') return null;
    if (!decideAccess(address, accessStateOfUser(loaded.user, now, deps.nocCutoffDate)).allow) return null;
    return { name: loaded.user.name };
  };
}
