/** GET /api/v1/dev/outbox (development and test servers only; 404 in production). */
import type { OutboxMessage, OutboxResponse } from '../../../src/identity/adapters/http/identity.contract.js';
import type { ApiClient } from '../app/api-client';

export async function fetchOutbox(api: ApiClient): Promise<OutboxMessage[]> {
  const { messages } = await api.get<OutboxResponse>('/dev/outbox', { quiet: true });
  return messages;
}
