import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import send from 'koa-send';
import type { AppContext, AppMiddleware } from './http-types.js';
import { isApiPath } from './api-path.js';
import { acceptableEncodings, COMPRESSIBLE_EXTENSIONS, ENCODING_SUFFIX, type ContentCoding } from './content-encoding.js';

export interface WebAppSettings {
  productName: string;
  govDeployment: boolean;
  environment: string;
  version: string;
  /** The session idle limit the browser's timer uses (the server enforces the same). */
  idleTimeoutMs: number;
  leavePageWarning: boolean;
  /** The contact, feedback and vulnerability-report addresses (CONTACT_US_URL, FEEDBACK_URL, REPORT_VULNERABILITY_URL). */
  externalLinks: { contactUs: string; feedback: string; reportVulnerability: string };
}

/** Served from the web root with its scope the whole site (docs/decisions.md "Spec gaps closed"). */
export const SERVICE_WORKER_PATH = '/service-worker.js';

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

/** index.html with the runtime settings in a <meta> tag: no inline script, so the CSP can forbid them. */
export function renderIndexHtml(template: string, settings: WebAppSettings): string {
  return template
    .replace(/__APP_CONFIG__/g, escapeHtml(JSON.stringify(settings)))
    .replace(/__PRODUCT_NAME__/g, escapeHtml(settings.productName));
}

const COMPRESSIBLE = new Set(COMPRESSIBLE_EXTENSIONS);

/** index.html as rendered for these settings, and its compressed forms, made once per build of the file. */
interface RenderedIndex {
  mtimeMs: number;
  body: Record<ContentCoding, Buffer>;
}

function renderedIndex(template: string, settings: WebAppSettings, mtimeMs: number): RenderedIndex {
  const html = Buffer.from(renderIndexHtml(template, settings), 'utf8');
  return {
    mtimeMs,
    body: {
      identity: html,
      br: zlib.brotliCompressSync(html, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY, [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT } }),
      gzip: zlib.gzipSync(html, { level: zlib.constants.Z_BEST_COMPRESSION }),
    },
  };
}

/** A 404 from koa-send (no such file, or a path it will not open) as opposed to a real failure. */
function notServable(err: unknown): boolean {
  const status = (err as { status?: number }).status;
  return status === 404 || status === 400 || status === 403;
}

/**
 * Serves the built web app. Hashed files under /assets are immutable for a year; index.html is never cached, so a
 * new release is picked up on the next navigation. Every other path that is not a file gets index.html and the
 * web router decides (API paths never reach here).
 *
 * Text files are never compressed per request (docs/decisions.md "Pre-compressed assets"): the build writes a
 * Brotli and a gzip twin next to each (web/build/precompress-plugin.ts) and the best one the browser accepts is sent
 * as is, with the original's Content-Type and `Vary: Accept-Encoding`; a file without a twin (tiny, or not worth
 * it) goes out plain. index.html, rendered with the runtime settings, is compressed once in memory.
 */
export function staticSpa(webRoot: string, settings: WebAppSettings): AppMiddleware {
  const indexFile = path.join(webRoot, 'index.html');
  // Re-rendered when the file changes, so a rebuild under a running server never serves stale asset names.
  let cached: RenderedIndex | null = null;
  const loadIndex = (): RenderedIndex | null => {
    let mtimeMs: number;
    try {
      mtimeMs = fs.statSync(indexFile).mtimeMs;
    } catch {
      return null;
    }
    if (cached?.mtimeMs !== mtimeMs) cached = renderedIndex(fs.readFileSync(indexFile, 'utf8'), settings, mtimeMs);
    return cached;
  };

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
    const index = loadIndex();
    if (index === null) {
      ctx.status = 503;
      ctx.type = 'text/plain';
      ctx.body = 'The web app has not been built yet: run `make build`.';
      return;
    }
    const coding = acceptableEncodings(ctx.get('accept-encoding'))[0]!;
    ctx.vary('Accept-Encoding');
    ctx.set('Cache-Control', 'no-cache, no-store, must-revalidate');
    if (coding !== 'identity') ctx.set('Content-Encoding', coding);
    ctx.type = 'text/html; charset=utf-8';
    ctx.body = index.body[coding];
  };
}
