/**
 * GET /api/v1/retirement-plan for the dashboard's retirement card and the report (docs/decisions.md "The retirement
 * plan"): read once the component shows, so the dashboard's own reads and first paint never wait for it, and kept in
 * the component (not a store) so nothing of it outlives the page or a sign-out. Quiet: the card and the report say
 * "Not available yet" themselves when it fails; a 401 or 440 still signs out, as for every call.
 */
import { useEffect, useState } from 'react';
import type { RetirementPlanResponse } from '../../../src/cashflow-wealth/adapters/http/retirement-plan.contract.js';
import type { ApiClient } from '../app/api-client';

export type RetirementPlanRead = { status: 'loading' } | { status: 'loaded'; answer: RetirementPlanResponse } | { status: 'failed' };

export function readRetirementPlan(api: ApiClient): Promise<RetirementPlanResponse> {
  return api.get<RetirementPlanResponse>('/retirement-plan', { quiet: true });
}

/** The read's state; a new `attempt` reads again (the report's 'Try again'). */
export function useRetirementPlan(api: ApiClient, attempt = 0): RetirementPlanRead {
  const [read, setRead] = useState<RetirementPlanRead>({ status: 'loading' });
  useEffect(() => {
    let current = true;
    setRead((previous) => (previous.status === 'loaded' ? previous : { status: 'loading' }));
    readRetirementPlan(api).then(
      (answer) => current && setRead({ status: 'loaded', answer }),
      () => current && setRead({ status: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, [api, attempt]);
  return read;
}
