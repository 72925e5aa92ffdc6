/**
 * The cashflow-wealth context's state in the app (spec 2 §3): the resident's income list and estimated monthly
 * expenses, loaded from GET /finances and replaced by each save's answer.
 */
import { flow, makeAutoObservable } from 'mobx';
import type { CashflowApi } from './cashflow.api';
import type {
  EstimatedMonthlyExpensesDto,
  FinancesResponse,
  IncomeDto,
  SaveEstimatedMonthlyExpensesResponse,
  SyncIncomeResponse,
} from './cashflow.types';

export class CashflowStore {
  incomeList: IncomeDto[] = [];
  estimatedMonthlyExpenses: EstimatedMonthlyExpensesDto | null = null;
  /** True once GET /finances has answered (the pages wait for it before prefilling). */
  loaded = false;
  loadFailed = false;

  constructor(private readonly api: CashflowApi) {
    makeAutoObservable<CashflowStore, 'api'>(this, {
      api: false,
      load: flow,
      syncIncome: flow,
      saveEstimatedMonthlyExpenses: flow,
    });
  }

  /** GET /finances. A failure leaves `loadFailed` set (the API client has shown the error toast). */
  *load(): Generator<Promise<FinancesResponse>, void, FinancesResponse> {
    this.loadFailed = false;
    try {
      const finances = yield this.api.getFinances();
      this.incomeList = finances.incomeList;
      this.estimatedMonthlyExpenses = finances.estimatedMonthlyExpenses;
      this.loaded = true;
    } catch {
      this.loadFailed = true;
    }
  }

  /** POST /income with the whole list; the answer becomes the list. Rejects with the API error. */
  *syncIncome(incomeList: IncomeDto[]): Generator<Promise<SyncIncomeResponse>, IncomeDto[], SyncIncomeResponse> {
    const answer = yield this.api.syncIncome(incomeList);
    this.incomeList = answer.incomeList;
    return answer.incomeList;
  }

  /** POST /estimated-monthly-expenses; the answer is kept. Rejects with the API error. */
  *saveEstimatedMonthlyExpenses(
    estimate: EstimatedMonthlyExpensesDto,
  ): Generator<Promise<SaveEstimatedMonthlyExpensesResponse>, EstimatedMonthlyExpensesDto, SaveEstimatedMonthlyExpensesResponse> {
    const answer = yield this.api.saveEstimatedMonthlyExpenses(estimate);
    this.estimatedMonthlyExpenses = answer.estimatedMonthlyExpenses;
    return answer.estimatedMonthlyExpenses;
  }
}
