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
  loans?: { cash: number; cpf: number }[];
  investments?: number[];
  assets?: Partial<Record<keyof AssetTotals, number>>;
  employment?: EmploymentStatus | null;
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
    loanRepayments: (spec.loans ?? []).map((loan) => ({ cash: toCents(loan.cash), cpf: toCents(loan.cpf) })),
    monthlyInvestments: (spec.investments ?? []).map((amount) => ({ amount: toCents(amount) })),
    assets: Object.fromEntries(Object.entries(assets).map(([kind, value]) => [kind, toCents(value)])) as unknown as AssetTotals,
    employmentStatus: spec.employment === undefined ? 'FULL_PART_TIME' : spec.employment,
  };
}
