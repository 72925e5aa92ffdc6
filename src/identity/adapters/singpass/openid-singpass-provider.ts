import { createHash, timingSafeEqual } from 'node:crypto';
import * as client from 'openid-client';
import { systemClock, type Clock } from '../../../shared-kernel/clock.js';
import { LoginRejected } from '../../domain/identity-errors.js';
import type { PendingLogin, SingpassIdentity, SingpassProvider } from '../../ports/singpass-provider.js';
import { dpopKeyPairFrom, newDPoPKeyPair } from './dpop-key.js';
import { toLoginRejected } from './login-rejection.js';
import type { RelyingPartyKeys } from './relying-party-keys.js';
import { identityFromClaims } from './singpass-claims.js';
import type { SingpassConfig } from './singpass-config.js';
import { UsedLogins } from './used-logins.js';

/** Singpass v2 (mockpass 4.3.4) answers 400 invalid_scope to anything but exactly `openid` (guide P6). */
const LEGACY_SCOPE = 'openid';
/** FAPI 2.0: `user.identity` is what puts the NRIC into `sub_attributes` (guide §4). */
const FAPI_SCOPE = 'openid user.identity';
/** Singpass FAPI requires an acr_values; LoA 1 is the plain Singpass login (guide §4). */
const FAPI_ACR_VALUES = 'urn:singpass:authentication:loa:1';
/** mockpass 4.3.4 uses A256CBC-HS512; the upstream FAPI mock uses A256GCM although its metadata says otherwise. */
const ID_TOKEN_ENCRYPTIONS = ['A256CBC-HS512', 'A256GCM'];

/** Test seams: `customFetch` replaces the network (an in-process fake OP); `clock` decides what "now" is. */
export interface OpenIdSingpassProviderOptions {
  customFetch?: typeof fetch;
  clock?: Clock;
}

/**
 * The Singpass relying party on openid-client 6: authorization code + PKCE + private_key_jwt, JWE(JWS) ID token,
 * and in `fapi` mode PAR + DPoP. Discovery is lazy and cached; a failed discovery is retried on the next call, so
 * the app may start before Singpass (or mockpass) is reachable.
 */
export class OpenIdSingpassProvider implements SingpassProvider {
  private readonly clock: Clock;
  private readonly customFetch: typeof fetch | undefined;
  private readonly usedLogins: UsedLogins;
  private serverMetadata: Promise<client.ServerMetadata> | null = null;
  private current: { config: client.Configuration; skew: number } | null = null;

  constructor(
    private readonly config: SingpassConfig,
    private readonly keys: RelyingPartyKeys,
    options: OpenIdSingpassProviderOptions = {},
  ) {
    this.clock = options.clock ?? systemClock;
    this.customFetch = options.customFetch;
    this.usedLogins = new UsedLogins(this.clock);
  }

  /**
   * Starts a login: fresh state, nonce and PKCE verifier (and in FAPI mode a DPoP key pair and a pushed
   * authorization request). The caller keeps `pending` server-side: it holds the PKCE verifier and DPoP private key.
   * @throws LoginRejected when Singpass cannot be reached or refuses the pushed request.
   */
  async beginLogin(): Promise<{ authorizationUrl: string; pending: PendingLogin }> {
    try {
      const config = await this.configuration();
      // 32 random bytes each, 43 characters: above FAPI's 30-character minimum for state and nonce.
      const state = client.randomState();
      const nonce = client.randomNonce();
      const codeVerifier = client.randomPKCECodeVerifier();
      const parameters = {
        redirect_uri: this.config.redirectUri,
        response_type: 'code',
        state,
        nonce,
        code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
      };
      if (this.config.mode === 'legacy') {
        const url = client.buildAuthorizationUrl(config, { ...parameters, scope: LEGACY_SCOPE });
        return { authorizationUrl: url.href, pending: { state, nonce, codeVerifier } };
      }
      const { keyPair, jwks } = await newDPoPKeyPair();
      const url = await client.buildAuthorizationUrlWithPAR(
        config,
        { ...parameters, scope: FAPI_SCOPE, acr_values: FAPI_ACR_VALUES },
        { DPoP: client.getDPoPHandle(config, keyPair) },
      );
      return { authorizationUrl: url.href, pending: { state, nonce, codeVerifier, extra: { ...jwks } } };
    } catch (err) {
      throw toLoginRejected(err);
    }
  }

