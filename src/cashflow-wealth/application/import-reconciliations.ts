import { NotFound } from '../../shared-kernel/errors.js';
import type { ReconciliationChoice } from '../domain/import-reconciliation.js';
import type { ImportReconciliationStore, PendingReconciliation } from '../ports/import-reconciliation-store.js';
import type { RecordFinancesSnapshot } from './record-finances-snapshot.js';

export const RECONCILIATION_NOT_FOUND = 'We could not find this figure to check. Reload the page to see what is left.';

/** GET /import-reconciliations: imported figures held back because they look like ones the resident typed. */
export class ListImportReconciliations {
  constructor(private readonly store: ImportReconciliationStore) {}

  execute(userId: string): Promise<PendingReconciliation[]> {
    return this.store.pending(userId);
  }
}

/**
 * PUT /import-reconciliations/{id}: the resident's answer to one match (docs/decisions.md "Imports reconcile with
 * what the resident typed"), remembered for the next import; the day's history follows as after any change.
 * @throws NotFound CASHFLOW.RECONCILIATION_NOT_FOUND (404) for an id that is not one of the resident's open matches.
 */
export class ResolveImportReconciliation {
  constructor(
    private readonly store: ImportReconciliationStore,
    private readonly snapshot: RecordFinancesSnapshot,
  ) {}

  async execute(userId: string, id: string, choice: ReconciliationChoice): Promise<void> {
    if (!(await this.store.resolve(userId, id, choice))) throw new NotFound('CASHFLOW.RECONCILIATION_NOT_FOUND', RECONCILIATION_NOT_FOUND);
    await this.snapshot.execute(userId);
  }
}
