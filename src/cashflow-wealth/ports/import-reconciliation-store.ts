import type { ImportSource } from './imported-items-store.js';
import type { ReconciledList, ReconciliationChoice } from '../domain/import-reconciliation.js';

/** One side of a match as the resident sees it: a name and a monthly amount (or a value) in its currency. */
export interface ReconciledSide {
  name: string;
  /** cents of `currency` */
  amount: number;
  currency: string;
}

/** An imported item held back because it matches one the resident typed, waiting for their answer. */
export interface PendingReconciliation {
  id: string;
  list: ReconciledList;
  source: ImportSource;
  /** `yearOfAssessment`: an income estimated from a notice of assessment */
  imported: ReconciledSide & { sourceName: string; asOf: string; yearOfAssessment?: number };
  typed: ReconciledSide & { id: string };
}

/** The matches an import held back (docs/decisions.md "Imports reconcile with what the resident typed"). */
export interface ImportReconciliationStore {
  /** The resident's unanswered matches, oldest first; a match whose typed item is gone is settled first (the import is written). */
  pending(userId: string): Promise<PendingReconciliation[]>;
  /**
   * Applies the resident's answer to one of their unanswered matches and keeps it for the next import:
   * KEEP_MINE leaves the lists as they are, USE_IMPORTED writes the imported item and removes the typed one,
   * KEEP_BOTH writes the imported item. False when the resident has no unanswered match with this id.
   */
  resolve(userId: string, id: string, choice: ReconciliationChoice): Promise<boolean>;
}
