/**
 * The recommended plan (spec 3 §2 "Recommended plan: step-1, summary, assumptions"): from the household's income,
 * CPF and savings, the highest flat price the plan's rules allow, and what limits it. A price is affordable when
 *
 * - the loan is at most 75 % of the price, and its instalment (at the plan's rate and period) at most 30 % of the
 *   gross monthly household income (the mortgage servicing ratio), and
 * - the rest of the price (after the grants) and the one-time costs are covered by the CPF Ordinary Account and
 *   the cash savings together.
 *
 * Renovation and furniture are left out: they vary too widely and are usually paid later, from other savings.
 */
import { dec, ROUND_DOWN } from '../../shared-kernel/decimal.js';
import { percentOf, roundToCents, type Cents } from '../../shared-kernel/money.js';
import { APPLICATION_FEE, FIRE_INSURANCE_PREMIUM, LOAN_TO_VALUE_PERCENT, MSR_LIMIT_PERCENT, addCents, buyerStampDuty, monthlyInstalment } from './housing-costs.js';
import { newPlanFields } from './housing-plan.js';

export interface AffordabilityInputs {
  monthlyHouseholdIncome: Cents;
  cpfOABalance: Cents;
  cashSavings: Cents;
  /** all the grants expected; 0 when none */
  grants: Cents;
  interestRate: number;
  loanPeriod: number;
}

export type AffordabilityLimit = 'INCOME' | 'SAVINGS';

export interface Affordability {
  /** the highest price, to the thousand dollars below */
  affordablePrice: Cents;
  loan: Cents;
  monthlyInstalment: Cents;
  /** what is paid upfront from CPF and cash together (the price less the grants and the loan) */
  upfrontPayment: Cents;
  /** stamp duty and the fixed one-time fees at that price */
  oneTimeCosts: Cents;
  maxLoanByIncome: Cents;
  /** which rule stops a higher price */
  limitedBy: AffordabilityLimit;
}

/** Prices are found to the nearest 1,000 dollars below. */
const PRICE_STEP = 100_000;
/** The search's ceiling: 20 million dollars. */
const PRICE_CEILING = 2_000_000_000;

/** The one-time costs at a price other than renovation: stamp duty and the spec's fixed fees. */
export function oneTimeCostsAt(price: Cents): Cents {
  const fees = newPlanFields().fees;
  return addCents(
    buyerStampDuty(price),
    fees.optionFee.amount,
    fees.conveyancingFee.amount,
    fees.surveyFee.amount,
    fees.leaseInEscrowFee.amount,
    fees.mortgageInEscrowFee.amount,
    APPLICATION_FEE,
    FIRE_INSURANCE_PREMIUM,
  );
}

/** About the largest loan whose instalment is at most `instalment` (the annuity's present value), within cents. */
export function loanForInstalment(instalment: Cents, ratePercent: number, years: number): Cents {
  if (instalment <= 0 || years <= 0) return 0 as Cents;
  // Scaled from the instalment of a million dollars, then stepped down to the first loan whose instalment fits.
  const perDollar = monthlyInstalment(100_000_000 as Cents, ratePercent, years); // cents a month for 1,000,000 dollars
  let loan = Number(dec(instalment).times(dec(100_000_000)).div(dec(perDollar)).round(0, ROUND_DOWN).toString());
  while (loan > 0 && monthlyInstalment(loan as Cents, ratePercent, years) > instalment) loan -= 1;
  return loan as Cents;
}

function affordableAt(price: number, inputs: AffordabilityInputs, maxLoan: number): boolean {
  const loan = Math.min(maxLoan, percentOf(price as Cents, LOAN_TO_VALUE_PERCENT));
  const upfront = Math.max(0, price - inputs.grants - loan);
  return upfront + oneTimeCostsAt(price as Cents) <= inputs.cpfOABalance + inputs.cashSavings;
}

export function affordability(inputs: AffordabilityInputs): Affordability {
  const maxInstalment = percentOf(inputs.monthlyHouseholdIncome, MSR_LIMIT_PERCENT);
  const maxLoanByIncome = loanForInstalment(maxInstalment, inputs.interestRate, inputs.loanPeriod);
  // Affordability only falls as the price rises (more upfront, more stamp duty): search the highest step that fits.
  let low = 0;
  let high = PRICE_CEILING / PRICE_STEP;
  while (low < high) {
    const mid = Math.ceil((low + high) / 2);
    if (affordableAt(mid * PRICE_STEP, inputs, maxLoanByIncome)) low = mid;
    else high = mid - 1;
  }
  const price = (low * PRICE_STEP) as Cents;
  const loan = Math.min(maxLoanByIncome, percentOf(price, LOAN_TO_VALUE_PERCENT)) as Cents;
  const next = (low + 1) * PRICE_STEP;
  // At the next step up: if a bigger loan were allowed by the 75 % rule but the income stops it, income is the limit.
  const limitedBy: AffordabilityLimit = percentOf(next as Cents, LOAN_TO_VALUE_PERCENT) > maxLoanByIncome && affordableAt(next, inputs, Number.MAX_SAFE_INTEGER) ? 'INCOME' : 'SAVINGS';
  return {
    affordablePrice: price,
    loan,
    monthlyInstalment: monthlyInstalment(loan, inputs.interestRate, inputs.loanPeriod),
    upfrontPayment: roundToCents(dec(Math.max(0, price - inputs.grants - loan))),
    oneTimeCosts: oneTimeCostsAt(price),
    maxLoanByIncome,
    limitedBy,
  };
}
