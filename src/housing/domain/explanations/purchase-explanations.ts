/**
 * How the purchase's figures were worked out (docs/decisions.md "Housing summary explained"): the price, the grants,
 * the downpayment, the cash over valuation, the upfront cash and CPF, and the loan. One group of
 * figure-explanations.ts, kept with the words it alone uses.
 */
import type { HousingPlanSummary } from '../housing-summary.js';
import { BANK_LOAN_TO_VALUE } from '../policy/bank-loan-to-value.js';
import type { ExplainedPlan, ExplanationContext } from './explained-plan.js';
import { fromRow, sgd, type Explanation } from './explanation-words.js';

/** The price, the grants, the downpayment, the upfront cash and CPF and the loan, explained with the plan's numbers. */
export function purchaseExplanations(plan: ExplainedPlan, s: HousingPlanSummary, c: ExplanationContext) {
  const { date, ltv, lower, lease } = c;
  const downpayment = s.flatPrice - s.maxLoanByLtv;
  const grantsUsed = s.grants.filter((g) => g.amount > 0);

  const flatPrice: Explanation =
    plan.flatValueAtTimeOfPurchase !== null
      ? { rule: `The flat's price you entered: ${sgd(s.flatPrice)}.` }
      : plan.estimatedFlatBudget !== null
        ? { rule: `Your budget for the flat: ${sgd(s.flatPrice)}, until you enter the flat's price.` }
        : { rule: "Not entered yet: enter the flat's price or your budget." };

  const totalGrants: Explanation = {
    rule:
      grantsUsed.length === 0
        ? 'No grant applies to this plan: each grant below says why.'
        : `${grantsUsed.map((g) => `${sgd(g.amount)} (${g.label}${g.enteredByYou ? ', entered by you' : ''})`).join(' + ')} = ${sgd(s.totalGrants)}.`,
  };

  const minimumPayment: Explanation = {
    rule: `The loan may cover at most ${lease ? `${s.loanToValuePercent} % × ${lease.leaseYears} / ${lease.yearsToAge} years` : `${s.loanToValuePercent} %`} of ${lower.words}: ${sgd(s.maxLoanByLtv)}. So ${sgd(s.flatPrice)} − ${sgd(s.maxLoanByLtv)} = ${sgd(downpayment)} is paid at purchase${
      s.totalGrants > 0 ? `; less the grants (${sgd(s.totalGrants)}): ${sgd(s.minimumPayment)}` : ''
    }.`,
    ...ltv,
  };

  const cashCap = Math.max(0, s.flatPrice - s.totalGrants);
  // The option and exercise fees and the cash over valuation are parts of the downpayment only cash pays
  // (payment-timeline.ts): the upfront cash is at least them together.
  const cashOnly = [
    { words: 'the option fee', amount: s.optionFee },
    { words: 'the option exercise fee', amount: s.exerciseFee },
    { words: 'the cash over valuation', amount: s.cashOverValuation },
  ].filter((part) => part.amount > 0);
  const cashOnlyTotal = cashOnly.reduce((sum, part) => sum + part.amount, 0);
  const cashOnlyWords = cashOnly.map((part) => `${part.words} (${sgd(part.amount)})`);
  const cashOnlyList = cashOnlyWords.length > 1 ? `${cashOnlyWords.slice(0, -1).join(', ')} and ${cashOnlyWords[cashOnlyWords.length - 1]}` : (cashOnlyWords[0] ?? '');
  const entered = plan.upfrontPaymentInCash ?? 0;
  const upfrontPaymentInCash: Explanation = {
    rule: `${
      cashOnly.length > 0 && entered < cashOnlyTotal && s.upfrontPaymentInCash >= Math.min(cashOnlyTotal, cashCap)
        ? `You entered ${sgd(entered)}; ${cashOnlyList} can only be paid in cash, ${sgd(cashOnlyTotal)} together, so the plan counts ${sgd(s.upfrontPaymentInCash)}.`
        : plan.upfrontPaymentInCash === null
          ? 'You have not entered an upfront cash payment: S$0.'
          : entered > cashCap
            ? `You entered ${sgd(entered)}; no more than the price less the grants is needed: ${sgd(s.upfrontPaymentInCash)}.`
            : `The cash you plan to pay upfront: ${sgd(s.upfrontPaymentInCash)}${cashOnly.length > 0 ? `, of which ${cashOnlyList} can only be paid in cash` : ''}.`
    }${plan.loanType === 'BANK' ? ` A bank loan needs at least ${sgd(s.minimumCashPayment)} of it in cash (the cash part of the price).` : ''}`,
    ...(plan.loanType === 'BANK' ? fromRow(BANK_LOAN_TO_VALUE, date) : {}),
  };

  const valuation = plan.flatValuation;
  const covItem = s.paymentTimeline.flatMap((stage) => stage.items).find((item) => item.key === 'cashOverValuation');
  const cashOverValuation: Explanation = {
    rule:
      plan.flatType !== 'RESALE'
        ? 'Only a resale flat can cost more than its valuation.'
        : valuation === null
          ? "Enter HDB's valuation when you have it: the price above it is paid in cash."
          : s.flatPrice <= valuation
            ? `The price (${sgd(s.flatPrice)}) is not above HDB's valuation (${sgd(valuation)}): no cash over valuation.`
            : `${sgd(s.flatPrice)} (price) − ${sgd(valuation)} (HDB's valuation) = ${sgd(s.cashOverValuation)}, paid in cash: the loan and CPF go by the lower of price and valuation.`,
    ...(covItem?.source ? { source: covItem.source } : {}),
  };

  const upfrontPaymentInCpf: Explanation = {
    rule: `The downpayment due after the grants (${sgd(s.minimumPayment)}) − the cash you pay upfront (${sgd(s.upfrontPaymentInCash)}) = ${sgd(s.upfrontPaymentInCpf)}, from your CPF Ordinary Account${
      s.minimumPayment < s.upfrontPaymentInCash ? ' (never below S$0)' : ''
    }.`,
  };

  const estimatedLoanAmount: Explanation = {
    rule: `${sgd(s.flatPrice)} (price) − ${sgd(s.totalGrants)} (grants) − ${sgd(s.upfrontPaymentInCash)} (upfront cash) − ${sgd(s.upfrontPaymentInCpf)} (upfront CPF) = ${sgd(s.estimatedLoanAmount)}, within the loan limit of ${sgd(s.maxLoanByLtv)}.`,
    ...ltv,
  };

  return { flatPrice, totalGrants, minimumPayment, cashOverValuation, upfrontPaymentInCash, upfrontPaymentInCpf, estimatedLoanAmount };
}
