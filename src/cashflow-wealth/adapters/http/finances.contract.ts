/**
 * Wire types of the combined reads of the cashflow-wealth API: GET /finances (everything the dashboard reads at
 * sign-in, with its totals and the one set of monthly figures), GET /health-check, GET /history and the recommended
 * actions. One part of the cashflow-wealth contract (cashflow-wealth.contract.ts re-exports it); it gathers the
 * item shapes of cashflow.contract.ts and wealth.contract.ts.
 */
import type {
  EstimatedMonthlyExpensesDto,
  ExpenseDto,
  Income,
  LoanRepaymentDto,
  MonthlyInvestmentDto,
  TargetMonthlySavingsDto,
  TotalBudgetDto,
} from './cashflow.contract.js';
import type { AssetDto, CpfAssetDto, LiabilityDto } from './wealth.contract.js';

/** GET /api/v1/finances: the one read of a resident's money data (spec 2 §3 "Finances"). */
export interface FinancesResponse {
  incomeList: Income[];
  estimatedMonthlyExpenses: EstimatedMonthlyExpensesDto | null;
}

/** Totals of GET /finances, all in SGD cents a month (flows) or SGD cents (stocks), converted at the stored rates. */
export interface FinanceTotals {
  monthlyGrossIncome: number;
  monthlyTakeHomeIncome: number;
  /** expense items (yearly / 12), or the estimate when there are none */
  monthlyExpenses: number;
  monthlyLoanRepayments: number;
  monthlyInvestments: number;
  /** every asset kind plus the CPF balances */
  totalAssets: number;
  totalLiabilities: number;
  netWorth: number;
  /** the resident's share of their homes' estimated values (property assets), part of totalAssets */
  homeValue: number;
  /**
   * netWorth without the home: less homeValue, and without the liabilities the homes secure (their mortgages), so
   * what is left is what the resident is worth apart from their home (decisions.md "The home as an asset")
   */
  netWorthWithoutHome: number;
  /**
   * A home has no value yet (Myinfo's flat without a price, not estimated): netWorth leaves it out, and the loans
   * only it secures (`debtLeftOut`, SGD cents); the page says "Home not valued yet". Always sent, optional for
   * readers of older answers. docs/decisions.md "Imports ask before they add".
   */
  homeNotValued?: boolean;
  debtLeftOut?: number;
}

/**
 * GET /api/v1/finances (spec 2 §3 "Finances"): everything the dashboard reads at sign-in, in one call.
 * `dayOfTransfer` and `automaticTransferStatus` are the targets' user-level savings settings (spec 3 §3), kept with
 * the target monthly savings (null until the resident says).
 */
export interface FullFinancesResponse extends FinancesResponse {
  expenses: ExpenseDto[];
  loanRepayments: LoanRepaymentDto[];
  investments: MonthlyInvestmentDto[];
  liabilities: LiabilityDto[];
  targetMonthlySavings: TargetMonthlySavingsDto | null;
  dayOfTransfer: number | null;
  automaticTransferStatus: boolean | null;
  totalBudget: TotalBudgetDto | null;
  cpfAsset: CpfAssetDto | null;
  /**
   * Items an import wrote (spec 2 §4), keyed by their id (income, loan repayment, liability, asset, or the CPF
   * asset's): the source's name and the date (YYYY-MM-DD) or month (MMYYYY) the figure is as of. The resident's
   * own items are not listed.
   */
  /**
   * `yearOfAssessment` and `outdated` (more than a year old today) for an income estimated from a notice of assessment;
   * `sourceRef` for a bank-imported asset: its account's or holding's id in the bank record (the PATCH /apim/... id)
   */
  origins: Record<string, { sourceName: string; asOf: string; yearOfAssessment?: number; outdated?: boolean; sourceRef?: string }>;
  cashBalanceAssets: AssetDto[];
  cashSavingsAssets: AssetDto[];
  bondAssets: AssetDto[];
  goldAssets: AssetDto[];
  fixedDepositAssets: AssetDto[];
  insuranceAssets: AssetDto[];
  stockAssets: AssetDto[];
  structuredProductAssets: AssetDto[];
  unitTrustAssets: AssetDto[];
  otherInvestmentAssets: AssetDto[];
  otherNonInvestmentAssets: AssetDto[];
  propertyAssets: AssetDto[];
  totals: FinanceTotals;
  /** The same figures as GET /health-check's. */
  monthlyFigures: MonthlyFiguresDto;
  /**
   * The emergency fund as GET /health-check works it out (docs/decisions.md "One emergency fund"): what the months
   * count (SGD cents: the emergency-fund target's allocation when `allocated`, else all the cash), what they divide by,
   * and the months (1 decimal, the shared kernel's one rounding); null while either side is unknown (EF0).
   */
  emergencyFund?: { fund: number; monthlyOutflow: number; months: number; allocated: boolean } | null;
}

/**
 * The one set of monthly figures (SGD cents a month, each rounded half-up once) that every page, the health check,
 * the budget calculator and targets show, and which inputs are present (docs/decisions.md "Monthly figures and
 * availability"). leftEachMonth = takeHomeIncome - expenses - instalmentsCash (monthly investments are part of it).
 */
export interface MonthlyFiguresDto {
  takeHomeIncome: number;
  /** expense items (yearly / 12), or the estimate when there are none */
  expenses: number;
  /** instalments less their CPF parts: an instalment with no split counts as paid in cash */
  instalmentsCash: number;
  instalmentsCpf: number;
  monthlyInvestments: number;
  /** may be negative */
  leftEachMonth: number;
  inputs: {
    income: boolean;
    /** expense items or the estimate */
    expenses: boolean;
    instalments: boolean;
    /** wealth set up, or any asset entered */
    wealth: boolean;
    /** cash balance, cash savings or a fixed deposit entered (typed or imported), wealth set up, or an emergency-fund target */
    savings: boolean;
    /** loans entered, cashflow set up or expenses entered: no loans then means 0 % */
    loansKnown: boolean;
  };
}

/**
 * GET /api/v1/health-check (spec 2 §3 "Health indicator levels"): levels 0 unavailable, 1 needs attention, 2 fair, 3 good. An indicator
 * whose inputs are missing is level 0 (SR0, TDSR0, IV0, EF0) with a null figure; the overall level combines only the
 * available ones and is 0 for a new account.
 */
export interface HealthCheckResponse {
  savingsRatio: { code: string; level: number; ratio: number | null };
  debtServicingRatio: { code: string; level: number; ratio: number | null };
  diversification: { code: string; level: number; classes: number };
  /**
   * months: 1 decimal, rounded once (the figure every page shows); fund: what they count (SGD cents: the emergency-fund
   * target's allocation when `allocated`, else all the cash); monthlyOutflow: what they divide by. null when EF0.
   */
  emergencyFund: { code: string; level: number; months: number | null; fund: number | null; monthlyOutflow: number | null; allocated: boolean };
  areas: { cashflow: number; wealth: number; protection: number };
  overall: number;
  monthlyFigures: MonthlyFiguresDto;
}

/** GET /api/v1/history: daily snapshots (Asia/Singapore dates) of the totals, written whenever finances change. */
export interface HistoryResponse {
  history: Record<string, { totalAssets: number; totalLiabilities: number; netWorth: number; netWorthWithoutHome: number }>;
}

/**
 * GET /api/v1/health-check/recommended-actions: the keys the health statuses call for, most urgent first
 * (RECOMMENDED_ACTION_PRIORITY in domain/health-check/recommended-actions.ts), completed keys left out.
 */
export interface HealthCheckRecommendedActionsResponse {
  recommendedActions: { key: string }[];
}
