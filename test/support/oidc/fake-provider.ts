import { createHash, randomBytes } from 'node:crypto';
import {
  calculateJwkThumbprint, CompactEncrypt, createLocalJWKSet, EmbeddedJWK, exportJWK, generateKeyPair, importJWK,
  jwtVerify, SignJWT, UnsecuredJWT, type CryptoKey, type JSONWebKeySet, type JWK,
} from 'jose';
import type { Clock } from '../../../src/shared-kernel/clock.js';

/** A person signing in at the fake provider. */
export interface FakePersona {
  uuid: string;
  nric: string;
}

/** What a test can make the fake get wrong; everything unset behaves like a correct Singpass. */
export interface Tampering {
  /** `iss` claim of the ID token. */
  issuer?: string;
  /** `aud` claim of the ID token. */
  audience?: string;
  /** `nonce` claim of the ID token. */
  nonce?: string;
  /** `sub` claim of the ID token. */
  sub?: string;
  /** `exp` = `iat` + this; negative for an already expired token. Default 600. */
  lifetimeSeconds?: number;
  /** `none`: unsigned (`alg: none`); `foreign-key`: ES256 with a key that is not in the provider's JWKS. */
  signing?: 'ok' | 'none' | 'foreign-key';
  /** false: the ID token is a plain JWS, not encrypted to the RP. */
  encrypt?: boolean;
  /** `token_type` of the token response. Default `DPoP` in FAPI mode, `Bearer` otherwise. */
  tokenType?: string;
}

export interface FakeProviderOptions {
  /** `legacy`: Singpass v2 as mockpass 4.3.4 serves it. `fapi`: PAR + DPoP required, UUID-only `sub`. */
  mode: 'legacy' | 'fapi';
  clientId: string;
  /** The relying party's public JWKS, read on each request like Singpass does. */
  rpJwks: () => { keys: Array<Record<string, unknown>> };
  /** The fake's "now" (ID token iat/exp, assertion and DPoP proof checks). */
  clock: Clock;
  issuer?: string;
}

/** One HTTP request the fake received, for assertions (e.g. that a DPoP proof was sent). */
export interface RecordedRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
}

interface IssuedCode {
  clientId: string;
  redirectUri: string;
  codeChallenge: string;
  nonce: string;
  persona: FakePersona;
  dpopJkt: string | undefined;
  expiresAt: number;
  used: boolean;
}

type OAuthError = { status: number; error: string };

/** Like a real OP, tolerate some skew between our clock and the client's in assertions and DPoP proofs. */
const CLOCK_TOLERANCE_SECONDS = 120;

/**
 * A small in-process OpenID provider shaped like Singpass (discovery, JWKS, token endpoint issuing an ES256-signed,
 * then ECDH-ES+A256KW-encrypted ID token; in FAPI mode also PAR and DPoP-bound tokens). It is reached through
 * openid-client's `customFetch` (`fake.fetch`), so no socket is opened. Like real Singpass (and unlike mockpass 4.3.4,
 * guide P5) it checks the client assertion, redirect URI and PKCE, and accepts each authorization code once.
 */
export class FakeOpenIdProvider {
  /** Set per test to make the next token responses wrong in one way. */
  tamper: Tampering = {};
  /** Number of upcoming discovery requests that fail as if the network were down. */
  failNextDiscoveries = 0;
  readonly requests: RecordedRequest[] = [];
  readonly issuer: string;
  private readonly codes = new Map<string, IssuedCode>();
  private readonly pushed = new Map<string, { params: URLSearchParams; dpopJkt: string | undefined; expiresAt: number }>();

  private constructor(
    private readonly options: FakeProviderOptions,
    private readonly signingKey: { privateKey: CryptoKey; publicJwk: JWK },
    private readonly foreignKey: CryptoKey,
  ) {
    this.issuer = options.issuer ?? (options.mode === 'fapi' ? 'https://singpass.fake.test/fapi' : 'https://singpass.fake.test/singpass/v2');
  }

