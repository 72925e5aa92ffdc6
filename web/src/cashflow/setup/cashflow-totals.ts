/**
 * The completed page's monthly totals (spec 2 §2), in SGD at the latest rates: each item converted to SGD, yearly
 * expenses counted as a twelfth, the surplus = take-home (gross where unknown) - expenses - loans - investments.
 */
import { convert } from '../../../../src/shared-kernel/fx.js';
import type { Cents } from '../../shared/format/money';
import type { IncomeDto } from '../cashflow.types';
import type { RatesToSgd } from './currencies';
import { monthlyAmountOf, type ExpenseItem } from './expense-rules';
import type { InvestmentItem } from './investment-rules';
import type { LoanItem } from './loan-rules';

export interface CashflowTotals {
  grossIncome: number;
  takeHomeIncome: number;
  expenses: number;
  loanRepayments: number;
  /** the part of the loan repayments paid in cash (the rest comes from CPF, not from take-home income) */
  cashLoanRepayments: number;
  investments: number;
  /** what is left each month; negative when more goes out than comes in */
  surplus: number;
}

function toSgd(cents: number, currency: string, rates: RatesToSgd): number {
  return rates[currency] === undefined ? cents : convert(cents as Cents, currency, 'SGD', rates);
}

const sum = (values: number[]): number => values.reduce((a, b) => a + b, 0);

export function cashflowTotals(
  data: { incomeList: readonly IncomeDto[]; expenses: readonly ExpenseItem[]; loans: readonly LoanItem[]; investments: readonly InvestmentItem[] },
  rates: RatesToSgd,
): CashflowTotals {
  const grossIncome = sum(data.incomeList.map((i) => toSgd(i.grossIncome, i.incomeCurrency, rates)));
  const takeHomeIncome = sum(data.incomeList.map((i) => toSgd(i.netIncome ?? i.grossIncome, i.incomeCurrency, rates)));
  const expenses = sum(data.expenses.map((e) => monthlyAmountOf(e)));
  const loanRepayments = sum(data.loans.map((l) => toSgd(l.amount, l.ccy, rates)));
  const cashLoanRepayments = sum(data.loans.map((l) => toSgd(l.cash, l.ccy, rates)));
  const investments = sum(data.investments.map((i) => toSgd(i.amount, i.ccy, rates)));
  return { grossIncome, takeHomeIncome, expenses, loanRepayments, cashLoanRepayments, investments, surplus: takeHomeIncome - expenses - loanRepayments - investments };
}
