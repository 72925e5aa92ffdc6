/**
 * An entry of the investing-for-beginners insurance list (spec 3 §3: entries with id and insurance): the policy's
 * name and the same details a manual insurance asset carries (spec 2 §9 enumerations, insurance-vocabulary.ts), in SGD.
 */
import { DomainError, ValidationFailed, type FieldError } from '../../../shared-kernel/errors.js';
import { MAX_MONEY_INPUT_SGD_CENTS } from '../../../shared-kernel/money.js';
import { messages } from '../../../shared-kernel/validation/messages.js';
import { checkInsuranceDetails, emptyInsuranceDetails, type InsuranceDetails } from '../insurance-details.js';
import { PREMIUMS_PER_YEAR } from '../insurance-vocabulary.js';

/** Longest policy name. */
export const MAX_POLICY_NAME_LENGTH = 100;
/** Most policies one resident may list: far above any real household, low enough that one list stays one page. */
export const MAX_INSURANCE_POLICIES = 50;

/** A policy as listed: its name and its details (cents are SGD). */
export type InsurancePolicyDetails = InsuranceDetails & { policyName: string };

export interface InsurancePolicyEntry {
  id: string;
  insurance: InsurancePolicyDetails;
  /** ISO instants */
  createdAt: string;
  updatedAt: string;
}

/** What the resident sends: a name and any of the details (the rest are not known: null). */
export type InsurancePolicyDraft = Partial<InsuranceDetails> & { policyName: string };

/** 422 when the list already holds MAX_INSURANCE_POLICIES policies. */
export class TooManyInsurancePolicies extends DomainError {
  constructor() {
    super(
      'INVESTING.TOO_MANY_INSURANCE_POLICIES',
      `You can list at most ${MAX_INSURANCE_POLICIES} insurance policies. Delete one you no longer hold to add another.`,
      'business-rule',
    );
  }
}

/**
 * Checks a policy as a whole and answers its stored details: a name (trimmed, at most MAX_POLICY_NAME_LENGTH),
 * the enumerations of spec 2 §9, money in whole cents from 0 to the money cap (spec 1 §5).
 * @throws ValidationFailed (400) listing every problem, fields named as in the request ('insurance.policyName').
 */
export function settleInsurancePolicy(draft: InsurancePolicyDraft): InsurancePolicyDetails {
  const problems: FieldError[] = [];
  const name = draft.policyName;
  if (typeof name !== 'string' || name.trim() === '') problems.push({ field: 'insurance.policyName', message: messages.required });
  else if (name !== name.trim()) problems.push({ field: 'insurance.policyName', message: messages.surroundingSpace });
  else if (name.length > MAX_POLICY_NAME_LENGTH) problems.push({ field: 'insurance.policyName', message: messages.maxLength(String(MAX_POLICY_NAME_LENGTH)) });
  const { policyName: _name, ...given } = draft;
  const details: InsuranceDetails = { ...emptyInsuranceDetails(), ...given };
  checkInsuranceDetails(problems, details, MAX_MONEY_INPUT_SGD_CENTS);
  if (problems.length > 0) throw new ValidationFailed(problems);
  return { policyName: name, ...details };
}

/**
 * The premium a year in cents: the premium times the payments a year; null when the amount or a regular
 * frequency is not known (a single premium is not a yearly cost).
 */
export function annualPremiumCents(details: Pick<InsuranceDetails, 'premiumAmount' | 'premiumFrequency'>): number | null {
  if (details.premiumAmount === null || details.premiumFrequency === null) return null;
  const times = PREMIUMS_PER_YEAR[details.premiumFrequency];
  return times === null ? null : details.premiumAmount * times;
}
