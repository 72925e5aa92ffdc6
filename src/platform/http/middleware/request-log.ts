import type { Logger } from '../../logging/logger.js';
import type { AppContext } from '../http-types.js';
import { isApiPath } from '../api-path.js';

/**
 * The level of a request's log line. In development (`quiet`) an answered request is a debug line, so the
 * "running at" line of `make start` stays on screen while the app is clicked through (LOG_LEVEL=debug shows them);
 * a 4xx or 5xx is always info, as is every request in production.
 */
export function requestLogLevel(status: number, quiet: boolean): 'info' | 'debug' {
  return quiet && status < 400 ? 'debug' : 'info';
}

/**
 * One log line per request: method, route pattern (not the raw path, which may carry ids), status, duration.
 * Never headers, bodies, tokens, cookies or personal data.
 */
export function logRequest(logger: Logger, ctx: AppContext, startedNs: bigint, quiet = false): void {
  const level = requestLogLevel(ctx.status, quiet);
  if (!logger.isLevelEnabled(level)) return;
  const durationMs = Number(process.hrtime.bigint() - startedNs) / 1e6;
  const route = (ctx as unknown as { _matchedRoute?: string })._matchedRoute ?? (isApiPath(ctx.path) ? 'unmatched' : 'static');
  logger[level]({ requestId: ctx.state.requestId, method: ctx.method, route, status: ctx.status, durationMs: Math.round(durationMs * 10) / 10 }, 'request');
}
