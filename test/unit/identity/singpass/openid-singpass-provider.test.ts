import { expect } from 'chai';
import { LoginRejected } from '../../../../src/identity/domain/identity-errors.js';
import type { PendingLogin } from '../../../../src/identity/ports/singpass-provider.js';
import { ManualClock } from '../../../../src/shared-kernel/clock.js';
import { FAKE_NOW, PERSONA, REDIRECT_URI, rig, type Rig } from './harness.js';

/** Asserts the promise fails with LoginRejected and returns the error for a look at its reason. */
async function rejected(promise: Promise<unknown>): Promise<LoginRejected> {
  try {
    await promise;
  } catch (err) {
    expect(err).to.be.instanceOf(LoginRejected);
    return err as LoginRejected;
  }
  expect.fail('expected a LoginRejected');
}

/** beginLogin, then the person signs in at the fake; the pending login goes through JSON like a session store. */
async function signIn(r: Rig): Promise<{ pending: PendingLogin; code: string; state: string }> {
  const { authorizationUrl, pending } = await r.rp.beginLogin();
  const { code, state } = r.op.authorize(authorizationUrl, PERSONA);
  return { pending: JSON.parse(JSON.stringify(pending)) as PendingLogin, code, state };
}

for (const mode of ['legacy', 'fapi'] as const) {
  describe(`OpenIdSingpassProvider (${mode} mode)`, () => {
    let r: Rig;
    beforeEach(async () => {
      r = await rig(mode);
    });

    describe('when the person signs in and everything checks out', () => {
      it('returns their Singpass UUID and NRIC', async () => {
        const { pending, code, state } = await signIn(r);
        const identity = await r.rp.completeLogin({ code, state }, pending);
        expect(identity).to.deep.equal({ uuid: 'b6cb9308-733b-42b3-ad38-9b5afc890206', nric: 'S9812381D' });
      });

      it('completes in another server process from the pending login alone', async () => {
        const { pending, code, state } = await signIn(r);
        const identity = await r.otherProcess().completeLogin({ code, state }, pending);
        expect(identity.uuid).to.equal('b6cb9308-733b-42b3-ad38-9b5afc890206');
      });

      it('uses fresh state and nonce of at least 30 characters and a PKCE S256 challenge', async () => {
        const first = await r.rp.beginLogin();
        const second = await r.rp.beginLogin();
        expect(first.pending.state).to.have.length.of.at.least(30);
        expect(first.pending.nonce).to.have.length.of.at.least(30);
        expect(first.pending.codeVerifier).to.have.length.of.at.least(43);
        expect(second.pending.state).to.not.equal(first.pending.state);
        expect(second.pending.nonce).to.not.equal(first.pending.nonce);
      });
    });

    describe('when the callback or the ID token is wrong', () => {
      it('rejects a callback whose state is not the pending login\'s, without calling the token endpoint', async () => {
        const { pending, code } = await signIn(r);
        const err = await rejected(r.rp.completeLogin({ code, state: `${pending.state}x` }, pending));
        expect(err.message).to.contain('state mismatch');
        expect(r.op.requestsTo('/token')).to.have.length(0);
      });

      it('rejects an ID token from another issuer', async () => {
        const { pending, code, state } = await signIn(r);
        r.op.tamper = { issuer: 'https://evil.example/singpass' };
        expect((await rejected(r.rp.completeLogin({ code, state }, pending))).message).to.contain('ID token iss mismatch');
      });

      it('rejects an ID token meant for another client', async () => {
        const { pending, code, state } = await signIn(r);
        r.op.tamper = { audience: 'someone-else' };
        expect((await rejected(r.rp.completeLogin({ code, state }, pending))).message).to.contain('ID token aud mismatch');
      });

      it('rejects an expired ID token', async () => {
        const { pending, code, state } = await signIn(r);
        // 60 s past expiry: beyond openid-client's 30 s tolerance.
        r.op.tamper = { lifetimeSeconds: -60 };
        expect((await rejected(r.rp.completeLogin({ code, state }, pending))).message).to.contain('ID token expired');
      });

      it('rejects an ID token carrying another login\'s nonce', async () => {
        const { pending, code, state } = await signIn(r);
        r.op.tamper = { nonce: 'n'.repeat(43) };
        expect((await rejected(r.rp.completeLogin({ code, state }, pending))).message).to.contain('ID token nonce mismatch');
      });

      it('rejects an unsigned (alg none) ID token', async () => {
        const { pending, code, state } = await signIn(r);
        r.op.tamper = { signing: 'none' };
        expect((await rejected(r.rp.completeLogin({ code, state }, pending))).message).to.contain('unexpected ID token algorithm');
      });

      it('rejects an ID token signed with a key the provider does not publish', async () => {
        const { pending, code, state } = await signIn(r);
        r.op.tamper = { signing: 'foreign-key' };
        expect((await rejected(r.rp.completeLogin({ code, state }, pending))).message).to.contain('ID token signature invalid');
      });

      it('rejects an ID token that was not encrypted to us', async () => {
        const { pending, code, state } = await signIn(r);
        r.op.tamper = { encrypt: false };
        expect((await rejected(r.rp.completeLogin({ code, state }, pending))).message).to.contain('ID token was not encrypted');
      });

      it('never puts the code or tokens into the rejection', async () => {
        const { pending, code, state } = await signIn(r);
        r.op.tamper = { audience: 'someone-else' };
        const err = await rejected(r.rp.completeLogin({ code, state }, pending));
        expect(JSON.stringify({ message: err.message, cause: err.cause })).to.not.contain(code).and.not.contain(pending.nonce);
        expect(err.cause).to.equal(undefined);
      });
    });

    describe('when a login is replayed', () => {
      it('refuses the same pending login a second time in the same process, before asking the provider', async () => {
        const { pending, code, state } = await signIn(r);
        await r.rp.completeLogin({ code, state }, pending);
        const err = await rejected(r.rp.completeLogin({ code, state }, pending));
        expect(err.message).to.contain('login already completed');
        expect(r.op.requestsTo('/token')).to.have.length(1);
      });

      it('fails in another process too, because the provider accepts each code once', async () => {
        const { pending, code, state } = await signIn(r);
        await r.rp.completeLogin({ code, state }, pending);
        const err = await rejected(r.otherProcess().completeLogin({ code, state }, pending));
        expect(err.message).to.contain('invalid_grant');
      });
    });
  });
}

