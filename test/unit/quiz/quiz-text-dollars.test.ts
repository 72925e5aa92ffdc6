import { expect } from 'chai';
import { readdirSync, readFileSync } from 'node:fs';

/**
 * ui.md "money": every amount a resident reads is in Singapore dollars and says so, S$ (the quiz's text included:
 * "$13,310" alone reads as US dollars to many). A bare "$" before a figure in any language file of the quiz fails here.
 */
const ROOT = new URL('../../../content/fin-lit-quiz/', import.meta.url).pathname;
const BARE_DOLLAR = /(?<![A-Za-z$])\$(?=\d)/;

describe('quiz text writes amounts as S$', () => {
  it('finds a bare dollar sign and leaves S$ alone', () => {
    expect(BARE_DOLLAR.test('invest $10,000')).to.equal(true);
    expect(BARE_DOLLAR.test('invest S$10,000 or US$5')).to.equal(false);
  });

  it('has no bare "$" before a figure in any version or language', () => {
    const files = readdirSync(ROOT).flatMap((version) => readdirSync(`${ROOT}${version}`).map((file) => `${version}/${file}`));
    expect(files.length).to.be.greaterThan(0);
    const bare = files.flatMap((file) => readFileSync(`${ROOT}${file}`, 'utf8').split('\n').flatMap((line, i) => (BARE_DOLLAR.test(line) ? [`${file}:${i + 1}`] : [])));
    expect(bare).to.deep.equal([]);
  });
});
