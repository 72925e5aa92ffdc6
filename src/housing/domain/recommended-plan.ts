/**
 * One housing engine (docs/decisions.md "One housing engine"): every entry point that shows a housing figure (the
 * public "What can I afford?" page and POST /housing-plan/calculate, the recommended plan, a custom plan, the
 * report) takes it from {@link housingPlanSummary} of a plan's fields. This file holds the two things the
 * recommended plan and the public page add on top, both as plan fields fed to that one summary:
 *
 * - {@link plannedChoices}: the choices a saved plan leaves to its resident, made so the answer is what the household
 *   could do rather than a warning (the longest loan the rules allow, a bank loan's cash part in cash, the downpayment
 *   CPF cannot pay in cash);
 * - {@link recommendedPlan}: the highest price, to the thousand dollars below, whose upfront payment and one-time
 *   costs (renovation left out) the CPF Ordinary Account and cash savings cover together (spec 3 §2 "Recommended
 *   plan"), and that price's summary.
 */
import type { Cents } from '../../shared-kernel/money.js';
import type { HousingPlanFields } from './housing-plan.js';
import { housingPlanSummary, type HousingPlanSummary } from './housing-summary.js';

/**
 * The choices that make a plan what the household could do: the loan runs at most the longest tenure the rules allow;
 * a bank loan's part that must be cash (5 % of the price) is paid in cash; the part of the downpayment the CPF
 * Ordinary Account cannot pay (after the CPF fees) is paid in cash. An empty change when none is needed.
 */
export type PlannedChoices = Partial<Pick<HousingPlanFields, 'loanPeriod' | 'upfrontPaymentInCash'>>;

export function plannedChoices(fields: HousingPlanFields): PlannedChoices {
  const change: PlannedChoices = {};
  const first = housingPlanSummary(fields);
  if (first.maxLoanTenure < fields.loanPeriod) change.loanPeriod = Math.max(1, first.maxLoanTenure);
  if (fields.loanType === 'BANK' && (fields.upfrontPaymentInCash ?? 0) < first.minimumCashPayment) change.upfrontPaymentInCash = first.minimumCashPayment;
  const next = housingPlanSummary({ ...fields, ...change });
  if (fields.cpfOABalance !== null && next.totalAmountLeftInCpfOA < 0 && next.upfrontPaymentInCpf > 0) {
    change.upfrontPaymentInCash = (next.upfrontPaymentInCash + Math.min(-next.totalAmountLeftInCpfOA, next.upfrontPaymentInCpf)) as Cents;
  }
  return change;
}

/** `fields` with {@link plannedChoices} applied. */
export function plannedFields(fields: HousingPlanFields): HousingPlanFields {
  return { ...fields, ...plannedChoices(fields) };
}

export type AffordabilityLimit = 'INCOME' | 'SAVINGS';

export interface RecommendedPlan {
  /** the highest price, to the thousand dollars below; 0 while nothing is affordable */
  affordablePrice: Cents;
  /** which limit stops a higher price: the income (it caps the loan below the loan-to-value limit) or the savings */
  limitedBy: AffordabilityLimit;
  /** the plan at that price: the fields the summary was worked out on */
  fields: HousingPlanFields;
  /** every figure shown of a recommended plan, from the one summary */
  summary: HousingPlanSummary;
  /** what the recommended plan needs before its figures mean anything, in words ({@link recommendedPlanGaps}); empty when complete */
  missing: string[];
}

/**
 * What a recommended plan still needs before its figures mean anything: the income (it sizes the loan), some CPF,
 * cash or grants to pay upfront with, and the flat's size (the option fee). In words for "Complete your recommended plan's … to see its figures"
 * (docs/decisions.md "One housing engine": no page or report shows S$0.00 for figures never entered).
 */
