/**
 * Wire types of the income and estimated-expenses calls (spec 2 §3), from the cashflow-wealth contract, under
 * the names the web code uses.
 */
import type {
  IncomeInput,
  RecordEstimatedMonthlyExpensesResponse,
  SaveIncomeListRequest,
  SaveIncomeListResponse,
} from '../../../src/cashflow-wealth/adapters/http/cashflow-wealth.contract.js';

export type {
  CreateExpensesRequest,
  DeleteExpensesResponse,
  DeletedIdResponse,
  EstimatedMonthlyExpensesDto,
  ExpenseDto,
  ExpensesResponse,
  FinanceTotals,
  FinancesResponse,
  FullFinancesResponse,
  FxRateDto,
  Income,
  IncomeType,
  InvestmentAssetType,
  LatestFxRatesResponse,
  LoanRepaymentDto,
  LoanRepaymentInput,
  LoanTypeName,
  MonthlyInvestmentDto,
  MonthlyInvestmentInput,
  MonthlyInvestmentResponse,
  SaveLoanRepaymentsRequest,
  SaveLoanRepaymentsResponse,
  TimeIntervalName,
  TotalBudgetResponse,
  UpdateExpensesRequest,
} from '../../../src/cashflow-wealth/adapters/http/cashflow-wealth.contract.js';

/** An income item as the app holds and sends it: stored items have the server's id, new ones 'local-…'. */
export type IncomeDto = IncomeInput;
export type SyncIncomeRequest = SaveIncomeListRequest;
export type SyncIncomeResponse = SaveIncomeListResponse;
export type SaveEstimatedMonthlyExpensesResponse = RecordEstimatedMonthlyExpensesResponse;
