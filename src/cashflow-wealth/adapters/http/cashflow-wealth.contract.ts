/**
 * Wire types of the cashflow-wealth context's HTTP API (`/api/v1`). The web app imports these with `import type`.
 */
import type { InsuranceDetails } from '../../domain/insurance-details.js';

/**
 * One exchange rate (spec 1 §3 "FX rate"): SGD per 1 unit of `currencyCode` (shared-kernel fx.ts convention),
 * as exact decimal text ('1.3045', '0.008371'; SGD '1'), retrieved on `retrievedDate` ('YYYY-MM-DD').
 * `FxRates` of the shared kernel accepts the text as it is.
 */
export interface FxRateDto {
  currencyCode: string;
  exchangeRate: string;
  retrievedDate: string;
}

/**
 * GET /api/v1/fx-rates/latest (public): one entry per currency, its latest retrieved date; popular currencies
 * first in spec 1 §9 order (SGD, USD, EUR, JPY, GBP, AUD, CNH, HKD), then the others alphabetically (e.g. XAU).
 */
export type LatestFxRatesResponse = FxRateDto[];

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

/** GET /api/v1/finances: the one read of a resident's money data (spec 2 §3 "Finances"). */
export interface FinancesResponse {
  incomeList: Income[];
  estimatedMonthlyExpenses: EstimatedMonthlyExpensesDto | null;
}

// ---------------------------------------------------------------------------------------------------------------
// Spec 2 §3: the rest of the money data. Amounts are integer cents of the item's own currency unless a name says SGD.
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

export type LiabilityCategory = 'MORTGAGE' | 'NON_MORTGAGE';
/** Spec 2 §3 "Liability": an outstanding balance. */
export interface LiabilityDto {
  id: string;
  name: string;
  amount: number;
  ccy: string;
  category: LiabilityCategory;
}
export type LiabilityInput = Omit<LiabilityDto, 'id'>;
/** POST /api/v1/liability, PATCH /api/v1/liability/{id} answer `{ liability }`; DELETE answers `{ id }`. */
export interface LiabilityResponse {
  liability: LiabilityDto;
}

/**
 * PUT /api/v1/liability/{id}/home body: the home this mortgage is on (docs/decisions.md "Links and feeds"). Answers
 * the home with its `property.securedLiabilityId` set; DELETE /api/v1/liability/{id}/home answers the homes unlinked.
 */
export interface HomeLinkRequest {
  homeId: string;
}
export interface HomeLinkResponse {
  propertyAsset: AssetDto;
}
export interface HomeUnlinkResponse {
  propertyAssets: AssetDto[];
}

