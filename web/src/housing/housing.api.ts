/** The housing-plan calls (spec 3 §7). */
import type { HousingPlanDto, HousingPlanRequest, HousingPlanResponse, HousingPlansResponse } from '../../../src/housing/adapters/http/housing.contract.js';
import type { ApiClient } from '../app/api-client';

export interface HousingApi {
  list(): Promise<HousingPlanDto[]>;
  create(change: HousingPlanRequest): Promise<HousingPlanDto>;
  update(id: string, change: HousingPlanRequest): Promise<HousingPlanDto>;
  remove(id: string): Promise<void>;
}

export class HttpHousingApi implements HousingApi {
  constructor(private readonly api: ApiClient) {}

  /** Not quiet: spec 3 §7 'the fetch failure shows an error toast with the message'. */
  async list(): Promise<HousingPlanDto[]> {
    return (await this.api.get<HousingPlansResponse>('/housing-plan')).housingPlans;
  }

  /** The writes are quiet: the page says what went wrong next to the form. */
  async create(change: HousingPlanRequest): Promise<HousingPlanDto> {
    return (await this.api.post<HousingPlanResponse>('/housing-plan', { ...change, lastUpdatedAt: new Date().toISOString() }, { quiet: true })).housingPlan;
  }

  async update(id: string, change: HousingPlanRequest): Promise<HousingPlanDto> {
    return (await this.api.patch<HousingPlanResponse>(`/housing-plan/${encodeURIComponent(id)}`, change, { quiet: true })).housingPlan;
  }

  remove(id: string): Promise<void> {
    return this.api.delete<void>(`/housing-plan/${encodeURIComponent(id)}`, { quiet: true });
  }
}
