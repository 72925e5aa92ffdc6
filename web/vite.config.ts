import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const webRoot = fileURLToPath(new URL('.', import.meta.url));
const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string };

/** The API server; the dev server and `vite preview` forward these paths so the page stays same-origin. */
const apiTarget = 'http://127.0.0.1:3000';
const proxy = Object.fromEntries(
  ['/api', '/meta.json', '/.well-known'].map((path) => [path, { target: apiTarget, changeOrigin: false }]),
);

export default defineConfig({
  root: webRoot,
  plugins: [react()],
  define: { __APP_VERSION__: JSON.stringify(pkg.version) },
  build: {
    outDir: '../dist/web',
    emptyOutDir: true,
    // The page runs under `script-src 'self'`: no inline module-preload polyfill, no data: scripts.
    modulePreload: { polyfill: false },
    assetsInlineLimit: 0,
    // Source maps only on request (`WEB_SOURCEMAP=1`), e.g. to see what fills the initial chunk.
    sourcemap: process.env.WEB_SOURCEMAP === '1',
  },
  server: { host: '127.0.0.1', port: 5173, strictPort: true, proxy },
  preview: { host: '127.0.0.1', strictPort: true, proxy },
});
