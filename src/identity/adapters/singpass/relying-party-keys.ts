import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { calculateJwkThumbprint, exportJWK, generateKeyPair, importJWK, type CryptoKey, type JWK } from 'jose';
import type { RelyingPartyJwks } from '../../ports/singpass-provider.js';
import type { SingpassConfig } from './singpass-config.js';

/** Client assertions are ES256 (Singpass and mockpass both accept it). */
const SIGNING_ALG = 'ES256';
/** The only ECDH curve openid-client decrypts with is P-256 (guide P1), so the encryption key is P-256 too. */
const ENCRYPTION_ALG = 'ECDH-ES+A256KW';

/** A private key the provider uses, with the `kid` Singpass sees in our JWKS. */
export interface RelyingPartyKey {
  privateKey: CryptoKey;
  kid: string;
  alg: string;
}

/** The subset of SingpassConfig that decides where the keys come from. */
export type RelyingPartyKeySource = Pick<SingpassConfig, 'signingKeyJwk' | 'encryptionKeyJwk' | 'keysFile'>;

interface PrivateKeyFile {
  keys: JWK[];
}

/**
 * The relying party's two key pairs: ES256 for signing client assertions (and nothing else), P-256 ECDH-ES+A256KW
 * for Singpass to encrypt ID tokens to. Published (public halves only) at /.well-known/jwks.json.
 */
export class RelyingPartyKeys implements RelyingPartyJwks {
  private constructor(
    /** Signs the private_key_jwt client assertion. */
    readonly signing: RelyingPartyKey,
    /** Decrypts the JWE ID token. */
    readonly encryption: RelyingPartyKey,
    private readonly publicKeys: Array<Record<string, unknown>>,
  ) {}

  /**
   * Loads the keys: from `signingKeyJwk`/`encryptionKeyJwk` (private JWK JSON text) when given, otherwise from
   * `keysFile`; when that file does not exist yet, generates both keys and writes them there (mode 0600) so a
   * development server keeps the same keys, and Singpass/mockpass keeps trusting them, across restarts.
   * @throws Error when a given JWK is not a private P-256 EC key, or the key file is unreadable or malformed.
   */
  static async load(config: RelyingPartyKeySource): Promise<RelyingPartyKeys> {
    let sigJwk = config.signingKeyJwk === null ? null : parseJwk(config.signingKeyJwk, 'signing key');
    let encJwk = config.encryptionKeyJwk === null ? null : parseJwk(config.encryptionKeyJwk, 'encryption key');
    if (sigJwk === null || encJwk === null) {
      const fromFile = await loadOrCreateKeyFile(config.keysFile);
      sigJwk ??= fromFile.sig;
      encJwk ??= fromFile.enc;
    }
    const signing = await toKey(sigJwk, SIGNING_ALG, 'signing key');
    const encryption = await toKey(encJwk, ENCRYPTION_ALG, 'encryption key');
    const publicKeys = [
      { ...publicPart(sigJwk), use: 'sig', alg: SIGNING_ALG, kid: signing.kid },
      { ...publicPart(encJwk), use: 'enc', alg: ENCRYPTION_ALG, kid: encryption.kid },
    ];
    return new RelyingPartyKeys(signing, encryption, publicKeys);
  }

  /** The public JWKS: never any private member (built from a whitelist of public fields, not by deleting `d`). */
  publicJwks(): { keys: Array<Record<string, unknown>> } {
    return { keys: this.publicKeys.map((k) => ({ ...k })) };
  }
}

function parseJwk(text: string, what: string): JWK {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    // Do not echo the text: it is a private key.
    throw new Error(`Singpass ${what}: not valid JSON`);
  }
  if (typeof parsed !== 'object' || parsed === null) throw new Error(`Singpass ${what}: not a JWK object`);
  return parsed as JWK;
}

async function toKey(jwk: JWK, alg: string, what: string): Promise<RelyingPartyKey> {
  if (jwk.kty !== 'EC' || jwk.crv !== 'P-256' || typeof jwk.d !== 'string') {
    throw new Error(`Singpass ${what}: must be a private EC P-256 JWK`);
  }
  // Import only the key material: a stored `alg`/`use`/`key_ops` from elsewhere must not change how we use it.
  const material: JWK = { kty: jwk.kty, crv: jwk.crv, x: jwk.x, y: jwk.y, d: jwk.d };
  const privateKey = (await importJWK(material, alg, { extractable: false })) as CryptoKey;
  // A configured kid wins (it is what Singpass has registered); otherwise the RFC 7638 thumbprint, stable per key.
  const kid = typeof jwk.kid === 'string' && jwk.kid.length > 0 ? jwk.kid : await calculateJwkThumbprint(publicPart(jwk));
  return { privateKey, kid, alg };
}

function publicPart(jwk: JWK): { kty: string; crv: string; x: string; y: string } {
  return { kty: String(jwk.kty), crv: String(jwk.crv), x: String(jwk.x), y: String(jwk.y) };
}

async function loadOrCreateKeyFile(file: string): Promise<{ sig: JWK; enc: JWK }> {
  try {
    return fromKeyFile(await readFile(file, 'utf8'), file);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
  }
  const sig = await generateKeyPair(SIGNING_ALG, { extractable: true });
  const enc = await generateKeyPair(ENCRYPTION_ALG, { crv: 'P-256', extractable: true });
  const sigJwk = await exportJWK(sig.privateKey);
  const encJwk = await exportJWK(enc.privateKey);
  const content: PrivateKeyFile = {
    keys: [
      { ...sigJwk, use: 'sig', alg: SIGNING_ALG, kid: await calculateJwkThumbprint(publicPart(sigJwk)) },
      { ...encJwk, use: 'enc', alg: ENCRYPTION_ALG, kid: await calculateJwkThumbprint(publicPart(encJwk)) },
    ],
  };
  await mkdir(path.dirname(file), { recursive: true });
  try {
    // `wx`: never overwrite. If another process created the file meanwhile, use its keys so both agree.
    await writeFile(file, JSON.stringify(content, null, 2) + '\n', { mode: 0o600, flag: 'wx' });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'EEXIST') return fromKeyFile(await readFile(file, 'utf8'), file);
    throw err;
  }
  return fromKeyFile(JSON.stringify(content), file);
}

function fromKeyFile(text: string, file: string): { sig: JWK; enc: JWK } {
  let parsed: PrivateKeyFile;
  try {
    parsed = JSON.parse(text) as PrivateKeyFile;
  } catch {
    throw new Error(`Singpass key file ${file}: not valid JSON`);
  }
  const sig = parsed.keys?.find((k) => k.use === 'sig');
  const enc = parsed.keys?.find((k) => k.use === 'enc');
  if (!sig || !enc) throw new Error(`Singpass key file ${file}: needs one "sig" and one "enc" key`);
  return { sig, enc };
}
