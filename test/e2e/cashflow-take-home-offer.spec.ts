import { expect } from 'chai';
import type { Page } from 'playwright-core';
import { estimateTakeHomePay } from '../../src/shared-kernel/cpf-contributions.js';
import { toCents } from '../../src/shared-kernel/money.js';
import { expectNoAxeViolations, newPage } from '../support/e2e/browser.js';
import { journeySetup } from '../support/e2e/journey.js';
import { finishOnboarding } from '../support/e2e/resident-journeys.js';
import { shootBothWidths } from '../support/e2e/screenshots.js';

const SHOTS = process.env.TAKE_HOME_SCREENSHOT_DIR;

/**
 * Enter once (docs/decisions.md "Enter once"): a resident adding their salary in the cashflow setup types the gross
 * wage; the form offers the take-home CPF's rates give at their age (not filled on its own), they use it, save, and
 * the cashflow counts that take-home.
 */
describe('Journey: cashflow take-home offered from the gross wage', function () {
  this.timeout(180_000);
  const journey = journeySetup();
  const url = (path: string) => `${journey.app.baseUrl}${path}`;
  const saveAndContinue = (page: Page) => page.getByRole('main').getByRole('button', { name: 'Save and continue' }).click();

  it('offers gross minus the CPF share, names CPF’s rates, fills only when asked, and the cashflow uses it', async () => {
    const { context, page } = await newPage(journey.browser);
    await finishOnboarding(page, journey.app.baseUrl, 'S9812381D [MyInfo]', 'take.home@example.com');
    const user = (await (await page.request.get(url('/api/v1/user'))).json()) as { age: number; residentialStatus: 'CITIZEN' | 'PR' | 'FOREIGNER' };
    // Tan Heng Huat (Myinfo): a citizen born in 1998, so CPF's "55 and below" band: a 20 % employee share.
    expect(user.residentialStatus).to.equal('CITIZEN');
    expect(user.age).to.be.within(18, 55);
    const engine = estimateTakeHomePay(toCents(500_000), user.age, user.residentialStatus);
    expect(engine, 'S$5,000 less 20 % (S$1,000)').to.equal(400_000);

    await page.goto(url('/cashflow/inflow'));
    await page.getByRole('heading', { name: 'Income', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Add an income' }).click();
    const income = page.getByRole('dialog', { name: 'Add an income' });
    await income.waitFor();
    const offer = income.getByTestId('take-home-offer');
    await income.getByLabel('Name').fill('Salary');
    await income.getByLabel('Type of income').selectOption('EMPLOYMENT');
    expect(await offer.count(), 'no gross, no offer').to.equal(0);
    await income.getByLabel('Gross monthly income (S$)').fill('5,000');
    const takeHome = income.getByLabel('Monthly take-home income (S$) (optional)');

    await offer.getByText(`After your CPF share: about S$4,000.00 (CPF's rates for age ${user.age}, as of Jan 2026)`).waitFor();
    expect(await takeHome.inputValue(), 'offered, not filled').to.equal('');
    await expectNoAxeViolations(page, 'income panel with the take-home offer');
    await shootBothWidths(page, SHOTS, 'take-home-offer');

    // Only employment income in S$ is offered a CPF figure.
    await income.getByLabel('Type of income').selectOption('RENT');
    expect(await offer.count(), 'rent pays no CPF').to.equal(0);
    await income.getByLabel('Type of income').selectOption('EMPLOYMENT');
    await offer.waitFor();

    await offer.getByRole('button', { name: 'Use S$4,000.00' }).click();
    expect(await takeHome.inputValue()).to.equal('4,000.00');
    await offer.getByText(`Estimated from CPF's rates for age ${user.age}, as of Jan 2026. Change it if your payslip says otherwise.`).waitFor();
    expect(await offer.getByRole('button').count(), 'nothing more to offer').to.equal(0);
    await expectNoAxeViolations(page, 'income panel with the take-home used');
    await shootBothWidths(page, SHOTS, 'take-home-used');

    // The field stays the resident's: typing another figure brings the offer back, using it again restores it.
    await takeHome.fill('3,900');
    await offer.getByRole('button', { name: 'Use S$4,000.00' }).waitFor();
    await offer.getByRole('button', { name: 'Use S$4,000.00' }).click();
    expect(await takeHome.inputValue()).to.equal('4,000.00');

    await income.getByRole('button', { name: 'Save', exact: true }).click();
    await income.waitFor({ state: 'detached' });
    await page.getByText('Employment · take-home S$4,000.00').waitFor();
    await shootBothWidths(page, SHOTS, 'take-home-inflow');
    const synced = page.waitForResponse((r) => r.url().endsWith('/api/v1/income') && r.request().method() === 'POST');
    await saveAndContinue(page);
    expect((await synced).status()).to.be.oneOf([200, 201]);
    await page.waitForURL(url('/cashflow/outflow-expense'));

    const finances = (await (await page.request.get(url('/api/v1/finances'))).json()) as { incomeList: Array<Record<string, unknown>> };
    expect(finances.incomeList.map((i) => [i.name, i.grossIncome, i.netIncome, i.incomeCurrency, i.type])).to.deep.equal([
      ['Salary', 500_000, engine, 'SGD', 'EMPLOYMENT'],
    ]);

    // The cashflow counts that take-home.
    await page.goto(url('/dashboard/cashflow'));
    const table = page.getByRole('table', { name: 'Your month in figures (S$ a month)' });
    await table.getByRole('row', { name: /^Take-home income .*S\$4,000\.00$/ }).waitFor();
    await context.close();
  });
});
