/** Link lists used by both the desktop bar and the mobile menu, so the two always offer the same places. */
import { useId } from 'react';
import { NavLink } from 'react-router-dom';
import { ExternalLink } from '../../shared/ui/button';
import { EXTERNAL_LINKS } from '../external-links';
import { ALL_RESOURCES, RESOURCES_BY_MILESTONE, RESOURCES_BY_TOPIC, type SiteLink } from '../site-map';

export function LinkList({ links, className = 'link-list' }: { links: SiteLink[]; className?: string }) {
  return (
    <ul className={className}>
      {links.map((link) => (
        <li key={link.to}>
          <NavLink to={link.to}>{link.label}</NavLink>
        </li>
      ))}
    </ul>
  );
}

function Group({ heading, links }: { heading: string; links: SiteLink[] }) {
  const id = useId();
  return (
    <div className="nav-group">
      <p className="nav-group__heading" id={id}>
        {heading}
      </p>
      <ul className="link-list" aria-labelledby={id}>
        {links.map((link) => (
          <li key={link.to}>
            <NavLink to={link.to}>{link.label}</NavLink>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Signed in: resources by topic and by life milestone (spec 1 §2). Signed out: one plain list. */
export function ResourceLinks({ signedIn }: { signedIn: boolean }) {
  if (!signedIn) return <LinkList links={ALL_RESOURCES} />;
  return (
    <div className="nav-groups">
      <Group heading="By topics" links={RESOURCES_BY_TOPIC} />
      <Group heading="By milestones" links={RESOURCES_BY_MILESTONE} />
    </div>
  );
}

export function MoreLinks() {
  return (
    <ul className="link-list">
      <li>
        <NavLink to="/profile">Profile</NavLink>
      </li>
      <li>
        <NavLink to="/settings">Settings</NavLink>
      </li>
      <li>
        <NavLink to="/about-us">About us</NavLink>
      </li>
      <li>
        <ExternalLink href={EXTERNAL_LINKS.contactUs}>Contact us</ExternalLink>
      </li>
    </ul>
  );
}
