import { exportJWK, importJWK, type JWK } from 'jose';
import * as client from 'openid-client';
import { LoginRejected } from '../../domain/identity-errors.js';

/** Where the DPoP key pair of a FAPI login travels from beginLogin to completeLogin (inside PendingLogin.extra). */
export interface DPoPKeyJwks {
  dpopPrivateJwk: JWK;
  dpopPublicJwk: JWK;
}

/**
 * A fresh ES256 DPoP key pair for one FAPI login, plus its JWK form for the pending login. The callback is a
 * different HTTP request (possibly another server process), and Singpass binds the code to this key at PAR time,
 * so the token request must prove possession of the very same key.
 */
export async function newDPoPKeyPair(): Promise<{ keyPair: client.CryptoKeyPair; jwks: DPoPKeyJwks }> {
  const keyPair = await client.randomDPoPKeyPair('ES256', { extractable: true });
  const jwks = {
    dpopPrivateJwk: await exportJWK(keyPair.privateKey),
    dpopPublicJwk: await exportJWK(keyPair.publicKey),
  };
  return { keyPair, jwks };
}

/**
 * Re-imports the DPoP key pair kept in a pending login. Only EC P-256 members are read.
 * @throws LoginRejected when the pending login does not carry a usable key pair.
 */
export async function dpopKeyPairFrom(extra: Record<string, unknown> | undefined): Promise<client.CryptoKeyPair> {
  const priv = ecJwk(extra?.dpopPrivateJwk, true);
  const pub = ecJwk(extra?.dpopPublicJwk, false);
  if (!priv || !pub || priv.x !== pub.x || priv.y !== pub.y) throw new LoginRejected('login state has no DPoP key');
  try {
    return {
      privateKey: (await importJWK(priv, 'ES256', { extractable: false })) as client.CryptoKey,
      // oauth4webapi exports the public key into each proof's `jwk` header, so it must be extractable.
      publicKey: (await importJWK(pub, 'ES256', { extractable: true })) as client.CryptoKey,
    };
  } catch {
    throw new LoginRejected('login state has no DPoP key');
  }
}

function ecJwk(value: unknown, isPrivate: boolean): JWK | null {
  if (typeof value !== 'object' || value === null) return null;
  const jwk = value as Record<string, unknown>;
  if (jwk.kty !== 'EC' || jwk.crv !== 'P-256' || typeof jwk.x !== 'string' || typeof jwk.y !== 'string') return null;
  if (isPrivate && typeof jwk.d !== 'string') return null;
  return isPrivate ? { kty: 'EC', crv: 'P-256', x: jwk.x, y: jwk.y, d: jwk.d as string } : { kty: 'EC', crv: 'P-256', x: jwk.x, y: jwk.y };
}
