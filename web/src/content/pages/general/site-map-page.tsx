import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import { useStores } from '../../../app/store-context';
import { FOOTER_GROUPS } from '../../../app/site-map';
import { InfoPage } from './info-page';

const SIGNED_IN_PAGES = [
  { label: 'Dashboard', to: '/dashboard' },
  { label: 'Targets', to: '/targets' },
  { label: 'My financial plan', to: '/report' },
  { label: 'Notifications', to: '/notifications' },
  { label: 'Profile', to: '/profile' },
  { label: 'Settings', to: '/settings' },
];

/** /site-map (public): every page in the footer's groups, and the signed-in pages. */
export const SiteMapPage = observer(function SiteMapPage() {
  const { identity } = useStores();
  return (
    <InfoPage title="Site map">
      <div className="site-map">
        {FOOTER_GROUPS.map((group) => (
          <section key={group.heading} aria-labelledby={`site-map-${group.heading}`}>
            <h2 id={`site-map-${group.heading}`}>{group.heading}</h2>
            <ul>
              {group.links.map((link) => (
                <li key={link.to}>
                  <Link to={link.to}>{link.label}</Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
        <section aria-labelledby="site-map-account">
          <h2 id="site-map-account">Your account</h2>
          {!identity.isSignedIn && <p className="info-page__updated">These pages open after you log in.</p>}
          <ul>
            {SIGNED_IN_PAGES.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </section>
      </div>
    </InfoPage>
  );
});
