/**
 * The housing context's web store: the resident's financing plans (GET /housing-plan), each with the summary the
 * server worked out, replaced plan by plan by each write's answer.
 */
import { flow, flowResult, makeAutoObservable } from 'mobx';
import type { HousingPlanDto, HousingPlanRequest } from '../../../src/housing/adapters/http/housing.contract.js';
import type { HousingApi } from './housing.api';

type HousingPlanModule = typeof import('../../../src/housing/domain/housing-plan.js');

export class HousingStore {
  plans: HousingPlanDto[] = [];
  loaded = false;
  loadFailed = false;
  private reading: Promise<void> | null = null;

  constructor(
    private readonly api: HousingApi,
    private readonly random: () => number = Math.random,
  ) {
    makeAutoObservable<HousingStore, 'api' | 'random' | 'reading'>(this, { api: false, random: false, reading: false, read: false, load: flow, create: flow, update: flow, remove: flow, duplicate: flow });
  }

  plan(id: string): HousingPlanDto | null {
    return this.plans.find((p) => p.id === id) ?? null;
  }

  /** GET /housing-plan; a failure (toasted by the client) leaves the store loaded and empty-handed. */
  *load(): Generator<Promise<HousingPlanDto[]>, void, HousingPlanDto[]> {
    this.loadFailed = false;
    try {
      this.plans = yield this.api.list();
    } catch {
      this.loadFailed = true;
    }
    this.loaded = true;
  }

  /**
   * The plans, read once at a time: a second ask while a read is on its way joins it. Start-up asks when the first
   * page is a financing plan's (root-store.ts), the page when it shows; one request between them.
   */
  read(): Promise<void> {
    this.reading ??= flowResult(this.load()).finally(() => {
      this.reading = null;
    });
    return this.reading;
  }

  /** POST /housing-plan; rejects with the API error. */
  *create(change: HousingPlanRequest): Generator<Promise<HousingPlanDto>, HousingPlanDto, HousingPlanDto> {
    const plan = yield this.api.create(change);
    this.plans = [...this.plans, plan];
    return plan;
  }

  /** PATCH /housing-plan/{id}; rejects with the API error, leaving the plan as it was. */
  *update(id: string, change: HousingPlanRequest): Generator<Promise<HousingPlanDto>, HousingPlanDto, HousingPlanDto> {
    const plan = yield this.api.update(id, change);
    this.plans = this.plans.map((p) => (p.id === id ? plan : p));
    return plan;
  }

  /** DELETE /housing-plan/{id}; rejects with the API error. */
  *remove(id: string): Generator<Promise<void>, void, void> {
    yield this.api.remove(id);
    this.plans = this.plans.filter((p) => p.id !== id);
  }

  /** Spec 3 §4: a custom copy named '… copy' in a colour other than purple. */
  *duplicate(id: string): Generator<Promise<unknown>, HousingPlanDto, unknown> {
    const original = this.plan(id);
    if (!original) throw new Error('No such plan');
    const { id: _id, lastUpdatedAt: _at, summary: _summary, ...fields } = original;
    // The housing domain (with its date library) loads when a plan is copied, not with the first page
    // (docs/decisions.md "Web performance budget").
    const { duplicatePlanFields } = (yield import('../../../src/housing/domain/housing-plan.js')) as HousingPlanModule;
    const copy = (yield this.api.create(duplicatePlanFields(fields, this.random))) as HousingPlanDto;
    this.plans = [...this.plans, copy];
    return copy;
  }

  clear(): void {
    this.plans = [];
    this.loaded = false;
    this.loadFailed = false;
  }
}
