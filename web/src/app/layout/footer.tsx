import { useId } from 'react';
import { Link } from 'react-router-dom';
import { ExternalLink } from '../../shared/ui/button';
import { BUILD_DATES } from '../build-info';
import { EXTERNAL_LINKS } from '../external-links';
import { FOOTER_GROUPS } from '../site-map';
import { useStores } from '../store-context';

/** Spec 1 §2: the footer shows this date and year; they change with each build's commit, not the visitor's clock. */
export const SITE_LAST_UPDATED = BUILD_DATES.lastUpdated;
export const COPYRIGHT_YEAR = BUILD_DATES.copyrightYear;

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
