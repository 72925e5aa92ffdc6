import { expect } from 'chai';
import { mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { OpenIdSingpassProvider } from '../../../src/identity/adapters/singpass/openid-singpass-provider.js';
import { RelyingPartyKeys } from '../../../src/identity/adapters/singpass/relying-party-keys.js';
import type { SingpassConfig } from '../../../src/identity/adapters/singpass/singpass-config.js';
import { LoginRejected } from '../../../src/identity/domain/identity-errors.js';
import { startMockpass, type MockpassSandbox } from '../../../src/platform/dev-services/mockpass.js';
import { codeAndState, PERSONAS, serveJwks, signInCodeFor } from '../../support/mockpass.js';

/** Decodes the HTML entities mustache writes into attribute values (`&#x2F;`, `&amp;`, `&#x3D;`...). P8. */
function unescapeHtml(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|amp|lt|gt|quot);/gi, (_, e: string) => {
    if (e.startsWith('#x') || e.startsWith('#X')) return String.fromCodePoint(parseInt(e.slice(2), 16));
    if (e.startsWith('#')) return String.fromCodePoint(parseInt(e.slice(1), 10));
    return ({ amp: '&', lt: '<', gt: '>', quot: '"' } as Record<string, string>)[e.toLowerCase()] ?? '';
  });
}

/** The persona picker's `<option value="S9812381D [MyInfo]" data-asserturl="…">` entries. */
function loginPageOptions(html: string): Array<{ id: string; assertUrl: string }> {
  return [...html.matchAll(/<option value="([^"]+)" data-asserturl="([^"]+)"/g)].map((m) => ({ id: unescapeHtml(m[1]!), assertUrl: unescapeHtml(m[2]!) }));
}

async function rejectionOf(promise: Promise<unknown>): Promise<LoginRejected> {
  const err = await promise.then(() => expect.fail('expected a LoginRejected'), (e: unknown) => e);
  expect(err).to.be.instanceOf(LoginRejected);
  return err as LoginRejected;
}

