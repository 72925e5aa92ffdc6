import { Decimal, dec } from '../../../shared-kernel/decimal.js';
import { emergencyFundMoney, emergencyFundMonths as fundMonths } from '../../../shared-kernel/emergency-fund-months.js';
import { roundToCents, type Cents } from '../../../shared-kernel/money.js';
import { INVESTMENT_KINDS, type AssetTotals } from './financial-snapshot.js';
import type { FigureInputs, MonthlyFigures } from './monthly-figures.js';

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
 * Emergency-fund months = the fund / (expenses + instalments paid in cash), through the shared kernel's one function
 * (one rounding, 1 decimal). The fund is what the resident allocated to their emergency-fund target, or all their
 * cash (cash balance + cash savings + fixed deposits) before they have one (docs/decisions.md "One emergency fund").
 * @returns null (not available yet) without the spending side (expenses, the estimate or instalments) or without
 * the savings side (`inputs.savings`): no spending would give thousands of months, no savings a silent 0.
 */
export function emergencyFundMonths(figures: MonthlyFigures, inputs: FigureInputs, allocatedToFund: Cents | null): Decimal | null {
  const working = emergencyFundWorking(figures, inputs, allocatedToFund);
  return working === null ? null : dec(working.months);
}

/** The fund, the outflow it is divided by (whole cents, at least 1) and the months, as every page lays them out. */
export interface EmergencyFundFigures {
  fund: Cents;
  /** true when the fund is the emergency-fund target's allocation, false when it is all the resident's cash */
  allocated: boolean;
  monthlyOutflow: Cents;
  months: number;
}

export function emergencyFundWorking(figures: MonthlyFigures, inputs: FigureInputs, allocatedToFund: Cents | null): EmergencyFundFigures | null {
  if (!(inputs.expenses || inputs.instalments) || !inputs.savings) return null;
  const fund = emergencyFundMoney(allocatedToFund, roundToCents(figures.liquidAssets));
  // The rounded parts the pages show (expenses, instalments paid in cash), added: the same outflow the targets divide by.
  const monthlyOutflow = Math.max(1, roundToCents(figures.expenses) + roundToCents(figures.loanCash)) as Cents;
  return { fund, allocated: allocatedToFund !== null, monthlyOutflow, months: fundMonths(fund, monthlyOutflow) };
}

/** The number of distinct investment kinds (stock, bond, unit trust, gold, structured product, other) worth above 0. */
export function investmentClasses(assets: AssetTotals): number {
  return INVESTMENT_KINDS.filter((kind) => assets[kind] > 0).length;
}
