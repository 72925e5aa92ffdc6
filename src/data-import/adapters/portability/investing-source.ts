import { guideItemSchema, insurancePolicySchema } from '../../../cashflow-wealth/public.js';
import type { InvestingRecords } from '../../domain/portability/export-mapper.js';
import { policyNameOf, type RestoreSet } from '../../domain/portability/import-rules.js';
import type { InvestingSource } from '../../ports/portability.js';
import { checkedBody, namedWrite } from './checked-body.js';

/**
 * The cashflow-wealth investing use cases the export reads through and the import writes through (resolved from its
 * public.ts in the composition root). Structural types: only the calls this adapter makes.
 */
export interface InvestingServices {
  records: { read(userId: string): Promise<{ guideSteps: string[]; insurancePolicies: Array<{ id: string; insurance: object }> }> };
  guide: { completed(userId: string): Promise<string[]>; set(userId: string, item: never, completed: boolean): Promise<unknown> };
  insurance: { list(userId: string): Promise<Array<{ id: string }>>; add(userId: string, draft: never): Promise<unknown>; delete(userId: string, id: string): Promise<void> };
}

/**
 * The investing guide's ticked steps and the insurance list (spec 3 §6): the resident's own typed-in items, so an
 * import brings them all back (docs/decisions.md "Export and import of one's data").
 */
export class InvestingPortabilitySource implements InvestingSource {
  constructor(private readonly services: InvestingServices) {}

  async read(userId: string): Promise<InvestingRecords> {
    const records = await this.services.records.read(userId);
    return { guideSteps: records.guideSteps, insurancePolicies: records.insurancePolicies.map((p) => ({ id: p.id, details: p.insurance })) };
  }

  async restore(userId: string, items: Pick<RestoreSet, 'investingGuideSteps' | 'insurancePolicies'>): Promise<void> {
    const { guide, insurance } = this.services;

    // The file's ticks replace the account's: each step checked as POST /guide checks it, the others unticked. The
    // export carries no tick time, so a step is ticked now (one ticked here already keeps its first tick's time).
    const ticks = items.investingGuideSteps.map((step, index) => checkedBody<{ item: string }>(guideItemSchema, { item: step, completed: true }, 'investingGuideSteps', index, step).item);
    for (const step of await guide.completed(userId)) {
      if (!ticks.includes(step)) await guide.set(userId, step as never, false);
    }
    for (const [index, step] of ticks.entries()) await namedWrite('investingGuideSteps', index, step, () => guide.set(userId, step as never, true));

    // The file's policies replace the account's list, each through POST /insurance's schema and use case (the cap
    // of policies and every message apply; the cap counts under the list's own lock, inside the import's transaction).
    for (const policy of await insurance.list(userId)) await insurance.delete(userId, policy.id);
    for (const [index, policy] of items.insurancePolicies.entries()) {
      const name = policyNameOf(policy);
      const body = checkedBody<{ insurance: object }>(insurancePolicySchema, { insurance: policy.details }, 'insurancePolicies', index, name);
      await namedWrite('insurancePolicies', index, name, () => insurance.add(userId, body.insurance as never));
    }
  }
}
