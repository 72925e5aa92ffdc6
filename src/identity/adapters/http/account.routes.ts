import type { Clock } from '../../../shared-kernel/clock.js';
import { todayInSingapore } from '../../../shared-kernel/dates.js';
import type { ApiRoutes, AppMiddleware } from '../../../platform/http/http-types.js';
import type { DeactivateAccount, ReactivateAccount } from '../../application/account-lifecycle.js';
import type { GuardOptions } from './session-guard.js';
import { presentUser, type ProfileFactsReader } from './user.presenter.js';
import type { DeactivateAccountResponse, UserProfile } from './identity.contract.js';

export interface AccountRoutesDeps {
  guard: (options?: GuardOptions) => AppMiddleware;
  clock: Clock;
  deactivate: DeactivateAccount;
  reactivate: ReactivateAccount;
  nocCutoffDate: string;
  /** The profile fields other contexts hold (spec 1 §3), read for the answer. */
  profileFacts: ProfileFactsReader;
}

/** Spec 1 §7 account calls: deactivate (deletion after the grace period) and reactivate within it. No bodies. */
export function accountRoutes(deps: AccountRoutesDeps): ApiRoutes {
  return {
    name: 'identity.account',
    mount(router) {
      // Open to a pending account too, so a second deactivation answers its 409 rather than the pending-deletion 403.
      router.post('/user/deactivate-account', deps.guard({ requireConsent: true, allowPendingDeletion: true }), async (ctx) => {
        const user = await deps.deactivate.execute(ctx.state.currentUser!);
        // Every session of the resident was ended with the deactivation; this one too: the cookie goes as well.
        ctx.session = null;
        const body: DeactivateAccountResponse = { accountStatus: 'PENDING_DELETION', scheduledDeletionAt: user.scheduledDeletionAt!.toISOString() };
        ctx.set('Cache-Control', 'no-store');
        ctx.body = body;
      });

      router.patch('/user/reactivate-account', deps.guard({ allowPendingDeletion: true }), async (ctx) => {
        const user = await deps.reactivate.execute(ctx.state.currentUser!);
        const body: UserProfile = presentUser(user, { today: todayInSingapore(deps.clock), nocCutoffDate: deps.nocCutoffDate }, await deps.profileFacts.execute(user.id));
        ctx.set('Cache-Control', 'no-store');
        ctx.body = body;
      });
    },
  };
}
