import { originText, outdatedText, type OriginLabel } from '../format/origin';
import './origin-badge.css';

/**
 * Marks an item an import wrote: 'From Myinfo, as of 16 Apr 2020'. Nothing for the resident's own items. An income
 * from a notice of assessment more than a year old also suggests updating it.
 */
export function OriginBadge({ origin }: { origin: OriginLabel | null | undefined }) {
  if (!origin) return null;
  const outdated = outdatedText(origin);
  return (
    <>
      <span className="origin-badge">{originText(origin)}</span>
      {outdated && <span className="origin-badge__note">{outdated}</span>}
    </>
  );
}
