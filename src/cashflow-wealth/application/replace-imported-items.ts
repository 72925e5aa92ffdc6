import type { ImportSource, ImportedItems, ImportedItemsStore } from '../ports/imported-items-store.js';
import type { RecordFinancesSnapshot } from './record-finances-snapshot.js';

/**
 * An import (Myinfo, bank data) lands in the resident's lists (spec 2 §4): its source's earlier items are replaced,
 * the resident's own stay, and the day's history snapshot is written as after any change of their finances.
 */
export class ReplaceImportedItems {
  constructor(
    private readonly store: ImportedItemsStore,
    private readonly snapshot: RecordFinancesSnapshot,
  ) {}

  async execute(userId: string, source: ImportSource, items: ImportedItems): Promise<{ cpfKept: boolean }> {
    const outcome = await this.store.replace(userId, source, items);
    await this.snapshot.execute(userId);
    return outcome;
  }
}
