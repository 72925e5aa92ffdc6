import { flowResult } from 'mobx';
import { observer } from 'mobx-react-lite';
import { Link, NavLink } from 'react-router-dom';
import { formatPersonName, nameInitial } from '../../shared/format/person-name';
import { ExternalLink } from '../../shared/ui/button';
import { LogoutIcon } from '../../shared/ui/icons';
import { HeaderSearch } from '../../content/search/header-search';
import { EXTERNAL_LINKS } from '../external-links';
import { useStores } from '../store-context';
import { Brand } from './brand';
import { MobileMenu } from './mobile-menu';
import { NavDropdown } from './nav-dropdown';
import { NotificationBell } from '../../notifications/notification-bell';
import { MoreLinks, ResourceLinks } from './nav-links';

/** The main navigation bar (spec 1 §2 "Navigation bar"). Desktop entries from 1104 px; the menu button below. */
export const Navbar = observer(function Navbar() {
  const { identity, config } = useStores();
  const signedIn = identity.isSignedIn;
  return (
    <header className="navbar">
      <div className="container navbar__inner">
        <Brand productName={config.productName} to={signedIn ? '/dashboard' : '/'} />
        <nav aria-label="Main" className="navbar__nav">
          <ul className="navbar__links">
            {signedIn && (
              <>
                <li>
                  <NavLink to="/dashboard" className="nav-link">
                    Dashboard
                  </NavLink>
                </li>
                <li>
                  <NavLink to="/targets" className="nav-link">
                    Targets
                  </NavLink>
                </li>
              </>
            )}
            <li>
              <NavDropdown label="Resources">
                <ResourceLinks signedIn={signedIn} />
              </NavDropdown>
            </li>
            {signedIn ? (
              <li>
                <NavDropdown label="More">
                  <MoreLinks />
                </NavDropdown>
              </li>
            ) : (
              <>
                <li>
                  <NavLink to="/about-us" className="nav-link">
                    About us
                  </NavLink>
                </li>
                <li>
                  <ExternalLink href={EXTERNAL_LINKS.contactUs} className="nav-link">
                    Contact us
                  </ExternalLink>
                </li>
              </>
            )}
          </ul>
        </nav>
        <div className="navbar__actions">
          {signedIn ? (
            <>
              <HeaderSearch className="navbar__desktop-only" />
              <NotificationBell className="icon-button navbar__desktop-only" />
              <ProfileMenu />
            </>
          ) : (
            <>
              <HeaderSearch className="navbar__desktop-only" />
              <Link to="/login" className="btn btn--primary navbar__login">
                Log in
              </Link>
            </>
          )}
          <MobileMenu />
        </div>
      </div>
    </header>
  );
});

const ProfileMenu = observer(function ProfileMenu() {
  const { identity } = useStores();
  const name = formatPersonName(identity.user?.name);
  const initial = nameInitial(name);
  return (
    <div className="navbar__desktop-only">
      <NavDropdown
        label={<span className="avatar" aria-hidden="true">{initial ?? '?'}</span>}
        ariaLabel={name ? `Account menu for ${name}` : 'Account menu'}
        buttonClassName="avatar-button"
        align="end"
      >
        {name && <p className="dropdown__title">{name}</p>}
        <ul className="link-list">
          <li>
            <NavLink to="/profile">Profile</NavLink>
          </li>
          <li>
            <NavLink to="/report">My financial plan</NavLink>
          </li>
          <li>
            <button type="button" className="link-list__button" onClick={() => void flowResult(identity.signOut('user-initiated'))}>
              <LogoutIcon size={18} />
              Log out
            </button>
          </li>
        </ul>
      </NavDropdown>
    </div>
  );
});

/** The bar on sign-in pages: only the brand, and Log out when a session exists (spec 1 §2). */
export const SignInBar = observer(function SignInBar() {
  const { identity, config } = useStores();
  return (
    <header className="navbar navbar--minimal">
      <div className="container navbar__inner">
        <Brand productName={config.productName} to={identity.isSignedIn ? '/dashboard' : '/'} />
        {identity.isSignedIn && (
          <button type="button" className="btn btn--secondary" onClick={() => void flowResult(identity.signOut('user-initiated'))}>
            Log out
          </button>
        )}
      </div>
    </header>
  );
});
