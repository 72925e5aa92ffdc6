import { expect } from 'chai';
import {
  parsePrerenderedManifest,
  renderIndexHtml,
  RESIDENT_PLACEHOLDERS,
  withResident,
  routeOf,
  SESSION_READ_PRELOAD,
  SETTING_PLACEHOLDERS,
  shellHeadTags,
  withHeadTags,
  type WebAppSettings,
} from '../../../src/platform/http/page-documents.js';
import {
  addressesToPrerender,
  documentWithPage,
  isStillLoading,
  lacksMainContent,
  moduleGraph,
  pageHeadTags,
  prerenderedFileName,
  privateFrameFileNames,
  routeFiles,
  withInitialPlaceholder,
  withCodeAfterFirstPaint,
  withPageHead,
  type BuildManifest,
} from '../../../web/build/prerender-pages.js';

/** docs/decisions.md "Prerendered public pages": what the build writes and how the server fills it in. */
describe('Prerendered public pages', () => {
  const settings: WebAppSettings = {
    productName: 'Kopi & <Money>',
    govDeployment: false,
    environment: 'production',
    version: '1.2.3',
    idleTimeoutMs: 600_000,
    leavePageWarning: true,
    externalLinks: { contactUs: 'mailto:help@example.sg', feedback: 'https://example.sg/feedback?a=1&b=2', reportVulnerability: 'mailto:sec@example.sg' },
    errorReportingDsn: null,
  };

  describe('which pages', () => {
    const indexed = [
      { kind: 'article', address: '/buying-a-house/other-things-to-pay-for' },
      { kind: 'page', address: '/about-us' },
      { kind: 'faq', address: '/faq' },
      { kind: 'tool', address: '/targets' },
      { kind: 'page', address: '/about-us' },
      { kind: 'article', address: '/private-thing' },
    ];
    it('the landing page, the expense manager and every public indexed article and page, once each', () => {
      expect(addressesToPrerender(indexed, (address) => address !== '/private-thing')).to.deep.equal([
        '/',
        '/about-us',
        '/buying-a-house/other-things-to-pay-for',
        '/expense-manager',
        '/retirement-resources/how-much-will-cpf-pay-me',
      ]);
    });
    it('names files after their address and refuses anything that could leave the folder', () => {
      expect(prerenderedFileName('/')).to.equal('index.html');
      expect(prerenderedFileName('/buying-a-house/cash-or-CPF')).to.equal('buying-a-house/cash-or-CPF.html');
      expect(() => prerenderedFileName('/a/../../etc')).to.throw(/not a page address/);
      expect(() => prerenderedFileName('relative')).to.throw(/not a page address/);
    });
    it('leaves a page that is still loading, or that rendered no content, to the browser', () => {
      expect(isStillLoading('<main><div class="page-fallback" aria-busy="true"></div></main>')).to.equal(true);
      expect(isStillLoading('<main><h1>About us</h1></main>')).to.equal(false);
      expect(lacksMainContent('<header></header>')).to.equal(true);
      expect(lacksMainContent('<main><h1>Page not found</h1></main>')).to.equal(true);
      expect(lacksMainContent('<main class="main"><h1>About us</h1></main>')).to.equal(false);
    });
  });

  describe('the document', () => {
    const index =
      '<!doctype html><html><head><title>__PRODUCT_NAME__</title>' +
      '<script type="module" crossorigin src="/assets/index-A.js"></script>' +
      '<link rel="modulepreload" crossorigin href="/assets/runtime-B.js">' +
      '<link rel="stylesheet" crossorigin href="/assets/index-C.css">' +
      '</head><body><div id="root"></div></body></html>';
    const manifest: BuildManifest = {
      'index.html': { file: 'assets/index-A.js', isEntry: true, imports: ['_runtime'], css: ['assets/index-C.css'] },
      _runtime: { file: 'assets/runtime-B.js' },
      'src/landing/landing-page.tsx': { file: 'assets/landing-D.js', imports: ['_runtime', '_title'], css: ['assets/landing-E.css'] },
      _title: { file: 'assets/title-F.js', css: ['assets/title-G.css'] },
    };

    it("puts the page's markup in the root, marked with its address", () => {
      const html = documentWithPage(index, '/about-us', '<main><h1>About us</h1></main>');
      expect(html).to.contain('<div id="root" data-prerendered="/about-us"><main><h1>About us</h1></main></div>');
      expect(() => documentWithPage('<html><body></body></html>', '/', '<main></main>')).to.throw(/exactly one/);
    });

    it("links the page modules' style sheets and preloads their code, nothing the entry already brings", () => {
      const tags = pageHeadTags(manifest, ['src/landing/landing-page.tsx']);
      expect(tags).to.equal(
        '<link rel="stylesheet" crossorigin href="/assets/landing-E.css">' +
          '<link rel="stylesheet" crossorigin href="/assets/title-G.css">' +
          '<link rel="modulepreload" crossorigin href="/assets/landing-D.js">' +
          '<link rel="modulepreload" crossorigin href="/assets/title-F.js">',
      );
      expect(() => pageHeadTags(manifest, ['src/gone.tsx'])).to.throw(/not in the build manifest/);
      expect(withHeadTags(index, tags)).to.contain(`${tags}</head>`);
    });

    it('loads the code only after the first paint, through the start script, keeping every module', () => {
      const html = withCodeAfterFirstPaint(withHeadTags(index, pageHeadTags(manifest, ['src/landing/landing-page.tsx'])), 'assets/prerender-start-H.js');
      expect(html).not.to.contain('type="module"');
      expect(html).not.to.contain('modulepreload');
      expect(html).to.contain(
        '<script defer src="/assets/prerender-start-H.js" data-entry="/assets/index-A.js" data-modules="/assets/runtime-B.js /assets/landing-D.js /assets/title-F.js"></script>',
      );
      // Style sheets stay: the first paint needs them.
      expect(html).to.contain('<link rel="stylesheet" crossorigin href="/assets/landing-E.css">');
      expect(() => withCodeAfterFirstPaint('<head></head>', 'assets/s.js')).to.throw(/one module entry script/);
    });

    it("carries the page's own title and description, escaped; without a description the site's stays", () => {
      const site = '<head><title>__PRODUCT_NAME__</title><meta name="description" content="The site" /></head>';
      expect(withPageHead(site, { title: '__PRODUCT_NAME__ | Cash & CPF', description: 'Pay "cash" <or> CPF' })).to.equal(
        '<head><title>__PRODUCT_NAME__ | Cash &amp; CPF</title><meta name="description" content="Pay &quot;cash&quot; &lt;or> CPF" data-site-description="The site" /></head>',
      );
      expect(withPageHead(site, { title: '__PRODUCT_NAME__ | FAQ' })).to.contain('<meta name="description" content="The site" />');
    });

    it('the server fills in the settings, escaped, and says whether a session cookie came', () => {
      const page =
        '<meta name="app-config" content="__APP_CONFIG__"><title>__PRODUCT_NAME__</title>' +
        `<p>${SETTING_PLACEHOLDERS.productName} helps</p><a href="${SETTING_PLACEHOLDERS.contactUs}">Contact</a>` +
        `<a href="${SETTING_PLACEHOLDERS.feedback}">Feedback</a><a href="${SETTING_PLACEHOLDERS.reportVulnerability}">Report</a>`;
      const html = renderIndexHtml(page, settings, { sessionCookieSent: false });
      expect(html).to.contain('<title>Kopi &amp; &lt;Money&gt;</title><p>Kopi &amp; &lt;Money&gt; helps</p>');
      expect(html).to.contain('<a href="mailto:help@example.sg">Contact</a>');
      expect(html).to.contain('<a href="https://example.sg/feedback?a=1&amp;b=2">Feedback</a>');
      expect(html).to.contain('<a href="mailto:sec@example.sg">Report</a>');
      expect(html).not.to.match(/__[A-Z_]+__/);
      const config = /content="([^"]*)"/.exec(html)![1]!.replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
      expect(JSON.parse(config)).to.deep.equal({ ...settings, sessionCookieSent: false });
    });
  });

  describe("a private page's frame (docs/decisions.md \"A private page's frame in its document\")", () => {
    const avatar = (initial: string) => `<span class="avatar" aria-hidden="true">${initial}</span>`;
    const frame = `<nav>${avatar('R')}<button aria-label="Account menu for ${RESIDENT_PLACEHOLDERS.name}"></button></nav><h1>Welcome, ${RESIDENT_PLACEHOLDERS.name}</h1>`;

    it('names its two files after the address, under private/', () => {
      expect(privateFrameFileNames('/dashboard')).to.deep.equal({ named: 'private/dashboard.named.html', unnamed: 'private/dashboard.unnamed.html' });
      expect(() => privateFrameFileNames('/../x')).to.throw('not a page address');
    });

    it("marks the avatar's initial for the server, and fails the build when the avatar is not there exactly once", () => {
      expect(withInitialPlaceholder(frame)).to.contain(avatar(RESIDENT_PLACEHOLDERS.initial));
      expect(() => withInitialPlaceholder('<h1>Welcome</h1>')).to.throw('found 0');
      expect(() => withInitialPlaceholder(frame + avatar('R'))).to.throw('found 2');
    });

    it('marks the root as a private frame, so the app also waits for the session read', () => {
      const html = documentWithPage('<body><div id="root"></div></body>', '/dashboard', '<main>x</main>', { privateFrame: true });
      expect(html).to.equal('<body><div id="root" data-prerendered="/dashboard" data-private-frame><main>x</main></div></body>');
    });

    it("fills in the resident's name by the pages' own rule, and its initial", () => {
      const filled = withResident(withInitialPlaceholder(frame), { name: 'LIM YONG XIANG' });
      expect(filled).to.equal(`<nav>${avatar('L')}<button aria-label="Account menu for Lim Yong Xiang"></button></nav><h1>Welcome, Lim Yong Xiang</h1>`);
      expect(withResident(withInitialPlaceholder(frame), { name: null })).to.contain(avatar('?'));
    });

    it('escapes a name, so a typed name can never become markup or close an attribute', () => {
      const filled = withResident(withInitialPlaceholder(frame), { name: 'Tan "<img src=x onerror=alert(1)>' });
      expect(filled).not.to.contain('<img');
      expect(filled).to.contain('Account menu for Tan &quot;&lt;img src=x onerror=alert(1)&gt;"');
      expect(filled).to.contain(avatar('T'));
    });

    it('keeps plain frame files in the manifest, and drops a frame pointing outside the folder or missing a file', () => {
      const manifest = parsePrerenderedManifest(
        JSON.stringify({
          govDeployment: false,
          pages: {},
          privateFrames: {
            '/dashboard': { named: 'private/dashboard.named.html', unnamed: 'private/dashboard.unnamed.html' },
            '/evil': { named: '../index.html', unnamed: 'private/x.html' },
            '/half': { named: 'private/half.named.html' },
          },
        }),
      );
      expect(manifest?.privateFrames).to.deep.equal({ '/dashboard': { named: 'private/dashboard.named.html', unnamed: 'private/dashboard.unnamed.html' } });
    });
  });

  describe('the manifest the server reads', () => {
    it('keeps plain page files and drops anything pointing outside the folder', () => {
      const manifest = parsePrerenderedManifest(
        JSON.stringify({ govDeployment: false, pages: { '/': 'index.html', '/a': 'a/b.html', '/evil': '../index.html', '/abs': '/etc/passwd.html', '/x': 42 } }),
      );
      expect(manifest).to.deep.equal({ govDeployment: false, pages: { '/': 'index.html', '/a': 'a/b.html' }, privateFrames: {}, routes: [] });
    });
    it('keeps only routes naming plain built files: nothing that climbs out of assets/ or closes an attribute', () => {
      const good = { path: '/dashboard', scripts: ['assets/dashboard-page-A1.js'], styles: ['assets/dashboard-B2.css'] };
      const manifest = parsePrerenderedManifest(
        JSON.stringify({
          govDeployment: false,
          pages: {},
          routes: [
            good,
            { path: '/a', scripts: ['assets/../../etc/passwd.js'], styles: [] },
            { path: '/b', scripts: ['assets/x.js"><script>alert(1)</script>'], styles: [] },
            { path: '/c', scripts: ['https://evil.example/x.js'], styles: [] },
            { path: 'no-slash', scripts: [], styles: [] },
            { path: '/d', scripts: 'assets/x.js', styles: [] },
          ],
        }),
      );
      expect(manifest?.routes).to.deep.equal([good]);
    });
    it("keeps a route's reads only when each is a plain path under /api/v1: a preload never leaves the API or closes its attribute", () => {
      const withReads = { path: '/dashboard', scripts: [], styles: [], reads: ['/api/v1/finances', '/api/v1/health-check/recommended-actions'] };
      const manifest = parsePrerenderedManifest(
        JSON.stringify({
          govDeployment: false,
          pages: {},
          routes: [
            withReads,
            { path: '/a', scripts: [], styles: [], reads: ['https://evil.example/api/v1/x'] },
            { path: '/b', scripts: [], styles: [], reads: ['/api/v1/x" onload="alert(1)'] },
            { path: '/c', scripts: [], styles: [], reads: ['/api/v1/x?y=1'] },
            { path: '/d', scripts: [], styles: [], reads: '/api/v1/finances' },
            { path: '/e', scripts: [], styles: [], reads: ['/meta.json'] },
          ],
        }),
      );
      expect(manifest?.routes).to.deep.equal([withReads]);
    });
    it('treats a broken manifest as no prerendered pages', () => {
      expect(parsePrerenderedManifest('{not json')).to.equal(null);
      expect(parsePrerenderedManifest('{"pages":{}}')).to.equal(null);
    });
  });

  /** docs/decisions.md "Page files in the document's head". */
  describe("the shell's head: the route's page files", () => {
    const manifest: BuildManifest = {
      'index.html': { file: 'assets/index-A.js', isEntry: true, imports: ['_shared'] },
      _shared: { file: 'assets/shared-B.js' },
      'src/dashboard/dashboard-page.tsx': { file: 'assets/dashboard-C.js', imports: ['_shared', '_chart'], css: ['assets/dashboard-D.css'] },
      _chart: { file: 'assets/chart-E.js', css: ['assets/chart-F.css'] },
      'src/housing/pages/plan-summary-page.tsx': { file: 'assets/summary-G.js' },
      'src/housing/pages/plan-step-page.tsx': { file: 'assets/step-H.js' },
      'src/content/pages/not-found-page.tsx': { file: 'assets/not-found-I.js' },
    };
    const routes = routeFiles(manifest, [
      { path: '/dashboard', pageModules: ['src/dashboard/dashboard-page.tsx'], reads: ['/api/v1/health-check', '/api/v1/finances'] },
      { path: '/cashflow', pageModules: [] },
      { path: '/buying-a-house/financing-plan/:planId/summary', pageModules: ['src/housing/pages/plan-summary-page.tsx'], reads: [] },
      { path: '/buying-a-house/financing-plan/:planId/:step', pageModules: ['src/housing/pages/plan-step-page.tsx'] },
      { path: '/*', pageModules: ['src/content/pages/not-found-page.tsx'] },
    ]);

    it("lists each route's files beyond the entry's, and leaves out a route without a page (a redirect)", () => {
      expect(routes.map((route) => route.path)).to.deep.equal(['/dashboard', '/buying-a-house/financing-plan/:planId/summary', '/buying-a-house/financing-plan/:planId/:step', '/*']);
      expect(routes[0]).to.deep.equal({
        path: '/dashboard',
        scripts: ['assets/dashboard-C.js', 'assets/chart-E.js'],
        styles: ['assets/dashboard-D.css', 'assets/chart-F.css'],
        reads: ['/api/v1/health-check', '/api/v1/finances'],
      });
      expect(routes[1], 'no reads: none listed').not.to.have.property('reads');
    });

    it('marks the routes that show "Page not found", and only them (the server answers them 404)', () => {
      expect(routes.filter((route) => route.notFound).map((route) => route.path)).to.deep.equal(['/*']);
      const [guides] = routeFiles(manifest, [{ path: '/buying-a-house/:guide', pageModules: ['src/dashboard/dashboard-page.tsx'], only: ['/buying-a-house/my-first-house'] }]);
      expect(guides!.only, 'a slug route keeps the addresses it answers').to.deep.equal(['/buying-a-house/my-first-house']);
      expect(routeOf(routes, '/no/such/page')?.notFound).to.equal(true);
      expect(routeOf(routes, '/dashboard')).not.to.have.property('notFound');
    });

    it("picks the route the app's router would: a fixed segment before a parameter, the catch-all last", () => {
      expect(routeOf(routes, '/buying-a-house/financing-plan/42/summary')?.path).to.equal('/buying-a-house/financing-plan/:planId/summary');
      expect(routeOf(routes, '/buying-a-house/financing-plan/42/step-2')?.path).to.equal('/buying-a-house/financing-plan/:planId/:step');
      expect(routeOf(routes, '/dashboard')?.path).to.equal('/dashboard');
      expect(routeOf(routes, '/no/such/page')?.path).to.equal('/*');
      expect(routeOf([], '/dashboard')).to.equal(null);
    });

    it("links the page files, and asks for the session read and the page's own reads only when a session cookie came", () => {
      const signedIn = shellHeadTags(routes, '/dashboard', { sessionCookieSent: true });
      expect(signedIn).to.equal(
        '<link rel="stylesheet" crossorigin href="/assets/dashboard-D.css"><link rel="stylesheet" crossorigin href="/assets/chart-F.css">' +
          '<link rel="modulepreload" crossorigin href="/assets/dashboard-C.js"><link rel="modulepreload" crossorigin href="/assets/chart-E.js">' +
          SESSION_READ_PRELOAD +
          '<link rel="preload" href="/api/v1/health-check" as="fetch" crossorigin><link rel="preload" href="/api/v1/finances" as="fetch" crossorigin>',
      );
      expect(SESSION_READ_PRELOAD).to.equal('<link rel="preload" href="/api/v1/user" as="fetch" crossorigin>');
      expect(shellHeadTags(routes, '/dashboard', { sessionCookieSent: false }), 'no cookie: no read preloaded').not.to.contain('/api/v1/');
      expect(shellHeadTags(routes, '/buying-a-house/financing-plan/42/summary', { sessionCookieSent: true })).to.equal(
        '<link rel="modulepreload" crossorigin href="/assets/summary-G.js">' + SESSION_READ_PRELOAD,
      );
      expect(shellHeadTags([], '/dashboard', { sessionCookieSent: false })).to.equal('');
    });
  });

  describe('the module graph taken from the bundle', () => {
    const root = '/app/web';
    const chunk = (fileName: string, moduleIds: string[], imports: string[] = [], extra: { isEntry?: boolean; facade?: string; css?: string[] } = {}) => ({
      fileName,
      isEntry: extra.isEntry ?? false,
      facadeModuleId: extra.facade ?? null,
      moduleIds,
      imports,
      viteMetadata: { importedCss: new Set(extra.css ?? []) },
    });
    const graph = moduleGraph(
      [
        chunk('assets/index-A.js', [`${root}/src/main.tsx`, `${root}/src/shared/format/money.ts`], [], { isEntry: true, facade: `${root}/src/main.tsx`, css: ['assets/index-B.css'] }),
        // The report page was placed inside a chunk shared with its PDF module: Vite's manifest would not name it.
        chunk('assets/report-page-C.js', [`${root}/src/report/report-page.tsx`, `${root}/src/report/report-model.ts`], ['assets/index-A.js'], { css: ['assets/report-page-D.css'] }),
        // A small shared module copied into two pages' chunks: it resolves to the chunk it is the face of.
        chunk('assets/dashboard-page-E.js', [`${root}/src/dashboard/dashboard-page.tsx`, `${root}/src/shared/charts/chart-figure.tsx`], ['assets/index-A.js'], { facade: `${root}/src/dashboard/dashboard-page.tsx` }),
        chunk('assets/chart-figure-F.js', [`${root}/src/shared/charts/chart-figure.tsx`], [], { facade: `${root}/src/shared/charts/chart-figure.tsx` }),
      ],
      root,
    );

    it("finds a page placed inside a shared chunk, with that chunk's imports and styles, nothing of the entry's", () => {
      expect(graph['src/report/report-page.tsx']?.file).to.equal('assets/report-page-C.js');
      expect(pageHeadTags(graph, ['src/report/report-page.tsx'])).to.equal(
        '<link rel="stylesheet" crossorigin href="/assets/report-page-D.css"><link rel="modulepreload" crossorigin href="/assets/report-page-C.js">',
      );
    });

    it('points a module found in several chunks at the one it is the face of', () => {
      expect(graph['src/shared/charts/chart-figure.tsx']?.file).to.equal('assets/chart-figure-F.js');
      expect(graph['src/main.tsx']?.isEntry).to.equal(true);
    });
  });
});
