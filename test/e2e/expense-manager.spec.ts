import { expect } from 'chai';
import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { expectNoAxeViolations, newPage, pressLookingDisabled } from '../support/e2e/browser.js';
import { journeySetup } from '../support/e2e/journey.js';
import { shootBothWidths } from '../support/e2e/screenshots.js';

const SHOTS = process.env.EXPENSE_MANAGER_SCREENSHOT_DIR;
const BASE = '/expense-manager';
const STORAGE_KEY = 'mymoneyplan.expense-manager';

/**
 * The public expense manager (spec 3 §2): a visitor, without logging in, lists expenses and take-home pay, sets a
 * budget (suggested as take-home pay less 20 %), sees the summary and downloads the tracker. The figures stay in
 * the browser (kept across a reload, sent nowhere) until the visitor starts again.
 */
describe('Journey: public expense manager', function () {
  this.timeout(180_000);
  const journey = journeySetup();
  const url = (path: string) => `${journey.app.baseUrl}${path}`;
  const shoot = (page: Page, name: string) => shootBothWidths(page, SHOTS, name);

  it('a visitor budgets without logging in, resumes after a reload, and clears it all with Start again', async () => {
    const { context, page } = await newPage(journey.browser);
    const writes: string[] = [];
    page.on('request', (request) => {
      if (request.method() !== 'GET' && request.url().includes('/api/')) writes.push(`${request.method()} ${request.url()}`);
    });

    await page.goto(url('/'));
    await page.getByRole('link', { name: /Expense manager/ }).first().click();
    await page.waitForURL(url(BASE));
    await page.getByRole('heading', { name: 'Manage your monthly expenses', level: 1 }).waitFor();
    await page.getByRole('link', { name: 'Log in with Singpass' }).last().waitFor();
    expect(await page.getByRole('button', { name: 'Start again' }).count()).to.equal(0);
    await expectNoAxeViolations(page, 'expense manager intro');
    await shoot(page, 'expense-manager-intro');

    // A step not reached yet sends the visitor to the furthest one open.
    await page.goto(url(`${BASE}/summary`));
    await page.waitForURL(url(`${BASE}/your-expenses`));

    // Nothing to budget for yet: Continue says why and stays.
    await page.getByRole('heading', { name: 'Your expenses', level: 1 }).waitFor();
    await pressLookingDisabled(page.getByRole('button', { name: 'Continue' }));
    await page.getByRole('alert').filter({ hasText: 'Add at least one expense to plan a budget for it.' }).waitFor();
    expect(page.url()).to.equal(url(`${BASE}/your-expenses`));

    await page.getByRole('button', { name: '+ Add an expense' }).click();
    let panel = page.getByRole('dialog', { name: 'Add an expense' });
    await panel.getByLabel('Category').fill('Food and drinks');
    await panel.getByLabel('Monthly amount (S$)').fill('800');
    await panel.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('button', { name: 'Edit Food and drinks' }).waitFor();
    await page.getByRole('button', { name: '+ Add an expense' }).click();
    panel = page.getByRole('dialog', { name: 'Add an expense' });
    // Straight to the yearly amount from the auto-focused, empty category: one amount field, and no error yet
    // on a field the resident has not typed in (errors come when Save is pressed).
    await panel.getByRole('button', { name: 'Enter a yearly amount instead' }).click();
    await panel.getByLabel('Yearly amount (S$)').waitFor();
    expect(await panel.getByLabel('Monthly amount (S$)').count()).to.equal(0);
    expect(await panel.locator('.field__error').count()).to.equal(0);
    await shoot(page, 'expense-manager-yearly-panel');
    await panel.getByLabel('Category').fill('Insurance');
    await panel.getByLabel('Yearly amount (S$)').fill('2,400');
    await panel.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('button', { name: 'Edit Insurance' }).waitFor();
    await page.getByText('Total expenses: S$1,000.00 a month').waitFor();
    // The closing dialog keeps the page inert until its transition ends.
    await page.getByRole('dialog').waitFor({ state: 'detached' });

    // A take-home pay that is not an amount blocks Continue; a good one is kept.
    const pay = page.getByLabel('Take-home pay a month (S$) (optional)');
    await pay.fill('abc');
    await pressLookingDisabled(page.getByRole('button', { name: 'Continue' }));
    expect(page.url()).to.equal(url(`${BASE}/your-expenses`));
    await pay.fill('5,000');
    await expectNoAxeViolations(page, 'expense manager: your expenses');
    await shoot(page, 'expense-manager-expenses');

    // Kept in the browser: a reload brings everything back.
    await page.reload();
    await page.getByRole('button', { name: 'Edit Insurance' }).waitFor();
    expect(await page.getByLabel('Take-home pay a month (S$) (optional)').inputValue()).to.equal('5,000.00');
    await page.getByRole('button', { name: 'Continue' }).click();

    // The budget: suggested as S$5,000 less 20 %.
    await page.waitForURL(url(`${BASE}/your-budget`));
    const total = page.getByLabel('How much will you spend each month? (S$)');
    expect(await total.inputValue()).to.equal('4,000.00');
    await page.getByText('Suggested: S$4,000.00, your take-home pay of S$5,000.00 less 20 % to save.').waitFor();
    await page.getByLabel('Food and drinks: monthly budget (S$)').fill('700');
    await page.getByLabel('Insurance: monthly budget (S$)').fill('200');
    await total.fill('800');
    await page.getByRole('alert').filter({ hasText: 'Your category budgets add up to more than your total budget' }).waitFor();
    await pressLookingDisabled(page.getByRole('button', { name: 'Continue' }));
    expect(page.url()).to.equal(url(`${BASE}/your-budget`));
    await total.fill('3,500');
    await expectNoAxeViolations(page, 'expense manager: your budget');
    await shoot(page, 'expense-manager-budget');
    await page.getByRole('button', { name: 'Continue' }).click();

    // The summary: S$5,000 - S$3,500 leaves S$1,500 (30 %).
    await page.waitForURL(url(`${BASE}/summary`));
    await page.getByRole('heading', { name: 'Your monthly budget', level: 1 }).waitFor();
    await page.getByText('Keeping to this budget leaves S$1,500.00 a month to save: 30.0 % of your take-home income.').waitFor();
    await page.getByRole('figure', { name: 'How your budget is shared' }).waitFor();
    await expectNoAxeViolations(page, 'expense manager summary');
    await shoot(page, 'expense-manager-summary');
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download expense tracker (PDF)' }).click()]);
    const pdf = await readFile((await download.path())!, 'latin1');
    expect(pdf.startsWith('%PDF-')).to.equal(true);
    expect(pdf).to.contain('Food and drinks');

    const kept = JSON.parse((await page.evaluate(`localStorage.getItem(${JSON.stringify(STORAGE_KEY)})`)) as string) as {
      totalBudget: number;
      expenses: Array<{ category: string; budgetAmount: number }>;
      progress: { currentStepIndex: number | null; completed: boolean };
    };
    expect(kept.totalBudget).to.equal(350_000);
    expect(kept.expenses.map((e) => [e.category, e.budgetAmount])).to.deep.equal([
      ['Food and drinks', 70_000],
      ['Insurance', 20_000],
    ]);
    expect(kept.progress).to.deep.equal({ currentStepIndex: null, completed: true });
    // Nothing the visitor typed left the browser.
    expect(writes.filter((w) => !w.includes('/analytics'))).to.deep.equal([]);

    // Back at the introduction: a review, and Start again clears everything after asking.
    await page.goto(url(BASE));
    await page.getByRole('link', { name: 'Review your answers' }).waitFor();
    await page.getByRole('button', { name: 'Start again' }).click();
    const confirm = page.getByRole('dialog', { name: 'Start again?' });
    await confirm.getByRole('button', { name: 'Clear my figures' }).click();
    await page.waitForURL(url(`${BASE}/your-expenses`));
    await page.getByText('No expenses added yet.').waitFor();
    expect(await page.evaluate(`localStorage.getItem(${JSON.stringify(STORAGE_KEY)})`)).to.equal(
      JSON.stringify({ version: 1, expenses: [], takeHomeIncome: null, totalBudget: null, progress: { currentStepIndex: 0, completed: false } }),
    );

    // An unknown page under the prefix says so, with the introduction as the way back
    // (docs/decisions.md "'Page not found' for every unknown address").
    await page.goto(url(`${BASE}/no-such-page`));
    await page.getByRole('heading', { name: 'Page not found', level: 1 }).waitFor();
    await page.getByRole('link', { name: 'Back to expense manager' }).click();
    await page.waitForURL(url(BASE));
    await context.close();
  });
});
