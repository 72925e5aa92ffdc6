import { Decimal, dec } from '../../../shared-kernel/decimal.js';
import { centsToDecimal, type Cents } from '../../../shared-kernel/money.js';
import { EMERGENCY_FUND_KINDS, type ExpenseItem, type FinancialSnapshot } from './financial-snapshot.js';

/**
 * The monthly amounts the ratios are built from, in exact (unrounded) SGD cents: a yearly expense of 100 cents is
 * 8.333… cents a month, and rounding it here would move ratios near a band edge.
 */
export interface MonthlyFigures {
  /** Sum of netIncome, grossIncome standing in where netIncome is null. */
  takeHomeIncome: Decimal;
  /** Sum of grossIncome. */
  grossIncome: Decimal;
  /** Expense items (yearly / 12); the estimated monthly expenses when there are no items; else 0. */
  expenses: Decimal;
  /** Cash portions of the loan repayments (what leaves the bank account). */
  loanCash: Decimal;
  /** Cash and CPF portions together (what the debt servicing ratio counts). */
  loanTotal: Decimal;
  monthlyInvestments: Decimal;
  /** Cash balance + cash savings + fixed deposits. */
  liquidAssets: Decimal;
}

const ZERO = dec(0n);
const MONTHS_PER_YEAR = dec(12n);

function total(amounts: readonly Cents[]): Decimal {
  return amounts.reduce<Decimal>((sum, amount) => sum.plus(centsToDecimal(amount)), ZERO);
}

/** One expense item per month: a YEARLY amount counts as amount / 12. */
export function monthlyExpense(item: ExpenseItem): Decimal {
  const amount = centsToDecimal(item.amount);
  return item.timeInterval === 'YEARLY' ? amount.div(MONTHS_PER_YEAR) : amount;
}

export function monthlyFigures(snapshot: FinancialSnapshot): MonthlyFigures {
  const expenses =
    snapshot.expenses.length > 0
      ? snapshot.expenses.reduce<Decimal>((sum, item) => sum.plus(monthlyExpense(item)), ZERO)
      : snapshot.estimatedMonthlyExpenses === null
        ? ZERO
        : centsToDecimal(snapshot.estimatedMonthlyExpenses);
  return {
    takeHomeIncome: total(snapshot.incomes.map((income) => income.netIncome ?? income.grossIncome)),
    grossIncome: total(snapshot.incomes.map((income) => income.grossIncome)),
    expenses,
    loanCash: total(snapshot.loanRepayments.map((loan) => loan.cash)),
    loanTotal: total(snapshot.loanRepayments.flatMap((loan) => [loan.cash, loan.cpf])),
    monthlyInvestments: total(snapshot.monthlyInvestments.map((investment) => investment.amount)),
    liquidAssets: total(EMERGENCY_FUND_KINDS.map((kind) => snapshot.assets[kind])),
  };
}
