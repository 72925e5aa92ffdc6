import { NotFound } from '../../shared-kernel/errors.js';
import {
  MAX_INSURANCE_POLICIES,
  TooManyInsurancePolicies,
  settleInsurancePolicy,
  type InsurancePolicyDraft,
  type InsurancePolicyEntry,
} from '../domain/investing/insurance-policy.js';
import type { InsurancePolicyRepository } from '../ports/investing-repository.js';

const notFound = () => new NotFound('INVESTING.INSURANCE_POLICY_NOT_FOUND', 'We could not find that insurance policy. It may have been deleted.');

/** Spec 3 §7 GET, POST and DELETE /investing-for-beginners/insurance: the resident's own insurance list. */
export class InvestingInsurance {
  constructor(private readonly policies: InsurancePolicyRepository) {}

  list(userId: string): Promise<InsurancePolicyEntry[]> {
    return this.policies.list(userId);
  }

  /** @throws ValidationFailed for the details, TooManyInsurancePolicies when the list is full. */
  async add(userId: string, draft: InsurancePolicyDraft): Promise<InsurancePolicyEntry> {
    const insurance = settleInsurancePolicy(draft);
    const added = await this.policies.addWithin(userId, insurance, MAX_INSURANCE_POLICIES);
    if (!added) throw new TooManyInsurancePolicies();
    return added;
  }

  /** @throws NotFound (404) when the resident has no policy with that id, someone else's included. */
  async delete(userId: string, id: string): Promise<void> {
    if (!(await this.policies.delete(userId, id))) throw notFound();
  }
}
