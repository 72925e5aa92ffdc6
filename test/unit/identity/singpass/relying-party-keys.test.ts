import { expect } from 'chai';
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { exportJWK, generateKeyPair } from 'jose';
import { RelyingPartyKeys } from '../../../../src/identity/adapters/singpass/relying-party-keys.js';
import { privateJwkTexts } from './harness.js';

const PRIVATE_MEMBERS = ['d', 'p', 'q', 'dp', 'dq', 'qi', 'k'];

describe('RelyingPartyKeys', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'rp-keys-'));
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  describe('when no keys are configured', () => {
    it('generates both keys into the keys file (mode 0600, directories created) and reloads the same keys', async () => {
      const keysFile = path.join(dir, 'nested', 'keys', 'singpass-rp.json');
      const first = await RelyingPartyKeys.load({ signingKeyJwk: null, encryptionKeyJwk: null, keysFile });
      expect((await stat(keysFile)).mode & 0o777).to.equal(0o600);

      const second = await RelyingPartyKeys.load({ signingKeyJwk: null, encryptionKeyJwk: null, keysFile });
      expect(second.publicJwks()).to.deep.equal(first.publicJwks());
      expect(second.signing.kid).to.equal(first.signing.kid);
      expect(second.encryption.kid).to.equal(first.encryption.kid);
    });

    it('stores private JWKs in the file but publishes only public members', async () => {
      const keysFile = path.join(dir, 'singpass-rp.json');
      const keys = await RelyingPartyKeys.load({ signingKeyJwk: null, encryptionKeyJwk: null, keysFile });
      const stored = JSON.parse(await readFile(keysFile, 'utf8')) as { keys: Array<Record<string, unknown>> };
      expect(stored.keys.map((k) => typeof k.d)).to.deep.equal(['string', 'string']);

      const { keys: published } = keys.publicJwks();
      expect(published).to.have.length(2);
      for (const jwk of published) expect(jwk).to.not.include.any.keys(...PRIVATE_MEMBERS);
      expect(published.map((k) => [k.use, k.alg, k.kty, k.crv])).to.deep.equal([
        ['sig', 'ES256', 'EC', 'P-256'],
        ['enc', 'ECDH-ES+A256KW', 'EC', 'P-256'],
      ]);
      expect(published[0]?.kid).to.be.a('string').and.not.equal(published[1]?.kid);
    });
  });

  describe('when keys are configured as JWK text', () => {
    it('uses them and never touches the keys file', async () => {
      const texts = await privateJwkTexts();
      const keysFile = path.join(dir, 'never-written.json');
      const keys = await RelyingPartyKeys.load({ signingKeyJwk: texts.signing, encryptionKeyJwk: texts.encryption, keysFile });
      const sig = JSON.parse(texts.signing) as Record<string, string>;
      expect(keys.publicJwks().keys[0]).to.include({ x: sig.x, y: sig.y });
      expect(keys.signing.privateKey.extractable).to.equal(false);
      await stat(keysFile).then(() => expect.fail('keys file written'), (err: NodeJS.ErrnoException) => expect(err.code).to.equal('ENOENT'));
    });

    it('keeps a configured kid (the one registered with Singpass)', async () => {
      const texts = await privateJwkTexts();
      const signing = JSON.stringify({ ...JSON.parse(texts.signing), kid: 'mmp-sig-2026-01' });
      const keys = await RelyingPartyKeys.load({ signingKeyJwk: signing, encryptionKeyJwk: texts.encryption, keysFile: path.join(dir, 'x.json') });
      expect(keys.signing.kid).to.equal('mmp-sig-2026-01');
      expect(keys.publicJwks().keys[0]?.kid).to.equal('mmp-sig-2026-01');
    });

    it('refuses a P-521 encryption key (openid-client decrypts with P-256 only) without echoing the key', async () => {
      const texts = await privateJwkTexts();
      const p521 = await generateKeyPair('ECDH-ES+A256KW', { crv: 'P-521', extractable: true });
      const jwk = await exportJWK(p521.privateKey);
      const load = RelyingPartyKeys.load({ signingKeyJwk: texts.signing, encryptionKeyJwk: JSON.stringify(jwk), keysFile: path.join(dir, 'x.json') });
      const err = await load.then(() => expect.fail('accepted P-521'), (e: Error) => e);
      expect(err.message).to.equal('Singpass encryption key: must be a private EC P-256 JWK');
      expect(err.message).to.not.contain(String(jwk.d));
    });

    it('refuses a public key where a private one is needed', async () => {
      const texts = await privateJwkTexts();
      const { d: _d, ...publicOnly } = JSON.parse(texts.signing) as Record<string, string>;
      const load = RelyingPartyKeys.load({ signingKeyJwk: JSON.stringify(publicOnly), encryptionKeyJwk: texts.encryption, keysFile: path.join(dir, 'x.json') });
      const err = await load.then(() => expect.fail('accepted a public key'), (e: Error) => e);
      expect(err.message).to.equal('Singpass signing key: must be a private EC P-256 JWK');
    });
  });
});
