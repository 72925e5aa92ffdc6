/**
 * Wire types of the cashflow side of the cashflow-wealth API (spec 2 §3): income, the estimated monthly expenses,
 * expenses, loan repayments, monthly investments, the target monthly savings and the total budget, with the
 * enumerations they carry. One part of the cashflow-wealth contract (cashflow-wealth.contract.ts re-exports it), so
 * each resource's shapes sit together. Amounts are integer cents of the item's own currency unless a name says SGD.
 */

/** Spec 2 §3 "Income" sources. */
export type IncomeType = 'EMPLOYMENT' | 'TRADE' | 'RENT' | 'INTEREST' | 'OTHERS';

/** One stored income source; amounts are monthly integer cents of `incomeCurrency`. */
export interface Income {
  id: string;
  name: string;
  /** cents */
  grossIncome: number;
  /** cents; null when the resident does not know it */
  netIncome: number | null;
  incomeCurrency: string;
  type: IncomeType;
}

/** An item as sent: no id, or an id starting 'local-', creates it; a stored id updates it. */
export type IncomeInput = Omit<Income, 'id'> & { id?: string };

/** POST /api/v1/income: the whole list; stored items left out are deleted (spec 2 §4 "Synced lists"). */
export interface SaveIncomeListRequest {
  incomeList: IncomeInput[];
}

/** POST /api/v1/income answer: the stored list after the change, in the order sent. */
export interface SaveIncomeListResponse {
  incomeList: Income[];
}

/** Spec 2 §3 "Estimated monthly expenses": one per resident, SGD cents. */
export interface EstimatedMonthlyExpensesDto {
  /** cents */
  amount: number;
  isDerived: boolean;
  /** 'YYYY-MM-DD', not after today in Singapore */
  enteredDate: string;
}

/** POST /api/v1/estimated-monthly-expenses body. */
export type RecordEstimatedMonthlyExpensesRequest = EstimatedMonthlyExpensesDto;

/** POST /api/v1/estimated-monthly-expenses answer. */
export interface RecordEstimatedMonthlyExpensesResponse {
  estimatedMonthlyExpenses: EstimatedMonthlyExpensesDto;
}

// ---------------------------------------------------------------------------------------------------------------
// Enumerations (spec 2 §3): answers carry `{ id, description }` objects; requests send time intervals by name
// ('MONTHLY' | 'YEARLY') and loan types by id (`{ id: 1 }`), as the original client did (docs/decisions.md).
// ---------------------------------------------------------------------------------------------------------------

/** A stored enumeration value as the server answers it. */
export interface EnumDto<D extends string = string> {
  id: number;
  description: D;
}

export type TimeIntervalName = 'MONTHLY' | 'YEARLY';
/** id 1 MONTHLY, 2 YEARLY. */
export const TIME_INTERVAL_IDS: Readonly<Record<TimeIntervalName, number>> = { MONTHLY: 1, YEARLY: 2 };

export type LoanTypeName = 'MORTGAGE' | 'NON_MORTGAGE';
/** id 1 MORTGAGE, 2 NON_MORTGAGE. */
export const LOAN_TYPE_IDS: Readonly<Record<LoanTypeName, number>> = { MORTGAGE: 1, NON_MORTGAGE: 2 };

/** Spec 2 §3 "Expense": `amount` is per `timeInterval` (a YEARLY item counts as amount / 12 a month). SGD cents. */
export interface ExpenseDto {
  id: string;
  category: string;
  /** cents, > 0 */
  amount: number;
  timeInterval: EnumDto<TimeIntervalName>;
  /** cents per `budgetTimeInterval`; null when no budget is set */
  budgetAmount: number | null;
  budgetTimeInterval: EnumDto<TimeIntervalName> | null;
  /** '#rrggbb' chosen by the web app from the nine-colour set; null when none */
  colour: string | null;
}

