import { expect } from 'chai';
import { PERSONAS as BY_NRIC } from './mockpass.js';
import { signIn } from './sign-in.js';
import type { TestClient } from './http-client.js';

export type GatedCall = readonly [method: string, path: string, body: unknown];

/**
 * The two gates every money call sits behind (spec 1 §4): 401 with no session, 403 before the resident has
 * consented to the terms. One `it` per call, so a call that slips a gate is named in the failure.
 */
export function itAnswers401SignedOutAnd403BeforeConsent(suite: { client(): TestClient }, calls: readonly GatedCall[]): void {
  describe('answers 401 signed out and 403 before consent', () => {
    for (const [method, path, body] of calls) {
      it(`${method} ${path}`, async () => {
        const signedOut = await suite.client().request(method, path, { json: body });
        expect(signedOut.status).to.equal(401);
        expect(signedOut.body.code).to.equal('IDENTITY.NOT_SIGNED_IN');
        const client = suite.client();
        await signIn(client, BY_NRIC.S9912365F);
        const early = await client.request(method, path, { json: body });
        expect(early.status).to.equal(403);
        expect(early.body.code).to.equal('IDENTITY.CONSENT_REQUIRED');
      });
    }
  });
}
