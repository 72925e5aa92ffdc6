import type { Logger } from '../../logging/logger.js';
import type { AppContext } from '../http-types.js';
import { isApiPath } from '../api-path.js';

/**
 * One log line per request: method, route pattern (not the raw path, which may carry ids), status, duration.
 * Never headers, bodies, tokens, cookies or personal data.
 */
export function logRequest(logger: Logger, ctx: AppContext, startedNs: bigint): void {
  if (!logger.isLevelEnabled('info')) return;
  const durationMs = Number(process.hrtime.bigint() - startedNs) / 1e6;
  const route = (ctx as unknown as { _matchedRoute?: string })._matchedRoute ?? (isApiPath(ctx.path) ? 'unmatched' : 'static');
  logger.info({ requestId: ctx.state.requestId, method: ctx.method, route, status: ctx.status, durationMs: Math.round(durationMs * 10) / 10 }, 'request');
}
