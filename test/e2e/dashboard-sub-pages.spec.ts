import { expect } from 'chai';
import type { Page } from 'playwright-core';
import { expectNoAxeViolations, newPage } from '../support/e2e/browser.js';
import { journeySetup } from '../support/e2e/journey.js';
import { postAsResident, typedAsset } from '../support/e2e/resident-data.js';
import { finishOnboarding } from '../support/e2e/resident-journeys.js';
import { shootBothWidths } from '../support/e2e/screenshots.js';

const SHOTS = process.env.DASHBOARD_SCREENSHOT_DIR;

/**
 * The dashboard's sub-pages (spec 1 §2, spec 2 §2) for a resident with, written through the API: take-home S$5,000
 * (gross S$6,250), housing S$2,000 a month (budget S$1,800) and food S$12,000 a year, a S$1,500 home loan (S$1,000
 * cash, S$500 CPF), S$500 a month into a fund, S$9,000 of savings, US$10,000 of shares, a S$5,000 CPFIS bond and a
 * term policy. The rules give: savings (5,000 - 3,000 - 1,000) / 5,000 = 20.0 % (good); debt servicing 1,500 /
 * 6,250 = 24.0 % (good); emergency fund 9,000 / 4,000 = 2.3 months (needs attention); two kinds of investment.
 * Removing the housing expense on the way changes the later figures (said where they are checked).
 */