  static async create(options: FakeProviderOptions): Promise<FakeOpenIdProvider> {
    const op = await generateKeyPair('ES256', { extractable: true });
    const publicJwk = { ...(await exportJWK(op.publicKey)), kid: 'fake-op-sig-1', use: 'sig', alg: 'ES256' };
    const foreign = await generateKeyPair('ES256');
    return new FakeOpenIdProvider(options, { privateKey: op.privateKey, publicJwk }, foreign.privateKey);
  }

  /** Pass as the RP's `customFetch`: every request of openid-client lands here. */
  readonly fetch: typeof fetch = async (input, init) => this.handle(new Request(input, init));

  /** Requests made to one endpoint path suffix (e.g. `/token`). */
  requestsTo(suffix: string): RecordedRequest[] {
    return this.requests.filter((r) => r.path.endsWith(suffix));
  }

  /**
   * The person signs in at the authorization URL the RP built: returns what the browser brings back to the
   * RP's redirect URI. Validates the request like Singpass would and throws on anything malformed.
   */
  authorize(authorizationUrl: string, persona: FakePersona): { code: string; state: string } {
    const url = new URL(authorizationUrl);
    if (url.origin + url.pathname !== `${this.issuer}/auth`) throw new Error(`not this provider's authorization endpoint: ${url.pathname}`);
    let params = url.searchParams;
    let dpopJkt: string | undefined;
    if (this.options.mode === 'fapi') {
      const requestUri = params.get('request_uri') ?? '';
      const pushed = this.pushed.get(requestUri);
      if (!pushed || pushed.expiresAt < this.nowSeconds()) throw new Error('FAPI authorization needs a valid request_uri from PAR');
      if (params.get('client_id') !== pushed.params.get('client_id')) throw new Error('client_id differs from the pushed request');
      this.pushed.delete(requestUri);
      ({ params, dpopJkt } = pushed);
    }
    const problem = this.checkAuthorizationParams(params);
    if (problem) throw new Error(`authorization request refused: ${problem}`);
    const code = randomBytes(32).toString('base64url');
    this.codes.set(code, {
      clientId: params.get('client_id')!,
      redirectUri: params.get('redirect_uri')!,
      codeChallenge: params.get('code_challenge')!,
      nonce: params.get('nonce')!,
      persona,
      dpopJkt,
      expiresAt: this.nowSeconds() + 300,
      used: false,
    });
    return { code, state: params.get('state')! };
  }

  private async handle(req: Request): Promise<Response> {
    const url = new URL(req.url);
    this.requests.push({ method: req.method, path: url.pathname, headers: Object.fromEntries(req.headers) });
    const endpoint = url.origin + url.pathname;
    if (req.method === 'GET' && endpoint === `${this.issuer}/.well-known/openid-configuration`) {
      if (this.failNextDiscoveries > 0) {
        this.failNextDiscoveries -= 1;
        throw new TypeError('fetch failed'); // what undici throws when the host is unreachable
      }
      return json(200, this.metadata());
    }
    if (req.method === 'GET' && endpoint === `${this.issuer}/jwks`) return json(200, { keys: [this.signingKey.publicJwk] });
    if (req.method === 'POST' && endpoint === `${this.issuer}/token`) return this.token(req, endpoint);
    if (req.method === 'POST' && endpoint === `${this.issuer}/par` && this.options.mode === 'fapi') return this.par(req, endpoint);
    return json(404, { error: 'not_found' });
  }

