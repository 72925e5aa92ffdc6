/**
 * The investing-for-beginners web store (decisions.md "Investing for beginners"): the guide's ticked steps and the
 * resident's insurance list, each replaced by the server's answer to every write.
 */
import { flow, makeAutoObservable } from 'mobx';
import type { GuideItem, InsurancePolicyDraft, InsurancePolicyEntry } from '../../../src/cashflow-wealth/adapters/http/investing.contract.js';
import type { InvestingApi } from './investing.api';

export class InvestingStore {
  /** the guide's steps the resident ticked, in the guide's order */
  guide: GuideItem[] = [];
  /** the resident's insurance policies, oldest first */
  insurance: InsurancePolicyEntry[] = [];
  loaded = false;
  loadFailed = false;

  constructor(private readonly api: InvestingApi) {
    makeAutoObservable<InvestingStore, 'api'>(this, { api: false, load: flow, setItem: flow, addInsurance: flow, deleteInsurance: flow });
  }

  isCompleted(item: GuideItem): boolean {
    return this.guide.includes(item);
  }

  /** GET guide and GET insurance; a failure (toasted by the client) leaves the store loaded and empty-handed. */
  *load(): Generator<Promise<[GuideItem[], InsurancePolicyEntry[]]>, void, [GuideItem[], InsurancePolicyEntry[]]> {
    this.loadFailed = false;
    try {
      const [guide, insurance] = yield Promise.all([this.api.guide(), this.api.insurance()]);
      this.guide = guide;
      this.insurance = insurance;
    } catch {
      this.loadFailed = true;
    }
    this.loaded = true;
  }

  /** POST guide: ticks or unticks a step; rejects with the API error, leaving the ticks as they were. */
  *setItem(item: GuideItem, completed: boolean): Generator<Promise<GuideItem[]>, GuideItem[], GuideItem[]> {
    this.guide = yield this.api.setItem(item, completed);
    return this.guide;
  }

  /** POST insurance; rejects with the API error (field problems in its details). */
  *addInsurance(entry: InsurancePolicyDraft): Generator<Promise<InsurancePolicyEntry>, InsurancePolicyEntry, InsurancePolicyEntry> {
    const policy = yield this.api.addInsurance(entry);
    this.insurance = [...this.insurance, policy];
    return policy;
  }

  /** DELETE insurance/{id}; rejects with the API error. */
  *deleteInsurance(id: string): Generator<Promise<void>, void, void> {
    yield this.api.deleteInsurance(id);
    this.insurance = this.insurance.filter((policy) => policy.id !== id);
  }

  clear(): void {
    this.guide = [];
    this.insurance = [];
    this.loaded = false;
    this.loadFailed = false;
  }
}
