import type { Clock } from '../../../shared-kernel/clock.js';
import type { ApiRoutes, AppMiddleware } from '../../../platform/http/http-types.js';
import type { GuardOptions } from './session-guard.js';
import { presentUser } from './user.presenter.js';
import { todayInSingapore } from '../../../shared-kernel/dates.js';

/** The signed-in resident's own profile. */
export function userRoutes(deps: { guard: (options?: GuardOptions) => AppMiddleware; clock: Clock }): ApiRoutes {
  return {
    name: 'identity.user',
    mount(router) {
      router.get('/user', deps.guard(), (ctx) => {
        ctx.set('Cache-Control', 'no-store');
        ctx.body = presentUser(ctx.state.currentUser!, todayInSingapore(deps.clock));
      });
    },
  };
}
