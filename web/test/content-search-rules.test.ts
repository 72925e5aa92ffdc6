/// <reference types="mocha" />
import { expect } from 'chai';
import { KIND_LABELS, POPULAR_PAGES, isSearchable, nextActive, queryFromParams } from '../src/content/search/search-rules';

describe('search box rules', () => {
  it('reads the query from ?q=, else from the older ?searchQuery= of shared links, trimmed', () => {
    expect(queryFromParams(new URLSearchParams('q=%20stamp%20duty%20'))).to.equal('stamp duty');
    expect(queryFromParams(new URLSearchParams('searchQuery=cpf'))).to.equal('cpf');
    expect(queryFromParams(new URLSearchParams('q=scam&searchQuery=cpf'))).to.equal('scam');
    expect(queryFromParams(new URLSearchParams(''))).to.equal('');
  });

  it('asks the server only for 1 to 200 characters once trimmed', () => {
    expect(isSearchable('   ')).to.equal(false);
    expect(isSearchable(' cpf ')).to.equal(true);
    expect(isSearchable(` ${'x'.repeat(200)} `)).to.equal(true);
    expect(isSearchable('x'.repeat(201))).to.equal(false);
  });

  describe('keyboard moves through the results (-1: none, the focus in the box)', () => {
    it('ArrowDown goes down, past the last back to the box', () => {
      expect(nextActive(-1, 'ArrowDown', 3)).to.equal(0);
      expect(nextActive(1, 'ArrowDown', 3)).to.equal(2);
      expect(nextActive(2, 'ArrowDown', 3)).to.equal(-1);
    });

    it('ArrowUp goes up, from the box to the last', () => {
      expect(nextActive(-1, 'ArrowUp', 3)).to.equal(2);
      expect(nextActive(0, 'ArrowUp', 3)).to.equal(-1);
    });

    it('Home and End go to the ends once in the list; other keys and an empty list leave nothing highlighted', () => {
      expect(nextActive(1, 'Home', 3)).to.equal(0);
      expect(nextActive(0, 'End', 3)).to.equal(2);
      expect(nextActive(-1, 'Home', 3)).to.equal(-1);
      expect(nextActive(1, 'a', 3)).to.equal(1);
      expect(nextActive(-1, 'ArrowDown', 0)).to.equal(-1);
    });
  });

  it('names every kind of result in plain words, and offers the sections and public tools when nothing matches', () => {
    expect(KIND_LABELS).to.deep.equal({ article: 'Article', tool: 'Tool', page: 'Page', faq: 'FAQ' });
    expect(POPULAR_PAGES.map((p) => p.to)).to.include.members(['/savings-resources', '/buying-a-house', '/expense-manager', '/buying-a-house/what-can-i-afford', '/fin-lit-quiz']);
  });
});
