import { Decimal, dec } from '../../../shared-kernel/decimal.js';
import { INVESTMENT_KINDS, type AssetTotals } from './financial-snapshot.js';
import type { MonthlyFigures } from './monthly-figures.js';

/** The smallest outflow the emergency fund divides by: 1 cent, so a resident with no spending still gets months. */
const MIN_OUTFLOW = dec(1n);

/**
 * Savings ratio = (take-home income - expenses - cash portion of loan repayments) / take-home income. Monthly
 * investments are savings, so they are not subtracted. Negative when the resident spends more than they earn.
 * @returns null (missing) when take-home income is 0.
 */
export function savingsRatio(figures: MonthlyFigures): Decimal | null {
  if (figures.takeHomeIncome.lte(0n)) return null;
  return figures.takeHomeIncome.minus(figures.expenses).minus(figures.loanCash).div(figures.takeHomeIncome);
}

/**
 * Total debt servicing ratio = every monthly loan repayment, cash and CPF portions together / gross income.
 * @returns null (missing) when gross income is 0.
 */
export function debtServicingRatio(figures: MonthlyFigures): Decimal | null {
  if (figures.grossIncome.lte(0n)) return null;
  return figures.loanTotal.div(figures.grossIncome);
}

/**
 * Emergency-fund months = (cash balance + cash savings + fixed deposits) / (expenses + cash portion of loan
 * repayments). The outflow is at least 1 cent and never includes investments, so the months are always defined.
 */
export function emergencyFundMonths(figures: MonthlyFigures): Decimal {
  const outflow = figures.expenses.plus(figures.loanCash);
  return figures.liquidAssets.div(outflow.gt(MIN_OUTFLOW) ? outflow : MIN_OUTFLOW);
}

/** The number of distinct investment kinds (stock, bond, unit trust, gold, structured product, other) worth above 0. */
export function investmentClasses(assets: AssetTotals): number {
  return INVESTMENT_KINDS.filter((kind) => assets[kind] > 0).length;
}
