import { observer } from 'mobx-react-lite';
import { Link, useLocation } from 'react-router-dom';
import { usePageTitle } from '../../app/layout/page-title';
import { ALL_RESOURCES, type SiteLink } from '../../app/site-map';
import { useStores } from '../../app/store-context';
import { ButtonLink } from '../../shared/ui/button';
import '../content.css';

export interface NotFoundPageProps {
  /** The resource section the address was in, offered first as the way back. */
  section?: SiteLink;
}

/**
 * An address inside a resource section that matches no page (docs/decisions.md "Investing for beginners"): the
 * product says so plainly and offers a way on (the section, search, the main pages), instead of a placeholder that
 * promises a page that may never come.
 */
export const NotFoundPage = observer(function NotFoundPage({ section }: NotFoundPageProps) {
  usePageTitle('Page not found');
  const { identity } = useStores();
  const { pathname } = useLocation();
  const home = identity.isSignedIn ? { label: 'Your dashboard', to: '/dashboard' } : { label: 'Home', to: '/' };
  return (
    <div className="container container--md page not-found">
      <h1>Page not found</h1>
      <p className="lead">
        There is no page at <code className="not-found__path">{pathname}</code>. The address may be mistyped, or the page
        may have moved.
      </p>
      <div className="button-row">
        {section && <ButtonLink to={section.to}>Back to {section.label.toLowerCase()}</ButtonLink>}
        <ButtonLink to="/search" variant="secondary">
          Search the site
        </ButtonLink>
      </div>
      <nav aria-labelledby="not-found-links" className="not-found__links">
        <h2 id="not-found-links">Main pages</h2>
        <ul>
          <li>
            <Link to={home.to}>{home.label}</Link>
          </li>
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
