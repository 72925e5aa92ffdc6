import { expect } from 'chai';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

/**
 * Code, tests and docs point at a decision by its quoted name: docs/decisions.md "Concurrent writes" (docs/decisions.md
 * is the index; the decisions themselves are in docs/decisions/, one file per part of the product). The name is a
 * section heading without its parenthetical (## Concurrent writes (spec ...)) or a bold item (**Rate limits per
 * process, in memory.**). A reference whose name no heading or bold item has leads the reader nowhere: it fails
 * here, so renaming a heading means updating what quotes it, and a decision cited must be written down.
 */
const ROOT = new URL('../../../', import.meta.url).pathname;
const SCANNED = ['src', 'web/src', 'web/test', 'test', 'bench', 'scripts', 'docs', 'README.md'];
const SKIPPED = new Set(['node_modules', 'fixtures']);
/** `decisions.md "Name"`, also `decisions.md, "Name"` and `decisions.md` "Name"; a name may run onto the next line. */
const REFERENCE = /decisions\.md`?,? \\?"([^"\\\n]+)/g;

function files(path: string): string[] {
  if (!statSync(path).isDirectory()) return /\.(ts|tsx|mjs|js|md|css|txt)$/.test(path) ? [path] : [];
  return readdirSync(path).flatMap((name) => (SKIPPED.has(name) ? [] : files(join(path, name))));
}

/** The names a reference may quote: headings (their text and their text before a parenthetical) and bold items. */
export function decisionNames(markdown: string): string[] {
  const headings = [...markdown.matchAll(/^#{2,4} (.+)$/gm)].map((m) => (m[1] as string).trim());
  const bold = [...markdown.matchAll(/\*\*(.+?)\*\*/g)].map((m) => (m[1] as string).replace(/[.:]$/, '').trim());
  return [...headings, ...headings.map((h) => h.replace(/\s*\(.*\)\s*$/, '')), ...bold];
}

/** A quoted name resolves when a name starts with it (a quote broken over two lines keeps only its start). */
function resolves(quoted: string, names: string[]): boolean {
  const name = quoted.trim();
  return name.length > 0 && names.some((candidate) => candidate.startsWith(name));
}

function references(text: string): { line: number; name: string }[] {
  return text.split('\n').flatMap((line, index) => [...line.matchAll(REFERENCE)].map((m) => ({ line: index + 1, name: m[1] as string })));
}

describe('references to docs/decisions.md', () => {
  it('read the quoted name in each spelling, and resolve by heading, heading without parenthetical or bold item', () => {
    const names = decisionNames('## Concurrent writes (spec 2 §4)\n- **Rate limits per process, in memory.** Why.\n### Dashboard read cache\n');
    expect(references('// docs/decisions.md "Concurrent writes"; decisions.md, "Rate limits per\n(`decisions.md` "Dashboard read cache")').map((r) => r.name)).to.deep.equal([
      'Concurrent writes',
      'Rate limits per',
      'Dashboard read cache',
    ]);
    expect(resolves('Concurrent writes', names)).to.equal(true);
    expect(resolves('Concurrent writes (spec 2 §4)', names)).to.equal(true);
    expect(resolves('Rate limits per process, in memory', names)).to.equal(true);
    expect(resolves('Rate limits per', names)).to.equal(true);
    expect(resolves('Dashboard read cache', names)).to.equal(true);
    expect(resolves('Concurrent reads', names)).to.equal(false);
    expect(resolves('', names)).to.equal(false);
  });

  it('each name a heading or bold item of docs/decisions.md or the files it indexes (docs/decisions/)', () => {
    const decisionFiles = ['docs/decisions.md', ...readdirSync(join(ROOT, 'docs/decisions')).filter((name) => name.endsWith('.md')).map((name) => `docs/decisions/${name}`)];
    expect(decisionFiles.length).to.be.greaterThan(5);
    const names = decisionFiles.flatMap((file) => decisionNames(readFileSync(join(ROOT, file), 'utf8')));
    const dangling = SCANNED.flatMap((entry) =>
      files(join(ROOT, entry)).flatMap((file) =>
        references(readFileSync(file, 'utf8'))
          .filter((ref) => !resolves(ref.name, names))
          .map((ref) => `${relative(ROOT, file)}:${ref.line} "${ref.name}"`),
      ),
    );
    expect(dangling, 'write the decision, or quote the heading as docs/decisions.md names it').to.deep.equal([]);
  });
});
