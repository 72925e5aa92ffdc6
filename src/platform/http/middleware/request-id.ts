import { randomUUID } from 'node:crypto';
import type { AppMiddleware } from '../http-types.js';

const SAFE_ID = /^[A-Za-z0-9._-]{8,64}$/;

/** Every request gets an id (a proxy's X-Request-Id is kept when it looks safe) echoed on the response. */
export const requestId: AppMiddleware = async (ctx, next) => {
  const incoming = ctx.get('x-request-id');
  ctx.state.requestId = SAFE_ID.test(incoming) ? incoming : randomUUID();
  ctx.set('X-Request-Id', ctx.state.requestId);
  await next();
};
