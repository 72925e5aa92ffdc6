import type { FieldError } from '../../shared-kernel/errors.js';
import { dec } from '../../shared-kernel/decimal.js';
import { messages } from '../../shared-kernel/validation/messages.js';
import { formatLimit } from '../../shared-kernel/validation/values.js';

import {
  BENEFIT_TYPES,
  COVERAGE_CLASSES,
  PAYMENT_METHODS,
  POLICY_TYPES,
  PREMIUM_FREQUENCIES,
  PRODUCT_TYPES,
  PROVIDER_CODES,
  RIDER_OR_BASIC,
  SUM_ASSURED_FIELDS,
  type CoverageClass,
  type InsurancePaymentMethod,
  type PolicyType,
  type PremiumFrequency,
  type ProductType,
  type ProviderCode,
  type RiderOrBasic,
} from './insurance-vocabulary.js';

/** Spec 2 §9 insurance enumerations: one vocabulary with the investing-for-beginners insurance list. */
export * from './insurance-vocabulary.js';

/** Longest insurer name (a company name or one of the provider codes such as 'I566C'). */
export const MAX_INSURER_LENGTH = 100;

/**
 * An insurance policy's details; every field is optional (null when not known), and details stored before a field
 * existed read it as null. Amounts are cents in the asset's currency (SGD on the insurance list).
 */
export interface InsuranceDetails {
  /** the insurer's name as the resident wrote it */
  insurer: string | null;
  /** one of the spec's provider codes, when the insurer is one of them */
  providerCode: ProviderCode | null;
  policyType: PolicyType | null;
  productType: ProductType | null;
  coverageClass: CoverageClass | null;
  riderOrBasic: RiderOrBasic | null;
  /** cents per `premiumFrequency` */
  premiumAmount: number | null;
  premiumFrequency: PremiumFrequency | null;
  paymentMethod: InsurancePaymentMethod | null;
  /** cents: the sum assured on death */
  sumAssured: number | null;
  /** cents: the sum assured on accidental death */
  accidentalDeathSumAssured: number | null;
  /** cents: the sum assured on total permanent disability */
  totalPermanentDisabilitySumAssured: number | null;
  /** cents: the sum assured on critical illness */
  criticalIllnessSumAssured: number | null;
}

export const emptyInsuranceDetails = (): InsuranceDetails => ({
  insurer: null,
  providerCode: null,
  policyType: null,
  productType: null,
  coverageClass: null,
  riderOrBasic: null,
  premiumAmount: null,
  premiumFrequency: null,
  paymentMethod: null,
  sumAssured: null,
  accidentalDeathSumAssured: null,
  totalPermanentDisabilitySumAssured: null,
  criticalIllnessSumAssured: null,
});

/** Stored details with every field present: a field added after the details were stored reads as null. */
export const withAllInsuranceFields = (stored: Partial<InsuranceDetails>): InsuranceDetails => ({ ...emptyInsuranceDetails(), ...stored });

/** The money fields of a policy's details: the premium and the sum assured of each benefit type. */
export const INSURANCE_MONEY_FIELDS = ['premiumAmount', ...BENEFIT_TYPES.map((benefit) => SUM_ASSURED_FIELDS[benefit])] as const;

const oneOf = (values: readonly string[], value: string | null): boolean => value === null || values.includes(value);

/** Checks the details of an insurance asset; money fields are cents from 0 to `moneyCap` (the cap in the asset's currency). */
export function checkInsuranceDetails(problems: FieldError[], details: InsuranceDetails, moneyCap: number): void {
  const { insurer } = details;
  if (insurer !== null) {
    if (insurer.trim() === '') problems.push({ field: 'insurance.insurer', message: messages.required });
    else if (insurer !== insurer.trim()) problems.push({ field: 'insurance.insurer', message: messages.surroundingSpace });
    else if (insurer.length > MAX_INSURER_LENGTH) problems.push({ field: 'insurance.insurer', message: messages.maxLength(String(MAX_INSURER_LENGTH)) });
  }
  if (!oneOf(POLICY_TYPES, details.policyType)) problems.push({ field: 'insurance.policyType', message: messages.invalidFormat });
  if (!oneOf(PRODUCT_TYPES, details.productType)) problems.push({ field: 'insurance.productType', message: messages.invalidFormat });
  if (!oneOf(PREMIUM_FREQUENCIES, details.premiumFrequency)) problems.push({ field: 'insurance.premiumFrequency', message: messages.invalidFormat });
  if (!oneOf(PROVIDER_CODES, details.providerCode)) problems.push({ field: 'insurance.providerCode', message: messages.invalidFormat });
  if (!oneOf(COVERAGE_CLASSES, details.coverageClass)) problems.push({ field: 'insurance.coverageClass', message: messages.invalidFormat });
  if (!oneOf(RIDER_OR_BASIC, details.riderOrBasic)) problems.push({ field: 'insurance.riderOrBasic', message: messages.invalidFormat });
  if (!oneOf(PAYMENT_METHODS, details.paymentMethod)) problems.push({ field: 'insurance.paymentMethod', message: messages.invalidFormat });
  for (const field of INSURANCE_MONEY_FIELDS) {
    const value = details[field];
    if (value === null) continue;
    if (!Number.isSafeInteger(value)) problems.push({ field: `insurance.${field}`, message: messages.wholeNumber });
    else if (value < 0) problems.push({ field: `insurance.${field}`, message: messages.minInclusive('0') });
    else if (value > moneyCap) problems.push({ field: `insurance.${field}`, message: messages.maxInclusive(formatLimit(dec(moneyCap).div(100n))) });
  }
}
