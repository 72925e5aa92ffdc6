/**
 * What the explanations read (the plan's answers and its summary) and the few figures more than one group of
 * explanations is worded from: the purchase date, the loan type and its loan-to-value row, the lower of price and
 * valuation, the lease pro-ration, the loan's months and the buyers' ages. Worked out once per plan, so every group
 * quotes the same numbers.
 */
import type { HousingPlanSummary } from '../housing-summary.js';
import type { HousingPlanFields } from '../housing-plan.js';
import { BANK_LOAN_TO_VALUE } from '../policy/bank-loan-to-value.js';
import { HDB_LOAN_TO_VALUE } from '../policy/hdb-loan-to-value.js';
import { fromRow, sgd } from './explanation-words.js';

/** What the explanations read: the plan's answers (the flat type may be any value while not chosen) and its summary. */
export type ExplainedPlan = Omit<HousingPlanFields, 'flatType'> & { flatType: string | null };

/** What the loan and CPF go by: the price, or a resale flat's price and valuation, whichever is lower. */
export function lowerOfPriceAndValuation(plan: ExplainedPlan, s: HousingPlanSummary): { value: number; words: string } {
  const valuation = plan.flatType === 'RESALE' ? plan.flatValuation : null;
  if (valuation === null) return { value: s.flatPrice, words: `the price, ${sgd(s.flatPrice)}` };
  const value = Math.min(s.flatPrice, valuation);
  return { value, words: `${sgd(value)}, the lower of the price (${sgd(s.flatPrice)}) and the valuation (${sgd(valuation)})` };
}

/** The figures more than one group of explanations quotes, read once from the plan and its summary. */
export function explanationContext(plan: ExplainedPlan, s: HousingPlanSummary) {
  const date = plan.purchaseDate;
  const hdb = plan.loanType === 'HDB';
  return {
    date,
    income: plan.monthlyHouseholdIncome,
    hdb,
    ltv: fromRow(hdb ? HDB_LOAN_TO_VALUE : BANK_LOAN_TO_VALUE, date),
    lower: lowerOfPriceAndValuation(plan, s),
    lease: s.loanLeaseProration,
    months: plan.loanPeriod * 12,
    fees: plan.fees,
    ages: plan.buyerAges.length === plan.noOfBuyers ? plan.buyerAges : [],
  };
}
export type ExplanationContext = ReturnType<typeof explanationContext>;
