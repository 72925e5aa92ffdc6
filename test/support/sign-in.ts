import { expect } from 'chai';
import type { TestClient } from './http-client.js';

/** Myinfo personas of mockpass 4.3.4 (NRIC + Singpass UUID), see the Singpass guide §8. */
export const PERSONAS = {
  limYongXiang: { nric: 'S9812379B', uuid: '952b0342-0649-a6fe-245b-87cfcc3d38da', name: 'LIM YONG XIANG' },
  tanHengHuat: { nric: 'S9812381D', uuid: 'b6cb9308-733b-42b3-ad38-9b5afc890206', name: 'TAN HENG HUAT' },
  bernardWong: { nric: 'S9912375C', uuid: 'ecd49227-a270-a77a-249b-bd7b46ca0dd9', name: 'BERNARD WONG' },
} as const;
export type Persona = { nric: string; uuid: string };

/** Asks mockpass for a code as the given persona (headers choose it), without a browser. */
export async function authorizationCodeFor(authorizationUrl: string, persona: Persona): Promise<{ code: string; state: string }> {
  const res = await fetch(authorizationUrl, { redirect: 'manual', headers: { 'X-Custom-NRIC': persona.nric, 'X-Custom-UUID': persona.uuid } });
  const location = res.headers.get('location');
  if (res.status !== 302 || !location) throw new Error(`mockpass did not redirect (status ${res.status})`);
  const params = new URL(location).searchParams;
  return { code: params.get('code')!, state: params.get('state')! };
}

/** Signs the client in as `persona` through the real flow: authorize -> mockpass -> callback. Returns the profile. */
export async function signIn(client: TestClient, persona: Persona) {
  const start = await client.get('/api/v1/auth/singpass/authorize');
  expect(start.status, start.text).to.equal(200);
  const { code, state } = await authorizationCodeFor(start.body.authorizationUrl, persona);
  const done = await client.post('/api/v1/auth/singpass/callback', { code, state });
  expect(done.status, done.text).to.equal(200);
  return done.body;
}
