import { Decimal, dec } from '../../../shared-kernel/decimal.js';
import { INVESTMENT_KINDS, type AssetTotals } from './financial-snapshot.js';
import type { FigureInputs, MonthlyFigures } from './monthly-figures.js';

/** The smallest outflow the emergency fund divides by: 1 cent, so a resident with no spending still gets months. */
const MIN_OUTFLOW = dec(1n);

/**
 * Savings ratio = what is left each month (take-home income - expenses - instalments paid in cash) / take-home
 * income. Monthly investments are savings, so they are not subtracted. Negative when the resident spends more than
 * they earn.
 * @returns null (not available yet) without an income or without expenses (items or the estimate): a ratio from
 * income alone would read 100 %.
 */
export function savingsRatio(figures: MonthlyFigures, inputs: FigureInputs): Decimal | null {
  if (!inputs.income || !inputs.expenses || figures.takeHomeIncome.lte(0n)) return null;
  return figures.leftEachMonth.div(figures.takeHomeIncome);
}

/**
 * Total debt servicing ratio = every monthly loan repayment, cash and CPF portions together / gross income.
 * @returns null (not available yet) when gross income is 0, or while it is not known whether there are loans (none
 * entered, cashflow not set up, no expenses entered).
 */
export function debtServicingRatio(figures: MonthlyFigures, inputs: FigureInputs): Decimal | null {
  if (!inputs.loansKnown || figures.grossIncome.lte(0n)) return null;
  return figures.loanTotal.div(figures.grossIncome);
}

/**
 * Emergency-fund months = (cash balance + cash savings + fixed deposits) / (expenses + instalments paid in cash).
 * The outflow is at least 1 cent and never includes investments.
 * @returns null (not available yet) without the spending side (expenses, the estimate or instalments) or without
 * the savings side (wealth set up, or any asset entered): no spending would give thousands of months.
 */
export function emergencyFundMonths(figures: MonthlyFigures, inputs: FigureInputs): Decimal | null {
  if (!(inputs.expenses || inputs.instalments) || !inputs.wealth) return null;
  const outflow = figures.expenses.plus(figures.loanCash);
  return figures.liquidAssets.div(outflow.gt(MIN_OUTFLOW) ? outflow : MIN_OUTFLOW);
}

/** The number of distinct investment kinds (stock, bond, unit trust, gold, structured product, other) worth above 0. */
export function investmentClasses(assets: AssetTotals): number {
  return INVESTMENT_KINDS.filter((kind) => assets[kind] > 0).length;
}
