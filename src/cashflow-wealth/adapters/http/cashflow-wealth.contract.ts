/**
 * Wire types of the cashflow-wealth context's HTTP API (`/api/v1`). The web app imports these with `import type`.
 */

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

/** GET /api/v1/finances: the one read of a resident's money data (grows with issue #4). */
export interface FinancesResponse {
  incomeList: Income[];
  estimatedMonthlyExpenses: EstimatedMonthlyExpensesDto | null;
}
