/** Everything the Singpass relying party needs, read from the environment by platform/config. */
export interface SingpassConfig {
  /** `legacy`: Singpass v2 as mockpass 4.3.4 serves it. `fapi`: PAR + DPoP (FAPI 2.0), what production requires. */
  mode: 'legacy' | 'fapi';
  /** Discovery base: `${issuerUrl}/.well-known/openid-configuration` is fetched; endpoints are never hard-coded. */
  issuerUrl: string;
  clientId: string;
  /** Where Singpass sends the browser back: `${PUBLIC_URL}/sp-callback` (a web route that hands code+state to the API). */
  redirectUri: string;
  /** Private JWK (JSON text) for signing client assertions, ES256 on P-256. Null -> generated into `keysFile`. */
  signingKeyJwk: string | null;
  /** Private JWK (JSON text) for decrypting ID tokens, ECDH-ES+A256KW on P-256. Null -> generated into `keysFile`. */
  encryptionKeyJwk: string | null;
  /** Where generated development keys are kept between starts (e.g. `.data/keys/singpass-rp.json`). */
  keysFile: string;
  /** Allows http:// endpoints: only ever true for a loopback sandbox (mockpass). */
  allowInsecureHttp: boolean;
}
