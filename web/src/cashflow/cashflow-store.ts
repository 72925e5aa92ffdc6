/**
 * The cashflow-wealth context's state in the app (spec 2 §3): the resident's income list, estimated monthly
 * expenses, expenses, loan repayments and monthly investments, loaded from GET /finances and replaced by each
 * save's answer (spec 2 §4 "Synced lists": local state comes from the server's answers, never from the edit).
 */
import { flow, makeAutoObservable } from 'mobx';
import { planListSync } from '../shared/synced-list';
import type { CashflowApi, CashflowFinances } from './cashflow.api';
import type {
  EstimatedMonthlyExpensesDto,
  ExpenseDto,
  FxRateDto,
  IncomeDto,
  LatestFxRatesResponse,
  LoanRepaymentDto,
  MonthlyInvestmentDto,
  SaveEstimatedMonthlyExpensesResponse,
  SyncIncomeResponse,
  TotalBudgetResponse,
} from './cashflow.types';
import { expenseItemOf, type ExpenseItem } from './setup/expense-rules';
import { investmentItemOf, type InvestmentItem } from './setup/investment-rules';
import { loanInputOf, loanItemOf, type LoanItem } from './setup/loan-rules';
import type { LiabilityDto, LiabilityInput, MonthlyFiguresDto } from '../../../src/cashflow-wealth/adapters/http/cashflow-wealth.contract.js';

const EXPENSE_FIELDS = ['category', 'amount', 'timeInterval', 'budgetAmount', 'budgetTimeInterval', 'colour'] as const;
const INVESTMENT_FIELDS = ['name', 'amount', 'ccy', 'assetType'] as const;

export class CashflowStore {
  incomeList: IncomeDto[] = [];
  estimatedMonthlyExpenses: EstimatedMonthlyExpensesDto | null = null;
  expenses: ExpenseDto[] = [];
  loanRepayments: LoanRepaymentDto[] = [];
  /** The liabilities (wealth), so a loan repayment can be linked to what is still owed on it (setup/loan-links.ts). */
  liabilities: LiabilityDto[] = [];
  investments: MonthlyInvestmentDto[] = [];
  /** The budget calculator's total a month (SGD cents); null until set. */
  totalBudget: number | null = null;
  /** What the resident plans to save a month (targets); the budget calculator suggests spending the rest. */
  targetMonthlySavings: number | null = null;
  /** Items an import wrote, by id (spec 2 §4): shown with their source and date. */
  origins: Record<string, { sourceName: string; asOf: string }> = {};
  /** GET /fx-rates/latest (public); empty until loaded or when it failed (then only SGD is offered). */
  fxRates: FxRateDto[] = [];
  /**
   * The server's one set of monthly figures as of the last GET /finances (docs/decisions.md "Monthly figures and
   * availability"): pages that show totals read these rather than adding up the lists again.
   */
  monthlyFigures: MonthlyFiguresDto | null = null;
  /** True once GET /finances has answered (the pages wait for it before prefilling). */
  loaded = false;
  loadFailed = false;

  constructor(private readonly api: CashflowApi) {
    makeAutoObservable<CashflowStore, 'api'>(this, {
      api: false,
      load: flow,
      loadFxRates: flow,
      syncIncome: flow,
      saveEstimatedMonthlyExpenses: flow,
      syncExpenses: flow,
      syncLoanRepayments: flow,
      addLiability: flow,
      syncInvestments: flow,
      saveTotalBudget: flow,
    });
  }

  /** GET /finances. A failure leaves `loadFailed` set (the API client has shown the error toast). */
  *load(): Generator<Promise<CashflowFinances>, void, CashflowFinances> {
    this.loadFailed = false;
    try {
      const finances = yield this.api.getFinances();
      this.incomeList = finances.incomeList;
      this.estimatedMonthlyExpenses = finances.estimatedMonthlyExpenses;
      this.expenses = finances.expenses ?? [];
      this.loanRepayments = finances.loanRepayments ?? [];
      this.liabilities = finances.liabilities ?? [];
      this.investments = finances.investments ?? [];
      this.origins = finances.origins ?? {};
      this.totalBudget = finances.totalBudget?.amount ?? null;
      this.targetMonthlySavings = finances.targetMonthlySavings?.targetMonthlySavings ?? null;
      this.monthlyFigures = finances.monthlyFigures ?? null;
      this.loaded = true;
    } catch {
      this.loadFailed = true;
    }
  }

