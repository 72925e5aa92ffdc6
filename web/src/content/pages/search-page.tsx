import { observer } from 'mobx-react-lite';
import { useEffect, useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { usePageTitle } from '../../app/layout/page-title';
import { ALL_RESOURCES } from '../../app/site-map';
import { useStores } from '../../app/store-context';
import { Button } from '../../shared/ui/button';
import { TextInput } from '../../shared/ui/fields';
import { SearchIcon } from '../../shared/ui/icons';
import { searchPath, searchQueryError } from '../search-query';
import '../content.css';

/**
 * /search (public, spec 1 §2): a search box; submitting goes to /search?searchQuery=... and, for a signed-in
 * resident who turned analytics on, records the query (failures ignored). Articles to search arrive with the
 * resource pages in a later issue; until then every search honestly finds nothing and points to the topics.
 */
export const SearchPage = observer(function SearchPage() {
  const { content } = useStores();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const searched = params.get('searchQuery')?.trim() ?? '';
  const [value, setValue] = useState(searched);
  const [revealErrors, setRevealErrors] = useState(false);
  usePageTitle(searched ? `Search results for ${searched}` : 'Search');
  // Back and forward between searches: the box shows the search on screen.
  useEffect(() => setValue(searched), [searched]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (searchQueryError(value) !== null) {
      setRevealErrors(true);
      document.getElementById('search-query')?.focus();
      return;
    }
    setRevealErrors(false);
    content.recordSearch(value);
    navigate(searchPath(value));
  };

  return (
    <div className="container container--md page search-page">
      <h1>Search</h1>
      <form role="search" className="search-form" onSubmit={submit} noValidate>
        <TextInput
          id="search-query"
          type="search"
          label="Search articles and tools"
          value={value}
          onChange={setValue}
          validate={searchQueryError}
          forceShowError={revealErrors}
          enterKeyHint="search"
          autoComplete="off"
        />
        <Button type="submit">
          <SearchIcon size={18} /> Search
        </Button>
      </form>

      <section aria-live="polite" aria-labelledby="search-results-heading">
        {searched ? (
          <>
            <h2 id="search-results-heading" className="search-results__query">
              No results for “{searched}”
            </h2>
            <p>Try other words, or browse our guides by topic:</p>
          </>
        ) : (
          <>
            <h2 id="search-results-heading">Browse by topic</h2>
            <p>Guides and tools to help you plan your finances.</p>
          </>
        )}
        <ul className="topic-links">
          {ALL_RESOURCES.map((link) => (
            <li key={link.to}>
              <Link to={link.to}>{link.label}</Link>
            </li>
          ))}
          <li>
            <Link to="/expense-manager">Expense manager</Link>
          </li>
        </ul>
      </section>
    </div>
  );
});
