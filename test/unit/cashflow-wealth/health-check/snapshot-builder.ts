import { toCents } from '../../../../src/shared-kernel/money.js';
import type {
  AssetTotals,
  EmploymentStatus,
  ExpenseItem,
  FinancialSnapshot,
  TimeInterval,
} from '../../../../src/cashflow-wealth/domain/health-check/financial-snapshot.js';

/** Literal inputs in cents (the resident works unless `employment` says otherwise), written as plain numbers so the tables stay readable. */
export interface SnapshotSpec {
  incomes?: { gross: number; net?: number | null }[];
  expenses?: { amount: number; interval?: TimeInterval; budget?: number | null }[];
  estimated?: number | null;
  /** `amount` defaults to cash + cpf (a fully split instalment). */
  loans?: { cash: number; cpf: number; amount?: number }[];
  investments?: number[];
  assets?: Partial<Record<keyof AssetTotals, number>>;
  employment?: EmploymentStatus | null;
  /** Any asset entered; defaults to true when `assets` is given. */
  anyAsset?: boolean;
  /** A cash balance, cash savings or fixed deposit entered; defaults to true when `assets` names one of them. */
  savingsEntered?: boolean;
  /** The emergency-fund target's currentAmount; null (the default) while there is none. */
  fundAllocated?: number | null;
  /** Setups completed; both default to true, so a table row means "every input present" unless it says otherwise. */
  cashflowSetUp?: boolean;
  wealthSetUp?: boolean;
}

const NO_ASSETS: Record<keyof AssetTotals, number> = {
  cashBalance: 0,
  cashSavings: 0,
  fixedDeposit: 0,
  stock: 0,
  bond: 0,
  unitTrust: 0,
  gold: 0,
  structuredProduct: 0,
  otherInvestment: 0,
};

export function snapshot(spec: SnapshotSpec = {}): FinancialSnapshot {
  const assets = { ...NO_ASSETS, ...spec.assets };
  return {
    incomes: (spec.incomes ?? []).map((income) => ({ grossIncome: toCents(income.gross), netIncome: income.net == null ? null : toCents(income.net) })),
    expenses: (spec.expenses ?? []).map(
      (expense): ExpenseItem => ({
        amount: toCents(expense.amount),
        timeInterval: expense.interval ?? 'MONTHLY',
        budgetAmount: expense.budget == null ? null : toCents(expense.budget),
      }),
    ),
    estimatedMonthlyExpenses: spec.estimated == null ? null : toCents(spec.estimated),
    loanRepayments: (spec.loans ?? []).map((loan) => ({ amount: toCents(loan.amount ?? loan.cash + loan.cpf), cash: toCents(loan.cash), cpf: toCents(loan.cpf) })),
    monthlyInvestments: (spec.investments ?? []).map((amount) => ({ amount: toCents(amount) })),
    assets: Object.fromEntries(Object.entries(assets).map(([kind, value]) => [kind, toCents(value)])) as unknown as AssetTotals,
    anyAssetEntered: spec.anyAsset ?? spec.assets !== undefined,
    savingsEntered: spec.savingsEntered ?? ['cashBalance', 'cashSavings', 'fixedDeposit'].some((kind) => spec.assets?.[kind as keyof AssetTotals] !== undefined),
    emergencyFundAllocated: spec.fundAllocated == null ? null : toCents(spec.fundAllocated),
    setUp: { cashflow: spec.cashflowSetUp ?? true, wealth: spec.wealthSetUp ?? true },
    employmentStatus: spec.employment === undefined ? 'FULL_PART_TIME' : spec.employment,
  };
}
