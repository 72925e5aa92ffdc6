/**
 * The financing plan form's steps (spec 3 §2 "Custom plan form steps"): their names, addresses and the figures each
 * sends. Apart from plan-form.ts because the breadcrumbs name the step pages, and the layout must not bring the
 * housing domain (and its date library) into the first page's chunk (docs/decisions.md "Web performance budget").
 */
import type { FeeItemName, PlanStep } from '../../../src/housing/adapters/http/housing.contract.js';

export const MONEY_FIELDS = [
  'monthlyHouseholdIncome',
  'cpfOABalance',
  'cashSavings',
  'estimatedFlatBudget',
  'flatValueAtTimeOfPurchase',
  'flatValuation',
  'flatAnnualValue',
  'upfrontPaymentInCash',
  'cpfHousingGrant',
  'enhancedCpfHousingGrant',
  'proximityGrant',
  'cpfMonthlyInstalment',
] as const;
export type MoneyField = (typeof MONEY_FIELDS)[number];

export interface PlanStepPage {
  step: PlanStep;
  label: string;
  slug: string;
  /** what the step's "Save and continue" sends */
  money: readonly MoneyField[];
  fees: readonly FeeItemName[];
}

export const PLAN_STEP_PAGES: readonly PlanStepPage[] = [
  { step: 'BASIC_AND_FINANCIAL_INFORMATION', label: 'Basic and financial information', slug: 'step-1', money: ['monthlyHouseholdIncome', 'cpfOABalance', 'cashSavings'], fees: [] },
  {
    step: 'FLAT_AND_BUDGET_INFORMATION',
    label: 'Flat and budget information',
    slug: 'step-2',
    money: ['estimatedFlatBudget', 'flatValueAtTimeOfPurchase', 'flatValuation', 'flatAnnualValue', 'cpfHousingGrant', 'enhancedCpfHousingGrant', 'proximityGrant'],
    fees: [],
  },
  { step: 'UPFRONT_PAYMENT_AND_LOAN', label: 'Upfront payment and loan', slug: 'step-3', money: ['upfrontPaymentInCash', 'cpfMonthlyInstalment'], fees: [] },
  {
    step: 'ONE_TIME_PAYMENTS',
    label: 'One-time payments',
    slug: 'step-4',
    money: [],
    fees: [
      'buyerStampDuty',
      'additionalBuyerStampDuty',
      'optionFee',
      'purchaseLegalFee',
      'loanLegalFee',
      'propertyAgentCommission',
      'registrationFee',
      'surveyFee',
      'leaseInEscrowFee',
      'mortgageInEscrowFee',
      'stampDutyDeedFee',
      'renovationCost',
    ],
  },
  { step: 'RECURRING_PAYMENTS', label: 'Recurring payments', slug: 'step-5', money: [], fees: ['serviceAndConservancyCharges', 'annualPropertyTax', 'homeProtectionPremium'] },
];
