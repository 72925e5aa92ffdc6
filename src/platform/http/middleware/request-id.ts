import { randomUUID } from 'node:crypto';
import type { AppContext } from '../http-types.js';

const SAFE_ID = /^[A-Za-z0-9._-]{8,64}$/;

/** Every request gets an id (a proxy's X-Request-Id is kept when it looks safe) echoed on the response. */
export function assignRequestId(ctx: AppContext): void {
  const incoming = ctx.get('x-request-id');
  ctx.state.requestId = SAFE_ID.test(incoming) ? incoming : randomUUID();
  ctx.set('X-Request-Id', ctx.state.requestId);
}
