import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { matchRoutes } from 'react-router';
import { formatPersonName, nameInitial } from '../../shared-kernel/person-name.js';
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
  /** SENTRY_DSN: the browser loads the error-reporting SDK after the first paint when set (web/src/app/error-reporting.ts). */
  errorReportingDsn: string | null;
}

/**
 * What the browser is told per request on top of the settings: whether it sent a session cookie at all. Without
 * one there is no session to look up, so the app starts signed out at once instead of asking `GET /api/v1/user`
 * for a certain 401 (spec 1 §4 "the product checks for a session": the missing cookie is that check's answer).
 */
export interface PerRequestSettings {
  sessionCookieSent: boolean;
}

/**
 * The signed-in resident a private page's frame is sent to (docs/decisions.md "A private page's frame in its
 * document"): the server has read the session and the shared gate lets them see the page. Only the name goes into
 * the document; the rest of the page is the app's to fill once its reads answer.
 */
export interface PageResident {
  name: string | null;
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
  /**
   * A private page's frame as a signed-in resident first sees it (the signed-in bar, the heading, the skeleton), by
   * address: `named` holds the name placeholders, `unnamed` is for a resident whose name is not known yet.
   */
  privateFrames?: Record<string, PrivateFrameFiles>;
  /** Every route of the web app with a page, and that page's files beyond the entry's (its chunks, its style sheets). */
  routes: RouteFiles[];
}

export interface PrivateFrameFiles {
  named: string;
  unnamed: string;
}

/** The built files (under the web root, e.g. "assets/x-1a2b.js") a page needs beyond what the entry brings. */
export interface PageFiles {
  scripts: string[];
  styles: string[];
}

/** A route of the web app by its full react-router path ("/buying-a-house/financing-plan/:planId/summary", "/*"). */
export interface RouteFiles extends PageFiles {
  path: string;
  /** The API reads the app asks for this page as soon as the session is known ("/api/v1/finances"); none if absent. */
  reads?: string[];
  /** The route shows "Page not found" (an unknown address): its document is answered with 404. */
  notFound?: boolean;
  /** A route whose parameter takes only known values (an article's slug): the addresses it answers; any other is 404. */
  only?: string[];
}

/**
 * The head links of a page's files: its style sheets and module preloads for its code, so they load with the entry
 * instead of after it has run (docs/decisions.md "Page files in the document's head"). The app's own loader finds
 * them linked and asks for nothing twice.
 */
export function pageFileTags(files: PageFiles): string {
  return [
    ...files.styles.map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
    ...files.scripts.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
  ].join('');
}

/**
 * A preload for an API read the app is about to make: the document asks for it at once, beside the code, and the
 * app's own request takes that answer. Same URL, mode and credentials as the app's fetch, which is what lets the
 * browser match them.
 */
export function readPreloadTag(read: string): string {
  return `<link rel="preload" href="${read}" as="fetch" crossorigin>`;
}

/** With a session cookie the app's first call is `GET /api/v1/user` (whether the session still holds). */
export const SESSION_READ_PRELOAD = readPreloadTag('/api/v1/user');

/**
 * The head links for one address of the shell: its route's page files and, when a cookie came, the session read and
 * the page's own reads (web/src/app/navigation/first-page-reads.ts), so the data travels beside the code instead of
 * after it has run (docs/decisions.md "Page files in the document's head"). Without a cookie there is no session to
 * read for, so no read is preloaded.
 */
export function shellHeadTags(routes: readonly RouteFiles[], address: string, perRequest: PerRequestSettings): string {
  const route = routeOf(routes, address);
  const files = route ? pageFileTags(route) : '';
  if (!perRequest.sessionCookieSent) return files;
  return files + sessionReadTags(route);
}

/** The session read and the route's own first reads, preloaded: a document sent to someone with a session cookie. */
export function sessionReadTags(route: RouteFiles | null): string {
  return SESSION_READ_PRELOAD + (route?.reads ?? []).map(readPreloadTag).join('');
}

/** The route the web app's router would pick for an address (react-router's own ranking), or null. */
export function routeOf(routes: readonly RouteFiles[], address: string): RouteFiles | null {
  const matches = matchRoutes(
    routes.map((route) => ({ path: route.path, route })),
    address,
  );
  return matches?.at(-1)?.route.route ?? null;
}

