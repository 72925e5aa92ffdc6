/** The cashflow-wealth calls of the onboarding estimates and the cashflow setup (spec 2 §3, §7). */
import type { ApiClient } from '../app/api-client';
import type {
  DeleteExpensesResponse,
  DeletedIdResponse,
  EstimatedMonthlyExpensesDto,
  ExpenseDto,
  ExpensesResponse,
  FinancesResponse,
  FullFinancesResponse,
  IncomeDto,
  LatestFxRatesResponse,
  LoanRepaymentInput,
  MonthlyInvestmentDto,
  MonthlyInvestmentInput,
  MonthlyInvestmentResponse,
  SaveLoanRepaymentsResponse,
  UpdateExpensesRequest,
  SaveEstimatedMonthlyExpensesResponse,
  SyncIncomeRequest,
  SyncIncomeResponse,
  TotalBudgetResponse,
} from './cashflow.types';
import type { LiabilityDto, LiabilityInput, LiabilityResponse } from '../../../src/cashflow-wealth/adapters/http/cashflow-wealth.contract.js';

/** GET /finances: the spec 2 §3 lists are there once the server has them (older answers carry only income). */
export type CashflowFinances = FinancesResponse & Partial<Pick<FullFinancesResponse, 'expenses' | 'loanRepayments' | 'investments' | 'origins' | 'totalBudget' | 'targetMonthlySavings' | 'liabilities' | 'monthlyFigures'>>;

export interface CashflowApi extends CashflowSetupApi {
  getFinances(): Promise<CashflowFinances>;
  syncIncome(incomeList: IncomeDto[]): Promise<SyncIncomeResponse>;
  saveEstimatedMonthlyExpenses(estimate: EstimatedMonthlyExpensesDto): Promise<SaveEstimatedMonthlyExpensesResponse>;
  setTotalBudget(amount: number): Promise<TotalBudgetResponse>;
}

/** The calls of the cashflow setup steps (spec 2 §7). */
export interface CashflowSetupApi {
  getLatestFxRates(): Promise<LatestFxRatesResponse>;
  createExpenses(expenses: Omit<ExpenseInputLike, 'id'>[]): Promise<ExpenseDto[]>;
  updateExpenses(expenses: UpdateExpensesRequest['expenses']): Promise<ExpenseDto[]>;
  deleteExpenses(ids: readonly string[]): Promise<string[]>;
  saveLoanRepayments(loanRepayments: LoanRepaymentInput[]): Promise<SaveLoanRepaymentsResponse>;
  /** POST /liability: what is still owed on a loan, added from its repayment (docs/decisions.md "Enter once"). */
  createLiability(liability: LiabilityInput): Promise<LiabilityDto>;
  createInvestment(investment: MonthlyInvestmentInput): Promise<MonthlyInvestmentDto>;
  updateInvestment(id: string, changes: Partial<MonthlyInvestmentInput>): Promise<MonthlyInvestmentDto>;
  deleteInvestment(id: string): Promise<string>;
}

/** An expense as sent: the interval by name. */
export interface ExpenseInputLike {
  id?: string;
  category: string;
  amount: number;
  timeInterval: 'MONTHLY' | 'YEARLY';
  budgetAmount: number | null;
  budgetTimeInterval: 'MONTHLY' | 'YEARLY' | null;
  colour: string | null;
}

/**
 * Writes are quiet: the pages show a 4xx message themselves. Reading the finances uses the default error toast
 * (the page then offers to skip). A 401 or 440 still signs out, as for every call.
 */
export class HttpCashflowApi implements CashflowApi {
  constructor(private readonly api: ApiClient) {}

  getFinances(): Promise<CashflowFinances> {
    return this.api.get<CashflowFinances>('/finances');
  }

  getLatestFxRates(): Promise<LatestFxRatesResponse> {
    return this.api.get<LatestFxRatesResponse>('/fx-rates/latest', { quiet: true });
  }

  async createExpenses(expenses: Omit<ExpenseInputLike, 'id'>[]): Promise<ExpenseDto[]> {
    return (await this.api.post<ExpensesResponse>('/expense', { expenses }, { quiet: true })).expenses;
  }

  async updateExpenses(expenses: UpdateExpensesRequest['expenses']): Promise<ExpenseDto[]> {
    return (await this.api.patch<ExpensesResponse>('/expense', { expenses }, { quiet: true })).expenses;
  }

  /** Never called with no ids: DELETE /expense without ids deletes every expense. */
  async deleteExpenses(ids: readonly string[]): Promise<string[]> {
    if (ids.length === 0) return [];
    const query = ids.map(encodeURIComponent).join(',');
    return (await this.api.delete<DeleteExpensesResponse>(`/expense?ids=${query}`, { quiet: true })).ids;
  }

  saveLoanRepayments(loanRepayments: LoanRepaymentInput[]): Promise<SaveLoanRepaymentsResponse> {
    return this.api.post<SaveLoanRepaymentsResponse>('/loan-repayment', { loanRepayments }, { quiet: true });
  }

  async createLiability(liability: LiabilityInput): Promise<LiabilityDto> {
    return (await this.api.post<LiabilityResponse>('/liability', liability, { quiet: true })).liability;
  }

  async createInvestment(investment: MonthlyInvestmentInput): Promise<MonthlyInvestmentDto> {
    return (await this.api.post<MonthlyInvestmentResponse>('/investment', investment, { quiet: true })).data;
  }

  async updateInvestment(id: string, changes: Partial<MonthlyInvestmentInput>): Promise<MonthlyInvestmentDto> {
    return (await this.api.patch<MonthlyInvestmentResponse>(`/investment/${encodeURIComponent(id)}`, changes, { quiet: true })).data;
  }

  async deleteInvestment(id: string): Promise<string> {
    return (await this.api.delete<DeletedIdResponse>(`/investment/${encodeURIComponent(id)}`, { quiet: true })).id;
  }

  syncIncome(incomeList: IncomeDto[]): Promise<SyncIncomeResponse> {
    const body: SyncIncomeRequest = { incomeList };
    return this.api.post<SyncIncomeResponse>('/income', body, { quiet: true });
  }

  saveEstimatedMonthlyExpenses(estimate: EstimatedMonthlyExpensesDto): Promise<SaveEstimatedMonthlyExpensesResponse> {
    return this.api.post<SaveEstimatedMonthlyExpensesResponse>('/estimated-monthly-expenses', estimate, { quiet: true });
  }

  setTotalBudget(amount: number): Promise<TotalBudgetResponse> {
    return this.api.put<TotalBudgetResponse>('/total-budget', { amount }, { quiet: true });
  }
}
