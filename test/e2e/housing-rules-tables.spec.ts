import { expect } from 'chai';
import type { Page } from 'playwright-core';
import { expectNoAxeViolations, newPage } from '../support/e2e/browser.js';
import { journeySetup } from '../support/e2e/journey.js';
import { finishOnboarding } from '../support/e2e/resident-journeys.js';
import { shootBothWidths } from '../support/e2e/screenshots.js';

const SHOTS = process.env.HOUSING_SCREENSHOT_DIR;
const PLANS = '/buying-a-house/financing-plan';

/**
 * The housing rules completed, as a resident clicks (docs/decisions.md "Housing rules completed"): a resale flat with
 * a short lease shows the smaller HDB loan and why; renovation falls at the keys; the recurring costs say where each
 * figure comes from; a new custom plan asks the flat size before the figures that depend on it.
 */
describe('Journey: housing rules completed', function () {
  this.timeout(240_000);
  const journey = journeySetup();
  const url = (path: string) => `${journey.app.baseUrl}${path}`;
  const shoot = (page: Page, name: string) => shootBothWidths(page, SHOTS, name);
  const figure = (page: Page, label: string | RegExp) => page.locator('.plan-figure').filter({ has: page.locator('dt', { hasText: label }) }).first().locator('dd');

  it('What can I afford?: a short lease pro-rates the HDB loan, renovation is at the keys, the recurring costs carry their source', async () => {
    const { context, page } = await newPage(journey.browser);
    await page.goto(url('/buying-a-house/what-can-i-afford'));
    await page.getByRole('radio', { name: 'Resale flat' }).check();
    await page.getByLabel('Flat size').selectOption('FOUR_ROOM');
    await page.getByLabel("The flat's price, or your budget (S$)").fill('500,000');
    await page.getByLabel("HDB's valuation of the flat (S$) (optional)").fill('500,000');
    await page.getByLabel('Years of lease left (optional)').fill('50');
    await page.getByLabel('Number of buyers').selectOption('2');
    await page.getByLabel(/^Buyer 1\b.*age/).fill('35');
    await page.getByLabel(/^Buyer 2\b.*age/).fill('40');
    const answer = page.getByRole('region', { name: 'Your answer' });
    // 75 % x 50 / 60 years of S$500,000: the youngest buyer is 35, so the lease should last 60 years.
    expect(await figure(page, 'Loan limit: 75 % × 50 / 60 years of the price or valuation').textContent()).to.equal('S$312,500.00');
    await answer.getByText('The lease (50 years) does not last the youngest buyer to 95: HDB pro-rates its loan to 50 of the 60 years.').waitFor();
    // Renovation: paid when the keys (completion) come, not in the cash needed upfront.
    expect(await figure(page, 'Renovation, in cash when you get the keys').textContent()).to.equal('S$38,000.00');
    const paidWhen = answer.getByRole('list', { name: 'Payments at each stage of the purchase' });
    const completion = paidWhen.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Resale completion' }) });
    await completion.getByText('Renovation: S$38,000.00 (cash)').waitFor();
    expect(await paidWhen.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Exercising the option' }) }).getByText(/^Renovation/).count()).to.equal(0);
    // Each recurring figure says where it comes from.
    const recurring = answer.getByRole('region', { name: 'Every month and every year' });
    expect(await figure(page, 'Service and conservancy charges a month (your estimate)').textContent()).to.equal('S$31.00');
    expect(await figure(page, 'Property tax a year (not entered yet)').textContent()).to.equal('Not entered yet');
    expect(await figure(page, 'Home Protection Scheme premium a year (not compulsory: no CPF instalments)').textContent()).to.equal('S$0.00');
    await recurring.waitFor();
    await expectNoAxeViolations(page, 'what can I afford with a short lease');
    await shoot(page, 'rules-what-can-i-afford-short-lease');
    await context.close();
  });

  it('a new custom plan asks the flat size first; the annual value gives the property tax by IRAS rates; the premium counts with CPF instalments', async () => {
    const { context, page } = await newPage(journey.browser);
    await finishOnboarding(page, journey.app.baseUrl, 'S9812385G [MyInfo]', 'rules.resident@example.com');
    await page.goto(url(PLANS));
    await page.getByRole('button', { name: 'Make a custom plan' }).click();
    await page.getByRole('heading', { name: 'Basic and financial information', level: 1 }).waitFor();
    await page.getByLabel('Plan name').fill('Older resale flat');
    await page.getByLabel(/^(You: age|Your age)/).fill('35');
    await page.getByLabel('Gross monthly household income (S$) (optional)').fill('10,000');
    await page.getByRole('button', { name: 'Save and continue' }).click();

    await page.getByRole('heading', { name: 'Flat and budget information', level: 1 }).waitFor();
    // No size assumed: the select waits on "Choose a size", and the step cannot go on without it.
    expect(await page.getByLabel('Flat size').inputValue()).to.equal('');
    await page.getByRole('radio', { name: 'Resale flat' }).check();
    await page.getByLabel("The flat's price (S$) (optional)").fill('500,000');
    // Save and continue stays blocked (aria-disabled) without the size; pressing it says why.
    const save = page.getByRole('button', { name: 'Save and continue' });
    expect(await save.getAttribute('aria-disabled')).to.equal('true');
    await save.focus();
    await page.keyboard.press('Enter');
    await page.getByText('Choose the flat size: the option fee, the resale fees and the CPF Housing Grant depend on it').first().waitFor();
    expect(await page.getByRole('heading', { name: 'Flat and budget information', level: 1 }).isVisible()).to.equal(true);
    await page.getByLabel('Flat size').selectOption('FOUR_ROOM');
    await page.getByLabel('Years of lease left (optional)').fill('50');
    await page.getByLabel("The flat's annual value for property tax (S$) (optional)").fill('15,500');
    await expectNoAxeViolations(page, 'flat step with the size and the annual value');
    await shoot(page, 'rules-flat-step');
    await page.getByRole('button', { name: 'Save and continue' }).click();

    await page.getByRole('heading', { name: 'Upfront payment and loan', level: 1 }).waitFor();
    await page.getByLabel('Monthly instalment paid from CPF (S$) (optional)').fill('500');
    await page.getByRole('button', { name: 'Save and continue' }).click();
    await page.getByRole('heading', { name: 'One-time payments', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Save and continue' }).click();
    await page.getByRole('heading', { name: 'Recurring payments', level: 1 }).waitFor();
    await page.getByText(/^Leave at 0 to use S\$140\.00 a year, by IRAS owner-occupier rates from 1 Jan 2025/).waitFor();
    await page.getByRole('button', { name: 'Save and see summary' }).click();

    await page.getByRole('heading', { name: 'Your plan at a glance', level: 1 }).waitFor();
    expect(await figure(page, 'Loan limit: 75 % × 50 / 60 years of the price or valuation').textContent()).to.equal('S$312,500.00');
    expect(await figure(page, 'Property tax a year (IRAS owner-occupier rates from 1 Jan 2025)').textContent()).to.equal('S$140.00');
    expect(await figure(page, 'Home Protection Scheme premium a year (your estimate)').textContent()).to.equal('S$179.20');
    expect(await figure(page, 'Service and conservancy charges a month (your estimate)').textContent()).to.equal('S$31.00');
    await expectNoAxeViolations(page, 'plan summary with the rules completed');
    await shoot(page, 'rules-summary');
    await context.close();
  });
});
