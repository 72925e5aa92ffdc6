import fs from 'node:fs/promises';
import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * Chromium's per-file explicit compile hint (a magic comment as the file's first line): a file marked so is compiled
 * whole on the thread that streams it in, instead of function by function on the main thread at each one's first call
 * (docs/decisions.md "Start-up compiled while it downloads"). Other browsers read a comment.
 */
export const COMPILE_ALL_ON_LOAD = '//# allFunctionsCalledOnLoad';

/** The code and source map of one built chunk, as far as the hint touches them. */
export interface HintedChunk {
  code: string;
  map?: { mappings: string } | null;
}

/** Puts the hint first in a chunk; its source map moves down the one line the hint takes. Marking twice adds nothing. */
export function withCompileHint(chunk: HintedChunk): void {
  if (chunk.code.startsWith(`${COMPILE_ALL_ON_LOAD}\n`)) return;
  chunk.code = `${COMPILE_ALL_ON_LOAD}\n${chunk.code}`;
  if (chunk.map) chunk.map.mappings = `;${chunk.map.mappings}`;
}

/**
 * Marks the start-up chunk (the entry's static imports grouped into one file: React DOM, the router, MobX, the shell),
 * whose functions nearly all run on every first load. Done on the written file, first among the plugins that read the
 * output (before the Brotli and gzip twins are made): minification would drop the comment, and Vite puts its preload
 * list at the very start of a chunk once the bundle is generated, which would come before it.
 */
export function compileHint(chunkName: string): Plugin {
  return {
    name: 'mymoneyplan-compile-hint',
    apply: 'build',
    writeBundle: {
      order: 'pre',
      sequential: true,
      async handler(options, bundle) {
        if (!options.dir) return;
        const marked = Object.values(bundle).filter((file) => file.type === 'chunk' && file.name === chunkName);
        if (marked.length !== 1) this.error(`expected one "${chunkName}" chunk to mark for compilation on load, found ${marked.length}`);
        const file = path.join(options.dir, marked[0]!.fileName);
        const chunk: HintedChunk = { code: await fs.readFile(file, 'utf8') };
        const mapFile = `${file}.map`;
        const map = await fs.readFile(mapFile, 'utf8').then((text) => JSON.parse(text) as { mappings: string }, () => null);
        chunk.map = map;
        withCompileHint(chunk);
        await fs.writeFile(file, chunk.code);
        if (map) await fs.writeFile(mapFile, JSON.stringify(map));
      },
    },
  };
}
