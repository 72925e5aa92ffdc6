/**
 * "How we worked this out" for every figure of the plan summary (docs/decisions.md "Housing summary explained"):
 * the arithmetic in words with the plan's own numbers, the dated table row it read ("in force from 15 Feb 2023")
 * and that row's source. Built from the plan's answers and its summary, re-reading the same tables on the purchase
 * date, so an explanation always shows the numbers the figure was worked out from. Pure: no clock, no I/O.
 *
 * The explanations of each group of figures live in explanations/ (docs/architecture.md "File size"); this file
 * puts them together and stays the one import for the pages and the tests.
 */
import type { GrantName } from './grants.js';
import type { HousingPlanSummary } from './housing-summary.js';
import type { PaymentStageName } from './payment-timeline.js';
import { cpfLimitExplanations } from './explanations/cpf-limit-explanations.js';
import { dutyAndFeeExplanations, grantExplanations } from './explanations/duty-and-fee-explanations.js';
import { explanationContext, type ExplainedPlan } from './explanations/explained-plan.js';
import type { Explanation } from './explanations/explanation-words.js';
import { loanExplanations } from './explanations/loan-explanations.js';
import { paymentExplanations, stageExplanations } from './explanations/payment-explanations.js';
import { purchaseExplanations } from './explanations/purchase-explanations.js';

export type { ExplainedPlan } from './explanations/explained-plan.js';
export { rowText, sgd, type Explanation } from './explanations/explanation-words.js';

export const EXPLAINED_FIGURES = [
  'flatPrice',
  'totalGrants',
  'minimumPayment',
  'cashOverValuation',
  'upfrontPaymentInCash',
  'upfrontPaymentInCpf',
  'estimatedLoanAmount',
  'monthlyMortgageInstalment',
  'cpfMonthlyInstalment',
  'cashMonthlyInstalment',
  'mortgageServicingRatio',
  'totalLoanPayment',
  'totalInterest',
  'maxLoanByLtv',
  'maxLoanByIncome',
  'maxLoanTenure',
  'instalmentAtEligibilityRate',
  'totalDebtServicing',
  'valuationLimit',
  'withdrawalLimit',
  'cpfLimitReached',
  'buyerStampDuty',
  'additionalBuyerStampDuty',
  'purchaseLegalFee',
  'loanLegalFee',
  'homeProtectionPremium',
  'oneTimePayments',
  'monthlyPayments',
  'annualPayments',
  'serviceAndConservancyCharges',
  'annualPropertyTax',
  'cashLeft',
  'totalAmountLeftInCpfOA',
] as const;
export type ExplainedFigure = (typeof EXPLAINED_FIGURES)[number];

export interface FigureExplanations {
  figures: Record<ExplainedFigure, Explanation>;
  grants: Record<GrantName, Explanation>;
  /** each stage of the payment timeline, in the timeline's order */
  stages: Array<{ stage: PaymentStageName; explanation: Explanation }>;
}

/** Every figure of the summary, explained with the plan's own numbers. */
export function figureExplanations(plan: ExplainedPlan, s: HousingPlanSummary): FigureExplanations {
  const c = explanationContext(plan, s);
  const figures: Record<ExplainedFigure, Explanation> = {
    ...purchaseExplanations(plan, s, c),
    ...loanExplanations(plan, s, c),
    ...cpfLimitExplanations(plan, s, c),
    ...dutyAndFeeExplanations(plan, s, c),
    ...paymentExplanations(plan, s, c),
  };
  return { figures, grants: grantExplanations(plan, s), stages: stageExplanations(s) };
}