  private metadata(): Record<string, unknown> {
    const fapi = this.options.mode === 'fapi';
    return {
      issuer: this.issuer,
      authorization_endpoint: `${this.issuer}/auth`,
      token_endpoint: `${this.issuer}/token`,
      jwks_uri: `${this.issuer}/jwks`,
      response_types_supported: ['code'],
      grant_types_supported: ['authorization_code'],
      scopes_supported: fapi ? ['openid', 'user.identity'] : ['openid'],
      subject_types_supported: ['public'],
      code_challenge_methods_supported: ['S256'],
      token_endpoint_auth_methods_supported: ['private_key_jwt'],
      token_endpoint_auth_signing_alg_values_supported: ['ES256'],
      id_token_signing_alg_values_supported: ['ES256'],
      id_token_encryption_alg_values_supported: ['ECDH-ES+A256KW'],
      id_token_encryption_enc_values_supported: ['A256CBC-HS512'],
      ...(fapi
        ? {
            pushed_authorization_request_endpoint: `${this.issuer}/par`,
            require_pushed_authorization_requests: true,
            dpop_signing_alg_values_supported: ['ES256'],
          }
        : {}),
    };
  }

  private async par(req: Request, endpoint: string): Promise<Response> {
    const form = new URLSearchParams(await req.text());
    const failed = (await this.authenticateClient(form)) ?? this.checkAuthorizationParams(form, true);
    if (typeof failed === 'string') return json(400, { error: 'invalid_request', error_description: failed });
    if (failed) return json(failed.status, { error: failed.error });
    const dpop = await this.verifyDPoP(req, endpoint);
    if (typeof dpop !== 'string') return json(dpop.status, { error: dpop.error });
    const requestUri = `urn:ietf:params:oauth:request_uri:${randomBytes(16).toString('base64url')}`;
    this.pushed.set(requestUri, { params: form, dpopJkt: dpop, expiresAt: this.nowSeconds() + 60 });
    return json(201, { request_uri: requestUri, expires_in: 60 });
  }

  private async token(req: Request, endpoint: string): Promise<Response> {
    const form = new URLSearchParams(await req.text());
    if (form.get('grant_type') !== 'authorization_code') return json(400, { error: 'unsupported_grant_type' });
    const clientFailure = await this.authenticateClient(form);
    if (clientFailure) return json(clientFailure.status, { error: clientFailure.error });
    const issued = this.codes.get(form.get('code') ?? '');
    // One-time codes: a replayed code is refused even when everything else is right.
    if (!issued || issued.used || issued.expiresAt < this.nowSeconds()) return json(400, { error: 'invalid_grant' });
    issued.used = true;
    if (issued.clientId !== this.options.clientId || form.get('redirect_uri') !== issued.redirectUri) return json(400, { error: 'invalid_grant' });
    const challenge = createHash('sha256').update(form.get('code_verifier') ?? '').digest('base64url');
    if (challenge !== issued.codeChallenge) return json(400, { error: 'invalid_grant' });
    if (this.options.mode === 'fapi') {
      const jkt = await this.verifyDPoP(req, endpoint);
      if (typeof jkt !== 'string') return json(jkt.status, { error: jkt.error });
      if (jkt !== issued.dpopJkt) return json(400, { error: 'invalid_dpop_proof' });
    }
    return json(200, {
      access_token: randomBytes(24).toString('base64url'),
      token_type: this.tamper.tokenType ?? (this.options.mode === 'fapi' ? 'DPoP' : 'Bearer'),
      expires_in: 600,
      id_token: await this.idToken(issued),
    });
  }

  /** private_key_jwt as Singpass checks it: ES256, `iss` = `sub` = client_id, `aud` = issuer, `typ` JWT. */
  private async authenticateClient(form: URLSearchParams): Promise<OAuthError | undefined> {
    if (form.get('client_assertion_type') !== 'urn:ietf:params:oauth:client-assertion-type:jwt-bearer') return { status: 401, error: 'invalid_client' };
    try {
      const { protectedHeader } = await jwtVerify(form.get('client_assertion') ?? '', createLocalJWKSet(this.options.rpJwks() as JSONWebKeySet), {
        issuer: this.options.clientId,
        subject: this.options.clientId,
        audience: this.issuer,
        algorithms: ['ES256'],
        currentDate: this.options.clock.now(),
        clockTolerance: CLOCK_TOLERANCE_SECONDS,
      });
      if (protectedHeader.typ !== 'JWT') return { status: 401, error: 'invalid_client' };
    } catch {
      return { status: 401, error: 'invalid_client' };
    }
    return undefined;
  }

