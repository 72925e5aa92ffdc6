import { originText } from '../format/origin';
import './origin-badge.css';

/** Marks an item an import wrote: 'From Myinfo, as of 16 Apr 2020'. Nothing for the resident's own items. */
export function OriginBadge({ origin }: { origin: { sourceName: string; asOf: string } | null | undefined }) {
  if (!origin) return null;
  return <span className="origin-badge">{originText(origin)}</span>;
}
