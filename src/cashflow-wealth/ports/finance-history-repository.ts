import type { HistoryEntry } from '../domain/finances/finance-history.js';

/** A resident's daily snapshots of their totals; every call is scoped to `userId`. */
export interface FinanceHistoryRepository {
  /** Creates the entry of its day or replaces it (one per resident and day). */
  upsert(userId: string, entry: HistoryEntry): Promise<void>;
  /** Every entry, oldest first. */
  listForUser(userId: string): Promise<HistoryEntry[]>;
}
