import { exportJWK, generateKeyPair } from 'jose';
import type { SingpassConfig } from '../../../../src/identity/adapters/singpass/singpass-config.js';
import { OpenIdSingpassProvider } from '../../../../src/identity/adapters/singpass/openid-singpass-provider.js';
import { RelyingPartyKeys } from '../../../../src/identity/adapters/singpass/relying-party-keys.js';
import { ManualClock, type Clock } from '../../../../src/shared-kernel/clock.js';
import { FakeOpenIdProvider } from '../../../support/oidc/fake-provider.js';

export const CLIENT_ID = 'mymoneyplan-test';
export const REDIRECT_URI = 'https://mymoneyplan.test/sp-callback';
/** Persona S9812381D of the guide §8 (mockpass's TAN HENG HUAT). */
export const PERSONA = { nric: 'S9812381D', uuid: 'b6cb9308-733b-42b3-ad38-9b5afc890206' };

/**
 * Deliberately years away from the machine's clock: the fake issues ID tokens valid for 10 minutes at this time,
 * so a happy path only passes if the provider judges expiry by the injected clock.
 */
export const FAKE_NOW = '2020-03-01T04:00:00.000Z';

/** Private JWK text for config, as an operator would paste it into SINGPASS_SIGNING_KEY / _ENCRYPTION_KEY. */
export async function privateJwkTexts(): Promise<{ signing: string; encryption: string }> {
  const sig = await generateKeyPair('ES256', { extractable: true });
  const enc = await generateKeyPair('ECDH-ES+A256KW', { crv: 'P-256', extractable: true });
  return { signing: JSON.stringify(await exportJWK(sig.privateKey)), encryption: JSON.stringify(await exportJWK(enc.privateKey)) };
}

export interface Rig {
  op: FakeOpenIdProvider;
  rp: OpenIdSingpassProvider;
  keys: RelyingPartyKeys;
  config: SingpassConfig;
  clock: ManualClock;
  /** Another provider instance with the same config and keys: a second server process. */
  otherProcess(): OpenIdSingpassProvider;
}

/** An RP wired to a fresh fake OP through customFetch (no sockets), both on the same manual clock by default. */
export async function rig(mode: 'legacy' | 'fapi', opts: { opClock?: Clock } = {}): Promise<Rig> {
  const clock = new ManualClock(FAKE_NOW);
  const texts = await privateJwkTexts();
  const keys = await RelyingPartyKeys.load({ signingKeyJwk: texts.signing, encryptionKeyJwk: texts.encryption, keysFile: '/nonexistent/never-read.json' });
  const op = await FakeOpenIdProvider.create({ mode, clientId: CLIENT_ID, rpJwks: () => keys.publicJwks(), clock: opts.opClock ?? clock });
  const config: SingpassConfig = {
    mode,
    issuerUrl: op.issuer,
    clientId: CLIENT_ID,
    redirectUri: REDIRECT_URI,
    signingKeyJwk: texts.signing,
    encryptionKeyJwk: texts.encryption,
    keysFile: '/nonexistent/never-read.json',
    allowInsecureHttp: false,
  };
  const make = () => new OpenIdSingpassProvider(config, keys, { customFetch: op.fetch, clock });
  return { op, rp: make(), keys, config, clock, otherProcess: make };
}
