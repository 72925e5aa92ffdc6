/** The search box's rule: the server's (1 to 200 characters once trimmed, POST /user-search-query), said the same way. */
import { messages } from '../../../src/shared-kernel/validation/messages.js';

export const MAX_SEARCH_QUERY_LENGTH = 200;

export function searchQueryError(value: string): string | null {
  const trimmed = value.trim();
  if (trimmed === '') return messages.required;
  if (trimmed.length > MAX_SEARCH_QUERY_LENGTH) return messages.maxLength(String(MAX_SEARCH_QUERY_LENGTH));
  return null;
}

/**
 * Where a search goes: /search?q=... (spec 1 §2 "a search query parameter"; short, so a shared address reads well;
 * the older ?searchQuery= still opens, see docs/decisions.md "Search").
 */
export function searchPath(query: string): string {
  return `/search?${new URLSearchParams({ q: query.trim().replace(/\s+/g, ' ') }).toString()}`;
}
