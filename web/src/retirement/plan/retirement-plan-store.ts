/**
 * The retirement plan's web store (cashflow-wealth context): the answer of GET /retirement-plan, replaced by each
 * PUT's answer, which is the same shape (docs/api.md "Retirement"). The figures are the server's; nothing is worked
 * out here.
 */
import { flow, makeAutoObservable } from 'mobx';
import type { RetirementPlanRequest, RetirementPlanResponse } from '../../../../src/cashflow-wealth/adapters/http/retirement-plan.contract.js';
import type { ApiClient } from '../../app/api-client';
import { HttpRetirementPlanApi, type RetirementPlanApi } from './retirement-plan.api';

export class RetirementPlanStore {
  answer: RetirementPlanResponse | null = null;
  loaded = false;
  loadFailed = false;
  saving = false;

  constructor(private readonly api: RetirementPlanApi) {
    makeAutoObservable<RetirementPlanStore, 'api'>(this, { api: false, load: flow, save: flow });
  }

  /** GET /retirement-plan; a failure (toasted by the client unless quiet) leaves the last answer and says so. */
  *load(options: { quiet?: boolean } = {}): Generator<Promise<RetirementPlanResponse>, void, RetirementPlanResponse> {
    this.loadFailed = false;
    try {
      this.answer = yield this.api.get(options);
    } catch {
      this.loadFailed = true;
    }
    this.loaded = true;
  }

  /** PUT /retirement-plan with the whole settings; rejects with the API error, leaving the answer as it was. */
  *save(settings: RetirementPlanRequest): Generator<Promise<RetirementPlanResponse>, RetirementPlanResponse, RetirementPlanResponse> {
    this.saving = true;
    try {
      const answer = yield this.api.put(settings);
      this.answer = answer;
      this.loaded = true;
      this.loadFailed = false;
      return answer;
    } finally {
      this.saving = false;
    }
  }

  clear(): void {
    this.answer = null;
    this.loaded = false;
    this.loadFailed = false;
    this.saving = false;
  }
}

/**
 * The root store's one retirement plan store, made on first use (root-store.ts): the plan page, the dashboard's card
 * and the report read the plan through it, and a sign-out clears it.
 */
export function retirementPlanStoreOf(root: { api: ApiClient; retirementPlan: RetirementPlanStore | null }): RetirementPlanStore {
  root.retirementPlan ??= new RetirementPlanStore(new HttpRetirementPlanApi(root.api));
  return root.retirementPlan;
}
