import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect } from 'chai';
import { startTestApp, TEST_PUBLIC_URL, type TestApp } from '../../support/test-app.js';

/** The built web app as the server serves it, from a small stand-in build so the test needs no Vite run. */
describe('Serving the web app', () => {
  const webRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'mmp-web-'));
  let t: TestApp;
  before(async () => {
    fs.mkdirSync(path.join(webRoot, 'assets'));
    fs.writeFileSync(
      path.join(webRoot, 'index.html'),
      '<!doctype html><html><head><meta name="app-config" content="__APP_CONFIG__"><title>__PRODUCT_NAME__</title><script type="module" src="/assets/app-abc123.js"></script></head><body></body></html>',
    );
    fs.writeFileSync(path.join(webRoot, 'assets', 'app-abc123.js'), 'console.log("app")');
    fs.writeFileSync(path.join(webRoot, 'robots.txt'), 'User-agent: *');
    fs.writeFileSync(path.join(webRoot, 'service-worker.js'), "self.addEventListener('fetch', () => undefined);");
    fs.writeFileSync(path.join(webRoot, 'assets', 'big-abc123.js'), `export const words = ${JSON.stringify('save and plan '.repeat(400))};`);
    t = await startTestApp({ webRoot, env: { PRODUCT_NAME: 'Kopi & <Money>' } });
  });
  after(async () => {
    await t?.stop();
    fs.rmSync(webRoot, { recursive: true, force: true });
  });

  it('serves index.html with the runtime settings in the meta tag, HTML-escaped, never cached', async () => {
    const res = await t.client().get('/');
    expect(res.status).to.equal(200);
    expect(res.headers.get('cache-control')).to.equal('no-cache, no-store, must-revalidate');
    expect(res.text).to.contain('<title>Kopi &amp; &lt;Money&gt;</title>');
    const match = /content="([^"]*)"/.exec(res.text)!;
    const settings = JSON.parse(match[1]!.replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&'));
    const host = new URL(TEST_PUBLIC_URL).hostname;
    expect(settings).to.deep.equal({
      productName: 'Kopi & <Money>',
      govDeployment: false,
      environment: 'test',
      version: '0.0.0-test',
      idleTimeoutMs: 600_000,
      leavePageWarning: true,
      externalLinks: {
        contactUs: `mailto:support@${host}`,
        feedback: `mailto:support@${host}?subject=Feedback`,
        reportVulnerability: `mailto:security@${host}?subject=Vulnerability%20report`,
      },
      errorReportingDsn: null,
      // No cookie came with this request (docs/decisions.md "Prerendered public pages").
      sessionCookieSent: false,
    });
  });

  it('serves the service worker from the root, revalidated on every check (spec 1 §7)', async () => {
    const res = await t.client().get('/service-worker.js');
    expect(res.status).to.equal(200);
    expect(res.headers.get('content-type')).to.contain('javascript');
    expect(res.headers.get('cache-control')).to.equal('no-cache');
  });

  it('answers every client-side route with index.html so the web router decides', async () => {
    const res = await t.client().get('/dashboard/cashflow/edit-income');
    expect(res.status).to.equal(200);
    expect(res.headers.get('content-type')).to.contain('text/html');
    expect(res.text).to.contain('app-abc123.js');
  });

  it('serves hashed assets as immutable for a year', async () => {
    const res = await t.client().get('/assets/app-abc123.js');
    expect(res.status).to.equal(200);
    expect(res.headers.get('cache-control')).to.equal('max-age=31536000,immutable');
  });

  it('never compresses a file per request: without a build-time twin it goes out plain (docs/decisions.md "Pre-compressed assets")', async () => {
    const res = await fetch(`${t.app.url}/assets/big-abc123.js`, { headers: { 'accept-encoding': 'gzip, br' } });
    expect(res.headers.get('content-encoding')).to.equal(null);
    expect(res.headers.get('vary')).to.contain('Accept-Encoding');
    expect(await res.text()).to.contain('save and plan save and plan');
  });

  it('answers a missing hashed asset with 404, not the page', async () => {
    const res = await t.client().get('/assets/app-gone999.js');
    expect(res.status).to.equal(404);
  });

  it('serves plain public files such as robots.txt', async () => {
    const res = await t.client().get('/robots.txt');
    expect(res.status).to.equal(200);
    expect(res.text).to.equal('User-agent: *');
  });

  it('does not let a path escape the web root', async () => {
    const res = await t.client().get('/..%2f..%2fetc%2fpasswd');
    expect(res.text).not.to.contain('root:');
  });

  it('picks up a rebuilt index.html without a restart', async () => {
    const file = path.join(webRoot, 'index.html');
    const later = new Date(Date.now() + 5000);
    fs.writeFileSync(file, '<!doctype html><title>__PRODUCT_NAME__ v2</title><script type="module" src="/assets/app-def456.js"></script>');
    fs.utimesSync(file, later, later);
    const res = await t.client().get('/');
    expect(res.text).to.contain('app-def456.js');
  });
});
