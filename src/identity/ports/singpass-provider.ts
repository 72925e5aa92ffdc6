/**
 * What the identity context needs from Singpass (or any OIDC provider behind it): start a login and finish it.
 * Everything OIDC-specific (discovery, PKCE, PAR, DPoP, JWE, claim checks) stays behind this port.
 */

/**
 * The secrets of one login in flight, kept in the (server-side) session between the redirect and the callback.
 * JSON-serialisable; `extra` holds mode-specific material (e.g. the DPoP key pair in FAPI mode).
 */
export interface PendingLogin {
  state: string;
  nonce: string;
  codeVerifier: string;
  extra?: Record<string, unknown>;
}

export interface SingpassIdentity {
  /** Singpass's stable UUID for the person: the key we store users by. */
  uuid: string;
  /** NRIC/FIN. Never stored in clear; a caller may keep a keyed hash. */
  nric: string | null;
}

/** What Singpass appends to the redirect URI. `iss` is sent by FAPI 2.0 providers (RFC 9207) and then checked. */
export interface SingpassCallback {
  code: string;
  state: string;
  iss?: string;
}

export interface SingpassProvider {
  beginLogin(): Promise<{ authorizationUrl: string; pending: PendingLogin }>;
  /**
   * Exchanges the code and verifies everything: state, nonce, PKCE, issuer, audience, expiry, algorithms.
   * @throws LoginRejected (a DomainError of kind `unauthenticated`) on any failed check.
   */
  completeLogin(callback: SingpassCallback, pending: PendingLogin): Promise<SingpassIdentity>;
}

/** The relying party's own public keys, published at /.well-known/jwks.json for Singpass to fetch. */
export interface RelyingPartyJwks {
  publicJwks(): { keys: Array<Record<string, unknown>> };
}
