import type { ImportSource, ImportedItems } from '../../cashflow-wealth/public.js';

/** Writes an import's items into the resident's cashflow and wealth (cashflow-wealth's ReplaceImportedItems). */
export type WriteImportedItems = (userId: string, source: ImportSource, items: ImportedItems) => Promise<{ cpfKept: boolean }>;

/**
 * Writes into cashflow and wealth the items of a resident's import record as it is stored now, and again for as
 * long as the record read back after the write is not the one the items came from.
 *
 * The record (this context) and its items (cashflow-wealth) are written in two transactions, so two writers of one
 * record (two adjustments, an import and an adjustment) could finish in the other order: the record holding both
 * changes and the items only the first's. Reading the record again after the write closes that gap: a round is
 * repeated only when someone else wrote the record meanwhile, so it ends once the writes stop, and the last items
 * written always come from the last record stored (docs/decisions.md "Concurrent writes"). A lock held across both
 * transactions would need two pool connections per request, and waiting requests holding the first could starve the
 * one that holds the lock.
 */
export async function writeItemsOfStoredRecord<R>(
  userId: string,
  source: ImportSource,
  read: () => Promise<R | null>,
  itemsOf: (record: R) => ImportedItems,
  writeItems: WriteImportedItems,
): Promise<{ record: R; cpfKept: boolean } | null> {
  let record = await read();
  while (record !== null) {
    const { cpfKept } = await writeItems(userId, source, itemsOf(record));
    const after = await read();
    // Both reads come from the database, so the same stored record serialises the same way.
    if (after !== null && JSON.stringify(after) === JSON.stringify(record)) return { record, cpfKept };
    record = after;
  }
  return null;
}
