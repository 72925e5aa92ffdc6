import type { Logger } from '../../logging/logger.js';
import type { AppMiddleware } from '../http-types.js';

/**
 * One log line per request: method, route pattern (not the raw path, which may carry ids), status, duration.
 * Never headers, bodies, tokens, cookies or personal data.
 */
export function requestLog(logger: Logger): AppMiddleware {
  return async (ctx, next) => {
    const started = process.hrtime.bigint();
    try {
      await next();
    } finally {
      const durationMs = Number(process.hrtime.bigint() - started) / 1e6;
      const route = (ctx as unknown as { _matchedRoute?: string })._matchedRoute ?? (ctx.path.startsWith('/api/') ? 'unmatched' : 'static');
      logger.info({ requestId: ctx.state.requestId, method: ctx.method, route, status: ctx.status, durationMs: Math.round(durationMs * 10) / 10 }, 'request');
    }
  };
}
