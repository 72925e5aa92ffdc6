import { expect } from 'chai';
import type { Page } from 'playwright-core';
import { expectNoAxeViolations, newPage, waitForFocus } from '../support/e2e/browser.js';
import { asIfEnteredToday } from '../support/e2e/finance-history.js';
import { journeySetup } from '../support/e2e/journey.js';
import { postAsResident, typedAsset } from '../support/e2e/resident-data.js';
import { shootBothWidths } from '../support/e2e/screenshots.js';
import { finishOnboarding } from '../support/e2e/resident-journeys.js';

const SHOTS = process.env.DASHBOARD_SCREENSHOT_DIR;

/**
 * A working resident (full-time employed, from onboarding) opens the dashboard before entering anything, then
 * with income S$5,000 gross / S$4,000 take-home, expenses S$3,000 (S$2,000 housing a month, S$12,000 food a year), a S$500 car loan paid in cash and S$14,000 of
 * cash savings written through the API. The rules give: savings ratio (4,000 - 3,000 - 500) / 4,000 = 12.5 % (SR2
 * fair), debt servicing 500 / 5,000 = 10 % (TDSR1 good), so cashflow fair; no investments (IV3B needs attention);
 * 14,000 / 3,500 = 4 months (EF2 fair); overall (2 + 1 + 2) / 3 -> needs attention. Actions, most urgent first:
 * save more, set a budget, grow the emergency fund.
 */
