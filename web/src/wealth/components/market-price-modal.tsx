import { ExternalLink } from '../../shared/ui/button';
import { Modal } from '../../shared/ui/modal';
import type { MarketPriceKind } from '../asset-kinds';
import { MARKET_PRICE_SOURCES } from '../market-price-links';

/**
 * 'Where to find market prices' (spec 2 §2): the sources for stocks, bonds and unit trusts, the one for the kind
 * being entered first. Links open in a new tab (ExternalLink says so and sets rel noopener).
 */
export function MarketPriceModal({ open, onClose, kind }: { open: boolean; onClose: () => void; kind: MarketPriceKind }) {
  const sources = [...MARKET_PRICE_SOURCES].sort((a, b) => Number(b.kind === kind) - Number(a.kind === kind));
  return (
    <Modal open={open} onClose={onClose} title="Where to find market prices">
      <p>Use a recent market price so your wealth shows what your investments are worth today.</p>
      <ul className="market-prices">
        {sources.map((source) => (
          <li key={source.kind} className="market-prices__item">
            <h3 className="market-prices__title">{source.title}</h3>
            <p className="market-prices__hint">{source.hint}</p>
            <ExternalLink href={source.href}>{source.linkText}</ExternalLink>
          </li>
        ))}
      </ul>
    </Modal>
  );
}
