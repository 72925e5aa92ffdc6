import { expect } from 'chai';
import { InvestingGuide } from '../../../src/cashflow-wealth/application/investing-guide.js';
import { InvestingInsurance } from '../../../src/cashflow-wealth/application/investing-insurance.js';
import type { GuideItem } from '../../../src/cashflow-wealth/domain/investing/guide.js';
import { MAX_INSURANCE_POLICIES, type InsurancePolicyDetails, type InsurancePolicyEntry } from '../../../src/cashflow-wealth/domain/investing/insurance-policy.js';
import type { GuideItemsRepository, InsurancePolicyRepository } from '../../../src/cashflow-wealth/ports/investing-repository.js';
import { InvestingPortabilitySource } from '../../../src/data-import/adapters/portability/investing-source.js';
import type { ExportedInsurancePolicy } from '../../../src/data-import/domain/portability/export-document.js';
import { ImportFileRefused } from '../../../src/data-import/domain/portability/import-rules.js';
import { ManualClock } from '../../../src/shared-kernel/clock.js';

/** The guide's ticks in memory, with each tick's time, as the table keeps them (ticking a ticked step keeps its time). */
class MemoryGuide implements GuideItemsRepository {
  readonly ticks = new Map<GuideItem, Date>();
  async list(): Promise<GuideItem[]> {
    return [...this.ticks.keys()];
  }
  async set(_userId: string, item: GuideItem, completed: boolean, at: Date): Promise<void> {
    if (!completed) this.ticks.delete(item);
    else if (!this.ticks.has(item)) this.ticks.set(item, at);
  }
}

class MemoryPolicies implements InsurancePolicyRepository {
  entries: InsurancePolicyEntry[] = [];
  private next = 0;
  async list(): Promise<InsurancePolicyEntry[]> {
    return structuredClone(this.entries);
  }
  async addWithin(_userId: string, insurance: InsurancePolicyDetails, limit: number): Promise<InsurancePolicyEntry | null> {
    if (this.entries.length >= limit) return null;
    const entry = { id: `pol-${(this.next += 1)}`, insurance, createdAt: '2026-11-26T08:00:00.000Z', updatedAt: '2026-11-26T08:00:00.000Z' };
    this.entries.push(entry);
    return entry;
  }
  async delete(_userId: string, id: string): Promise<boolean> {
    const before = this.entries.length;
    this.entries = this.entries.filter((e) => e.id !== id);
    return this.entries.length < before;
  }
}

const details = (policyName: string, extra: Record<string, unknown> = {}) => ({
  policyName, insurer: null, providerCode: null, policyType: null, productType: null, coverageClass: null, riderOrBasic: null, premiumAmount: null, premiumFrequency: null,
  paymentMethod: null, sumAssured: null, accidentalDeathSumAssured: null, totalPermanentDisabilitySumAssured: null, criticalIllnessSumAssured: null, ...extra,
});
const filePolicy = (policyName: string, extra: Record<string, unknown> = {}): ExportedInsurancePolicy => ({ id: `file-${policyName}`, details: details(policyName, extra) });

/**
 * The investing guide's ticks and the insurance list brought back through the same use cases and schemas as
 * POST /investing-for-beginners/guide and /insurance (docs/decisions.md "Export and import of one's data").
 */
