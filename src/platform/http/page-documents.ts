import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { ContentCoding } from './content-encoding.js';

/**
 * The HTML documents the server sends for page addresses: index.html (the empty shell the web app fills in) and the
 * public pages the build prerendered (web/build/prerender-plugin.ts; docs/decisions.md "Prerendered public pages").
 * Both are templates: the runtime settings go into the app-config meta tag and the placeholders are filled here, so
 * one build serves every deployment.
 */

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

/**
 * What the browser is told per request on top of the settings: whether it sent a session cookie at all. Without
 * one there is no session to look up, so the app starts signed out at once instead of asking `GET /api/v1/user`
 * for a certain 401 (spec 1 §4 "the product checks for a session": the missing cookie is that check's answer).
 */
export interface PerRequestSettings {
  sessionCookieSent: boolean;
}

/** Where the build leaves the prerendered pages: a dot-folder, which the static file server never serves as is. */
export const PRERENDERED_DIR = '.prerendered';
export const PRERENDERED_MANIFEST = 'pages.json';

/** The build's list of prerendered pages (written by web/build/prerender-plugin.ts). */
export interface PrerenderedManifest {
  /** The masthead the pages were rendered with: they are served only to a deployment showing the same one. */
  govDeployment: boolean;
  /** Page address (exact, no trailing slash but for "/") -> file under PRERENDERED_DIR. */
  pages: Record<string, string>;
}

/**
 * The markers a prerendered page carries where a runtime setting shows (the build cannot know them): the build renders
 * the pages with these as the settings (web/build/prerender-entry.tsx imports them) and the server replaces them.
 */
export const SETTING_PLACEHOLDERS = {
  productName: '__PRODUCT_NAME__',
  contactUs: '__EXTERNAL_LINK_CONTACT_US__',
  feedback: '__EXTERNAL_LINK_FEEDBACK__',
  reportVulnerability: '__EXTERNAL_LINK_REPORT_VULNERABILITY__',
} as const;

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

/** A page template with the runtime settings in the meta tag and every placeholder filled: no inline script, so the CSP can forbid them. */
export function renderIndexHtml(template: string, settings: WebAppSettings, perRequest?: PerRequestSettings): string {
  const config = perRequest ? { ...settings, ...perRequest } : settings;
  return template
    .replace(/__APP_CONFIG__/g, escapeHtml(JSON.stringify(config)))
    .replaceAll(SETTING_PLACEHOLDERS.productName, escapeHtml(settings.productName))
    .replaceAll(SETTING_PLACEHOLDERS.contactUs, escapeHtml(settings.externalLinks.contactUs))
    .replaceAll(SETTING_PLACEHOLDERS.feedback, escapeHtml(settings.externalLinks.feedback))
    .replaceAll(SETTING_PLACEHOLDERS.reportVulnerability, escapeHtml(settings.externalLinks.reportVulnerability));
}

/** A rendered document and its compressed forms, made once per version of its file. */
export interface RenderedDocument {
  mtimeMs: number;
  body: Record<ContentCoding, Buffer>;
}

function compressed(html: string, mtimeMs: number): RenderedDocument {
  const identity = Buffer.from(html, 'utf8');
  return {
    mtimeMs,
    body: {
      identity,
      br: zlib.brotliCompressSync(identity, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY, [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT } }),
      gzip: zlib.gzipSync(identity, { level: zlib.constants.Z_BEST_COMPRESSION }),
    },
  };
}

function mtimeOf(file: string): number | null {
  try {
    return fs.statSync(file).mtimeMs;
  } catch {
    return null;
  }
}

/** Reads the manifest's shape defensively: a hand-edited or half-written file means "no prerendered pages". */
export function parsePrerenderedManifest(raw: string): PrerenderedManifest | null {
  try {
    const parsed = JSON.parse(raw) as Partial<PrerenderedManifest>;
    if (typeof parsed.govDeployment !== 'boolean' || typeof parsed.pages !== 'object' || parsed.pages === null) return null;
    const pages: Record<string, string> = {};
    for (const [address, file] of Object.entries(parsed.pages)) {
      // Only plain file names under the folder: the manifest never points the server elsewhere.
      if (typeof file === 'string' && /^\w[\w./-]*\.html$/.test(file) && !file.split('/').includes('..')) pages[address] = file;
    }
    return { govDeployment: parsed.govDeployment, pages };
  } catch {
    return null;
  }
}

/**
 * The documents of one web root, re-read when a file changes (a rebuild under a running server never serves stale
 * asset names) and rendered once per file version and cookie answer.
 */
export function pageDocuments(webRoot: string, settings: WebAppSettings) {
  const indexFile = path.join(webRoot, 'index.html');
  const manifestFile = path.join(webRoot, PRERENDERED_DIR, PRERENDERED_MANIFEST);
  const rendered = new Map<string, RenderedDocument>();
  let manifest: { mtimeMs: number; value: PrerenderedManifest | null } | null = null;

  const render = (file: string, perRequest: PerRequestSettings): RenderedDocument | null => {
    const mtimeMs = mtimeOf(file);
    if (mtimeMs === null) return null;
    const key = `${perRequest.sessionCookieSent ? 1 : 0}${file}`;
    let document = rendered.get(key);
    if (document?.mtimeMs !== mtimeMs) {
      document = compressed(renderIndexHtml(fs.readFileSync(file, 'utf8'), settings, perRequest), mtimeMs);
      rendered.set(key, document);
    }
    return document;
  };

  const prerenderedFile = (address: string): string | null => {
    const mtimeMs = mtimeOf(manifestFile);
    if (mtimeMs === null) return null;
    if (manifest?.mtimeMs !== mtimeMs) manifest = { mtimeMs, value: parsePrerenderedManifest(fs.readFileSync(manifestFile, 'utf8')) };
    const value = manifest.value;
    if (!value || value.govDeployment !== settings.govDeployment || !Object.hasOwn(value.pages, address)) return null;
    return path.join(webRoot, PRERENDERED_DIR, value.pages[address]!);
  };

  return {
    /**
     * The document for a page address: its prerendered page when the visitor has no session (a signed-in resident
     * must not see a visitor's navigation first; spec 1 §4 "until decided, a blank shell shows"), else index.html.
     * Null when the web app has not been built.
     */
    forPage(address: string, perRequest: PerRequestSettings): RenderedDocument | null {
      const prerendered = perRequest.sessionCookieSent ? null : prerenderedFile(address === '/index.html' ? '/' : address);
      return (prerendered === null ? null : render(prerendered, perRequest)) ?? render(indexFile, perRequest);
    },
  };
}
