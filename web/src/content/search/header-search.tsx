import { observer } from 'mobx-react-lite';
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import type { SearchResultDto } from '../../../../src/content/adapters/http/search.contract.js';
import { useStores } from '../../app/store-context';
import { SearchIcon } from '../../shared/ui/icons';
import { searchPath } from '../search-query';
import { SearchCombobox } from './search-combobox';
import { HEADER_RESULTS, isSearchable } from './search-rules';
import { useSiteSearch } from './use-site-search';
import './search.css';

/**
 * The navigation bar's search (spec 1 §2), signed in or out: a button opening a panel under the bar with the
 * search box, results as the resident types; Enter on no result opens the search page with the query in the
 * address. Escape, a click outside or a new page closes it and gives the focus back to the button.
 */
export const HeaderSearch = observer(function HeaderSearch({ className }: { className?: string }) {
  const { content } = useStores();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const [open, setOpen] = useState(false);
  const [value, setValue] = useState('');
  const state = useSiteSearch(open ? value : '');
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) button.current?.focus();
  };

  // A new page closes the panel.
  useEffect(() => setOpen(false), [pathname, search]);
  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (root.current && !root.current.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);

  const choose = (result: SearchResultDto) => {
    content.recordSearch(value);
    setOpen(false);
    setValue('');
    navigate(result.address);
  };
  const submit = (query: string) => {
    content.recordSearch(query);
    setOpen(false);
    navigate(searchPath(query));
  };

  return (
    <div className={['header-search', className].filter(Boolean).join(' ')} ref={root}>
      <button
        ref={button}
        type="button"
        className="icon-button"
        aria-expanded={open}
        aria-controls="header-search-panel"
        onClick={() => (open ? close(false) : setOpen(true))}
      >
        <SearchIcon />
        <span className="sr-only">Search</span>
      </button>
      {open && (
        <div id="header-search-panel" className="header-search__panel" role="region" aria-label="Search">
          <div className="container container--md header-search__inner">
            <SearchCombobox
              label="Search articles, tools and pages"
              value={value}
              onChange={setValue}
              onSubmit={submit}
              onChoose={choose}
              state={state}
              variant="popup"
              maxResults={HEADER_RESULTS}
              onEscape={() => close(true)}
              autoFocus
              headingLevel={2}
            />
            {state.status === 'done' && state.response.results.length > HEADER_RESULTS && isSearchable(value) && (
              <Link className="header-search__all" to={searchPath(value)} onClick={() => content.recordSearch(value)}>
                See all {state.response.results.length} results
              </Link>
            )}
          </div>
        </div>
      )}
    </div>
  );
});
