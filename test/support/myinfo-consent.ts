import { expect } from 'chai';
import type { TestClient } from './http-client.js';

/**
 * POST /myinfo/authorise, then the resident (as `nric`) allows the consent form at mockpass's Myinfo: the code and
 * state our /my-info-data-callback page would receive.
 */
export async function myinfoConsent(client: TestClient, nric: string): Promise<{ code: string; state: string }> {
  const start = await client.post('/api/v1/myinfo/authorise', {});
  expect(start.status, start.text).to.equal(200);
  const url = new URL(start.body.url as string);
  const decision = await fetch(new URL('/consent/oauth2/authorize', url.origin), {
    method: 'POST',
    redirect: 'manual',
    headers: { cookie: `connect.sid=${nric}`, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      scope: url.searchParams.get('attributes')!.replace(/,/g, ' '),
      state: url.searchParams.get('state')!,
      client_id: url.searchParams.get('client_id')!,
      redirect_uri: url.searchParams.get('redirect_uri')!,
      decision: 'allow',
    }),
  });
  const back = new URL(decision.headers.get('location')!);
  expect(back.pathname).to.equal('/my-info-data-callback');
  return { code: back.searchParams.get('code')!, state: back.searchParams.get('state')! };
}

/** The whole Myinfo retrieval as the resident `nric` allows it: consent, then POST /myinfo/token (200). */
export async function importMyinfo(client: TestClient, nric: string): Promise<void> {
  const token = await client.post('/api/v1/myinfo/token', await myinfoConsent(client, nric));
  expect(token.status, token.text).to.equal(200);
}

/**
 * POST /myinfo/income-offers (docs/decisions.md "Imports ask before they add"): the resident ticks these incomes of
 * the notice ('noa:EMPLOYMENT', ...) and confirms; only they go into the cashflow. 200 expected.
 */
export async function tickMyinfoIncomes(client: TestClient, ticked: readonly string[]): Promise<void> {
  const confirmed = await client.post('/api/v1/myinfo/income-offers', { ticked });
  expect(confirmed.status, confirmed.text).to.equal(200);
}
