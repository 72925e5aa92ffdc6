/**
 * The guide's insurance form (spec 3 §3 insurance list, spec 2 §9 enumerations): the text the resident types and
 * picks, checked by the shared rules, and turned into the draft POST /investing-for-beginners/insurance takes.
 * Pure, so every rule is tested without React.
 */
import type { InsurancePolicyDraft } from '../../../../src/cashflow-wealth/adapters/http/investing.contract.js';
import {
  BENEFIT_TYPES,
  SUM_ASSURED_FIELDS,
  type BenefitType,
  type CoverageClass,
  type InsurancePaymentMethod,
  type PolicyType,
  type PremiumFrequency,
  type ProductType,
  type ProviderCode,
  type RiderOrBasic,
} from '../../../../src/cashflow-wealth/domain/insurance-vocabulary.js';
import { MAX_POLICY_NAME_LENGTH } from '../../../../src/cashflow-wealth/domain/investing/insurance-policy.js';
import { parseMoneyInput } from '../../../../src/shared-kernel/money-input.js';
import { messages } from '../../../../src/shared-kernel/validation/messages.js';

/** The insurer: one of the spec's providers, another insurer (named), or not said. */
export const OTHER_INSURER = 'OTHER';
export type InsurerChoice = ProviderCode | typeof OTHER_INSURER | '';

export interface InsuranceForm {
  policyName: string;
  insurer: InsurerChoice;
  insurerName: string;
  policyType: PolicyType | '';
  productType: ProductType | '';
  coverageClass: CoverageClass | '';
  riderOrBasic: RiderOrBasic | '';
  premiumAmount: string;
  premiumFrequency: PremiumFrequency | '';
  paymentMethod: InsurancePaymentMethod | '';
  sums: Record<BenefitType, string>;
}

export const emptyInsuranceForm = (): InsuranceForm => ({
  policyName: '',
  insurer: '',
  insurerName: '',
  policyType: '',
  productType: '',
  coverageClass: '',
  riderOrBasic: '',
  premiumAmount: '',
  premiumFrequency: '',
  paymentMethod: '',
  sums: { DEATH: '', ACCIDENTAL_DEATH: '', TOTAL_PERMANENT_DISABILITY: '', CRITICAL_ILLNESS: '' },
});

/** The policy name: required, no space first or last (spec 1 §5), at most the server's length. */
export function validatePolicyName(text: string): string | null {
  if (text.trim() === '') return messages.required;
  if (text !== text.trim()) return messages.surroundingSpace;
  if (text.length > MAX_POLICY_NAME_LENGTH) return messages.maxLength(String(MAX_POLICY_NAME_LENGTH));
  return null;
}

/** Another insurer's name: required once 'Another insurer' is chosen, same text rules as the policy name. */
export function validateInsurerName(text: string): string | null {
  return validatePolicyName(text);
}

/** An optional SGD amount (spec 1 §5 money input): empty is "not known". */
export function validateOptionalMoney(text: string): string | null {
  if (text.trim() === '') return null;
  const parsed = parseMoneyInput(text);
  return parsed.ok ? null : parsed.message;
}

const optionalCents = (text: string): number | null => {
  if (text.trim() === '') return null;
  const parsed = parseMoneyInput(text);
  return parsed.ok ? parsed.cents : null;
};

const orNull = <V extends string>(value: V | ''): V | null => (value === '' ? null : value);

/** Every field's problem, keyed by the field's name on the form ('sums.DEATH' for a sum assured). */
export function insuranceFormErrors(form: InsuranceForm): Record<string, string> {
  const errors: Record<string, string> = {};
  const name = validatePolicyName(form.policyName);
  if (name) errors.policyName = name;
  if (form.insurer === OTHER_INSURER) {
    const insurer = validateInsurerName(form.insurerName);
    if (insurer) errors.insurerName = insurer;
  }
  const premium = validateOptionalMoney(form.premiumAmount);
  if (premium) errors.premiumAmount = premium;
  for (const benefit of BENEFIT_TYPES) {
    const sum = validateOptionalMoney(form.sums[benefit]);
    if (sum) errors[`sums.${benefit}`] = sum;
  }
  return errors;
}

/** The draft to send; call only when {@link insuranceFormErrors} is empty. */
export function insuranceDraft(form: InsuranceForm): InsurancePolicyDraft {
  const provider = form.insurer === '' || form.insurer === OTHER_INSURER ? null : form.insurer;
  const draft: InsurancePolicyDraft = {
    policyName: form.policyName,
    providerCode: provider,
    insurer: form.insurer === OTHER_INSURER ? form.insurerName : null,
    policyType: orNull(form.policyType),
    productType: orNull(form.productType),
    coverageClass: orNull(form.coverageClass),
    riderOrBasic: orNull(form.riderOrBasic),
    premiumAmount: optionalCents(form.premiumAmount),
    premiumFrequency: orNull(form.premiumFrequency),
    paymentMethod: orNull(form.paymentMethod),
  };
  for (const benefit of BENEFIT_TYPES) draft[SUM_ASSURED_FIELDS[benefit]] = optionalCents(form.sums[benefit]);
  return draft;
}

/** The server's 400 `details` field ('insurance.sumAssured') as the form's field name ('sums.DEATH'). */
export function formFieldOf(serverField: string): string {
  const field = serverField.replace(/^insurance\./, '');
  const benefit = BENEFIT_TYPES.find((b) => SUM_ASSURED_FIELDS[b] === field);
  if (benefit) return `sums.${benefit}`;
  if (field === 'insurer') return 'insurerName';
  return field;
}
