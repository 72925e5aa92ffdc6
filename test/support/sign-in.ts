import { expect } from 'chai';
import type { TestClient } from './http-client.js';
import { PERSONAS as BY_NRIC, signInCodeFor, type MockpassPersona } from './mockpass.js';

/** Named personas for readable tests (the NRIC-keyed table is in ./mockpass.ts). */
export const PERSONAS = {
  limYongXiang: BY_NRIC.S9812379B,
  tanHengHuat: BY_NRIC.S9812381D,
  bernardWong: BY_NRIC.S9912375C,
} as const;

export const authorizationCodeFor = signInCodeFor;

/** Signs the client in as `persona` through the real flow: authorize -> mockpass -> callback. Returns the profile. */
export async function signIn(client: TestClient, persona: MockpassPersona) {
  const start = await client.get('/api/v1/auth/singpass/authorize');
  expect(start.status, start.text).to.equal(200);
  const { code, state } = await signInCodeFor(start.body.authorizationUrl, persona);
  const done = await client.post('/api/v1/auth/singpass/callback', { code, state });
  expect(done.status, done.text).to.equal(200);
  return done.body;
}

/** A PATCH /user body consenting to the app terms and the notice of collection (the server records its own time). */
export const CONSENT_BODY = { consentedToAppTNCAt: '1999-01-01T00:00:00.000Z', latestConsentedToAppNOCAt: '1999-01-01T00:00:00.000Z' };

/** Signs the client in as `persona` and consents to the app terms and the notice of collection. Returns the profile. */
export async function signInConsented(client: TestClient, persona: MockpassPersona) {
  await signIn(client, persona);
  const res = await client.request('PATCH', '/api/v1/user', { json: CONSENT_BODY });
  expect(res.status, res.text).to.equal(200);
  return res.body;
}

/** Signs `persona` in, consents, and answers every onboarding question (email verification deferred). */
export async function signInOnboarded(client: TestClient, persona: MockpassPersona) {
  await signInConsented(client, persona);
  const res = await client.request('PATCH', '/api/v1/user', {
    json: {
      name: 'TEST RESIDENT',
      dob: '1990-05-17',
      sex: 'F',
      maritalStatus: 'S',
      residentialStatus: 'CITIZEN',
      employmentStatusRange: 'FULL_PART_TIME',
      workYearsRange: '3_TO_5',
      email: 'resident@example.com',
      deferEmailVerification: true,
    },
  });
  expect(res.status, res.text).to.equal(200);
  expect(res.body.onboardingComplete, 'onboarded').to.equal(true);
  return res.body;
}