describe('OpenIdSingpassProvider (legacy mode) specifics', () => {
  it('asks for scope openid only and sends the browser straight to the authorization endpoint', async () => {
    const r = await rig('legacy');
    const { authorizationUrl } = await r.rp.beginLogin();
    const url = new URL(authorizationUrl);
    expect(url.origin + url.pathname).to.equal(`${r.op.issuer}/auth`);
    expect(url.searchParams.get('scope')).to.equal('openid');
    expect(url.searchParams.get('code_challenge_method')).to.equal('S256');
    expect(url.searchParams.get('redirect_uri')).to.equal(REDIRECT_URI);
  });

  it('judges ID token expiry by the injected clock, not the machine clock', async () => {
    // The machine clock is years after FAKE_NOW, so every passing happy path already shows the injected clock is
    // used. Here the OP's clock lags the RP's by 60 s and issues a 20 s token: the RP's clock finds it 40 s past
    // expiry (beyond the 30 s tolerance), while the OP still accepts the RP's client assertion (120 s tolerance).
    const r = await rig('legacy', { opClock: new ManualClock(FAKE_NOW) });
    r.clock.advance(60 * 1000);
    const { pending, code, state } = await signIn(r);
    r.op.tamper = { lifetimeSeconds: 20 };
    expect((await rejected(r.rp.completeLogin({ code, state }, pending))).message).to.contain('ID token expired');
  });

  it('rejects a callback whose iss parameter names another issuer', async () => {
    const r = await rig('legacy');
    const { pending, code, state } = await signIn(r);
    const err = await rejected(r.rp.completeLogin({ code, state, iss: 'https://evil.example' }, pending));
    expect(err.message).to.contain('unexpected issuer');
  });

  it('accepts a callback whose iss parameter names our issuer (RFC 9207)', async () => {
    const r = await rig('legacy');
    const { pending, code, state } = await signIn(r);
    expect((await r.rp.completeLogin({ code, state, iss: r.op.issuer }, pending)).nric).to.equal('S9812381D');
  });

  it('retries discovery on the next login after the provider was unreachable', async () => {
    const r = await rig('legacy');
    r.op.failNextDiscoveries = 1;
    expect((await rejected(r.rp.beginLogin())).message).to.contain('Singpass is unreachable');
    const { authorizationUrl } = await r.rp.beginLogin();
    expect(authorizationUrl).to.match(/^https:\/\/singpass\.fake\.test\//);
  });
});

describe('OpenIdSingpassProvider (fapi mode) specifics', () => {
  it('pushes the authorization request with a DPoP proof and sends the browser with a request_uri only', async () => {
    const r = await rig('fapi');
    const { authorizationUrl } = await r.rp.beginLogin();
    const url = new URL(authorizationUrl);
    expect([...url.searchParams.keys()].sort()).to.deep.equal(['client_id', 'request_uri']);
    const [par] = r.op.requestsTo('/par');
    expect(par?.headers.dpop, 'DPoP proof on the PAR request').to.be.a('string');
  });

  it('sends a DPoP proof with the token request', async () => {
    const r = await rig('fapi');
    const { pending, code, state } = await signIn(r);
    await r.rp.completeLogin({ code, state }, pending);
    const [token] = r.op.requestsTo('/token');
    expect(token?.headers.dpop, 'DPoP proof on the token request').to.be.a('string');
  });

  it('rejects the login when the pending login carries another DPoP key than the one used at PAR', async () => {
    const r = await rig('fapi');
    const { pending, code, state } = await signIn(r);
    const other = await r.rp.beginLogin();
    const swapped = { ...pending, extra: other.pending.extra };
    expect((await rejected(r.rp.completeLogin({ code, state }, swapped))).message).to.contain('invalid_dpop_proof');
  });

  it('rejects a pending login without its DPoP key', async () => {
    const r = await rig('fapi');
    const { pending, code, state } = await signIn(r);
    const stripped = { state: pending.state, nonce: pending.nonce, codeVerifier: pending.codeVerifier };
    expect((await rejected(r.rp.completeLogin({ code, state }, stripped))).message).to.contain('no DPoP key');
  });

  it('rejects an access token that is not DPoP-bound', async () => {
    const r = await rig('fapi');
    const { pending, code, state } = await signIn(r);
    r.op.tamper = { tokenType: 'Bearer' };
    expect((await rejected(r.rp.completeLogin({ code, state }, pending))).message).to.contain('not DPoP-bound');
  });
});
