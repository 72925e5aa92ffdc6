/**
 * `make bench`: the web app's bundle sizes against the performance budget (docs/decisions.md "Web performance
 * budget"). A measurement, not a test: it prints PASS / MISS and exits 0 whatever the sizes (non-zero only when there
 * is no build to read).
 *
 * Reads the Vite manifest of a built web app (dist/web, or BUNDLE_DIR) and, for each first page, adds up what the
 * browser must fetch before the page can paint: the entry chunk, its static imports (the modulepreload links) and
 * their CSS, then the route's lazy page chunk with the static imports it does not share with the entry. Sizes are the
 * files' bytes and their gzip at the default level (what Vite's own report shows, and what the budget counts), with
 * Brotli at its highest quality beside it (what a browser that asks for it is sent: the build writes both).
 *
 * Env: BUNDLE_DIR (the build to read, default dist/web), BUNDLE_MODULES=1 (also print, from the source maps of a
 * `WEB_SOURCEMAP=1` build, the source modules that fill the entry closure and each first page's route chunks).
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { staticClosure } from '../web/build/prerender-pages.js';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const ROOT = path.resolve(HERE, '..');
const RESULTS_FILE = path.join(HERE, 'results', 'bundle.json');

/** The budget (KB = 1024 bytes, gzipped). */
export const BUDGET = { firstPageKb: 120, routeChunkKb: 50 } as const;

/** The first pages measured: the address, and the page module the router loads for it (web/src/app/router.tsx). */
const FIRST_PAGES = [
  { path: '/', page: 'src/landing/landing-page.tsx' },
  { path: '/dashboard', page: 'src/dashboard/dashboard-page.tsx' },
  { path: '/buying-a-house/other-things-to-pay-for', page: 'src/content/resources/housing/housing-pages.tsx' },
  { path: '/buying-a-house/financing-plan/:planId/summary', page: 'src/housing/pages/plan-summary-page.tsx' },
  { path: '/expense-manager', page: 'src/cashflow/expense-manager/pages/expense-manager-intro-page.tsx' },
] as const;

/** Libraries that must load only when used: a chunk holding one of them must not be in any first page. */
const ON_DEMAND = ['jspdf', 'html2canvas', 'd3-', 'ics', 'canvg', 'dompurify'] as const;