describe('Import of an export: the investing guide\'s ticks and the insurance list', () => {
  const EARLIER = new Date('2026-10-01T01:00:00.000Z');
  const NOW = '2026-11-26T08:30:00.000Z';

  function setUp() {
    const guide = new MemoryGuide();
    const policies = new MemoryPolicies();
    const useCases = { guide: new InvestingGuide(guide, new ManualClock(NOW)), insurance: new InvestingInsurance(policies) };
    const source = new InvestingPortabilitySource({ records: { read: async () => ({ guideSteps: [], insurancePolicies: [] }) }, guide: useCases.guide as never, insurance: useCases.insurance as never });
    return { guide, policies, source };
  }

  const refusal = async (work: Promise<unknown>): Promise<ImportFileRefused> =>
    work.then(
      () => expect.fail('should refuse'),
      (error: unknown) => {
        expect(error).to.be.instanceOf(ImportFileRefused);
        return error as ImportFileRefused;
      },
    );

  it('the file\'s ticks replace the account\'s: the others unticked, new ones ticked now, one ticked in both keeps its first time', async () => {
    const { guide, source } = setUp();
    guide.ticks.set('GOALS_AND_HORIZON', EARLIER);
    guide.ticks.set('EMERGENCY_FUND', EARLIER);
    await source.restore('u-1', { investingGuideSteps: ['EMERGENCY_FUND', 'GET_INSURED'], insurancePolicies: [] });
    expect([...guide.ticks.entries()]).to.deep.equal([
      ['EMERGENCY_FUND', EARLIER],
      ['GET_INSURED', new Date(NOW)],
    ]);
  });

  it('the file\'s policies replace the account\'s list, in the file\'s order, with every detail', async () => {
    const { policies, source } = setUp();
    await policies.addWithin('u-1', details('Old plan') as InsurancePolicyDetails, MAX_INSURANCE_POLICIES);
    const term = filePolicy('Term life', { insurer: 'Great Eastern', policyType: 'NON_PARTICIPATING', premiumAmount: 12_000, premiumFrequency: 'MONTHLY', sumAssured: 50_000_000 });
    await source.restore('u-1', { investingGuideSteps: [], insurancePolicies: [term, filePolicy('Hospital plan')] });
    expect(policies.entries.map((e) => e.insurance)).to.deep.equal([term.details, details('Hospital plan')]);
  });

  it('an empty list in the file empties the account\'s ticks and policies', async () => {
    const { guide, policies, source } = setUp();
    guide.ticks.set('LEARN_PRODUCTS', EARLIER);
    await policies.addWithin('u-1', details('Old plan') as InsurancePolicyDetails, MAX_INSURANCE_POLICIES);
    await source.restore('u-1', { investingGuideSteps: [], insurancePolicies: [] });
    expect(guide.ticks.size).to.equal(0);
    expect(policies.entries).to.deep.equal([]);
  });

  it('a step the guide does not have: 400 naming it, with POST /guide\'s message, before any tick changes', async () => {
    const { guide, source } = setUp();
    guide.ticks.set('LEARN_PRODUCTS', EARLIER);
    const error = await refusal(source.restore('u-1', { investingGuideSteps: ['EMERGENCY_FUND', 'SET_GOALS'], insurancePolicies: [] }));
    expect(error.message).to.match(/^Investing guide steps item 2 \("SET_GOALS"\): .+ \(item\)\. Nothing was changed\.$/);
    expect(error.code).to.equal('DATA_IMPORT.IMPORT_ITEM_REFUSED');
    expect([...guide.ticks.keys()]).to.deep.equal(['LEARN_PRODUCTS']);
  });

  it('a policy POST /insurance would refuse: 400 naming it with that call\'s message (its schema, then its use case)', async () => {
    const { source } = setUp();
    const negative = await refusal(source.restore('u-1', { investingGuideSteps: [], insurancePolicies: [filePolicy('Term life'), filePolicy('Hospital plan', { premiumAmount: -5 })] }));
    expect(negative.message).to.match(/^Insurance policies item 2 \("Hospital plan"\): .+ \(premiumAmount\)\. Nothing was changed\.$/);
    const unnamed = await refusal(source.restore('u-1', { investingGuideSteps: [], insurancePolicies: [filePolicy(' ')] }));
    expect(unnamed.message).to.match(/^Insurance policies item 1 \(" "\): .+ \(policyName\)\. Nothing was changed\.$/);
    const frequency = await refusal(source.restore('u-1', { investingGuideSteps: [], insurancePolicies: [filePolicy('Term life', { premiumFrequency: 'FORTNIGHTLY' })] }));
    expect(frequency.message).to.match(/^Insurance policies item 1 \("Term life"\): .+ \(premiumFrequency\)\. Nothing was changed\.$/);
  });

  it(`more policies than the list holds (${MAX_INSURANCE_POLICIES}): the use case's cap refuses the first one over it, named`, async () => {
    const { source } = setUp();
    const many = Array.from({ length: MAX_INSURANCE_POLICIES + 1 }, (_, i) => filePolicy(`Policy ${i + 1}`));
    const error = await refusal(source.restore('u-1', { investingGuideSteps: [], insurancePolicies: many }));
    expect(error.message).to.equal(
      `Insurance policies item ${MAX_INSURANCE_POLICIES + 1} ("Policy ${MAX_INSURANCE_POLICIES + 1}"): You can list at most ${MAX_INSURANCE_POLICIES} insurance policies. Delete one you no longer hold to add another. Nothing was changed.`,
    );
  });
});
