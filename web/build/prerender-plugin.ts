import { promises as fs } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createServer, type Plugin } from 'vite';
import { PRERENDERED_DIR, PRERENDERED_MANIFEST, withHeadTags, type PrerenderedManifest } from '../../src/platform/http/page-documents.js';
import { isPublicRoute } from '../../src/shared-kernel/access-gating.js';
import {
  addressesToPrerender,
  documentWithPage,
  isStillLoading,
  lacksMainContent,
  moduleGraph,
  pageHeadTags,
  prerenderedFileName,
  PRIVATE_FRAME_ADDRESSES,
  privateFrameFileNames,
  withInitialPlaceholder,
  routeFiles,
  withCodeAfterFirstPaint,
  withPageHead,
  type BuildManifest,
  type IndexedPage,
  type RoutePage,
} from './prerender-pages.js';

/**
 * Prerenders the public pages a visitor most often lands on (docs/decisions.md "Prerendered public pages"): after the
 * client build is on disk, the app's own components render each page through Vite's SSR module loader, and the
 * markup goes into a copy of the built index.html under `.prerendered/`, with `pages.json` listing them. The server
 * sends such a page to a request without a session cookie (src/platform/http/page-documents.ts), so the page paints
 * from the HTML before any JavaScript has run; the app then renders the same page over it.
 *
 * `WEB_PRERENDER=0` skips it (the server then sends index.html for every page, as before).
 */

const WEB_ROOT = fileURLToPath(new URL('..', import.meta.url));
const SEARCH_FOLDER = fileURLToPath(new URL('../../content/search', import.meta.url));


async function indexedPages(): Promise<IndexedPage[]> {
  const files = (await fs.readdir(SEARCH_FOLDER)).filter((name) => name.endsWith('.json'));
  return Promise.all(files.map(async (name) => JSON.parse(await fs.readFile(path.join(SEARCH_FOLDER, name), 'utf8')) as IndexedPage));
}

interface RenderedPage {
  html: string;
  pageModules: string[];
  head: { title?: string; description?: string };
}

interface PrerenderEntry {
  renderPage(address: string): Promise<RenderedPage>;
  renderPrivateFrame(address: string, named: boolean): Promise<RenderedPage>;
  routePages(): RoutePage[];
}

/** Renders the pages into `outDir`; answers what was written and what was left to the client, with why. */
export async function prerenderInto(outDir: string, configFile: string, startScript: string, manifest: BuildManifest): Promise<{ written: string[]; skipped: string[] }> {
  const indexHtml = await fs.readFile(path.join(outDir, 'index.html'), 'utf8');
  const folder = path.join(outDir, PRERENDERED_DIR);
  await fs.rm(folder, { recursive: true, force: true });
  const server = await createServer({
    configFile,
    root: WEB_ROOT,
    logLevel: 'error',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, watch: null, ws: false },
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  const pages: Record<string, string> = {};
  const skipped: string[] = [];
  const privateFrames: NonNullable<PrerenderedManifest['privateFrames']> = {};
  const write = async (file: string, html: string) => {
    await fs.mkdir(path.dirname(path.join(folder, file)), { recursive: true });
    await fs.writeFile(path.join(folder, file), html);
  };
  let routes: PrerenderedManifest['routes'] = [];
  try {
    const entry = (await server.ssrLoadModule('/build/prerender-entry.tsx')) as PrerenderEntry;
    routes = routeFiles(manifest, entry.routePages());
    for (const address of addressesToPrerender(await indexedPages(), isPublicRoute)) {
      const { html, pageModules, head } = await entry.renderPage(address);
      if (isStillLoading(html)) {
        skipped.push(`${address} (waits for data)`);
        continue;
      }
      if (lacksMainContent(html)) throw new Error(`prerendering ${address} gave no page content: is the address still a page?`);
      const file = prerenderedFileName(address);
      await write(file, documentWithPage(withCodeAfterFirstPaint(withHeadTags(withPageHead(indexHtml, head), pageHeadTags(manifest, pageModules)), startScript), address, html));
      pages[address] = file;
    }
    // The private frames: their page files load as a public page's do, after the first paint; the server links the
    // session read and the page's own reads (page-documents.ts).
    for (const address of PRIVATE_FRAME_ADDRESSES) {
      const files = privateFrameFileNames(address);
      for (const named of [true, false]) {
        const { html, head, pageModules } = await entry.renderPrivateFrame(address, named);
        if (lacksMainContent(html)) throw new Error(`the private frame of ${address} gave no page content: is the address still a page?`);
        const frame = named ? withInitialPlaceholder(html) : html;
        await write(named ? files.named : files.unnamed, documentWithPage(withCodeAfterFirstPaint(withHeadTags(withPageHead(indexHtml, head), pageHeadTags(manifest, pageModules)), startScript), address, frame, { privateFrame: true }));
      }
      privateFrames[address] = files;
    }
  } finally {
    await server.close();
  }
  // Our own masthead: the server sends these pages only to a deployment that shows it.
  const list: PrerenderedManifest = { govDeployment: false, pages, privateFrames, routes };
  await fs.writeFile(path.join(folder, PRERENDERED_MANIFEST), `${JSON.stringify(list, null, 2)}\n`);
  return { written: Object.keys(pages), skipped };
}

export function prerender(configFile: string): Plugin {
  let outDir = '';
  let ssrBuild = false;
  let startScript = '';
  let graph: BuildManifest = {};
  return {
    name: 'mymoneyplan-prerender',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
      ssrBuild = Boolean(config.build.ssr);
    },
    async generateBundle(_options, bundle) {
      if (ssrBuild || process.env.WEB_PRERENDER === '0') return;
      graph = moduleGraph(Object.values(bundle).flatMap((item) => (item.type === 'chunk' ? [item] : [])), WEB_ROOT);
      const source = await fs.readFile(fileURLToPath(new URL('./prerender-start.js', import.meta.url)), 'utf8');
      const reference = this.emitFile({ type: 'asset', name: 'prerender-start.js', source });
      startScript = this.getFileName(reference);
    },
    async closeBundle() {
      if (ssrBuild || process.env.WEB_PRERENDER === '0') return;
      const { written, skipped } = await prerenderInto(outDir, configFile, startScript, graph);
      this.info(`prerendered ${written.length} public pages${skipped.length ? `; left to the browser: ${skipped.join(', ')}` : ''}`);
    },
  };
}
