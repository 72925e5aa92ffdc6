import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { compileHint } from './build/compile-hint-plugin.js';
import { precompress } from './build/precompress-plugin.js';
import { prerender } from './build/prerender-plugin.js';
import { buildDates } from './src/app/build-info.js';

const webRoot = fileURLToPath(new URL('.', import.meta.url));
const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string };

/**
 * When the built code last changed: the commit date of HEAD (SOURCE_DATE_EPOCH first, for reproducible builds without
 * git), else the build's clock. The footer's "Last updated" and copyright year read it.
 */
function buildDate(): string {
  const epoch = Number(process.env.SOURCE_DATE_EPOCH);
  if (Number.isInteger(epoch) && epoch > 0) return new Date(epoch * 1000).toISOString();
  try {
    const committed = execFileSync('git', ['log', '-1', '--format=%cI'], { cwd: webRoot, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
    if (committed) return committed;
  } catch {
    // not a git checkout (a source tarball, a container build): the build's clock
  }
  return new Date().toISOString();
}

/**
 * Emits /service-worker.js (spec 1 §7) from web/service-worker/service-worker.js with this build's version and the
 * files the first page needs (the entry chunk, its static imports and their CSS) to keep for a repeat visit.
 */
function serviceWorker(version: string): Plugin {
  return {
    name: 'mymoneyplan-service-worker',
    apply: 'build',
    generateBundle(_options, bundle) {
      const start = new Set<string>();
      const visit = (fileName: string) => {
        const item = bundle[fileName];
        if (!item || item.type !== 'chunk' || start.has(fileName)) return;
        start.add(fileName);
        for (const css of item.viteMetadata?.importedCss ?? []) start.add(css);
        item.imports.forEach(visit);
      };
      for (const item of Object.values(bundle)) if (item.type === 'chunk' && item.isEntry) visit(item.fileName);
      const precache = [...start].sort().map((file) => `/${file}`);
      // The hashed file names change with any code change: so does the cache name, and old caches are dropped.
      const build = createHash('sha256').update(precache.join('\n')).digest('hex').slice(0, 12);
      const template = readFileSync(new URL('./service-worker/service-worker.js', import.meta.url), 'utf8');
      this.emitFile({
        type: 'asset',
        fileName: 'service-worker.js',
        source: template
          .replace('__SW_VERSION__', JSON.stringify(`${version}-${build}`))
          .replace('__SW_PRECACHE__', JSON.stringify(precache)),
      });
    },
  };
}

/** The API server; the dev server and `vite preview` forward these paths so the page stays same-origin. */
const apiTarget = 'http://127.0.0.1:3000';
const proxy = Object.fromEntries(
  ['/api', '/meta.json', '/.well-known'].map((path) => [path, { target: apiTarget, changeOrigin: false }]),
);

const builtAt = buildDate();

export default defineConfig({
  root: webRoot,
  // The start-up chunk is named after the web root's folder ("web"): the group below gathers the entry's imports in it.
  plugins: [react(), serviceWorker(pkg.version), compileHint('web'), precompress(), prerender(fileURLToPath(import.meta.url))],
  define: { __APP_VERSION__: JSON.stringify(pkg.version), __BUILD_DATE__: JSON.stringify(builtAt), __BUILD_DATES__: JSON.stringify(buildDates(builtAt)) },
  build: {
    outDir: '../dist/web',
    emptyOutDir: true,
    // The page runs under `script-src 'self'`: no inline module-preload polyfill, no data: scripts.
    modulePreload: { polyfill: false },
    assetsInlineLimit: 0,
    // Source maps only on request (`WEB_SOURCEMAP=1`), e.g. to see what fills the initial chunk.
    sourcemap: process.env.WEB_SOURCEMAP === '1',
    // .vite/manifest.json: which chunks and CSS each page loads, read by bench/bundle-size.ts (not served).
    manifest: true,
    // The start-up file holds everything the first render needs (about 560 kB before compression; the budget is
    // measured gzipped by `make bench`, not by this warning).
    chunkSizeWarningLimit: 700,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Everything the entry imports statically loads at start-up anyway: one file instead of a dozen 1 KB ones
          // that pages share, each a request on a slow phone's few connections (docs/decisions.md "Fewer, larger
          // start-up files"). Pages import what they share with start-up from it.
          groups: [{ name: 'start', tags: ['$initial'] }],
          // Small chunks that pages share (a chart frame, a formatter, a page-title hook: 1-2 KB each) are copied into
          // the chunks that use them, Rolldown's registry keeping one instance of each module: a dashboard's first
          // load is 15 files instead of 24, which a slow phone's few connections feel more than the 3 KB the copies
          // and the strict execution order cost (docs/decisions.md "Fewer, larger start-up files"). Styles stay files.
          experimentalInlineCommonChunks: { maxSize: 16 * 1024, exclude: /\.(css|scss)(\?|$)/ },
        },
      },
    },
  },
  server: { host: '127.0.0.1', port: 5173, strictPort: true, proxy },
  preview: { host: '127.0.0.1', strictPort: true, proxy },
});