  /** GET /fx-rates/latest; a failure keeps what was known (SGD needs no rate). */
  *loadFxRates(): Generator<Promise<LatestFxRatesResponse>, void, LatestFxRatesResponse> {
    try {
      this.fxRates = yield this.api.getLatestFxRates();
    } catch {
      // quiet: the panels then offer SGD only
    }
  }

  get expenseItems(): ExpenseItem[] {
    return this.expenses.map(expenseItemOf);
  }

  get loanItems(): LoanItem[] {
    return this.loanRepayments.map(loanItemOf);
  }

  get investmentItems(): InvestmentItem[] {
    return this.investments.map(investmentItemOf);
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

  /**
   * Saves the edited expense list: DELETE the removed ones first (so a category can move to a new item), then
   * PATCH the changed fields, then POST the new ones. After each call the answer is applied, so a failure half way
   * leaves the store as the server has it. Rejects with the API error.
   */
  *syncExpenses(edited: readonly ExpenseItem[]): Generator<Promise<unknown>, void, unknown> {
    const plan = planListSync(this.expenseItems, edited, EXPENSE_FIELDS);
    if (plan.deleted.length > 0) {
      const deleted = new Set((yield this.api.deleteExpenses(plan.deleted)) as string[]);
      this.expenses = this.expenses.filter((e) => !deleted.has(e.id));
    }
    if (plan.updated.length > 0) {
      const updated = (yield this.api.updateExpenses(plan.updated)) as ExpenseDto[];
      const byId = new Map(updated.map((e) => [e.id, e]));
      this.expenses = this.expenses.map((e) => byId.get(e.id) ?? e);
    }
    if (plan.created.length > 0) {
      const created = (yield this.api.createExpenses(plan.created)) as ExpenseDto[];
      this.expenses = [...this.expenses, ...created];
    }
  }

  /** PUT /total-budget; the answer is kept. Rejects with the API error. */
  *saveTotalBudget(amount: number): Generator<Promise<TotalBudgetResponse>, void, TotalBudgetResponse> {
    const answer = yield this.api.setTotalBudget(amount);
    this.totalBudget = answer.totalBudget.amount;
  }

  /** POST /loan-repayment with the whole list ('local-' ids are new); the answer becomes the list. Rejects with the API error. */
  *syncLoanRepayments(edited: readonly LoanItem[]): Generator<Promise<unknown>, void, unknown> {
    const answer = (yield this.api.saveLoanRepayments(edited.map(loanInputOf))) as { loanRepaymentList: LoanRepaymentDto[] };
    this.loanRepayments = answer.loanRepaymentList;
  }

  /** POST /liability: what is still owed on a loan repayment, added from the loans step. Answers the stored liability. */
  *addLiability(input: LiabilityInput): Generator<Promise<unknown>, LiabilityDto, LiabilityDto> {
    const created = yield this.api.createLiability(input);
    this.liabilities = [...this.liabilities, created];
    return created;
  }

  /**
   * Saves the edited monthly investments one call per item (the API has no list call): DELETE removed, PATCH
   * changed fields, POST new; each answer is applied as it comes. Rejects with the API error.
   */
  *syncInvestments(edited: readonly InvestmentItem[]): Generator<Promise<unknown>, void, unknown> {
    const plan = planListSync(this.investmentItems, edited, INVESTMENT_FIELDS);
    for (const id of plan.deleted) {
      const gone = (yield this.api.deleteInvestment(id)) as string;
      this.investments = this.investments.filter((i) => i.id !== gone);
    }
    for (const { id, ...changes } of plan.updated) {
      const stored = (yield this.api.updateInvestment(id, changes)) as MonthlyInvestmentDto;
      this.investments = this.investments.map((i) => (i.id === stored.id ? stored : i));
    }
    for (const input of plan.created) {
      const stored = (yield this.api.createInvestment(input)) as MonthlyInvestmentDto;
      this.investments = [...this.investments, stored];
    }
  }
}
