import { promises as fs } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';

/**
 * Compressed twins of the build's text files, written once at build time (docs/decisions.md "Pre-compressed assets"):
 * `<file>.br` (Brotli, maximum quality) and `<file>.gz` (gzip -9) next to each file, which the server
 * (src/platform/http/static-spa.ts) and any CDN or reverse proxy in front of it serve by content negotiation, so no
 * request pays for compression and every visitor gets the smallest encoding their browser takes.
 */

/** The same list as COMPRESSIBLE_EXTENSIONS in src/platform/http/content-encoding.ts (a unit test holds them equal). */
export const PRECOMPRESSED_EXTENSIONS: readonly string[] = ['.js', '.mjs', '.css', '.html', '.svg', '.json', '.webmanifest', '.txt', '.xml'];

/** Below this a file fits in the first TCP packets anyway; the server then sends it plain. */
export const MIN_BYTES = 1024;
/** A twin is kept only when it is at least this much smaller than the file (else the plain file is served). */
export const MIN_SAVING = 0.05;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * Files the server renders or nobody fetches are left alone: index.html is a template the server fills with
 * runtime settings (and compresses in memory); source maps (built only with WEB_SOURCEMAP=1) are read by DevTools.
 */
function wanted(relativePath: string): boolean {
  if (relativePath === 'index.html') return false;
  return PRECOMPRESSED_EXTENSIONS.includes(path.extname(relativePath).toLowerCase());
}

async function filesUnder(dir: string, base = dir): Promise<string[]> {
  const entries = await fs.readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return filesUnder(full, base);
      return Promise.resolve(entry.isFile() ? [path.relative(base, full).split(path.sep).join('/')] : []);
    }),
  );
  return nested.flat();
}

export interface PrecompressSummary {
  /** Files that got at least one twin; the byte counts cover every wanted file, as served afterwards. */
  files: number;
  bytes: number;
  brotliBytes: number;
  gzipBytes: number;
}

/** Writes (or removes, when not worth it) the .br and .gz twin of one file; answers the sizes served afterwards. */
async function compressOne(file: string): Promise<{ bytes: number; br: number; gz: number; twins: number }> {
  const source = await fs.readFile(file);
  const twins = [
    { suffix: '.br', make: () => brotli(source, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY, [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: source.length } }) },
    { suffix: '.gz', make: () => gzip(source, { level: zlib.constants.Z_BEST_COMPRESSION }) },
  ];
  const sizes: number[] = [];
  for (const twin of twins) {
    const target = file + twin.suffix;
    const compressed = source.length >= MIN_BYTES ? await twin.make() : null;
    if (compressed && compressed.length <= source.length * (1 - MIN_SAVING)) {
      await fs.writeFile(target, compressed);
      sizes.push(compressed.length);
    } else {
      // A twin left over from an earlier build into the same folder would be served for the new content.
      await fs.rm(target, { force: true });
      sizes.push(source.length);
    }
  }
  return { bytes: source.length, br: sizes[0]!, gz: sizes[1]!, twins: sizes.filter((size) => size < source.length).length };
}

/** Compresses every wanted file under `dir`, a few at a time (Brotli at quality 11 is CPU-bound). */
export async function precompressDirectory(dir: string): Promise<PrecompressSummary> {
  const queue = (await filesUnder(dir)).filter(wanted).map((relative) => path.join(dir, relative));
  const summary: PrecompressSummary = { files: 0, bytes: 0, brotliBytes: 0, gzipBytes: 0 };
  const worker = async () => {
    for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
      const result = await compressOne(file);
      if (result.twins > 0) summary.files += 1;
      summary.bytes += result.bytes;
      summary.brotliBytes += result.br;
      summary.gzipBytes += result.gz;
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, availableParallelism()) }, worker));
  return summary;
}

/** After the bundle (and the public folder, and the service worker another plugin emits) is on disk. */
export function precompress(): Plugin {
  return {
    name: 'mymoneyplan-precompress',
    apply: 'build',
    async writeBundle(options) {
      if (!options.dir) return;
      const summary = await precompressDirectory(options.dir);
      const kb = (n: number) => `${(n / 1024).toFixed(0)} kB`;
      this.info(`pre-compressed ${summary.files} files: ${kb(summary.bytes)} -> ${kb(summary.brotliBytes)} brotli, ${kb(summary.gzipBytes)} gzip`);
    },
  };
}
