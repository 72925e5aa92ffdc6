/**
 * The insurance vocabulary both the manual insurance asset (spec 2 §9) and the investing-for-beginners insurance
 * list (spec 3 §3 "Investing for beginners") speak: every enumeration of the spec in full, each with the plain-English
 * words the web shows. Pure data, so the web may import it (decisions.md "Investing for beginners").
 */

import { INSURER_NAMES, type InsurerCode } from './insurer-names.js';

/** Spec 2 §9 / spec 3 §3 provider codes (the insurers' codes on the national data-sharing service). */
export const PROVIDER_CODES = ['I566C', 'I518C', 'I544C', 'I516L', 'I522L', 'I808C', 'I527L'] as const satisfies readonly InsurerCode[];
export type ProviderCode = (typeof PROVIDER_CODES)[number];

/** What each provider code is shown as: the insurer's name from the one table of names (insurer-names.ts). */
export const PROVIDER_LABELS: Readonly<Record<ProviderCode, string>> = Object.fromEntries(
  PROVIDER_CODES.map((code) => [code, INSURER_NAMES[code].name]),
) as Record<ProviderCode, string>;

export const POLICY_TYPES = ['PARTICIPATING', 'NON_PARTICIPATING', 'INVESTMENT_LINKED', 'UNIVERSAL_LIFE'] as const;
export type PolicyType = (typeof POLICY_TYPES)[number];
export const POLICY_TYPE_LABELS: Readonly<Record<PolicyType, string>> = {
  PARTICIPATING: 'Participating',
  NON_PARTICIPATING: 'Non-participating',
  INVESTMENT_LINKED: 'Investment-linked',
  UNIVERSAL_LIFE: 'Universal life',
};

export const PRODUCT_TYPES = [
  'TERM',
  'WHOLE_LIFE',
  'ENDOWMENT',
  'ANNUITY',
  'MEDICAL',
  'LONG_TERM_CARE',
  'CRITICAL_ILLNESS',
  'DISABILITY',
  'PERSONAL_ACCIDENT',
  'OTHERS',
] as const;
export type ProductType = (typeof PRODUCT_TYPES)[number];
export const PRODUCT_TYPE_LABELS: Readonly<Record<ProductType, string>> = {
  TERM: 'Term',
  WHOLE_LIFE: 'Whole life',
  ENDOWMENT: 'Endowment',
  ANNUITY: 'Annuity',
  MEDICAL: 'Medical',
  LONG_TERM_CARE: 'Long-term care',
  CRITICAL_ILLNESS: 'Critical illness',
  DISABILITY: 'Disability',
  PERSONAL_ACCIDENT: 'Personal accident',
  OTHERS: 'Others',
};

export const PREMIUM_FREQUENCIES = ['MONTHLY', 'QUARTERLY', 'SEMI_ANNUALLY', 'ANNUALLY', 'SINGLE_PREMIUM', 'OTHERS'] as const;
export type PremiumFrequency = (typeof PREMIUM_FREQUENCIES)[number];
export const PREMIUM_FREQUENCY_LABELS: Readonly<Record<PremiumFrequency, string>> = {
  MONTHLY: 'Monthly',
  QUARTERLY: 'Quarterly',
  SEMI_ANNUALLY: 'Half-yearly',
  ANNUALLY: 'Yearly',
  SINGLE_PREMIUM: 'Single premium',
  OTHERS: 'Others',
};

/** How many times a year a premium is paid; null when it is not a regular premium (single premium, others). */
export const PREMIUMS_PER_YEAR: Readonly<Record<PremiumFrequency, number | null>> = {
  MONTHLY: 12,
  QUARTERLY: 4,
  SEMI_ANNUALLY: 2,
  ANNUALLY: 1,
  SINGLE_PREMIUM: null,
  OTHERS: null,
};

export const PAYMENT_METHODS = ['AUTOPAY_GIRO', 'CREDIT_CARD', 'OTHER', 'CPF_ORDINARY', 'CPF_SPECIAL', 'CPF_MEDISAVE', 'SRS', 'CASH'] as const;
export type InsurancePaymentMethod = (typeof PAYMENT_METHODS)[number];
export const PAYMENT_METHOD_LABELS: Readonly<Record<InsurancePaymentMethod, string>> = {
  AUTOPAY_GIRO: 'Autopay (GIRO)',
  CREDIT_CARD: 'Credit card',
  OTHER: 'Other method',
  CPF_ORDINARY: 'CPF Ordinary Account',
  CPF_SPECIAL: 'CPF Special Account',
  CPF_MEDISAVE: 'CPF MediSave Account',
  SRS: 'Supplementary Retirement Scheme (SRS)',
  CASH: 'Cash',
};

export const COVERAGE_CLASSES = ['LIFE', 'ACCIDENT_AND_HEALTH', 'OTHERS'] as const;
export type CoverageClass = (typeof COVERAGE_CLASSES)[number];
export const COVERAGE_CLASS_LABELS: Readonly<Record<CoverageClass, string>> = {
  LIFE: 'Life',
  ACCIDENT_AND_HEALTH: 'Accident and health',
  OTHERS: 'Others',
};

export const RIDER_OR_BASIC = ['BASIC', 'RIDER'] as const;
export type RiderOrBasic = (typeof RIDER_OR_BASIC)[number];
export const RIDER_OR_BASIC_LABELS: Readonly<Record<RiderOrBasic, string>> = {
  BASIC: 'Basic plan',
  RIDER: 'Rider',
};

export const BENEFIT_TYPES = ['DEATH', 'ACCIDENTAL_DEATH', 'TOTAL_PERMANENT_DISABILITY', 'CRITICAL_ILLNESS'] as const;
export type BenefitType = (typeof BENEFIT_TYPES)[number];
export const BENEFIT_TYPE_LABELS: Readonly<Record<BenefitType, string>> = {
  DEATH: 'Death',
  ACCIDENTAL_DEATH: 'Accidental death',
  TOTAL_PERMANENT_DISABILITY: 'Total permanent disability',
  CRITICAL_ILLNESS: 'Critical illness',
};

/**
 * Where each benefit type's sum assured is kept on a policy's details (cents). `sumAssured` stays the sum assured on
 * death, as stored since the insurance asset began.
 */
export const SUM_ASSURED_FIELDS = {
  DEATH: 'sumAssured',
  ACCIDENTAL_DEATH: 'accidentalDeathSumAssured',
  TOTAL_PERMANENT_DISABILITY: 'totalPermanentDisabilitySumAssured',
  CRITICAL_ILLNESS: 'criticalIllnessSumAssured',
} as const satisfies Record<BenefitType, string>;
export type SumAssuredField = (typeof SUM_ASSURED_FIELDS)[BenefitType];

/** Every label map in one place, for the web's selects and tables. */
export const INSURANCE_LABELS = {
  providerCode: PROVIDER_LABELS,
  policyType: POLICY_TYPE_LABELS,
  productType: PRODUCT_TYPE_LABELS,
  premiumFrequency: PREMIUM_FREQUENCY_LABELS,
  paymentMethod: PAYMENT_METHOD_LABELS,
  coverageClass: COVERAGE_CLASS_LABELS,
  riderOrBasic: RIDER_OR_BASIC_LABELS,
  benefitType: BENEFIT_TYPE_LABELS,
} as const;

/** The insurers' names by code (one table, insurer-names.ts), here too so the web reaches it through the vocabulary. */
export { INSURER_NAMES, SGFINDEX_INSURERS, insurerName, isProviderCode } from './insurer-names.js';
