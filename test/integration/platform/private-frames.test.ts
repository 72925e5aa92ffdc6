import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect } from 'chai';
import { PERSONAS, signIn, signInConsented, signInOnboarded } from '../../support/sign-in.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';

/**
 * docs/decisions.md "A private page's frame in its document": with a session cookie on the dashboard's or the
 * retirement plan's address, the server reads the session, runs the shared gate (spec 1 §4) and sends the page's
 * frame with the resident's name to a resident it lets in; the blank shell to everyone else. A small stand-in build,
 * so the test needs no Vite run; the session is a real one, through mockpass and PostgreSQL.
 */
describe("Serving a private page's frame", () => {
  const webRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'mmp-private-frames-'));
  let t: TestApp;
  const SHELL = '<div id="root"></div>';

  before(async () => {
    const head = '<meta name="app-config" content="__APP_CONFIG__"><title>__PRODUCT_NAME__</title>';
    fs.writeFileSync(path.join(webRoot, 'index.html'), `<!doctype html><html><head>${head}</head><body>${SHELL}</body></html>`);
    fs.mkdirSync(path.join(webRoot, '.prerendered', 'private'), { recursive: true });
    const frame = (body: string) => `<!doctype html><html><head>${head}</head><body><div id="root" data-prerendered="/dashboard" data-private-frame>${body}</div></body></html>`;
    fs.writeFileSync(
      path.join(webRoot, '.prerendered', 'private', 'dashboard.named.html'),
      frame('<span class="avatar" aria-hidden="true">__RESIDENT_INITIAL__</span><h1>Welcome, __ResidentName__</h1><p>__PRODUCT_NAME__</p>'),
    );
    fs.writeFileSync(path.join(webRoot, '.prerendered', 'private', 'dashboard.unnamed.html'), frame('<span class="avatar" aria-hidden="true">?</span><h1>Welcome</h1>'));
    fs.writeFileSync(
      path.join(webRoot, '.prerendered', 'pages.json'),
      JSON.stringify({
        govDeployment: false,
        pages: {},
        privateFrames: { '/dashboard': { named: 'private/dashboard.named.html', unnamed: 'private/dashboard.unnamed.html' } },
        routes: [
          { path: '/dashboard', scripts: ['assets/dashboard-page-A1.js'], styles: [], reads: ['/api/v1/finances'] },
          { path: '/profile', scripts: ['assets/profile-B2.js'], styles: [] },
        ],
      }),
    );
    t = await startTestApp({ webRoot, env: { PRODUCT_NAME: 'Kopi & Money' } });
  });
  after(async () => {
    await t?.stop();
    fs.rmSync(webRoot, { recursive: true, force: true });
  });

  const documentFor = async (client: ReturnType<TestApp['client']>, address: string) => {
    const res = await client.get(address);
    expect(res.status).to.equal(200);
    expect(res.headers.get('cache-control')).to.equal('no-cache, no-store, must-revalidate');
    return res.text;
  };

  it("an onboarded resident gets the frame with their name and initial, the session read and the page's reads preloaded", async () => {
    const client = t.client();
    await signInOnboarded(client, PERSONAS.limYongXiang);
    const html = await documentFor(client, '/dashboard');
    expect(html).to.contain('<h1>Welcome, Test Resident</h1>');
    expect(html).to.contain('<span class="avatar" aria-hidden="true">T</span>');
    expect(html).to.contain('<p>Kopi &amp; Money</p>');
    expect(html).to.contain('<link rel="preload" href="/api/v1/user" as="fetch" crossorigin>');
    expect(html).to.contain('<link rel="preload" href="/api/v1/finances" as="fetch" crossorigin>');
    expect(html).to.contain('&quot;sessionCookieSent&quot;:true');
    // Another address without a frame: the shell, as before.
    expect(await documentFor(client, '/profile')).to.contain(SHELL);
  });

  it('a name typed with markup in it arrives as text', async () => {
    const client = t.client();
    await signInOnboarded(client, PERSONAS.bernardWong);
    const renamed = await client.request('PATCH', '/api/v1/user', { json: { name: 'Wong <b>Bernard</b>' } });
    expect(renamed.status, renamed.text).to.equal(200);
    const html = await documentFor(client, '/dashboard');
    expect(html).to.contain('<h1>Welcome, Wong &lt;b&gt;Bernard&lt;/b&gt;</h1>');
  });

  it('a resident the gate sends elsewhere (consented, not onboarded; not consented) gets the blank shell', async () => {
    const consented = t.client();
    await signInConsented(consented, PERSONAS.tanHengHuat);
    expect(await documentFor(consented, '/dashboard')).to.contain(SHELL);
    const signedInOnly = t.client();
    await signIn(signedInOnly, PERSONAS.tanHengHuat);
    expect(await documentFor(signedInOnly, '/dashboard')).to.contain(SHELL);
  });

  it('no cookie, a forged cookie, or the cookie of a session signed out: the blank shell', async () => {
    expect(await documentFor(t.client(), '/dashboard')).to.contain(SHELL);
    const forged = await fetch(`${t.app.url}/dashboard`, { headers: { cookie: 'mmp.sid=forged; mmp.sid.sig=forged' } });
    expect(await forged.text()).to.contain(SHELL);
    const client = t.client();
    await signInOnboarded(client, PERSONAS.limYongXiang);
    const kept = client.clone();
    expect((await client.request('DELETE', '/api/v1/auth/token')).status).to.equal(204);
    expect(await documentFor(kept, '/dashboard')).to.contain(SHELL);
  });
});
