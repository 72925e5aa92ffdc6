import { expect } from 'chai';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

/**
 * Comments say why and point at the spec section or docs/decisions.md, never at an issue number: "issue #4" means
 * nothing to the next engineer (docs/decisions.md "Spec gaps closed").
 */
const ROOT = new URL('../../../', import.meta.url).pathname;
const SCANNED = ['src', 'web/src'];
const CITES_AN_ISSUE = /issue\s*#\s*\d|issue\s+\d|issue item/i;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx|css|js|mjs)$/.test(name) ? [path] : [];
  });
}

function issueCitations(text: string): number[] {
  return text.split('\n').flatMap((line, index) => (CITES_AN_ISSUE.test(line) ? [index + 1] : []));
}

describe('comments in src/ and web/src', () => {
  it('recognises a citation of an issue number in any of its spellings', () => {
    expect(issueCitations('// The health check (issue #4).\nconst a = 1;\n/** issue 14 */\n// issue item "Loans"')).to.deep.equal([1, 3, 4]);
    expect(issueCitations('// spec 2 §3 "Finances"; docs/decisions.md "Dashboard sub-pages"\nconst issues = [];')).to.deep.equal([]);
  });

  it('cite the spec section or docs/decisions.md, never an issue number', () => {
    const offenders = SCANNED.flatMap((dir) =>
      sourceFiles(join(ROOT, dir)).flatMap((file) => issueCitations(readFileSync(file, 'utf8')).map((line) => `${relative(ROOT, file)}:${line}`)),
    );
    expect(offenders, 'point these at the spec section or docs/decisions.md').to.deep.equal([]);
  });
});