export function recommendedPlanGaps(plan: HousingPlanFields): string[] {
  const gaps: string[] = [];
  if (plan.monthlyHouseholdIncome === null || plan.monthlyHouseholdIncome <= 0) gaps.push('income');
  if ((plan.cpfOABalance ?? 0) + (plan.cashSavings ?? 0) + (plan.cpfHousingGrant ?? 0) <= 0) gaps.push('savings');
  // The option fee goes by the flat's size: asked, never assumed (docs/decisions.md "Housing rules completed").
  if (plan.flatSize === null) gaps.push('flat size');
  return gaps;
}

/** Prices are found to the nearest 1,000 dollars below. */
const PRICE_STEP = 100_000;
/** The search's ceiling: 20 million dollars. */
const PRICE_CEILING = 2_000_000_000;

/**
 * A recommended plan at `price`: its answers, the price as the flat's, all the grants the resident expects in the CPF
 * Housing Grant (0 when none: the others are not worked out), and renovation left out (the recommended plan's
 * assumption: it varies too widely and is usually paid later, from other savings).
 */
export function recommendedFieldsAt(plan: HousingPlanFields, price: Cents): HousingPlanFields {
  return {
    ...plan,
    flatType: plan.flatType ?? 'NEW',
    flatValueAtTimeOfPurchase: price,
    estimatedFlatBudget: null,
    cpfHousingGrant: plan.cpfHousingGrant ?? (0 as Cents),
    fees: { ...plan.fees, renovationCost: { amount: 0 as Cents, paymentMethod: 'CASH' } },
  };
}

/** What is paid before the keys, CPF and cash together, and how much of it the income cap adds. */
function upfrontAt(plan: HousingPlanFields, price: number): { needed: number; incomeCapAdds: number } {
  const s = housingPlanSummary(recommendedFieldsAt(plan, price as Cents));
  return { needed: s.cashNeededUpfront + s.cpfNeededUpfront, incomeCapAdds: s.maxLoanByLtv - s.maxLoan };
}

/**
 * The recommended plan (spec 3 §2): the highest price whose upfront payment (the price less the grants and the loan,
 * the loan at most the lower of the loan-to-value limit and what the income allows) and one-time costs the CPF and
 * cash savings cover together, and the summary of the plan at that price with {@link plannedChoices}.
 */
export function recommendedPlan(plan: HousingPlanFields): RecommendedPlan {
  const savings = (plan.cpfOABalance ?? 0) + (plan.cashSavings ?? 0);
  const missing = recommendedPlanGaps(plan);
  const fits = (price: number) => upfrontAt(plan, price).needed <= savings;
  // What is needed upfront only grows with the price (more downpayment, more stamp duty): the highest step that fits.
  let low = 0;
  let high = missing.length > 0 ? 0 : PRICE_CEILING / PRICE_STEP;
  while (low < high) {
    const mid = Math.ceil((low + high) / 2);
    if (fits(mid * PRICE_STEP)) low = mid;
    else high = mid - 1;
  }
  const affordablePrice = (low * PRICE_STEP) as Cents;
  // The income is the limit when the next step up would fit with the loan-to-value loan but not with the income's.
  const next = upfrontAt(plan, (low + 1) * PRICE_STEP);
  const limitedBy: AffordabilityLimit = next.incomeCapAdds > 0 && next.needed - next.incomeCapAdds <= savings ? 'INCOME' : 'SAVINGS';
  const fields = plannedFields(recommendedFieldsAt(plan, affordablePrice));
  return { affordablePrice, limitedBy, fields, summary: housingPlanSummary(fields), missing };
}

/**
 * The summary of any saved plan: a recommended plan's at the price it affords, a custom plan's of its own fields. The
 * server answers it for every plan and the report reads it, so no page works a plan's figures out another way.
 */
export function planSummary(plan: HousingPlanFields): HousingPlanSummary {
  return plan.planType === 'DEFAULT' ? recommendedPlan(plan).summary : housingPlanSummary(plan);
}
