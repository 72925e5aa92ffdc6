import { expect } from 'chai';
import type { Page } from 'playwright-core';
import { expectNoAxeViolations, newPage, pressLookingDisabled } from '../support/e2e/browser.js';
import { journeySetup } from '../support/e2e/journey.js';
import { shootBothWidths } from '../support/e2e/screenshots.js';
import { finishOnboarding } from '../support/e2e/resident-journeys.js';

const SHOTS = process.env.ESTIMATES_SCREENSHOT_DIR;

/**
 * A resident who has just finished onboarding takes the quick snapshot: gross S$5,000 with the take-home estimate
 * (a citizen under 55: 20 % CPF -> S$4,000), then expenses worked out from rows, and lands on the dashboard.
 * GET /finances shows what was entered.
 */
describe('Journey: the quick snapshot after onboarding (income and expense estimates)', function () {
  this.timeout(150_000);
  const journey = journeySetup();

  const shoot = (page: Page, name: string) => shootBothWidths(page, SHOTS, name);

  const finish = (page: Page) => finishOnboarding(page, journey.app.baseUrl, 'S9812381D [MyInfo]', 'heng.huat.tan@example.com');

  it('takes the snapshot from the completed page and lands on the dashboard with the amounts stored', async () => {
    const { context, page } = await newPage(journey.browser);
    await finish(page);
    await page.getByRole('heading', { name: 'Get a quick snapshot (about 2 minutes)' }).waitFor();
    await expectNoAxeViolations(page, 'onboarding completed with the snapshot offer');
    await shoot(page, 'onboarding-completed');
    await page.getByRole('link', { name: 'Start' }).click();

    // Income: born 1998-06-06, a citizen, so 20 % employee CPF.
    await page.waitForURL(`${journey.app.baseUrl}/onboarding/income-estimation`);
    await page.getByRole('heading', { name: 'About how much do you earn each month?' }).waitFor();
    expect(await page.title()).to.equal('MyMoneyPlan | Estimate your income');
    await expectNoAxeViolations(page, 'income estimation');

    // Submitting empty reveals the spec's message and focuses the first invalid field.
    await pressLookingDisabled(page.getByRole('button', { name: 'Save and continue' }));
    await page.getByText('Please enter a value').first().waitFor();
    const gross = page.getByLabel('Gross monthly income (S$)');
    // A string, not a function: the test project compiles without the DOM library.
    expect(await page.evaluate<string | null>('document.activeElement?.id ?? null'), 'focus on the gross field').to.equal(
      await gross.getAttribute('id'),
    );
    await expectNoAxeViolations(page, 'income estimation with errors');

    // A bad value shows its message on blur.
    await gross.fill('5,000.123');
    await gross.blur();
    await page.getByText('Must have at most 2 decimal places').waitFor();

    await gross.fill('5,000');
    await gross.blur();
    const takeHome = page.getByLabel('Take-home pay (S$)');
    expect(await takeHome.inputValue()).to.equal('4,000.00');
    await page.getByText(/This is an estimate/).waitFor();
    await shoot(page, 'income-estimation');

    // The take-home stays editable and may not exceed the gross.
    await takeHome.fill('5,100');
    await takeHome.blur();
    await page.getByText('Value must be less or equal to gross monthly income').waitFor();
    await takeHome.fill('4,000');
    await page.getByRole('button', { name: 'Save and continue' }).click();

    // Expenses, worked out from rows.
    await page.waitForURL(`${journey.app.baseUrl}/onboarding/expense-estimation`);
    await page.getByRole('heading', { name: 'About how much do you spend each month?' }).waitFor();
    expect(await page.title()).to.equal('MyMoneyPlan | Estimate your expenses');
    await expectNoAxeViolations(page, 'expense estimation');
    await page.getByRole('button', { name: 'Help me work it out' }).click();
    await page.getByLabel('Housing (S$)').fill('1,500');
    await page.getByLabel('Food (S$)').fill('600.50');
    await page.getByLabel('Transport (S$)').fill('150');
    await page.getByText('S$2,250.50').waitFor();
    await expectNoAxeViolations(page, 'expense estimation worked out');
    await shoot(page, 'expense-estimation');
    await page.getByRole('button', { name: 'Save and go to dashboard' }).click();
    await page.waitForURL(`${journey.app.baseUrl}/dashboard`);

    const res = await page.request.get(`${journey.app.baseUrl}/api/v1/finances`);
    expect(res.status()).to.equal(200);
    const finances = (await res.json()) as {
      incomeList: Array<Record<string, unknown>>;
      estimatedMonthlyExpenses: Record<string, unknown> | null;
    };
    expect(finances.incomeList).to.have.length(1);
    expect(finances.incomeList[0]).to.deep.include({
      name: 'Monthly income',
      grossIncome: 500_000,
      netIncome: 400_000,
      incomeCurrency: 'SGD',
      type: 'EMPLOYMENT',
    });
    expect(finances.estimatedMonthlyExpenses).to.deep.include({ amount: 225_050, isDerived: true });
    expect(finances.estimatedMonthlyExpenses?.enteredDate).to.match(/^\d{4}-\d{2}-\d{2}$/);

    // Coming back, the one income item is prefilled and updated (not duplicated).
    await page.goto(`${journey.app.baseUrl}/onboarding/income-estimation`);
    const grossAgain = page.getByLabel('Gross monthly income (S$)');
    await grossAgain.waitFor();
    expect(await grossAgain.inputValue()).to.equal('5,000.00');
    await grossAgain.fill('6,000');
    await page.getByRole('button', { name: 'Save and continue' }).click();
    await page.waitForURL(`${journey.app.baseUrl}/onboarding/expense-estimation`);
    await page.getByRole('link', { name: 'Skip for now' }).click();
    await page.waitForURL(`${journey.app.baseUrl}/dashboard`);
    const after = (await (await page.request.get(`${journey.app.baseUrl}/api/v1/finances`)).json()) as {
      incomeList: Array<Record<string, unknown>>;
    };
    expect(after.incomeList.map((i) => [i.grossIncome, i.netIncome])).to.deep.equal([[600_000, 400_000]]);

    // With two income items the page only lists them and moves on.
    const twoItems = await page.request.post(`${journey.app.baseUrl}/api/v1/income`, {
      data: {
        incomeList: [
          after.incomeList[0],
          { id: 'local-2', name: 'Flat rental', grossIncome: 180_000, netIncome: null, incomeCurrency: 'SGD', type: 'RENT' },
        ],
      },
    });
    expect(twoItems.status()).to.equal(200);
    await page.goto(`${journey.app.baseUrl}/onboarding/income-estimation`);
    await page.getByText('You can change these in your dashboard later').waitFor();
    await page.getByText('Flat rental').waitFor();
    expect(await page.getByLabel('Gross monthly income (S$)').count()).to.equal(0);
    await expectNoAxeViolations(page, 'income estimation with two items');
    await shoot(page, 'income-estimation-read-only');
    await page.getByRole('link', { name: 'Continue' }).click();
    await page.waitForURL(`${journey.app.baseUrl}/onboarding/expense-estimation`);
    await context.close();
  });
});