describe('OpenIdSingpassProvider against mockpass 4.3.4 (legacy mode)', () => {
  let dir: string;
  let keys: RelyingPartyKeys;
  let jwks: Awaited<ReturnType<typeof serveJwks>>;
  let mockpass: MockpassSandbox;
  let config: SingpassConfig;
  let provider: OpenIdSingpassProvider;

  before(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'singpass-it-'));
    const keysFile = path.join(dir, 'keys', 'singpass-rp.json');
    keys = await RelyingPartyKeys.load({ signingKeyJwk: null, encryptionKeyJwk: null, keysFile });
    jwks = await serveJwks(() => keys.publicJwks());
    // A short socket timeout so the "unknown code" case (mockpass never answers it, P4) fails fast.
    mockpass = await startMockpass({ rpJwksUrl: jwks.url, showLoginPage: false, socketTimeoutMs: 2000 });
    config = {
      mode: 'legacy',
      issuerUrl: mockpass.singpassIssuerUrl,
      clientId: 'mymoneyplan-it',
      redirectUri: 'http://127.0.0.1:3999/sp-callback',
      signingKeyJwk: null,
      encryptionKeyJwk: null,
      keysFile,
      allowInsecureHttp: true,
    };
    provider = new OpenIdSingpassProvider(config, keys);
  });

  after(async () => {
    await mockpass?.stop();
    await jwks?.close();
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  describe('with silent login (SHOW_LOGIN_PAGE=false)', () => {
    it('signs in the persona chosen with X-Custom-NRIC / X-Custom-UUID', async () => {
      const { authorizationUrl, pending } = await provider.beginLogin();
      const res = await fetch(authorizationUrl, {
        redirect: 'manual',
        headers: { 'X-Custom-NRIC': 'S9812381D', 'X-Custom-UUID': 'b6cb9308-733b-42b3-ad38-9b5afc890206' },
      });
      expect(res.status).to.equal(302);
      const callback = new URL(res.headers.get('location')!);
      expect(callback.origin + callback.pathname).to.equal('http://127.0.0.1:3999/sp-callback');

      const identity = await provider.completeLogin(codeAndState(callback), pending);
      expect(identity).to.deep.equal({ uuid: 'b6cb9308-733b-42b3-ad38-9b5afc890206', nric: 'S9812381D' });
    });

    it('signs in any persona of the table through signInCodeFor', async () => {
      const { authorizationUrl, pending } = await provider.beginLogin();
      const identity = await provider.completeLogin(await signInCodeFor(authorizationUrl, PERSONAS.S9912375C), pending);
      expect(identity).to.deep.equal({ uuid: 'ecd49227-a270-a77a-249b-bd7b46ca0dd9', nric: 'S9912375C' });
    });

    it('signs in the launcher\'s default persona S9812379B when no persona is chosen', async () => {
      const { authorizationUrl, pending } = await provider.beginLogin();
      const res = await fetch(authorizationUrl, { redirect: 'manual' });
      const identity = await provider.completeLogin(codeAndState(new URL(res.headers.get('location')!)), pending);
      expect(identity).to.deep.equal({ uuid: '952b0342-0649-a6fe-245b-87cfcc3d38da', nric: 'S9812379B' });
    });

    it('refuses a replayed login although mockpass itself accepts a reused code (P5)', async () => {
      const { authorizationUrl, pending } = await provider.beginLogin();
      const callback = await signInCodeFor(authorizationUrl, PERSONAS.S9812381D);
      await provider.completeLogin(callback, pending);
      expect((await rejectionOf(provider.completeLogin(callback, pending))).message).to.contain('login already completed');
    });

    it('refuses a callback with a state that is not ours', async () => {
      const { authorizationUrl, pending } = await provider.beginLogin();
      const other = await provider.beginLogin();
      const callback = await signInCodeFor(authorizationUrl, PERSONAS.S9812381D);
      expect((await rejectionOf(provider.completeLogin(callback, other.pending))).message).to.contain('state mismatch');
      // and the rightful pending login still completes
      expect((await provider.completeLogin(callback, pending)).nric).to.equal('S9812381D');
    });

    it('turns an unknown code into LoginRejected, and mockpass keeps serving (P4)', async () => {
      const { pending } = await provider.beginLogin();
      await rejectionOf(provider.completeLogin({ code: 'no-such-code', state: pending.state }, pending));
      const discovery = await fetch(`${mockpass.singpassIssuerUrl}/.well-known/openid-configuration`);
      expect(discovery.status).to.equal(200);
    });

    it('shows the persona page for one request with X-Show-Login-Page: true', async () => {
      const { authorizationUrl } = await provider.beginLogin();
      const res = await fetch(authorizationUrl, { redirect: 'manual', headers: { 'X-Show-Login-Page': 'true' } });
      expect(res.status).to.equal(200);
      const ids = loginPageOptions(await res.text()).map((o) => o.id);
      expect(ids).to.include.members(['S9812381D [MyInfo]', 'S9812379B [MyInfo]', 'S8979373D']);
    });
  });

  describe('with the login page on (SHOW_LOGIN_PAGE=true)', () => {
    let pageMockpass: MockpassSandbox;
    let pageProvider: OpenIdSingpassProvider;
    before(async () => {
      pageMockpass = await startMockpass({ rpJwksUrl: jwks.url, showLoginPage: true });
      pageProvider = new OpenIdSingpassProvider({ ...config, issuerUrl: pageMockpass.singpassIssuerUrl }, keys);
    });
    after(async () => {
      await pageMockpass?.stop();
    });

    it('lists the personas and signs in the one picked on the page', async () => {
      const { authorizationUrl, pending } = await pageProvider.beginLogin();
      const res = await fetch(authorizationUrl, { redirect: 'manual' });
      expect(res.status).to.equal(200);
      expect(res.headers.get('content-type')).to.match(/^text\/html/);
      const options = loginPageOptions(await res.text());
      expect(options.filter((o) => o.id.endsWith('[MyInfo]')).length).to.equal(31);
      const picked = options.find((o) => o.id === 'S9812381D [MyInfo]');
      expect(picked, 'S9812381D on the page').to.not.equal(undefined);

      const identity = await pageProvider.completeLogin(codeAndState(new URL(picked!.assertUrl)), pending);
      expect(identity).to.deep.equal({ uuid: 'b6cb9308-733b-42b3-ad38-9b5afc890206', nric: 'S9812381D' });
    });

    it('still signs in silently through signInCodeFor (it sends X-Show-Login-Page: false)', async () => {
      const { authorizationUrl, pending } = await pageProvider.beginLogin();
      const identity = await pageProvider.completeLogin(await signInCodeFor(authorizationUrl, PERSONAS.S6005053H), pending);
      expect(identity).to.deep.equal({ uuid: '91e19e80-3add-723f-4009-0e190b870098', nric: 'S6005053H' });
    });
  });
});

describe('startMockpass', () => {
  it('stops the child: afterwards nothing answers on its port', async () => {
    const jwks = await serveJwks(() => ({ keys: [] }));
    try {
      const sandbox = await startMockpass({ rpJwksUrl: jwks.url, showLoginPage: false });
      expect(sandbox.singpassIssuerUrl).to.match(/^http:\/\/127\.0\.0\.1:\d+\/singpass\/v2$/);
      const before = await fetch(`${sandbox.singpassIssuerUrl}/.well-known/openid-configuration`);
      expect(((await before.json()) as { issuer: string }).issuer).to.equal(sandbox.singpassIssuerUrl);
      await sandbox.stop();
      await sandbox.stop(); // idempotent
      const after = await fetch(`${sandbox.baseUrl}/`).then(() => 'answered', (e: Error) => e.message);
      expect(after).to.equal('fetch failed');
    } finally {
      await jwks.close();
    }
  });
});

describe('PERSONAS (test/support/mockpass.ts)', () => {
  it('pairs each NRIC with the UUID mockpass has for it', () => {
    const require = createRequire(import.meta.url);
    const v3 = require('@opengovsg/mockpass/static/myinfo/v3.json') as { personas: Record<string, { uuid: { value: string } }> };
    for (const persona of Object.values(PERSONAS)) {
      expect(v3.personas[persona.nric]?.uuid.value, persona.nric).to.equal(persona.uuid);
    }
  });
});
