import { expect } from 'chai';
import type { Page } from 'playwright-core';
import { expectNoAxeViolations, newPage } from '../support/e2e/browser.js';
import { journeySetup } from '../support/e2e/journey.js';
import { finishOnboarding } from '../support/e2e/resident-journeys.js';
import { shootBothWidths } from '../support/e2e/screenshots.js';

const SHOTS = process.env.HOUSING_SCREENSHOT_DIR;
const PLANS = '/buying-a-house/financing-plan';

/**
 * Loan and CPF limits in Chromium (docs/decisions.md "Housing loans and CPF limits"): two 25-year-olds buy a resale
 * flat with 65 years of lease on a bank loan; the summary says what they may borrow and how much CPF they may use
 * (CPF's own example: S$550,000 -> S$495,000), with the warnings in words.
 */
describe('Journey: housing loan and CPF limits', function () {
  this.timeout(180_000);
  const journey = journeySetup();
  const url = (path: string) => `${journey.app.baseUrl}${path}`;
  const shoot = (page: Page, name: string) => shootBothWidths(page, SHOTS, name);
  const saveAndContinue = (page: Page) => page.getByRole('button', { name: 'Save and continue' }).click();

  it("a resale flat on a bank loan: the ages, the lease, the loan limits and CPF's pro-rated limit on the summary", async () => {
    const { context, page } = await newPage(journey.browser);
    await finishOnboarding(page, journey.app.baseUrl, 'S9812385G [MyInfo]', 'limits.resident@example.com');
    await page.goto(url(PLANS));
    await page.getByRole('button', { name: 'Make a custom plan' }).click();

    await page.getByRole('heading', { name: 'Basic and financial information', level: 1 }).waitFor();
    await page.getByLabel('Plan name').fill('Older resale flat');
    await page.getByLabel('Number of buyers').selectOption('2');
    await page.getByLabel('Buyer 1: age on the purchase date (optional)').fill('25');
    await page.getByLabel('Buyer 2: age on the purchase date (optional)').fill('25');
    await page.getByLabel('Gross monthly household income (S$) (optional)').fill('6,000');
    await page.getByLabel('CPF Ordinary Account savings (S$) (optional)').fill('150,000');
    await page.getByLabel('Cash savings for the home (S$) (optional)').fill('60,000');
    await saveAndContinue(page);

    await page.getByRole('heading', { name: 'Flat and budget information', level: 1 }).waitFor();
    // Nothing assumes a new flat: until the choice, the resale grants ask for it (docs/decisions.md "Housing plan explains itself").
    expect(await page.getByRole('radio', { name: 'New flat' }).isChecked()).to.equal(false);
    await page.locator('[data-grant="proximityGrant"]').getByText('Why not: Choose a new or a resale flat: this grant is for resale flats.').waitFor();
    await page.getByRole('radio', { name: 'Resale flat' }).check();
    // No size is assumed (docs/decisions.md "Housing rules completed"): the step waits for it.
    await page.getByLabel('Flat size').selectOption('TWO_ROOM');
    await page.locator('[data-grant="proximityGrant"]').getByText('Why not: Tell us whether you will live with or near your parents or child: this grant depends on it.').waitFor();
    await page.getByLabel('Years of lease left (optional)').fill('120');
    await page.getByLabel('Years of lease left (optional)').blur();
    await page.getByText('Enter the whole years left on the lease, from 0 to 99').waitFor();
    await page.getByLabel('Years of lease left (optional)').fill('65');
    await page.getByLabel("The flat's price (S$) (optional)").fill('550,000');
    await expectNoAxeViolations(page, 'plan step 2 with the lease');
    await shoot(page, 'limits-step-2-lease');
    await saveAndContinue(page);

    await page.getByRole('heading', { name: 'Upfront payment and loan', level: 1 }).waitFor();
    await page.getByRole('radio', { name: 'Bank loan' }).check();
    await page.getByLabel('Upfront payment in cash (S$) (optional)').fill('27,500');
    await page.getByLabel('Monthly instalment paid from CPF (S$) (optional)').fill('1,500');
    await saveAndContinue(page);
    await page.getByRole('heading', { name: 'One-time payments', level: 1 }).waitFor();
    await saveAndContinue(page);
    await page.getByRole('heading', { name: 'Recurring payments', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Save and see summary' }).click();

    await page.getByRole('heading', { name: 'Your plan at a glance', level: 1 }).waitFor();
    const figure = (label: string) => page.locator('.plan-figure').filter({ has: page.locator('dt', { hasText: label }) }).locator('dd');
    // A bank loan: 75 % of S$550,000, sized at MAS's 4 % floor against 30 % of S$6,000.
    expect(await figure('Loan limit: 75 % of the price or valuation').textContent()).to.equal('S$412,500.00');
    expect(await figure('Loan your income allows (sized at 4 %)').textContent()).to.equal('S$341,015.41'); // S$1,800 a month at 4 % over the plan's 25 years
    expect(await figure('Longest loan').textContent()).to.equal('30 years (the most the lender allows)');
    expect(await figure('All debt repayments: at most 55 % of income').textContent()).to.equal('Within, with this loan alone');
    // The income caps the loan at S$341,015.41, so the plan's loan is that (docs/decisions.md "One housing engine").
    await page.getByText(/^Your income caps the loan at S\$341,015\.41: at the 4 % rate banks must assess, its instalment may be at most 30 % of your household income \(S\$1,800\.00 a month\)/).waitFor();
    expect(await page.locator('.plan-figure').filter({ has: page.locator('dt', { hasText: /^Loan$/ }) }).first().locator('dd').textContent()).to.equal('S$341,015.41');
    // CPF: the lease lasts the 25-year-olds to 90, not 95: 45 / 50 of S$550,000.
    const cpf = page.getByRole('region', { name: 'How much CPF you may use' });
    expect(await figure('Valuation limit, pro-rated for the lease').textContent()).to.equal('S$495,000.00');
    expect(await figure('Withdrawal limit (no more with a short lease)').textContent()).to.equal('S$495,000.00');
    await cpf.getByText('The lease (65 years) does not last the youngest buyer to age 95, so CPF may pay 90 % of the lower of price and valuation.').waitFor();
    // The CPF pays more upfront on the capped loan (the price less S$341,015.41), so the limit is reached sooner.
    expect(await figure('CPF instalments reach the limit after').textContent()).to.equal('16 years and 10 months');
    await page.getByText(/^Your CPF payments reach what CPF may pay for this flat, as its lease does not last the youngest buyer to 95 \(S\$495,000\.00\) after /).waitFor();
    await expectNoAxeViolations(page, 'plan summary with loan and CPF limits');
    await shoot(page, 'limits-summary');
    await context.close();
  });
});
