import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import zlib from 'node:zlib';
import { expect } from 'chai';
import { MIN_BYTES, precompressDirectory } from '../../../web/build/precompress-plugin.js';

/** The build step that writes the .br and .gz twins (docs/decisions.md "Pre-compressed assets"). */
describe('Pre-compressing the web build', () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mmp-precompress-'));
    fs.mkdirSync(path.join(dir, 'assets'));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  const twins = (file: string) => ['.br', '.gz'].filter((suffix) => fs.existsSync(path.join(dir, file + suffix)));

  it('writes a Brotli and a gzip twin that decompress to the file, for every compressible type', async () => {
    const text = 'const plan = "save, then invest";\n'.repeat(200);
    for (const file of ['assets/a.js', 'assets/a.css', 'offline.html', 'favicon.svg', 'site.webmanifest', 'robots.txt', 'data.json']) {
      fs.writeFileSync(path.join(dir, file), text);
    }
    const summary = await precompressDirectory(dir);
    expect(summary.files).to.equal(7);
    for (const file of ['assets/a.js', 'assets/a.css', 'offline.html', 'favicon.svg', 'site.webmanifest', 'robots.txt', 'data.json']) {
      expect(twins(file), file).to.deep.equal(['.br', '.gz']);
      expect(zlib.brotliDecompressSync(fs.readFileSync(path.join(dir, `${file}.br`))).toString(), file).to.equal(text);
      expect(zlib.gunzipSync(fs.readFileSync(path.join(dir, `${file}.gz`))).toString(), file).to.equal(text);
    }
    expect(summary.brotliBytes).to.be.lessThan(summary.gzipBytes);
  });

  it('leaves alone the template index.html, tiny files, images, source maps and files compression does not shrink', async () => {
    const text = 'a fairly repetitive line of text\n'.repeat(100);
    fs.writeFileSync(path.join(dir, 'index.html'), text);
    fs.writeFileSync(path.join(dir, 'assets/tiny.js'), 'x'.repeat(MIN_BYTES - 1));
    fs.writeFileSync(path.join(dir, 'assets/photo.png'), text);
    fs.writeFileSync(path.join(dir, 'assets/a.js.map'), text);
    fs.writeFileSync(path.join(dir, 'assets/noise.js'), randomBytes(4096).toString('base64'));
    await precompressDirectory(dir);
    for (const file of ['index.html', 'assets/tiny.js', 'assets/photo.png', 'assets/a.js.map']) expect(twins(file), file).to.deep.equal([]);
    // base64 of random bytes packs 6 bits in 8: gzip and Brotli save about a quarter, well over 5 %.
    expect(twins('assets/noise.js')).to.deep.equal(['.br', '.gz']);
    fs.writeFileSync(path.join(dir, 'assets/noise.js'), randomBytes(4096));
    await precompressDirectory(dir);
    expect(twins('assets/noise.js'), 'random bytes barely compress').to.deep.equal([]);
  });

  it('removes a twin left by an earlier build when the file no longer gains from one', async () => {
    fs.writeFileSync(path.join(dir, 'assets/a.js'), 'compressible line\n'.repeat(200));
    await precompressDirectory(dir);
    expect(twins('assets/a.js')).to.deep.equal(['.br', '.gz']);
    fs.writeFileSync(path.join(dir, 'assets/a.js'), 'x');
    await precompressDirectory(dir);
    expect(twins('assets/a.js')).to.deep.equal([]);
  });
});
