import { expect } from 'chai';
import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { expectNoAxeViolations, newPage, pressLookingDisabled } from '../support/e2e/browser.js';
import { journeySetup } from '../support/e2e/journey.js';
import { finishOnboarding } from '../support/e2e/resident-journeys.js';
import { shootBothWidths } from '../support/e2e/screenshots.js';
import { settledModuleStatus } from '../support/e2e/module-status.js';

const SHOTS = process.env.BUDGET_SCREENSHOT_DIR;
const BASE = '/savings-resources/budget-calculator';

/**
 * The budget calculator (spec 3 §2): a visitor meets its lockout page; a resident categorises expenses, sets a total
 * and category budgets (suggested from take-home income less the savings target; refused while the categories
 * take more than the total), sees the summary and downloads the expense-tracker PDF.
 */
describe('Journey: budget calculator', function () {
  this.timeout(180_000);
  const journey = journeySetup();
  const url = (path: string) => `${journey.app.baseUrl}${path}`;
  const shoot = (page: Page, name: string) => shootBothWidths(page, SHOTS, name);

  async function post(page: Page, path: string, data: unknown) {
    const res = await page.request.post(url(`/api/v1${path}`), { data });
    expect(res.status(), `${path}: ${await res.text()}`).to.be.oneOf([200, 201]);
  }

  it('a visitor is shown the lockout page, which leads to the public article', async () => {
    const { context, page } = await newPage(journey.browser);
    await page.goto(url(BASE));
    await page.waitForURL(url('/savings-resources/budget-calc-lockout-page'));
    await page.getByRole('heading', { name: 'Set up your dashboard first' }).waitFor();
    await expectNoAxeViolations(page, 'budget lockout (visitor)');
    await shoot(page, 'budget-lockout');
    await page.getByRole('link', { name: 'Read: save before you spend' }).click();
    await page.waitForURL(url('/savings-resources/save-before-you-spend'));
    await page.getByRole('heading', { name: 'Save before you spend', level: 1 }).waitFor();
    await expectNoAxeViolations(page, 'save before you spend');
    await shoot(page, 'budget-article');
    await context.close();
  });

  it('categorises, budgets within the total, and downloads the expense tracker', async () => {
    const { context, page } = await newPage(journey.browser);
    await finishOnboarding(page, journey.app.baseUrl, 'S9812382B [MyInfo]', 'budget.resident@example.com');
    // S$5,000 take-home, S$1,000 to save a month, two expenses without budgets.
    await post(page, '/income', { incomeList: [{ name: 'Salary', grossIncome: 625_000, netIncome: 500_000, incomeCurrency: 'SGD', type: 'EMPLOYMENT' }] });
    await post(page, '/target-monthly-savings', { targetMonthlySavings: 100_000, enteredDate: '2026-11-01' });
    await post(page, '/expense', {
      expenses: [
        { category: 'Food and drinks', amount: 60_000, timeInterval: 'MONTHLY', budgetAmount: null, budgetTimeInterval: null },
        { category: 'Transport', amount: 20_000, timeInterval: 'MONTHLY', budgetAmount: null, budgetTimeInterval: null },
      ],
    });

    // Onboarded: the lockout page sends the resident on to the calculator.
    await page.goto(url('/savings-resources/budget-calc-lockout-page'));
    await page.waitForURL(url(BASE));
    await page.getByRole('heading', { name: 'Plan your monthly budget', level: 1 }).waitFor();
    await expectNoAxeViolations(page, 'budget intro');
    await shoot(page, 'budget-intro');
    await page.getByRole('link', { name: 'Start' }).click();

    // Step 1: the dashboard's expenses; one more added (no budget field here: budgets are step 2's).
    await page.waitForURL(url(`${BASE}/categorise-expenses`));
    await page.getByRole('button', { name: 'Edit Food and drinks' }).waitFor();
    await page.getByRole('button', { name: '+ Add an expense' }).click();
    const panel = page.getByRole('dialog', { name: 'Add an expense' });
    await panel.getByLabel('Category').fill('Shopping');
    await panel.getByLabel('Monthly amount (S$)').fill('300');
    expect(await panel.getByLabel('Monthly budget (S$)').count()).to.equal(0);
    await panel.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('button', { name: 'Edit Shopping' }).waitFor();
    await expectNoAxeViolations(page, 'categorise expenses');
    await shoot(page, 'budget-step-1');
    await page.getByRole('button', { name: 'Save and continue' }).click();

    // Step 2: the total suggested as S$5,000 take-home less S$1,000 savings.
    await page.waitForURL(url(`${BASE}/set-monthly-budget`));
    const total = page.getByLabel('How much will you spend each month? (S$)');
    expect(await total.inputValue()).to.equal('4,000.00');
    await page.getByText('Suggested: S$4,000.00').waitFor();
    await page.getByLabel('Food and drinks: monthly budget (S$)').fill('700');
    await page.getByRole('button', { name: 'Use what I spend now for the 2 empty ones' }).click();
    expect(await page.getByLabel('Transport: monthly budget (S$)').inputValue()).to.equal('200.00');
    expect(await page.getByLabel('Shopping: monthly budget (S$)').inputValue()).to.equal('300.00');
    await page.getByText('S$1,200.00 of S$4,000.00 shared between your categories').waitFor();

    // More in the categories than in the total: said, and Continue refuses.
    await total.fill('1,000');
    await page.getByRole('alert').filter({ hasText: 'Your category budgets add up to more than your total budget' }).waitFor();
    await page.getByText('S$200.00 over').waitFor();
    await pressLookingDisabled(page.getByRole('button', { name: 'Save and continue' }));
    expect(page.url()).to.equal(url(`${BASE}/set-monthly-budget`));
    await shoot(page, 'budget-step-2-over');

    await total.fill('1,500');
    await page.getByText('S$300.00 not yet assigned').waitFor();
    await expectNoAxeViolations(page, 'set monthly budget');
    await shoot(page, 'budget-step-2');
    await page.getByRole('button', { name: 'Save and continue' }).click();

    // Summary: completed on arrival; S$5,000 - S$1,500 leaves S$3,500 (70 %): good.
    await page.waitForURL(url(`${BASE}/summary`));
    await page.getByRole('heading', { name: 'Your monthly budget', level: 1 }).waitFor();
    await page.getByText('Keeping to this budget leaves S$3,500.00 a month to save: 70.0 % of your take-home income.').waitFor();
    await page.getByRole('figure', { name: 'How your budget is shared' }).waitFor();
    await page.getByText('Every category with a budget is within it').waitFor();
    await expectNoAxeViolations(page, 'budget summary');
    await shoot(page, 'budget-summary');

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download expense tracker (PDF)' }).click()]);
    expect(download.suggestedFilename()).to.equal('MyMoneyPlan Expense tracker.pdf');
    const pdf = await readFile((await download.path())!, 'latin1');
    expect(pdf.startsWith('%PDF-')).to.equal(true);
    expect(pdf).to.contain('Shopping');
    expect(await page.evaluate('sessionStorage.getItem("pdfDownloadCount")')).to.equal('1');

    // Stored: the total, each budget a month, and the module completed.
    const finances = (await (await page.request.get(url('/api/v1/finances'))).json()) as {
      totalBudget: { amount: number };
      expenses: Array<{ category: string; budgetAmount: number | null }>;
    };
    expect(finances.totalBudget.amount).to.equal(150_000);
    expect(finances.expenses.map((e) => [e.category, e.budgetAmount])).to.deep.equal([
      ['Food and drinks', 70_000],
      ['Transport', 20_000],
      ['Shopping', 30_000],
    ]);
    const budget = await settledModuleStatus(page, journey.app.baseUrl, 'BUDGET_CALCULATOR', (m) => Boolean(m?.lastCompleted));
    expect(budget?.lastCompleted).to.be.a('string');

    // Back at the introduction, the module offers a review.
    await page.goto(url(BASE));
    await page.getByRole('link', { name: 'Review your answers' }).waitFor();
    await context.close();
  });
});
