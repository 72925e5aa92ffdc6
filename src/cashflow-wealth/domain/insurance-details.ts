import type { FieldError } from '../../shared-kernel/errors.js';
import { dec } from '../../shared-kernel/decimal.js';
import { messages } from '../../shared-kernel/validation/messages.js';
import { formatLimit } from '../../shared-kernel/validation/values.js';

/** Spec 2 §9 insurance enumerations. */
export const POLICY_TYPES = ['PARTICIPATING', 'NON_PARTICIPATING', 'INVESTMENT_LINKED', 'UNIVERSAL_LIFE'] as const;
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
export const PREMIUM_FREQUENCIES = ['MONTHLY', 'QUARTERLY', 'SEMI_ANNUALLY', 'ANNUALLY', 'SINGLE_PREMIUM', 'OTHERS'] as const;
/** Longest insurer name (a company name or one of the provider codes such as 'I566C'). */
export const MAX_INSURER_LENGTH = 100;

/** An insurance asset's policy details; every field is optional (null when not known). Amounts in the asset's currency. */
export interface InsuranceDetails {
  insurer: string | null;
  policyType: (typeof POLICY_TYPES)[number] | null;
  productType: (typeof PRODUCT_TYPES)[number] | null;
  /** cents per `premiumFrequency` */
  premiumAmount: number | null;
  premiumFrequency: (typeof PREMIUM_FREQUENCIES)[number] | null;
  /** cents: the sum assured on death */
  sumAssured: number | null;
}

export const emptyInsuranceDetails = (): InsuranceDetails => ({
  insurer: null,
  policyType: null,
  productType: null,
  premiumAmount: null,
  premiumFrequency: null,
  sumAssured: null,
});

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
  for (const field of ['premiumAmount', 'sumAssured'] as const) {
    const value = details[field];
    if (value === null) continue;
    if (!Number.isSafeInteger(value)) problems.push({ field: `insurance.${field}`, message: messages.wholeNumber });
    else if (value < 0) problems.push({ field: `insurance.${field}`, message: messages.minInclusive('0') });
    else if (value > moneyCap) problems.push({ field: `insurance.${field}`, message: messages.maxInclusive(formatLimit(dec(moneyCap).div(100n))) });
  }
}
