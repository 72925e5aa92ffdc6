import fs from 'node:fs';
import path from 'node:path';
import send from 'koa-send';
import type { AppContext, AppMiddleware } from './http-types.js';
import { isApiPath } from './api-path.js';
import { acceptableEncodings, COMPRESSIBLE_EXTENSIONS, ENCODING_SUFFIX } from './content-encoding.js';
import { pageDocuments, type PageResident, type WebAppSettings } from './page-documents.js';

export type { WebAppSettings } from './page-documents.js';

/** Served from the web root with its scope the whole site (docs/decisions.md "Spec gaps closed"). */
export const SERVICE_WORKER_PATH = '/service-worker.js';

const COMPRESSIBLE = new Set(COMPRESSIBLE_EXTENSIONS);

/** A 404 from koa-send (no such file, or a path it will not open) as opposed to a real failure. */
function notServable(err: unknown): boolean {
  const status = (err as { status?: number }).status;
  return status === 404 || status === 400 || status === 403;
}

/**
 * Serves the built web app. Hashed files under /assets are immutable for a year; index.html is never cached, so a
 * new release is picked up on the next navigation. Every other path that is not a file gets a page document and
 * the web router decides (API paths never reach here): a visitor without a session cookie gets the page prerendered
 * at build time when there is one, everyone else index.html (src/platform/http/page-documents.ts).
 *
 * Text files are never compressed per request (docs/decisions.md "Pre-compressed assets"): the build writes a
 * Brotli and a gzip twin next to each (web/build/precompress-plugin.ts) and the best one the browser accepts is sent
 * as is, with the original's Content-Type and `Vary: Accept-Encoding`; a file without a twin (tiny, or not worth
 * it) goes out plain. Page documents, rendered with the runtime settings, are compressed once in memory.
 */
export interface StaticSpaOptions {
  sessionCookieName: string;
  /**
   * The signed-in resident the address's private frame may go to: read from the session, judged as the API judges
   * it and passed through the shared gate (identity's page-resident.ts); null sends the shell. Not given: no frames.
   */
  residentOnPage?: (ctx: AppContext, address: string) => Promise<PageResident | null>;
}

export function staticSpa(webRoot: string, settings: WebAppSettings, options: StaticSpaOptions): AppMiddleware {
  const documents = pageDocuments(webRoot, settings);

  /** The file, or its best accepted twin; false when neither exists. */
  const sendFile = async (ctx: AppContext, immutable: boolean): Promise<boolean> => {
    const options = { root: webRoot, index: false as const, maxage: immutable ? 31_536_000_000 : 3_600_000, immutable, gzip: false, brotli: false };
    const extension = path.extname(ctx.path).toLowerCase();
    if (COMPRESSIBLE.has(extension)) {
      ctx.vary('Accept-Encoding');
      for (const coding of acceptableEncodings(ctx.get('accept-encoding'))) {
        if (coding === 'identity') break;
        try {
          if (!(await send(ctx, ctx.path + ENCODING_SUFFIX[coding], options))) continue;
        } catch (err) {
          if (notServable(err)) continue;
          throw err;
        }
        ctx.set('Content-Encoding', coding);
        ctx.type = extension; // the original's type, not the twin's
        return true;
      }
    }
    return Boolean(await send(ctx, ctx.path, options));
  };

  return async (ctx, next) => {
    if ((ctx.method !== 'GET' && ctx.method !== 'HEAD') || isApiPath(ctx.path)) return next();
    // Compressed at build time or not worth it: the compression middleware leaves these bodies alone.
    ctx.compress = false;
    if (ctx.path !== '/' && ctx.path !== '/index.html') {
      const immutable = ctx.path.startsWith('/assets/');
      try {
        if (await sendFile(ctx, immutable)) {
          // The service worker (spec 1 §7) is checked for updates on every navigation: never kept stale.
          if (ctx.path === SERVICE_WORKER_PATH) ctx.set('Cache-Control', 'no-cache');
          return;
        }
      } catch (err) {
        if (!notServable(err)) throw err;
        if (immutable) {
          ctx.status = 404;
          ctx.type = 'text/plain';
          ctx.body = 'Not found';
          return;
        }
      }
    }
    const sessionCookieSent = Boolean(ctx.cookies.get(options.sessionCookieName));
    // A private page paints its frame from the document once the server has decided the session (spec 1 §4: the
    // blank shell shows until it is decided; docs/decisions.md "A private page's frame in its document").
    const resident = sessionCookieSent && options.residentOnPage && documents.hasPrivateFrame(ctx.path) ? await options.residentOnPage(ctx, ctx.path) : null;
    const page = (resident ? documents.forResident(ctx.path, resident) : null) ?? documents.forPage(ctx.path, { sessionCookieSent });
    if (page === null) {
      ctx.status = 503;
      ctx.type = 'text/plain';
      ctx.body = 'The web app has not been built yet: run `make build`.';
      return;
    }
    const coding = acceptableEncodings(ctx.get('accept-encoding'))[0]!;
    ctx.vary('Accept-Encoding');
    // The document depends on whether a session cookie came: a shared cache must keep the two apart.
    ctx.vary('Cookie');
    ctx.set('Cache-Control', 'no-cache, no-store, must-revalidate');
    if (coding !== 'identity') ctx.set('Content-Encoding', coding);
    // An address no page answers gets the app's "Page not found" with the status that says so (crawlers, links
    // checkers, the browser's history): docs/decisions.md "Unknown pages answer 404".
    if (documents.isUnknownPage(ctx.path)) ctx.status = 404;
    ctx.type = 'text/html; charset=utf-8';
    ctx.body = page.body[coding];
  };
}
