import { expect } from 'chai';
import { readdirSync, readFileSync } from 'node:fs';

/**
 * docs/ and README.md describe what is true today, for the next engineer: not which issue or which helper built a
 * part, nor a slice of work "to come" (the developers' guide: "Keep docs/ true"; docs/decisions.md "Spec gaps
 * closed" says the same of comments). A heading or sentence naming an issue number, a helper letter or a build
 * slice fails here; cite the spec section or a section of docs/decisions.md instead.
 */
const ROOT = new URL('../../../', import.meta.url).pathname;
const DOCS = [
  ...readdirSync(`${ROOT}docs`).filter((name) => name.endsWith('.md')).map((name) => `docs/${name}`),
  ...readdirSync(`${ROOT}docs/decisions`).filter((name) => name.endsWith('.md')).map((name) => `docs/decisions/${name}`),
  'README.md',
];
const HISTORY = [
  /\bissue\s*#\s*\d/i,
  /\bissue\s+\d/i,
  /\(#\d+\)|\bsince #\d|, #\d+\b/,
  /\bhelper [A-Z]\b/,
  /\bhelper [A-Z]'s\b/i,
  /\b(first|second|last|account) slice\b/i,
  /\bahead of an issue\b/i,
  /\b(later|next) issue\b/i,
];

function historyLines(text: string): number[] {
  return text.split('\n').flatMap((line, index) => (HISTORY.some((pattern) => pattern.test(line)) ? [index + 1] : []));
}

describe('docs/*.md and README.md', () => {
  it('recognise the build-history phrasings and leave ordinary prose alone', () => {
    const text = [
      '## Targets (issue #6, first slice: domain and calls)',
      'Results come with the articles (later issue).',
      'Helper B\'s brief asked for it; E wrote it.',
      '## Maintenance schedules (helper C)',
      'PUT /total-budget exists since #3/#4.',
      '## Budget calculator (ahead of an issue: spec 3 §2)',
      '## Targets (spec 3 §3, §4, §7)',
      'The issuer of the token; an issue of the downpayment in slices; PKCS#8 keys; a helper library.',
    ].join('\n');
    expect(historyLines(text)).to.deep.equal([1, 2, 3, 4, 5, 6]);
  });

  it('name no issue number, helper letter or slice of the build', () => {
    const offenders = DOCS.flatMap((file) => historyLines(readFileSync(`${ROOT}${file}`, 'utf8')).map((line) => `${file}:${line}`));
    expect(offenders, 'say what is true today and cite the spec or docs/decisions.md').to.deep.equal([]);
  });
});
