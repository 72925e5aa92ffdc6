import type { Sequelize } from 'sequelize';
import { DomainError } from '../../shared-kernel/errors.js';
import type { ApiRoutes } from './http-types.js';

/** Liveness (process up) and readiness (database reachable), for load balancers and orchestrators. */
export function platformRoutes(deps: { sequelize: Sequelize }): ApiRoutes {
  return {
    name: 'platform',
    mount(router) {
      router.get('/health', (ctx) => {
        ctx.set('Cache-Control', 'no-store');
        ctx.body = { status: 'ok' };
      });
      router.get('/ready', async (ctx) => {
        ctx.set('Cache-Control', 'no-store');
        try {
          await deps.sequelize.query('SELECT 1');
        } catch {
          throw new DomainError('SERVICE.DATABASE_UNREACHABLE', 'The database is not reachable right now.', 'unavailable');
        }
        ctx.body = { status: 'ready' };
      });
    },
  };
}
