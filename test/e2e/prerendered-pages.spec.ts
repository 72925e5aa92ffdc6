import { expect } from 'chai';
import { newPage } from '../support/e2e/browser.js';
import { journeySetup } from '../support/e2e/journey.js';
import { signInAndConsent } from '../support/e2e/resident-journeys.js';
import { shootBothWidths } from '../support/e2e/screenshots.js';


const SHOTS = process.env.PRERENDERED_SCREENSHOT_DIR;

/** The page's globals this spec reads, typed here (its functions run in the page, where they exist). */
interface PageGlobals {
  document: {
    body: unknown;
    querySelector(selector: string): { getBoundingClientRect(): { width: number } } | null;
  };
  getComputedStyle(element: unknown): { margin: string };
  layoutShifts: number[];
  sameDocument?: boolean;
}
const ARTICLE = '/buying-a-house/other-things-to-pay-for';

/**
 * docs/decisions.md "Prerendered public pages": a visitor's public page paints from its HTML, styled, before any of
 * the app's code has run; the app then takes it over without a jump, an extra session call or a console error. A
 * resident with a session gets the blank shell until the session is known (spec 1 §4), never a visitor's page.
 */
describe('Journey: public pages paint before the app starts', function () {
  this.timeout(180_000);
  const journey = journeySetup();
  const url = (address: string) => `${journey.app.baseUrl}${address}`;

  it('a visitor reads a styled article while the code is held back; the app then takes over in place', async () => {
    // A plain page: newPage's would wait for the app after `goto`, and the app is held back here.
    const context = await journey.browser.newContext({ viewport: { width: 360, height: 740 } });
    const page = await context.newPage();
    try {
      const calls: string[] = [];
      const problems: string[] = [];
      page.on('request', (request) => {
        if (new URL(request.url()).pathname.startsWith('/api/')) calls.push(`${request.method()} ${new URL(request.url()).pathname}`);
      });
      page.on('console', (message) => {
        if (message.type() === 'error') problems.push(message.text());
      });
      page.on('pageerror', (error) => problems.push(error.message));
      // Every layout shift, kept in the page. Page functions, never strings (the CSP forbids evaluating strings);
      // the spec has no DOM types, so the page's globals are typed where they are used.
      await page.addInitScript(() => {
        const scope = globalThis as unknown as PageGlobals;
        scope.layoutShifts = [];
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) scope.layoutShifts.push((entry as unknown as { value: number }).value);
          // Node's types know no 'layout-shift'; the page's observer does.
        }).observe({ type: 'layout-shift', buffered: true } as never);
      });
      // The app's entry is held until the page has been looked at without it.
      let release: () => void = () => undefined;
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
        await held;
        await route.continue();
      });

      const response = await page.goto(url(ARTICLE), { waitUntil: 'domcontentloaded' });
      const html = await response!.text();
      expect(html, 'the document holds the article').to.match(/<div id="root" data-prerendered="[^"]+">.*<h1[^>]*>Other things to pay for<\/h1>/s);
      expect(html, 'the code waits for the first paint').not.to.match(/<script type="module"/);

      const heading = page.getByRole('heading', { name: 'Other things to pay for', level: 1 });
      await heading.waitFor();
      expect(await page.evaluate(() => (globalThis as unknown as PageGlobals).document.querySelector('#root[data-prerendered]') !== null)).to.equal(true);
      // Styled from the start: the page's own style sheets came with the HTML (the main column is not the bare body).
      const styled = await page.evaluate(() => {
        const { document, getComputedStyle } = (globalThis as unknown as PageGlobals);
        return getComputedStyle(document.body).margin === '0px' && (document.querySelector('main')?.getBoundingClientRect().width ?? 0) > 0;
      });
      expect(styled, 'the base style sheet applies before the code runs').to.equal(true);
      if (SHOTS) await shootBothWidths(page, SHOTS, 'prerendered-article-before-code');
      const headingBox = await heading.boundingBox();
      // From here on: only what the app's start moves (the screenshots above resize the window).
      await page.evaluate(() => void ((globalThis as unknown as PageGlobals).layoutShifts.length = 0));

      release();
      await page.waitForFunction(() => (globalThis as unknown as PageGlobals).document.querySelector('#root[data-prerendered]') === null);
      await page.waitForLoadState('networkidle');
      expect(await heading.boundingBox(), 'the heading stays where it was').to.deep.equal(headingBox);
      expect(await page.evaluate(() => (globalThis as unknown as PageGlobals).layoutShifts)).to.deep.equal([]);
      expect(await page.title()).to.equal('MyMoneyPlan | Other things to pay for');
      expect(calls, 'no session check for a visitor without a session cookie').not.to.include('GET /api/v1/user');
      expect(problems).to.deep.equal([]);

      // The app runs the page now: its links navigate inside the app.
      await page.evaluate(() => void ((globalThis as unknown as PageGlobals).sameDocument = true));
      await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Buying a house' }).first().click();
      await page.waitForURL(url('/buying-a-house'));
      await page.getByRole('heading', { name: 'Buying a house', level: 1 }).waitFor();
      expect(await page.evaluate(() => (globalThis as unknown as PageGlobals).sameDocument), 'no full page load').to.equal(true);
      if (SHOTS) await shootBothWidths(page, SHOTS, 'prerendered-hub-after-navigation');
    } finally {
      await context.close();
    }
  });

  it("a returning visitor's saved progress never shows as a fresh start: the tool's actions wait for the app", async () => {
    const context = await journey.browser.newContext({ viewport: { width: 360, height: 740 } });
    const page = await context.newPage();
    try {
      // Progress kept in this browser from an earlier visit, on the first step (the stored form of
      // web/src/cashflow/expense-manager/expense-manager-state.ts, version 1).
      const saved = JSON.stringify({ version: 1, expenses: [], takeHomeIncome: null, totalBudget: null, progress: { currentStepIndex: 0, completed: false } });
      await page.addInitScript(
        ([key, value]) => (globalThis as unknown as { localStorage: { setItem(k: string, v: string): void } }).localStorage.setItem(key!, value!),
        ['mymoneyplan.expense-manager', saved],
      );
      let release: () => void = () => undefined;
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
        await held;
        await route.continue();
      });
      await page.goto(url('/expense-manager'), { waitUntil: 'domcontentloaded' });
      await page.getByRole('heading', { name: 'Manage your monthly expenses', level: 1 }).waitFor();
      // The prerendered "Start" (a fresh visitor's) is in the page but not shown: the browser's storage decides.
      // (A hidden link has no role for getByRole: found by its text.)
      const start = page.locator('a', { hasText: 'Start with your expenses' });
      expect(await start.count()).to.equal(1);
      expect(await start.isVisible(), 'hidden until the app has read the storage').to.equal(false);

      release();
      await page.getByRole('link', { name: 'Continue where you left off' }).waitFor();
      expect(await start.count()).to.equal(0);
    } finally {
      await context.close();
    }
  });

  it('a signed-in resident gets the blank shell, then their own navigation: never the visitor page', async () => {
    const { context, page } = await newPage(journey.browser);
    try {
      await signInAndConsent(page, journey.app.baseUrl, 'S9912375C [MyInfo]');
      const calls: string[] = [];
      const warnings: string[] = [];
      page.on('request', (request) => {
        if (new URL(request.url()).pathname === '/api/v1/user') calls.push(request.method());
      });
      page.on('console', (message) => {
        if (message.type() === 'warning' || message.type() === 'error') warnings.push(message.text());
      });
      const response = await page.goto(url(ARTICLE));
      const html = await response!.text();
      expect(html).to.contain('<div id="root"></div>');
      expect(html).not.to.contain('Other things to pay for</h1>');
      // The shell asks for the page's code and the session read at once; the app's own session read takes the
      // preloaded answer: one call, no unused preload (docs/decisions.md "Page files in the document's head").
      const head = html.slice(0, html.indexOf('</head>'));
      expect(head).to.match(/<link rel="modulepreload" crossorigin href="\/assets\/housing-pages-[\w-]+\.js">/);
      expect(head).to.contain('<link rel="preload" href="/api/v1/user" as="fetch" crossorigin>');
      await page.getByRole('heading', { name: 'Other things to pay for', level: 1 }).waitFor();
      await page.getByRole('button', { name: /^Account menu/ }).waitFor();
      expect(await page.getByRole('link', { name: 'Log in' }).count(), 'no visitor navigation').to.equal(0);
      expect(calls, 'the session was checked, once').to.deep.equal(['GET']);
      await page.waitForTimeout(3_500); // Chromium warns of a preload left unused a few seconds after the load
      expect(warnings, 'no console warning or error').to.deep.equal([]);
    } finally {
      await context.close();
    }
  });
});
