import { expect } from 'chai';
import type { TestClient } from './http-client.js';

/**
 * The bank-data sandbox's consent for `banks` (POST /apim/authorise, the sandbox's consent form allowed), then the
 * code exchanged with POST /apim/token (204): the session then holds the access POST /apim/user-data uses.
 */
export async function bankAccess(client: TestClient, appUrl: string, banks: readonly string[]): Promise<void> {
  const start = await client.post('/api/v1/apim/authorise', {});
  expect(start.status, start.text).to.equal(200);
  const consentUrl = new URL(start.body.url as string);
  const form = new URLSearchParams({ state: consentUrl.searchParams.get('state')!, decision: 'allow' });
  for (const bank of banks) form.append('banks', bank);
  const answer = await fetch(new URL('/sandbox/sgfindex/consent', appUrl), { method: 'POST', redirect: 'manual', body: form });
  const back = new URL(answer.headers.get('location')!);
  const token = await client.post('/api/v1/apim/token', { code: back.searchParams.get('code'), state: back.searchParams.get('state') });
  expect(token.status, token.text).to.equal(204);
}

/** The whole bank-data retrieval as the web does it: {@link bankAccess}, then POST /apim/user-data (200). */
export async function importBankData(client: TestClient, appUrl: string, banks: readonly string[]): Promise<void> {
  await bankAccess(client, appUrl, banks);
  const data = await client.post('/api/v1/apim/user-data', {});
  expect(data.status, data.text).to.equal(200);
}
