import { Stream } from 'node:stream';
import compress from 'koa-compress';
import type { AppMiddleware } from '../http-types.js';

const COMPRESSING_CLIENT = /\b(gzip|deflate|br)\b/i;
/** Below this a response fits in the first packets: compressing it costs more than it saves. */
const THRESHOLD = 1024;
const nothingMore = () => Promise.resolve();

/**
 * API responses (and anything else the app writes) are gzipped above 1 KB for clients that ask for it. The web app's
 * files are not: the build compresses them once and static-spa.ts serves those (`ctx.compress = false`).
 *
 * Every response says `Vary: Accept-Encoding`, compressed or not, so caches keep the two apart. The work is done
 * after the route has answered, and only the responses that can be compressed meet koa-compress (it decides from the
 * response alone, so it is handed the finished one): small JSON, the bulk of the API, pays for one length check.
 * JSON is serialised once, here: koa-compress would measure an object body with a JSON.stringify that Koa then
 * repeats when it sends it (docs/decisions.md "Middleware cost").
 */
export function compression(): AppMiddleware {
  const gzip = compress({ threshold: THRESHOLD, br: false }) as unknown as AppMiddleware;
  return async (ctx, next) => {
    // Nothing before this layer sets Vary, so it is set, not merged (ctx.vary parses the header on every call).
    ctx.set('Vary', 'Accept-Encoding');
    await next();
    let body: unknown = ctx.body;
    if (body === null || body === undefined) return;
    if (typeof body === 'object' && !Buffer.isBuffer(body) && !(body instanceof Stream)) {
      body = ctx.body = JSON.stringify(body); // Content-Type stays application/json: Koa set it with the object
    }
    if (ctx.compress === false) return;
    if (typeof body === 'string' ? body.length < THRESHOLD && Buffer.byteLength(body) < THRESHOLD : Buffer.isBuffer(body) && body.length < THRESHOLD) return;
    if (!COMPRESSING_CLIENT.test(ctx.get('accept-encoding'))) return;
    await gzip(ctx, nothingMore);
  };
}
