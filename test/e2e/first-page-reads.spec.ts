import { expect } from 'chai';
import type { Page } from 'playwright-core';
import { FIRST_PAGE_READS } from '../../web/src/app/navigation/first-page-reads.js';
import { newPage } from '../support/e2e/browser.js';
import { journeySetup } from '../support/e2e/journey.js';
import { finishOnboarding } from '../support/e2e/resident-journeys.js';

/** The page's globals this spec reads, typed here (its functions run in the page, where they exist). */
interface PageGlobals {
  performance: {
    getEntriesByName(name: string): { startTime: number }[];
    getEntriesByType(type: string): { name: string; startTime: number }[];
  };
}

/** What one signed-in first load asked the network for, and what the console said meanwhile. */
interface FirstLoad {
  head: string;
  calls: string[];
  warnings: string[];
}

/**
 * docs/decisions.md "Page files in the document's head": with a session cookie, the shell's head preloads the first
 * page's own reads (web/src/app/navigation/first-page-reads.ts) beside its code. Each must be the very URL the app
 * asks (one network request, no "preloaded but not used" warning); the calls that show nothing on the first paint
 * (the bell's count, the session's seconds) wait until the page has painted (web/src/app/first-paint.ts).
 */
describe('Journey: a first page signed in asks for its data with its code', function () {
  this.timeout(180_000);
  const journey = journeySetup();
  const url = (address: string) => `${journey.app.baseUrl}${address}`;

  async function firstLoad(page: Page, address: string, heading: string | RegExp): Promise<FirstLoad> {
    const calls: string[] = [];
    const warnings: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/api/')) calls.push(`${request.method()} ${pathname}`);
    });
    page.on('console', (message) => {
      if (message.type() === 'warning' || message.type() === 'error') warnings.push(message.text());
    });
    const response = await page.goto(url(address));
    const html = await response!.text();
    await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
    await page.waitForTimeout(3_500); // Chromium warns of a preload left unused a few seconds after the load
    return { head: html.slice(0, html.indexOf('</head>')), calls, warnings };
  }

  const preload = (read: string) => `<link rel="preload" href="${read}" as="fetch" crossorigin>`;
  const timesAsked = (calls: string[], read: string) => calls.filter((call) => call === `GET ${read}`).length;

  it("the dashboard's reads are preloaded, each asked once; the bell's count waits for the first paint", async () => {
    const { context, page } = await newPage(journey.browser);
    try {
      await finishOnboarding(page, journey.app.baseUrl, 'S9912374E [MyInfo]', 'first.page@example.com');
      const load = await firstLoad(page, '/dashboard', /^Welcome/);
      expect(FIRST_PAGE_READS.dashboard.length).to.be.greaterThan(5);
      for (const read of FIRST_PAGE_READS.dashboard) {
        expect(load.head, `preload of ${read}`).to.contain(preload(read));
        expect(timesAsked(load.calls, read), `${read} asked once`).to.equal(1);
      }
      expect(timesAsked(load.calls, '/api/v1/user'), 'the session read, once').to.equal(1);
      expect(load.warnings, 'no unused preload, no console warning or error').to.deep.equal([]);

      // No named functions inside: the test runner's transform would wrap them in a helper the page does not have.
      const started = await page.evaluate(() =>
        (globalThis as unknown as PageGlobals).performance.getEntriesByType('resource').map((entry) => ({ path: new URL(entry.name).pathname, at: entry.startTime })),
      );
      const firstPaint = await page.evaluate(() => (globalThis as unknown as PageGlobals).performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null);
      const startOf = (path: string) => started.find((entry) => entry.path === path)?.at ?? null;
      const timing = { firstPaint, notifications: startOf('/api/v1/notifications'), tokenExpiry: startOf('/api/v1/auth/token-expiry'), finances: startOf('/api/v1/finances') };
      expect(timing.firstPaint, 'the page painted').to.be.a('number');
      expect(timing.notifications, 'the bell asked after the first paint').to.be.at.least(timing.firstPaint!);
      expect(timing.tokenExpiry, "the session's seconds asked after the first paint").to.be.at.least(timing.firstPaint!);
      expect(timing.finances, 'the finances asked before it, with the code').to.be.below(timing.firstPaint!);
    } finally {
      await context.close();
    }
  });

  it("a financing plan's page preloads the resident's plans; a page without first-page reads preloads none", async () => {
    const { context, page } = await newPage(journey.browser);
    try {
      await finishOnboarding(page, journey.app.baseUrl, 'S9812381D [MyInfo]', 'plan.reader@example.com');
      const plan = await firstLoad(page, '/buying-a-house/financing-plan/recommended/step-1', 'What can you afford?');
      expect(FIRST_PAGE_READS['financing-plan']).to.deep.equal(['/api/v1/housing-plan']);
      expect(plan.head).to.contain(preload('/api/v1/housing-plan'));
      expect(timesAsked(plan.calls, '/api/v1/housing-plan'), 'the plans asked once').to.equal(1);
      expect(plan.warnings, 'no unused preload, no console warning or error').to.deep.equal([]);

      const profile = await firstLoad(page, '/profile', 'Your profile');
      expect(profile.head).to.contain(preload('/api/v1/user'));
      expect(profile.head.match(/rel="preload"[^>]*as="fetch"/g), 'only the session read').to.have.length(1);
    } finally {
      await context.close();
    }
  });
});
