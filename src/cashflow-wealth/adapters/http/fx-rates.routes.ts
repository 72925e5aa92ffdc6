import type { ApiRoutes } from '../../../platform/http/http-types.js';
import type { LatestFxRates } from '../../application/fx-rates.js';
import type { LatestFxRatesResponse } from './cashflow-wealth.contract.js';

/** Spec 1 §7 GET /fx-rates/latest: public (the expense manager converts currencies without signing in). */
export function fxRateRoutes(deps: { latest: LatestFxRates }): ApiRoutes {
  return {
    name: 'cashflow-wealth.fx-rates',
    mount(router) {
      router.get('/fx-rates/latest', async (ctx) => {
        const body: LatestFxRatesResponse = (await deps.latest.execute()).map(({ currencyCode, exchangeRate, retrievedDate }) => ({ currencyCode, exchangeRate, retrievedDate }));
        // Rates change at most daily; a few minutes of caching spares the database on busy pages.
        ctx.set('Cache-Control', 'public, max-age=300');
        ctx.body = body;
      });
    },
  };
}
