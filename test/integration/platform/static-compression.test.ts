import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { expect } from 'chai';
import { startTestApp, type TestApp } from '../../support/test-app.js';
import { precompressDirectory } from '../../../web/build/precompress-plugin.js';

interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** One request with the bytes as sent: fetch would undo the Content-Encoding this suite is about. */
function raw(base: string, method: 'GET' | 'HEAD', urlPath: string, headers: Record<string, string> = {}): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = http.request(new URL(urlPath, base), { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

function decode(res: RawResponse): Buffer {
  const coding = res.headers['content-encoding'];
  if (coding === 'br') return zlib.brotliDecompressSync(res.body);
  if (coding === 'gzip') return zlib.gunzipSync(res.body);
  expect(coding, 'an encoding this suite knows').to.equal(undefined);
  return res.body;
}

/**
 * The web app's files compressed once at build time and served by content negotiation (docs/decisions.md
 * "Pre-compressed assets"): a small stand-in build, compressed by the build plugin's own function.
 */
describe('Pre-compressed web app files', () => {
  const webRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'mmp-web-compressed-'));
  const script = `export const plan = ${JSON.stringify('save, plan and invest every month; '.repeat(300))};\n`;
  const style = `${'.card { margin: 0 auto; padding: 1rem; color: #222; }\n'.repeat(100)}`;
  const worker = `self.addEventListener('fetch', () => undefined); // ${'keep the shell for a repeat visit '.repeat(60)}\n`;
  let t: TestApp;
  let base: string;
  before(async () => {
    fs.mkdirSync(path.join(webRoot, 'assets'));
    fs.writeFileSync(
      path.join(webRoot, 'index.html'),
      `<!doctype html><html><head><meta name="app-config" content="__APP_CONFIG__"><title>__PRODUCT_NAME__</title><script type="module" src="/assets/app-abc123.js"></script></head><body>${'<!-- the shell -->'.repeat(80)}</body></html>`,
    );
    fs.writeFileSync(path.join(webRoot, 'assets', 'app-abc123.js'), script);
    fs.writeFileSync(path.join(webRoot, 'assets', 'app-abc123.css'), style);
    fs.writeFileSync(path.join(webRoot, 'assets', 'tiny-abc123.js'), 'export const a = 1;\n');
    fs.writeFileSync(path.join(webRoot, 'service-worker.js'), worker);
    await precompressDirectory(webRoot);
    t = await startTestApp({ webRoot, env: { PRODUCT_NAME: 'Kopi Money' } });
    base = t.app.url;
  });
  after(async () => {
    await t?.stop();
    fs.rmSync(webRoot, { recursive: true, force: true });
  });

  it('the build writes a Brotli and a gzip twin of each text file worth compressing, never of index.html or a tiny file', () => {
    for (const file of ['assets/app-abc123.js', 'assets/app-abc123.css', 'service-worker.js']) {
      const plain = fs.readFileSync(path.join(webRoot, file));
      expect(zlib.brotliDecompressSync(fs.readFileSync(path.join(webRoot, `${file}.br`))).equals(plain), `${file}.br`).to.equal(true);
      expect(zlib.gunzipSync(fs.readFileSync(path.join(webRoot, `${file}.gz`))).equals(plain), `${file}.gz`).to.equal(true);
    }
    for (const file of ['index.html', 'assets/tiny-abc123.js']) {
      expect(fs.existsSync(path.join(webRoot, `${file}.br`)), `${file}.br`).to.equal(false);
      expect(fs.existsSync(path.join(webRoot, `${file}.gz`)), `${file}.gz`).to.equal(false);
    }
  });

  it('sends the Brotli twin of a hashed asset to a browser that takes it, as the original type, immutable for a year', async () => {
    const res = await raw(base, 'GET', '/assets/app-abc123.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(res.status).to.equal(200);
    expect(res.headers['content-encoding']).to.equal('br');
    expect(res.headers.vary).to.contain('Accept-Encoding');
    expect(res.headers['content-type']).to.equal('text/javascript; charset=utf-8');
    expect(res.headers['cache-control']).to.equal('max-age=31536000,immutable');
    expect(Number(res.headers['content-length'])).to.equal(fs.statSync(path.join(webRoot, 'assets/app-abc123.js.br')).size);
    expect(res.body.length).to.be.lessThan(script.length / 5);
    expect(decode(res).toString('utf8')).to.equal(script);
    // The security headers are the page's, as on every other static response.
    expect(res.headers['content-security-policy']).to.contain("script-src 'self'");
    expect(res.headers['x-content-type-options']).to.equal('nosniff');
  });

  it('sends the gzip twin to a browser that takes only gzip', async () => {
    const res = await raw(base, 'GET', '/assets/app-abc123.css', { 'accept-encoding': 'gzip' });
    expect(res.headers['content-encoding']).to.equal('gzip');
    expect(res.headers['content-type']).to.equal('text/css; charset=utf-8');
    expect(res.headers.vary).to.contain('Accept-Encoding');
    expect(Number(res.headers['content-length'])).to.equal(fs.statSync(path.join(webRoot, 'assets/app-abc123.css.gz')).size);
    expect(decode(res).toString('utf8')).to.equal(style);
  });

  it('follows the q-values: Brotli refused means gzip, both refused means the plain file', async () => {
    const gzipOnly = await raw(base, 'GET', '/assets/app-abc123.js', { 'accept-encoding': 'br;q=0, gzip' });
    expect(gzipOnly.headers['content-encoding']).to.equal('gzip');
    for (const acceptEncoding of ['br;q=0, gzip;q=0', 'identity', 'deflate']) {
      const res = await raw(base, 'GET', '/assets/app-abc123.js', { 'accept-encoding': acceptEncoding });
      expect(res.headers['content-encoding'], acceptEncoding).to.equal(undefined);
      expect(res.headers.vary, acceptEncoding).to.contain('Accept-Encoding');
      expect(Number(res.headers['content-length']), acceptEncoding).to.equal(Buffer.byteLength(script));
      expect(res.body.toString('utf8'), acceptEncoding).to.equal(script);
    }
  });

  it('sends the plain file to a client that sends no Accept-Encoding, still marked as varying by it', async () => {
    const res = await raw(base, 'GET', '/assets/app-abc123.js');
    expect(res.headers['content-encoding']).to.equal(undefined);
    expect(res.headers.vary).to.contain('Accept-Encoding');
    expect(res.body.toString('utf8')).to.equal(script);
  });

  it('answers HEAD with the headers of the negotiated twin and no body', async () => {
    const res = await raw(base, 'HEAD', '/assets/app-abc123.js', { 'accept-encoding': 'br' });
    expect(res.status).to.equal(200);
    expect(res.headers['content-encoding']).to.equal('br');
    expect(res.headers['content-type']).to.equal('text/javascript; charset=utf-8');
    expect(Number(res.headers['content-length'])).to.equal(fs.statSync(path.join(webRoot, 'assets/app-abc123.js.br')).size);
    expect(res.body.length).to.equal(0);
  });

  it('sends a file without a twin plain and never compresses it per request', async () => {
    const res = await raw(base, 'GET', '/assets/tiny-abc123.js', { 'accept-encoding': 'br, gzip' });
    expect(res.headers['content-encoding']).to.equal(undefined);
    expect(res.headers.vary).to.contain('Accept-Encoding');
    expect(res.body.toString('utf8')).to.equal('export const a = 1;\n');
  });

  it('compresses the rendered index.html and negotiates it the same way, never cached', async () => {
    const plain = await raw(base, 'GET', '/');
    expect(plain.headers['content-encoding']).to.equal(undefined);
    const html = plain.body.toString('utf8');
    expect(html).to.contain('<title>Kopi Money</title>');
    for (const [acceptEncoding, coding] of [
      ['gzip, deflate, br', 'br'],
      ['gzip', 'gzip'],
      ['br;q=0, gzip;q=0', undefined],
    ] as const) {
      // A client-side route answers with the same page.
      for (const page of ['/', '/index.html', '/dashboard/cashflow']) {
        const res = await raw(base, 'GET', page, { 'accept-encoding': acceptEncoding });
        expect(res.status, page).to.equal(200);
        expect(res.headers['content-encoding'], `${page} ${acceptEncoding}`).to.equal(coding);
        expect(res.headers['content-type'], page).to.equal('text/html; charset=utf-8');
        expect(res.headers['cache-control'], page).to.equal('no-cache, no-store, must-revalidate');
        expect(res.headers.vary, page).to.contain('Accept-Encoding');
        expect(Number(res.headers['content-length']), page).to.equal(res.body.length);
        expect(decode(res).toString('utf8'), page).to.equal(html);
      }
    }
    const head = await raw(base, 'HEAD', '/', { 'accept-encoding': 'br' });
    expect(head.headers['content-encoding']).to.equal('br');
    expect(head.headers['cache-control']).to.equal('no-cache, no-store, must-revalidate');
    expect(head.body.length).to.equal(0);
  });

  it('compresses the service worker too, and keeps it revalidated on every check (spec 1 §7)', async () => {
    const res = await raw(base, 'GET', '/service-worker.js', { 'accept-encoding': 'gzip, br' });
    expect(res.headers['content-encoding']).to.equal('br');
    expect(res.headers['cache-control']).to.equal('no-cache');
    expect(res.headers['content-type']).to.equal('text/javascript; charset=utf-8');
    expect(decode(res).toString('utf8')).to.equal(worker);
  });

  it('still answers a missing hashed asset with a plain-text 404', async () => {
    const res = await raw(base, 'GET', '/assets/app-gone999.js', { 'accept-encoding': 'br, gzip' });
    expect(res.status).to.equal(404);
    expect(res.headers['content-encoding']).to.equal(undefined);
    expect(res.headers['content-type']).to.contain('text/plain');
  });
});
