import {
  FEW_RESULTS,
  anyWordQuery,
  MAX_SEARCH_RESULTS,
  correctableWords,
  correctedQuery,
  lexiconOf,
  normaliseSearchQuery,
  searchDocumentProblems,
  type SearchHit,
  type SearchOutcome,
} from '../domain/search-document.js';
import type { SearchDocumentSource, SearchIndex } from '../ports/search-index.js';

/**
 * Indexes the content files at start-up (docs/decisions.md "Search"): the index then holds exactly what
 * content/search says. Refuses documents that break the rules rather than indexing half of them.
 */
export class IndexSearchDocuments {
  constructor(
    private readonly source: SearchDocumentSource,
    private readonly index: SearchIndex,
  ) {}

  async execute(): Promise<{ documents: number; written: number; removed: number }> {
    const documents = await this.source.load();
    const problems = searchDocumentProblems(documents);
    if (problems.length > 0) throw new Error(`content/search has documents that cannot be indexed:\n  - ${problems.join('\n  - ')}`);
    const { written, removed } = await this.index.replaceAll(documents, lexiconOf(documents));
    return { documents: documents.length, written, removed };
  }
}

/**
 * GET /search?q= (docs/decisions.md "Search"): full text first (websearch_to_tsquery, ts_rank_cd); when it finds
 * fewer than {@link FEW_RESULTS}, the query again with misspelt words replaced by the nearest indexed words; when
 * still nothing, the pages with any of its words (ranked, so those with more of them first); then the titles most
 * like the query. At most {@link MAX_SEARCH_RESULTS}.
 * @throws ValidationFailed (400, field q) for a blank query or one over 200 characters.
 */
export class SearchSite {
  constructor(private readonly index: SearchIndex) {}

  async execute(raw: string): Promise<SearchOutcome> {
    const query = normaliseSearchQuery(raw);
    let results = await this.index.fullText(query, MAX_SEARCH_RESULTS);
    let corrected: string | null = null;
    if (results.length < FEW_RESULTS) {
      corrected = correctedQuery(query, await this.index.nearestWords(correctableWords(query)));
      if (corrected !== null) results = merge(results, await this.index.fullText(corrected, MAX_SEARCH_RESULTS));
    }
    // A word no correction reaches ("stmap duty") must not hide the pages the other words find: any word, best first.
    const anyWord = results.length === 0 ? anyWordQuery(corrected ?? query) : null;
    if (anyWord !== null) results = await this.index.fullText(anyWord, MAX_SEARCH_RESULTS);
    if (results.length === 0) results = await this.index.similarTitles(query, MAX_SEARCH_RESULTS);
    return { query, correctedQuery: results.length > 0 ? corrected : null, results: results.slice(0, MAX_SEARCH_RESULTS) };
  }
}

/** The first list, then what the second adds (the same page and title once). */
function merge(first: SearchHit[], second: SearchHit[]): SearchHit[] {
  const seen = new Set(first.map((hit) => `${hit.address}\n${hit.title}`));
  return [...first, ...second.filter((hit) => !seen.has(`${hit.address}\n${hit.title}`))];
}
