import type { SearchDocument, SearchHit } from '../domain/search-document.js';

/** The site search index (docs/decisions.md "Search"). */
export interface SearchIndex {
  /**
   * Makes the index hold exactly these documents and lexicon words, in one transaction: new and changed documents
   * written, documents and words no longer given removed, unchanged ones left alone.
   */
  replaceAll(documents: readonly SearchDocument[], lexicon: readonly string[]): Promise<{ written: number; removed: number }>;
  /** Full-text results of a web-search style query, best first, at most `limit`, with marked snippets. */
  fullText(query: string, limit: number): Promise<SearchHit[]>;
  /** For each given word that is not itself in the lexicon, the most similar lexicon word (trigrams), when close enough. */
  nearestWords(words: readonly string[]): Promise<Map<string, string>>;
  /** Documents whose title is most like the query (trigram word similarity), for queries the full text cannot read. */
  similarTitles(query: string, limit: number): Promise<SearchHit[]>;
}

/** Where the documents to index come from (content/search). */
export interface SearchDocumentSource {
  load(): Promise<SearchDocument[]>;
}
