import fs from 'node:fs';
import path from 'node:path';
import send from 'koa-send';
import type { AppMiddleware } from './http-types.js';
import { isApiPath } from './api-path.js';

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

/**
 * Serves the built web app. Hashed files under /assets are immutable for a year; index.html is never cached, so a
 * new release is picked up on the next navigation. Every other path that is not a file gets index.html and the
 * web router decides (API paths never reach here).
 */
export function staticSpa(webRoot: string, settings: WebAppSettings): AppMiddleware {
  const indexFile = path.join(webRoot, 'index.html');
  // Re-rendered when the file changes, so a rebuild under a running server never serves stale asset names.
  let cached: { mtimeMs: number; html: string } | null = null;
  const loadIndex = (): string | null => {
    let mtimeMs: number;
    try {
      mtimeMs = fs.statSync(indexFile).mtimeMs;
    } catch {
      return null;
    }
    if (cached?.mtimeMs !== mtimeMs) cached = { mtimeMs, html: renderIndexHtml(fs.readFileSync(indexFile, 'utf8'), settings) };
    return cached.html;
  };

  return async (ctx, next) => {
    if ((ctx.method !== 'GET' && ctx.method !== 'HEAD') || isApiPath(ctx.path)) return next();
    if (ctx.path !== '/' && ctx.path !== '/index.html') {
      const immutable = ctx.path.startsWith('/assets/');
      try {
        const served = await send(ctx, ctx.path, {
          root: webRoot,
          index: false,
          maxage: immutable ? 31_536_000_000 : 3_600_000,
          immutable,
          gzip: false,
          brotli: false,
        });
        if (served) {
          // The service worker (spec 1 §7) is checked for updates on every navigation: never kept stale.
          if (ctx.path === SERVICE_WORKER_PATH) ctx.set('Cache-Control', 'no-cache');
          return;
        }
      } catch (err) {
        const status = (err as { status?: number }).status;
        if (status !== 404 && status !== 400 && status !== 403) throw err;
        if (immutable) {
          ctx.status = 404;
          ctx.body = 'Not found';
          return;
        }
      }
    }
    const html = loadIndex();
    if (html === null) {
      ctx.status = 503;
      ctx.type = 'text/plain';
      ctx.body = 'The web app has not been built yet: run `make build`.';
      return;
    }
    ctx.set('Cache-Control', 'no-cache, no-store, must-revalidate');
    ctx.type = 'text/html; charset=utf-8';
    ctx.body = html;
  };
}
