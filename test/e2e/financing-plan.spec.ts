import { expect } from 'chai';
import type { Page } from 'playwright-core';
import { expectNoAxeViolations, newPage, pressLookingDisabled } from '../support/e2e/browser.js';
import { journeySetup } from '../support/e2e/journey.js';
import { finishOnboarding } from '../support/e2e/resident-journeys.js';
import { shootBothWidths } from '../support/e2e/screenshots.js';

const SHOTS = process.env.HOUSING_SCREENSHOT_DIR;
const PLANS = '/buying-a-house/financing-plan';

/**
 * The housing financing plan (spec 3 §2, §4): a visitor meets its lockout page; a resident makes a custom plan in 5
 * steps with a live preview, sees its summary, duplicates it and deletes the copy.
 */
describe('Journey: housing financing plan', function () {
  this.timeout(180_000);
  const journey = journeySetup();
  const url = (path: string) => `${journey.app.baseUrl}${path}`;
  const shoot = (page: Page, name: string) => shootBothWidths(page, SHOTS, name);
  const saveAndContinue = (page: Page) => page.getByRole('button', { name: 'Save and continue' }).click();
  const preview = (page: Page, label: string) => page.getByRole('complementary', { name: 'Your plan so far' }).locator('.plan-figure').filter({ hasText: label }).locator('dd');

  it('a visitor is shown the lockout page, which leads back to the purchase guide', async () => {
    const { context, page } = await newPage(journey.browser);
    await page.goto(url(PLANS));
    await page.waitForURL(url('/buying-a-house/lockout-page'));
    await page.getByRole('heading', { name: 'Financing plan', level: 1 }).waitFor();
    await expectNoAxeViolations(page, 'financing plan lockout');
    await page.getByRole('link', { name: 'Read the purchase guide' }).click();
    await page.waitForURL(url('/buying-a-house'));
    await context.close();
  });

  it('makes a plan in five steps, reads its summary, duplicates it and deletes the copy', async () => {
    const { context, page } = await newPage(journey.browser);
    await finishOnboarding(page, journey.app.baseUrl, 'S9812381D [MyInfo]', 'housing.resident@example.com');
    await page.goto(url('/buying-a-house'));
    await page.getByRole('link', { name: /Financing plan/ }).click();
    await page.waitForURL(url(PLANS));
    await page.getByText('You have no plans yet.').waitFor();
    await expectNoAxeViolations(page, 'financing plans (empty)');
    await page.getByRole('button', { name: 'Make a custom plan' }).click();

    // Step 1: the buyers and their savings.
    await page.getByRole('heading', { name: 'Basic and financial information', level: 1 }).waitFor();
    await page.getByLabel('Plan name').fill('Tampines 4-room');
    await page.getByRole('radio', { name: 'Yes' }).check();
    await page.getByLabel('Gross monthly household income (S$) (optional)').fill('8,000');
    await page.getByLabel('CPF Ordinary Account savings (S$) (optional)').fill('30,000');
    await page.getByLabel('Cash savings for the home (S$) (optional)').fill('50,000');
    await expectNoAxeViolations(page, 'plan step 1');
    await shoot(page, 'plan-step-1');
    await saveAndContinue(page);

    // Step 2: the flat and the grants; the preview follows as the resident types.
    await page.getByRole('heading', { name: 'Flat and budget information', level: 1 }).waitFor();
    await page.getByLabel('Flat size').selectOption({ label: '4-room' });
    await page.getByLabel("The flat's price or valuation (S$) (optional)").fill('400,000');
    await page.getByLabel('CPF Housing Grant (S$) (optional)', { exact: true }).fill('50,000');
    await page.getByLabel('Enhanced CPF Housing Grant (S$) (optional)').fill('30,000');
    await page.getByRole('complementary', { name: 'Your plan so far' }).getByText('S$80,000.00').waitFor();
    expect(await preview(page, 'Grants').textContent()).to.equal('S$80,000.00');
    await saveAndContinue(page);

    // Step 3: the loan; a period too long for an HDB loan is refused until corrected.
    await page.getByRole('heading', { name: 'Upfront payment and loan', level: 1 }).waitFor();
    await page.getByLabel('Upfront payment in cash (S$) (optional)').fill('5,000');
    await page.getByLabel('Monthly instalment paid from CPF (S$) (optional)').fill('1,000');
    await page.getByLabel('Loan period (years)').fill('26');
    await pressLookingDisabled(page.getByRole('button', { name: 'Save and continue' }));
    await page.getByText('An HDB loan runs 1 to 25 years').waitFor();
    await page.getByLabel('Loan period (years)').fill('25');
    await page.getByRole('complementary', { name: 'Your plan so far' }).getByText('S$1,361.01').waitFor();
    expect(await preview(page, 'Loan').textContent()).to.equal('S$300,000.00');
    expect(await preview(page, 'Share of income').textContent()).to.equal('17.0 %');
    await expectNoAxeViolations(page, 'plan step 3');
    await shoot(page, 'plan-step-3');
    await saveAndContinue(page);

    // Steps 4 and 5: the fees, with the stamp duty worked out from the price.
    await page.getByRole('heading', { name: 'One-time payments', level: 1 }).waitFor();
    await page.getByText('Leave it at 0 and we work it out from your plan: S$6,600.00 now.').waitFor();
    await expectNoAxeViolations(page, 'plan step 4');
    await shoot(page, 'plan-step-4');
    await saveAndContinue(page);
    await page.getByRole('heading', { name: 'Recurring payments', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Save and see summary' }).click();

    // The summary.
    await page.getByRole('heading', { name: 'Your plan at a glance', level: 1 }).waitFor();
    const figure = (label: string) => page.locator('.plan-figure').filter({ has: page.locator('dt', { hasText: new RegExp(`^${label}$`) }) }).locator('dd');
    expect(await figure('Loan').textContent()).to.equal('S$300,000.00');
    expect(await figure('Monthly instalment').textContent()).to.equal('S$1,361.01');
    expect(await figure('Share of household income').textContent()).to.equal('17.0 % (within the 30 % limit)');
    expect(await figure('of which interest').textContent()).to.equal('S$108,303.00 (26.5 %)');
    await expectNoAxeViolations(page, 'plan summary');
    await shoot(page, 'plan-summary');

    // From a step, the breadcrumb's 'Details' (the plan itself) opens its summary again.
    const summaryUrl = page.url();
    await page.getByRole('link', { name: /Step 2: Flat and budget information/ }).click();
    await page.getByRole('heading', { name: 'Flat and budget information', level: 1 }).waitFor();
    await page.locator('nav[aria-label="Breadcrumb"]').getByRole('link', { name: 'Details' }).click();
    await page.waitForURL(summaryUrl);
    await page.getByRole('heading', { name: 'Your plan at a glance', level: 1 }).waitFor();

    // Back at the list: the plan is complete; a copy, then the copy deleted.
    await page.getByRole('link', { name: 'Back to all plans' }).click();
    await page.waitForURL(url(PLANS));
    await page.getByText('Complete', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Duplicate Tampines 4-room' }).click();
    await page.getByRole('heading', { name: 'Tampines 4-room copy' }).waitFor();
    await expectNoAxeViolations(page, 'financing plans');
    await shoot(page, 'plans');
    await page.getByRole('button', { name: 'Delete Tampines 4-room copy' }).click();
    await page.getByRole('dialog', { name: 'Delete this plan?' }).getByRole('button', { name: 'Delete plan' }).click();
    await page.getByRole('heading', { name: 'Tampines 4-room copy' }).waitFor({ state: 'detached' });
    await page.reload();
    await page.getByRole('heading', { name: 'Tampines 4-room', level: 2 }).waitFor();
    expect(await page.locator('.plan-card').count()).to.equal(1);
    await context.close();
  });

  it('works out what a household can afford as a recommended plan, and explains the assumptions', async () => {
    const { context, page } = await newPage(journey.browser);
    await finishOnboarding(page, journey.app.baseUrl, 'S9912375C [MyInfo]', 'afford.resident@example.com');
    await page.goto(url(PLANS));
    await page.getByRole('link', { name: 'What can I afford?' }).click();
    await page.getByRole('heading', { name: 'What can you afford?', level: 1 }).waitFor();
    await pressLookingDisabled(page.getByRole('button', { name: 'See what I can afford' }));
    await page.getByText('Please enter a value').waitFor();
    await page.getByLabel('Gross monthly household income (S$)').fill('8,000');
    await page.getByLabel('CPF Ordinary Account savings (S$) (optional)').fill('30,000');
    await page.getByLabel('Cash savings for the home (S$) (optional)').fill('50,000');
    await page.getByLabel('Housing grants you expect (S$) (optional)').fill('80,000');
    await expectNoAxeViolations(page, 'recommended plan step 1');
    await shoot(page, 'recommended-step-1');
    await page.getByRole('button', { name: 'See what I can afford' }).click();

    await page.getByRole('heading', { name: 'What you can afford', level: 1 }).waitFor();
    await page.getByText('S$587,000.00').waitFor();
    await page.getByText('Your savings set the limit').waitFor();
    await expectNoAxeViolations(page, 'recommended plan summary');
    await shoot(page, 'recommended-summary');
    await page.getByRole('link', { name: 'See how we work it out' }).click();
    await page.getByRole('heading', { name: 'How we work out what you can afford', level: 1 }).waitFor();
    await page.getByText('An HDB loan at 2.6 % a year over 25 years.').waitFor();
    await page.getByRole('link', { name: 'Back to all plans' }).click();
    await page.waitForURL(url(PLANS));
    await page.getByText('Recommended plan: what you can afford').waitFor();
    const card = page.locator('.plan-card').filter({ hasText: 'My recommended plan' });
    expect(await card.locator('.plan-figure').filter({ hasText: 'Flat price' }).locator('dd').textContent()).to.equal('S$587,000.00');

    // Changing the answers updates the same plan.
    await card.getByRole('link', { name: /See summary/ }).click();
    await page.getByRole('link', { name: 'Change my answers' }).click();
    await page.getByLabel('Gross monthly household income (S$)').fill('3,000');
    await page.getByLabel('CPF Ordinary Account savings (S$) (optional)').fill('150,000');
    await page.getByLabel('Housing grants you expect (S$) (optional)').fill('');
    await page.getByRole('button', { name: 'See what I can afford' }).click();
    await page.getByText('S$391,000.00').waitFor();
    await page.getByText('Your income sets the limit').waitFor();
    await page.goto(url(PLANS));
    await page.getByText('Recommended plan: what you can afford').waitFor();
    expect(await page.locator('.plan-card').count()).to.equal(1);
    await context.close();
  });
});
