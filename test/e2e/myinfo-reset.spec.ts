import { expect } from 'chai';
import type { Page } from 'playwright-core';
import { expectNoAxeViolations, newPage } from '../support/e2e/browser.js';
import { journeySetup } from '../support/e2e/journey.js';
import { finishOnboarding } from '../support/e2e/resident-journeys.js';
import { shootBothWidths } from '../support/e2e/screenshots.js';

/**
 * The Myinfo data reset from /data/summary/gov (spec 2 §4 "Personal-data state reset", §7): each choice asks first,
 * saying exactly what goes and what stays; Cancel removes nothing; Remove calls DELETE /myinfo/person?scope= and the
 * page says what was removed. Removing everything leaves no record (and no Myinfo retrieval date on the profile).
 * Screenshots go to $SCREENSHOT_DIR when set.
 */
describe('Journey: removing the Myinfo data', function () {
  this.timeout(150_000);
  const journey = journeySetup();
  const url = (path: string) => `${journey.app.baseUrl}${path}`;
  const person = async (page: Page) => (await (await page.request.get(url('/api/v1/myinfo/person'))).json()).data;

  it('asks what goes, removes the figures, then everything, and says so each time', async () => {
    const { context, page } = await newPage(journey.browser);
    await finishOnboarding(page, journey.app.baseUrl, 'S9812379B [MyInfo]', 'lim.yong.xiang@example.com');
    await page.goto(url('/myinfo'));
    await page.getByRole('button', { name: 'Retrieve with Myinfo' }).click();
    await page.waitForURL(/\/singpass\/authorize/);
    await page.locator('#loginModelbtn:visible').first().click();
    await page.locator('#id-input').fill('S9812379B [MyInfo]');
    await page.waitForURL(/\/consent\/oauth2\/authorize/);
    await page.getByLabel('Allow').check();
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.waitForURL(url('/data/summary/gov'));
    await page.getByRole('heading', { name: 'Your government data', level: 1 }).waitFor();
    expect((await person(page)).cpf).not.to.equal(null);

    // The figures: the dialog lists them and what stays; Cancel removes nothing.
    const section = page.getByRole('region', { name: 'Remove your Myinfo data' });
    await section.getByRole('button', { name: 'Remove your Myinfo figures' }).click();
    const dialog = page.getByRole('dialog', { name: 'Remove your Myinfo figures?' });
    await dialog.waitFor();
    expect(await dialog.getByRole('listitem').allTextContents()).to.deep.equal(['Your tax assessment (notice of assessment)', 'Your CPF balances', 'Your HDB flats and their loans']);
    await dialog.getByText('Your profile stays as it is, and so do the figures already in your cashflow and wealth', { exact: false }).waitFor();
    await expectNoAxeViolations(page, 'myinfo reset dialog');
    await shootBothWidths(page, process.env.SCREENSHOT_DIR, 'myinfo-reset-dialog');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect((await person(page)).cpf).not.to.equal(null);

    await section.getByRole('button', { name: 'Remove your Myinfo figures' }).click();
    await page.getByRole('dialog', { name: 'Remove your Myinfo figures?' }).getByRole('button', { name: 'Remove' }).click();
    await page.getByRole('status').getByText('Your tax assessment, CPF balances and HDB flats from Myinfo are removed.').waitFor();
    const afterFull = await person(page);
    expect(afterFull.cpf).to.equal(null);
    expect(afterFull.noa).to.equal(null);
    expect(afterFull.hdbOwnership).to.deep.equal([]);
    await expectNoAxeViolations(page, 'myinfo figures removed');
    await shootBothWidths(page, process.env.SCREENSHOT_DIR, 'myinfo-reset-figures-removed');

    // Everything: no record left, and the profile no longer has a Myinfo retrieval date.
    expect((await (await page.request.get(url('/api/v1/user'))).json()).myinfoLatestPullConsentAtDate).to.be.a('string');
    await page.getByRole('region', { name: 'Remove your Myinfo data' }).getByRole('button', { name: 'Remove all your Myinfo data' }).click();
    const all = page.getByRole('dialog', { name: 'Remove all your Myinfo data?' });
    await all.getByText('The date you last retrieved your data').waitFor();
    await all.getByRole('button', { name: 'Remove' }).click();
    await page.getByRole('status').getByText('All your Myinfo data is removed. You can retrieve it again at any time.').waitFor();
    await page.getByText('You have not retrieved any data from Myinfo yet.').waitFor();
    expect(await person(page)).to.equal(null);
    expect((await (await page.request.get(url('/api/v1/user'))).json()).myinfoLatestPullConsentAtDate).to.equal(null);
    await expectNoAxeViolations(page, 'myinfo all removed');
    await shootBothWidths(page, process.env.SCREENSHOT_DIR, 'myinfo-reset-all-removed');
    await context.close();
  });
});
