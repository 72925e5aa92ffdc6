import { bodyParser } from '@koa/bodyparser';
import type { AppMiddleware } from '../http-types.js';

export const BODY_LIMIT = '100kb';
/** POST /api/v1/import carries a whole export of one's data (docs/api.md "POST /import"): a larger limit, for that path only. */
export const IMPORT_BODY_LIMIT = '2mb';
export const IMPORT_PATH = '/api/v1/import';

/**
 * The API speaks JSON only: a request that carries a body of another type is refused with 415 before anything
 * parses it; a JSON body over the limit is 413, malformed JSON is 400 (statuses mapped by the error handler).
 */
export function jsonBody(): AppMiddleware[] {
  const parseSmall = bodyParser({ enableTypes: ['json'], jsonLimit: BODY_LIMIT, jsonStrict: true, encoding: 'utf-8' }) as unknown as AppMiddleware;
  const parseImport = bodyParser({ enableTypes: ['json'], jsonLimit: IMPORT_BODY_LIMIT, jsonStrict: true, encoding: 'utf-8' }) as unknown as AppMiddleware;
  const parse: AppMiddleware = (ctx, next) => (ctx.path === IMPORT_PATH ? parseImport(ctx, next) : parseSmall(ctx, next));
  const requireJson: AppMiddleware = async (ctx, next) => {
    const hasBody = (ctx.request.length ?? 0) > 0 || ctx.get('transfer-encoding') !== '';
    if (hasBody && !ctx.is('application/json')) {
      throw Object.assign(new Error('unsupported media type'), { status: 415, expose: true });
    }
    await next();
  };
  return [requireJson, parse];
}