  /**
   * Finishes a login. Checks, in order: the callback's state against the pending login (constant time), that this
   * pending login was not used before in this process, then (openid-client) the code exchange with PKCE, client
   * assertion and DPoP, JWE decryption, the ID token's ES256 signature against Singpass's JWKS, issuer, audience,
   * expiry (by the injected clock) and nonce. Finally the ID token must have been encrypted.
   * `iss` is optional: pass it when the callback carried one (RFC 9207), and it must then equal the issuer.
   * @throws LoginRejected on any failed check; its reason never contains tokens or claims.
   */
  async completeLogin(callback: { code: string; state: string; iss?: string }, pending: PendingLogin): Promise<SingpassIdentity> {
    if (!isPendingLogin(pending)) throw new LoginRejected('no login in progress');
    if (typeof callback.code !== 'string' || callback.code.length === 0) throw new LoginRejected('no authorization code');
    if (typeof callback.state !== 'string' || !sameSecret(callback.state, pending.state)) throw new LoginRejected('state mismatch');
    if (!this.usedLogins.claim(pending.state)) throw new LoginRejected('login already completed');
    try {
      const config = await this.configuration();
      const callbackUrl = new URL(this.config.redirectUri);
      callbackUrl.searchParams.set('code', callback.code);
      callbackUrl.searchParams.set('state', callback.state);
      if (typeof callback.iss === 'string') callbackUrl.searchParams.set('iss', callback.iss);
      const fapi = this.config.mode === 'fapi';
      const DPoP = fapi ? client.getDPoPHandle(config, await dpopKeyPairFrom(pending.extra)) : undefined;
      const tokens = await client.authorizationCodeGrant(
        config,
        callbackUrl,
        { pkceCodeVerifier: pending.codeVerifier, expectedState: pending.state, expectedNonce: pending.nonce, idTokenExpected: true },
        undefined,
        DPoP ? { DPoP } : undefined,
      );
      if (fapi && tokens.token_type !== 'dpop') throw new LoginRejected('access token is not DPoP-bound');
      // openid-client also accepts a plain JWS; Singpass always encrypts, so a plain one is not from Singpass's flow.
      if (tokens.id_token?.split('.').length !== 5) throw new LoginRejected('ID token was not encrypted');
      const claims = tokens.claims();
      if (!claims) throw new LoginRejected('no ID token');
      return identityFromClaims(claims);
    } catch (err) {
      throw toLoginRejected(err);
    }
  }

  /**
   * The openid-client Configuration for "now". openid-client judges token times by Date.now() plus a fixed
   * `clockSkew` per Configuration, so the injected clock is expressed as that skew; a new Configuration is built
   * (from the cached discovery document) only when the skew changes, i.e. never with the system clock.
   */
  private async configuration(): Promise<client.Configuration> {
    const skew = Math.round((this.clock.now().getTime() - Date.now()) / 1000);
    if (this.current?.skew === skew) return this.current.config;
    this.serverMetadata ??= this.discover().catch((err: unknown) => {
      this.serverMetadata = null; // the provider may come up after us: try again on the next login
      throw err;
    });
    const config = this.build(await this.serverMetadata, skew);
    const jwks = this.current && client.getJwksCache(this.current.config);
    if (jwks) client.setJwksCache(config, jwks);
    this.current = { config, skew };
    return config;
  }

  private async discover(): Promise<client.ServerMetadata> {
    const discovered = await client.discovery(new URL(this.config.issuerUrl), this.config.clientId, undefined, undefined, {
      ...(this.customFetch ? { [client.customFetch]: this.customFetch } : {}),
      execute: this.config.allowInsecureHttp ? [client.allowInsecureRequests] : [],
    });
    return discovered.serverMetadata();
  }

  private build(server: client.ServerMetadata, skew: number): client.Configuration {
    const { signing, encryption } = this.keys;
    const config = new client.Configuration(
      server,
      this.config.clientId,
      // Singpass signs ID tokens with ES256; openid-client would otherwise insist on RS256 (guide P3).
      { id_token_signed_response_alg: 'ES256', [client.clockSkew]: skew },
      client.PrivateKeyJwt(
        { key: signing.privateKey, kid: signing.kid },
        // mockpass 4.3.4 answers 401 to a client assertion without `typ` (guide P2).
        { [client.modifyAssertion]: (header) => { header.typ = 'JWT'; } },
      ),
    );
    if (this.customFetch) config[client.customFetch] = this.customFetch;
    if (this.config.allowInsecureHttp) client.allowInsecureRequests(config);
    client.enableDecryptingResponses(config, ID_TOKEN_ENCRYPTIONS, {
      key: encryption.privateKey,
      kid: encryption.kid,
      alg: encryption.alg,
    });
    // Without this openid-client trusts the TLS channel and skips the ID token signature; we verify it anyway.
    client.enableNonRepudiationChecks(config);
    return config;
  }
}

function isPendingLogin(value: unknown): value is PendingLogin {
  const p = value as Partial<PendingLogin> | null;
  return typeof p === 'object' && p !== null
    && typeof p.state === 'string' && p.state.length > 0
    && typeof p.nonce === 'string' && p.nonce.length > 0
    && typeof p.codeVerifier === 'string' && p.codeVerifier.length > 0;
}

/** Constant-time comparison; hashing first makes the lengths equal, as timingSafeEqual requires. */
function sameSecret(a: string, b: string): boolean {
  const digest = (s: string) => createHash('sha256').update(s).digest();
  return timingSafeEqual(digest(a), digest(b));
}
