/**
 * Wire types of GET /export and POST /import (docs/api.md), shared with the web app. The export document itself
 * is the domain's (version 1), re-stated here as the web sees it.
 */
export type { ExportDocument, Amount, ItemSource } from '../../domain/portability/export-document.js';

export type RestorableListName =
  | 'incomes'
  | 'estimatedMonthlyExpenses'
  | 'expenses'
  | 'liabilities'
  | 'loanRepayments'
  | 'monthlyInvestments'
  | 'assets'
  | 'targetMonthlySavings'
  | 'totalBudget'
  | 'emergencyFund'
  | 'goals'
  | 'housingPlans'
  | 'investingGuideSteps'
  | 'insurancePolicies'
  | 'cpf'
  | 'retirementPlan';

export interface ImportPreviewRowDto {
  list: RestorableListName;
  /** 'Income', 'Savings targets', ... */
  label: string;
  /** items of the file written */
  added: number;
  /** the account's typed-in items of the list they replace */
  replaced: number;
  names: string[];
}

export interface ImportSkippedDto {
  list: RestorableListName;
  name: string;
  reason: string;
}

/** An item written differently from the file: an allocation cut to the savings that came back. */
export interface ImportAdjustedDto {
  list: RestorableListName;
  name: string;
  reason: string;
}

/** POST /import?mode=preview (nothing written) and ?mode=apply (written): the same summary; `applied` says which. */
export interface ImportResponse {
  applied: boolean;
  rows: ImportPreviewRowDto[];
  skipped: ImportSkippedDto[];
  adjusted: ImportAdjustedDto[];
}
