/**
 * The recommended plan (spec 3 §2 "Recommended plan: step-1, summary, assumptions"): from the household's income,
 * CPF and savings, the highest flat price the plan's rules allow, and what limits it. A price is affordable when
 *
 * - the loan is at most the HDB loan-to-value limit on the purchase date (75 % from 20 Aug 2024), and its
 *   instalment at HDB's eligibility rate (the higher of 3.0 % and the plan's rate) over the plan's period at most
 *   30 % of the gross monthly household income (the mortgage servicing ratio; docs/decisions.md "Housing loans and
 *   CPF limits"), and
 * - the rest of the price (after the grants) and the one-time costs are covered by the CPF Ordinary Account and
 *   the cash savings together.
 *
 * Renovation and furniture are left out: they vary too widely and are usually paid later, from other savings.
 */
import { dec } from '../../shared-kernel/decimal.js';
import { roundToCents, type Cents } from '../../shared-kernel/money.js';
import { APPLICATION_FEE, FIRE_INSURANCE_PREMIUM, addCents, monthlyInstalment } from './housing-costs.js';
import { loanForInstalment, maxLoanByIncome as incomeLimit, maxLoanByLtv } from './loan-limits.js';
import { buyerStampDuty, hdbLegalFee } from './purchase-duties.js';
import { newPlanFields } from './housing-plan.js';

export interface AffordabilityInputs {
  monthlyHouseholdIncome: Cents;
  cpfOABalance: Cents;
  cashSavings: Cents;
  /** all the grants expected; 0 when none */
  grants: Cents;
  interestRate: number;
  loanPeriod: number;
  /** the day the stamp duty and legal fee tables are read on ('YYYY-MM-DD') */
  purchaseDate: string;
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

/**
 * The one-time costs at a price other than renovation: the buyer's stamp duty and HDB's legal fee for the purchase
 * on `purchaseDate` (a first home for citizens: no additional duty), and the spec's fixed fees. The option fee is
 * not among them: it is part of the downpayment, which the upfront payment already holds (docs/decisions.md
 * "Housing payment timeline").
 */
export function oneTimeCostsAt(price: Cents, purchaseDate: string): Cents {
  const fees = newPlanFields(purchaseDate).fees;
  return addCents(
    buyerStampDuty(price, purchaseDate).amount,
    hdbLegalFee(price, purchaseDate).amount,
    fees.surveyFee.amount,
    fees.leaseInEscrowFee.amount,
    fees.mortgageInEscrowFee.amount,
    APPLICATION_FEE,
    FIRE_INSURANCE_PREMIUM,
  );
}

/** Kept here for its callers; the rule lives with the loan limits. */
export { loanForInstalment };

function affordableAt(price: number, inputs: AffordabilityInputs, maxLoan: number): boolean {
  const loan = Math.min(maxLoan, maxLoanByLtv('HDB', price as Cents, inputs.purchaseDate));
  const upfront = Math.max(0, price - inputs.grants - loan);
  return upfront + oneTimeCostsAt(price as Cents, inputs.purchaseDate) <= inputs.cpfOABalance + inputs.cashSavings;
}

export function affordability(inputs: AffordabilityInputs): Affordability {
  // HDB sizes the loan at its eligibility rate (3.0 % from 30 Sep 2022), not the 2.6 % it charges.
  const maxLoanByIncome = incomeLimit(inputs.monthlyHouseholdIncome, 'HDB', inputs.interestRate, inputs.loanPeriod, inputs.purchaseDate).maxLoan;
  // Affordability only falls as the price rises (more upfront, more stamp duty): search the highest step that fits.
  let low = 0;
  let high = PRICE_CEILING / PRICE_STEP;
  while (low < high) {
    const mid = Math.ceil((low + high) / 2);
    if (affordableAt(mid * PRICE_STEP, inputs, maxLoanByIncome)) low = mid;
    else high = mid - 1;
  }
  const price = (low * PRICE_STEP) as Cents;
  const loan = Math.min(maxLoanByIncome, maxLoanByLtv('HDB', price, inputs.purchaseDate)) as Cents;
  const next = (low + 1) * PRICE_STEP;
  // At the next step up: if a bigger loan were allowed by the 75 % rule but the income stops it, income is the limit.
  const limitedBy: AffordabilityLimit = maxLoanByLtv('HDB', next as Cents, inputs.purchaseDate) > maxLoanByIncome && affordableAt(next, inputs, Number.MAX_SAFE_INTEGER) ? 'INCOME' : 'SAVINGS';
  return {
    affordablePrice: price,
    loan,
    monthlyInstalment: monthlyInstalment(loan, inputs.interestRate, inputs.loanPeriod),
    upfrontPayment: roundToCents(dec(Math.max(0, price - inputs.grants - loan))),
    oneTimeCosts: oneTimeCostsAt(price, inputs.purchaseDate),
    maxLoanByIncome,
    limitedBy,
  };
}
