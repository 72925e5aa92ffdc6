import { observer } from 'mobx-react-lite';
import { flowResult } from 'mobx';
import { useEffect, useId, useRef, useState } from 'react';
import { NavLink, useLocation } from 'react-router-dom';
import { ExternalLink } from '../../shared/ui/button';
import { CloseIcon, LogoutIcon, MenuIcon, SearchIcon } from '../../shared/ui/icons';
import { EXTERNAL_LINKS } from '../external-links';
import { useStores } from '../store-context';
import { ResourceLinks } from './nav-links';
import { NotificationsMenuLink } from '../../notifications/notification-bell';

/**
 * Tablet and below (< 1104 px): one button opens every navigation entry in a panel under the bar, with search.
 * Esc closes it and puts focus back on the button; it also closes on navigation.
 */
export const MobileMenu = observer(function MobileMenu() {
  const { identity } = useStores();
  const signedIn = identity.isSignedIn;
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const { pathname } = useLocation();

  useEffect(() => setOpen(false), [pathname]);

  return (
    <div
      className="mobile-menu"
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          setOpen(false);
          buttonRef.current?.focus();
        }
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className="icon-button mobile-menu__toggle"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}
      >
        {open ? <CloseIcon /> : <MenuIcon />}
        <span className="mobile-menu__toggle-label">Menu</span>
      </button>
      <div id={panelId} className="mobile-menu__panel" hidden={!open}>
        <div className="container">
          <NavLink to="/search" className="mobile-menu__search">
            <SearchIcon size={18} />
            Search
          </NavLink>
          {signedIn && (
            <ul className="link-list link-list--large">
              <li>
                <NavLink to="/dashboard">Dashboard</NavLink>
              </li>
              <li>
                <NavLink to="/targets">Targets</NavLink>
              </li>
              <li>
                <NotificationsMenuLink />
              </li>
            </ul>
          )}
          <p className="mobile-menu__heading">Resources</p>
          <ResourceLinks signedIn={signedIn} />
          <p className="mobile-menu__heading">{signedIn ? 'More' : 'About'}</p>
          <ul className="link-list">
            {signedIn && (
              <>
                <li>
                  <NavLink to="/profile">Profile</NavLink>
                </li>
                <li>
                  <NavLink to="/report">My financial plan</NavLink>
                </li>
                <li>
                  <NavLink to="/settings">Settings</NavLink>
                </li>
              </>
            )}
            <li>
              <NavLink to="/about-us">About us</NavLink>
            </li>
            <li>
              <ExternalLink href={EXTERNAL_LINKS.contactUs}>Contact us</ExternalLink>
            </li>
          </ul>
          <div className="mobile-menu__actions">
            {signedIn ? (
              <button
                type="button"
                className="btn btn--secondary btn--block"
                onClick={() => void flowResult(identity.signOut('user-initiated'))}
              >
                <LogoutIcon size={18} />
                Log out
              </button>
            ) : (
              <NavLink to="/login" className="btn btn--primary btn--block">
                Log in
              </NavLink>
            )}
          </div>
        </div>
      </div>
    </div>
  );
});
