import type { HistoryEntry } from '../domain/finances/finance-history.js';
import type { FinanceHistoryRepository } from '../ports/finance-history-repository.js';

/** GET /history: the resident's daily snapshots, oldest first. */
export class ReadHistory {
  constructor(private readonly history: FinanceHistoryRepository) {}

  execute(userId: string): Promise<HistoryEntry[]> {
    return this.history.listForUser(userId);
  }
}
