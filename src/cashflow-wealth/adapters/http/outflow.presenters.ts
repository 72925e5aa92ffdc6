import type { OutflowsAndLiabilities } from '../../application/outflows-and-liabilities.js';
import type { Expense, TimeInterval } from '../../domain/expense.js';
import type { LoanRepayment } from '../../domain/loan-repayment.js';
import { LOAN_TYPE_IDS, TIME_INTERVAL_IDS, type EnumDto, type ExpenseDto, type FullFinancesResponse, type LoanRepaymentDto } from './cashflow-wealth.contract.js';

/** Enumerations answer as `{ id, description }` (spec 2 §3; docs/decisions.md). */
const timeInterval = (name: TimeInterval): EnumDto<TimeInterval> => ({ id: TIME_INTERVAL_IDS[name], description: name });

export const presentExpense = (e: Expense): ExpenseDto => ({
  id: e.id,
  category: e.category,
  amount: e.amount,
  timeInterval: timeInterval(e.timeInterval),
  budgetAmount: e.budgetAmount,
  budgetTimeInterval: e.budgetTimeInterval === null ? null : timeInterval(e.budgetTimeInterval),
  colour: e.colour,
});

export const presentLoanRepayment = (l: LoanRepayment): LoanRepaymentDto => ({
  id: l.id,
  name: l.name,
  amount: l.amount,
  ccy: l.ccy,
  cash: l.cash,
  cpf: l.cpf,
  type: { id: LOAN_TYPE_IDS[l.type], description: l.type },
  liabilityId: l.liabilityId ?? null,
});

/** The fields of GET /finances that come from the outflows, liabilities, target savings and budget. */
export type OutflowsAndLiabilitiesResponse = Pick<
  FullFinancesResponse,
  'expenses' | 'loanRepayments' | 'investments' | 'liabilities' | 'targetMonthlySavings' | 'totalBudget' | 'dayOfTransfer' | 'automaticTransferStatus'
>;

/** `dayOfTransfer` and `automaticTransferStatus` (spec 3 §3 user-level savings settings) are kept with the target savings. */
export const presentOutflowsAndLiabilities = (f: OutflowsAndLiabilities): OutflowsAndLiabilitiesResponse => ({
  expenses: f.expenses.map(presentExpense),
  loanRepayments: f.loanRepayments.map(presentLoanRepayment),
  investments: f.investments,
  liabilities: f.liabilities,
  targetMonthlySavings: f.targetMonthlySavings,
  totalBudget: f.totalBudget,
  dayOfTransfer: f.targetMonthlySavings?.dayOfTransfer ?? null,
  automaticTransferStatus: f.targetMonthlySavings?.automaticTransferStatus ?? null,
});
