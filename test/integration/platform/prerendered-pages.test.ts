import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect } from 'chai';
import { startTestApp, type TestApp } from '../../support/test-app.js';

/**
 * docs/decisions.md "Prerendered public pages": a visitor without a session cookie gets the page the build
 * prerendered; anyone with a session cookie gets the empty shell, so a signed-in resident never sees a visitor's
 * navigation first (spec 1 §4). A small stand-in build, so the test needs no Vite run.
 */
describe('Serving prerendered public pages', () => {
  const webRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'mmp-prerendered-'));
  let t: TestApp;

  const configOf = (html: string) => {
    const match = /name="app-config" content="([^"]*)"/.exec(html);
    if (!match) throw new Error('no app-config meta tag');
    return JSON.parse(match[1]!.replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&#39;/g, "'").replace(/&amp;/g, '&')) as Record<string, unknown>;
  };
  const get = (address: string, headers: Record<string, string> = {}) => fetch(`${t.app.url}${address}`, { headers });

  before(async () => {
    const head = '<meta name="app-config" content="__APP_CONFIG__"><title>__PRODUCT_NAME__</title>';
    fs.writeFileSync(path.join(webRoot, 'index.html'), `<!doctype html><html><head>${head}</head><body><div id="root"></div></body></html>`);
    fs.mkdirSync(path.join(webRoot, '.prerendered', 'buying-a-house'), { recursive: true });
    const page = (body: string) => `<!doctype html><html><head>${head}</head><body><div id="root" data-prerendered>${body}</div></body></html>`;
    fs.writeFileSync(path.join(webRoot, '.prerendered', 'index.html'), page('<main><h1>Plan your money</h1><p>__PRODUCT_NAME__ is free</p></main>'));
    fs.writeFileSync(
      path.join(webRoot, '.prerendered', 'buying-a-house', 'cash-or-CPF.html'),
      page('<main><h1>Cash or CPF</h1><a href="__EXTERNAL_LINK_CONTACT_US__">Contact us</a></main>'),
    );
    fs.writeFileSync(
      path.join(webRoot, '.prerendered', 'pages.json'),
      JSON.stringify({
        govDeployment: false,
        pages: { '/': 'index.html', '/buying-a-house/cash-or-CPF': 'buying-a-house/cash-or-CPF.html' },
        routes: [
          { path: '/dashboard', scripts: ['assets/dashboard-page-A1.js', 'assets/chart-B2.js'], styles: ['assets/dashboard-C3.css'] },
          { path: '/buying-a-house/:guide', scripts: ['assets/housing-guides-D4.js'], styles: [], only: ['/buying-a-house/cash-or-CPF', '/buying-a-house/cpf-housing-grants'] },
          { path: '/expense-manager/your-budget', scripts: ['assets/your-budget-E5.js'], styles: [] },
          { path: '/expense-manager/*', scripts: ['assets/not-found-F6.js'], styles: [], notFound: true },
          { path: '/*', scripts: ['assets/not-found-F6.js'], styles: [], notFound: true },
        ],
      }),
    );
    t = await startTestApp({ webRoot, env: { PRODUCT_NAME: 'Kopi & Money', CONTACT_US_URL: 'mailto:help@kopi.example' } });
  });
  after(async () => {
    await t?.stop();
    fs.rmSync(webRoot, { recursive: true, force: true });
  });

  it('answers an address no page answers with 404 and the app (its "Page not found"), with or without a session', async () => {
    for (const [address, headers] of [
      ['/no-such-page', {}],
      ['/expense-manager/no-such-step', {}],
      ['/buying-a-house/no-such-guide', {}],
      ['/no-such-page', { cookie: 'mmp.sid=abc; mmp.sid.sig=def' }],
    ] as const) {
      const res = await get(address, headers);
      expect(res.status, address).to.equal(404);
      expect(res.headers.get('content-type'), address).to.contain('text/html');
      expect(await res.text(), address).to.contain('<div id="root"');
    }
    // Known pages, a prerendered one and one with a parameter, stay 200.
    for (const address of ['/buying-a-house/cash-or-CPF', '/buying-a-house/cpf-housing-grants', '/buying-a-house/cpf-housing-grants/', '/dashboard', '/expense-manager/your-budget']) {
      expect((await get(address)).status, address).to.equal(200);
    }
  });

  it('sends a visitor the prerendered page, with the settings filled in and "no session cookie" in the config', async () => {
    const res = await get('/buying-a-house/cash-or-CPF');
    expect(res.status).to.equal(200);
    expect(res.headers.get('content-type')).to.contain('text/html');
    expect(res.headers.get('cache-control')).to.equal('no-cache, no-store, must-revalidate');
    expect(res.headers.get('vary')).to.match(/Cookie/);
    const html = await res.text();
    expect(html).to.contain('<h1>Cash or CPF</h1><a href="mailto:help@kopi.example">Contact us</a>');
    expect(html).to.contain('<title>Kopi &amp; Money</title>');
    expect(configOf(html)).to.include({ productName: 'Kopi & Money', sessionCookieSent: false });
  });

  it('sends the landing page prerendered at / and /index.html', async () => {
    for (const address of ['/', '/index.html']) {
      const html = await (await get(address)).text();
      expect(html, address).to.contain('<p>Kopi &amp; Money is free</p>');
    }
  });

  it('sends anyone with a session cookie the empty shell, which checks the session', async () => {
    const res = await get('/buying-a-house/cash-or-CPF', { cookie: 'mmp.sid=abc; mmp.sid.sig=def' });
    const html = await res.text();
    expect(html).to.contain('<div id="root"></div>');
    expect(html).not.to.contain('Cash or CPF');
    expect(configOf(html)).to.include({ sessionCookieSent: true });
  });

  it('sends the empty shell for a page that was not prerendered, saying no session cookie came', async () => {
    const html = await (await get('/expense-manager/your-budget')).text();
    expect(html).to.contain('<div id="root"></div>');
    expect(configOf(html)).to.include({ sessionCookieSent: false });
  });

  /** docs/decisions.md "Page files in the document's head". */
  it("links the address's page files in the shell's head, and the session read when a session cookie came", async () => {
    const signedIn = await (await get('/dashboard', { cookie: 'mmp.sid=abc; mmp.sid.sig=def' })).text();
    const head = signedIn.slice(0, signedIn.indexOf('</head>'));
    expect(head).to.contain('<link rel="stylesheet" crossorigin href="/assets/dashboard-C3.css">');
    expect(head).to.contain('<link rel="modulepreload" crossorigin href="/assets/dashboard-page-A1.js"><link rel="modulepreload" crossorigin href="/assets/chart-B2.js">');
    expect(head).to.contain('<link rel="preload" href="/api/v1/user" as="fetch" crossorigin>');
    expect(head).not.to.contain('not-found');

    // A visitor's shell: the page's files, no session read (there is no session to read).
    const visitor = await (await get('/expense-manager/your-budget')).text();
    expect(visitor).to.contain('<link rel="modulepreload" crossorigin href="/assets/your-budget-E5.js">');
    expect(visitor).not.to.contain('/api/v1/user');

    // An address no route names: the catch-all's page ('Page not found').
    expect(await (await get('/no/such/page')).text()).to.contain('href="/assets/not-found-F6.js"');
    // A route with a parameter, for a resident whose cookie keeps them on the shell.
    expect(await (await get('/buying-a-house/other-things', { cookie: 'mmp.sid=abc' })).text()).to.contain('href="/assets/housing-guides-D4.js"');
  });

  it('leaves the prerendered page as the build wrote it: its own links, no session read', async () => {
    const html = await (await get('/buying-a-house/cash-or-CPF')).text();
    expect(html).not.to.contain('housing-guides-D4.js');
    expect(html).not.to.contain('/api/v1/user');
  });

  it('compresses a prerendered page once, for the encoding the browser takes', async () => {
    const res = await get('/', { 'accept-encoding': 'br' });
    expect(res.headers.get('content-encoding')).to.equal('br');
    // fetch decodes the body: Brotli that decodes to the page.
    expect(await res.text()).to.contain('<h1>Plan your money</h1>');
  });

  it('never serves the prerendered folder or its list as files', async () => {
    for (const address of ['/.prerendered/pages.json', '/.prerendered/index.html']) {
      const html = await (await get(address)).text();
      expect(html, address).not.to.contain('"pages"');
      expect(html, address).not.to.contain('__PRODUCT_NAME__');
    }
  });

  it('sends the empty shell on a deployment whose masthead differs from the prerendered one', async () => {
    const gov = await startTestApp({ webRoot, env: { GOV_DEPLOYMENT: 'true' } });
    try {
      const html = await (await fetch(`${gov.app.url}/buying-a-house/cash-or-CPF`)).text();
      expect(html).to.contain('<div id="root"></div>');
      expect(configOf(html)).to.include({ govDeployment: true, sessionCookieSent: false });
    } finally {
      await gov.stop();
    }
  });
});
