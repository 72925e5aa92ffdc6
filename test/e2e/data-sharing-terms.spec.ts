import type { Page } from 'playwright-core';
import { expectNoAxeViolations, newPage } from '../support/e2e/browser.js';
import { journeySetup } from '../support/e2e/journey.js';
import { shootBothWidths } from '../support/e2e/screenshots.js';

const SHOTS = process.env.E2E_SCREENSHOTS;

/**
 * The data-sharing-scheme terms (spec 1 §2), public: a visitor reads the terms in force, follows the revisions to
 * the December 2023 one the notice announces, and checks what data is shared. An unknown revision says so.
 */
describe('Journey: the data-sharing-scheme terms', function () {
  this.timeout(120_000);
  const journey = journeySetup();
  const url = (path: string) => `${journey.app.baseUrl}${path}`;
  const shoot = (page: Page, name: string) => shootBothWidths(page, SHOTS, name);

  it('terms, revisions, one revision and the data list, from the footer, without signing in', async () => {
    const { context, page } = await newPage(journey.browser);
    await page.goto(url('/'));
    await page.getByRole('contentinfo').getByRole('link', { name: 'Data-sharing-scheme terms' }).click();
    await page.waitForURL(url('/data-sharing-terms'));
    await page.getByRole('heading', { name: 'Terms of the data-sharing scheme', level: 1 }).waitFor();
    await page.getByText(/Effective 1 December 2023/).waitFor();
    await expectNoAxeViolations(page, 'data-sharing terms');
    await shoot(page, 'data-sharing-terms');

    await page.getByRole('link', { name: 'See what changed' }).click();
    await page.waitForURL(url('/data-sharing-terms/revisions'));
    await expectNoAxeViolations(page, 'revisions');
    await page.getByRole('link', { name: 'Revisions to the Terms and Conditions governing your usage of the data-sharing scheme' }).click();
    await page.waitForURL(url('/data-sharing-terms/revisions/2023-12'));
    await page.getByRole('heading', { name: 'What changed' }).waitFor();
    await page.getByText('This version is in force.').waitFor();
    await expectNoAxeViolations(page, 'one revision');

    await page.goto(url('/data-sharing-terms/data-list'));
    await page.getByRole('table', { name: 'Myinfo' }).getByRole('columnheader', { name: 'What we use it for' }).waitFor();
    await expectNoAxeViolations(page, 'data list');
    await shoot(page, 'data-sharing-data-list');

    await page.goto(url('/data-sharing-terms/revisions/1999-01'));
    await page.getByRole('heading', { name: 'We could not find that revision', level: 1 }).waitFor();
    await page.getByRole('link', { name: 'See all revisions' }).click();
    await page.waitForURL(url('/data-sharing-terms/revisions'));
    await context.close();
  });
});
