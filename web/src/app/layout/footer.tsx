import { useId } from 'react';
import { Link } from 'react-router-dom';
import { ExternalLink } from '../../shared/ui/button';
import { EXTERNAL_LINKS } from '../external-links';
import { FOOTER_GROUPS } from '../site-map';
import { useStores } from '../store-context';

/** Spec 1 §2: the footer shows this date and year; they change with the site's content, not the clock. */
export const SITE_LAST_UPDATED = '21 May 2025';
export const COPYRIGHT_YEAR = 2025;

export function Footer() {
  const { config } = useStores();
  return (
    <footer className="footer">
      <div className="container">
        <div className="footer__top">
          <p className="footer__brand">{config.productName}</p>
          <p className="footer__tagline">Free and neutral money planning for residents of Singapore.</p>
        </div>
        <nav aria-label="Site map" className="footer__groups">
          {FOOTER_GROUPS.map((group) => (
            <FooterGroup key={group.heading} heading={group.heading} links={group.links} />
          ))}
        </nav>
        <div className="footer__bottom">
          <ul className="footer__external">
            <li>
              <ExternalLink href={EXTERNAL_LINKS.contactUs}>Contact us</ExternalLink>
            </li>
            <li>
              <ExternalLink href={EXTERNAL_LINKS.feedback}>Feedback</ExternalLink>
            </li>
            <li>
              <ExternalLink href={EXTERNAL_LINKS.reportVulnerability}>Report vulnerability</ExternalLink>
            </li>
          </ul>
          <div className="footer__meta">
            <p>Last updated {SITE_LAST_UPDATED}</p>
            <p>
              © {COPYRIGHT_YEAR} {config.productName}
            </p>
          </div>
        </div>
      </div>
    </footer>
  );
}

function FooterGroup({ heading, links }: { heading: string; links: Array<{ label: string; to: string }> }) {
  const id = useId();
  return (
    <div className="footer__group">
      <h2 className="footer__heading" id={id}>
        {heading}
      </h2>
      <ul aria-labelledby={id}>
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to}>{link.label}</Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
