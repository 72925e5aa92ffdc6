import { NotFound, ValidationFailed } from '../../shared-kernel/errors.js';
import type { Income, IncomeDraft } from './income.js';

/** Spec 2 §2 / §4: an id starting "local-" marks an item made in the browser and not yet stored. */
export const LOCAL_ID_PREFIX = 'local-';

export const isNewItem = (id: string | undefined): boolean => id === undefined || id.startsWith(LOCAL_ID_PREFIX);

/** What to do to the stored list so it becomes the sent one (spec 2 §4 "Synced lists"). */
export interface IncomeSyncPlan {
  /** Items to create, with their position in the sent list. */
  create: Array<{ position: number; item: Omit<IncomeDraft, 'id'> }>;
  /** Stored items to overwrite, with their new position. */
  update: Array<{ position: number; item: Income }>;
  /** Stored ids not in the sent list. */
  delete: string[];
}

export const INCOME_NOT_FOUND = 'This income item no longer exists. Reload the page and try again.';
export const DUPLICATE_ITEM = 'This item appears more than once in the list';

/**
 * Compares the sent list with the ids stored for the resident. Pure: the caller applies the plan.
 * @throws NotFound CASHFLOW.INCOME_NOT_FOUND (404, never 403) when an id is neither new nor one of the resident's:
 *   another resident's id looks exactly like one that never existed. ValidationFailed (400) for an id sent twice.
 */
export function planIncomeSync(storedIds: readonly string[], sent: readonly IncomeDraft[]): IncomeSyncPlan {
  const stored = new Set(storedIds);
  const kept = new Set<string>();
  const plan: IncomeSyncPlan = { create: [], update: [], delete: [] };
  sent.forEach(({ id, ...fields }, position) => {
    if (id === undefined || isNewItem(id)) {
      plan.create.push({ position, item: fields });
      return;
    }
    if (!stored.has(id)) throw new NotFound('CASHFLOW.INCOME_NOT_FOUND', INCOME_NOT_FOUND);
    if (kept.has(id)) throw new ValidationFailed([{ field: `incomeList.${position}.id`, message: DUPLICATE_ITEM }]);
    kept.add(id);
    plan.update.push({ position, item: { id, ...fields } });
  });
  plan.delete = storedIds.filter((id) => !kept.has(id));
  return plan;
}
