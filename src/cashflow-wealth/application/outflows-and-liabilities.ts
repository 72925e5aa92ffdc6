import type { Expense } from '../domain/expense.js';
import type { Liability } from '../domain/liability.js';
import type { LoanRepayment } from '../domain/loan-repayment.js';
import type { MonthlyInvestment } from '../domain/monthly-investment.js';
import type { TargetMonthlySavings, TotalBudget } from '../domain/savings-and-budget.js';

/** That part of the combined finances (spec 2 §3 "Finances"). */
export interface OutflowsAndLiabilities {
  expenses: Expense[];
  loanRepayments: LoanRepayment[];
  investments: MonthlyInvestment[];
  liabilities: Liability[];
  targetMonthlySavings: TargetMonthlySavings | null;
  totalBudget: TotalBudget | null;
}