/** `tags` added at the end of a document's head. */
export function withHeadTags(html: string, tags: string): string {
  if (!tags) return html;
  const at = html.indexOf('</head>');
  if (at < 0) throw new Error('the document has no </head>');
  return html.slice(0, at) + tags + html.slice(at);
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

/**
 * Where a private page's frame shows the resident's name: the build renders the frame with this name (mixed case, so
 * the name rule leaves it as it is) and marks the avatar's initial; the server fills in the resident's own, escaped.
 */
export const RESIDENT_PLACEHOLDERS = {
  name: '__ResidentName__',
  initial: '__RESIDENT_INITIAL__',
} as const;

/** The frame with the resident's name where the placeholders are: the same name rule as the pages (person-name.ts). */
export function withResident(frame: string, resident: PageResident): string {
  const name = formatPersonName(resident.name);
  return frame.replaceAll(RESIDENT_PLACEHOLDERS.name, escapeHtml(name)).replaceAll(RESIDENT_PLACEHOLDERS.initial, escapeHtml(nameInitial(name) ?? '?'));
}

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

/**
 * Compressed once per file version at the best settings; a document made for one resident (a private frame) is
 * compressed per request, at settings that cost well under a millisecond for a page this size.
 */
function compressed(html: string, mtimeMs: number, perRequest = false): RenderedDocument {
  const identity = Buffer.from(html, 'utf8');
  const quality = perRequest ? 5 : zlib.constants.BROTLI_MAX_QUALITY;
  return {
    mtimeMs,
    body: {
      identity,
      br: zlib.brotliCompressSync(identity, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: quality, [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT } }),
      gzip: zlib.gzipSync(identity, { level: perRequest ? 6 : zlib.constants.Z_BEST_COMPRESSION }),
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

/** A built file the manifest may name: a plain name under assets/, nothing that climbs out or closes an attribute. */
const BUILT_FILE = /^assets\/[\w.-]+\.(js|css)$/;

/** An API read the manifest may name: a plain path under /api/v1, nothing that could close the link's attribute. */
const API_READ = /^\/api\/v1\/[\w/-]+$/;

function isRouteFiles(value: unknown): value is RouteFiles {
  if (typeof value !== 'object' || value === null) return false;
  const { path: routePath, scripts, styles, reads, notFound, only } = value as Partial<RouteFiles>;
  const files = (list: unknown) => Array.isArray(list) && list.every((file) => typeof file === 'string' && BUILT_FILE.test(file));
  const apiReads = reads === undefined || (Array.isArray(reads) && reads.every((read) => typeof read === 'string' && API_READ.test(read)));
  return typeof routePath === 'string' && routePath.startsWith('/') && files(scripts) && files(styles) && apiReads && (notFound === undefined || typeof notFound === 'boolean') && (only === undefined || (Array.isArray(only) && only.every((address) => typeof address === 'string')));
}

/** Only plain file names under the folder: the manifest never points the server elsewhere. */
function isPlainPageFile(file: unknown): file is string {
  return typeof file === 'string' && /^\w[\w./-]*\.html$/.test(file) && !file.split('/').includes('..');
}

/** Reads the manifest's shape defensively: a hand-edited or half-written file means "no prerendered pages". */
export function parsePrerenderedManifest(raw: string): PrerenderedManifest | null {
  try {
    const parsed = JSON.parse(raw) as Partial<PrerenderedManifest>;
    if (typeof parsed.govDeployment !== 'boolean' || typeof parsed.pages !== 'object' || parsed.pages === null) return null;
    const pages: Record<string, string> = {};
    for (const [address, file] of Object.entries(parsed.pages)) {
      if (isPlainPageFile(file)) pages[address] = file;
    }
    const privateFrames: Record<string, PrivateFrameFiles> = {};
    for (const [address, files] of Object.entries(parsed.privateFrames ?? {})) {
      const { named, unnamed } = (files ?? {}) as Partial<PrivateFrameFiles>;
      if (isPlainPageFile(named) && isPlainPageFile(unnamed)) privateFrames[address] = { named, unnamed };
    }
    return { govDeployment: parsed.govDeployment, pages, privateFrames, routes: Array.isArray(parsed.routes) ? parsed.routes.filter(isRouteFiles) : [] };
  } catch {
    return null;
  }
}

const MAX_REMEMBERED_ADDRESSES = 2_000;

/**
 * The documents of one web root, re-read when a file changes (a rebuild under a running server never serves stale
 * asset names) and rendered once per file version, cookie answer and route (the shell links its route's page files).
 */
export function pageDocuments(webRoot: string, settings: WebAppSettings) {
  const indexFile = path.join(webRoot, 'index.html');
  const manifestFile = path.join(webRoot, PRERENDERED_DIR, PRERENDERED_MANIFEST);
  const rendered = new Map<string, RenderedDocument>();
  let manifest: { mtimeMs: number; value: PrerenderedManifest | null } | null = null;

  const render = (file: string, perRequest: PerRequestSettings, headTags = ''): RenderedDocument | null => {
    const mtimeMs = mtimeOf(file);
    if (mtimeMs === null) return null;
    const key = `${perRequest.sessionCookieSent ? 1 : 0}${headTags}${file}`;
    let document = rendered.get(key);
    if (document?.mtimeMs !== mtimeMs) {
      document = compressed(renderIndexHtml(withHeadTags(fs.readFileSync(file, 'utf8'), headTags), settings, perRequest), mtimeMs);
      rendered.set(key, document);
    }
    return document;
  };

  const currentManifest = (): PrerenderedManifest | null => {
    const mtimeMs = mtimeOf(manifestFile);
    if (mtimeMs === null) return null;
    if (manifest?.mtimeMs !== mtimeMs) manifest = { mtimeMs, value: parsePrerenderedManifest(fs.readFileSync(manifestFile, 'utf8')) };
    return manifest.value;
  };

  // Matching ranks every route: an address's answer is kept (a bounded number of them; most requests repeat a few).
  let routeAnswers: { of: PrerenderedManifest | null; tags: Map<string, string>; unknown: Map<string, boolean> } = { of: null, tags: new Map(), unknown: new Map() };
  const currentAnswers = () => {
    const value = currentManifest();
    if (routeAnswers.of !== value || routeAnswers.tags.size + routeAnswers.unknown.size >= MAX_REMEMBERED_ADDRESSES) routeAnswers = { of: value, tags: new Map(), unknown: new Map() };
    return value;
  };
  const headTagsFor = (address: string, perRequest: PerRequestSettings): string => {
    const value = currentAnswers();
    const key = `${perRequest.sessionCookieSent ? 1 : 0}${address}`;
    let tags = routeAnswers.tags.get(key);
    if (tags === undefined) {
      tags = shellHeadTags(value?.routes ?? [], address, perRequest);
      routeAnswers.tags.set(key, tags);
    }
    return tags;
  };

  const privateFrameFiles = (address: string): PrivateFrameFiles | null => {
    const value = currentManifest();
    if (!value?.privateFrames || value.govDeployment !== settings.govDeployment || !Object.hasOwn(value.privateFrames, address)) return null;
    return value.privateFrames[address]!;
  };

  // A frame's settings and head are the same for everyone: filled once per file version; only the name is per request.
  const frameTemplates = new Map<string, { mtimeMs: number; html: string }>();
  const frameTemplate = (file: string, headTags: string): { mtimeMs: number; html: string } | null => {
    const mtimeMs = mtimeOf(file);
    if (mtimeMs === null) return null;
    const key = `${headTags}${file}`;
    let template = frameTemplates.get(key);
    if (template?.mtimeMs !== mtimeMs) {
      template = { mtimeMs, html: renderIndexHtml(withHeadTags(fs.readFileSync(file, 'utf8'), headTags), settings, { sessionCookieSent: true }) };
      frameTemplates.set(key, template);
    }
    return template;
  };

  const prerenderedFile = (address: string): string | null => {
    const value = currentManifest();
    if (!value || value.govDeployment !== settings.govDeployment || !Object.hasOwn(value.pages, address)) return null;
    return path.join(webRoot, PRERENDERED_DIR, value.pages[address]!);
  };

  return {
    /**
     * The document for a page address: its prerendered page when the visitor has no session (a signed-in resident
     * must not see a visitor's navigation first; spec 1 §4 "until decided, a blank shell shows"), else index.html.
     * Null when the web app has not been built.
     */
    /** Whether the web app's router shows "Page not found" for the address (answered 404, with that page). */
    isUnknownPage(address: string): boolean {
      const value = currentAnswers();
      let unknown = routeAnswers.unknown.get(address);
      if (unknown === undefined) {
        const route = routeOf(value?.routes ?? [], address);
        // The router ignores a trailing slash; so does the list.
        unknown = route?.notFound === true || (route?.only !== undefined && !route.only.includes(address.replace(/(.)\/+$/, '$1')));
        routeAnswers.unknown.set(address, unknown);
      }
      return unknown;
    },
    /** Whether the build left a signed-in frame for the address (so the server need not read the session otherwise). */
    hasPrivateFrame(address: string): boolean {
      return privateFrameFiles(address) !== null;
    },
    /**
     * The private page's frame for a resident the gate lets in, with their name, the session read and the page's
     * own reads preloaded as in the shell (its code loads after the first paint, as a public page's); null when
     * there is none (the caller sends the shell).
     */
    forResident(address: string, resident: PageResident): RenderedDocument | null {
      const files = privateFrameFiles(address);
      if (files === null) return null;
      const file = path.join(webRoot, PRERENDERED_DIR, resident.name?.trim() ? files.named : files.unnamed);
      const template = frameTemplate(file, sessionReadTags(routeOf(currentAnswers()?.routes ?? [], address)));
      return template === null ? null : compressed(withResident(template.html, resident), template.mtimeMs, true);
    },
    forPage(address: string, perRequest: PerRequestSettings): RenderedDocument | null {
      const page = address === '/index.html' ? '/' : address;
      const prerendered = perRequest.sessionCookieSent ? null : prerenderedFile(page);
      return (prerendered === null ? null : render(prerendered, perRequest)) ?? render(indexFile, perRequest, headTagsFor(page, perRequest));
    },
  };
}
