import type { ApiRoutes, AppMiddleware } from '../../../platform/http/http-types.js';
import { Joi } from '../../../platform/http/validation/joi-spec.js';
import { validate } from '../../../platform/http/validation/validate.js';
import type { GuardOptions } from '../../../identity/public.js';
import type { RecordSearchQuery } from '../../application/record-search-query.js';
import type { UserSearchQueryRequest } from './content.contract.js';

/**
 * The shape only: a body is never converted (see validate()), so trimming and the 1 to 200 characters of the
 * trimmed query are the domain's (searchQueryToRecord); the 100 kB body limit bounds what reaches it.
 */
export const userSearchQuerySchema = Joi.object<UserSearchQueryRequest>({
  searchQuery: Joi.string().required(),
}).required();

export interface SearchQueryRoutesDeps {
  guard: (options?: GuardOptions) => AppMiddleware;
  record: RecordSearchQuery;
}

/** Spec 1 §7 POST /user-search-query: consented search analytics of a signed-in resident. */
export function searchQueryRoutes(deps: SearchQueryRoutesDeps): ApiRoutes {
  return {
    name: 'content.search-query',
    mount(router) {
      router.post('/user-search-query', deps.guard({ requireConsent: true }), validate({ body: userSearchQuerySchema }), async (ctx) => {
        const { searchQuery } = ctx.request.body as UserSearchQueryRequest;
        const user = ctx.state.currentUser!;
        await deps.record.execute({ id: user.id, analyticsEnabled: user.analyticsEnabled }, searchQuery);
        ctx.status = 204;
      });
    },
  };
}
