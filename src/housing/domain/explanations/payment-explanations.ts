/**
 * How the payments and what is left were worked out (docs/decisions.md "Housing summary explained"): the one-time,
 * monthly and yearly payments, the recurring costs, the cash and CPF left after buying, and each stage of the payment
 * timeline. One group of figure-explanations.ts.
 */
import type { HousingPlanSummary } from '../housing-summary.js';
import type { PaymentStageName } from '../payment-timeline.js';
import type { RecurringCostName } from '../recurring-costs.js';
import type { ExplainedPlan, ExplanationContext } from './explained-plan.js';
import { sgd, type Explanation } from './explanation-words.js';

/** Where a recurring figure comes from, in a few words: "IRAS owner-occupier rates from 1 Jan 2025", "your estimate". */
function recurringFrom(s: HousingPlanSummary, name: RecurringCostName): string {
  return s.recurringCosts.find((cost) => cost.name === name)?.from ?? 'your estimate';
}

/** A recurring cost's own words (recurring-costs.ts), its row and source when a table gave it. */
function recurringExplanation(s: HousingPlanSummary, name: RecurringCostName): Explanation {
  const cost = s.recurringCosts.find((c) => c.name === name);
  if (!cost) return { rule: 'Not worked out.' };
  return { rule: cost.howWorkedOut, ...(cost.source ? { source: cost.source } : {}) };
}

/** The one-time, monthly and yearly payments, the recurring costs and what is left, with the plan's numbers. */
export function paymentExplanations(plan: ExplainedPlan, s: HousingPlanSummary, c: ExplanationContext) {
  const { fees } = c;
  const hps = s.homeProtectionPremium;

  return {
    homeProtectionPremium: recurringExplanation(s, 'homeProtectionPremium'),
    oneTimePayments: {
      rule: `${sgd(s.oneTimePayments.cash)} in cash + ${sgd(s.oneTimePayments.cpf)} from CPF = ${sgd(s.oneTimePayments.total)}: every fee paid once (the stamp duties, legal and other fees, the renovation${
        s.applicationFee > 0 ? `, HDB's application fee of ${sgd(s.applicationFee)}` : ''
      } and the fire insurance premium of ${sgd(s.fireInsurancePremium)}), each listed under "What you pay when".${
        s.renovationAtKeys > 0 ? ` The renovation (${sgd(s.renovationAtKeys)}) is paid in cash when you get the keys, not when you sign.` : ''
      }`,
    },
    monthlyPayments: {
      rule: `The instalment (${sgd(s.cashMonthlyInstalment)} in cash + ${sgd(s.cpfMonthlyInstalment)} from CPF) + the service and conservancy charges (${sgd(fees.serviceAndConservancyCharges.amount)}, ${recurringFrom(s, 'serviceAndConservancyCharges')}, ${
        fees.serviceAndConservancyCharges.paymentMethod === 'CPF' ? 'from CPF' : 'in cash'
      }) = ${sgd(s.monthlyPayments.total)} a month.`,
    },
    annualPayments: {
      rule: `Property tax (${sgd(s.annualPropertyTax)}, ${recurringFrom(s, 'annualPropertyTax')}) + the Home Protection Scheme premium (${sgd(hps)}, ${recurringFrom(s, 'homeProtectionPremium')}) = ${sgd(s.annualPayments.total)} a year: ${sgd(s.annualPayments.cash)} in cash and ${sgd(s.annualPayments.cpf)} from CPF.`,
    },
    serviceAndConservancyCharges: recurringExplanation(s, 'serviceAndConservancyCharges'),
    annualPropertyTax: recurringExplanation(s, 'annualPropertyTax'),
    cashLeft: {
      rule:
        plan.cashSavings === null
          ? 'Enter your cash savings to see this.'
          : `${sgd(plan.cashSavings)} (your cash savings) − ${sgd(s.upfrontPaymentInCash)} (upfront cash) − ${sgd(s.oneTimePayments.cash)} (one-time payments in cash) = ${sgd(s.cashLeft)}.`,
    },
    totalAmountLeftInCpfOA: {
      rule:
        plan.cpfOABalance === null
          ? 'Enter your CPF Ordinary Account balance to see this.'
          : `${sgd(plan.cpfOABalance)} (your CPF Ordinary Account) − ${sgd(s.upfrontPaymentInCpf)} (upfront from CPF) − ${sgd(s.oneTimePayments.cpf)} (one-time payments from CPF) = ${sgd(s.totalAmountLeftInCpfOA)}.`,
    },
  };
}

/** Each stage of the payment timeline: what falls due in it, in cash and from CPF. */
export function stageExplanations(s: HousingPlanSummary): Array<{ stage: PaymentStageName; explanation: Explanation }> {
  return s.paymentTimeline.map((stage) => ({
    stage: stage.stage,
    explanation: {
      rule:
        stage.items.length === 0
          ? 'Nothing is due at this stage.'
          : `${stage.items.map((item) => `${sgd(item.amount)} ${item.label} (${item.paymentMethod === 'CPF' ? 'CPF' : 'cash'})`).join(' + ')} = ${sgd(stage.total)}: ${sgd(stage.cash)} in cash and ${sgd(stage.cpf)} from CPF.`,
      row: stage.when,
    },
  }));
}
