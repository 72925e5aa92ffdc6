import { observer } from 'mobx-react-lite';
import { Link, useNavigate } from 'react-router-dom';
import type { SearchResultDto } from '../../../../src/content/adapters/http/search.contract.js';
import { useStores } from '../../app/store-context';
import { searchPath } from '../search-query';
import { SearchCombobox } from './search-combobox';
import { HEADER_RESULTS, isSearchable } from './search-rules';
import { useSiteSearch } from './use-site-search';

export interface HeaderSearchPanelProps {
  value: string;
  onChange: (value: string) => void;
  /** A result or the search page was chosen: the panel closes where it is. */
  onDone: () => void;
  /** Escape: the panel closes and the focus goes back to the button. */
  onEscape: () => void;
}

/** The open header search (header-search.tsx): the box, results as the resident types, and "See all" past the first few. */
export const HeaderSearchPanel = observer(function HeaderSearchPanel({ value, onChange, onDone, onEscape }: HeaderSearchPanelProps) {
  const { content } = useStores();
  const navigate = useNavigate();
  const state = useSiteSearch(value);

  const choose = (result: SearchResultDto) => {
    content.recordSearch(value);
    onDone();
    onChange('');
    navigate(result.address);
  };
  const submit = (query: string) => {
    content.recordSearch(query);
    onDone();
    navigate(searchPath(query));
  };

  return (
    <>
      <SearchCombobox
        label="Search articles, tools and pages"
        value={value}
        onChange={onChange}
        onSubmit={submit}
        onChoose={choose}
        state={state}
        variant="popup"
        maxResults={HEADER_RESULTS}
        onEscape={onEscape}
        autoFocus
        headingLevel={2}
      />
      {state.status === 'done' && state.response.results.length > HEADER_RESULTS && isSearchable(value) && (
        <Link className="header-search__all" to={searchPath(value)} onClick={() => content.recordSearch(value)}>
          See all {state.response.results.length} results
        </Link>
      )}
    </>
  );
});
