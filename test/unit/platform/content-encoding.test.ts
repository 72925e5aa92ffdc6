import { expect } from 'chai';
import { acceptableEncodings, COMPRESSIBLE_EXTENSIONS, negotiateEncoding } from '../../../src/platform/http/content-encoding.js';
import { PRECOMPRESSED_EXTENSIONS } from '../../../web/build/precompress-plugin.js';

describe('Accept-Encoding negotiation for pre-compressed files', () => {
  it('prefers Brotli over gzip when both are accepted equally, whatever order the client lists them in', () => {
    expect(negotiateEncoding('gzip, deflate, br')).to.equal('br');
    expect(negotiateEncoding('br, gzip')).to.equal('br');
    expect(negotiateEncoding('gzip, deflate, br, zstd')).to.equal('br');
  });

  it('takes gzip when Brotli is not accepted', () => {
    expect(negotiateEncoding('gzip, deflate')).to.equal('gzip');
    expect(negotiateEncoding('x-gzip')).to.equal('gzip');
    expect(negotiateEncoding('GZIP')).to.equal('gzip');
  });

  it('answers the plain file without the header, with an empty one, or for codings we do not hold', () => {
    expect(negotiateEncoding(undefined)).to.equal('identity');
    expect(negotiateEncoding('')).to.equal('identity');
    expect(negotiateEncoding('deflate, zstd')).to.equal('identity');
    expect(negotiateEncoding('identity')).to.equal('identity');
  });

  it('respects q-values: a higher q wins, q=0 refuses', () => {
    expect(negotiateEncoding('br;q=0.5, gzip;q=0.9')).to.equal('gzip');
    expect(negotiateEncoding('br;q=0, gzip')).to.equal('gzip');
    expect(negotiateEncoding('br;q=0, gzip;q=0')).to.equal('identity');
    expect(negotiateEncoding('br; q=0.001, gzip ;Q=0.002')).to.equal('gzip');
    expect(acceptableEncodings('br;q=0.8, gzip;q=0.5')).to.deep.equal(['br', 'gzip', 'identity']);
  });

  it('ranks identity above a compressed coding only when the client says so', () => {
    expect(negotiateEncoding('gzip;q=0.5, identity')).to.equal('identity');
    expect(acceptableEncodings('gzip;q=0.5, identity;q=1')).to.deep.equal(['identity', 'gzip']);
    // Not named: acceptable, at the lowest preference expressed.
    expect(acceptableEncodings('gzip;q=0.5')).to.deep.equal(['gzip', 'identity']);
  });

  it('reads * as every coding not named, and lets a named coding override it', () => {
    expect(negotiateEncoding('*')).to.equal('br');
    expect(negotiateEncoding('br;q=0, *')).to.equal('gzip');
    expect(acceptableEncodings('*;q=0.5, gzip')).to.deep.equal(['gzip', 'br', 'identity']);
  });

  it('drops identity when it is refused outright, yet never leaves the list empty', () => {
    expect(acceptableEncodings('gzip, identity;q=0')).to.deep.equal(['gzip']);
    expect(acceptableEncodings('br, *;q=0')).to.deep.equal(['br']);
    expect(acceptableEncodings('*;q=0')).to.deep.equal(['identity']);
    expect(acceptableEncodings('identity;q=0')).to.deep.equal(['identity']);
  });

  it('ignores entries with a malformed q rather than guessing', () => {
    expect(negotiateEncoding('br;q=2, gzip')).to.equal('gzip');
    expect(negotiateEncoding('br;q=abc, gzip;q=0.1')).to.equal('gzip');
    expect(negotiateEncoding(' , ;q=1, gzip')).to.equal('gzip');
  });

  it('negotiates only among the encodings at hand', () => {
    expect(negotiateEncoding('br, gzip', ['gzip'])).to.equal('gzip');
    expect(negotiateEncoding('br', ['gzip'])).to.equal('identity');
  });

  it('compresses at build time exactly the file types the server negotiates', () => {
    expect([...PRECOMPRESSED_EXTENSIONS].sort()).to.deep.equal([...COMPRESSIBLE_EXTENSIONS].sort());
  });
});
