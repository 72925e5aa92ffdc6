import { type DomainError, ValidationFailed } from '../../shared-kernel/errors.js';
import { DUPLICATE_ITEM, isNewItem } from './income-list-sync.js';

/** What to do to a stored list so it becomes the sent one (spec 2 §4 "Synced lists"). */
export interface ListSyncPlan<T extends { id: string }> {
  /** Items to create, with their position in the sent list. */
  create: Array<{ position: number; item: Omit<T, 'id'> }>;
  /** Stored items to overwrite, with their new position. */
  update: Array<{ position: number; item: T }>;
  /** Stored ids not in the sent list. */
  delete: string[];
}

/**
 * The income list's rule for any synced list: no id or a 'local-' id creates, a stored id updates, stored ids left
 * out are deleted. Pure: the caller applies the plan.
 * @param listField the request's property, for error fields ('loanRepayments.1.id')
 * @param notFound the 404 for an id that is neither new nor the resident's (another resident's id looks unknown)
 * @throws notFound(); ValidationFailed (400) for a stored id sent twice.
 */
export function planListSync<T extends { id: string }>(
  storedIds: readonly string[],
  sent: ReadonlyArray<Omit<T, 'id'> & { id?: string }>,
  listField: string,
  notFound: () => DomainError,
): ListSyncPlan<T> {
  const stored = new Set(storedIds);
  const kept = new Set<string>();
  const plan: ListSyncPlan<T> = { create: [], update: [], delete: [] };
  sent.forEach((entry, position) => {
    const { id, ...fields } = entry;
    if (id === undefined || isNewItem(id)) {
      plan.create.push({ position, item: fields as unknown as Omit<T, 'id'> });
      return;
    }
    if (!stored.has(id)) throw notFound();
    if (kept.has(id)) throw new ValidationFailed([{ field: `${listField}.${position}.id`, message: DUPLICATE_ITEM }]);
    kept.add(id);
    plan.update.push({ position, item: { ...fields, id } as unknown as T });
  });
  plan.delete = storedIds.filter((id) => !kept.has(id));
  return plan;
}
