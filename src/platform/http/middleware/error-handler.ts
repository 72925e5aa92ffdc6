import { BaseError as SequelizeBaseError, ConnectionError } from 'sequelize';
import { DomainError, type ErrorKind, type FieldError } from '../../../shared-kernel/errors.js';
import type { Logger } from '../../logging/logger.js';
import { NO_ERROR_REPORTER, type ErrorReporter } from '../../observability/error-reporter.js';
import { scrubUrl } from '../../../shared-kernel/error-scrub.js';
import type { AppContext } from '../http-types.js';
import { isApiPath } from '../api-path.js';
import { TIME_LIMIT_CODES, timeLimitAnswer, type DeadlineOutcome } from './time-limit-errors.js';

const STATUS_BY_KIND: Record<ErrorKind, number> = {
  validation: 400,
  unauthenticated: 401,
  forbidden: 403,
  'not-found': 404,
  conflict: 409,
  'business-rule': 422,
  'duplicate-session': 440,
  'rate-limited': 429,
  unavailable: 503,
};

export const GENERIC_500 = "Something went wrong and we couldn't complete your request. Please try again later.";
export const UNAVAILABLE_503 = 'The service is temporarily unavailable. Please try again in a moment.';

/** Messages for errors raised by Koa and its body parser (they carry `status` and `expose`). */
const HTTP_MESSAGES: Record<number, { code: string; message: string }> = {
  400: { code: 'REQUEST.MALFORMED', message: 'The request body is not valid JSON.' },
  404: { code: 'REQUEST.NOT_FOUND', message: 'We could not find what you asked for.' },
  405: { code: 'REQUEST.METHOD_NOT_ALLOWED', message: 'This method is not allowed here.' },
  413: { code: 'REQUEST.TOO_LARGE', message: 'The request is too large.' },
  415: { code: 'REQUEST.UNSUPPORTED_MEDIA_TYPE', message: 'Send the request body as JSON (Content-Type: application/json).' },
  501: { code: 'REQUEST.METHOD_NOT_IMPLEMENTED', message: 'This method is not supported.' },
};

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

const PG_UNAVAILABLE_CODES = new Set(['57P01', '57P02', '57P03', '08000', '08001', '08003', '08004', '08006', 'ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE']);

/** True for every way "the database is not reachable right now" shows up: driver, pool or Sequelize wrapper. */
export function isDatabaseUnavailable(err: unknown): boolean {
  if (err instanceof ConnectionError) return true;
  const e = err as { code?: string; original?: { code?: string }; parent?: { code?: string }; name?: string; message?: string };
  if (PG_UNAVAILABLE_CODES.has(e?.code ?? '') || PG_UNAVAILABLE_CODES.has(e?.original?.code ?? '') || PG_UNAVAILABLE_CODES.has(e?.parent?.code ?? '')) return true;
  if (err instanceof SequelizeBaseError && /connect|terminat|Connection/i.test(e.message ?? '')) return true;
  return /Connection terminated|connect ECONNREFUSED/.test(e?.message ?? '');
}

interface ErrorBody {
  errorMessage: string;
  code: string;
  details?: FieldError[];
  requestId: string;
}

/**
 * The one error contract: every failure becomes `{ errorMessage, code, details?, requestId }` with the right status.
 * Also turns an unanswered /api path into a JSON 404 (never the web page).
 */
export function writeError(ctx: AppContext, err: unknown, logger: Logger, reporter: ErrorReporter = NO_ERROR_REPORTER): void {
  const deadline = ctx.state.deadline;
  const outcome: DeadlineOutcome | undefined = deadline && { expiredBy: deadline.expiredBy, changedData: deadline.changedData, write: !READ_METHODS.has(ctx.method) };
  const { status, body } = toErrorResponse(err, ctx.state.requestId, outcome);
  const message = { message: (err as Error)?.message };
  // A time limit doing its job is expected under load, not a fault: a warning without a stack (docs/operations.md
  // "Time limits"). A 501 is the client's choice of method (TRACE, PROPFIND...): the request line says enough.
  if (TIME_LIMIT_CODES.has(body.code)) logger.warn({ requestId: ctx.state.requestId, code: body.code, reason: message.message }, 'request stopped by a time limit');
  else if (status >= 500 && status !== 501) {
    logger.error({ requestId: ctx.state.requestId, err: status === 503 ? message : err }, 'request failed');
    // A fault of ours goes to the error-reporting service too; 503 is the database or a dependency away (the
    // probes and the log say so), not a bug to file (docs/decisions.md "Error reporting").
    if (status === 500) reporter.report(err, { requestId: ctx.state.requestId, route: `${ctx.method} ${scrubUrl(ctx.path)}`, origin: 'server' });
  }
  ctx.status = status;
  ctx.type = 'application/json';
  ctx.body = body;
}

export function isUnansweredApiCall(ctx: AppContext): boolean {
  return ctx.status === 404 && ctx.body === undefined && isApiPath(ctx.path);
}

export const API_NOT_FOUND = Object.assign(new Error('not found'), { status: 404, expose: true });

/** The router's 405 (a known path, another method) comes without a body; its `Allow` header is kept. */
export function isUnansweredMethod(ctx: AppContext): boolean {
  return ctx.status === 405 && ctx.body == null;
}

export const METHOD_NOT_ALLOWED = Object.assign(new Error('method not allowed'), { status: 405, expose: true });

/** What the router implements (@koa/router's methods); Node accepts many more (TRACE, PROPFIND, QUERY...). */
const ROUTED_METHODS = new Set(['HEAD', 'OPTIONS', 'GET', 'PUT', 'PATCH', 'POST', 'DELETE']);

/** @throws a 501 for a method no route of ours can answer, on any path, before any other work is done. */
export function refuseUnroutedMethod(ctx: AppContext): void {
  if (!ROUTED_METHODS.has(ctx.method)) throw Object.assign(new Error('method not implemented'), { status: 501, expose: true });
}

/** `deadline`: how the request's time went, when it had a deadline (the time limits' 503s are worded from it). */
export function toErrorResponse(err: unknown, requestId: string, deadline?: DeadlineOutcome): { status: number; body: ErrorBody } {
  if (err instanceof DomainError) {
    const body: ErrorBody = { errorMessage: err.message, code: err.code, requestId };
    if (err.details) body.details = err.details;
    return { status: STATUS_BY_KIND[err.kind], body };
  }
  const limited = timeLimitAnswer(err, deadline);
  if (limited) return { status: 503, body: { errorMessage: limited.message, code: limited.code, requestId } };
  if (isDatabaseUnavailable(err)) {
    return { status: 503, body: { errorMessage: UNAVAILABLE_503, code: 'SERVICE.UNAVAILABLE', requestId } };
  }
  const e = err as { status?: number; expose?: boolean; type?: string };
  const status = typeof e?.status === 'number' && ((e.status >= 400 && e.status < 500) || e.status === 501) ? e.status : 500;
  if (status !== 500) {
    const known = HTTP_MESSAGES[status] ?? { code: 'REQUEST.INVALID', message: "There's a problem submitting your request. Please try again." };
    return { status, body: { errorMessage: known.message, code: known.code, requestId } };
  }
  return { status: 500, body: { errorMessage: GENERIC_500, code: 'SERVICE.INTERNAL_ERROR', requestId } };
}
