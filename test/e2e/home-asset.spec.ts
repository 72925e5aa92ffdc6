import { expect } from 'chai';
import type { Page } from 'playwright-core';
import { expectNoAxeViolations, newPage, pressLookingDisabled } from '../support/e2e/browser.js';
import { journeySetup } from '../support/e2e/journey.js';
import { shootBothWidths } from '../support/e2e/screenshots.js';
import { finishOnboarding } from '../support/e2e/resident-journeys.js';
import { asIfEnteredToday } from '../support/e2e/finance-history.js';

const SHOTS = process.env.WEALTH_SCREENSHOT_DIR;

/**
 * The home as an asset (decisions.md "The home as an asset"): a resident adds their flat at their share, with the
 * links to HDB's and URA's prices, adds the HDB loan, links it to the flat, and reads net worth and net worth
 * without the home on the dashboard (both figures, both lines).
 */
describe('Journey: the home as an asset', function () {
  this.timeout(180_000);
  const journey = journeySetup();
  const dialog = (page: Page, name: string) => page.getByRole('dialog', { name });
  const main = (page: Page) => page.getByRole('main');

  it('adds a home and its loan, links them, and sees net worth with and without the home', async () => {
    const { page } = await newPage(journey.browser);
    const base = journey.app.baseUrl;
    await finishOnboarding(page, base, 'S9812379B [MyInfo]', 'home.resident@example.com');

    await page.goto(`${base}/wealth/setup`);
    await page.getByRole('link', { name: 'Start' }).click();
    await page.waitForURL(`${base}/wealth/assets`);
    await page.getByRole('heading', { name: 'Your home', level: 2 }).waitFor();

    await page.getByRole('button', { name: 'Add cash' }).click();
    const cash = dialog(page, 'Add cash');
    await cash.getByLabel('Type of cash').selectOption('cash-savings');
    await cash.getByLabel('Name').fill('OCBC 360');
    await cash.getByLabel('Total value (S$)').fill('20,000');
    await cash.getByRole('button', { name: 'Save' }).click();
    await cash.waitFor({ state: 'detached' });

    await page.getByRole('button', { name: 'Add your home' }).click();
    const home = dialog(page, 'Add your home');
    await home.waitFor();
    // Where to see what similar homes sold for, and whose estimate the value is.
    expect(await home.getByRole('link', { name: /HDB resale flat prices/ }).getAttribute('href')).to.equal('https://services2.hdb.gov.sg/webapp/BB33RTIS/BB33SResaleTransMap');
    expect(await home.getByRole('link', { name: /URA private residential transactions/ }).getAttribute('href')).to.equal(
      'https://www.ura.gov.sg/property-market-information/pmiResidentialTransactionSearch',
    );
    await home.getByText('The value is your own estimate', { exact: false }).waitFor();
    // A share over 100 % is refused before anything is sent.
    await home.getByLabel('Name').fill('Our flat');
    await home.getByLabel('Estimated value of the whole home (S$)').fill('600,000');
    await home.getByLabel('Type of home').selectOption('HDB');
    await home.getByLabel('Flat type').selectOption('4_ROOM');
    await home.getByLabel('Your share of the home (%)').fill('120');
    await pressLookingDisabled(home.getByRole('button', { name: 'Save' }));
    await home.getByText('Must be less than or equal to 100').waitFor();
    await home.getByLabel('Your share of the home (%)').fill('50');
    await home.getByLabel('Address').fill('123 Lorong 1 Toa Payoh');
    await expectNoAxeViolations(page, 'home panel');
    await shootBothWidths(page, SHOTS, 'home-panel');
    await home.getByRole('button', { name: 'Save' }).click();
    await home.waitFor({ state: 'detached' });
    await page.getByText(/^Home · your share 50 %$/).waitFor();
    await pressLookingDisabled(main(page).getByRole('button', { name: 'Save and continue' }));

    await page.waitForURL(`${base}/wealth/liabilities`);
    await page.getByRole('button', { name: 'Add liability' }).click();
    const loan = dialog(page, 'Add liability');
    await loan.getByLabel('Name').fill('HDB loan');
    await loan.getByRole('radio', { name: /Mortgage/ }).check();
    await loan.getByLabel('Outstanding amount (S$)').fill('200,000');
    await loan.getByRole('button', { name: 'Save' }).click();
    await loan.waitFor({ state: 'detached' });
    await pressLookingDisabled(main(page).getByRole('button', { name: 'Save and continue' }));
    await page.waitForURL(`${base}/wealth/completed`);
    // Completed: 20,000 + half of 600,000 = 320,000 owned; 200,000 owed.
    await page.getByText('S$320,000.00').waitFor();

    // The loan secures the flat: linked from the home's panel.
    await page.goto(`${base}/dashboard/wealth/edit-assets`);
    await page.getByRole('button', { name: 'Edit Our flat' }).click();
    const edit = dialog(page, 'Edit your home');
    await edit.getByLabel('The loan it secures').selectOption({ label: 'HDB loan' });
    await edit.getByRole('button', { name: 'Save' }).click();
    await edit.waitFor({ state: 'detached' });
    await pressLookingDisabled(main(page).getByRole('button', { name: 'Save changes' }));
    await page.waitForURL(`${base}/dashboard/wealth`);

    const finances = await (await page.request.get(`${base}/api/v1/finances`)).json();
    expect(finances.propertyAssets.map((a: { property: { securedLiabilityId: string; ownershipShare: number } }) => [a.property.ownershipShare, a.property.securedLiabilityId])).to.deep.equal([
      [50, finances.liabilities[0].id],
    ]);
    expect(finances.totals).to.deep.include({ totalAssets: 32_000_000, netWorth: 12_000_000, homeValue: 30_000_000, netWorthWithoutHome: 2_000_000 });

    // The wealth page: the home at the resident's share, and net worth without it.
    const totals = page.locator('#totals-heading').locator('xpath=..');
    await totals.getByText('Your home (your share)').waitFor();
    await totals.getByText('S$300,000.00', { exact: true }).waitFor();
    await totals.getByText('Net worth without your home').waitFor();
    await totals.getByText('S$20,000.00').waitFor();
    await expectNoAxeViolations(page, 'wealth page with a home');
    await shootBothWidths(page, SHOTS, 'home-wealth-page');

    // The dashboard on day one: the figures, and in place of a one-dot chart what the chart will show.
    await asIfEnteredToday(journey.app.app.sequelize);
    await page.goto(`${base}/dashboard`);
    const netWorth = page.locator('#net-worth-heading').locator('xpath=..');
    await netWorth.getByText('S$120,000.00').first().waitFor();
    await netWorth.getByText(/Your net worth over time appears here as a line once it is recorded on a second day\./).waitFor();
    expect(await netWorth.getByRole('img').count()).to.equal(0);
    await shootBothWidths(page, SHOTS, 'net-worth-day-one');

    // A second day of history (yesterday's row, as if the figures had been entered then): both lines, named in
    // the legend and in the chart's text.
    await journey.app.app.sequelize.query(
      `INSERT INTO finance_history (user_id, date, total_assets, total_liabilities, net_worth, net_worth_without_home)
       SELECT user_id, date - 1, total_assets, total_liabilities, net_worth, net_worth_without_home FROM finance_history`,
    );
    await page.reload();
    await netWorth.getByText('S$120,000.00').first().waitFor();
    await netWorth.locator('.net-worth-figures').getByText('Net worth without your home').waitFor();
    await netWorth.locator('.net-worth-figures').getByText('S$20,000.00').waitFor();
    await netWorth.locator('.chart__legend').getByText('Net worth without your home').waitFor();
    expect(await netWorth.getByRole('img').getAttribute('aria-label')).to.match(
      /^Your net worth is S\$120,000\.00, unchanged since \d{2} \w{3} \d{4}\. Without your home and its loan, it is S\$20,000\.00\.$/,
    );
    await netWorth.getByText('Show the figures as a table').click();
    await netWorth.getByRole('table').waitFor();
    expect(await netWorth.getByRole('columnheader').allTextContents()).to.deep.equal(['Date', 'Net worth', 'Net worth without your home']);
    await expectNoAxeViolations(page, 'dashboard with a home');
    await netWorth.scrollIntoViewIfNeeded();
    await shootBothWidths(page, SHOTS, 'home-dashboard');
  });
});