export interface ExpenseInput {
  category: string;
  amount: number;
  timeInterval: TimeIntervalName;
  budgetAmount?: number | null;
  budgetTimeInterval?: TimeIntervalName | null;
  colour?: string | null;
}

/** POST /api/v1/expense: creates every item; answer `{ expenses }` (the created items, in the order sent). */
export interface CreateExpensesRequest {
  expenses: ExpenseInput[];
}
export interface ExpensesResponse {
  expenses: ExpenseDto[];
}
/** PATCH /api/v1/expense: each item its id and only the changed fields; answer `ExpensesResponse` (updated items). */
export interface UpdateExpensesRequest {
  expenses: (Partial<ExpenseInput> & { id: string })[];
}
/** DELETE /api/v1/expense?ids=a,b (those) or DELETE /api/v1/expense (all): answer the ids deleted. */
export interface DeleteExpensesResponse {
  ids: string[];
}

/** Spec 2 §3 "Loan repayment": monthly instalment `amount`, of which `cash` and `cpf` portions (cash + cpf <= amount). */
export interface LoanRepaymentDto {
  id: string;
  name: string;
  amount: number;
  ccy: string;
  cash: number;
  cpf: number;
  type: EnumDto<LoanTypeName>;
  /** The liability this instalment repays (docs/decisions.md "Enter once"); null when not linked. */
  liabilityId: string | null;
}
export interface LoanRepaymentInput {
  /** absent or 'local-…' = new */
  id?: string;
  name: string;
  amount: number;
  ccy: string;
  cash: number;
  cpf: number;
  type: { id: number };
  /** One of the resident's liabilities, at most once in the list; null or absent: not linked. */
  liabilityId?: string | null;
}
/** POST /api/v1/loan-repayment: the whole list, synced like income; answer the stored list in the order sent. */
export interface SaveLoanRepaymentsRequest {
  loanRepayments: LoanRepaymentInput[];
}
export interface SaveLoanRepaymentsResponse {
  loanRepaymentList: LoanRepaymentDto[];
}

/** Spec 2 §9 investment types; a monthly investment's `assetType` is one of the investment kinds. */
export type InvestmentAssetType = 'STOCK' | 'BOND' | 'UNIT_TRUST' | 'GOLD' | 'STRUCTURED_PRODUCT' | 'FIXED_DEPOSIT' | 'INSURANCE' | 'OTHER_INVESTMENT';

/** Spec 2 §3 "Investment (monthly investment)": how much goes into an investment each month. */
export interface MonthlyInvestmentDto {
  id: string;
  name: string;
  amount: number;
  ccy: string;
  assetType: InvestmentAssetType;
}
export type MonthlyInvestmentInput = Omit<MonthlyInvestmentDto, 'id'>;
/** POST /api/v1/investment and PATCH /api/v1/investment/{id} (changed fields) answer `{ data }`; DELETE answers `{ id }`. */
export interface MonthlyInvestmentResponse {
  data: MonthlyInvestmentDto;
}

/** POST /api/v1/target-monthly-savings body and answer `{ targetMonthlySavings }`. SGD cents. */
export interface TargetMonthlySavingsDto {
  targetMonthlySavings: number;
  /** 'YYYY-MM-DD' */
  enteredDate: string;
  /** The day of the month the savings are moved, 1 to 28; null (or left out of a request) when not said. */
  dayOfTransfer?: number | null;
  /** Whether that transfer is automatic (a standing instruction); null (or left out) when not said. */
  automaticTransferStatus?: boolean | null;
}
export interface TargetMonthlySavingsResponse {
  targetMonthlySavings: TargetMonthlySavingsDto;
}

/** PUT /api/v1/total-budget body `{ amount }` (SGD cents a month) and answer `{ totalBudget: { amount } }`. */
export interface TotalBudgetDto {
  amount: number;
}
export interface TotalBudgetResponse {
  totalBudget: TotalBudgetDto;
}
