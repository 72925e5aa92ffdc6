import { atItem } from '../../shared-kernel/errors.js';

/**
 * Runs `check` on the item at `index` of what a caller sent: a list's refusal names its fields under the item's place
 * (`{list}.{index}.`, see atItem), so an import can name the item; with no list (POST's one item is the whole body)
 * the fields stay as they are.
 */
export function atPlace<T>(list: string | null, index: number, check: () => T): T {
  return list === null ? check() : atItem(list, index, check);
}