  /** RFC 9449 proof checks; returns the key's thumbprint (`jkt`). */
  private async verifyDPoP(req: Request, endpoint: string): Promise<string | OAuthError> {
    const proof = req.headers.get('dpop');
    if (!proof) return { status: 400, error: 'invalid_dpop_proof' };
    try {
      const { payload, protectedHeader } = await jwtVerify(proof, EmbeddedJWK, {
        typ: 'dpop+jwt', algorithms: ['ES256'], currentDate: this.options.clock.now(), clockTolerance: CLOCK_TOLERANCE_SECONDS,
      });
      const now = this.nowSeconds();
      if (payload.htm !== req.method || payload.htu !== endpoint || typeof payload.jti !== 'string') throw new Error('proof claims');
      if (typeof payload.iat !== 'number' || Math.abs(payload.iat - now) > CLOCK_TOLERANCE_SECONDS) throw new Error('proof iat');
      return await calculateJwkThumbprint(protectedHeader.jwk!);
    } catch {
      return { status: 400, error: 'invalid_dpop_proof' };
    }
  }

  private checkAuthorizationParams(params: URLSearchParams, pushed = false): string | undefined {
    const fapi = this.options.mode === 'fapi';
    if (params.get('client_id') !== this.options.clientId) return 'unknown client_id';
    if (params.get('response_type') !== 'code') return 'response_type must be code';
    if (params.get('scope') !== (fapi ? 'openid user.identity' : 'openid')) return 'unexpected scope';
    if (!params.get('redirect_uri')) return 'redirect_uri missing';
    if (params.get('code_challenge_method') !== 'S256' || !params.get('code_challenge')) return 'PKCE S256 required';
    // The upstream FAPI mock demands 30-255 characters of state and nonce.
    const min = fapi ? 30 : 1;
    if ((params.get('state') ?? '').length < min || (params.get('nonce') ?? '').length < min) return 'state/nonce too short';
    if (fapi && pushed && !params.get('acr_values')) return 'acr_values missing';
    return undefined;
  }

  private async idToken(issued: IssuedCode): Promise<string> {
    const t = this.tamper;
    const now = this.nowSeconds();
    const { uuid, nric } = issued.persona;
    const fapi = this.options.mode === 'fapi';
    const claims = {
      iss: t.issuer ?? this.issuer,
      aud: t.audience ?? this.options.clientId,
      sub: t.sub ?? (fapi ? uuid : `s=${nric},u=${uuid}`),
      iat: now,
      exp: now + (t.lifetimeSeconds ?? 600),
      nonce: t.nonce ?? issued.nonce,
      amr: ['pwd'],
      ...(fapi ? { sub_type: 'user', sub_attributes: { identity_number: nric, identity_coi: 'SG' }, acr: 'urn:singpass:authentication:loa:1' } : {}),
    };
    const header = { alg: 'ES256', kid: String(this.signingKey.publicJwk.kid), typ: 'JWT' };
    const jws = t.signing === 'none'
      ? new UnsecuredJWT(claims).encode()
      : await new SignJWT(claims).setProtectedHeader(header).sign(t.signing === 'foreign-key' ? this.foreignKey : this.signingKey.privateKey);
    if (t.encrypt === false) return jws;
    const enc = this.options.rpJwks().keys.find((k) => k.use === 'enc');
    if (!enc) throw new Error('the RP publishes no encryption key');
    return new CompactEncrypt(new TextEncoder().encode(jws))
      .setProtectedHeader({ alg: 'ECDH-ES+A256KW', enc: fapi ? 'A256GCM' : 'A256CBC-HS512', cty: 'JWT', kid: String(enc.kid) })
      .encrypt(await importJWK(enc as JWK, 'ECDH-ES+A256KW'));
  }

  private nowSeconds(): number {
    return Math.floor(this.options.clock.now().getTime() / 1000);
  }
}

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}
