import { expect } from 'chai';
import type { Page } from 'playwright-core';
import { expectNoAxeViolations, newPage } from '../support/e2e/browser.js';
import { journeySetup } from '../support/e2e/journey.js';
import { finishOnboarding } from '../support/e2e/resident-journeys.js';
import { shootBothWidths } from '../support/e2e/screenshots.js';

const SHOTS = process.env.INSURERS_SCREENSHOT_DIR;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** The sandbox dates its figures at the month before today in Singapore: 'Oct 2026' in November 2026. */
function lastMonthInSingapore(): string {
  const now = new Date(Date.now() + 8 * 3_600_000);
  const last = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
  return `${MONTHS[last.getUTCMonth()]} ${last.getUTCFullYear()}`;
}

/**
 * A resident ticks an insurer on the sandbox's consent page (docs/decisions.md "Insurers in the data sandbox"): its
 * policies land as insurance, named by the insurer with its source and month, in wealth and on the protection
 * pages; an insurer that fails is said so on the summary.
 */
describe('Journey: insurance policies from an insurer (sandbox)', function () {
  this.timeout(150_000);
  const journey = journeySetup();
  const url = (path: string) => `${journey.app.baseUrl}${path}`;
  const shoot = (page: Page, name: string) => shootBothWidths(page, SHOTS, name);

  async function toConsentPage(page: Page) {
    await page.goto(url('/settings/data-selection/main'));
    await page.getByRole('heading', { name: 'Choose your data sources', level: 1 }).waitFor();
    await page.getByRole('radio', { name: /^Bank data and Myinfo/ }).check();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL(/\/sandbox\/sgfindex\/consent/);
  }

  it('ticks an insurer: its policies land as insurance with the insurer’s name, source and month, and on the protection page', async () => {
    const { context, page } = await newPage(journey.browser);
    await finishOnboarding(page, journey.app.baseUrl, 'S9812382B [MyInfo]', 'insured.resident@example.com');

    await toConsentPage(page);
    // Only DBS among the banks, and one insurer.
    for (const bank of ['OCBC Bank', 'UOB', 'Standard Chartered Bank', 'Citibank', 'HSBC', 'Maybank', 'The Central Depository (CDP)']) await page.getByLabel(bank, { exact: true }).uncheck();
    expect(await page.getByLabel('Insurer I566C').isChecked(), 'insurers start unticked').to.equal(false);
    await page.getByLabel('Insurer I566C').check();
    await page.getByRole('button', { name: 'Share my data' }).click();
    await page.waitForURL(url('/data/summary/banks'));
    await page.locator('.data-import__list strong').first().waitFor();
    expect(await page.locator('.data-import__list strong').allTextContents()).to.deep.equal(['DBS Bank', 'Insurer I566C']);
    const insurerLine = await page.locator('.data-import__list li', { hasText: 'Insurer I566C' }).locator('span').innerText();
    expect(insurerLine).to.equal(`2 items, as of ${lastMonthInSingapore()}.`);

    // Wealth: the two policies, each marked with the insurer and the month.
    await page.goto(url('/dashboard/wealth/edit-assets'));
    await page.getByText('Term Protect 65').first().waitFor();
    await page.getByText('Early Critical Rider').first().waitFor();
    expect(await page.getByText(`From Insurer I566C, as of ${lastMonthInSingapore()}`).count()).to.equal(2);
    expect(await page.getByText(/Insurer code/).count(), 'no bare code shows').to.equal(0);

    // Protection: the policies with their kind and insurer, and one policy's details.
    await page.goto(url('/dashboard/protection/policies'));
    const term = page.getByRole('link', { name: /Term Protect 65/ });
    await term.waitFor();
    expect(await term.innerText()).to.contain('Term · Insurer I566C');
    await page.getByRole('link', { name: /Early Critical Rider/ }).getByText('Critical illness · Insurer I566C').waitFor();
    await expectNoAxeViolations(page, 'protection policies from an insurer');
    await shoot(page, 'insurer-policies');
    await term.click();
    await page.waitForURL(/\/dashboard\/protection\/policies\/plan\//);
    await page.getByText('Insurer I566C').first().waitFor();
    await page.getByText('S$500,000.00').first().waitFor();
    await context.close();
  });

  it('an insurer that does not answer is named on the summary, with a way to retrieve again', async () => {
    const { context, page } = await newPage(journey.browser);
    await finishOnboarding(page, journey.app.baseUrl, 'S9812381D [MyInfo]', 'failed.insurer@example.com');
    await toConsentPage(page);
    await page.getByLabel('Insurer I544C').check();
    await page.getByText('Testing: make an institution fail').click();
    await page.getByLabel('Does not answer').selectOption('I544C');
    await page.getByRole('button', { name: 'Share my data' }).click();
    await page.waitForURL(url('/data/summary/banks'));
    const problems = page.getByRole('region', { name: 'Not everything could be retrieved' });
    await problems.getByText('Insurer I544C: no answer').waitFor();
    await problems.getByText('Insurer I544C did not answer, so nothing from it was added. Retrieve your data again later.').waitFor();
    expect(await problems.getByRole('link', { name: 'Retrieve your data again' }).getAttribute('href')).to.equal('/settings/data-selection/main');
    await expectNoAxeViolations(page, 'banks summary with a failed insurer');
    await shoot(page, 'insurer-failed');
    await context.close();
  });
});
