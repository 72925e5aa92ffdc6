import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import type { SearchResultDto } from '../../../../src/content/adapters/http/search.contract.js';
import { usePageTitle } from '../../app/layout/page-title';
import { useStores } from '../../app/store-context';
import { searchPath } from '../search-query';
import { SearchCombobox } from '../search/search-combobox';
import { POPULAR_PAGES, SEARCH_DEBOUNCE_MS, isSearchable, queryFromParams } from '../search/search-rules';
import { useSiteSearch } from '../search/use-site-search';
import '../content.css';

/**
 * /search (public, spec 1 §2; docs/decisions.md "Search"): results as the resident types, the query kept in the
 * address (?q=) so the page can be shared or reloaded; "No results for X" with popular pages only when nothing
 * matches. A submitted search (Enter, the button) or a result opened is recorded for a signed-in resident who
 * turned analytics on (POST /user-search-query), as before.
 */
export const SearchPage = observer(function SearchPage() {
  const { content } = useStores();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const addressQuery = queryFromParams(params);
  const [value, setValue] = useState(addressQuery);
  // A shared address searches at once; typing waits for a pause.
  const [typed, setTyped] = useState(false);
  const state = useSiteSearch(value, !typed);
  usePageTitle(addressQuery ? `Search results for ${addressQuery}` : 'Search');

  // Back and forward between searches: the box shows the search in the address.
  useEffect(() => {
    setValue((current) => (current.trim().replace(/\s+/g, ' ') === addressQuery ? current : addressQuery));
  }, [addressQuery]);

  // The address follows the typing (replaced, so Back leaves the page rather than replaying each pause).
  useEffect(() => {
    if (!typed) return;
    const timer = setTimeout(() => {
      const query = value.trim().replace(/\s+/g, ' ');
      if (query === addressQuery || (query !== '' && !isSearchable(query))) return;
      setParams(query ? { q: query } : {}, { replace: true });
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [typed, value, addressQuery, setParams]);

  const submit = (query: string) => {
    content.recordSearch(query);
    navigate(searchPath(query));
  };
  const choose = (result: SearchResultDto) => {
    content.recordSearch(value);
    navigate(result.address);
  };

  return (
    <div className="container container--md page search-page">
      <h1>Search</h1>
      <p className="lead">Articles, tools, guides and answers to common questions.</p>
      <SearchCombobox
        label="Search articles and tools"
        value={value}
        onChange={(next) => {
          setTyped(true);
          setValue(next);
        }}
        onSubmit={submit}
        onChoose={choose}
        state={state}
        variant="inline"
      />
      {!isSearchable(value) && (
        <section aria-labelledby="browse-heading" className="search-page__browse">
          <h2 id="browse-heading">Browse by topic</h2>
          <p>Guides and tools to help you plan your finances.</p>
          <ul className="topic-links">
            {POPULAR_PAGES.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
});
