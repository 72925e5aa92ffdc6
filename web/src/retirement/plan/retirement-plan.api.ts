/** GET and PUT /api/v1/retirement-plan: the resident's own retirement plan (docs/api.md "Retirement"). */
import type { RetirementPlanRequest, RetirementPlanResponse } from '../../../../src/cashflow-wealth/adapters/http/retirement-plan.contract.js';
import type { ApiClient } from '../../app/api-client';

export interface RetirementPlanApi {
  get(options?: { quiet?: boolean }): Promise<RetirementPlanResponse>;
  put(settings: RetirementPlanRequest): Promise<RetirementPlanResponse>;
}

export class HttpRetirementPlanApi implements RetirementPlanApi {
  constructor(private readonly api: ApiClient) {}

  /**
   * Not quiet by default: on the plan's page a read that fails shows the client's error toast and the page says it
   * could not load; the dashboard's card and the report read quietly and say "Not available yet" themselves.
   */
  get(options: { quiet?: boolean } = {}): Promise<RetirementPlanResponse> {
    return this.api.get<RetirementPlanResponse>('/retirement-plan', { quiet: options.quiet === true });
  }

  /** Quiet: a 400 is shown beside the field it names, any other failure beside the Save button. */
  put(settings: RetirementPlanRequest): Promise<RetirementPlanResponse> {
    return this.api.put<RetirementPlanResponse>('/retirement-plan', settings, { quiet: true });
  }
}
