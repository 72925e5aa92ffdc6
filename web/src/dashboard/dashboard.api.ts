/** The dashboard's reads (spec 2 §2 "Dashboard") and the 'Mark as done' write (spec 1 §4 "Recommended actions"). */
import type {
  FullFinancesResponse,
  HealthCheckRecommendedActionsResponse,
  HealthCheckResponse,
  HistoryResponse,
  LatestFxRatesResponse,
} from '../../../src/cashflow-wealth/adapters/http/cashflow-wealth.contract.js';
import type { CompleteRecommendedActionRequest } from '../../../src/identity/adapters/http/notifications.contract.js';
import type { ApiClient } from '../app/api-client';

export interface DashboardApi {
  healthCheck(): Promise<HealthCheckResponse>;
  recommendedActions(): Promise<HealthCheckRecommendedActionsResponse>;
  history(): Promise<HistoryResponse>;
  finances(): Promise<FullFinancesResponse>;
  fxRates(): Promise<LatestFxRatesResponse>;
  completeAction(key: string): Promise<void>;
  /**
   * PATCH /asset/property/{id}: the resident's estimate of their home's whole value, dated `valuationDate` (the
   * server marks it as theirs: 'TYPED'). docs/decisions.md "Imports ask before they add".
   */
  setHomeValue(id: string, totalValueAmount: number, valuationDate: string): Promise<void>;
}

/**
 * Reads are quiet: the pages show their own error state with 'Try again' instead of a toast. Completing an action
 * is quiet too: the list puts the action back and says so. A 401 or 440 still signs out, as for every call.
 */
export class HttpDashboardApi implements DashboardApi {
  constructor(private readonly api: ApiClient) {}

  healthCheck(): Promise<HealthCheckResponse> {
    return this.api.get<HealthCheckResponse>('/health-check', { quiet: true });
  }

  recommendedActions(): Promise<HealthCheckRecommendedActionsResponse> {
    return this.api.get<HealthCheckRecommendedActionsResponse>('/health-check/recommended-actions', { quiet: true });
  }

  history(): Promise<HistoryResponse> {
    return this.api.get<HistoryResponse>('/history', { quiet: true });
  }

  finances(): Promise<FullFinancesResponse> {
    return this.api.get<FullFinancesResponse>('/finances', { quiet: true });
  }

  fxRates(): Promise<LatestFxRatesResponse> {
    return this.api.get<LatestFxRatesResponse>('/fx-rates/latest', { quiet: true });
  }

  async setHomeValue(id: string, totalValueAmount: number, valuationDate: string): Promise<void> {
    await this.api.patch<unknown>(`/asset/property/${encodeURIComponent(id)}`, { totalValueAmount, property: { valuationDate } }, { quiet: true });
  }

  async completeAction(key: string): Promise<void> {
    const body: CompleteRecommendedActionRequest = { key, completedBy: 'USER' };
    await this.api.post<unknown>('/recommended-action', body, { quiet: true });
  }
}
