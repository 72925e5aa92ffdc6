import { TrashIcon } from '../../../shared/ui/icons';
import { OriginBadge } from '../../../shared/ui/origin-badge';

export interface ItemRow {
  name: string;
  /** a second line: the type, the interval, the split */
  detail?: string;
  /** the amount as shown ('S$1,200.00 a month') */
  amount: string;
  /** a colour swatch before the name, and the name in the colour's text shade (expenses) */
  swatch?: { colour: string; text: string };
  /** where an imported item came from (spec 2 §4) */
  origin?: { sourceName: string; asOf: string } | null;
}

/** The items entered on a step, each with Edit and Remove buttons naming the item for screen readers. */
export function ItemList<T extends { id: string }>({
  items,
  row,
  emptyText,
  onEdit,
  onRemove,
}: {
  items: readonly T[];
  row: (item: T) => ItemRow;
  emptyText: string;
  onEdit: (item: T) => void;
  onRemove: (item: T) => void;
}) {
  if (items.length === 0) return <p className="item-list__empty">{emptyText}</p>;
  return (
    <ul className="item-list">
      {items.map((item) => {
        const r = row(item);
        return (
          <li key={item.id} className={r.swatch ? 'item-list__item item-list__item--swatch' : 'item-list__item'}>
            {r.swatch && <span className="item-list__swatch" style={{ background: r.swatch.colour }} aria-hidden="true" />}
            <span className="item-list__text">
              <span className="item-list__name" style={r.swatch ? { color: r.swatch.text } : undefined}>
                {r.name}
              </span>
              {r.detail && <span className="item-list__detail">{r.detail}</span>}
              <OriginBadge origin={r.origin} />
            </span>
            <span className="item-list__amount">{r.amount}</span>
            <span className="item-list__actions">
              <button type="button" className="btn btn--link item-list__edit" onClick={() => onEdit(item)}>
                Edit<span className="sr-only"> {r.name}</span>
              </button>
              <button type="button" className="icon-button item-list__remove" onClick={() => onRemove(item)}>
                <TrashIcon size={18} />
                <span className="sr-only">Remove {r.name}</span>
              </button>
            </span>
          </li>
        );
      })}
    </ul>
  );
}
