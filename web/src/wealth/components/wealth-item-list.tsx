import { TrashIcon } from '../../shared/ui/icons';
import { OriginBadge } from '../../shared/ui/origin-badge';

export interface WealthRow {
  id: string;
  name: string;
  /** the kind, or how the value was worked out */
  detail: string;
  /** the value as shown ('USD 23,000.00') */
  amount: string;
  /** its SGD value when held in another currency ('About S$30,000.00') */
  amountSgd: string | null;
  /** where an imported item came from (spec 2 §4) */
  origin?: { sourceName: string; asOf: string } | null;
}

/** Items with Edit and Remove buttons that name the item for screen readers. */
export function WealthItemList({
  rows,
  emptyText,
  onEdit,
  onRemove,
}: {
  rows: readonly WealthRow[];
  emptyText: string;
  onEdit: (id: string) => void;
  onRemove: (id: string) => void;
}) {
  if (rows.length === 0) return <p className="wealth-list__empty">{emptyText}</p>;
  return (
    <ul className="wealth-list">
      {rows.map((row) => (
        <li key={row.id} className="wealth-list__item">
          <span className="wealth-list__text">
            <span className="wealth-list__name">{row.name}</span>
            <span className="wealth-list__detail">{row.detail}</span>
            <OriginBadge origin={row.origin} />
          </span>
          <span className="wealth-list__amount">
            {row.amount}
            {row.amountSgd && <span className="wealth-list__sgd">{row.amountSgd}</span>}
          </span>
          <span className="wealth-list__actions">
            <button type="button" className="btn btn--link wealth-list__edit" onClick={() => onEdit(row.id)}>
              Edit<span className="sr-only"> {row.name}</span>
            </button>
            <button type="button" className="icon-button wealth-list__remove" onClick={() => onRemove(row.id)}>
              <TrashIcon size={18} />
              <span className="sr-only">Remove {row.name}</span>
            </button>
          </span>
        </li>
      ))}
    </ul>
  );
}