describe('Journey: the dashboard sub-pages', function () {
  this.timeout(180_000);
  const journey = journeySetup();
  const url = (path: string) => `${journey.app.baseUrl}${path}`;
  const shoot = (page: Page, name: string) => shootBothWidths(page, SHOTS, name);

  const post = (page: Page, path: string, data: unknown) => postAsResident(page, journey.app.baseUrl, path, data);

  /** Opens `path`, waits for its heading, checks axe, takes the screenshots. */
  async function open(page: Page, path: string, heading: string) {
    await page.goto(url(path));
    await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
    await page.locator('.skeleton').first().waitFor({ state: 'detached' });
    await expectNoAxeViolations(page, path);
    await shoot(page, path.replace(/^\/dashboard\//, '').replace(/\//g, '-'));
  }

  const rowText = async (page: Page, name: string) => (await page.getByRole('row', { name }).innerText()).replace(/\s+/g, ' ').trim();

  it('explains each figure with the resident’s numbers, lists what makes it up, and edits return to the area page', async () => {
    const { context, page } = await newPage(journey.browser);
    await finishOnboarding(page, journey.app.baseUrl, 'S9812381D [MyInfo]', 'heng.huat.tan@example.com');
    await post(page, '/income', { incomeList: [{ name: 'Salary', grossIncome: 625_000, netIncome: 500_000, incomeCurrency: 'SGD', type: 'EMPLOYMENT' }] });
    await post(page, '/expense', {
      expenses: [
        { category: 'Housing', amount: 200_000, timeInterval: 'MONTHLY', budgetAmount: 180_000, budgetTimeInterval: 'MONTHLY' },
        { category: 'Food', amount: 1_200_000, timeInterval: 'YEARLY' },
      ],
    });
    await post(page, '/loan-repayment', { loanRepayments: [{ name: 'HDB loan', amount: 150_000, ccy: 'SGD', cash: 100_000, cpf: 50_000, type: { id: 1 } }] });
    await post(page, '/investment', { name: 'STI ETF', amount: 50_000, ccy: 'SGD', assetType: 'UNIT_TRUST' });
    await post(page, '/asset/cash-savings', typedAsset('DBS Multiplier', 900_000));
    await post(page, '/asset/stock', typedAsset('Apple shares', 1_000_000, { currency: 'USD' }));
    await post(page, '/asset/bond', typedAsset('SGS bond', 500_000, { investmentSource: 'CPFIS' }));
    const policy = await post(page, '/asset/insurance', {
      ...typedAsset('Term life', 0),
      insurance: { insurer: 'Great Eastern', policyType: 'NON_PARTICIPATING', productType: 'TERM', premiumAmount: 10_000, premiumFrequency: 'MONTHLY', sumAssured: 50_000_000 },
    });
    const planId = (policy.insuranceAsset as { id: string }).id;

    // The dashboard's expense-versus-budget summary.
    await page.goto(url('/dashboard'));
    const budgets = page.getByRole('region', { name: 'Expenses and budgets' });
    await budgets.getByText('1 category is over budget: you spend S$2,000.00 a month against budgets of S$1,800.00.').waitFor();
    expect(await rowText(page, 'Housing')).to.equal('Housing S$2,000.00 / month S$1,800.00 / month Over by S$200.00 a month');
    expect(await rowText(page, 'Food')).to.equal('Food S$12,000.00 / year No budget');

    // Cashflow: the savings ratio worked out.
    await open(page, '/dashboard/cashflow', 'Your cashflow');
    await page.getByRole('link', { name: /^How is this worked out.*savings ratio/ }).click();
    await page.waitForURL(url('/dashboard/cashflow/savings-ratio'));
    await open(page, '/dashboard/cashflow/savings-ratio', 'Savings ratio');
    const savings = page.getByRole('region', { name: 'Your savings ratio' });
    expect(await savings.locator('.figure-card__figure').innerText()).to.equal('20.0 %');
    expect(await savings.locator('.level__label').innerText()).to.equal('Good');
    expect(await rowText(page, 'Take-home income S$')).to.equal('Take-home income S$5,000.00');
    expect(await rowText(page, 'minus Loan instalments paid in cash')).to.contain('S$1,000.00');
    expect(await rowText(page, 'Left each month')).to.equal('Left each month S$1,000.00');
    expect(await page.locator('[aria-current="true"]').innerText()).to.contain('20 % or more');

    await open(page, '/dashboard/cashflow/total-debt-servicing-ratio', 'Total debt servicing ratio');
    expect(await page.locator('.figure-card__figure').innerText()).to.equal('24.0 %');
    await open(page, '/dashboard/cashflow/loan-repayment', 'Loan repayments');
    expect(await rowText(page, 'Total')).to.equal('Total S$1,500.00 S$1,000.00 cash · S$500.00 CPF');
    await open(page, '/dashboard/cashflow/monthly-investments', 'Monthly investments');
    await page.getByRole('img', { name: /You invest S\$500\.00 a month, 10\.0 % of your take-home income\./ }).waitFor();

    // Editing expenses from the dashboard: the setup step without its step list; saving returns to the area page.
    await page.goto(url('/dashboard/cashflow/edit-expenses'));
    await page.getByRole('heading', { name: 'Expenses', level: 1 }).waitFor();
    expect(await page.getByRole('navigation', { name: /steps$/ }).count(), 'no module step list').to.equal(0);
    await expectNoAxeViolations(page, 'edit expenses');
    await shoot(page, 'cashflow-edit-expenses');
    await page.getByRole('button', { name: 'Remove Housing' }).click();
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.waitForURL(url('/dashboard/cashflow'));
    await page.getByText('Your changes are saved.').waitFor();
    // Without the S$2,000 of housing: (5,000 - 1,000 - 1,000) / 5,000 = 60.0 %.
    await page.getByRole('region', { name: 'Savings ratio' }).getByText('60.0 %').waitFor();

    // Wealth: investments by source, one source's holdings, diversification.
    await open(page, '/dashboard/wealth/investments', 'Your investments');
    const cpfis = page.getByRole('link', { name: /Under the CPF Investment Scheme/ });
    expect((await cpfis.innerText()).replace(/\s+/g, ' ')).to.equal('Under the CPF Investment Scheme S$5,000.00 1 holding');
    await page.getByRole('link', { name: /Bought with cash/ }).click();
    await page.waitForURL(url('/dashboard/wealth/investments/cash-investments'));
    await page.getByRole('heading', { name: 'Investments bought with cash', level: 1 }).waitFor();
    expect(await rowText(page, 'Apple shares')).to.equal('Apple shares Stocks USD 10,000.00 About S$13,045.00');
    await open(page, '/dashboard/wealth/investments/srs-investments', 'Investments under the Supplementary Retirement Scheme');
    await page.getByText('You have no investments of this kind.', { exact: false }).waitFor();
    await open(page, '/dashboard/wealth/portfolio-diversification', 'Portfolio diversification');
    expect(await page.locator('.figure-card__figure').innerText()).to.equal('2 kinds');

    // Protection: the fund, its months worked out, the policies and one policy.
    await open(page, '/dashboard/protection/emergency-fund', 'Emergency fund');
    // Housing removed above: 9,000 / (1,000 food + 1,000 cash loan) = 4.5 months.
    await page.getByText('You have passed 3 months. Add S$3,000.00 to cover 6 months.').waitFor();
    await open(page, '/dashboard/protection/emergency-fund-ratio', 'Emergency fund ratio');
    expect(await page.locator('[aria-current="true"]').innerText()).to.contain('3 to under 6 months');
    await open(page, '/dashboard/protection/policies', 'Your insurance policies');
    await page.getByText(/for you, S\$675,000\.00 to S\$750,000\.00\. Your policies add up to S\$500,000\.00 of sums assured, S\$175,000\.00 short of the lower end\./).waitFor();
    await page.getByRole('link', { name: /Term life/ }).click();
    await page.waitForURL(url(`/dashboard/protection/policies/plan/${planId}`));
    await page.getByRole('heading', { name: 'Policy details', level: 1 }).waitFor();
    await page.getByText('S$100.00 monthly (S$1,200.00 a year)').waitFor();
    await expectNoAxeViolations(page, 'policy details');
    await shoot(page, 'protection-policy');
    expect(await page.getByRole('navigation', { name: 'Breadcrumb' }).innerText()).to.contain('Details');
    await page.goto(url('/dashboard/protection/policies/plan/00000000-0000-4000-8000-000000000000'));
    await page.getByText('We could not find this policy.', { exact: false }).waitFor();

    // The emergency fund edited from the dashboard: only cash, savings and fixed deposits are shown.
    await page.goto(url('/dashboard/protection/edit-emergency-fund'));
    await page.getByRole('heading', { name: 'Your emergency fund', level: 1 }).waitFor();
    expect(await page.getByRole('heading', { name: 'Investments', level: 2 }).count()).to.equal(0);
    await expectNoAxeViolations(page, 'edit emergency fund');
    await shoot(page, 'protection-edit-emergency-fund');
    await page.getByRole('button', { name: 'Add cash' }).click();
    const cash = page.getByRole('dialog', { name: 'Add cash' });
    await cash.getByLabel('Type of cash').selectOption('fixed-deposit');
    await cash.getByLabel('Name').fill('OCBC fixed deposit');
    await cash.getByLabel('Total value (S$)').fill('15,000');
    await cash.getByRole('button', { name: 'Save' }).click();
    await cash.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.waitForURL(url('/dashboard/protection'));
    // 24,000 / (1,000 expenses + 1,000 cash loan) = 12.0 months.
    await page.getByRole('region', { name: 'Emergency fund' }).getByText('12.0 months').waitFor();

    // An unknown sub-page says 'Page not found', with its area page as the way back.
    await page.goto(url('/dashboard/wealth/no-such-page'));
    await page.getByRole('heading', { name: 'Page not found', level: 1 }).waitFor();
    await page.getByRole('link', { name: 'Back to wealth' }).click();
    await page.waitForURL(url('/dashboard/wealth'));
    await context.close();
  });
});
