/** GET /api/v1/search?q= (public; docs/api.md). */
import type { SearchResponse } from '../../../../src/content/adapters/http/search.contract.js';
import type { ApiClient } from '../../app/api-client';

/** Quiet: the search box says itself when results could not be fetched. */
export function fetchSearch(api: ApiClient, query: string, signal?: AbortSignal): Promise<SearchResponse> {
  return api.get<SearchResponse>(`/search?${new URLSearchParams({ q: query.trim() }).toString()}`, { quiet: true, signal });
}