describe('Journey: the dashboard health check', function () {
  this.timeout(150_000);
  const journey = journeySetup();
  const url = (path: string) => `${journey.app.baseUrl}${path}`;

  /** Screenshots at 1280 and 360 px when DASHBOARD_SCREENSHOT_DIR is set (for looking at the page). */
  async function shoot(page: Page, name: string) {
    if (!SHOTS) return;
    await shootBothWidths(page, SHOTS, name);
    await page.setViewportSize({ width: 360, height: 800 });
    // The 360 px page in screen-high slices, and close-ups of the charts (a full page is too tall to read).
    const height = Number(await page.evaluate('document.documentElement.scrollHeight'));
    for (let top = 0, slice = 0; top < height && slice < 6; top += 800, slice++) {
      await page.screenshot({ path: `${SHOTS}/${name}-360-part${slice}.png`, fullPage: true, clip: { x: 0, y: top, width: 360, height: Math.min(800, height - top) } });
    }
    for (const [index, figure] of (await page.locator('figure').all()).entries()) await figure.screenshot({ path: `${SHOTS}/${name}-360-chart${index}.png` });
    await page.setViewportSize({ width: 1280, height: 900 });
  }

  const post = (page: Page, path: string, data: unknown) => postAsResident(page, journey.app.baseUrl, path, data);

  const areaCard = (page: Page, name: string) => page.getByRole('article', { name });
  /** The word of the level badge inside a card (the icon and colour go with it). */
  const levelOf = (page: Page, card: ReturnType<Page['locator']>) => card.locator('.level__label').first().innerText();

  it('shows the levels the rules give, the radar values, and marking an action done survives a reload', async () => {
    const { context, page } = await newPage(journey.browser);
    await finishOnboarding(page, journey.app.baseUrl, 'S9812381D [MyInfo]', 'heng.huat.tan@example.com');

    // Nothing entered yet: no indicator can be judged (docs/decisions.md "Monthly figures and availability"), so a
    // welcome with the first steps instead of a level, and every card says which figure to add.
    await page.goto(url('/dashboard'));
    await page.getByRole('heading', { name: "Let's start" }).waitFor();
    expect(await page.title()).to.equal('MyMoneyPlan | Review your finances');
    const start = page.getByRole('region', { name: "Let's start" });
    expect(await start.locator('.level__label').count()).to.equal(0);
    expect(await start.getByRole('link', { name: 'Tell us your income and what you spend' }).getAttribute('href')).to.equal('/cashflow/setup');
    for (const name of ['Cashflow', 'Wealth', 'Protection']) expect(await levelOf(page, areaCard(page, name))).to.equal('Not available yet');
    await areaCard(page, 'Cashflow').getByText('Enter your income and spending to see how much you save.').waitFor();
    const cashflowFigures = areaCard(page, 'Cashflow').locator('dd');
    expect(await cashflowFigures.count()).to.equal(2);
    for (const text of await cashflowFigures.allTextContents()) expect(text).to.match(/^Not available yet/);
    expect(await areaCard(page, 'Cashflow').getByRole('link', { name: 'Add your expenses for your savings ratio' }).getAttribute('href')).to.equal('/dashboard/cashflow/edit-expenses');
    expect(await areaCard(page, 'Wealth').getByRole('link', { name: /^Add what you own/ }).getAttribute('href')).to.equal('/dashboard/wealth/edit-assets');
    expect(await areaCard(page, 'Protection').getByRole('link', { name: /^Add your savings/ }).getAttribute('href')).to.equal('/dashboard/protection/edit-emergency-fund');
    await page.getByRole('link', { name: 'Set up your cashflow' }).first().waitFor();
    await page.getByRole('link', { name: 'Set up your wealth' }).waitFor();
    await page.getByRole('heading', { name: 'Enter your cashflow' }).waitFor();
    await expectNoAxeViolations(page, 'dashboard with no data');
    await shoot(page, 'dashboard-empty');

    // Income only: still no verdict (never "Savings ratio 100 % Good"); the savings ratio asks for the expenses.
    await post(page, '/income', { incomeList: [{ name: 'Salary', grossIncome: 500_000, netIncome: 400_000, incomeCurrency: 'SGD', type: 'EMPLOYMENT' }] });
    await page.reload();
    await page.getByRole('heading', { name: "Let's start" }).waitFor();
    expect(await levelOf(page, areaCard(page, 'Cashflow'))).to.equal('Not available yet');
    expect(await areaCard(page, 'Cashflow').getByRole('link', { name: 'Add your income for your savings ratio' }).count()).to.equal(0);
    await areaCard(page, 'Cashflow').getByRole('link', { name: 'Add your expenses for your savings ratio' }).waitFor();
    await shoot(page, 'dashboard-income-only');

    await post(page, '/expense', {
      expenses: [
        { category: 'Housing', amount: 200_000, timeInterval: 'MONTHLY' },
        { category: 'Food', amount: 1_200_000, timeInterval: 'YEARLY', budgetAmount: 90_000, budgetTimeInterval: 'MONTHLY' },
      ],
    });
    await post(page, '/loan-repayment', { loanRepayments: [{ name: 'Car loan', amount: 50_000, ccy: 'SGD', cash: 50_000, cpf: 0, type: { id: 2 } }] });
    await post(page, '/asset/cash-savings', typedAsset('DBS savings', 1_400_000));

    await asIfEnteredToday(journey.app.app.sequelize);
    await page.reload();
    await page.getByRole('heading', { name: 'Your financial health' }).waitFor();
    const overall = page.getByRole('region', { name: 'Your financial health' });
    expect(await levelOf(page, overall)).to.equal('Needs attention');
    // The sentence names the areas it judges (docs/decisions.md "Verdicts only on what is known").
    await overall.getByText('Parts of your cashflow, wealth and protection need attention: start with the recommended actions below.').waitFor();

    const cashflow = areaCard(page, 'Cashflow');
    expect(await levelOf(page, cashflow)).to.equal('Fair');
    // Left each month = 4,000 - (2,000 + 12,000 / 12) - 500 cash instalment = S$500, as on the cashflow page.
    expect(await cashflow.locator('dd').allTextContents()).to.deep.equal(['12.5 %', 'S$500.00', '10.0 %']);
    const wealth = areaCard(page, 'Wealth');
    expect(await levelOf(page, wealth)).to.equal('Needs attention');
    expect(await wealth.locator('dd').allTextContents()).to.deep.equal(['0 kinds']);
    const protection = areaCard(page, 'Protection');
    expect(await levelOf(page, protection)).to.equal('Fair');
    expect(await protection.locator('dd').allTextContents()).to.deep.equal(['4.0 months']);
    expect(await cashflow.getByRole('link', { name: 'See your cashflow' }).getAttribute('href')).to.equal('/dashboard/cashflow');

    // The radar: an image named by its summary, and a table a screen reader can read.
    const radar = page.getByRole('img', { name: /^Health check levels out of 3:/ });
    expect(await radar.getAttribute('aria-label')).to.equal(
      'Health check levels out of 3: Savings ratio fair, Debt servicing good, Diversification needs attention, Emergency fund fair, Overall needs attention.',
    );
    const radarRows = await page.getByRole('table', { name: 'Your health check at a glance' }).locator('tbody tr').allInnerTexts();
    expect(radarRows.map((row) => row.replace(/\s+/g, ' ').trim())).to.deep.equal([
      'Savings ratio Fair (2 of 3)',
      'Debt servicing Good (3 of 3)',
      'Diversification Needs attention (1 of 3)',
      'Emergency fund Fair (2 of 3)',
      'Overall Needs attention (1 of 3)',
    ]);

    // Recommended actions, most urgent first, each with where to act.
    const actions = page.getByRole('region', { name: 'Recommended actions' });
    expect(await actions.getByRole('heading', { level: 3 }).allTextContents()).to.deep.equal(['Save more each month', 'Set a budget', 'Grow your emergency fund to 6 months']);
    expect(await actions.getByRole('link', { name: 'Set budgets for your expenses' }).getAttribute('href')).to.equal('/dashboard/cashflow/edit-expenses');

    // Net worth over time from the history: on day one (today's snapshot only) it says what the chart will show.
    await page.getByText(/Your net worth over time appears here as a line once it is recorded on a second day\./).waitFor();
    await expectNoAxeViolations(page, 'dashboard with a health check');
    await shoot(page, 'dashboard');

    // With the keyboard: the button leaves with its action and focus lands on the list's heading.
    await actions.getByRole('button', { name: 'Mark as done: Save more each month' }).focus();
    await page.keyboard.press('Enter');
    await waitForFocus(page, 'id', 'recommended-actions-heading');
    await actions.getByRole('heading', { name: 'Save more each month' }).waitFor({ state: 'detached' });
    expect(await actions.getByRole('heading', { level: 3 }).allTextContents()).to.deep.equal(['Set a budget', 'Grow your emergency fund to 6 months']);
    await page.reload();
    await actions.getByRole('heading', { name: 'Set a budget' }).waitFor();
    expect(await actions.getByRole('heading', { level: 3 }).allTextContents()).to.deep.equal(['Set a budget', 'Grow your emergency fund to 6 months']);

    // The server recorded it as the resident's.
    const stored = (await (await page.request.get(url('/api/v1/recommended-actions'))).json()) as { recommendedActions: { key: string; completedBy: string }[] };
    // (The system records its own completions too: TRA_SR_D, three months of emergency fund reached.)
    expect(stored.recommendedActions.filter((action) => action.completedBy === 'USER').map((action) => action.key)).to.deep.equal(['INCREASE_SAVINGS']);

    // The area pages: cashflow with its ratios, month and expense categories.
    await areaCard(page, 'Cashflow').getByRole('link', { name: 'See your cashflow' }).click();
    await page.waitForURL(url('/dashboard/cashflow'));
    await page.getByRole('heading', { name: 'Your cashflow', level: 1 }).waitFor();
    expect(await page.title()).to.equal('MyMoneyPlan | Your cashflow');
    await page.getByRole('region', { name: 'Savings ratio' }).getByText('12.5 %').waitFor();
    await page.getByRole('region', { name: 'Total debt servicing ratio' }).getByText('10.0 %').waitFor();
    await page
      .getByRole('img', { name: 'Each month you take home S$4,000.00, spend S$3,000.00, repay S$500.00 of loans and invest S$0.00.' })
      .waitFor();
    await page.getByRole('img', { name: 'Your biggest expense is Housing.' }).waitFor();
    const categories = page.getByRole('table', { name: 'Expense categories with amounts and budgets' });
    expect((await categories.locator('tbody tr').allInnerTexts()).map((row) => row.replace(/\s+/g, ' ').trim())).to.deep.equal([
      'Housing S$2,000.00 / month No budget',
      'Food S$12,000.00 / year S$900.00 / month Over by S$100.00 a month',
    ]);
    // The doughnut's legend: shares of a month to 1 decimal (food counts S$1,000 a month).
    expect((await page.locator('.chart--doughnut .chart__legend li').allInnerTexts()).map((row) => row.replace(/\s+/g, ' ').trim())).to.deep.equal([
      'Housing 66.7 %',
      'Food 33.3 %',
    ]);
    // The bar chart's table, behind its visible toggle.
    const month = page.getByRole('region', { name: 'Your month' });
    await month.getByText('Show the figures as a table').click();
    // Built when first opened (docs/decisions.md "Housing summary explained").
    await month.getByRole('table', { name: /Income and what goes out/ }).waitFor();
    expect((await month.getByRole('table', { name: /Income and what goes out/ }).locator('tbody tr').allInnerTexts()).map((row) => row.replace(/\s+/g, ' ').trim())).to.deep.equal([
      'Income S$4,000.00',
      'Expenses S$3,000.00',
      'Loans S$500.00',
      'Investments S$0.00',
    ]);
    // The one set of monthly figures, in the words every page uses (docs/decisions.md "Monthly figures and availability").
    const figures = month.getByRole('table', { name: 'Your month in figures (S$ a month)' });
    await figures.getByRole('row', { name: /^Loan instalments paid in cash .*S\$500\.00$/ }).waitFor();
    await figures.getByRole('row', { name: /^Left each month .*S\$500\.00$/ }).waitFor();
    await expectNoAxeViolations(page, 'cashflow overview');
    await shoot(page, 'dashboard-cashflow');

    // Wealth: the totals and the asset mix in SGD.
    await page.goto(url('/dashboard/wealth'));
    await page.getByRole('heading', { name: 'Your wealth', level: 1 }).waitFor();
    await page.getByRole('img', { name: 'Most of what you own is in cash.' }).waitFor();
    // Total assets, liabilities, net worth, and net worth without the home (no home here: the same) with its note.
    expect(await page.locator('.totals dd').allTextContents()).to.deep.equal(['S$14,000.00', 'S$0.00', 'S$14,000.00', 'S$14,000.00', 'Leaves out your home and the loan it secures.']);
    await expectNoAxeViolations(page, 'wealth overview');
    await shoot(page, 'dashboard-wealth');

    // Protection: 4 months against the next target, 6.
    await page.goto(url('/dashboard/protection'));
    await page.getByRole('heading', { name: 'Your protection', level: 1 }).waitFor();
    await page.getByRole('img', { name: 'Your savings cover 4.0 months of spending; your next target is 6 months.' }).waitFor();
    await page.getByText('You have not added any insurance policies.').waitFor();
    await expectNoAxeViolations(page, 'protection overview');
    await shoot(page, 'dashboard-protection');

    // A failed read: the error state with 'Try again', which recovers once the server answers.
    await page.route('**/api/v1/health-check', (route) => route.fulfill({ status: 503, contentType: 'application/json', body: '{"message":"Service unavailable"}' }));
    await page.goto(url('/dashboard'));
    await page.getByRole('heading', { name: "We couldn't load your health check" }).waitFor();
    await expectNoAxeViolations(page, 'dashboard error state');
    await shoot(page, 'dashboard-error');
    await page.unroute('**/api/v1/health-check');
    await page.getByRole('button', { name: 'Try again' }).click();
    await page.getByRole('heading', { name: 'Your financial health' }).waitFor();
    expect(await page.getByRole('heading', { name: "We couldn't load your health check" }).count()).to.equal(0);
    await context.close();
  });
});
