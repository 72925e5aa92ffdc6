import { useEffect, useState } from 'react';
import type { SearchResponse } from '../../../../src/content/adapters/http/search.contract.js';
import { useStores } from '../../app/store-context';
import { fetchSearch } from './site-search.api';
import { SEARCH_DEBOUNCE_MS, isSearchable } from './search-rules';

export type SiteSearchState =
  | { status: 'idle' }
  | { status: 'loading'; query: string }
  | { status: 'done'; query: string; response: SearchResponse }
  | { status: 'failed'; query: string };

/**
 * The results of `query`, asked {@link SEARCH_DEBOUNCE_MS} after the last change (at once when `immediate`); an
 * older answer arriving late is dropped, so the list always matches the box.
 */
export function useSiteSearch(query: string, immediate = false): SiteSearchState {
  const { api } = useStores();
  const [state, setState] = useState<SiteSearchState>({ status: 'idle' });
  const trimmed = query.trim().replace(/\s+/g, ' ');
  useEffect(() => {
    if (!isSearchable(trimmed)) {
      setState({ status: 'idle' });
      return;
    }
    const controller = new AbortController();
    setState((previous) => (previous.status === 'done' ? previous : { status: 'loading', query: trimmed }));
    const timer = setTimeout(
      () => {
        fetchSearch(api, trimmed, controller.signal).then(
          (response) => !controller.signal.aborted && setState({ status: 'done', query: trimmed, response }),
          () => !controller.signal.aborted && setState({ status: 'failed', query: trimmed }),
        );
      },
      immediate ? 0 : SEARCH_DEBOUNCE_MS,
    );
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [api, trimmed, immediate]);
  return state;
}
