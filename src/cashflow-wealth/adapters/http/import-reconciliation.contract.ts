/**
 * Wire types of GET /import-reconciliations and PUT /import-reconciliations/{id} (docs/api.md "Imports beside
 * what you typed"). Amounts are cents of their currency.
 */
export const RECONCILIATION_CHOICE_VALUES = ['KEEP_MINE', 'USE_IMPORTED', 'KEEP_BOTH'] as const;
export type ReconciliationChoiceValue = (typeof RECONCILIATION_CHOICE_VALUES)[number];
/** Which list both items belong to. */
export type ReconciledListValue = 'incomes' | 'loanRepayments' | 'liabilities' | 'assets';

export interface ImportReconciliationDto {
  id: string;
  list: ReconciledListValue;
  /** which import held the item back */
  source: 'MYINFO' | 'BANK';
  /** `yearOfAssessment`: an income estimated from a notice of assessment */
  imported: { name: string; amount: number; currency: string; sourceName: string; asOf: string; yearOfAssessment?: number };
  typed: { id: string; name: string; amount: number; currency: string };
}

export interface ListImportReconciliationsResponse {
  reconciliations: ImportReconciliationDto[];
}

export interface ResolveImportReconciliationRequest {
  choice: ReconciliationChoiceValue;
}
