/**
 * Wire types of site search (`GET /api/v1/search?q=`, public; docs/decisions.md "Search"). The web app imports
 * these with `import type`.
 */

export type SearchResultKind = 'article' | 'tool' | 'page' | 'faq';

/**
 * A piece of a result's snippet: plain text, `marked` when it matched the query. The snippet is never HTML, so
 * whatever a document says is shown as text and only the matches are highlighted.
 */
export interface SnippetSegment {
  text: string;
  marked: boolean;
}

export interface SearchResultDto {
  title: string;
  kind: SearchResultKind;
  /** the page's address in the web app, e.g. '/buying-a-house/other-things-to-pay-for' */
  address: string;
  snippet: SnippetSegment[];
}

/**
 * GET /api/v1/search?q= answer: at most 20 results, best first. `q` is 1 to 200 characters once trimmed, else 400
 * `VALIDATION.FAILED` on field `q` ('Please enter a value' or 'Must be at most 200 characters'). `correctedQuery`
 * is the query as searched when misspelt words were replaced by the nearest indexed words, else null.
 */
export interface SearchResponse {
  query: string;
  correctedQuery: string | null;
  results: SearchResultDto[];
}
