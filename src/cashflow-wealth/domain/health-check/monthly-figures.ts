import { Decimal, dec } from '../../../shared-kernel/decimal.js';
import { centsToDecimal, roundToCents, type Cents } from '../../../shared-kernel/money.js';
import { EMERGENCY_FUND_KINDS, type ExpenseItem, type FinancialSnapshot, type LoanRepaymentItem } from './financial-snapshot.js';

/**
 * The monthly amounts the ratios are built from, in exact (unrounded) SGD cents: a yearly expense of 100 cents is
 * 8.333… cents a month, and rounding it here would move ratios near a band edge. Every page, the health check, the
 * budget calculator and targets read these (docs/decisions.md "Monthly figures and availability").
 */
export interface MonthlyFigures {
  /** Sum of netIncome, grossIncome standing in where netIncome is null. */
  takeHomeIncome: Decimal;
  /** Sum of grossIncome. */
  grossIncome: Decimal;
  /** Expense items (yearly / 12); the estimated monthly expenses when there are no items; else 0. */
  expenses: Decimal;
  /** What leaves the bank account for instalments: each instalment less its CPF part (an unsplit one is all cash). */
  loanCash: Decimal;
  /** The CPF parts of the instalments. */
  loanCpf: Decimal;
  /** Whole instalments, cash and CPF together (what the debt servicing ratio counts). */
  loanTotal: Decimal;
  monthlyInvestments: Decimal;
  /** Take-home income - expenses - instalments paid in cash; monthly investments are part of it (they are savings). */
  leftEachMonth: Decimal;
  /** Cash balance + cash savings + fixed deposits. */
  liquidAssets: Decimal;
}

/** Which inputs the resident has given: an indicator is only judged when its inputs are there. */
export interface FigureInputs {
  /** An income above 0. */
  income: boolean;
  /** Expense items, or the estimated monthly expenses. */
  expenses: boolean;
  /** At least one loan repayment. */
  instalments: boolean;
  /** The wealth setup completed, or any asset entered. */
  wealth: boolean;
  /**
   * The savings side of the emergency fund is known: a cash balance, cash savings or fixed deposit entered (typed or
   * imported), the wealth setup completed (nothing entered then means none), or an emergency-fund target. Myinfo's
   * CPF balances alone do not make it known (docs/decisions.md "Verdicts only on what is known").
   */
  savings: boolean;
  /** Loans are known: some are entered, or the cashflow setup is completed, or expenses are entered (so none means 0). */
  loansKnown: boolean;
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

/** The cash part of an instalment: all of it that is not paid from CPF (cash + cpf never exceeds the amount). */
export function instalmentCash(loan: LoanRepaymentItem): Cents {
  return Math.max(loan.amount - loan.cpf, loan.cash) as Cents;
}

export function monthlyFigures(snapshot: FinancialSnapshot): MonthlyFigures {
  const expenses =
    snapshot.expenses.length > 0
      ? snapshot.expenses.reduce<Decimal>((sum, item) => sum.plus(monthlyExpense(item)), ZERO)
      : snapshot.estimatedMonthlyExpenses === null
        ? ZERO
        : centsToDecimal(snapshot.estimatedMonthlyExpenses);
  const takeHomeIncome = total(snapshot.incomes.map((income) => income.netIncome ?? income.grossIncome));
  const loanCash = total(snapshot.loanRepayments.map(instalmentCash));
  const loanCpf = total(snapshot.loanRepayments.map((loan) => loan.cpf));
  return {
    takeHomeIncome,
    grossIncome: total(snapshot.incomes.map((income) => income.grossIncome)),
    expenses,
    loanCash,
    loanCpf,
    loanTotal: loanCash.plus(loanCpf),
    monthlyInvestments: total(snapshot.monthlyInvestments.map((investment) => investment.amount)),
    leftEachMonth: takeHomeIncome.minus(expenses).minus(loanCash),
    liquidAssets: total(EMERGENCY_FUND_KINDS.map((kind) => snapshot.assets[kind])),
  };
}

/** The inputs present (docs/decisions.md "Monthly figures and availability"). */
export function figureInputs(snapshot: FinancialSnapshot): FigureInputs {
  const income = snapshot.incomes.some((item) => item.grossIncome > 0 || (item.netIncome ?? 0) > 0);
  const expenses = snapshot.expenses.length > 0 || snapshot.estimatedMonthlyExpenses !== null;
  const instalments = snapshot.loanRepayments.length > 0;
  return {
    income,
    expenses,
    instalments,
    wealth: snapshot.setUp.wealth || snapshot.anyAssetEntered,
    savings: snapshot.savingsEntered || snapshot.setUp.wealth || snapshot.emergencyFundAllocated !== null,
    loansKnown: instalments || snapshot.setUp.cashflow || expenses,
  };
}

/** The figures as the wire shows them: whole SGD cents, each rounded half-up once. */
export interface RoundedMonthlyFigures {
  takeHomeIncome: Cents;
  expenses: Cents;
  instalmentsCash: Cents;
  instalmentsCpf: Cents;
  monthlyInvestments: Cents;
  leftEachMonth: Cents;
  inputs: FigureInputs;
}

export function roundedMonthlyFigures(snapshot: FinancialSnapshot): RoundedMonthlyFigures {
  const figures = monthlyFigures(snapshot);
  const takeHomeIncome = roundToCents(figures.takeHomeIncome);
  const expenses = roundToCents(figures.expenses);
  const instalmentsCash = roundToCents(figures.loanCash);
  return {
    takeHomeIncome,
    expenses,
    instalmentsCash,
    instalmentsCpf: roundToCents(figures.loanCpf),
    monthlyInvestments: roundToCents(figures.monthlyInvestments),
    // From the rounded parts, so the line adds up on screen to the cent.
    leftEachMonth: (takeHomeIncome - expenses - instalmentsCash) as Cents,
    inputs: figureInputs(snapshot),
  };
}
