/**
 * Which public pages the build prerenders, and how a rendered page becomes a document the server can fill in
 * (docs/decisions.md "Prerendered public pages"). Pure: the plugin (prerender-plugin.ts) does the I/O.
 */

import path from 'node:path';
import { pageFileTags, RESIDENT_PLACEHOLDERS, type PageFiles, type RouteFiles } from '../../src/platform/http/page-documents.js';

/** A search document's kind and address (content/search/*.json, written by `npm run content:search`). */
export interface IndexedPage {
  kind: string;
  address: string;
}

/** Pages that are not in the search index but are a common first page: the landing page and a public tool's start. */
export const ALWAYS_PRERENDERED = ['/', '/expense-manager', '/retirement-resources/how-much-will-cpf-pay-me'] as const;

/**
 * The private pages whose frame the server sends a signed-in resident the gate lets in (docs/decisions.md "A private
 * page's frame in its document"): the first pages whose largest paint is in the frame (the dashboard's lead, the
 * retirement plan's). A page whose largest paint is worked out from the resident's data gains nothing from it.
 */
export const PRIVATE_FRAME_ADDRESSES = ['/dashboard', '/retirement-plan'] as const;

/** The private frame's file names under the prerendered folder: "/dashboard" -> "private/dashboard.named.html". */
export function privateFrameFileNames(address: string): { named: string; unnamed: string } {
  const base = `private/${prerenderedFileName(address).replace(/\.html$/, '')}`;
  return { named: `${base}.named.html`, unnamed: `${base}.unnamed.html` };
}

/**
 * The avatar's initial in a frame rendered with the name placeholder is the placeholder's own first letter: marked
 * so the server puts the resident's initial there. Exactly one avatar, or the build fails (the markup changed).
 */
export function withInitialPlaceholder(frameHtml: string): string {
  const initial = RESIDENT_PLACEHOLDERS.name.match(/\p{L}/u)![0]!.toUpperCase();
  const avatar = `<span class="avatar" aria-hidden="true">${initial}</span>`;
  const found = frameHtml.split(avatar).length - 1;
  if (found !== 1) throw new Error(`a private frame must hold one avatar with the placeholder's initial, found ${found}`);
  return frameHtml.replace(avatar, `<span class="avatar" aria-hidden="true">${RESIDENT_PLACEHOLDERS.initial}</span>`);
}

/**
 * The landing page, the public tools' first pages and every indexed article and content page a visitor may open
 * (the same list search offers, so a page added to the index is prerendered too). Fragments (FAQ entries) share
 * their page's address; tools other than the public start pages open a signed-in flow and stay client-rendered.
 */
export function addressesToPrerender(indexed: readonly IndexedPage[], isPublic: (address: string) => boolean): string[] {
  const addresses = new Set<string>(ALWAYS_PRERENDERED);
  for (const page of indexed) if ((page.kind === 'article' || page.kind === 'page') && isPublic(page.address)) addresses.add(page.address);
  return [...addresses].sort();
}

/** The file under the prerendered folder for an address: "/" -> "index.html", "/a/b" -> "a/b.html". */
export function prerenderedFileName(address: string): string {
  if (!address.startsWith('/') || address.split('/').some((part) => part === '..' || part === '.')) {
    throw new Error(`not a page address: ${address}`);
  }
  return address === '/' ? 'index.html' : `${address.slice(1)}.html`;
}

const ROOT_ELEMENT = '<div id="root"></div>';

const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * The built index.html with the rendered page inside the root element, marked with the address it shows: the app
 * waits for that page's code before its first render replaces the markup (web/src/main.tsx), so nothing blinks.
 */
export function documentWithPage(indexHtml: string, address: string, pageHtml: string, options: { privateFrame?: boolean } = {}): string {
  const at = indexHtml.indexOf(ROOT_ELEMENT);
  if (at < 0 || indexHtml.indexOf(ROOT_ELEMENT, at + 1) >= 0) throw new Error(`index.html must hold exactly one ${ROOT_ELEMENT}`);
  // A private frame also waits for the session read before the app renders over it (web/src/main.tsx).
  const frame = options.privateFrame ? ' data-private-frame' : '';
  const filled = `<div id="root" data-prerendered="${escapeAttribute(address)}"${frame}>${pageHtml}</div>`;
  return indexHtml.slice(0, at) + filled + indexHtml.slice(at + ROOT_ELEMENT.length);
}

