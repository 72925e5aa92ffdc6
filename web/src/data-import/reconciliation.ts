/** Imported figures that look like ones the resident typed (docs/decisions.md "Imports reconcile with what the resident typed"). */
import { flow, makeAutoObservable } from 'mobx';
import type {
  ImportReconciliationDto,
  ListImportReconciliationsResponse,
  ReconciledListValue,
  ReconciliationChoiceValue,
} from '../../../src/cashflow-wealth/adapters/http/import-reconciliation.contract.js';
import type { ApiClient } from '../app/api-client';

export interface ReconciliationApi {
  list(): Promise<ListImportReconciliationsResponse>;
  resolve(id: string, choice: ReconciliationChoiceValue): Promise<void>;
}

export class HttpReconciliationApi implements ReconciliationApi {
  constructor(private readonly api: ApiClient) {}

  list(): Promise<ListImportReconciliationsResponse> {
    return this.api.get<ListImportReconciliationsResponse>('/import-reconciliations', { quiet: true });
  }

  resolve(id: string, choice: ReconciliationChoiceValue): Promise<void> {
    return this.api.put<void>(`/import-reconciliations/${encodeURIComponent(id)}`, { choice }, { quiet: true });
  }
}

/** What each list's figures are, in the words of the step. */
export const LIST_LABELS: Record<ReconciledListValue, { item: string; per: string }> = {
  incomes: { item: 'Income', per: ' a month' },
  loanRepayments: { item: 'Loan repayment', per: ' a month' },
  liabilities: { item: 'Amount owed', per: '' },
  assets: { item: 'What you own', per: '' },
};

/** The three answers, as the resident reads them. */
export const CHOICES: ReadonlyArray<{ value: ReconciliationChoiceValue; label: string; description: string }> = [
  { value: 'KEEP_MINE', label: 'Keep mine', description: 'Count only the figure you entered.' },
  { value: 'USE_IMPORTED', label: 'Use the imported one', description: 'Replace yours with the retrieved figure.' },
  { value: 'KEEP_BOTH', label: 'Keep both', description: 'They are different things: count both.' },
];

export type ReconciliationStatus = 'idle' | 'loading' | 'loaded' | 'failed';

/** The open matches, and the answers given on this page (kept so the step can say what was done). */
export class ReconciliationStore {
  open: ImportReconciliationDto[] = [];
  status: ReconciliationStatus = 'idle';
  /** Answers given since the last load, by id, with the item they were about. */
  answered: { item: ImportReconciliationDto; choice: ReconciliationChoiceValue }[] = [];

  constructor(private readonly api: ReconciliationApi) {
    makeAutoObservable<ReconciliationStore, 'api'>(this, { api: false, load: flow, resolve: flow });
  }

  *load(): Generator<Promise<unknown>, void, ListImportReconciliationsResponse> {
    this.status = 'loading';
    try {
      this.open = (yield this.api.list()).reconciliations;
      this.answered = [];
      this.status = 'loaded';
    } catch {
      this.status = 'failed';
    }
  }

  /** PUT /import-reconciliations/{id}: the match leaves the open list. Rejects with the API error (the step shows it). */
  *resolve(id: string, choice: ReconciliationChoiceValue): Generator<Promise<unknown>, void, unknown> {
    yield this.api.resolve(id, choice);
    const item = this.open.find((r) => r.id === id);
    this.open = this.open.filter((r) => r.id !== id);
    if (item) this.answered.push({ item, choice });
  }

  clear(): void {
    this.open = [];
    this.answered = [];
    this.status = 'idle';
  }
}
