import type { Liability } from '../domain/liability.js';
import type { MonthlyInvestment } from '../domain/monthly-investment.js';

/**
 * Items a resident adds, changes and deletes one at a time (monthly investments, liabilities); every call is
 * scoped to `userId`, and writes of one resident's items run one after the other.
 */
export interface OwnedItemRepository<T extends { id: string }> {
  /** The resident's items, oldest first. */
  listForUser(userId: string): Promise<T[]>;
  /**
   * In one transaction: `decide` gets how many items the resident has and answers the items to insert (or throws);
   * one statement, in their order (one item from POST, an import's whole list).
   */
  createMany(userId: string, decide: (storedCount: number) => Array<Omit<T, 'id'>>): Promise<T[]>;
  /** In one transaction: `decide` gets the stored item and answers its new fields (or throws). Null: no such item of the resident. */
  update(userId: string, id: string, decide: (stored: Omit<T, 'id'>) => Omit<T, 'id'>): Promise<T | null>;
  /** False when the resident has no item with that id. */
  delete(userId: string, id: string): Promise<boolean>;
  /** Deletes those of `ids` that are the resident's; answers how many there were. */
  deleteMany(userId: string, ids: readonly string[]): Promise<number>;
}

export type MonthlyInvestmentRepository = OwnedItemRepository<MonthlyInvestment>;
export type LiabilityRepository = OwnedItemRepository<Liability>;
