import { Stream } from 'node:stream';
import compress from 'koa-compress';
import type { AppMiddleware } from '../http-types.js';

const COMPRESSING_CLIENT = /\b(gzip|deflate|br)\b/i;

/**
 * Responses are compressed (gzip/deflate above 1 KB) for clients that ask for it.
 *
 * Two costs avoided on every response: koa-compress measures the body before its early exits, and for a JSON
 * object that means a JSON.stringify which Koa then repeats when it sends the body. So JSON is serialised once,
 * here, and a client that accepts no compression skips koa-compress altogether (Vary is still sent, so caches
 * keep the two apart).
 */
export function compression(): AppMiddleware {
  const gzip = compress({ threshold: 1024, br: false }) as unknown as AppMiddleware;
  const serializeJsonOnce: AppMiddleware = async (ctx, next) => {
    await next();
    const body: unknown = ctx.body;
    if (body !== null && typeof body === 'object' && !Buffer.isBuffer(body) && !(body instanceof Stream)) {
      ctx.body = JSON.stringify(body); // Content-Type stays application/json: Koa set it with the object
    }
  };
  return (ctx, next) => {
    if (COMPRESSING_CLIENT.test(ctx.get('accept-encoding'))) return gzip(ctx, () => serializeJsonOnce(ctx, next));
    ctx.vary('Accept-Encoding');
    return serializeJsonOnce(ctx, next);
  };
}
