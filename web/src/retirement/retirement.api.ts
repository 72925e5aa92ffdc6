/** POST /api/v1/retirement/calculate (public, nothing stored; docs/api.md "Retirement"). */
import type { RetirementCalculateRequest, RetirementCalculateResponse } from '../../../src/cashflow-wealth/adapters/http/retirement.contract.js';
import type { ApiClient } from '../app/api-client';

/** Quiet: the page says itself, beside the answer or the field, what went wrong. */
export function calculateRetirement(api: ApiClient, body: RetirementCalculateRequest, signal?: AbortSignal): Promise<RetirementCalculateResponse> {
  return api.post<RetirementCalculateResponse>('/retirement/calculate', body, { quiet: true, signal, skipSessionHandling: true });
}
