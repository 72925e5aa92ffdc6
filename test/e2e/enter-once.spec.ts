import { expect } from 'chai';
import type { Page } from 'playwright-core';
import { expectNoAxeViolations, newPage } from '../support/e2e/browser.js';
import { journeySetup } from '../support/e2e/journey.js';
import { finishOnboarding } from '../support/e2e/resident-journeys.js';
import { shootBothWidths } from '../support/e2e/screenshots.js';

const SHOTS = process.env.ENTER_ONCE_SCREENSHOT_DIR;

/**
 * Enter once and advice that follows the data (docs/decisions.md): the quick snapshot's estimate starts the
 * cashflow expenses, a loan repayment is offered its liability (and a liability its repayment), linked; the
 * dashboard stops asking for a savings target once one exists, and a new financing plan starts from the
 * resident's figures.
 */
describe('Journey: enter once, advice follows the data', function () {
  this.timeout(180_000);
  const journey = journeySetup();
  const url = (path: string) => `${journey.app.baseUrl}${path}`;
  const dialog = (page: Page, name: string) => page.getByRole('dialog', { name });
  const saveAndContinue = (page: Page) => page.getByRole('main').getByRole('button', { name: 'Save and continue' }).click();
  async function post(page: Page, path: string, data: unknown) {
    const res = await page.request.post(url(`/api/v1${path}`), { data });
    expect(res.status(), `${path}: ${await res.text()}`).to.be.oneOf([200, 201]);
    return res.json();
  }
  const finances = async (page: Page) => (await (await page.request.get(url('/api/v1/finances'))).json()) as Record<string, any>;

  it('carries the estimate into cashflow, links a loan to what is owed both ways, and drops advice once it is followed', async () => {
    const { context, page } = await newPage(journey.browser);
    await finishOnboarding(page, journey.app.baseUrl, 'S9812387C [MyInfo]', 'enter.once@example.com');
    await post(page, '/estimated-monthly-expenses', { amount: 150_000, isDerived: false, enteredDate: new Date().toISOString().slice(0, 10) });
    await post(page, '/income', { incomeList: [{ name: 'Salary', grossIncome: 600_000, netIncome: 480_000, incomeCurrency: 'SGD', type: 'EMPLOYMENT' }] });

    // The expenses step starts from the estimate.
    await page.goto(url('/cashflow/inflow'));
    await page.getByText('S$6,000.00 gross a month').waitFor();
    await saveAndContinue(page);
    await page.waitForURL(url('/cashflow/outflow-expense'));
    await page.getByText('You estimated S$1,500.00 a month when you started.').waitFor();
    await expectNoAxeViolations(page, 'expenses step with the estimate offered');
    await shootBothWidths(page, SHOTS, 'enter-once-estimate-offered');
    await page.getByRole('button', { name: 'Start from my estimate' }).click();
    await page.getByRole('button', { name: 'Edit Estimated spending' }).waitFor();
    await page.getByText(/To split your estimate into categories/).waitFor();
    expect(await page.getByText('You estimated S$1,500.00 a month when you started.').count()).to.equal(0);
    await shootBothWidths(page, SHOTS, 'enter-once-estimate-line');
    await saveAndContinue(page);

    // A loan repayment is offered its liability, prefilled, and linked.
    await page.waitForURL(url('/cashflow/outflow-loans'));
    await page.getByRole('button', { name: 'Add a loan repayment' }).click();
    const loan = dialog(page, 'Add a loan repayment');
    await loan.getByLabel('Name').fill('HDB loan');
    await loan.getByRole('radio', { name: 'Mortgage' }).check();
    await loan.getByLabel('Total monthly instalment (S$)').fill('1,500');
    await loan.getByLabel('Paid by CPF (S$) (optional)').fill('1,500');
    await loan.getByRole('button', { name: 'Save', exact: true }).click();
    await loan.waitFor({ state: 'detached' });
    await page.getByText('Do you still owe money on HDB loan?').waitFor();
    await expectNoAxeViolations(page, 'loans step with the liability offered');
    await shootBothWidths(page, SHOTS, 'enter-once-loan-offer');
    await page.getByRole('button', { name: 'Add what you owe on HDB loan' }).click();
    const owed = dialog(page, 'Add what you still owe');
    await owed.waitFor();
    expect(await owed.getByLabel('Name').inputValue()).to.equal('HDB loan');
    expect(await owed.getByRole('radio', { name: /Mortgage/ }).isChecked()).to.equal(true);
    await owed.getByLabel('Outstanding amount (S$)').fill('300,000');
    await expectNoAxeViolations(page, 'liability panel from a loan');
    await shootBothWidths(page, SHOTS, 'enter-once-liability-panel');
    await owed.getByRole('button', { name: 'Save', exact: true }).click();
    await owed.waitFor({ state: 'detached' });
    await page.getByText('linked to your liability “HDB loan”', { exact: false }).waitFor();
    expect(await page.getByText('Do you still owe money on HDB loan?').count()).to.equal(0);
    await saveAndContinue(page);
    await page.waitForURL(url('/cashflow/outflow-investments'));
    let stored = await finances(page);
    expect(stored.liabilities).to.have.length(1);
    expect(stored.liabilities[0]).to.deep.include({ name: 'HDB loan', amount: 30_000_000, category: 'MORTGAGE' });
    expect(stored.loanRepayments[0]).to.deep.include({ name: 'HDB loan', liabilityId: stored.liabilities[0].id });

    // And the other way: a liability added in wealth is offered its repayment.
    await page.goto(url('/wealth/setup'));
    await page.getByRole('link', { name: 'Start' }).click();
    await page.waitForURL(url('/wealth/assets'));
    await page.getByLabel('Ordinary Account (S$)').fill('45,000');
    await page.getByLabel('Special Account (S$)').fill('10,000');
    await page.getByLabel('MediSave Account (S$)').fill('8,000');
    await saveAndContinue(page);
    await page.waitForURL(url('/wealth/liabilities'));
    await page.getByText('Mortgage · repaid by “HDB loan” in your cashflow').waitFor();
    await page.getByRole('button', { name: 'Add liability' }).click();
    const liability = dialog(page, 'Add liability');
    await liability.getByLabel('Name').fill('Car loan');
    await liability.getByRole('radio', { name: /Other/ }).check();
    await liability.getByLabel('Outstanding amount (S$)').fill('40,000');
    await liability.getByRole('button', { name: 'Save', exact: true }).click();
    await liability.waitFor({ state: 'detached' });
    await page.getByText('Do you repay Car loan each month?').waitFor();
    expect(await page.getByText('Do you repay HDB loan each month?').count()).to.equal(0);
    await expectNoAxeViolations(page, 'liabilities step with the repayment offered');
    await shootBothWidths(page, SHOTS, 'enter-once-repayment-offer');
    await page.getByRole('button', { name: 'Add the repayment of Car loan' }).click();
    const repayment = dialog(page, 'Add the monthly repayment');
    await repayment.waitFor();
    expect(await repayment.getByLabel('Name').inputValue()).to.equal('Car loan');
    expect(await repayment.getByRole('radio', { name: 'Other loan' }).isChecked()).to.equal(true);
    await repayment.getByLabel('Total monthly instalment (S$)').fill('200');
    await repayment.getByRole('button', { name: 'Save', exact: true }).click();
    await repayment.waitFor({ state: 'detached' });
    await page.getByText('Other · repaid by “Car loan” in your cashflow').waitFor();
    stored = await finances(page);
    const car = stored.liabilities.find((l: { name: string }) => l.name === 'Car loan');
    expect(stored.loanRepayments.map((l: { name: string; liabilityId: string | null }) => [l.name, l.liabilityId])).to.deep.equal([
      ['HDB loan', stored.liabilities.find((l: { name: string }) => l.name === 'HDB loan').id],
      ['Car loan', car.id],
    ]);

    // The dashboard asks for a savings target until one exists, then no more.
    await page.goto(url('/dashboard'));
    const actions = page.getByRole('region', { name: 'Recommended actions' });
    await actions.waitFor();
    await actions.getByRole('heading', { name: 'Set a savings target' }).waitFor();
    expect(await actions.getByRole('heading', { name: 'Enter your cashflow' }).count(), 'income and spending are entered').to.equal(0);
    await post(page, '/goal', { name: 'Travel', totalAmount: 300_000, date: `${new Date().getFullYear() + 1}-12-31` });
    await page.reload();
    await actions.waitFor();
    await page.getByRole('heading', { name: 'Your three areas' }).waitFor();
    expect(await actions.getByRole('heading', { name: 'Set a savings target' }).count()).to.equal(0);
    await shootBothWidths(page, SHOTS, 'enter-once-dashboard');

    // A new financing plan starts from the resident's figures.
    await page.goto(url('/buying-a-house/financing-plan/recommended/step-1'));
    const income = page.getByLabel('Gross monthly household income (S$)');
    await income.waitFor();
    expect(await income.inputValue()).to.equal('6,000.00');
    expect(await page.getByLabel('CPF Ordinary Account savings (S$) (optional)').inputValue()).to.equal('45,000.00');
    // Each says where it came from (docs/decisions.md "Housing plan explains itself").
    await page.getByText('From your cashflow: your gross monthly income. Change it if it is different for this plan.').waitFor();
    await page.getByText(/^From your wealth: your CPF Ordinary Account.*\. Change it if it is different for this plan\.$/).waitFor();
    await expectNoAxeViolations(page, 'recommended plan from the resident figures');
    await shootBothWidths(page, SHOTS, 'enter-once-plan');
    // A custom plan starts from them too, on its first step, each editable.
    await page.goto(url('/buying-a-house/financing-plan'));
    await page.getByRole('button', { name: 'Make a custom plan' }).click();
    await page.getByRole('heading', { name: 'Basic and financial information', level: 1 }).waitFor();
    const customIncome = page.getByLabel('Gross monthly household income (S$) (optional)');
    expect(await customIncome.inputValue()).to.equal('6,000.00');
    expect(await page.getByLabel('CPF Ordinary Account savings (S$) (optional)').inputValue()).to.equal('45,000.00');
    await page.getByText('From your cashflow: your gross monthly income. Change it if it is different for this plan.').waitFor();
    await customIncome.fill('7,000');
    await page.getByText('Everyone buying together, before CPF and tax').waitFor();
    await context.close();
  });
});
