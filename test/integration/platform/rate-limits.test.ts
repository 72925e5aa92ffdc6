import { expect } from 'chai';
import { appPerSuite } from '../../support/test-app.js';
import { PERSONAS, signIn } from '../../support/sign-in.js';
import type { TestResponse } from '../../support/http-client.js';

function expectTooMany(res: TestResponse): void {
  expect(res.status, res.text).to.equal(429);
  expect(res.body).to.include({ code: 'REQUEST.TOO_MANY', errorMessage: 'You are sending requests too quickly. Please wait a moment and try again.' });
  expect(res.body.requestId).to.equal(res.headers.get('x-request-id'));
  expect(Number(res.headers.get('retry-after'))).to.be.within(1, 60);
}

describe('Rate limits (docs/operations.md "Rate limits")', () => {
  describe('anonymous calls, per client address', () => {
    const t = appPerSuite({ env: { RATE_LIMIT_ANONYMOUS_PER_MINUTE: '6', RATE_LIMIT_SIGNED_IN_PER_MINUTE: '1000' } });

    it('counts every public call of an address together and answers 429 with Retry-After past the limit; probes and signed-in residents go on', async () => {
      const resident = t.client();
      await signIn(resident, PERSONAS.limYongXiang); // authorize + callback: 2 anonymous calls

      const visitor = t.client();
      expect((await visitor.get('/api/v1/fx-rates/latest')).status).to.equal(200);
      expect((await visitor.get('/api/v1/maintenance-schedule')).status).to.equal(200);
      expect((await visitor.post('/api/v1/auth/singpass/callback', { code: 'c', state: 's' })).status).to.equal(401);
      expect((await visitor.get('/api/v1/auth/singpass/authorize')).status).to.equal(200);

      expectTooMany(await visitor.get('/api/v1/auth/singpass/authorize'));
      expectTooMany(await t.client().get('/api/v1/fx-rates/latest'));
      expectTooMany(await t.client().post('/api/v1/auth/singpass/callback', { code: 'c', state: 's' }));

      expect((await t.client().get('/api/v1/health')).status).to.equal(200);
      expect((await t.client().get('/api/v1/ready')).status).to.equal(200);
      expect((await resident.get('/api/v1/user')).status).to.equal(200);
    });

    it('does not trust X-Forwarded-For outside production: a forged address is the same client', async () => {
      for (const forged of ['203.0.113.1', '203.0.113.2', '198.51.100.7']) {
        expectTooMany(await t.client().get('/api/v1/fx-rates/latest', { 'x-forwarded-for': forged }));
      }
    });
  });

  describe('signed-in calls, per resident', () => {
    const t = appPerSuite({ env: { RATE_LIMIT_ANONYMOUS_PER_MINUTE: '1000', RATE_LIMIT_SIGNED_IN_PER_MINUTE: '3' } });

    it('limits each resident separately from other residents and from anonymous visitors', async () => {
      const first = t.client();
      const second = t.client();
      await signIn(first, PERSONAS.limYongXiang);
      await signIn(second, PERSONAS.tanHengHuat);
      for (let i = 0; i < 3; i++) expect((await first.get('/api/v1/user')).status).to.equal(200);
      expectTooMany(await first.get('/api/v1/user'));
      expect((await second.get('/api/v1/user')).status).to.equal(200);
      expect((await t.client().get('/api/v1/fx-rates/latest')).status).to.equal(200);
    });
  });
});
