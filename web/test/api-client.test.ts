/// <reference types="mocha" />
import { expect } from 'chai';
import { ApiClient, ApiError, type ApiClientDeps } from '../src/app/api-client';
import { DEFAULT_ERROR_MESSAGES, defaultErrorMessage, shouldRetry, signOutReasonFor } from '../src/app/api-policy';
import type { LogoutReason } from '../src/identity/logout-reasons';

type Step = { status: number; body?: unknown } | 'network-error';

/** A client whose fetch answers with the given steps in order, recording everything it was asked to do. */
function harness(steps: Step[], path = '/dashboard') {
  const calls: Array<{ url: string; init: RequestInit }> = [];
  const sleeps: number[] = [];
  const signOuts: LogoutReason[] = [];
  const toasts: string[] = [];
  const fetch: ApiClientDeps['fetch'] = async (input, init) => {
    calls.push({ url: String(input), init: init ?? {} });
    const step = steps[Math.min(calls.length - 1, steps.length - 1)];
    if (step === undefined || step === 'network-error') throw new TypeError('Failed to fetch');
    const text = step.body === undefined ? '' : JSON.stringify(step.body);
    return new Response(step.status === 204 ? null : text, { status: step.status });
  };
  const client = new ApiClient({
    fetch,
    sleep: async (ms) => void sleeps.push(ms),
    signOut: (reason) => void signOuts.push(reason),
    showErrorToast: (message) => void toasts.push(message),
    currentPath: () => path,
  });
  return { client, calls, sleeps, signOuts, toasts };
}

async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    return error as ApiError;
  }
  throw new Error('expected the call to fail');
}

describe('api-policy', () => {
  describe('shouldRetry', () => {
    it('retries idempotent methods on network errors and 5xx', () => {
      for (const method of ['GET', 'PUT', 'DELETE', 'HEAD']) {
        expect(shouldRetry(method, { kind: 'network-error' }), method).to.equal(true);
        expect(shouldRetry(method, { kind: 'response', status: 503 }), method).to.equal(true);
      }
    });
    it('never retries POST or PATCH', () => {
      expect(shouldRetry('POST', { kind: 'network-error' })).to.equal(false);
      expect(shouldRetry('PATCH', { kind: 'response', status: 500 })).to.equal(false);
    });
    it('does not retry 4xx', () => {
      expect(shouldRetry('GET', { kind: 'response', status: 404 })).to.equal(false);
      expect(shouldRetry('GET', { kind: 'response', status: 401 })).to.equal(false);
    });
  });

  describe('signOutReasonFor', () => {
    it('maps 401 to an expired token and 440 to a duplicate session', () => {
      expect(signOutReasonFor(401, '/dashboard')).to.equal('access-token-expired');
      expect(signOutReasonFor(440, '/dashboard')).to.equal('duplicate-session');
    });
    it('ignores 401 on callback pages', () => {
      expect(signOutReasonFor(401, '/sp-callback')).to.equal(null);
      expect(signOutReasonFor(401, '/my-info-data-callback')).to.equal(null);
    });
    it('still signs out a duplicate session on a callback page', () => {
      expect(signOutReasonFor(440, '/apim-callback')).to.equal('duplicate-session');
    });
    it('leaves other statuses alone', () => {
      expect(signOutReasonFor(403, '/dashboard')).to.equal(null);
      expect(signOutReasonFor(500, '/dashboard')).to.equal(null);
    });
  });

  describe('defaultErrorMessage', () => {
    it("prefers the server's errorMessage", () => {
      expect(defaultErrorMessage(422, 'Target date must be in the future')).to.equal('Target date must be in the future');
    });
    it('uses the spec texts by status', () => {
      expect(defaultErrorMessage(400)).to.equal("There's a problem submitting your request. Please try again.");
      expect(defaultErrorMessage(401)).to.equal('Your session has expired. Refresh the page to sign in again.');
      expect(defaultErrorMessage(500)).to.equal(
        "Something went wrong and we couldn't complete your request. Please try again later.",
      );
      expect(defaultErrorMessage(0)).to.equal(DEFAULT_ERROR_MESSAGES.other);
    });
    it('ignores a blank server message', () => {
      expect(defaultErrorMessage(400, '  ')).to.equal(DEFAULT_ERROR_MESSAGES.badRequest);
    });
  });
});

