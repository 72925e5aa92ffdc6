import { Forbidden } from '../../../shared-kernel/errors.js';
import type { AppMiddleware } from '../http-types.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * CSRF defence without tokens (see docs/decisions.md): a state-changing call is accepted only when the browser
 * says it comes from our own origin. Browsers always send `Origin` on cross-origin POST/PUT/PATCH/DELETE, and
 * `Sec-Fetch-Site` on every request; a request with neither did not come from a browser, so it cannot be
 * riding a victim's cookies. The session cookie is also SameSite=Lax, a second layer.
 */
export function csrfOrigin(allowedOrigins: readonly string[]): AppMiddleware {
  const allowed = new Set(allowedOrigins.map((o) => new URL(o).origin));
  return async (ctx, next) => {
    if (!SAFE_METHODS.has(ctx.method)) {
      const origin = ctx.get('origin');
      const fetchSite = ctx.get('sec-fetch-site');
      const originOk = origin === '' ? null : origin !== 'null' && allowed.has(origin);
      const siteOk = fetchSite === '' ? null : fetchSite === 'same-origin' || fetchSite === 'none';
      if (originOk === false || (originOk === null && siteOk === false)) {
        throw new Forbidden('REQUEST.FOREIGN_ORIGIN', 'This request did not come from this site, so it was refused. Reload the page and try again.');
      }
    }
    await next();
  };
}
