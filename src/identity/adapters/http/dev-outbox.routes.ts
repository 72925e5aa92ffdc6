import type { Environment } from '../../../platform/config/config.js';
import type { ApiRoutes } from '../../../platform/http/http-types.js';
import type { EmailOutbox } from '../../ports/email-sender.js';
import type { OutboxResponse } from './identity.contract.js';

export const OUTBOX_PAGE_SIZE = 50;

/** Whether GET /dev/outbox exists: a local developer tool, never in production. */
export function exposesDevOutbox(environment: Environment): boolean {
  return environment !== 'production';
}

/**
 * GET /dev/outbox: the emails the development outbox holds, newest first, at most 50. No session (a developer
 * reads it, e.g. to follow a verification link); in production nothing is mounted, so the path is a 404.
 */
export function devOutboxRoutes(environment: Environment, outbox: EmailOutbox): ApiRoutes {
  return {
    name: 'identity.dev-outbox',
    mount(router) {
      if (!exposesDevOutbox(environment)) return;
      router.get('/dev/outbox', async (ctx) => {
        const entries = await outbox.latest(OUTBOX_PAGE_SIZE);
        const body: OutboxResponse = { messages: entries.map((e) => ({ ...e, createdAt: e.createdAt.toISOString() })) };
        ctx.set('Cache-Control', 'no-store');
        ctx.body = body;
      });
    },
  };
}
