import { GUIDE_ITEMS, type GuideItem } from '../domain/investing/guide.js';
import type { InsurancePolicyEntry } from '../domain/investing/insurance-policy.js';
import type { GuideItemsRepository, InsurancePolicyRepository } from '../ports/investing-repository.js';

/** The investing area's records of one resident, for the export of their data: the ticked guide steps and the insurance list. */
export class InvestingRecordsReader {
  constructor(
    private readonly guide: GuideItemsRepository,
    private readonly policies: InsurancePolicyRepository,
  ) {}

  async read(userId: string): Promise<{ guideSteps: GuideItem[]; insurancePolicies: InsurancePolicyEntry[] }> {
    const [ticked, insurancePolicies] = await Promise.all([this.guide.list(userId), this.policies.list(userId)]);
    return { guideSteps: GUIDE_ITEMS.filter((step) => ticked.includes(step)), insurancePolicies };
  }
}
