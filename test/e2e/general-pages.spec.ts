import { expect } from 'chai';
import type { Page } from 'playwright-core';
import { expectNoAxeViolations, newPage } from '../support/e2e/browser.js';
import { journeySetup } from '../support/e2e/journey.js';
import { shootBothWidths } from '../support/e2e/screenshots.js';

const SHOTS = process.env.GENERAL_SCREENSHOT_DIR;

/** The footer's General and Legal pages (spec 1 §2): each opens from the footer, titled, accessible, never 'Page not found'. */
describe('Journey: general and legal pages', function () {
  this.timeout(180_000);
  const journey = journeySetup();
  const url = (path: string) => `${journey.app.baseUrl}${path}`;
  const shoot = (page: Page, name: string) => shootBothWidths(page, SHOTS, name);

  it('opens every General and Legal footer link to a finished page', async () => {
    const { context, page } = await newPage(journey.browser);
    const pages: Array<[link: string, path: string, heading: string]> = [
      ['About us', '/about-us', 'About us'],
      ['Useful links', '/useful-links', 'Useful links'],
      ['FAQ', '/faq', 'Frequently asked questions'],
      ['Site map', '/site-map', 'Site map'],
      ['Terms of use', '/terms-of-use', 'Terms of use'],
      ['Privacy policy', '/privacy-policy', 'Privacy policy'],
      ['Supported browsers', '/supported-browsers', 'Supported browsers'],
    ];
    for (const [link, path, heading] of pages) {
      await page.goto(url('/'));
      await page.getByRole('contentinfo').getByRole('link', { name: link, exact: true }).click();
      await page.waitForURL(url(path));
      await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
      expect(await page.getByRole('heading', { name: 'Page not found' }).count(), path).to.equal(0);
      expect(await page.title()).to.equal(`MyMoneyPlan | ${heading}`);
      await expectNoAxeViolations(page, path);
      await shoot(page, path.slice(1));
    }
    await context.close();
  });

  it('the FAQ keeps one answer open at a time, and a second click closes it', async () => {
    const { context, page } = await newPage(journey.browser);
    await page.goto(url('/faq'));
    const cost = page.getByRole('button', { name: 'Does MyMoneyPlan cost anything?' });
    const singpass = page.getByRole('button', { name: 'Do I need Singpass?' });
    await cost.click();
    expect(await cost.getAttribute('aria-expanded')).to.equal('true');
    await page.getByText('No. It is free, with no advertisements and nothing to buy.').waitFor();
    await singpass.click();
    expect(await singpass.getAttribute('aria-expanded')).to.equal('true');
    expect(await cost.getAttribute('aria-expanded')).to.equal('false');
    await page.getByText('No. It is free, with no advertisements and nothing to buy.').waitFor({ state: 'hidden' });
    await expectNoAxeViolations(page, 'faq with an answer open');
    await singpass.click();
    expect(await singpass.getAttribute('aria-expanded')).to.equal('false');
    await context.close();
  });
});
