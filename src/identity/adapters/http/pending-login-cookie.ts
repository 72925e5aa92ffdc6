import { hkdfSync } from 'node:crypto';
import { CompactEncrypt, compactDecrypt } from 'jose';
import type { AppContext } from '../../../platform/http/http-types.js';
import { PENDING_LOGIN_TTL_MS, type StoredPendingLogin } from '../../application/complete-singpass-login.js';

/** The two sign-in calls live under this path: the cookie travels with them and with nothing else. */
export const PENDING_LOGIN_COOKIE_PATH = '/api/v1/auth/singpass';
const KEY_INFO = 'mymoneyplan pending-login cookie v1';
const JWE_HEADER = { alg: 'dir', enc: 'A256GCM' } as const;
const DECRYPT_OPTIONS = { keyManagementAlgorithms: ['dir'], contentEncryptionAlgorithms: ['A256GCM'] };

export function pendingLoginCookieName(https: boolean): string {
  // __Secure- makes the browser refuse the cookie unless it is Secure; __Host- would force Path=/.
  return https ? '__Secure-mmp.login' : 'mmp.login';
}

/**
 * The secrets of a login in flight (state, nonce, PKCE verifier, in FAPI mode the DPoP private key) kept in the
 * resident's own browser between GET /auth/singpass/authorize and the callback, as a compact JWE (`dir`,
 * A256GCM): encrypted and authenticated with a key derived (HKDF) from each SESSION_SECRETS value, so the browser
 * can neither read nor alter it, and any server process can open it. Nothing is written to the database before
 * a person has signed in (docs/decisions.md "The pending login lives in an encrypted cookie").
 */
export class PendingLoginCookie {
  private readonly keys: Uint8Array[];
  private readonly name: string;

  constructor(
    sessionSecrets: readonly string[],
    private readonly https: boolean,
  ) {
    if (sessionSecrets.length === 0) throw new Error('The pending-login cookie needs at least one session secret.');
    // Newest first, like the session cookie: the first seals, every one opens (rotation without failed sign-ins).
    this.keys = sessionSecrets.map((secret) => new Uint8Array(hkdfSync('sha256', secret, '', KEY_INFO, 32)));
    this.name = pendingLoginCookieName(https);
  }

  async write(ctx: AppContext, pending: StoredPendingLogin): Promise<void> {
    const jwe = await new CompactEncrypt(new TextEncoder().encode(JSON.stringify(pending))).setProtectedHeader(JWE_HEADER).encrypt(this.keys[0]!);
    ctx.cookies.set(this.name, jwe, this.attributes(PENDING_LOGIN_TTL_MS));
  }

  /** The pending login this browser carries, or null when it carries none we sealed (missing, altered, foreign). */
  async read(ctx: AppContext): Promise<StoredPendingLogin | null> {
    const jwe = ctx.cookies.get(this.name);
    if (!jwe) return null;
    for (const key of this.keys) {
      try {
        const { plaintext } = await compactDecrypt(jwe, key, DECRYPT_OPTIONS);
        return asStoredPendingLogin(JSON.parse(new TextDecoder().decode(plaintext)));
      } catch {
        // not sealed with this key (or not ours at all): try the next one
      }
    }
    return null;
  }

  /** Single use: the callback clears the cookie before anything else, whatever the outcome. */
  clear(ctx: AppContext): void {
    ctx.cookies.set(this.name, null, this.attributes(0));
  }

  private attributes(maxAge: number) {
    // SameSite=Strict: the callback is a fetch from our own /sp-callback page, never a cross-site request.
    return { path: PENDING_LOGIN_COOKIE_PATH, httpOnly: true, sameSite: 'strict' as const, secure: this.https, signed: false, overwrite: true, maxAge };
  }
}

function asStoredPendingLogin(value: unknown): StoredPendingLogin | null {
  const p = value as Partial<StoredPendingLogin> | null;
  if (typeof p !== 'object' || p === null) return null;
  if (typeof p.state !== 'string' || typeof p.nonce !== 'string' || typeof p.codeVerifier !== 'string' || typeof p.startedAt !== 'number') return null;
  const extra = typeof p.extra === 'object' && p.extra !== null ? p.extra : undefined;
  return { state: p.state, nonce: p.nonce, codeVerifier: p.codeVerifier, startedAt: p.startedAt, ...(extra ? { extra } : {}) };
}
