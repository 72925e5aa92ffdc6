import { withinDeadline } from '../../db/request-deadline.js';
import type { InFlightRequests } from '../in-flight-requests.js';
import type { AppMiddleware } from '../http-types.js';

export interface DeadlineOptions {
  /** Every API call's deadline. */
  ms: number;
  /** Longer (or shorter) deadlines of single calls, keyed 'METHOD /api/v1/path'. */
  byCall?: Record<string, number>;
  inFlight: InFlightRequests;
}

/**
 * Gives the request a deadline (docs/operations.md "Time limits"): the statements it issues through the app's
 * Sequelize are held to it (db/deadline-guard.ts), the write gate waits no longer, and a shutdown can end it. The
 * error contract reads `ctx.state.deadline` to word the 503.
 */
export function requestDeadline(options: DeadlineOptions): AppMiddleware {
  const byCall = new Map(Object.entries(options.byCall ?? {}));
  return async (ctx, next) => {
    const deadline = options.inFlight.start(byCall.get(`${ctx.method} ${ctx.path}`) ?? options.ms);
    ctx.state.deadline = deadline;
    try {
      await withinDeadline(deadline, () => next());
    } finally {
      options.inFlight.finish(deadline);
    }
  };
}
