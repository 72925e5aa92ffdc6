import { Button } from '../../shared/ui/button';
import type { HomeLinkOffer } from '../home-link';

/**
 * "Is this the mortgage on this home?" (docs/decisions.md "Links and feeds"): one question per home and mortgage
 * not linked yet, each answered with Yes (link them) or No (ask no more on this page).
 */
export function HomeLinkOffers({ offers, busy, onLink, onDecline }: { offers: readonly HomeLinkOffer[]; busy: boolean; onLink: (offer: HomeLinkOffer) => void; onDecline: (offer: HomeLinkOffer) => void }) {
  if (offers.length === 0) return null;
  return (
    <section className="home-link-offers" aria-labelledby="home-link-heading">
      <h2 id="home-link-heading" className="home-link-offers__title">
        Your home and its loan
      </h2>
      <p className="home-link-offers__lead">
        Linking a home loan to the home lets your dashboard show your net worth without your home and the loan on it. Without the link, the loan still
        counts as a debt there.
      </p>
      <ul className="home-link-offers__list">
        {offers.map((offer) => (
          <li key={`${offer.homeId}-${offer.mortgageId}`} className="home-link-offers__item">
            <span>{offer.question}</span>
            <span className="home-link-offers__actions">
              <Button variant="secondary" disabled={busy} onClick={() => onLink(offer)} aria-label={`Yes, ${offer.mortgageName} is the mortgage on ${offer.homeName}`}>
                Yes, link them
              </Button>
              <Button variant="link" disabled={busy} onClick={() => onDecline(offer)} aria-label={`No, ${offer.mortgageName} is not the mortgage on ${offer.homeName}`}>
                No
              </Button>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
