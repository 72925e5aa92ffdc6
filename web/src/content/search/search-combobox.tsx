import { useEffect, useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { Link } from 'react-router-dom';
import type { SearchResultDto } from '../../../../src/content/adapters/http/search.contract.js';
import { Button } from '../../shared/ui/button';
import { FieldError } from '../../shared/ui/field-error';
import { SearchIcon } from '../../shared/ui/icons';
import { searchQueryError } from '../search-query';
import { KIND_LABELS, POPULAR_PAGES, nextActive } from './search-rules';
import type { SiteSearchState } from './use-site-search';
import './search.css';

export interface SearchComboboxProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Enter (or the Search button) with no result highlighted: the whole search, on the search page. */
  onSubmit: (query: string) => void;
  /** A result picked with Enter or a click. */
  onChoose: (result: SearchResultDto) => void;
  state: SiteSearchState;
  /** 'popup': a list under the box while it has focus (the header); 'inline': the results always shown below (the page). */
  variant: 'popup' | 'inline';
  /** the most results listed (the header shows a few, the page all) */
  maxResults?: number;
  /** Escape in a box whose list is already closed (the header closes its panel). */
  onEscape?: () => void;
  autoFocus?: boolean;
  /** The page's own heading level for 'No results': the page has h1 above. */
  headingLevel?: 2 | 3;
}

/**
 * A search box with results as the resident types, as an ARIA combobox with a listbox (/work/shared/guides/ui.md):
 * the focus stays in the box; ArrowDown and ArrowUp move through the results, Enter opens the highlighted one (or
 * searches), Escape closes the list, then the panel. A snippet's matched words are `<mark>`ed from text segments,
 * never from HTML (docs/decisions.md "Search").
 */
export function SearchCombobox(props: SearchComboboxProps) {
  const { label, value, onChange, onSubmit, onChoose, state, variant, maxResults = 20, onEscape, autoFocus, headingLevel = 2 } = props;
  const id = useId();
  const inputId = `${id}-input`;
  const listId = `${id}-results`;
  const errorId = `${id}-error`;
  const [active, setActive] = useState(-1);
  const [open, setOpen] = useState(variant === 'inline');
  const [error, setError] = useState<string | null>(null);
  const results = state.status === 'done' ? state.response.results.slice(0, maxResults) : [];
  const optionId = (index: number) => `${id}-option-${index}`;

  // A new answer starts with nothing highlighted.
  useEffect(() => setActive(-1), [state]);
  useEffect(() => {
    if (active >= 0) document.getElementById(optionId(active))?.scrollIntoView({ block: 'nearest' });
  });

  const showList = variant === 'inline' || (open && state.status !== 'idle');

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    const problem = searchQueryError(value);
    setError(problem);
    if (problem === null) onSubmit(value);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Escape') {
      if (variant === 'popup' && open && state.status !== 'idle') {
        event.preventDefault();
        setOpen(false);
        setActive(-1);
      } else if (onEscape) {
        event.preventDefault();
        onEscape();
      }
      return;
    }
    if (event.key === 'Enter' && active >= 0 && results[active]) {
      event.preventDefault();
      onChoose(results[active]!);
      return;
    }
    if (['ArrowDown', 'ArrowUp'].includes(event.key) || (active >= 0 && ['Home', 'End'].includes(event.key))) {
      event.preventDefault();
      setOpen(true);
      setActive(nextActive(active, event.key, results.length));
    }
  };

  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div className={`site-search site-search--${variant}`}>
      <form role="search" className="site-search__form" onSubmit={submit} noValidate>
        <div className={['field', 'site-search__field', error && 'field--invalid'].filter(Boolean).join(' ')}>
          <label className="field__label" htmlFor={inputId}>
            {label}
          </label>
          <div className="field__control site-search__control">
            <SearchIcon size={18} />
            <input
              id={inputId}
              className="field__input"
              type="search"
              role="combobox"
              aria-expanded={showList}
              aria-controls={listId}
              aria-autocomplete="list"
              aria-activedescendant={active >= 0 ? optionId(active) : undefined}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
              autoComplete="off"
              enterKeyHint="search"
              spellCheck={false}
              // The header opens its panel for typing: the box takes the focus at once.
              // eslint-disable-next-line jsx-a11y/no-autofocus
              autoFocus={autoFocus}
              value={value}
              onChange={(event) => {
                setError(null);
                setOpen(true);
                onChange(event.target.value);
              }}
              onFocus={() => setOpen(true)}
              onKeyDown={onKeyDown}
            />
          </div>
          {error && <FieldError id={errorId} message={error} />}
        </div>
        <Button type="submit">Search</Button>
      </form>

      <div className="site-search__panel" hidden={!showList}>
        <p className="site-search__status" role="status" aria-live="polite">
          {statusLine(state, results.length)}
        </p>
        <ul id={listId} role="listbox" aria-label={`Results for ${value.trim() || 'your search'}`} className="site-search__results">
          {results.map((result, index) => (
            <li
              key={`${result.address}-${result.title}`}
              id={optionId(index)}
              role="option"
              aria-selected={index === active}
              className="site-search__result"
              // Keep the focus in the box while a result is clicked.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => onChoose(result)}
              onMouseMove={() => active !== index && setActive(index)}
            >
              <span className="site-search__kind">{KIND_LABELS[result.kind]}</span>
              <span className="site-search__title">{result.title}</span>
              {result.snippet.length > 0 && (
                <span className="site-search__snippet">
                  {result.snippet.map((segment, i) => (segment.marked ? <mark key={i}>{segment.text}</mark> : <span key={i}>{segment.text}</span>))}
                </span>
              )}
            </li>
          ))}
        </ul>
        {state.status === 'done' && state.response.results.length === 0 && (
          <div className="site-search__none">
            <Heading className="site-search__none-title">No results for “{state.query}”</Heading>
            <p>Check the spelling or try other words, or start from one of these popular pages:</p>
            <ul className="topic-links">
              {POPULAR_PAGES.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} onMouseDown={(event) => event.preventDefault()}>
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        )}
      </div>
    </div>
  );
}

function statusLine(state: SiteSearchState, shown: number): string {
  switch (state.status) {
    case 'idle':
      return '';
    case 'loading':
      return 'Searching…';
    case 'failed':
      return 'Search is not available right now. Please try again in a moment.';
    case 'done': {
      const { results, correctedQuery } = state.response;
      if (results.length === 0) return '';
      const count = results.length === 1 ? '1 result' : `${results.length} results`;
      const more = shown < results.length ? `, the first ${shown} shown` : '';
      return correctedQuery ? `${count} for “${correctedQuery}” (you typed “${state.query}”)${more}` : `${count} for “${state.query}”${more}`;
    }
  }
}
