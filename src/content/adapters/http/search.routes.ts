import type { ApiRoutes } from '../../../platform/http/http-types.js';
import { routeRateLimit } from '../../../platform/http/middleware/rate-limit.js';
import { Joi } from '../../../platform/http/validation/joi-spec.js';
import { validate } from '../../../platform/http/validation/validate.js';
import type { SearchSite } from '../../application/site-search.js';
import type { SearchResponse } from './search.contract.js';

/**
 * The shape only: one `q` (absent means blank); trimming and the 1 to 200 characters are the domain's
 * (normaliseSearchQuery), so the message is the same as POST /user-search-query's.
 */
export const searchQuerySchema = Joi.object<{ q: string }>({
  q: Joi.string().allow('').default(''),
});

export interface SearchRoutesDeps {
  search: SearchSite;
  /** calls per minute per resident or client address, on top of the API-wide limit (RATE_LIMIT_SEARCH_PER_MINUTE) */
  perMinute: number;
}

/** GET /api/v1/search?q= (public; docs/decisions.md "Search"): ranked results with a marked snippet. */
export function searchRoutes(deps: SearchRoutesDeps): ApiRoutes {
  return {
    name: 'content.search',
    mount(router) {
      router.get('/search', routeRateLimit('search', deps.perMinute), validate({ query: searchQuerySchema }), async (ctx) => {
        const { q } = ctx.state.query as { q: string };
        const outcome = await deps.search.execute(q);
        const body: SearchResponse = outcome;
        ctx.body = body;
      });
    },
  };
}
