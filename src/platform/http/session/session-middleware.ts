import session from 'koa-session';
import type Koa from 'koa';
import type { AppMiddleware, SessionStore } from '../http-types.js';

/** How long the cookie and the stored row live at most; the identity context enforces shorter token and idle limits. */
export const SESSION_MAX_AGE_MS = 12 * 60 * 60 * 1000;

declare module 'koa' {
  interface DefaultContext {
    session: (Record<string, unknown> & { regenerate(): Promise<void>; maxAge?: number | 'session' }) | null;
  }
}

export function sessionCookieName(production: boolean, https: boolean): string {
  // __Host- makes the browser insist on Secure, Path=/ and no Domain: the cookie cannot be planted by a subdomain.
  return production && https ? '__Host-mmp.sid' : 'mmp.sid';
}

/** koa-session wired to the PostgreSQL store: httpOnly, SameSite=Lax, Secure over https, signed. */
export function sessionMiddleware(app: Koa, store: SessionStore, options: { production: boolean; https: boolean }): AppMiddleware {
  return session(
    {
      key: sessionCookieName(options.production, options.https),
      maxAge: SESSION_MAX_AGE_MS,
      store,
      httpOnly: true,
      sameSite: 'lax',
      secure: options.https,
      signed: true,
      overwrite: true,
      rolling: false,
      renew: false,
    },
    app,
  ) as unknown as AppMiddleware;
}
