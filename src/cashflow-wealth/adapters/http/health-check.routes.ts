import type { GuardOptions } from '../../../identity/public.js';
import type { ApiRoutes, AppMiddleware } from '../../../platform/http/http-types.js';
import type { ListRecommendedActions } from '../../application/list-recommended-actions.js';
import type { ReadHistory } from '../../application/read-history.js';
import type { RunHealthCheck } from '../../application/run-health-check.js';
import type { HistoryEntry } from '../../domain/finances/finance-history.js';
import type { HealthCheck } from '../../domain/health-check/health-check.js';
import { respondWithCachedRead, signedInResidentFacts, type CachedReadDeps } from './cached-resident-read.js';
import type { HealthCheckRecommendedActionsResponse, HealthCheckResponse, HistoryResponse } from './cashflow-wealth.contract.js';

/** The wire shape of spec 2 §3 "Health indicator levels", field by field (levels as numbers, ratios as fractions, months a decimal). */
export function presentHealthCheck(check: HealthCheck): HealthCheckResponse {
  return {
    savingsRatio: { code: check.savingsRatio.code, level: check.savingsRatio.level, ratio: check.savingsRatio.ratio },
    debtServicingRatio: { code: check.debtServicingRatio.code, level: check.debtServicingRatio.level, ratio: check.debtServicingRatio.ratio },
    diversification: { code: check.diversification.code, level: check.diversification.level, classes: check.diversification.classes },
    emergencyFund: {
      code: check.emergencyFund.code,
      level: check.emergencyFund.level,
      months: check.emergencyFund.months,
      fund: check.emergencyFund.fund,
      monthlyOutflow: check.emergencyFund.monthlyOutflow,
      allocated: check.emergencyFund.allocated,
    },
    areas: { cashflow: check.areas.cashflow, wealth: check.areas.wealth, protection: check.areas.protection },
    overall: check.overall,
    monthlyFigures: check.monthlyFigures,
  };
}

/** Date -> totals, oldest first (dates are not integer-like keys, so JSON keeps the insertion order). */
export function presentHistory(entries: readonly HistoryEntry[]): HistoryResponse {
  return {
    history: Object.fromEntries(entries.map((entry) => [entry.date, { totalAssets: entry.totalAssets, totalLiabilities: entry.totalLiabilities, netWorth: entry.netWorth, netWorthWithoutHome: entry.netWorthWithoutHome }])),
  };
}

export interface HealthCheckRoutesDeps {
  guard: (options?: GuardOptions) => AppMiddleware;
  check: RunHealthCheck;
  actions: ListRecommendedActions;
  history: ReadHistory;
  /** GET /health-check answers from memory while the resident's stamp stands (see cached-resident-read.ts). */
  cached: CachedReadDeps;
}

/** The dashboard's reads (spec 2 §2 "Dashboard"): the health check, its recommended actions and the net-worth history. */
export function healthCheckRoutes(deps: HealthCheckRoutesDeps): ApiRoutes {
  const guard = () => deps.guard({ requireConsent: true });
  return {
    name: 'cashflow-wealth.health-check',
    mount(router) {
      router.get('/health-check', guard(), (ctx) =>
        respondWithCachedRead(ctx, deps.cached, async (userId, facts): Promise<HealthCheckResponse> => presentHealthCheck(await deps.check.execute(userId, facts))),
      );
      router.get('/health-check/recommended-actions', guard(), async (ctx) => {
        // Not cached: it also depends on the actions the resident marked done (the identity context's).
        const keys = await deps.actions.execute(ctx.state.currentUser!.id, signedInResidentFacts(ctx));
        const body: HealthCheckRecommendedActionsResponse = { recommendedActions: keys.map((key) => ({ key })) };
        ctx.set('Cache-Control', 'no-store');
        ctx.body = body;
      });
      router.get('/history', guard(), async (ctx) => {
        const body: HistoryResponse = presentHistory(await deps.history.execute(ctx.state.currentUser!.id));
        ctx.set('Cache-Control', 'no-store');
        ctx.body = body;
      });
    },
  };
}
