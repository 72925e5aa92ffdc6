import { PassThrough } from 'node:stream';
import { bodyParser } from '@koa/bodyparser';
import type { AppContext, AppMiddleware } from '../http-types.js';
import { ACCEPTED_REQUEST_CODINGS, readRequestBody } from '../request-body.js';

/** Every call's body, as sent and once decoded (docs/api.md, the opening paragraph). */
export const BODY_LIMIT_BYTES = 100 * 1024;
/** POST /api/v1/import carries a whole export of one's data (docs/api.md "POST /import"): a larger limit, for that path only. */
export const IMPORT_BODY_LIMIT_BYTES = 2 * 1024 * 1024;
export const IMPORT_PATH = '/api/v1/import';
/** A browser's error report (POST /api/v1/client-errors): a message and a stack, never more (docs/decisions.md "Error reporting"). */
export const CLIENT_ERRORS_BODY_LIMIT_BYTES = 16 * 1024;
export const CLIENT_ERRORS_PATH = '/api/v1/client-errors';
const BODY_LIMITS: ReadonlyMap<string, number> = new Map([[IMPORT_PATH, IMPORT_BODY_LIMIT_BYTES], [CLIENT_ERRORS_PATH, CLIENT_ERRORS_BODY_LIMIT_BYTES]]);

/** The methods whose body is read (@koa/bodyparser's own default). */
const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH']);

const noop = async (): Promise<void> => {};

/**
 * The context @koa/bodyparser parses: the request's own, except that co-body reads the body from `req`, here the
 * bytes already read and decoded (nothing left to inflate). The parsed body lands on the real `ctx.request`.
 */
function withDecodedBody(ctx: AppContext, bytes: Buffer): AppContext {
  const decoded = Object.assign(new PassThrough(), { headers: { 'content-length': String(bytes.length) } });
  decoded.end(bytes);
  return Object.create(ctx, { req: { value: decoded } }) as AppContext;
}

/**
 * The API speaks JSON only: a request that carries a body of another type is refused with 415 before anything
 * parses it. The body is read by readRequestBody (gzip, x-gzip, deflate and br are decoded; another coding is 415
 * with Accept-Encoding listing ours): over the path's limit, as sent or once decoded, is 413 without decoding the
 * rest. @koa/bodyparser then parses the bytes with its usual rules (strict JSON, an own `__proto__` refused):
 * malformed JSON is 400. Statuses are mapped by the error handler.
 */
export function jsonBody(): AppMiddleware[] {
  const parse = bodyParser({ enableTypes: ['json'], jsonLimit: IMPORT_BODY_LIMIT_BYTES, jsonStrict: true, encoding: 'utf-8' }) as unknown as AppMiddleware;
  const requireJson: AppMiddleware = async (ctx, next) => {
    const hasBody = (ctx.request.length ?? 0) > 0 || ctx.get('transfer-encoding') !== '';
    if (hasBody && !ctx.is('application/json')) {
      throw Object.assign(new Error('unsupported media type'), { status: 415, expose: true });
    }
    await next();
  };
  const readAndParse: AppMiddleware = async (ctx, next) => {
    if (!BODY_METHODS.has(ctx.method)) return next();
    const limit = BODY_LIMITS.get(ctx.path) ?? BODY_LIMIT_BYTES;
    const bytes = await readRequestBody(ctx.req, { limit }).catch((err: { status?: number }) => {
      if (err.status === 415) ctx.set('Accept-Encoding', ACCEPTED_REQUEST_CODINGS.join(', '));
      throw err;
    });
    await parse(withDecodedBody(ctx, bytes), noop);
    return next();
  };
  return [requireJson, readAndParse];
}
