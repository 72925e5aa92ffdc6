import { expect } from 'chai';
import type { Page } from 'playwright-core';
import { expectNoAxeViolations, newPage } from '../support/e2e/browser.js';
import { journeySetup } from '../support/e2e/journey.js';
import { finishOnboarding } from '../support/e2e/resident-journeys.js';
import { shootBothWidths } from '../support/e2e/screenshots.js';

const SHOTS = process.env.GROWTH_SCREENSHOT_DIR;
const PAGE = '/investment-resources/estimated-growth-rate';

/**
 * The estimated-growth-rate tool (spec 3 "Investing for beginners"): with no investments the page says what to enter
 * and where; with two (S$30,000 of stocks at our 6 % default, S$10,000 of bonds at 3 %) and S$500 a month invested,
 * it shows the weighted rate (5.25 %) and the portfolio in 5, 10 and 20 years with and without the monthly
 * investments; a rate changed inline is saved on the asset and moves the projection (docs/decisions.md).
 */
describe('Journey: estimated growth rate', function () {
  this.timeout(180_000);
  const journey = journeySetup();
  const url = (path: string) => `${journey.app.baseUrl}${path}`;
  const shoot = (page: Page, name: string) => shootBothWidths(page, SHOTS, name);

  async function post(page: Page, path: string, data: unknown) {
    const res = await page.request.post(url(`/api/v1${path}`), { data });
    expect(res.status(), `${path}: ${await res.text()}`).to.be.oneOf([200, 201]);
  }
  const asset = (name: string, totalValueAmount: number) => ({ name, totalValueAmount, currency: 'SGD', investmentSource: 'CASH', enterOption: 'TOTAL_VALUE', quantity: null, unitPrice: null, estimatedGrowthRate: null });

  /** The two figures of one horizon, as the page shows them. */
  async function horizon(page: Page, year: number): Promise<string[]> {
    return page.getByTestId(`growth-horizon-${year}`).locator('dd').allInnerTexts();
  }

  it('says what to enter with no investments; shows the weighted rate and the projection of two; a changed rate moves it', async () => {
    const { context, page } = await newPage(journey.browser);
    await finishOnboarding(page, journey.app.baseUrl, 'S9812381D [MyInfo]', 'growth.resident@example.com');

    // No investments yet: what to enter and where.
    await page.goto(url(PAGE));
    await page.getByRole('heading', { name: 'Estimated growth rate', level: 1 }).waitFor();
    await page.getByRole('heading', { name: 'You have no investments yet' }).waitFor();
    expect(await page.getByRole('link', { name: 'Add your investments' }).getAttribute('href')).to.equal('/dashboard/wealth/edit-assets');
    expect(await page.getByRole('link', { name: 'bring in your bank data' }).getAttribute('href')).to.equal('/settings/data-selection/main');
    await page.getByRole('heading', { name: 'Where our default rates come from' }).waitFor();
    await expectNoAxeViolations(page, 'growth rate, empty');
    await shoot(page, 'growth-empty');

    await post(page, '/asset/stock', asset('STI ETF', 3_000_000));
    await post(page, '/asset/bond', asset('Singapore Savings Bond', 1_000_000));
    await post(page, '/investment', { name: 'Regular savings plan', amount: 50_000, ccy: 'SGD', assetType: 'UNIT_TRUST' });

    await page.goto(url(PAGE));
    const investments = page.getByRole('region', { name: 'Your investments', exact: true });
    await investments.getByText('STI ETF', { exact: true }).waitFor();
    expect(await investments.locator('.growth-item__rate').allInnerTexts()).to.deep.equal([
      '6 % a year: our default for a stock (where it comes from).',
      '3 % a year: our default for a bond (where it comes from).',
    ]);
    expect(await investments.locator('.growth-item__detail').allInnerTexts()).to.deep.equal(['Stocks · Typed by you', 'Bonds · Typed by you']);
    const portfolio = page.getByRole('region', { name: 'Your portfolio', exact: true });
    expect(await portfolio.locator('dd').allInnerTexts()).to.deep.equal(['S$40,000.00', '5.25 % a year', 'S$500.00 a month']);
    await portfolio.getByText('How we worked this out: Growth rate of your portfolio').click();
    await portfolio.getByText('(S$30,000.00 × 6 % + S$10,000.00 × 3 %) ÷ S$40,000.00 = 5.25 % a year', { exact: false }).waitFor();

    // With S$500 a month, then without: S$40,000 at 5.25 % a year compounded monthly, investments at month end.
    expect(await horizon(page, 5)).to.deep.equal(['S$86,198.12', 'S$51,977.29']);
    expect(await horizon(page, 10)).to.deep.equal(['S$146,229.45', 'S$67,540.97']);
    expect(await horizon(page, 20)).to.deep.equal(['S$325,600.45', 'S$114,044.56']);
    await page.getByRole('img', { name: 'At 5.25 % a year, your S$40,000.00 could be S$114,044.56 in 20 years, or S$325,600.45 if you keep investing S$500.00 a month.' }).waitFor();
    await page.getByTestId('growth-horizon-20').getByText('How we worked this out').click();
    await page.getByText('S$40,000.00 × (1 + 5.25 ÷ 1,200)^240 = S$114,044.56.', { exact: false }).waitFor();
    // The table alternative of the chart.
    await page.getByText('Show the figures as a table').click();
    const table = page.getByRole('table', { name: 'Your portfolio year by year' });
    expect(await table.getByRole('row').last().innerText()).to.equal('Year 20\tS$325,600.45\tS$114,044.56');
    await expectNoAxeViolations(page, 'growth rate, two investments');
    await shoot(page, 'growth-two-investments');

    // A bad rate is refused next to the field; 7 % on the bond is saved and the projection follows (6.25 %).
    const bondRate = page.getByLabel('Growth rate for Singapore Savings Bond (% a year)');
    await bondRate.fill('150');
    await bondRate.press('Tab');
    await page.getByText('Enter a yearly rate from -100 to 100, with at most 2 decimals, or leave it empty to use our default').waitFor();
    await bondRate.fill('7');
    await bondRate.press('Enter');
    await page.getByText('Saved 7 % a year for Singapore Savings Bond.').waitFor({ state: 'attached' });
    await investments.getByText('7 % a year: your own rate; our default is 3 %.').waitFor();
    expect(await portfolio.locator('dd').nth(1).innerText()).to.equal('6.25 % a year');
    expect(await horizon(page, 5)).to.deep.equal(['S$89,739.27', 'S$54,629.20']);
    expect(await horizon(page, 10)).to.deep.equal(['S$157,669.67', 'S$74,608.73']);
    expect(await horizon(page, 20)).to.deep.equal(['S$377,149.28', 'S$139,161.55']);

    // Saved on the asset: it is there after a reload, and the keyboard alone reaches the field and its button.
    await page.reload();
    await page.getByRole('region', { name: 'Your portfolio', exact: true }).getByText('6.25 % a year', { exact: true }).waitFor();
    expect(await page.getByLabel('Growth rate for Singapore Savings Bond (% a year)').inputValue()).to.equal('7');
    await shoot(page, 'growth-rate-changed');
    await context.close();
  });

  it('saves a rate on a holding brought in from the bank through the bank record, and shows where it came from', async () => {
    const { context, page } = await newPage(journey.browser);
    await finishOnboarding(page, journey.app.baseUrl, 'S9812387C [MyInfo]', 'growth.banks@example.com');
    await page.goto(url('/settings/data-selection/main'));
    await page.getByRole('radio', { name: /^Bank data and Myinfo/ }).check();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL(/\/sandbox\/sgfindex\/consent/);
    await page.getByRole('button', { name: 'Share my data' }).click();
    await page.waitForURL(url('/data/summary/banks'));

    await page.goto(url(PAGE));
    const row = page.locator('.growth-item', { hasText: 'SINGTEL' });
    await row.waitFor();
    expect(await row.locator('.growth-item__detail').innerText()).to.match(/^Stocks · From The Central Depository \(CDP\), as of [A-Z][a-z]{2} \d{4}$/);
    // The sandbox's bank data carries 12.34 % (spec 2 §7).
    expect(await row.locator('.growth-item__rate').innerText()).to.equal('12.34 % a year, as set on your data from The Central Depository (CDP); our default is 6 %.');
    const rate = page.getByLabel('Growth rate for SINGTEL (% a year)');
    expect(await rate.inputValue()).to.equal('12.34');
    await rate.fill('5');
    await rate.press('Enter');
    await page.getByText('Saved 5 % a year for SINGTEL.').waitFor({ state: 'attached' });
    await page.locator('.growth-item', { hasText: 'SINGTEL' }).getByText('5 % a year, as set on your data from The Central Depository (CDP); our default is 6 %.').waitFor();
    await expectNoAxeViolations(page, 'growth rate, bank holdings');
    await shoot(page, 'growth-bank-holdings');

    // Kept on the bank record: a reload reads 5 % again.
    await page.reload();
    expect(await page.getByLabel('Growth rate for SINGTEL (% a year)').inputValue()).to.equal('5');
    await context.close();
  });
});
