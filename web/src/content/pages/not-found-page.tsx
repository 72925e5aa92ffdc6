import { observer } from 'mobx-react-lite';
import { useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { usePageTitle } from '../../app/layout/page-title';
import { ALL_RESOURCES, type SiteLink } from '../../app/site-map';
import { useStores } from '../../app/store-context';
import { Button, ButtonLink } from '../../shared/ui/button';
import { searchPath } from '../search-query';
import '../content.css';

export interface NotFoundPageProps {
  /** The resource section the address was in, offered first as the way back. */
  section?: SiteLink;
}

/**
 * Any address that matches no page (docs/decisions.md "Investing for beginners", "Rough edges smoothed"): the
 * product says so plainly and offers a way on (the section it was in, a search box, the main pages), instead of a
 * placeholder that promises a page that may never come or a silent trip to the home page.
 */
export const NotFoundPage = observer(function NotFoundPage({ section }: NotFoundPageProps) {
  usePageTitle('Page not found');
  const { identity } = useStores();
  const { pathname } = useLocation();
  const home = identity.isSignedIn ? { label: 'Your dashboard', to: '/dashboard' } : { label: 'Home', to: '/' };
  const navigate = useNavigate();
  const [query, setQuery] = useState('');
  const search = (event: FormEvent) => {
    event.preventDefault();
    navigate(query.trim() === '' ? '/search' : searchPath(query));
  };
  return (
    <div className="container container--md page not-found">
      <h1>Page not found</h1>
      <p className="lead">
        There is no page at <code className="not-found__path">{pathname}</code>. The address may be mistyped, or the page
        may have moved.
      </p>
      {section && (
        <div className="button-row">
          <ButtonLink to={section.to}>Back to {section.label.toLowerCase()}</ButtonLink>
        </div>
      )}
      <form role="search" className="not-found__search" onSubmit={search}>
        <label htmlFor="not-found-search">Search the site</label>
        <div className="not-found__search-row">
          <input id="not-found-search" type="search" value={query} maxLength={200} onChange={(event) => setQuery(event.target.value)} />
          <Button type="submit" variant="secondary">
            Search
          </Button>
        </div>
      </form>
      <nav aria-labelledby="not-found-links" className="not-found__links">
        <h2 id="not-found-links">Main pages</h2>
        <ul>
          <li>
            <Link to={home.to}>{home.label}</Link>
          </li>
          {identity.isSignedIn && (
            <li>
              <Link to="/targets">Your targets</Link>
            </li>
          )}
          {ALL_RESOURCES.map((link) => (
            <li key={link.to}>
              <Link to={link.to}>{link.label}</Link>
            </li>
          ))}
          <li>
            <Link to="/site-map">Site map</Link>
          </li>
        </ul>
      </nav>
    </div>
  );
});
