/**
 * Each fee item's label, the one table of them (docs/decisions.md "Housing payment timeline"): the timeline reads it
 * through payment-stages.ts, and the plan form imports this file alone, so the web's plan pages do not carry the
 * stage tables with it.
 */
import type { FeeItemName } from './housing-plan.js';

/** Each fee item in the resident's words. */
export const FEE_LABELS: Readonly<Record<FeeItemName, string>> = {
  buyerStampDuty: "Buyer's stamp duty",
  additionalBuyerStampDuty: "Additional buyer's stamp duty",
  optionFee: 'Option fee',
  purchaseLegalFee: 'Legal fees for the purchase',
  loanLegalFee: 'Legal fees for the HDB loan',
  propertyAgentCommission: "Property agent's commission",
  registrationFee: 'Registration fee',
  surveyFee: 'Survey fee',
  leaseInEscrowFee: 'Lease-in-escrow fee',
  mortgageInEscrowFee: 'Mortgage-in-escrow fee',
  stampDutyDeedFee: 'Stamp duty on the mortgage deed',
  renovationCost: 'Renovation',
  serviceAndConservancyCharges: 'Service and conservancy charges',
  annualPropertyTax: 'Property tax',
  homeProtectionPremium: 'Home Protection Scheme premium',
};

/**
 * How often a running cost falls due (and whether its amount is only an estimate), which the plan form shows after
 * the label; the one-time fees have none. The timeline says the period in its own words, so it uses the bare label.
 */
export const FEE_PERIODS: Readonly<Partial<Record<FeeItemName, string>>> = {
  serviceAndConservancyCharges: 'a month',
  annualPropertyTax: 'a year',
  homeProtectionPremium: 'a year, estimate',
};

/** A fee item's label with its period when it has one, e.g. "Property tax (a year)". */
export function feeLabelWithPeriod(name: FeeItemName): string {
  const period = FEE_PERIODS[name];
  return period === undefined ? FEE_LABELS[name] : `${FEE_LABELS[name]} (${period})`;
}
