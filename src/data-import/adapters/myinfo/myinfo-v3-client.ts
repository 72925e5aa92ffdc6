/**
 * Myinfo v3 for the relying party (guide §5), in its strict mode: every call to the token and person endpoints is
 * signed (PKI_SIGN, RSA-SHA256 with our key), the access token is verified against Myinfo's certificate, and the
 * person arrives encrypted to our certificate (JWE RSA-OAEP / A256GCM) around a signed JWS (RS256). Mockpass 4.3.4
 * serves exactly this under /myinfo/v3; the real service under /com/v3, by configuration only.
 */
import crypto from 'node:crypto';
import * as jose from 'jose';
import { MyinfoUnavailable } from '../../domain/import-errors.js';
import type { MyinfoPerson, MyinfoProvider } from '../../ports/myinfo-provider.js';
import { hdbOwnershipOf, cpfOf, noaOf, personBasicOf } from './myinfo-v3-person.js';

export interface MyinfoV3Config {
  /** e.g. http://127.0.0.1:5156/myinfo/v3 (mockpass) or https://api.myinfo.gov.sg/com/v3 */
  baseUrl: string;
  clientId: string;
  clientSecret: string;
  /** PKCS#8 PEM: signs our requests and decrypts the person */
  privateKeyPem: string;
  /** X.509 PEM of Myinfo: verifies the access token and the person's signature */
  myinfoCertPem: string;
  /** the e-service id Myinfo issued us */
  spEsvcId: string;
  /** shown on the consent page */
  purpose: string;
  /** how long a call may take before we give up, ms */
  timeoutMs?: number;
}

/** The attributes we ask for: the basic data (profile prefill) and the money data of spec 2 §3. */
export const MYINFO_ATTRIBUTES = ['uinfin', 'name', 'dob', 'sex', 'marital', 'residentialstatus', 'email', 'cpfbalances', 'noa', 'hdbownership'] as const;

/** Myinfo v3's request signature: RS256 over `METHOD&URL&sorted(params + app_id, nonce, signature_method, timestamp)`. */
export function pkiSignature(input: { method: string; url: string; params: Record<string, string>; appId: string; privateKeyPem: string; nonce?: string; timestamp?: string }): string {
  const nonce = input.nonce ?? crypto.randomBytes(16).toString('hex');
  const timestamp = input.timestamp ?? String(Date.now());
  const all: Record<string, string> = { ...input.params, app_id: input.appId, nonce, signature_method: 'RS256', timestamp };
  const baseString = `${input.method.toUpperCase()}&${input.url}&${Object.keys(all)
    .sort()
    .map((key) => `${key}=${all[key]}`)
    .join('&')}`;
  const signature = crypto.createSign('RSA-SHA256').update(baseString).sign(input.privateKeyPem, 'base64');
  // No spaces after the commas: Myinfo (and mockpass) split the header on spaces.
  return `PKI_SIGN timestamp="${timestamp}",nonce="${nonce}",app_id="${input.appId}",signature_method="RS256",signature="${signature}"`;
}

export class MyinfoV3Client implements MyinfoProvider {
  private keys: Promise<{ decrypt: jose.CryptoKey; verify: jose.CryptoKey }> | null = null;

  constructor(private readonly config: MyinfoV3Config) {}

  consentUrl({ state, redirectUri }: { state: string; redirectUri: string }): string {
    const url = new URL(`${this.config.baseUrl}/authorise`);
    url.search = new URLSearchParams({
      client_id: this.config.clientId,
      redirect_uri: redirectUri,
      attributes: MYINFO_ATTRIBUTES.join(','),
      purpose: this.config.purpose,
      state,
      sp_esvcId: this.config.spEsvcId,
    }).toString();
    return url.toString();
  }

  async personOf(code: string, redirectUri: string): Promise<MyinfoPerson> {
    const { accessToken, uinfin } = await this.token(code, redirectUri);
    const person = await this.person(accessToken, uinfin);
    const { noa, cpf, hdbOwnership } = { noa: noaOf(person), cpf: cpfOf(person), hdbOwnership: hdbOwnershipOf(person) };
    return { uinfin, basic: personBasicOf(person), record: { noa, cpf, hdbOwnership } };
  }

  private loadKeys() {
    this.keys ??= (async () => ({
      decrypt: await jose.importPKCS8(this.config.privateKeyPem, 'RSA-OAEP'),
      verify: await jose.importX509(this.config.myinfoCertPem, 'RS256'),
    }))();
    return this.keys;
  }

  private async call(url: string, init: RequestInit): Promise<{ status: number; text: string }> {
    try {
      const res = await fetch(url, { ...init, signal: AbortSignal.timeout(this.config.timeoutMs ?? 10_000) });
      return { status: res.status, text: await res.text() };
    } catch (error) {
      throw new MyinfoUnavailable(`no answer: ${(error as Error).message}`);
    }
  }

  private async token(code: string, redirectUri: string): Promise<{ accessToken: string; uinfin: string }> {
    const url = `${this.config.baseUrl}/token`;
    const params = { grant_type: 'authorization_code', code, redirect_uri: redirectUri, client_id: this.config.clientId, client_secret: this.config.clientSecret };
    const authorization = pkiSignature({ method: 'POST', url, params, appId: this.config.clientId, privateKeyPem: this.config.privateKeyPem });
    const { status, text } = await this.call(url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', authorization, 'cache-control': 'no-cache' },
      body: new URLSearchParams(params),
    });
    if (status !== 200) throw new MyinfoUnavailable(`token exchange answered ${status}`);
    let accessToken: string;
    try {
      accessToken = (JSON.parse(text) as { access_token: string }).access_token;
    } catch {
      throw new MyinfoUnavailable('token exchange answered no token');
    }
    try {
      const { payload } = await jose.jwtVerify(accessToken, (await this.loadKeys()).verify);
      if (typeof payload.sub !== 'string' || payload.sub === '') throw new Error('no sub');
      return { accessToken, uinfin: payload.sub };
    } catch {
      throw new MyinfoUnavailable('the access token is not signed by Myinfo');
    }
  }

  private async person(accessToken: string, uinfin: string): Promise<Record<string, unknown>> {
    const url = `${this.config.baseUrl}/person/${encodeURIComponent(uinfin)}/`;
    const query = { attributes: MYINFO_ATTRIBUTES.join(','), client_id: this.config.clientId, sp_esvcId: this.config.spEsvcId };
    const signature = pkiSignature({ method: 'GET', url, params: query, appId: this.config.clientId, privateKeyPem: this.config.privateKeyPem });
    const { status, text } = await this.call(`${url}?${new URLSearchParams(query)}`, { headers: { authorization: `${signature},Bearer ${accessToken}` } });
    if (status !== 200) throw new MyinfoUnavailable(`person read answered ${status}`);
    try {
      const keys = await this.loadKeys();
      const { plaintext } = await jose.compactDecrypt(text.trim(), keys.decrypt);
      // Mockpass's plaintext is a bare JWS; the real service's may be JSON-quoted (guide P9): accept both.
      let jws = new TextDecoder().decode(plaintext);
      if (jws.startsWith('"')) jws = JSON.parse(jws) as string;
      const { payload } = await jose.compactVerify(jws, keys.verify);
      return JSON.parse(new TextDecoder().decode(payload)) as Record<string, unknown>;
    } catch {
      throw new MyinfoUnavailable('the person could not be decrypted and verified');
    }
  }
}
