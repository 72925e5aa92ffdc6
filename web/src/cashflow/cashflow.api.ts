/** The cashflow-wealth calls the onboarding estimates need (spec 2 §3). */
import type { ApiClient } from '../app/api-client';
import type {
  EstimatedMonthlyExpensesDto,
  FinancesResponse,
  IncomeDto,
  SaveEstimatedMonthlyExpensesResponse,
  SyncIncomeRequest,
  SyncIncomeResponse,
} from './cashflow.types';

export interface CashflowApi {
  getFinances(): Promise<FinancesResponse>;
  syncIncome(incomeList: IncomeDto[]): Promise<SyncIncomeResponse>;
  saveEstimatedMonthlyExpenses(estimate: EstimatedMonthlyExpensesDto): Promise<SaveEstimatedMonthlyExpensesResponse>;
}

/**
 * Writes are quiet: the pages show a 4xx message themselves. Reading the finances uses the default error toast
 * (the page then offers to skip). A 401 or 440 still signs out, as for every call.
 */
export class HttpCashflowApi implements CashflowApi {
  constructor(private readonly api: ApiClient) {}

  getFinances(): Promise<FinancesResponse> {
    return this.api.get<FinancesResponse>('/finances');
  }

  syncIncome(incomeList: IncomeDto[]): Promise<SyncIncomeResponse> {
    const body: SyncIncomeRequest = { incomeList };
    return this.api.post<SyncIncomeResponse>('/income', body, { quiet: true });
  }

  saveEstimatedMonthlyExpenses(estimate: EstimatedMonthlyExpensesDto): Promise<SaveEstimatedMonthlyExpensesResponse> {
    return this.api.post<SaveEstimatedMonthlyExpensesResponse>('/estimated-monthly-expenses', estimate, { quiet: true });
  }
}
