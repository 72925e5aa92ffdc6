import type { Clock } from '../../../shared-kernel/clock.js';
import { todayInSingapore } from '../../../shared-kernel/dates.js';
import type { ApiRoutes, AppMiddleware } from '../../../platform/http/http-types.js';
import { Joi } from '../../../platform/http/validation/joi-spec.js';
import { validate } from '../../../platform/http/validation/validate.js';
import type { BeginSingpassLogin } from '../../application/begin-singpass-login.js';
import type { CompleteSingpassLogin, StoredPendingLogin } from '../../application/complete-singpass-login.js';
import type { SignOut } from '../../application/sign-out.js';
import { SingpassDetailsMismatch } from '../../domain/nric-binding.js';
import { asSignedInSession, IDLE_TIMEOUT_MS, tokenExpirySeconds } from '../../domain/session-policy.js';
import type { GuardOptions } from './session-guard.js';
import { presentUser, type ProfileFactsReader } from './user.presenter.js';
import type { PendingLoginCookie } from './pending-login-cookie.js';
import type { AuthorizationUrlResponse, SingpassCallbackRequest, TokenExpiryResponse } from './identity.contract.js';

export interface AuthRoutesDeps {
  begin: BeginSingpassLogin;
  complete: CompleteSingpassLogin;
  signOut: SignOut;
  clock: Clock;
  guard: (options?: GuardOptions) => AppMiddleware;
  /** Where the login in flight waits for the callback (the browser, encrypted: no database row before sign-in). */
  pendingLogins: PendingLoginCookie;
  /** A sign-in refused because the Singpass account is bound to another NRIC: for the operators' log (warn). */
  onDetailsMismatch: (userId: string | null) => void;
  idleTimeoutMs?: number;
  /** The notice-of-collection cut-off of this environment (spec 1 §4), for the profile answered at sign-in. */
  nocCutoffDate: string;
  /** The profile fields other contexts hold (spec 1 §3), read for the answer. */
  profileFacts: ProfileFactsReader;
}

const callbackSchema = Joi.object<SingpassCallbackRequest>({
  code: Joi.string().max(4096).required(),
  state: Joi.string().max(1024).required(),
  iss: Joi.string().uri().max(1024),
});

/** Sign-in with Singpass, session refresh and sign-out (spec 1 §7). */
export function authRoutes(deps: AuthRoutesDeps): ApiRoutes {
  const idle = deps.idleTimeoutMs ?? IDLE_TIMEOUT_MS;
  const expiry = (ctx: { state: { signedInSession?: import('../../domain/session-policy.js').SignedInSession } }): TokenExpiryResponse => ({
    tokenExpiry: tokenExpirySeconds(ctx.state.signedInSession!, deps.clock.now().getTime(), idle),
  });

  return {
    name: 'identity.auth',
    mount(router) {
      router.get('/auth/singpass/authorize', async (ctx) => {
        const { authorizationUrl, pending } = await deps.begin.execute();
        const stored: StoredPendingLogin = { ...pending, startedAt: deps.clock.now().getTime() };
        await deps.pendingLogins.write(ctx, stored);
        ctx.set('Cache-Control', 'no-store');
        ctx.body = { authorizationUrl } satisfies AuthorizationUrlResponse;
      });

      router.post('/auth/singpass/callback', validate({ body: callbackSchema }), async (ctx) => {
        const body = ctx.request.body as SingpassCallbackRequest;
        const pending = await deps.pendingLogins.read(ctx);
        // Single use: whatever happens next, this browser no longer carries the login. A copy of the cookie replayed
        // elsewhere is refused by the Singpass adapter (a state is completed once) and by Singpass (a code is redeemed once).
        deps.pendingLogins.clear(ctx);
        const done = await deps.complete.execute(body, pending).catch((err: unknown) => {
          if (err instanceof SingpassDetailsMismatch) deps.onDetailsMismatch(err.userId);
          throw err;
        });
        // A fresh session id at sign-in defeats session fixation.
        await ctx.session!.regenerate();
        Object.assign(ctx.session!, {
          userId: done.user.id,
          sessionToken: done.sessionToken,
          signedInAt: done.signedInAt,
          lastActivityAt: done.signedInAt,
        });
        ctx.set('Cache-Control', 'no-store');
        ctx.body = presentUser(done.user, { today: todayInSingapore(deps.clock), nocCutoffDate: deps.nocCutoffDate }, await deps.profileFacts.execute(done.user.id));
      });

      router.get('/auth/token-expiry', deps.guard({ touch: false, allowPendingDeletion: true }), (ctx) => {
        ctx.set('Cache-Control', 'no-store');
        ctx.body = expiry(ctx);
      });

      router.post('/auth/refresh', deps.guard({ forceTouch: true, allowPendingDeletion: true }), (ctx) => {
        ctx.body = expiry(ctx);
      });

      router.delete('/auth/token', async (ctx) => {
        const session = asSignedInSession(ctx.session);
        if (session) await deps.signOut.execute(session.userId, session.sessionToken);
        ctx.session = null;
        ctx.status = 204;
      });
    },
  };
}
