/**
 * The search box's rules (docs/decisions.md "Search"), kept free of React so they are unit tested: the address of
 * a search, when to ask the server, keyboard moves in the results, and the pages offered when nothing matches.
 */
import type { SearchResultKind } from '../../../../src/content/adapters/http/search.contract.js';
import { ALL_RESOURCES, WHAT_CAN_I_AFFORD, type SiteLink } from '../../app/site-map';
import { MAX_SEARCH_QUERY_LENGTH } from '../search-query';

/** Results follow the typing once it pauses this long, so a word typed quickly is one request, not one a letter. */
export const SEARCH_DEBOUNCE_MS = 200;
/** The header's list shows the first few results; the search page shows them all (at most 20). */
export const HEADER_RESULTS = 6;

/** The query in an address: `?q=`, or the older `?searchQuery=` of shared links (spec 1 §2). */
export function queryFromParams(params: URLSearchParams): string {
  return (params.get('q') ?? params.get('searchQuery') ?? '').trim();
}

/** Whether a typed value is worth a request: something besides spaces, and not over the limit. */
export function isSearchable(value: string): boolean {
  const trimmed = value.trim();
  return trimmed.length > 0 && trimmed.length <= MAX_SEARCH_QUERY_LENGTH;
}

/**
 * The result highlighted after a key: -1 is none (the focus stays in the box). ArrowDown and ArrowUp wrap
 * through the list and back to the box; Home and End go to the ends. Other keys leave it.
 */
export function nextActive(active: number, key: string, count: number): number {
  if (count === 0) return -1;
  switch (key) {
    case 'ArrowDown':
      return active >= count - 1 ? -1 : active + 1;
    case 'ArrowUp':
      return active === -1 ? count - 1 : active - 1;
    case 'Home':
      return active === -1 ? -1 : 0;
    case 'End':
      return active === -1 ? -1 : count - 1;
    default:
      return active;
  }
}

export const KIND_LABELS: Record<SearchResultKind, string> = {
  article: 'Article',
  tool: 'Tool',
  page: 'Page',
  faq: 'FAQ',
};

/** Offered only when a search finds nothing: the resource sections and the tools open to everyone. */
export const POPULAR_PAGES: SiteLink[] = [
  ...ALL_RESOURCES,
  { label: 'Expense manager', to: '/expense-manager' },
  WHAT_CAN_I_AFFORD,
  { label: 'Financial literacy quiz', to: '/fin-lit-quiz' },
];
