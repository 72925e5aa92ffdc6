import { expect } from 'chai';
import type { Page } from 'playwright-core';
import { expectNoAxeViolations, newPage } from '../support/e2e/browser.js';
import { journeySetup } from '../support/e2e/journey.js';
import { finishOnboarding } from '../support/e2e/resident-journeys.js';
import { shootBothWidths } from '../support/e2e/screenshots.js';

const SHOTS = process.env.RECONCILIATION_SCREENSHOT_DIR;

/**
 * Figures a resident can trust after an import (docs/decisions.md "Imports reconcile with what the resident typed"):
 * LIM YONG XIANG (S9812379B) types his salary (S$6,000 gross, S$4,800 take-home), a S$1,000 expense and his HDB
 * loan (S$1,500 a month: S$1,000 cash, S$500 CPF), then retrieves Myinfo: a tax assessment (employment S$15,208.33
 * a month, interest S$2,666.67) and his flat (S$600,000 owed, S$2,000 a month from CPF). The summary asks about
 * the two figures he already entered; he keeps his salary and takes Myinfo's loan. Then every page tells one
 * story: one salary, one HDB loan, the flat among what he owns, and one savings ratio.
 */
describe('Journey: an import beside what the resident typed', function () {
  this.timeout(240_000);
  const journey = journeySetup();
  const url = (path: string) => `${journey.app.baseUrl}${path}`;
  const shoot = (page: Page, name: string) => shootBothWidths(page, SHOTS, name);
  const dialog = (page: Page, name: string) => page.getByRole('dialog', { name });
  const finances = async (page: Page) => (await page.request.get(url('/api/v1/finances'))).json();

  async function throughMyinfo(page: Page) {
    await page.getByRole('button', { name: 'Retrieve with Myinfo' }).click();
    await page.waitForURL(/\/singpass\/authorize/);
    await page.locator('#loginModelbtn:visible').first().click();
    await page.locator('#id-input').fill('S9812379B [MyInfo]');
    await page.waitForURL(/\/consent\/oauth2\/authorize/);
    await page.getByLabel('Allow').check();
    await page.getByRole('button', { name: 'Submit' }).click();
  }

  it('asks about the salary and the loan once, and every page then counts one of each', async () => {
    const { context, page } = await newPage(journey.browser);
    await finishOnboarding(page, journey.app.baseUrl, 'S9812379B [MyInfo]', 'lim.yong.xiang@example.com');

    // What he types himself.
    await page.goto(url('/dashboard/cashflow/edit-income'));
    await page.getByRole('button', { name: 'Add an income' }).click();
    const income = dialog(page, 'Add an income');
    await income.getByLabel('Name').fill('Salary');
    await income.getByLabel('Type of income').selectOption('EMPLOYMENT');
    await income.getByLabel('Gross monthly income (S$)').fill('6,000');
    await income.getByLabel('Monthly take-home income (S$) (optional)').fill('4,800');
    await income.getByRole('button', { name: 'Save', exact: true }).click();
    await income.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.waitForURL(url('/dashboard/cashflow'));

    await page.goto(url('/dashboard/cashflow/edit-expenses'));
    await page.getByRole('button', { name: 'Add an expense' }).click();
    const expense = dialog(page, 'Add an expense');
    await expense.getByLabel('Category').fill('Food');
    await expense.getByLabel('Monthly amount (S$)').fill('1,000');
    await expense.getByRole('button', { name: 'Save', exact: true }).click();
    await expense.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.waitForURL(url('/dashboard/cashflow'));

    await page.goto(url('/dashboard/cashflow/edit-loans'));
    await page.getByRole('button', { name: 'Add a loan repayment' }).click();
    const loan = dialog(page, 'Add a loan repayment');
    await loan.getByLabel('Name').fill('HDB loan');
    await loan.getByRole('radio', { name: 'Mortgage' }).check();
    await loan.getByLabel('Total monthly instalment (S$)').fill('1,500');
    await loan.getByLabel('Paid by cash (S$) (optional)').fill('1,000');
    await loan.getByLabel('Paid by CPF (S$) (optional)').fill('500');
    await loan.getByRole('button', { name: 'Save', exact: true }).click();
    await loan.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.waitForURL(url('/dashboard/cashflow'));

    // Myinfo, from the dashboard's offer.
    await page.goto(url('/myinfo'));
    await throughMyinfo(page);
    await page.waitForURL(url('/data/summary/gov'));
    // The notice's incomes wait for his ticks (docs/decisions.md "Imports ask before they add"): he ticks both.
    const offers = page.getByRole('region', { name: 'Incomes in your tax assessment' });
    await offers.getByRole('checkbox', { name: /^Employment, year of assessment 2019/ }).check();
    await offers.getByRole('checkbox', { name: /^Interest, year of assessment 2019/ }).check();
    await offers.getByRole('button', { name: 'Add the 2 ticked incomes' }).click();
    await offers.getByText('Done: the ticked incomes are in your cashflow.').waitFor();
    const step = page.getByRole('region', { name: 'We found figures you already entered' });
    await step.waitFor();
    const salary = step.getByRole('group', { name: 'Income: Salary' });
    expect((await salary.locator('dd').allInnerTexts()).map((t) => t.replace(/\s+/g, ' '))).to.deep.equal([
      'Salary S$6,000.00 a month',
      'Employment (tax assessment 2019) S$15,208.33 a month',
    ]);
    await salary.getByText('From your Year of Assessment 2019 notice of assessment').waitFor();
    const homeLoan = step.getByRole('group', { name: 'Loan repayment: HDB loan' });
    await homeLoan.getByText(/S\$2,000\.00 a month/).waitFor();
    // Until he answers, only his figures count.
    const before = await finances(page);
    expect(before.incomeList.map((i: { name: string }) => i.name)).to.deep.equal(['Salary', 'Interest (tax assessment 2019)']);
    expect(before.loanRepayments.map((l: { name: string }) => l.name)).to.deep.equal(['HDB loan']);
    await expectNoAxeViolations(page, 'reconciliation step');
    await shoot(page, 'reconciliation-step');

    // An answer is needed before saving.
    await salary.getByRole('button', { name: 'Save this choice' }).click();
    await salary.getByText('Choose which figure to count').waitFor();
    await salary.getByRole('radio', { name: /^Keep mine/ }).check();
    await salary.getByRole('button', { name: 'Save this choice' }).click();
    await salary.waitFor({ state: 'detached' });
    await homeLoan.getByRole('radio', { name: /^Use the imported one/ }).check();
    await homeLoan.getByRole('button', { name: 'Save this choice' }).click();
    await step.getByText('All done: each figure is now counted once, as you chose.').waitFor();
    await step.getByText('Income ‘Salary’: kept yours.').waitFor();
    await step.getByText('Loan repayment ‘HDB loan’: using the retrieved figure instead of yours.').waitFor();
    await expectNoAxeViolations(page, 'reconciliation step answered');
    await shoot(page, 'reconciliation-step-answered');

    // One income of each kind, one HDB loan (Myinfo's), the flat among what he owns.
    const after = await finances(page);
    expect(after.incomeList.map((i: { name: string }) => i.name)).to.deep.equal(['Salary', 'Interest (tax assessment 2019)']);
    expect(after.loanRepayments.map((l: { name: string; amount: number }) => [l.name.slice(0, 10), l.amount])).to.deep.equal([['HDB loan: ', 200_000]]);
    expect(after.liabilities.map((l: { category: string; amount: number }) => [l.category, l.amount])).to.deep.equal([['MORTGAGE', 60_000_000]]);
    await page.goto(url('/dashboard/cashflow/edit-income'));
    await page.getByRole('button', { name: 'Edit Salary' }).waitFor();
    expect(await page.getByRole('button', { name: /^Edit Employment/ }).count(), 'the salary is not counted twice').to.equal(0);
    await page.getByText('From your Year of Assessment 2019 notice of assessment').first().waitFor();
    await page.goto(url('/dashboard/cashflow/edit-loans'));
    await page.getByRole('button', { name: /^Edit HDB loan: / }).waitFor();
    expect(await page.getByRole('button', { name: 'Edit HDB loan', exact: true }).count(), 'his own loan was replaced').to.equal(0);
    await page.goto(url('/dashboard/wealth/edit-assets'));
    await page.getByText(/HDB flat/).first().waitFor();

    // One savings ratio, the same everywhere: what is left, (S$4,800 + S$2,666.67 - S$1,000 - S$0 in cash for the
    // loan) / S$7,466.67 of take-home income (the interest has no take-home figure, so all of it counts).
    const RATIO = '86.6 %';
    await page.goto(url('/dashboard'));
    await page.getByRole('article').filter({ hasText: 'Savings ratio' }).getByText(RATIO).waitFor();
    // The dashboard also says the estimated income comes from an old notice of assessment, and offers to update it.
    await page.getByRole('note').getByText(/from your Year of Assessment 2019 notice of assessment, which is more than a year old/).waitFor();
    await page.getByRole('note').getByRole('link', { name: 'Update your income' }).waitFor();
    await shoot(page, 'reconciliation-dashboard');
    await page.goto(url('/dashboard/cashflow'));
    await page.getByRole('region', { name: 'Savings ratio' }).getByText(RATIO).waitFor();
    await shoot(page, 'reconciliation-cashflow-page');
    await page.goto(url('/dashboard/cashflow/savings-ratio'));
    await page.getByRole('heading', { name: 'Savings ratio', level: 1 }).waitFor();
    expect((await page.locator('.figure-card__figure').first().innerText()).trim()).to.equal(RATIO);
    // The budget calculator, through its two steps to the summary.
    await page.goto(url('/savings-resources/budget-calculator'));
    await page.getByRole('link', { name: 'Start' }).click();
    await page.waitForURL(url('/savings-resources/budget-calculator/categorise-expenses'));
    await page.getByRole('button', { name: 'Edit Food' }).waitFor();
    await page.getByRole('button', { name: 'Save and continue' }).click();
    await page.waitForURL(url('/savings-resources/budget-calculator/set-monthly-budget'));
    await page.getByLabel('How much will you spend each month? (S$)').fill('1,000');
    await page.getByLabel('Food: monthly budget (S$)').fill('1,000');
    await page.getByRole('button', { name: 'Save and continue' }).click();
    await page.waitForURL(url('/savings-resources/budget-calculator/summary'));
    await page.getByText(`Savings ratio today: ${RATIO}`).waitFor();
    await shoot(page, 'reconciliation-budget-summary');
    await context.close();
  });
});