interface ManifestChunk {
  file: string;
  src?: string;
  name?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

export interface FileSize {
  file: string;
  bytes: number;
  gzipBytes: number;
  brotliBytes: number;
}

export interface FirstPageReport {
  path: string;
  page: string;
  entry: FileSize[];
  route: FileSize[];
  entryGzipKb: number;
  routeGzipKb: number;
  totalBytes: number;
  totalGzipKb: number;
  totalBrotliKb: number;
  onDemandLibrariesLoaded: string[];
  /**
   * For a page the build prerendered (dist/web/.prerendered; docs/decisions.md "Prerendered public pages"): what its
   * first paint waits for besides the HTML, the gzip KB of its style sheets (its code loads after that paint). Null
   * when the page paints only once its code has run (a signed-in page, or any page with a session cookie).
   */
  paintsBeforeCodeGzipKb: number | null;
  status: 'PASS' | 'MISS';
}

export interface RouteChunkReport {
  page: string;
  file: string;
  gzipKb: number;
  /** The chunk with its static imports that the entry does not already hold, and their CSS: what the navigation fetches. */
  withImportsGzipKb: number;
  status: 'PASS' | 'MISS';
}

const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

function sizer(dir: string) {
  const cache = new Map<string, FileSize>();
  return (file: string): FileSize => {
    let size = cache.get(file);
    if (!size) {
      const content = fs.readFileSync(path.join(dir, file));
      size = {
        file,
        bytes: content.length,
        gzipBytes: gzipSync(content).length,
        brotliBytes: brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
      };
      cache.set(file, size);
    }
    return size;
  };
}

/** The JS and CSS files of a set of manifest keys. */
function filesOf(manifest: Manifest, keys: Iterable<string>): string[] {
  const files = new Set<string>();
  for (const key of keys) {
    const chunk = manifest[key]!;
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
  }
  return [...files];
}

const sum = (sizes: FileSize[], field: 'bytes' | 'gzipBytes' | 'brotliBytes') => sizes.reduce((total, size) => total + size[field], 0);

/** Address -> the style sheets its prerendered document links (web root relative), for the pages the build prerendered. */
function prerenderedStyleSheets(dir: string): Map<string, string[]> {
  const sheets = new Map<string, string[]>();
  const listFile = path.join(dir, '.prerendered', 'pages.json');
  if (!fs.existsSync(listFile)) return sheets;
  const { pages } = JSON.parse(fs.readFileSync(listFile, 'utf8')) as { pages: Record<string, string> };
  for (const [address, file] of Object.entries(pages)) {
    const html = fs.readFileSync(path.join(dir, '.prerendered', file), 'utf8');
    sheets.set(address, [...html.matchAll(/<link rel="stylesheet"[^>]*href="\/([^"]+)"/g)].map((match) => match[1]!));
  }
  return sheets;
}

export function readManifest(dir: string): Manifest {
  const file = path.join(dir, '.vite', 'manifest.json');
  if (!fs.existsSync(file)) throw new Error(`${file} not found: build the web app first (make build, or npx vite build --config web/vite.config.ts)`);
  return JSON.parse(fs.readFileSync(file, 'utf8')) as Manifest;
}

export function measureBundle(dir: string) {
  const manifest = readManifest(dir);
  const size = sizer(dir);
  const entryKey = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
  if (!entryKey) throw new Error('the manifest has no entry chunk');
  const entryKeys = staticClosure(manifest, entryKey);
  const entryFiles = filesOf(manifest, entryKeys);
  const entrySizes = entryFiles.map(size);

  const routeClosure = (pageKey: string) => {
    const keys = [...staticClosure(manifest, pageKey)].filter((key) => !entryKeys.has(key));
    return filesOf(manifest, keys).filter((file) => !entryFiles.includes(file));
  };
  const librariesIn = (files: string[]) => {
    const sources = Object.values(manifest).filter((chunk) => files.includes(chunk.file));
    return ON_DEMAND.filter((library) =>
      sources.some((chunk) => chunk.src?.includes(`node_modules/${library}`) || chunk.name?.startsWith(library)),
    );
  };

  const prerendered = prerenderedStyleSheets(dir);
  const firstPages: FirstPageReport[] = FIRST_PAGES.map(({ path: address, page }) => {
    if (!manifest[page]) throw new Error(`${page} is not a chunk of this build: has the router changed? (bench/bundle-size.ts FIRST_PAGES)`);
    const route = routeClosure(page).map(size);
    const all = [...entrySizes, ...route];
    const totalGzipKb = kb(sum(all, 'gzipBytes'));
    return {
      path: address,
      page,
      entry: entrySizes,
      route,
      entryGzipKb: kb(sum(entrySizes, 'gzipBytes')),
      routeGzipKb: kb(sum(route, 'gzipBytes')),
      totalBytes: sum(all, 'bytes'),
      totalGzipKb,
      totalBrotliKb: kb(sum(all, 'brotliBytes')),
      onDemandLibrariesLoaded: librariesIn(all.map((file) => file.file)),
      paintsBeforeCodeGzipKb: prerendered.has(address) ? kb(sum(prerendered.get(address)!.map(size), 'gzipBytes')) : null,
      status: totalGzipKb <= BUDGET.firstPageKb ? 'PASS' : 'MISS',
    };
  });

  // Route chunks: what the entry (and the route tables it holds) loads with import(), from the app's own sources.
  const routeKeys = new Set<string>();
  for (const key of entryKeys) for (const dynamic of manifest[key]!.dynamicImports ?? []) if (dynamic.startsWith('src/')) routeKeys.add(dynamic);
  const routeChunks: RouteChunkReport[] = [...routeKeys]
    .map((key) => {
      const gzipKb = kb(size(manifest[key]!.file).gzipBytes);
      return {
        page: key,
        file: manifest[key]!.file,
        gzipKb,
        withImportsGzipKb: kb(sum(routeClosure(key).map(size), 'gzipBytes')),
        status: gzipKb <= BUDGET.routeChunkKb ? ('PASS' as const) : ('MISS' as const),
      };
    })
    .sort((a, b) => b.gzipKb - a.gzipKb);

  // Every other lazily loaded chunk (libraries and what only a button or a component asks for).
  const onDemandChunks = Object.entries(manifest)
    .filter(([key, chunk]) => chunk.isDynamicEntry && !routeKeys.has(key))
    .map(([key, chunk]) => ({
      module: key,
      file: chunk.file,
      gzipKb: kb(size(chunk.file).gzipBytes),
      withImportsGzipKb: kb(sum(routeClosure(key).map(size), 'gzipBytes')),
    }))
    .sort((a, b) => b.gzipKb - a.gzipKb);

  return { entry: { files: entrySizes, bytes: sum(entrySizes, 'bytes'), gzipKb: kb(sum(entrySizes, 'gzipBytes')) }, firstPages, routeChunks, onDemandChunks };
}

/**
 * Bytes of a generated file per original source, from its source map's mappings (each segment's generated columns,
 * up to the next segment, belong to the segment's source). Vite's minified chunks are a few long lines.
 */
export function bytesBySource(code: string, map: { sources: string[]; mappings: string }): Map<string, number> {
  const totals = new Map<string, number>();
  const lines = code.split('\n');
  const chars = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
  let source = 0;
  map.mappings.split(';').forEach((line, lineIndex) => {
    const segments: Array<{ column: number; source: number | null }> = [];
    let column = 0;
    for (const segment of line.split(',')) {
      if (!segment) continue;
      const values: number[] = [];
      let value = 0;
      let shift = 0;
      for (const char of segment) {
        const digit = chars.indexOf(char);
        value += (digit & 31) << shift;
        if (digit & 32) shift += 5;
        else {
          values.push(value & 1 ? -(value >>> 1) : value >>> 1);
          value = 0;
          shift = 0;
        }
      }
      column += values[0]!;
      if (values.length > 1) source += values[1]!;
      segments.push({ column, source: values.length > 1 ? source : null });
    }
    const length = lines[lineIndex]?.length ?? 0;
    segments.forEach((segment, index) => {
      if (segment.source === null) return;
      const end = index + 1 < segments.length ? segments[index + 1]!.column : length;
      const name = map.sources[segment.source]!;
      totals.set(name, (totals.get(name) ?? 0) + Math.max(0, end - segment.column));
    });
  });
  return totals;
}

/** Groups a source path by package (node_modules) or by the app's folder two levels down. */
function moduleGroup(source: string): string {
  const nodeModules = source.lastIndexOf('node_modules/');
  if (nodeModules >= 0) {
    const rest = source.slice(nodeModules + 'node_modules/'.length).split('/');
    const [scope = '', name = ''] = rest;
    return scope.startsWith('@') ? `${scope}/${name}` : scope;
  }
  return source.replace(/^(\.\.\/)+/, '');
}

function printModules(dir: string, title: string, files: string[]) {
  const totals = new Map<string, number>();
  const missing: string[] = [];
  for (const file of files.filter((name) => name.endsWith('.js'))) {
    const mapFile = path.join(dir, `${file}.map`);
    if (!fs.existsSync(mapFile)) {
      missing.push(file);
      continue;
    }
    const code = fs.readFileSync(path.join(dir, file), 'utf8');
    for (const [source, bytes] of bytesBySource(code, JSON.parse(fs.readFileSync(mapFile, 'utf8')))) {
      const group = moduleGroup(source);
      totals.set(group, (totals.get(group) ?? 0) + bytes);
    }
  }
  console.log(`\n${title}: largest sources (raw KB, minified)`);
  for (const [group, bytes] of [...totals].sort((a, b) => b[1] - a[1]).slice(0, 25)) console.log(`  ${kb(bytes).toFixed(1).padStart(7)}  ${group}`);
  if (missing.length) console.log(`  (no source map for ${missing.join(', ')}: build with WEB_SOURCEMAP=1)`);
}

function table(rows: string[][]) {
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  for (const row of rows) console.log(row.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!))).join('  '));
}

