import { expect } from 'chai';
import type { Page } from 'playwright-core';
import { expectNoAxeViolations, newPage, waitForFocus } from '../support/e2e/browser.js';
import { journeySetup } from '../support/e2e/journey.js';
import { signInAndConsent } from '../support/e2e/resident-journeys.js';
import { shootBothWidths } from '../support/e2e/screenshots.js';

const SHOTS = process.env.E2E_SCREENSHOTS;
const STAMP_DUTY_PAGES = ['/buying-a-house/other-things-to-pay-for', '/buying-a-house/what-can-i-afford'];

/**
 * Site search (docs/decisions.md "Search"): the header's box, signed out and signed in, results as the resident
 * types with keyboard navigation; misspellings still find; the search page keeps the query in its address; the
 * analytics call goes only for a resident who turned analytics on. Debian's Chromium against the built app.
 */
describe('Journey: search', function () {
  this.timeout(150_000);
  const journey = journeySetup();
  const base = () => journey.app.baseUrl;

  const openHeaderSearch = async (page: Page) => {
    await page.getByRole('banner').getByRole('button', { name: 'Search' }).click();
    const box = page.getByRole('combobox', { name: 'Search articles, tools and pages' });
    await box.waitFor();
    // The box takes the focus (read in the browser, so the spec needs no DOM types).
    await waitForFocus(page, 'role', 'combobox');
    return box;
  };

  it('signed out: "stamp duty" typed in the header box, the first result opened with the keyboard', async () => {
    const { context, page } = await newPage(journey.browser);
    await page.goto(`${base()}/`);
    const box = await openHeaderSearch(page);
    await box.pressSequentially('stamp duty', { delay: 30 });
    const first = page.getByRole('option').first();
    await first.waitFor();
    expect(await page.getByRole('option').count()).to.be.within(2, 6);
    expect(await page.getByRole('option').first().locator('mark').first().textContent()).to.match(/stamp|duty/i);
    await expectNoAxeViolations(page, 'header search with results');
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/search-header-1280.png` });

    await box.press('ArrowDown');
    expect(await first.getAttribute('aria-selected')).to.equal('true');
    expect(await box.getAttribute('aria-activedescendant')).to.equal(await first.getAttribute('id'));
    const title = (await first.locator('.site-search__title').textContent())!;
    await box.press('Enter');
    await page.waitForURL((url) => STAMP_DUTY_PAGES.includes(url.pathname));
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    expect(await page.getByRole('combobox').count(), 'the panel closes on the new page').to.equal(0);

    // Escape closes the list, then the panel, and the focus goes back to the button.
    const again = await openHeaderSearch(page);
    await again.fill('cpf');
    await page.getByRole('option').first().waitFor();
    await again.press('Escape');
    expect(await again.getAttribute('aria-expanded')).to.equal('false');
    await again.press('Escape');
    expect(await page.getByRole('combobox').count()).to.equal(0);
    await waitForFocus(page, 'aria-controls', 'header-search-panel');
    await context.close();
  });

  it('a misspelling still finds: "morgage" in the header, "insurence" from a shared address; nothing matching offers popular pages', async () => {
    const { context, page } = await newPage(journey.browser);
    await page.goto(`${base()}/savings-resources`);
    const box = await openHeaderSearch(page);
    await box.fill('morgage');
    await page.getByText(/results? for “mortgage” \(you typed “morgage”\)/).waitFor();
    const first = page.getByRole('option').first();
    expect((await first.textContent())!.toLowerCase()).to.include('mortgage');
    await first.click();
    await page.waitForURL((url) => url.pathname !== '/savings-resources');

    await page.goto(`${base()}/search?q=insurence`);
    await page.getByRole('option', { name: /Understanding the types of insurance/ }).waitFor();
    expect(await page.getByRole('combobox', { name: 'Search articles and tools' }).inputValue()).to.equal('insurence');
    await expectNoAxeViolations(page, 'search page with results');
    await shootBothWidths(page, SHOTS, 'search-page-results');

    // Typing on the page keeps the address in step (so it can be shared).
    await page.getByRole('combobox', { name: 'Search articles and tools' }).fill('emergency fund');
    await page.waitForURL(`${base()}/search?q=emergency+fund`);
    await page.getByRole('option').first().waitFor();

    await page.goto(`${base()}/search?q=zzqxv`);
    await page.getByRole('heading', { name: 'No results for “zzqxv”' }).waitFor();
    await page.getByRole('main').getByRole('link', { name: 'What can I afford?' }).waitFor();
    await expectNoAxeViolations(page, 'search page, no results');
    await shootBothWidths(page, SHOTS, 'search-page-none');
    await context.close();
  });

  it('signed in: the desktop header has the search too; a search is recorded only once analytics is on', async () => {
    const { context, page } = await newPage(journey.browser);
    await signInAndConsent(page, base(), 'S9812381D [MyInfo]');
    const user = (await (await page.request.get(`${base()}/api/v1/user`)).json()) as { id: string; analyticsEnabled: boolean };
    expect(user.analyticsEnabled).to.equal(false);
    const recorded = async () => {
      const [rows] = await journey.app.app.sequelize.query('SELECT search_query FROM user_search_queries WHERE user_id = $1 ORDER BY created_at', { bind: [user.id] });
      return (rows as Array<{ search_query: string }>).map((r) => r.search_query);
    };
    const analyticsCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/v1/user-search-query')) analyticsCalls.push(request.postData() ?? '');
    });

    await page.goto(`${base()}/savings-resources`);
    let box = await openHeaderSearch(page);
    await box.fill('scam');
    await page.getByRole('option', { name: /Beware of investment scams/ }).first().click();
    await page.waitForURL(`${base()}/investment-resources/beware-of-investment-scams`);
    await page.waitForTimeout(300);
    expect(analyticsCalls, 'no call while analytics is off').to.deep.equal([]);

    expect((await page.request.patch(`${base()}/api/v1/user`, { data: { analyticsEnabled: true } })).status()).to.equal(200);
    await page.reload();
    box = await openHeaderSearch(page);
    await box.fill('emergency fund');
    await page.getByRole('option').first().waitFor();
    await box.press('Enter');
    await page.waitForURL(`${base()}/search?q=emergency+fund`);
    for (let i = 0; i < 50 && (await recorded()).length === 0; i++) await page.waitForTimeout(100);
    expect(await recorded()).to.deep.equal(['emergency fund']);
    expect(analyticsCalls).to.have.length(1);
    await page.goto(`${base()}/savings-resources`);
    await openHeaderSearch(page);
    await page.getByRole('combobox').fill('budget');
    await page.getByRole('option').first().waitFor();
    await expectNoAxeViolations(page, 'signed-in header search');
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/search-header-signed-in-1280.png` });
    await context.close();
  });
});
