/**
 * GET /api/v1/retirement-plan for the dashboard's retirement card and the report (docs/decisions.md "The retirement
 * plan"), through the one retirement plan store the plan's page uses: read once the component shows, so the
 * dashboard's own reads and first paint never wait for it, and quietly: the card and the report say "Not available
 * yet" themselves when it fails (a 401 or 440 still signs out, as for every call). Call from an observer.
 */
import { flowResult } from 'mobx';
import { useEffect } from 'react';
import type { RetirementPlanResponse } from '../../../src/cashflow-wealth/adapters/http/retirement-plan.contract.js';
import { useStores } from '../app/store-context';
import { retirementPlanStoreOf } from '../retirement/plan/retirement-plan-store';

export type RetirementPlanRead = { status: 'loading' } | { status: 'loaded'; answer: RetirementPlanResponse } | { status: 'failed' };

/** The read's state; a new `attempt` reads again (the report's 'Try again'). */
export function useRetirementPlan(attempt = 0): RetirementPlanRead {
  const store = retirementPlanStoreOf(useStores());
  useEffect(() => {
    void flowResult(store.load({ quiet: true }));
  }, [store, attempt]);
  if (!store.loaded) return { status: 'loading' };
  return store.loadFailed || store.answer === null ? { status: 'failed' } : { status: 'loaded', answer: store.answer };
}
