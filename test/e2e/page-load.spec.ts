import { expect } from 'chai';
import type { Page } from 'playwright-core';
import { expectNoAxeViolations, holdEndedSessionCookie, newPage } from '../support/e2e/browser.js';
import { journeySetup } from '../support/e2e/journey.js';
import { finishOnboarding } from '../support/e2e/resident-journeys.js';

const SITE_DESCRIPTION = 'Free and neutral personal-finance planning for residents of Singapore.';
const EXPENSE_MANAGER_SUMMARY =
  'See where your money goes each month, set a budget you can keep to, and download a tracker to follow it. No log-in needed.';

/**
 * What the pages do for a first load on a slow phone and for search engines (docs/decisions.md "Lighthouse profile
 * and pages"): each page's title and description, a descriptive start link on the public expense manager, robots.txt
 * leaving the private pages to the session guard, the first page's chunk fetched alongside the session read, the
 * footer out of sight while a page loads, and the dashboard showing its setup prompt together with the areas (never
 * pushing them down afterwards).
 */
describe('Journey: page load and search metadata', function () {
  this.timeout(150_000);
  const journey = journeySetup();
  const url = (path: string) => `${journey.app.baseUrl}${path}`;
  const description = (page: Page) => page.locator('meta[name="description"]').getAttribute('content');
  /** The description changes in an effect after the page renders: wait for it rather than read it once. */
  // A function, not a string: the page's CSP forbids evaluating strings. (The tests compile without the DOM types.)
  const descriptionBecomes = (page: Page, expected: string) =>
    page.waitForFunction(
      (text) => (globalThis as any).document.querySelector('meta[name="description"]')?.getAttribute('content') === text,
      expected,
    );

  it("gives each page its title and description, and the expense manager's start says where it leads", async () => {
    const { context, page } = await newPage(journey.browser, 360, 800);
    await page.goto(url('/'));
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    expect(await page.title()).to.equal('MyMoneyPlan | Plan your finances with confidence');
    expect(await description(page)).to.equal(SITE_DESCRIPTION);

    await page.goto(url('/expense-manager'));
    await page.getByRole('heading', { name: 'Manage your monthly expenses', level: 1 }).waitFor();
    expect(await page.title()).to.equal('MyMoneyPlan | Manage your monthly expenses');
    await descriptionBecomes(page, EXPENSE_MANAGER_SUMMARY);
    const start = page.getByRole('link', { name: 'Start with your expenses' });
    expect(await start.getAttribute('href')).to.equal('/expense-manager/your-expenses');
    await expectNoAxeViolations(page, 'expense manager introduction');

    // Moving on inside the app: a page without a description of its own shows the site's again.
    await start.click();
    await page.waitForURL(url('/expense-manager/your-expenses'));
    await descriptionBecomes(page, SITE_DESCRIPTION);
    await context.close();
  });

  it('robots.txt keeps crawlers off the API and sign-in callback only', async () => {
    const res = await fetch(url('/robots.txt'));
    expect(res.status).to.equal(200);
    const rules = (await res.text()).split('\n').filter((line) => /^(Allow|Disallow):/.test(line));
    expect(rules).to.deep.equal(['Allow: /', 'Disallow: /api/', 'Disallow: /sp-callback']);
  });

  it("fetches the first page's chunk while the session is still being read", async () => {
    const { context, page } = await newPage(journey.browser, 360, 800);
    // The session read happens only for a browser with a session cookie.
    await holdEndedSessionCookie(context, journey.app.baseUrl);
    let userAnswered: number | null = null;
    let chunkRequested: number | null = null;
    // The session read answers late on purpose: the landing page's chunk must not wait for it.
    await page.route('**/api/v1/user', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      await route.continue();
    });
    page.on('response', (response) => {
      if (new URL(response.url()).pathname === '/api/v1/user') userAnswered ??= Date.now();
    });
    page.on('request', (request) => {
      if (/\/assets\/landing-page-[^/]*\.js$/.test(new URL(request.url()).pathname)) chunkRequested ??= Date.now();
    });
    await page.goto(url('/'));
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    expect(chunkRequested, 'the landing page chunk was fetched').to.not.equal(null);
    expect(userAnswered, 'the session was read').to.not.equal(null);
    expect(chunkRequested!, 'chunk requested before the session answered').to.be.lessThan(userAnswered!);
    await context.close();
  });

  it("keeps the footer below the fold while a page's chunk is still on its way", async () => {
    const { context, page } = await newPage(journey.browser, 360, 800);
    // The session read happens only for a browser with a session cookie.
    await holdEndedSessionCookie(context, journey.app.baseUrl);
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => (release = resolve));
    // The article's chunk is held back: the frame (navigation, an empty main, footer) is what shows meanwhile.
    await page.route(/\/assets\/housing-pages-[^/]*\.js$/, async (route) => {
      await released;
      await route.continue();
    });
    await page.goto(url('/buying-a-house/other-things-to-pay-for'));
    const footer = page.locator('footer.footer');
    await footer.waitFor({ state: 'attached' });
    const box = await footer.boundingBox();
    // Out of sight: the article arriving grows the main area without moving anything the reader can see.
    expect(box!.y, 'footer top while the page loads').to.be.at.least(800);
    release();
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await context.close();
  });

  it("shows the dashboard's setup prompt with its areas, even when the Myinfo read answers last", async () => {
    const { context, page } = await newPage(journey.browser, 360, 800);
    await finishOnboarding(page, journey.app.baseUrl, 'S9812381D [MyInfo]', 'heng.huat.tan@example.com');
    const post = async (path: string, data: unknown) => {
      const res = await page.request.post(url(`/api/v1${path}`), { data });
      expect(res.status(), `${path}: ${await res.text()}`).to.be.oneOf([200, 201]);
    };
    await post('/income', { incomeList: [{ name: 'Salary', grossIncome: 500_000, netIncome: 400_000, incomeCurrency: 'SGD', type: 'EMPLOYMENT' }] });
    await post('/expense', { expenses: [{ category: 'Housing', amount: 200_000, timeInterval: 'MONTHLY' }] });
    await page.route('**/api/v1/myinfo/person', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      await route.continue();
    });
    await page.goto(url('/dashboard'));
    const areas = page.getByRole('heading', { name: 'Your three areas' });
    await areas.waitFor();
    // The areas appear only once the prompt above them is known: it is there at the same moment, not later.
    expect(await page.getByRole('heading', { name: 'Complete your dashboard' }).count()).to.equal(1);
    expect(await page.locator('.dashboard-skeleton').count()).to.equal(0);
    await context.close();
  });
});
