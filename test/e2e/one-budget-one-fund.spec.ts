import { expect } from 'chai';
import type { Page } from 'playwright-core';
import { expectNoAxeViolations, newPage } from '../support/e2e/browser.js';
import { journeySetup } from '../support/e2e/journey.js';
import { finishOnboarding } from '../support/e2e/resident-journeys.js';
import { shootBothWidths } from '../support/e2e/screenshots.js';

const SHOTS = process.env.ONE_ENGINE_SCREENSHOT_DIR;
const cash = { currency: 'SGD', investmentSource: 'CASH', enterOption: 'TOTAL_VALUE', quantity: null, unitPrice: null, estimatedGrowthRate: null };

/**
 * docs/decisions.md "One budget", "One emergency fund" and "Verdicts only on what is known", as a resident meets them:
 * the budget calculator's suggestion leaves room for the cash instalments; the dashboard and the targets page show one
 * emergency fund in months; a quick snapshot gets a verdict on cashflow only and no advice on a fund it cannot see.
 */
describe('Journey: one budget, one emergency fund, verdicts only on what is known', function () {
  this.timeout(240_000);
  const journey = journeySetup();
  const url = (path: string) => `${journey.app.baseUrl}${path}`;
  const shoot = (page: Page, name: string) => shootBothWidths(page, SHOTS, name);

  async function post(page: Page, path: string, data: unknown) {
    const res = await page.request.post(url(`/api/v1${path}`), { data });
    expect(res.status(), `${path}: ${await res.text()}`).to.be.oneOf([200, 201]);
  }

  it('(a) the suggested budget is take-home less the cash instalments less the planned savings', async () => {
    const { context, page } = await newPage(journey.browser);
    await finishOnboarding(page, journey.app.baseUrl, 'S9812382B [MyInfo]', 'one.budget@example.com');
    // S$6,000 take-home, an S$1,500 home loan instalment of which S$950 is paid in cash, S$1,000 planned savings.
    await post(page, '/income', { incomeList: [{ name: 'Salary', grossIncome: 750_000, netIncome: 600_000, incomeCurrency: 'SGD', type: 'EMPLOYMENT' }] });
    await post(page, '/loan-repayment', { loanRepayments: [{ name: 'HDB loan', amount: 150_000, ccy: 'SGD', cash: 95_000, cpf: 55_000, type: { id: 1 } }] });
    await post(page, '/target-monthly-savings', { targetMonthlySavings: 100_000, enteredDate: '2026-11-01' });
    await post(page, '/expense', { expenses: [{ category: 'Food and drinks', amount: 80_000, timeInterval: 'MONTHLY', budgetAmount: null, budgetTimeInterval: null }] });

    await page.goto(url('/savings-resources/budget-calculator'));
    await page.getByRole('link', { name: 'Start' }).click();
    await page.waitForURL(url('/savings-resources/budget-calculator/categorise-expenses'));
    await page.getByRole('button', { name: 'Edit Food and drinks' }).waitFor();
    await page.getByRole('button', { name: 'Save and continue' }).click();

    await page.waitForURL(url('/savings-resources/budget-calculator/set-monthly-budget'));
    const total = page.getByLabel('How much will you spend each month? (S$)');
    expect(await total.inputValue()).to.equal('4,050.00');
    await page
      .getByText('Suggested: S$4,050.00: your take-home income of S$6,000.00 less S$950.00 of loan instalments paid in cash and the S$1,000.00 you plan to save.')
      .waitFor();
    await page.getByLabel('Food and drinks: monthly budget (S$)').fill('800');
    await expectNoAxeViolations(page, 'set monthly budget with loans');
    await shoot(page, 'one-budget-step-2');
    await page.getByRole('button', { name: 'Save and continue' }).click();

    // Keeping to it leaves exactly the planned S$1,000: 16.7 % of take-home, rated fair from the same figures.
    await page.waitForURL(url('/savings-resources/budget-calculator/summary'));
    await page.getByText('Keeping to this budget leaves S$1,000.00 a month to save: 16.7 % of your take-home income.').waitFor();
    await shoot(page, 'one-budget-summary');
    await context.close();
  });

  it('(b) cash savings, then some allocated to the emergency fund: the same months on the dashboard and the targets page', async () => {
    const { context, page } = await newPage(journey.browser);
    await finishOnboarding(page, journey.app.baseUrl, 'S9812379B [MyInfo]', 'one.fund@example.com');
    // S$116,387.81 of cash savings and S$6,397.97 of spending a month.
    await post(page, '/income', { incomeList: [{ name: 'Salary', grossIncome: 1_000_000, netIncome: 800_000, incomeCurrency: 'SGD', type: 'EMPLOYMENT' }] });
    await post(page, '/asset/cash-savings', { ...cash, name: 'Savings', totalValueAmount: 11_638_781 });
    await post(page, '/expense', { expenses: [{ category: 'Food and drinks', amount: 639_797, timeInterval: 'MONTHLY', budgetAmount: null, budgetTimeInterval: null }] });

    // Before any target: all the cash, 18.2 months.
    await page.goto(url('/dashboard'));
    const protection = page.getByRole('article').filter({ has: page.getByRole('heading', { name: 'Protection' }) });
    await protection.getByText('18.2 months').waitFor();

    // Targets: monthly savings, an emergency fund, then S$38,388 of the savings allocated to it.
    await page.goto(url('/targets/setup'));
    await page.getByRole('link', { name: /Start|Continue where you left off/ }).first().click();
    await page.waitForURL(url('/targets/setup/step-1'));
    await page.getByLabel('Monthly savings (S$)').fill('500');
    await page.getByRole('button', { name: 'Save and continue' }).click();
    await page.waitForURL(url('/targets/setup/step-2'));
    await page.getByRole('button', { name: 'Set up your emergency fund' }).click();
    const fund = page.getByRole('dialog', { name: 'Emergency fund' });
    await fund.getByLabel('Months of spending').fill('6');
    await fund.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Emergency fund added').waitFor();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL(url('/targets/setup/step-3'));
    await page.getByLabel('Allocated to Emergency fund (S$)').fill('38388');
    await page.getByRole('button', { name: 'Continue' }).click();
    const ask = page.getByRole('dialog', { name: 'Continue without allocating all your savings?' });
    if (await ask.isVisible().catch(() => false)) await ask.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL(url('/targets/setup/completed'));
    await page.getByRole('link', { name: 'See your targets' }).click();

    // S$38,388 / S$6,397.97 = 6.00003…: 6.0 months on the targets page and on the dashboard.
    await page.waitForURL(url('/targets'));
    await page.getByText('What you set aside covers 6.0 months of your spending (S$6,397.97 a month).').waitFor();
    await expectNoAxeViolations(page, 'targets page with the fund months');
    await shoot(page, 'one-fund-targets');
    await page.goto(url('/dashboard'));
    await protection.getByText('6.0 months').waitFor();
    expect(await protection.getByText('18.2 months').count()).to.equal(0);
    await shoot(page, 'one-fund-dashboard');
    await page.goto(url('/dashboard/protection/emergency-fund-ratio'));
    await page.getByText('Set aside for your emergency fund target').waitFor();
    expect(await page.getByText('6.0 months').count()).to.be.greaterThan(0);
    await shoot(page, 'one-fund-ratio');
    await context.close();
  });

  it('(c) a quick snapshot of income and expenses only: the verdict names cashflow only, and no "Build an emergency fund"', async () => {
    const { context, page } = await newPage(journey.browser);
    await finishOnboarding(page, journey.app.baseUrl, 'S9812381D [MyInfo]', 'quick.snapshot@example.com');
    await page.getByRole('link', { name: 'Start' }).click();
    await page.waitForURL(url('/onboarding/income-estimation'));
    await page.getByLabel('Gross monthly income (S$)').fill('5,000');
    await page.getByLabel('Gross monthly income (S$)').blur();
    await page.getByRole('button', { name: 'Save and continue' }).click();
    await page.waitForURL(url('/onboarding/expense-estimation'));
    await page.getByRole('button', { name: 'Help me work it out' }).click();
    await page.getByLabel('Housing (S$)').fill('1,500');
    await page.getByRole('button', { name: 'Save and go to dashboard' }).click();
    await page.waitForURL(url('/dashboard'));

    const overall = page.locator('.overall');
    await overall.getByText('Your cashflow is in good shape. Wealth and protection are not available yet: add what you own and your savings.').waitFor();
    expect(await page.getByText('all in good shape').count()).to.equal(0);
    const actions = page.locator('.dashboard__actions');
    await actions.waitFor();
    expect(await actions.getByText('Build an emergency fund').count()).to.equal(0);
    const protection = page.getByRole('article').filter({ has: page.getByRole('heading', { name: 'Protection' }) });
    await protection.getByText('Not available yet').first().waitFor();
    expect(await protection.getByText('0.0 months').count()).to.equal(0);
    await expectNoAxeViolations(page, 'dashboard after a quick snapshot');
    await shoot(page, 'quick-snapshot-dashboard');
    await context.close();
  });
});
