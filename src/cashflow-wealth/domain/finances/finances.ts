import type { Cents } from '../../../shared-kernel/money.js';
import type { Asset } from '../asset.js';
import type { CpfAsset } from '../cpf-asset.js';
import type { EstimatedMonthlyExpenses } from '../estimated-monthly-expenses.js';
import type { Expense } from '../expense.js';
import type { Income } from '../income.js';
import type { Liability } from '../liability.js';
import type { LoanRepayment } from '../loan-repayment.js';
import type { MonthlyInvestment } from '../monthly-investment.js';
import type { TargetMonthlySavings, TotalBudget } from '../savings-and-budget.js';

/**
 * Everything stored of one resident's finances (spec 2 §3 "Finances"), each list in its stored order: the manual
 * assets in one list (oldest first, each with its kind) and the CPF asset with every balance, as stored. GET
 * /finances groups the assets by kind and hides `ra` under 55; totals and the health check read it as it is.
 */
export interface StoredFinances {
  incomeList: Income[];
  estimatedMonthlyExpenses: EstimatedMonthlyExpenses | null;
  expenses: Expense[];
  loanRepayments: LoanRepayment[];
  investments: MonthlyInvestment[];
  liabilities: Liability[];
  targetMonthlySavings: TargetMonthlySavings | null;
  totalBudget: TotalBudget | null;
  assets: Asset[];
  cpfAsset: CpfAsset | null;
  /** Items an import wrote, by id: where they came from and as of when (spec 2 §4); the resident's own are absent. */
  origins: Record<string, ImportOriginLabel>;
  /**
   * The cashflow and wealth setups completed (module status): the health check reads "set up with nothing listed"
   * as "none" (docs/decisions.md "Monthly figures and availability"). Absent reads as not completed.
   */
  setUp?: { cashflow: boolean; wealth: boolean };
  /**
   * What the resident allocated to their emergency-fund target (SGD cents; the targets context's row, read in the same
   * statement as the setups' module status); null or absent while they have none (docs/decisions.md "One emergency fund").
   */
  emergencyFundAllocated?: Cents | null;
}

export interface ImportOriginLabel {
  /** 'Myinfo', 'DBS Bank', ... */
  sourceName: string;
  /** 'YYYY-MM-DD' or a month 'MMYYYY' */
  asOf: string;
  /** an income estimated from a notice of assessment: its year of assessment */
  yearOfAssessment?: number;
  /** with a year of assessment: whether the notice is more than a year old today (domain/finances/assessment-age.ts) */
  outdated?: boolean;
  /** a bank-imported asset only: its account's or holding's id in the bank record (the PATCH /apim/... calls' id) */
  sourceRef?: string;
}
