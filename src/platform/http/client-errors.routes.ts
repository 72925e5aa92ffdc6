import Joi from 'joi';
import type { Logger } from '../logging/logger.js';
import type { ErrorReporter } from '../observability/error-reporter.js';
import { scrubText, scrubUrl } from '../../shared-kernel/error-scrub.js';
import type { ApiRoutes } from './http-types.js';
import { routeRateLimit } from './middleware/rate-limit.js';
import { validate } from './validation/validate.js';

/** What the browser sends (web/src/app/error-reporting.ts); the byte cap is json-body.ts's CLIENT_ERRORS_BODY_LIMIT_BYTES. */
export const clientErrorSchema = Joi.object({
  kind: Joi.string().valid('error', 'unhandledrejection', 'render').required(),
  message: Joi.string().allow('').max(2_000).required(),
  stack: Joi.string().allow('').max(10_000),
  /** the page's path, as the browser had it */
  page: Joi.string().allow('').max(2_000).required(),
  /** the web build's version */
  release: Joi.string().max(40).pattern(/^[\w.+-]+$/),
});

/** A browser error that has come this far, turned back into an Error for the reporting service. */
function asError(message: string, stack: string | undefined): Error {
  const error = new Error(message);
  error.name = 'BrowserError';
  if (stack) error.stack = stack;
  return error;
}

/**
 * POST /api/v1/client-errors (docs/api.md): the browser's errors when no error-reporting service takes them directly
 * (docs/decisions.md "Error reporting"). Scrubbed, then logged at warn with the request id; passed on to the service
 * too when one is configured (a browser whose SDK could not load still gets heard). Open to visitors (a page fails
 * before sign-in too), under its own rate limit; answers 204 with nothing to read.
 */
export function clientErrorRoutes(deps: { logger: Logger; reporter: ErrorReporter; perMinute: number }): ApiRoutes {
  return {
    name: 'client-errors',
    mount(router) {
      router.post('/client-errors', routeRateLimit('client-errors', deps.perMinute), validate({ body: clientErrorSchema }), (ctx) => {
        const sent = ctx.request.body as { kind: string; message: string; stack?: string; page: string; release?: string };
        const report = { kind: sent.kind, message: scrubText(sent.message), stack: sent.stack ? scrubText(sent.stack) : undefined, page: scrubUrl(sent.page), release: sent.release };
        deps.logger.warn({ requestId: ctx.state.requestId, clientError: report }, 'browser error');
        if (deps.reporter.active) deps.reporter.report(asError(report.message, report.stack), { requestId: ctx.state.requestId, route: report.page, origin: 'browser' });
        ctx.status = 204;
      });
    },
  };
}
