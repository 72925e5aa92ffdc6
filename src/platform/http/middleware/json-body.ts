import { bodyParser } from '@koa/bodyparser';
import type { AppMiddleware } from '../http-types.js';

export const BODY_LIMIT = '100kb';

/**
 * The API speaks JSON only: a request that carries a body of another type is refused with 415 before anything
 * parses it; a JSON body over the limit is 413, malformed JSON is 400 (statuses mapped by the error handler).
 */
export function jsonBody(): AppMiddleware[] {
  const parse = bodyParser({ enableTypes: ['json'], jsonLimit: BODY_LIMIT, jsonStrict: true, encoding: 'utf-8' });
  const requireJson: AppMiddleware = async (ctx, next) => {
    const hasBody = (ctx.request.length ?? 0) > 0 || ctx.get('transfer-encoding') !== '';
    if (hasBody && !ctx.is('application/json')) {
      throw Object.assign(new Error('unsupported media type'), { status: 415, expose: true });
    }
    await next();
  };
  return [requireJson, parse as unknown as AppMiddleware];
}
