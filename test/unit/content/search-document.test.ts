import { expect } from 'chai';
import { ValidationFailed } from '../../../src/shared-kernel/errors.js';
import {
  MARK_END,
  MARK_START,
  anyWordQuery,
  correctableWords,
  correctedQuery,
  lexiconOf,
  normaliseSearchQuery,
  searchDocumentProblems,
  snippetSegments,
  type SearchDocument,
} from '../../../src/content/domain/search-document.js';
import { SearchSite } from '../../../src/content/application/site-search.js';
import type { SearchIndex } from '../../../src/content/ports/search-index.js';

const fieldErrors = (fn: () => unknown) => {
  try {
    fn();
  } catch (error) {
    expect(error).to.be.instanceOf(ValidationFailed);
    return (error as ValidationFailed).details;
  }
  throw new Error('expected ValidationFailed');
};

describe('site search rules', () => {
  it('anyWordQuery: the words joined with or, quotes and dashes dropped; null for a single word', () => {
    expect(anyWordQuery('stmap duty')).to.equal('stmap or duty');
    expect(anyWordQuery('"emergency fund" -loan or Fund')).to.equal('emergency or fund or loan');
    expect(anyWordQuery('duty')).to.equal(null);
    expect(anyWordQuery('duty duty')).to.equal(null);
  });

  describe('normaliseSearchQuery', () => {
    it('trims and makes inner runs of space one', () => {
      expect(normaliseSearchQuery('  stamp \t  duty \n')).to.equal('stamp duty');
    });

    it('refuses a blank query and one over 200 characters with the POST /user-search-query messages, on field q', () => {
      expect(fieldErrors(() => normaliseSearchQuery('   '))).to.deep.equal([{ field: 'q', message: 'Please enter a value' }]);
      expect(fieldErrors(() => normaliseSearchQuery('a'.repeat(201)))).to.deep.equal([{ field: 'q', message: 'Must be at most 200 characters' }]);
      expect(normaliseSearchQuery(` ${'a'.repeat(200)} `)).to.have.length(200);
    });
  });

  describe('snippetSegments', () => {
    it('splits a marked headline into text segments, matches marked', () => {
      expect(snippetSegments(`Buyer's ${MARK_START}stamp${MARK_END} ${MARK_START}duty${MARK_END}, on a scale`)).to.deep.equal([
        { text: "Buyer's ", marked: false },
        { text: 'stamp', marked: true },
        { text: ' ', marked: false },
        { text: 'duty', marked: true },
        { text: ', on a scale', marked: false },
      ]);
    });

    it('keeps markup a document contains as plain text, and drops stray control characters', () => {
      expect(snippetSegments(`<script>alert(1)</script> <mark>${MARK_START}x${MARK_END}\u0001`)).to.deep.equal([
        { text: '<script>alert(1)</script> <mark>', marked: false },
        { text: 'x', marked: true },
      ]);
    });
  });

  describe('misspellings', () => {
    it('looks only at words of 4 letters or more, lower case, once each', () => {
      expect(correctableWords('Morgage for a HDB flat, morgage')).to.deep.equal(['morgage', 'flat']);
    });

    it('replaces whole words by their corrections, whatever their case, or says nothing changed', () => {
      const corrections = new Map([['morgage', 'mortgage']]);
      expect(correctedQuery('Morgage insurance', corrections)).to.equal('mortgage insurance');
      expect(correctedQuery('mortgage', corrections)).to.equal(null);
      expect(correctedQuery('morgage', new Map())).to.equal(null);
    });

    it('builds the lexicon from titles, headings and bodies: letters only, 4 to 40 long', () => {
      const doc: SearchDocument = { id: 'a', kind: 'article', title: 'Stamp duty', address: '/a', headings: ['Mortgage insurance'], body: 'Pay 5 % in CASH, by 2030.' };
      expect(lexiconOf([doc])).to.deep.equal(['cash', 'duty', 'insurance', 'mortgage', 'stamp']);
    });
  });

  describe('searchDocumentProblems', () => {
    const good: SearchDocument = { id: 'faq-cost', kind: 'faq', title: 'Does it cost anything?', address: '/faq', headings: [], body: 'No.' };
    it('accepts good documents and names each problem', () => {
      expect(searchDocumentProblems([good])).to.deep.equal([]);
      expect(searchDocumentProblems([good, good])).to.deep.equal(['faq-cost: id used twice']);
      expect(searchDocumentProblems([{ ...good, kind: 'video' as 'faq', title: ' ', address: 'faq' }])).to.deep.equal([
        'faq-cost: unknown kind video',
        'faq-cost: title must be 1 to 200 characters',
        'faq-cost: address must start with / and have no spaces',
      ]);
    });
  });

  describe('SearchSite', () => {
    const hit = (address: string) => ({ title: address, kind: 'page' as const, address, snippet: [] });
    const index = (answers: Record<string, string[]>, corrections: Record<string, string> = {}, titles: string[] = []): SearchIndex & { asked: string[] } => {
      const asked: string[] = [];
      return {
        asked,
        replaceAll: async () => ({ written: 0, removed: 0 }),
        fullText: async (q) => {
          asked.push(q);
          return (answers[q] ?? []).map(hit);
        },
        nearestWords: async (words) => new Map(words.filter((w) => corrections[w]).map((w) => [w, corrections[w]!])),
        similarTitles: async () => titles.map(hit),
      };
    };

    it('answers the full-text results when there are enough, without trying corrections', async () => {
      const fake = index({ 'stamp duty': ['/a', '/b', '/c'] }, { stamp: 'stump' });
      expect(await new SearchSite(fake).execute(' stamp  duty ')).to.deep.include({ query: 'stamp duty', correctedQuery: null });
      expect(fake.asked).to.deep.equal(['stamp duty']);
    });

    it('adds the results of the corrected query when few matched, once each', async () => {
      const fake = index({ 'morgage loan': ['/a'], 'mortgage loan': ['/a', '/b'] }, { morgage: 'mortgage' });
      const outcome = await new SearchSite(fake).execute('morgage loan');
      expect(outcome.correctedQuery).to.equal('mortgage loan');
      expect(outcome.results.map((r) => r.address)).to.deep.equal(['/a', '/b']);
    });

    it('falls back to similar titles when nothing else matched, and at most 20 results', async () => {
      const titles = Array.from({ length: 30 }, (_, i) => `/t${i}`);
      const outcome = await new SearchSite(index({}, {}, titles)).execute('xyzzy');
      expect(outcome.results).to.have.length(20);
      expect(outcome.correctedQuery).to.equal(null);
    });
  });
});
