/**
 * The stages of HDB's buying procedures and what falls in each (docs/decisions.md "Housing payment timeline"): each
 * stage's label and when it comes, each fee item's label (the one table of them: the timeline and the plan form both
 * read it), the stage it falls in by flat type and why, and the sources of the payments no dated table holds. Tables
 * only, so the timeline (payment-timeline.ts) reads as the order of payment and nothing else.
 */
import type { FeeItemName } from './housing-plan.js';
import type { PolicySource } from './policy/dated-table.js';

export type PaymentStageName = 'APPLICATION' | 'BOOKING' | 'AGREEMENT_FOR_LEASE' | 'KEY_COLLECTION' | 'OPTION_TO_PURCHASE' | 'EXERCISE' | 'COMPLETION';

export { FEE_LABELS, FEE_PERIODS, feeLabelWithPeriod } from './fee-labels.js';

/** Why a fee item falls in its stage, after the amount. */
export const FEE_WHEN: Readonly<Partial<Record<FeeItemName, string>>> = {
  buyerStampDuty: 'due to IRAS within 14 days of signing the purchase',
  additionalBuyerStampDuty: 'due to IRAS within 14 days of signing the purchase',
  purchaseLegalFee: 'paid when the purchase documents are signed',
  loanLegalFee: 'paid when the mortgage is signed',
  stampDutyDeedFee: 'paid when the mortgage is signed',
  registrationFee: 'paid when the flat is registered in your name',
  surveyFee: 'paid when the flat is handed over',
  leaseInEscrowFee: 'paid when the flat is handed over',
  mortgageInEscrowFee: 'paid when the mortgage is signed',
  propertyAgentCommission: 'usually paid when the purchase completes',
  renovationCost: 'usually paid around the time you get the keys, once the flat is yours',
};

/** Where each one-time payment falls, by flat type (HDB's buying procedures; docs/decisions.md "Housing payment timeline"). */
export const NEW_FLAT_FEE_STAGES: Readonly<Partial<Record<FeeItemName, PaymentStageName>>> = {
  buyerStampDuty: 'AGREEMENT_FOR_LEASE',
  additionalBuyerStampDuty: 'AGREEMENT_FOR_LEASE',
  purchaseLegalFee: 'AGREEMENT_FOR_LEASE',
  loanLegalFee: 'KEY_COLLECTION',
  stampDutyDeedFee: 'KEY_COLLECTION',
  registrationFee: 'KEY_COLLECTION',
  surveyFee: 'KEY_COLLECTION',
  leaseInEscrowFee: 'KEY_COLLECTION',
  mortgageInEscrowFee: 'KEY_COLLECTION',
  propertyAgentCommission: 'KEY_COLLECTION',
  renovationCost: 'KEY_COLLECTION',
};
export const RESALE_FEE_STAGES: Readonly<Partial<Record<FeeItemName, PaymentStageName>>> = {
  buyerStampDuty: 'EXERCISE',
  additionalBuyerStampDuty: 'EXERCISE',
  purchaseLegalFee: 'COMPLETION',
  loanLegalFee: 'COMPLETION',
  stampDutyDeedFee: 'COMPLETION',
  registrationFee: 'COMPLETION',
  surveyFee: 'COMPLETION',
  leaseInEscrowFee: 'COMPLETION',
  mortgageInEscrowFee: 'COMPLETION',
  propertyAgentCommission: 'COMPLETION',
  renovationCost: 'COMPLETION',
};

/** Each stage's label and when its payments fall due, in words. */
export const STAGES: Readonly<Record<PaymentStageName, { label: string; when: string }>> = {
  APPLICATION: { label: 'Applying for the flat', when: 'When you apply in an HDB sales launch' },
  BOOKING: { label: 'Booking the flat', when: 'At your booking appointment, when you choose the flat' },
  AGREEMENT_FOR_LEASE: { label: 'Signing the agreement for lease', when: 'Usually about 4 months after booking (for a completed flat, with the keys)' },
  KEY_COLLECTION: { label: 'Collecting the keys', when: 'When the flat is completed: the loan pays the rest of the price' },
  OPTION_TO_PURCHASE: { label: 'The seller grants the option to purchase', when: 'When you and the seller agree on the price' },
  EXERCISE: { label: 'Exercising the option', when: 'Within 21 days of the option; stamp duty within 14 days of exercising' },
  COMPLETION: { label: 'Resale completion', when: 'About 8 weeks after HDB accepts the resale application: the loan pays the rest of the price' },
};

/** The source of a new flat's application fee. */
export const HDB_NEW_FLAT_COSTS: PolicySource = {
  publisher: 'HDB',
  title: 'Buying a new flat: costs and fees (S$10 administrative fee when you apply, by card or QR code)',
  url: 'https://www.hdb.gov.sg/residential/buying-a-flat/buying-procedure-for-new-flats/costs-and-fees',
  checkedOn: '2026-11-26',
};

/** The source of the fire insurance premium: the spec's figure until the insurer's table is read. */
export const SPEC_FIRE_INSURANCE: PolicySource = {
  publisher: 'Product specification',
  title: 'Spec 3 §9 housing defaults: fire insurance premium S$2.71',
  checkedOn: '2026-11-26',
  toConfirm: "HDB's appointed insurer sets the real premium by flat type; the spec's figure is kept until we read its table.",
};
