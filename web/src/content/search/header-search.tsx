import { Suspense, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { page, preloadPages } from '../../app/lazy-page';
import { SearchIcon } from '../../shared/ui/icons';
import './search.css';

/**
 * The navigation bar's search (spec 1 §2), signed in or out: a button opening a panel under the bar with the
 * search box, results as the resident types; Enter on no result opens the search page with the query in the
 * address. Escape, a click outside or a new page closes it and gives the focus back to the button.
 *
 * The panel's code (the combobox, the search calls) loads when the button is first pointed at, focused or pressed,
 * not with the first page: every page has the button, few visitors open it (docs/decisions.md "Web performance
 * budget").
 */
export function HeaderSearch({ className }: { className?: string }) {
  const { pathname, search } = useLocation();
  const [open, setOpen] = useState(false);
  // Kept while the panel is closed: reopening shows what was typed.
  const [value, setValue] = useState('');
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

  const loadPanel = () => void preloadPages([PANEL]);

  return (
    <div className={['header-search', className].filter(Boolean).join(' ')} ref={root}>
      <button
        ref={button}
        type="button"
        className="icon-button"
        aria-expanded={open}
        aria-controls="header-search-panel"
        onPointerEnter={loadPanel}
        onFocus={loadPanel}
        onClick={() => (open ? close(false) : setOpen(true))}
      >
        <SearchIcon />
        <span className="sr-only">Search</span>
      </button>
      {open && (
        <div id="header-search-panel" className="header-search__panel" role="region" aria-label="Search">
          <div className="container container--md header-search__inner">
            <Suspense fallback={<p className="header-search__loading" role="status">Opening search…</p>}>
              <HeaderSearchPanel value={value} onChange={setValue} onDone={() => setOpen(false)} onEscape={() => close(true)} />
            </Suspense>
          </div>
        </div>
      )}
    </div>
  );
}

const HeaderSearchPanel = page(() => import('./header-search-panel'), 'HeaderSearchPanel');
const PANEL = <HeaderSearchPanel value="" onChange={() => undefined} onDone={() => undefined} onEscape={() => undefined} />;
