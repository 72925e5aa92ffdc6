import type { Cents } from '../../../shared-kernel/money.js';

/**
 * What the health check reads (spec 2 §3, §4 "Health-check rule sets"): the resident's money data with every amount
 * already in SGD cents. Converting other currencies is the application layer's job (it holds the FX rates), so
 * the rules here never see a currency.
 */
export interface FinancialSnapshot {
  incomes: readonly IncomeItem[];
  expenses: readonly ExpenseItem[];
  /** The estimate from onboarding or cashflow setup; it stands in only when there are no expense items. */
  estimatedMonthlyExpenses: Cents | null;
  loanRepayments: readonly LoanRepaymentItem[];
  /** Monthly investments: they count as savings, never as an outflow. */
  monthlyInvestments: readonly MonthlyInvestmentItem[];
  assets: AssetTotals;
  /** Any asset entered at all (any manual kind, even insurance or worth 0, or the CPF balances): the wealth side is known. */
  anyAssetEntered: boolean;
  /** A cash balance, cash savings or fixed deposit entered (typed or imported, even worth 0): the savings side is known. */
  savingsEntered: boolean;
  /**
   * What the resident allocated to their emergency-fund target (its currentAmount), null while they have none:
   * the fund then counts all their cash (docs/decisions.md "One emergency fund").
   */
  emergencyFundAllocated: Cents | null;
  /** The cashflow and wealth setups completed (module status): a finished setup with nothing in a list means "none". */
  setUp: { cashflow: boolean; wealth: boolean };
  employmentStatus: EmploymentStatus | null;
}

/** Monthly income. `netIncome` null means only the gross figure is known (it then counts as take-home too). */
export interface IncomeItem {
  grossIncome: Cents;
  netIncome: Cents | null;
}

export const TIME_INTERVALS = ['MONTHLY', 'YEARLY'] as const;
export type TimeInterval = (typeof TIME_INTERVALS)[number];

export interface ExpenseItem {
  amount: Cents;
  timeInterval: TimeInterval;
  /** Only the achievement tracker E reads it; null when the resident set no budget for the category. */
  budgetAmount?: Cents | null;
}

/**
 * One monthly instalment of `amount`, of which `cash` and `cpf` say what is paid from cash and from the CPF account.
 * The part not given as CPF counts as paid in cash (an unsplit instalment is all cash): docs/decisions.md "Monthly
 * figures and availability".
 */
export interface LoanRepaymentItem {
  amount: Cents;
  cash: Cents;
  cpf: Cents;
}

export interface MonthlyInvestmentItem {
  amount: Cents;
}

/**
 * Total value per asset kind, in SGD cents. CPFIS and SRS holdings are added to the kind they are (a CPFIS unit
 * trust counts under unitTrust). CPF balances, insurance and other non-investment assets play no part in the rules.
 */
export interface AssetTotals {
  cashBalance: Cents;
  cashSavings: Cents;
  fixedDeposit: Cents;
  stock: Cents;
  bond: Cents;
  unitTrust: Cents;
  gold: Cents;
  structuredProduct: Cents;
  otherInvestment: Cents;
}

/** The investment kinds whose holdings make up the diversification classes (spec 2). */
export const INVESTMENT_KINDS = ['stock', 'bond', 'unitTrust', 'gold', 'structuredProduct', 'otherInvestment'] as const satisfies readonly (keyof AssetTotals)[];

/** The liquid kinds the emergency fund is made of. */
export const EMERGENCY_FUND_KINDS = ['cashBalance', 'cashSavings', 'fixedDeposit'] as const satisfies readonly (keyof AssetTotals)[];

/** Same values as the identity context's employment status range (contexts share no domain types). */
export const EMPLOYMENT_STATUSES = ['FULL_PART_TIME', 'SELF_FREELANCE', 'UNEMPLOYED', 'NOT_WORKING'] as const;
export type EmploymentStatus = (typeof EMPLOYMENT_STATUSES)[number];

/** Spec 2 §4: working means full/part-time or self-employed/freelance. An unanswered status is not working. */
export function isWorking(status: EmploymentStatus | null): boolean {
  return status === 'FULL_PART_TIME' || status === 'SELF_FREELANCE';
}
