import { expect } from 'chai';
import { expectNoAxeViolations, newPage } from '../support/e2e/browser.js';
import { journeySetup } from '../support/e2e/journey.js';
import { shootBothWidths } from '../support/e2e/screenshots.js';

const SHOTS = process.env.NOT_FOUND_SCREENSHOT_DIR;

/**
 * 'Page not found' for every unknown address (docs/decisions.md "Rough edges smoothed"): a visitor is no longer
 * sent silently to the home page; the page keeps the address, offers a search and the main pages, and inside a
 * section (an unknown article too) the section as the way back.
 */
describe('E2E: Page not found', function () {
  this.timeout(120_000);
  const journey = journeySetup();
  const url = (path: string) => `${journey.app.baseUrl}${path}`;

  it('an unknown address: the page stays, says so, and searching from it opens the search', async () => {
    const { context, page } = await newPage(journey.browser);
    // The server says so too: 404, with the app's page (docs/decisions.md "Unknown pages answer 404").
    expect((await page.goto(url('/no-such-page')))?.status()).to.equal(404);
    await page.getByRole('heading', { name: 'Page not found', level: 1 }).waitFor();
    expect(page.url()).to.equal(url('/no-such-page'));
    expect(await page.title()).to.match(/Page not found$/);
    await page.getByText('/no-such-page', { exact: true }).waitFor();
    const links = page.getByRole('navigation', { name: 'Main pages' });
    for (const name of ['Home', 'Savings', 'Insurance', 'Housing', 'Retirement', 'Site map']) await links.getByRole('link', { name, exact: true }).waitFor();
    await expectNoAxeViolations(page, 'page not found');
    await shootBothWidths(page, SHOTS, 'not-found');

    await page.getByRole('searchbox', { name: 'Search the site' }).fill('stamp duty');
    await page.getByRole('search').getByRole('button', { name: 'Search' }).click();
    // The search page's own address for the query (searchPath): whatever its parameter is called, it holds the words.
    await page.waitForURL((address) => address.pathname === '/search' && [...address.searchParams.values()].includes('stamp duty'));
    await context.close();
  });

  it('an unknown article or page inside a section: the section is the way back', async () => {
    const { context, page } = await newPage(journey.browser);
    for (const [address, back, to] of [
      ['/insurance-resources/no-such-article', 'Back to insurance', '/insurance-resources'],
      ['/buying-a-house/no-such-guide', 'Back to housing', '/buying-a-house'],
      ['/retirement-resources/no-such-step', 'Back to retirement', '/retirement-resources'],
      ['/expense-manager/no-such-step', 'Back to expense manager', '/expense-manager'],
    ] as const) {
      expect((await page.goto(url(address)))?.status(), address).to.equal(404);
      await page.getByRole('heading', { name: 'Page not found', level: 1 }).waitFor();
      expect(page.url(), address).to.equal(url(address));
      expect(await page.getByRole('link', { name: back }).getAttribute('href'), address).to.equal(to);
      expect(await page.getByText(/coming soon/i).count(), address).to.equal(0);
    }
    await shootBothWidths(page, SHOTS, 'not-found-section');
    await context.close();
  });
});