describe('ApiClient', () => {
  describe('a successful call', () => {
    it('sends cookies and JSON under /api/v1 and returns the parsed body', async () => {
      const h = harness([{ status: 200, body: { id: 'u1' } }]);
      const user = await h.client.post<{ id: string }>('/auth/singpass/callback', { code: 'c', state: 's' });
      expect(user).to.deep.equal({ id: 'u1' });
      expect(h.calls).to.have.length(1);
      expect(h.calls[0]!.url).to.equal('/api/v1/auth/singpass/callback');
      expect(h.calls[0]!.init.credentials).to.equal('same-origin');
      expect(h.calls[0]!.init.method).to.equal('POST');
      expect(h.calls[0]!.init.body).to.equal('{"code":"c","state":"s"}');
      expect((h.calls[0]!.init.headers as Record<string, string>)['Content-Type']).to.equal('application/json');
    });
    it('returns undefined for 204', async () => {
      const h = harness([{ status: 204 }]);
      expect(await h.client.delete('/auth/token')).to.equal(undefined);
    });
    it('can call paths outside the API prefix', async () => {
      const h = harness([{ status: 200, body: { version: '3.18.8' } }]);
      await h.client.get('/meta.json', { absolutePath: true });
      expect(h.calls[0]!.url).to.equal('/meta.json');
    });
  });

  describe('retries', () => {
    it('retries a GET 3 times, 500 ms apart, then succeeds', async () => {
      const h = harness(['network-error', { status: 502 }, { status: 503 }, { status: 200, body: { ok: 1 } }]);
      expect(await h.client.get('/user')).to.deep.equal({ ok: 1 });
      expect(h.calls).to.have.length(4);
      expect(h.sleeps).to.deep.equal([500, 500, 500]);
      expect(h.toasts).to.deep.equal([]);
    });
    it('gives up after 4 attempts and shows one toast', async () => {
      const h = harness([{ status: 500 }]);
      const error = await rejection(h.client.get('/user'));
      expect(error.status).to.equal(500);
      expect(h.calls).to.have.length(4);
      expect(h.toasts).to.deep.equal([DEFAULT_ERROR_MESSAGES.other]);
    });
    it('does not retry a POST', async () => {
      const h = harness([{ status: 500 }]);
      await rejection(h.client.post('/auth/refresh'));
      expect(h.calls).to.have.length(1);
      expect(h.sleeps).to.deep.equal([]);
    });
    it('reports a network failure as status 0', async () => {
      const h = harness(['network-error']);
      const error = await rejection(h.client.put('/module-status', {}));
      expect(error.status).to.equal(0);
      expect(h.calls).to.have.length(4);
    });
  });

  describe('errors', () => {
    it("toasts the server's errorMessage and exposes the body", async () => {
      const body = { errorMessage: 'Email already verified', code: 'EMAIL.ALREADY_VERIFIED', requestId: 'r1' };
      const h = harness([{ status: 409, body }]);
      const error = await rejection(h.client.post('/email/verify-email', {}));
      expect(error.message).to.equal('Email already verified');
      expect(error.code).to.equal('EMAIL.ALREADY_VERIFIED');
      expect(h.toasts).to.deep.equal(['Email already verified']);
    });
    it('stays quiet when asked', async () => {
      const h = harness([{ status: 400 }]);
      await rejection(h.client.post('/x', {}, { quiet: true }));
      expect(h.toasts).to.deep.equal([]);
    });
    it('signs out on 401 without a toast', async () => {
      const h = harness([{ status: 401 }]);
      await rejection(h.client.get('/user'));
      expect(h.signOuts).to.deep.equal(['access-token-expired']);
      expect(h.toasts).to.deep.equal([]);
      expect(h.calls).to.have.length(1);
    });
    it('signs out as a duplicate session on 440', async () => {
      const h = harness([{ status: 440 }]);
      await rejection(h.client.post('/auth/refresh'));
      expect(h.signOuts).to.deep.equal(['duplicate-session']);
    });
    it('on a callback page a 401 is an ordinary error', async () => {
      const h = harness([{ status: 401 }], '/sp-callback');
      await rejection(h.client.post('/auth/singpass/callback', {}));
      expect(h.signOuts).to.deep.equal([]);
      expect(h.toasts).to.deep.equal(['Your session has expired. Refresh the page to sign in again.']);
    });
    it('skips session handling when asked (start-up check)', async () => {
      const h = harness([{ status: 401 }]);
      await rejection(h.client.get('/user', { skipSessionHandling: true, quiet: true }));
      expect(h.signOuts).to.deep.equal([]);
      expect(h.toasts).to.deep.equal([]);
    });
    it('rethrows an abort without retrying', async () => {
      const controller = new AbortController();
      controller.abort();
      const h = harness(['network-error']);
      const error = await rejection(h.client.get('/user', { signal: controller.signal }));
      expect(error).to.not.be.instanceOf(ApiError);
      expect(h.calls).to.have.length(1);
    });
  });
});
