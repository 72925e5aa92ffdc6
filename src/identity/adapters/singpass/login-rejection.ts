import * as client from 'openid-client';
import { LoginRejected } from '../../domain/identity-errors.js';

/**
 * Turns anything thrown while talking to Singpass into a LoginRejected with a short, fixed reason.
 *
 * Why fixed phrases and no `cause`: openid-client errors carry the token response, ID token claims and keys in
 * their `cause`, and a logged or serialised error must never leak those. Only the OAuth error code (which we
 * sanitise) and the name of a failed claim make it into the reason.
 */
export function toLoginRejected(err: unknown): LoginRejected {
  if (err instanceof LoginRejected) return err;
  if (err instanceof client.ResponseBodyError) return new LoginRejected(`Singpass refused the request: ${oauthCode(err.error)}`);
  if (err instanceof client.AuthorizationResponseError) return new LoginRejected(`Singpass returned ${oauthCode(err.error)}`);
  if (err instanceof client.WWWAuthenticateChallengeError) return new LoginRejected('Singpass refused our client authentication');
  if (err instanceof client.ClientError) return new LoginRejected(reasonForCode(err));
  if (err instanceof TypeError && err.message === 'fetch failed') return new LoginRejected('Singpass is unreachable');
  return new LoginRejected('unexpected error');
}

function reasonForCode(err: client.ClientError): string {
  const inner = err.cause instanceof Error ? err.cause : undefined;
  switch (err.code) {
    case 'OAUTH_JWT_CLAIM_COMPARISON_FAILED':
      return `ID token ${claimName(inner)} mismatch`;
    case 'OAUTH_JWT_TIMESTAMP_CHECK_FAILED':
      return claimName(inner) === 'nbf' ? 'ID token not yet valid' : 'ID token expired';
    case 'OAUTH_DECRYPTION_FAILED':
      return 'ID token could not be decrypted';
    case 'OAUTH_INVALID_RESPONSE':
      // The inner messages are constant strings of oauth4webapi; match the two that matter most to support staff.
      if (inner?.message.includes('signature verification failed')) return 'ID token signature invalid';
      if (inner?.message.includes('"alg"')) return 'unexpected ID token algorithm';
      if (inner?.message.includes('"iss"')) return 'unexpected issuer';
      return 'invalid response from Singpass';
    case 'OAUTH_UNSUPPORTED_OPERATION':
      return 'unsupported response from Singpass';
    case 'OAUTH_HTTP_REQUEST_FORBIDDEN':
    case 'OAUTH_REQUEST_PROTOCOL_FORBIDDEN':
      return 'insecure Singpass URL refused';
    case 'OAUTH_TIMEOUT':
    case 'OAUTH_ABORT':
      return 'Singpass is unreachable';
    case 'OAUTH_RESPONSE_IS_NOT_CONFORM':
    case 'OAUTH_RESPONSE_IS_NOT_JSON':
      return 'unexpected response from Singpass';
    default:
      return 'Singpass response failed a check';
  }
}

/** The claim name oauth4webapi records for a failed check (`iss`, `aud`, `nonce`, `exp`...), else `claim`. */
function claimName(inner: Error | undefined): string {
  const claim = (inner?.cause as { claim?: unknown } | undefined)?.claim;
  return typeof claim === 'string' && /^[a-z_]{1,20}$/.test(claim) ? claim : 'claim';
}

/** OAuth error codes are `[a-z_]` by RFC 6749; anything else from the wire is not echoed. */
function oauthCode(code: unknown): string {
  return typeof code === 'string' && /^[a-z_]{1,40}$/.test(code) ? code : 'error';
}
