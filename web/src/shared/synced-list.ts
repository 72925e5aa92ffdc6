/**
 * The synced-list behaviour of spec 2 §4: the resident edits a whole list locally, and saving compares it with the
 * list the server last answered. Items without an id (or with a 'local-' id, spec 2 §5) are created, items whose
 * tracked fields changed are updated with those fields only, stored items missing from the edit are deleted.
 * Local state is then replaced by the server's answers, never by the edit itself.
 */

export const LOCAL_ID_PREFIX = 'local-';

let localCounter = 0;
/** A fresh id for an item that exists only in the browser until it is saved. */
export function newLocalId(): string {
  localCounter += 1;
  return `${LOCAL_ID_PREFIX}${Date.now().toString(36)}-${localCounter}`;
}

export function isNewItem(item: { id?: string | null }): boolean {
  return !item.id || item.id.startsWith(LOCAL_ID_PREFIX);
}

export interface ListSyncPlan<T> {
  /** new items, without their local id */
  created: Omit<T, 'id'>[];
  /** stored items that changed: the id and only the changed tracked fields */
  updated: (Partial<T> & { id: string })[];
  /** ids of stored items left out of the edit */
  deleted: string[];
}

/**
 * Plans the calls that turn `stored` into `edited`. `fields` are the fields the server keeps; a field counts as
 * changed when its JSON differs (so nested objects such as `{ id: 1 }` compare by value).
 */
export function planListSync<T extends { id?: string }>(stored: readonly T[], edited: readonly T[], fields: readonly (keyof T)[]): ListSyncPlan<T> {
  const storedById = new Map(stored.filter((s) => s.id).map((s) => [s.id as string, s]));
  const created: Omit<T, 'id'>[] = [];
  const updated: (Partial<T> & { id: string })[] = [];
  const kept = new Set<string>();
  for (const item of edited) {
    const before = item.id ? storedById.get(item.id) : undefined;
    if (isNewItem(item) || !before) {
      created.push(withoutId(item));
      continue;
    }
    kept.add(before.id as string);
    const changes: Partial<T> = {};
    for (const field of fields) {
      if (field === 'id') continue;
      if (JSON.stringify(item[field]) !== JSON.stringify(before[field])) changes[field] = item[field];
    }
    if (Object.keys(changes).length > 0) updated.push({ ...changes, id: before.id as string });
  }
  const deleted = [...storedById.keys()].filter((id) => !kept.has(id));
  return { created, updated, deleted };
}

export function hasChanges(plan: ListSyncPlan<unknown>): boolean {
  return plan.created.length + plan.updated.length + plan.deleted.length > 0;
}

function withoutId<T extends { id?: string }>(item: T): Omit<T, 'id'> {
  const { id: _id, ...rest } = item;
  return rest;
}
