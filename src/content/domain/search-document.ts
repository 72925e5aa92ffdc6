import { ValidationFailed } from '../../shared-kernel/errors.js';
import { searchQueryProblem } from './search-query.js';

/** docs/decisions.md "Search": what a result is. */
export const SEARCH_DOCUMENT_KINDS = ['article', 'tool', 'page', 'faq'] as const;
export type SearchDocumentKind = (typeof SEARCH_DOCUMENT_KINDS)[number];

/** One indexed document: an article, a guide step, a tool, an FAQ entry or a public page. */
export interface SearchDocument {
  id: string;
  kind: SearchDocumentKind;
  title: string;
  /** the web app's address of the page, starting with '/' */
  address: string;
  headings: string[];
  body: string;
}

export interface SnippetSegment {
  text: string;
  marked: boolean;
}

export interface SearchHit {
  title: string;
  kind: SearchDocumentKind;
  address: string;
  snippet: SnippetSegment[];
}

export interface SearchOutcome {
  query: string;
  correctedQuery: string | null;
  results: SearchHit[];
}

/** The most results one search returns (docs/decisions.md "Search"). */
export const MAX_SEARCH_RESULTS = 20;
/** Fewer full-text results than this and misspellings are tried too. */
export const FEW_RESULTS = 3;
/** Words shorter than this are never "corrected": too many near neighbours. */
export const MIN_CORRECTABLE_WORD = 4;

/** Where ts_headline marks a match: control characters no document contains, so a snippet is split, never parsed as HTML. */
export const MARK_START = '\u0002';
export const MARK_END = '\u0003';

/**
 * The query to search: trimmed, inner runs of space made one, and 1 to 200 characters (the rule of
 * POST /user-search-query, spec 1 §7, so a search that may be recorded may also be run).
 * @throws ValidationFailed (`VALIDATION.FAILED`, field q)
 */
export function normaliseSearchQuery(raw: string): string {
  const query = raw.trim().replace(/\s+/g, ' ');
  const problem = searchQueryProblem(query);
  if (problem !== null) throw new ValidationFailed([{ field: 'q', message: problem }]);
  return query;
}

/** The words of a query that a misspelling check looks at: lower case letters and digits, at least 4 long. */
export function correctableWords(query: string): string[] {
  return [...new Set(query.toLowerCase().split(/[^\p{L}\p{N}]+/u))].filter((word) => word.length >= MIN_CORRECTABLE_WORD);
}

/** The query with each misspelt word replaced by its correction (whole words, any case), or null when nothing changed. */
export function correctedQuery(query: string, corrections: ReadonlyMap<string, string>): string | null {
  if (corrections.size === 0) return null;
  const corrected = query.replace(/[\p{L}\p{N}]+/gu, (word) => corrections.get(word.toLowerCase()) ?? word);
  return corrected === query ? null : corrected;
}

/**
 * The query's words joined with `or` (websearch syntax), for a page that has any of them, or null for a query of one
 * word (nothing more to find). Quotes and `-` are dropped: this is the last try before the titles.
 */
export function anyWordQuery(query: string): string | null {
  const words = [...new Set(query.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter((word) => word !== '' && word !== 'or'))];
  return words.length < 2 ? null : words.join(' or ');
}

/** Splits a ts_headline answer (marked with {@link MARK_START}/{@link MARK_END}) into text segments; other control characters are dropped. */
export function snippetSegments(headline: string): SnippetSegment[] {
  const segments: SnippetSegment[] = [];
  let marked = false;
  let text = '';
  const flush = () => {
    if (text !== '') {
      const last = segments[segments.length - 1];
      if (last && last.marked === marked) last.text += text;
      else segments.push({ text, marked });
    }
    text = '';
  };
  for (const char of headline) {
    if (char === MARK_START || char === MARK_END) {
      flush();
      marked = char === MARK_START;
    } else if (!/[\u0000-\u0008\u000b-\u001f]/.test(char)) {
      text += char;
    }
  }
  flush();
  return segments;
}

/** The words of every document, for the misspelling lexicon: lower case, letters only, 4 to 40 long. */
export function lexiconOf(documents: readonly SearchDocument[]): string[] {
  const words = new Set<string>();
  for (const doc of documents) {
    for (const word of `${doc.title} ${doc.headings.join(' ')} ${doc.body}`.toLowerCase().split(/[^\p{L}]+/u)) {
      if (word.length >= MIN_CORRECTABLE_WORD && word.length <= 40) words.add(word);
    }
  }
  return [...words].sort();
}

/**
 * Problems with the documents to index, or [] when they may be indexed: ids unique, a known kind, a title, and an
 * address inside the web app.
 */
export function searchDocumentProblems(documents: readonly SearchDocument[]): string[] {
  const problems: string[] = [];
  const ids = new Set<string>();
  for (const doc of documents) {
    if (!/^[a-z0-9-]{1,100}$/.test(doc.id)) problems.push(`${doc.id}: id must be 1 to 100 lower-case letters, digits and dashes`);
    if (ids.has(doc.id)) problems.push(`${doc.id}: id used twice`);
    ids.add(doc.id);
    if (!(SEARCH_DOCUMENT_KINDS as readonly string[]).includes(doc.kind)) problems.push(`${doc.id}: unknown kind ${String(doc.kind)}`);
    if (doc.title.trim() === '' || doc.title.length > 200) problems.push(`${doc.id}: title must be 1 to 200 characters`);
    if (!/^\/[^\s]{0,299}$/.test(doc.address)) problems.push(`${doc.id}: address must start with / and have no spaces`);
  }
  return problems;
}
