import { DomainError } from '../../../shared-kernel/errors.js';
import { GateQueueFull, KeyedGate } from '../keyed-gate.js';
import type { AppMiddleware } from '../http-types.js';

export class TooManyChangesWaiting extends DomainError {
  constructor() {
    super('REQUEST.TOO_MANY_CHANGES', 'Several of your changes are still being saved. Wait for them to finish, then try again.', 'rate-limited');
  }
}

/**
 * A signed-in resident's writes run one at a time in this process (docs/operations.md "Time limits"): one resident
 * can hold at most one pool connection for writing, however many writes the browser sends, so a write stuck on the
 * resident's lock cannot take the pool from everyone else. Waiting writes hold no connection (the session was read
 * before, and the route runs after); they wait until their deadline (then 503), and one more than `maxWaiting`
 * is refused at once with 429. Keyed by the session's resident, as the rate limit is: it runs before the route's
 * session guard, which may still refuse the call afterwards. Reads are never gated.
 */
export function residentWriteGate(maxWaiting: number): AppMiddleware {
  const gate = new KeyedGate(maxWaiting);
  return async (ctx, next) => {
    const userId = ctx.session?.userId;
    if (typeof userId !== 'string') return next();
    const deadline = ctx.state.deadline;
    let release: () => void;
    try {
      release = await gate.enter(userId, deadline && ((cancel) => deadline.onExpire(() => cancel(deadline.error()))));
    } catch (err) {
      if (!(err instanceof GateQueueFull)) throw err;
      ctx.set('Retry-After', '1');
      throw new TooManyChangesWaiting();
    }
    try {
      await next();
    } finally {
      release();
    }
  };
}
