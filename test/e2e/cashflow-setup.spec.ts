import { expect } from 'chai';
import type { Page } from 'playwright-core';
import { expectNoAxeViolations, newPage, pressLookingDisabled } from '../support/e2e/browser.js';
import { journeySetup } from '../support/e2e/journey.js';
import { shootBothWidths } from '../support/e2e/screenshots.js';
import { finishOnboarding } from '../support/e2e/resident-journeys.js';
import { settledModuleStatus } from '../support/e2e/module-status.js';

const SHOTS = process.env.CASHFLOW_SCREENSHOT_DIR;

/**
 * A resident who finished onboarding sets up their cashflow (spec 2 §2): an income, two expenses (one yearly, one
 * from the category modal), leaves at the loans step and resumes there from the introduction, a loan split between
 * cash and CPF (too much first), a monthly investment; completes, and GET /finances holds it all.
 */
describe('Journey: cashflow setup', function () {
  this.timeout(180_000);
  const journey = journeySetup();

  const shoot = (page: Page, name: string) => shootBothWidths(page, SHOTS, name);

  const url = (path: string) => `${journey.app.baseUrl}${path}`;
  const dialog = (page: Page, name: string) => page.getByRole('dialog', { name });
  const saveAndContinue = (page: Page) => page.getByRole('main').getByRole('button', { name: 'Save and continue' }).click();
  const activeId = (page: Page) => page.evaluate<string | null>('document.activeElement?.id ?? null');

  it('walks through every step, resumes where the resident left off, and stores what was entered', async () => {
    const { context, page } = await newPage(journey.browser);
    await finishOnboarding(page, journey.app.baseUrl, 'S9812381D [MyInfo]', 'heng.huat.tan@example.com');

    // The introduction.
    await page.goto(url('/cashflow/setup'));
    await page.getByRole('heading', { name: 'Set up your cashflow' }).waitFor();
    expect(await page.title()).to.equal('MyMoneyPlan | Set up your cashflow');
    await page.getByText('5-10 minutes').waitFor();
    await page.getByText(/bank or credit-card statements/).waitFor();
    await expectNoAxeViolations(page, 'cashflow introduction');
    await shoot(page, 'cashflow-setup');
    await page.getByRole('link', { name: 'Start' }).click();

    // Income.
    await page.waitForURL(url('/cashflow/inflow'));
    await page.getByRole('heading', { name: 'Income', level: 1 }).waitFor();
    // A step not reached yet sends the resident back to the furthest reachable one.
    await page.goto(url('/cashflow/outflow-loans'));
    await page.waitForURL(url('/cashflow/inflow'));
    await page.getByRole('heading', { name: 'Income', level: 1 }).waitFor();
    await page.getByText('No income added yet.').waitFor();
    await expectNoAxeViolations(page, 'income step, empty');
    await page.getByRole('button', { name: 'Add an income' }).click();
    const income = dialog(page, 'Add an income');
    await income.waitFor();
    expect(await activeId(page)).to.equal('income-name');
    await pressLookingDisabled(income.getByRole('button', { name: 'Save', exact: true }));
    await income.getByText('Please enter a value').first().waitFor();
    await expectNoAxeViolations(page, 'income panel with errors');
    await income.getByLabel('Name').fill('Salary');
    await income.getByLabel('Type of income').selectOption('EMPLOYMENT');
    expect(await income.getByLabel('Currency').locator('option').allTextContents()).to.include.members(['Singapore dollar (SGD)']);
    await income.getByLabel('Gross monthly income (S$)').fill('6,000');
    const takeHome = income.getByLabel('Monthly take-home income (S$) (optional)');
    await takeHome.fill('7,000');
    await takeHome.blur();
    await income.getByText('Value must be less or equal to Gross income').waitFor();
    await shoot(page, 'cashflow-income-panel');
    await takeHome.fill('4,800');
    await income.getByRole('button', { name: 'Save', exact: true }).click();
    await income.waitFor({ state: 'detached' });
    await page.getByText('S$6,000.00 gross a month').waitFor();
    await expectNoAxeViolations(page, 'income step with an item');
    await shoot(page, 'cashflow-inflow');
    await saveAndContinue(page);

    // Expenses: one yearly, typed in.
    await page.waitForURL(url('/cashflow/outflow-expense'));
    await page.getByRole('heading', { name: 'Expenses', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Add an expense' }).click();
    let expense = dialog(page, 'Add an expense');
    await expense.waitFor();
    expect(await activeId(page), 'the empty category field has focus').to.equal('expense-category');
    await expense.getByLabel('Category').fill('Insurance');
    await expense.getByRole('button', { name: 'Enter a yearly amount instead' }).click();
    await expense.getByLabel('Yearly amount (S$)').fill('2,400');
    // One amount field at a time: the yearly one replaces the monthly one and gives the month's share in its hint.
    expect(await expense.getByLabel('Monthly amount (S$)').count()).to.equal(0);
    await expense.getByText('That is S$200.00 a month').waitFor();
    await expectNoAxeViolations(page, 'expense panel, yearly');
    await shoot(page, 'cashflow-expense-panel');
    await expense.getByRole('button', { name: 'Save', exact: true }).click();
    await expense.waitFor({ state: 'detached' });
    await page.getByText('S$2,400.00 a year').waitFor();

    // The second from the category modal, where Insurance is marked as added.
    await page.getByRole('button', { name: 'Add an expense' }).click();
    expense = dialog(page, 'Add an expense');
    await expense.waitFor();
    // Suggestions leave out the category in use.
    await expense.getByRole('button', { name: 'Transport', exact: true }).waitFor();
    expect(await expense.getByRole('button', { name: 'Insurance', exact: true }).count()).to.equal(0);
    await expense.getByRole('button', { name: 'Choose a category' }).click();
    const chooser = dialog(page, 'Choose a category');
    await chooser.waitFor();
    expect(await chooser.getByRole('button', { name: /Insurance/ }).getAttribute('aria-disabled')).to.equal('true');
    await chooser.getByRole('button', { name: /Insurance/ }).getByText('Added').waitFor();
    await expectNoAxeViolations(page, 'category modal');
    await shoot(page, 'cashflow-category-modal');
    await chooser.getByRole('button', { name: 'Food and drinks' }).click();
    await chooser.waitFor({ state: 'detached' });
    expect(await expense.getByLabel('Category').inputValue()).to.equal('Food and drinks');
    const monthly = expense.getByLabel('Monthly amount (S$)');
    await monthly.fill('0');
    await monthly.blur();
    await expense.getByText('Must be more than 0').waitFor();
    await monthly.fill('600');
    await expense.getByRole('button', { name: 'Save', exact: true }).click();
    await expense.waitFor({ state: 'detached' });
    await page.getByText('S$800.00').waitFor();
    await expectNoAxeViolations(page, 'expense step with items');
    await shoot(page, 'cashflow-outflow-expense');
    const progressStored = page.waitForResponse((r) => r.url().endsWith('/api/v1/module-status') && r.request().method() === 'PUT');
    await saveAndContinue(page);
    expect(await (await progressStored).json()).to.deep.include({ module: 'CASHFLOW', currentStep: 2 });

    // Loans: the resident leaves here and comes back later.
    await page.waitForURL(url('/cashflow/outflow-loans'));
    await page.getByRole('heading', { name: 'Monthly loan repayments', level: 1 }).waitFor();
    await page.goto(url('/dashboard'));
    await page.goto(url('/cashflow/setup'));
    await page.getByRole('link', { name: 'Continue where you left off' }).click();
    await page.waitForURL(url('/cashflow/outflow-loans'));

    await page.getByRole('button', { name: 'Add a loan repayment' }).click();
    const loan = dialog(page, 'Add a loan repayment');
    await loan.waitFor();
    await loan.getByLabel('Name').fill('HDB loan');
    await loan.getByRole('radio', { name: 'Mortgage' }).check();
    await loan.getByLabel('Total monthly instalment (S$)').fill('1,500');
    await loan.getByLabel('Paid by cash (S$) (optional)').fill('1,000');
    const cpf = loan.getByLabel('Paid by CPF (S$) (optional)');
    await cpf.fill('600');
    await cpf.blur();
    await loan.getByText('Sum of cash and CPF cannot exceed total monthly instalment').first().waitFor();
    await expectNoAxeViolations(page, 'loan panel with the split message');
    await shoot(page, 'cashflow-loan-panel');
    await cpf.fill('500');
    await cpf.blur();
    expect(await loan.getByText('Sum of cash and CPF cannot exceed total monthly instalment').count()).to.equal(0);
    await loan.getByRole('button', { name: 'Save', exact: true }).click();
    await loan.waitFor({ state: 'detached' });
    await page.getByText('S$1,500.00 a month').waitFor();

    // Unsaved changes ask before leaving.
    await page.getByRole('navigation', { name: 'Cashflow steps' }).getByRole('link', { name: 'Home' }).click();
    const leave = dialog(page, 'Leave this page without saving changes?');
    await leave.waitFor();
    await leave.getByRole('button', { name: 'Cancel' }).click();
    await leave.waitFor({ state: 'detached' });
    expect(page.url()).to.equal(url('/cashflow/outflow-loans'));
    await expectNoAxeViolations(page, 'loan step with an item');
    await shoot(page, 'cashflow-outflow-loans');
    await saveAndContinue(page);

    // Monthly investments.
    await page.waitForURL(url('/cashflow/outflow-investments'));
    await page.getByRole('button', { name: 'Add a monthly investment' }).click();
    const investment = dialog(page, 'Add a monthly investment');
    await investment.getByLabel('Name').fill('Regular savings plan');
    await investment.getByLabel('Type of investment').selectOption('UNIT_TRUST');
    await investment.getByLabel('Monthly amount (S$)').fill('300');
    await expectNoAxeViolations(page, 'investment panel');
    await shoot(page, 'cashflow-investment-panel');
    await investment.getByRole('button', { name: 'Save', exact: true }).click();
    await investment.waitFor({ state: 'detached' });
    await expectNoAxeViolations(page, 'investment step with an item');
    await shoot(page, 'cashflow-outflow-investments');
    await saveAndContinue(page);

    // Completed: the server's one set of monthly figures, in the same words as the dashboard (docs/decisions.md
    // "Monthly figures and availability"): what is left = take-home - expenses - instalments paid in cash.
    await page.waitForURL(url('/cashflow/completed'));
    await page.getByRole('heading', { name: 'Your cashflow is set up' }).waitFor();
    const table = page.getByRole('table', { name: 'Your month in figures (S$ a month)' });
    await table.getByRole('row', { name: /^Take-home income .*S\$4,800\.00$/ }).waitFor();
    await table.getByRole('row', { name: /^Expenses .*S\$800\.00$/ }).waitFor();
    await table.getByRole('row', { name: /^Loan instalments paid in cash .*S\$1,000\.00$/ }).waitFor();
    await table.getByRole('row', { name: /^Loan instalments paid from CPF .*S\$500\.00$/ }).waitFor();
    await table.getByRole('row', { name: /^Left each month .*S\$3,000\.00$/ }).waitFor();
    await table.getByRole('row', { name: /^Invested each month .*S\$300\.00$/ }).waitFor();
    await expectNoAxeViolations(page, 'cashflow completed');
    await shoot(page, 'cashflow-completed');

    const finances = (await (await page.request.get(url('/api/v1/finances'))).json()) as Record<string, Array<Record<string, unknown>>>;
    expect(finances.incomeList!.map((i) => [i.name, i.grossIncome, i.netIncome, i.type])).to.deep.equal([['Salary', 600_000, 480_000, 'EMPLOYMENT']]);
    expect(finances.expenses!.map((e) => [e.category, e.amount, (e.timeInterval as { description: string }).description])).to.deep.equal([
      ['Insurance', 240_000, 'YEARLY'],
      ['Food and drinks', 60_000, 'MONTHLY'],
    ]);
    expect(new Set(finances.expenses!.map((e) => e.colour)).size, 'distinct colours').to.equal(2);
    expect(finances.loanRepayments!.map((l) => [l.name, l.amount, l.cash, l.cpf, (l.type as { description: string }).description])).to.deep.equal([
      ['HDB loan', 150_000, 100_000, 50_000, 'MORTGAGE'],
    ]);
    expect(finances.investments!.map((i) => [i.name, i.amount, i.assetType])).to.deep.equal([['Regular savings plan', 30_000, 'UNIT_TRUST']]);
    const cashflow = await settledModuleStatus(page, journey.app.baseUrl, 'CASHFLOW', (m) => m?.completed === true && m.currentStep === null);
    expect(cashflow).to.deep.include({ currentStep: null, completed: true });

    // Coming back to a completed module offers a review, and the completed page stays open.
    await page.goto(url('/cashflow/setup'));
    await page.getByRole('link', { name: 'Review your answers' }).waitFor();
    await page.goto(url('/cashflow/completed'));
    await page.getByRole('heading', { name: 'Your cashflow is set up' }).waitFor();
    await page.getByRole('main').getByRole('link', { name: 'Dashboard' }).click();
    await page.waitForURL(url('/dashboard'));
    // The health check of what was entered: take-home S$4,800 less expenses S$800 (S$2,400 a year counts S$200 a
    // month) and the cash part of the loan S$1,000 leaves 62.5 % (the S$300 invested counts as saved): good; the loan,
    // cash and CPF together, is S$1,500 of S$6,000 gross = 25.0 % (TDSR1, good). So cashflow is good, and S$3,000 is
    // left each month (4,800 - 800 - 1,000), the amount the savings ratio is made of.
    const cashflowCard = page.getByRole('article', { name: 'Cashflow' });
    await cashflowCard.waitFor();
    expect(await cashflowCard.locator('dd').allTextContents()).to.deep.equal(['62.5 %', 'S$3,000.00', '25.0 %']);
    expect(await cashflowCard.locator('.level__label').first().innerText()).to.equal('Good');

    // Reviewing later: a stored expense edited (PATCH) and another removed (DELETE), through the same step page.
    await page.goto(url('/cashflow/outflow-expense'));
    await page.getByRole('button', { name: 'Edit Insurance' }).click();
    const edit = dialog(page, 'Edit expense');
    expect(await edit.getByLabel('Yearly amount (S$)').inputValue()).to.equal('2,400.00');
    await edit.getByLabel('Yearly amount (S$)').fill('3,000');
    await edit.getByRole('button', { name: 'Save', exact: true }).click();
    await edit.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Remove Food and drinks' }).click();
    await page.getByText('S$250.00 a month').first().waitFor();
    await saveAndContinue(page);
    await page.waitForURL(url('/cashflow/outflow-loans'));
    const reviewed = (await (await page.request.get(url('/api/v1/finances'))).json()) as { expenses: Array<Record<string, unknown>> };
    expect(reviewed.expenses.map((e) => [e.category, e.amount])).to.deep.equal([['Insurance', 300_000]]);
    const stillComplete = (await (await page.request.get(url('/api/v1/module-status'))).json()) as { modules: Array<Record<string, unknown>> };
    expect(stillComplete.modules.find((m) => m.module === 'CASHFLOW')).to.deep.include({ currentStep: null, completed: true });
    await context.close();
  });
});