/** DELETE answers of single items. */
export interface DeletedIdResponse {
  id: string;
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

/** Spec 2 §3 "Assets": the eleven manual kinds as they appear in paths, and their camelCase names. */
export type AssetKindPath =
  | 'cash-balance'
  | 'cash-savings'
  | 'bond'
  | 'gold'
  | 'fixed-deposit'
  | 'insurance'
  | 'stock'
  | 'structured-product'
  | 'unit-trust'
  | 'other-investment'
  | 'other-non-investment'
  | 'property';

export const ASSET_KIND_NAMES = {
  'cash-balance': 'cashBalance',
  'cash-savings': 'cashSavings',
  bond: 'bond',
  gold: 'gold',
  'fixed-deposit': 'fixedDeposit',
  insurance: 'insurance',
  stock: 'stock',
  'structured-product': 'structuredProduct',
  'unit-trust': 'unitTrust',
  'other-investment': 'otherInvestment',
  'other-non-investment': 'otherNonInvestment',
  property: 'property',
} as const satisfies Record<AssetKindPath, string>;
export type AssetKindName = (typeof ASSET_KIND_NAMES)[AssetKindPath];

export type InvestmentSource = 'CASH' | 'CPFIS' | 'SRS';
export type EnterOption = 'TOTAL_VALUE' | 'UNIT_PRICE';

/**
 * Insurance policy details (spec 2 §9 enumerations, one vocabulary with the investing-for-beginners insurance list:
 * insurance-vocabulary.ts); only insurance assets carry them, every field optional (null when not known).
 */
export type { InsuranceDetails };

/**
 * A home's details (decisions.md "The home as an asset"): `ownershipShare` is the resident's share in % (1 to 100,
 * 2 decimals); the asset's `totalValueAmount` is the whole home's estimated value on `valuationDate` (YYYY-MM-DD,
 * not in the future); `valueSource` says where the value came from (set by the server: 'TYPED' once the resident
 * sends a value or a valuation date; 'MYINFO_NO_PRICE': Myinfo had no price, the value is 0 until the resident
 * adds one); `securedLiabilityId` is the resident's liability (mortgage) the home secures.
 */
export interface PropertyDetails {
  propertyType: 'HDB' | 'CONDOMINIUM' | 'LANDED';
  hdbFlatType: 'STUDIO' | '1_ROOM' | '2_ROOM' | '3_ROOM' | '4_ROOM' | '5_ROOM' | 'EXECUTIVE' | 'MULTI_GENERATION' | null;
  address: string | null;
  ownershipShare: number;
  valuationDate: string;
  valueSource: 'TYPED' | 'MYINFO_PURCHASE_PRICE' | 'MYINFO_NO_PRICE';
  securedLiabilityId: string | null;
}

/**
 * One manual asset (spec 2 §3). `totalValueAmount` is cents of `currency`; with enterOption UNIT_PRICE the server
 * works it out as round(quantity x unitPrice). `quantity` is a decimal number (whole units; gold in oz to 3 decimals),
 * `unitPrice` cents. `lastUpdatedAt` (ISO instant) is set by the server, never sent. `estimatedGrowthRate` is a
 * percentage with up to 2 decimals (12.34 = 12.34 % a year), null when unknown.
 */
export interface AssetDto {
  id: string;
  name: string;
  totalValueAmount: number;
  currency: string;
  investmentSource: InvestmentSource;
  enterOption: EnterOption;
  quantity: number | null;
  unitPrice: number | null;
  estimatedGrowthRate: number | null;
  lastUpdatedAt: string;
  /** insurance assets only; null for every other kind */
  insurance: InsuranceDetails | null;
  /** property assets (the home) only; null for every other kind */
  property: PropertyDetails | null;
}

/** POST /api/v1/asset/{kind} body: the fields without id and lastUpdatedAt (totalValueAmount omitted for UNIT_PRICE). */
export type AssetInput = Omit<AssetDto, 'id' | 'lastUpdatedAt' | 'totalValueAmount' | 'insurance' | 'property'> & {
  totalValueAmount?: number;
  insurance?: Partial<InsuranceDetails> | null;
  /** property assets only; `valueSource` is the server's */
  property?: Partial<Omit<PropertyDetails, 'valueSource'>> | null;
};
/**
 * POST /api/v1/asset/{kind} and PATCH /api/v1/asset/{kind}/{id} (changed fields only) answer the asset keyed by its
 * kind's name + 'Asset', e.g. `{ "cashBalanceAsset": {...} }`; DELETE answers `{ id }`.
 */
export type AssetResponse = { [K in `${AssetKindName}Asset`]?: AssetDto };

/** Spec 2 §3 CPF asset: account balances in SGD cents; `ra` is left out for residents younger than 55. */
export interface CpfAssetDto {
  id: string;
  type: 'CPF';
  oa: number;
  sa: number;
  ma: number;
  ra?: number;
}
/** PATCH /api/v1/asset/cpf body (`ra` only from 55) and answer `{ cpfAsset }`. */
export interface UpdateCpfAssetRequest {
  oa: number;
  sa: number;
  ma: number;
  ra?: number;
}
export interface CpfAssetResponse {
  cpfAsset: CpfAssetDto;
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
