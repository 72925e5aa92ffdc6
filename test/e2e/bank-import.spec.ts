import { expect } from 'chai';
import type { Page } from 'playwright-core';
import { expectNoAxeViolations, newPage } from '../support/e2e/browser.js';
import { journeySetup } from '../support/e2e/journey.js';
import { finishOnboarding, signInAndConsent } from '../support/e2e/resident-journeys.js';
import { shootBothWidths } from '../support/e2e/screenshots.js';

const SHOTS = process.env.BANK_SCREENSHOT_DIR;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** The sandbox reports up to the month before today in Singapore: 'Oct 2026' in November 2026. */
function lastMonthInSingapore(): string {
  const now = new Date(Date.now() + 8 * 3_600_000);
  const last = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
  return `${MONTHS[last.getUTCMonth()]} ${last.getUTCFullYear()}`;
}

/**
 * A resident chooses bank data in the settings, picks their banks on the sandbox's consent page, and sees what
 * each shared; the dashboard's wealth then counts it. Declining first says nothing was retrieved.
 */
describe('Journey: retrieving bank data (sandbox)', function () {
  this.timeout(150_000);
  const journey = journeySetup();
  const url = (path: string) => `${journey.app.baseUrl}${path}`;
  const shoot = (page: Page, name: string) => shootBothWidths(page, SHOTS, name);

  async function chooseBankData(page: Page) {
    await page.goto(url('/settings'));
    await page.getByRole('link', { name: /data selection/i }).click();
    await page.waitForURL(url('/settings/data-selection/main'));
    await page.getByRole('heading', { name: 'Choose your data sources', level: 1 }).waitFor();
    await page.getByRole('radio', { name: /^Bank data and Myinfo/ }).check();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL(/\/sandbox\/sgfindex\/consent/);
  }

  it('declined, then shared by three institutions: the summary and the dashboard show it', async () => {
    const { context, page } = await newPage(journey.browser);
    await finishOnboarding(page, journey.app.baseUrl, 'S9812382B [MyInfo]', 'bank.resident@example.com');

    await chooseBankData(page);
    await page.getByRole('button', { name: 'Do not share' }).click();
    await page.waitForURL(url('/data/error/sp'));
    await page.getByText(/^You chose not to share your bank data/).waitFor();
    await expectNoAxeViolations(page, 'bank data declined');

    await chooseBankData(page);
    await page.goBack();
    await page.getByRole('heading', { name: 'Choose your data sources', level: 1 }).waitFor();
    await expectNoAxeViolations(page, 'data selection');
    await shoot(page, 'data-selection');
    await page.getByRole('radio', { name: /^Bank data and Myinfo/ }).check();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL(/\/sandbox\/sgfindex\/consent/);
    for (const bank of ['UOB', 'Standard Chartered Bank', 'Citibank', 'HSBC', 'Maybank']) await page.getByLabel(bank).uncheck();
    await page.getByRole('button', { name: 'Share my data' }).click();
    await page.waitForURL(url('/data/summary/banks'));
    await page.getByRole('heading', { name: 'Your bank data', level: 1 }).waitFor();
    await page.locator('.data-import__list strong').first().waitFor();
    const names = await page.locator('.data-import__list strong').allTextContents();
    expect(names).to.deep.equal(['DBS Bank', 'OCBC Bank', 'The Central Depository (CDP)']);
    const asOf = new RegExp(`^Owned: S\\$[\\d,]+\\.\\d\\d\\. Owed: S\\$[\\d,]+\\.\\d\\d\\. \\d+ items, as of ${lastMonthInSingapore()}\\.$`);
    await page.getByText(asOf).first().waitFor();
    await expectNoAxeViolations(page, 'bank data summary');
    await shoot(page, 'bank-summary');

    // The joint OCBC account counts at half; the resident says it is all theirs, and the summary follows.
    const ocbcOwned = async () => {
      const text = await page.locator('.data-import__list li', { hasText: 'OCBC Bank' }).locator('span').innerText();
      return Number(/Owned: S\$([\d,]+\.\d\d)/.exec(text)![1]!.replace(/,/g, ''));
    };
    const halfShare = await ocbcOwned();
    await page.getByRole('button', { name: /^Adjust 360 Account/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Adjust 360 Account' });
    await expectNoAxeViolations(page, 'bank adjustment panel');
    await shoot(page, 'bank-adjust-panel');
    await dialog.getByLabel('Your share (%)').fill('101');
    // Save is aria-disabled while a field is wrong; pressing it (Enter in the form) reveals why.
    await dialog.getByLabel('Your share (%)').press('Enter');
    await dialog.getByText('Enter your share from 0 to 100, with at most 2 decimals').waitFor();
    await dialog.getByLabel('Your share (%)').fill('100');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Saved. Your cashflow and wealth now use the corrected figures.').waitFor();
    for (let tries = 0; tries < 50 && (await ocbcOwned()) === halfShare; tries += 1) await page.waitForTimeout(100);
    expect(await ocbcOwned(), 'the whole balance now').to.be.closeTo(halfShare * 2, 0.011);

    // The wealth page counts the imported savings and shares.
    await page.goto(url('/dashboard/wealth/investments'));
    const cash = page.getByRole('link', { name: /Bought with cash/ });
    expect((await cash.innerText()).replace(/\s+/g, ' ')).to.not.contain('S$0.00');

    // Last month's data is the latest there is: /update-bank-data has nothing to do and goes to the dashboard.
    await page.goto(url('/update-bank-data'));
    await page.waitForURL(url('/dashboard'));
    await context.close();
  });

  it('without bank data, /update-bank-data offers to connect banks', async () => {
    const { context, page } = await newPage(journey.browser);
    await finishOnboarding(page, journey.app.baseUrl, 'S9812385G [MyInfo]', 'update.resident@example.com');
    await page.goto(url('/update-bank-data'));
    await page.getByRole('heading', { name: 'Update your bank data', level: 1 }).waitFor();
    await page.getByText(/You have not retrieved any bank data yet/).waitFor();
    await expectNoAxeViolations(page, 'update bank data');
    await shoot(page, 'update-bank-data');
    await page.getByRole('button', { name: 'Connect your banks' }).click();
    await page.waitForURL(/\/sandbox\/sgfindex\/consent/);
    await page.getByRole('button', { name: 'Share my data' }).click();
    await page.waitForURL(url('/data/summary/banks'));
    await page.getByRole('heading', { name: 'Your bank data', level: 1 }).waitFor();
    await context.close();
  });

  it('before onboarding, targets show the lock-out screen, which leads to the data selection or back', async () => {
    const { context, page } = await newPage(journey.browser);
    await signInAndConsent(page, journey.app.baseUrl, 'S9812387C [MyInfo]');
    await page.goto(url('/targets'));
    await page.waitForURL(url('/targets/lockout-page'));
    await page.getByRole('heading', { name: 'Set up your dashboard first' }).waitFor();
    await expectNoAxeViolations(page, 'targets lock-out');
    await shoot(page, 'targets-lockout');
    await page.getByRole('link', { name: 'Set up dashboard with SGFinDex' }).click();
    await page.waitForURL(url('/settings/data-selection/main'));
    await page.goBack();
    await page.getByRole('link', { name: 'Back to dashboard' }).click();
    // The dashboard itself is not ready either: the gate takes the resident on to its next step.
    await page.waitForURL((address) => !['/targets/lockout-page', '/settings/data-selection/main', '/dashboard'].includes(address.pathname));
    await context.close();
  });
});