function main() {
  const dir = path.resolve(ROOT, process.env.BUNDLE_DIR ?? 'dist/web');
  const report = measureBundle(dir);
  console.log(`\nBundle sizes (${path.relative(ROOT, dir) || dir}; gzip KB, budget: first page <= ${BUDGET.firstPageKb}, route chunk <= ${BUDGET.routeChunkKb})\n`);
  table([
    ['first page', 'files', 'raw KB', 'entry gz', 'route gz', 'total gz', 'budget', 'total br', 'loaded early', 'first paint needs'],
    ...report.firstPages.map((page) => [
      page.path,
      String(page.entry.length + page.route.length),
      kb(page.totalBytes).toFixed(1),
      page.entryGzipKb.toFixed(1),
      page.routeGzipKb.toFixed(1),
      page.totalGzipKb.toFixed(1),
      page.status,
      page.totalBrotliKb.toFixed(1),
      page.onDemandLibrariesLoaded.join(',') || '-',
      page.paintsBeforeCodeGzipKb === null ? 'the code' : `HTML + ${page.paintsBeforeCodeGzipKb.toFixed(1)} CSS`,
    ]),
  ]);
  console.log('\n"first paint needs": a prerendered page paints from its HTML and style sheets, its code loading after that paint (to a visitor without a session cookie); every other page paints once its code has run. The budget counts the code either way.');
  console.log(`\nLargest route chunks (of ${report.routeChunks.length})\n`);
  table([
    ['route module', 'chunk gz', 'with imports gz', 'budget'],
    ...report.routeChunks.slice(0, 12).map((chunk) => [chunk.page, chunk.gzipKb.toFixed(1), chunk.withImportsGzipKb.toFixed(1), chunk.status]),
  ]);
  const misses = report.routeChunks.filter((chunk) => chunk.status === 'MISS');
  console.log(misses.length ? `\n${misses.length} route chunk(s) over ${BUDGET.routeChunkKb} KB: ${misses.map((chunk) => chunk.page).join(', ')}` : `\nEvery route chunk is within ${BUDGET.routeChunkKb} KB.`);
  console.log('\nLoaded only when used (largest)\n');
  table([
    ['module', 'chunk gz', 'with imports gz'],
    ...report.onDemandChunks.slice(0, 10).map((chunk) => [chunk.module, chunk.gzipKb.toFixed(1), chunk.withImportsGzipKb.toFixed(1)]),
  ]);

  if (['1', 'true', 'yes'].includes((process.env.BUNDLE_MODULES ?? '').toLowerCase())) {
    printModules(dir, 'Entry and its static imports', report.entry.files.map((file) => file.file));
    for (const page of report.firstPages) printModules(dir, `Route chunks of ${page.path}`, page.route.map((file) => file.file));
  }

  fs.mkdirSync(path.dirname(RESULTS_FILE), { recursive: true });
  fs.writeFileSync(RESULTS_FILE, `${JSON.stringify({ measuredAt: new Date().toISOString(), dir, budget: BUDGET, ...report }, null, 2)}\n`);
  console.log(`\nWritten: ${path.relative(ROOT, RESULTS_FILE)}`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    main();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  }
}