/**
 * A page whose first render is still waiting for data (a spinner, a busy region) is not worth prerendering: the
 * visitor would see the wait either way, and the markup would be replaced at once.
 */
export function isStillLoading(pageHtml: string): boolean {
  return /aria-busy="true"/.test(pageHtml);
}

/** A page without its main content rendered (the route failed, or it fell back to "Page not found"). */
export function lacksMainContent(pageHtml: string): boolean {
  return !/<main[\s>]/.test(pageHtml) || /Page not found/.test(pageHtml);
}

/** The parts of Vite's build manifest (.vite/manifest.json) the prerender reads. */
export interface BuildManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}
export type BuildManifest = Record<string, BuildManifestChunk>;

/** A chunk's manifest key and every key it imports statically (what module preloads fetch with it). */
export function staticClosure(manifest: BuildManifest, key: string, into = new Set<string>()): Set<string> {
  if (into.has(key) || !manifest[key]) return into;
  into.add(key);
  for (const imported of manifest[key]!.imports ?? []) staticClosure(manifest, imported, into);
  return into;
}

/**
 * The files a page's modules need beyond what the entry brings: their code (module preloads, which the app waits for
 * before it renders the page) and their style sheets (index.html links only the entry's). The server links them in
 * the head of a prerendered page, and of the shell for any address of the page (docs/decisions.md "Page files in the
 * document's head").
 */
export function pageFiles(manifest: BuildManifest, pageModules: readonly string[]): PageFiles {
  const entryKey = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
  if (!entryKey) throw new Error('the build manifest has no entry chunk');
  // By file, not by key: a module graph taken from the bundle names a chunk both by its file and by its modules.
  const entryFiles = new Set([...staticClosure(manifest, entryKey)].map((key) => manifest[key]!.file));
  const styles = new Set<string>();
  const scripts = new Set<string>();
  for (const page of pageModules) {
    if (!manifest[page]) throw new Error(`${page} is not in the build manifest`);
    for (const key of staticClosure(manifest, page)) {
      if (entryFiles.has(manifest[key]!.file)) continue;
      scripts.add(manifest[key]!.file);
      for (const css of manifest[key]!.css ?? []) styles.add(css);
    }
  }
  return { scripts: [...scripts], styles: [...styles] };
}

/** What a prerendered page adds to index.html's head: its page files' links (without them it would paint unstyled). */
export function pageHeadTags(manifest: BuildManifest, pageModules: readonly string[]): string {
  return pageFileTags(pageFiles(manifest, pageModules));
}

/**
 * Every route of the app with a page, as its full path (react-router's pattern: ":id" parameters, a trailing "*"),
 * the files its page modules need and its first-page reads; a route without a lazy page (a redirect) is left out.
 */
export function routeFiles(manifest: BuildManifest, routes: readonly RoutePage[]): RouteFiles[] {
  return routes
    .filter((route) => route.pageModules.length > 0)
    .map((route) => ({
      path: route.path,
      ...pageFiles(manifest, route.pageModules),
      ...(route.reads?.length ? { reads: [...route.reads] } : {}),
      // The server answers such an address 404, with the page (docs/decisions.md "Unknown pages answer 404").
      ...(route.pageModules.at(-1)?.endsWith(NOT_FOUND_PAGE_MODULE) ? { notFound: true } : {}),
      ...(route.only ? { only: [...route.only] } : {}),
    }));
}

/** The page every unknown address shows (the router's `*` routes). */
export const NOT_FOUND_PAGE_MODULE = 'content/pages/not-found-page.tsx';

