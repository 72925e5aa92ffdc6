import { expect } from 'chai';
import { expectNoAxeViolations, newPage } from '../support/e2e/browser.js';
import { journeySetup } from '../support/e2e/journey.js';
import { finishOnboarding } from '../support/e2e/resident-journeys.js';
import { shootBothWidths } from '../support/e2e/screenshots.js';

/**
 * The surrender value of an imported investment account, from the bank summary (spec 2 §4 "The user may adjust
 * imported items", §7 PATCH /apim/asset-amount/{id}): the form says what is wrong as the resident types, saves in
 * cents, and the record keeps it. Screenshots go to $SCREENSHOT_DIR when set.
 */
describe('Journey: the surrender value of an investment account', function () {
  this.timeout(150_000);
  const journey = journeySetup();
  const url = (path: string) => `${journey.app.baseUrl}${path}`;

  it('is corrected on the bank summary, with the money message for what is not an amount', async () => {
    const { context, page } = await newPage(journey.browser);
    await finishOnboarding(page, journey.app.baseUrl, 'S9812385G [MyInfo]', 'surrender.resident@example.com');
    await page.goto(url('/update-bank-data'));
    await page.getByRole('button', { name: 'Connect your banks' }).click();
    await page.waitForURL(/\/sandbox\/sgfindex\/consent/);
    await page.getByRole('button', { name: 'Share my data' }).click();
    await page.waitForURL(url('/data/summary/banks'));
    await page.getByRole('heading', { name: 'Your bank data', level: 1 }).waitFor();

    await page.getByRole('heading', { name: 'CPFIS, SRS and unit trust accounts', level: 3 }).waitFor();
    await page.getByRole('button', { name: /^Adjust SRS Account, UOB / }).click();
    const panel = page.getByRole('dialog', { name: 'Adjust SRS Account' });
    const field = panel.getByLabel(/^Surrender value/);
    expect(await field.inputValue()).to.equal('');
    await field.fill('-5');
    await field.blur();
    expect(await field.getAttribute('aria-invalid')).to.equal('true');
    await expectNoAxeViolations(page, 'surrender value, invalid');
    await shootBothWidths(page, process.env.SCREENSHOT_DIR, 'surrender-value-invalid');
    await field.fill('1,234.50');
    await field.blur();
    expect(await field.getAttribute('aria-invalid')).to.not.equal('true');
    await panel.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Saved. Your cashflow and wealth now use the corrected figures.').waitFor();
    const record = await (await page.request.get(url('/api/v1/apim/data'))).json();
    expect(JSON.stringify(record)).to.contain('"surrenderValue":123450');
    await page.getByText(/^Surrender value: S\$1,234\.50 \(the bank says S\$[\d,]+\.\d\d, as of /).waitFor();
    await shootBothWidths(page, process.env.SCREENSHOT_DIR, 'surrender-value-saved');
    await context.close();
  });
});