/**
 * A route of the app's table, the source modules of the lazy pages it shows ("src/dashboard/dashboard-page.tsx") and
 * the API reads start-up asks for it once the session is known (web/src/app/navigation/first-page-reads.ts).
 */
export interface RoutePage {
  path: string;
  pageModules: string[];
  reads?: readonly string[];
  /** For a route whose parameter takes only known values (an article's slug): every address it answers. */
  only?: readonly string[];
}

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * index.html's title and description replaced by the page's own (what usePageTitle sets once the app runs), so a
 * search engine or a link preview that reads the HTML sees the page, not the site. Without a page description the
 * site's stays; with one, the site's is kept in `data-site-description`.
 */
export function withPageHead(indexHtml: string, head: { title?: string; description?: string }): string {
  let html = indexHtml;
  if (head.title) {
    if (!/<title>[^<]*<\/title>/.test(html)) throw new Error('index.html has no <title>');
    html = html.replace(/<title>[^<]*<\/title>/, () => `<title>${escapeText(head.title!)}</title>`);
  }
  if (head.description) {
    const description = /<meta name="description" content="([^"]*)"\s*\/?>/;
    if (!description.test(html)) throw new Error('index.html has no description meta tag');
    // The site's own stays beside it: the app shows it again on a page without a description (page-title.ts).
    html = html.replace(description, (_tag, site: string) => `<meta name="description" content="${escapeAttribute(head.description!)}" data-site-description="${site}" />`);
  }
  return html;
}

const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>/g;
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/**
 * The app's code loads after the first paint on a prerendered page: the entry script and its module preloads are
 * swapped for the start script (prerender-start.js), which adds them back once the page has painted. The HTML and its
 * style sheets are all that paint needs, so on a slow connection they get the bandwidth alone (docs/decisions.md
 * "Prerendered public pages"). A page sent as the empty index.html keeps them: there the code is the first paint.
 */
export function withCodeAfterFirstPaint(html: string, startScript: string): string {
  const entries = [...html.matchAll(ENTRY_SCRIPT)].map((match) => match[1]!);
  if (entries.length !== 1) throw new Error(`expected one module entry script in index.html, found ${entries.length}`);
  const modules = [...html.matchAll(MODULE_PRELOAD)].map((match) => match[1]!);
  const start = `<script defer src="/${escapeAttribute(startScript)}" data-entry="${escapeAttribute(entries[0]!)}" data-modules="${escapeAttribute(modules.join(' '))}"></script>`;
  return html.replace(MODULE_PRELOAD, '').replace(ENTRY_SCRIPT, start);
}

/** What moduleGraph reads of an output chunk. */
export interface OutputChunkFacts {
  fileName: string;
  isEntry: boolean;
  facadeModuleId: string | null;
  moduleIds: readonly string[];
  imports: readonly string[];
  viteMetadata?: { importedCss: Set<string> };
}

/**
 * The bundle's chunks by file name, and every module by its path under the web root ("src/dashboard/dashboard-page.tsx")
 * pointing at the chunk that holds it: the shape of Vite's manifest, taken from the bundle itself. Vite's manifest
 * names a module only when it is a chunk of its own; Rolldown may place a page inside a shared chunk, or copy a small
 * shared chunk into the chunks that use it (docs/decisions.md "Fewer, larger start-up files"), and the route list
 * must still find each page's files. A module in several chunks (a copy) points at the chunk it is the face of, else
 * the first.
 */
export function moduleGraph(chunks: readonly OutputChunkFacts[], webRoot: string): BuildManifest {
  const graph: BuildManifest = {};
  for (const chunk of chunks) {
    graph[chunk.fileName] = { file: chunk.fileName, isEntry: chunk.isEntry, imports: [...chunk.imports], css: [...(chunk.viteMetadata?.importedCss ?? [])] };
  }
  for (const chunk of chunks) {
    for (const id of chunk.moduleIds) {
      const key = path.relative(webRoot, id.split('?')[0]!).split(path.sep).join('/');
      if (!graph[key] || chunk.facadeModuleId === id) graph[key] = graph[chunk.fileName]!;
    }
  }
  return graph;
}
