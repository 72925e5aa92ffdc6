import { expect } from 'chai';
import { mkdir, readFile } from 'node:fs/promises';
import type { Locator, Page } from 'playwright-core';
import type { RetirementPlanResponse } from '../../src/cashflow-wealth/adapters/http/retirement-plan.contract.js';
import { formatMoney } from '../../src/shared-kernel/money-format.js';
import type { Cents } from '../../src/shared-kernel/money.js';
import { pdfText } from '../support/pdf-text.js';
import { expectNoAxeViolations, newPage } from '../support/e2e/browser.js';
import { journeySetup } from '../support/e2e/journey.js';
import { cents, postAsResident } from '../support/e2e/resident-data.js';
import { finishOnboarding } from '../support/e2e/resident-journeys.js';

const SHOTS = process.env.RETIREMENT_SCREENSHOT_DIR;
const money = (c: number) => formatMoney(c as Cents);

/** The card or the report's section alone, at 1280 and 360 px, for looking at (nothing when the dir is unset). */
async function shootElement(page: Page, element: Locator, name: string): Promise<void> {
  if (!SHOTS) return;
  await mkdir(SHOTS, { recursive: true });
  await element.scrollIntoViewIfNeeded();
  await element.screenshot({ path: `${SHOTS}/${name}-1280.png` });
  await page.setViewportSize({ width: 360, height: 800 });
  await element.scrollIntoViewIfNeeded();
  await element.screenshot({ path: `${SHOTS}/${name}-360.png` });
  expect(await page.evaluate<number>('document.documentElement.scrollWidth'), `${name} fits 360 px`).to.be.at.most(360);
  await page.setViewportSize({ width: 1280, height: 900 });
}

/**
 * The dashboard's retirement card and the report's "Retirement" section (docs/decisions.md "The retirement plan"):
 * both lay out GET /retirement-plan's own figures, so the journey reads the same answer and looks for its figures.
 */
describe('Journey: the retirement outlook on the dashboard and in the report', function () {
  this.timeout(240_000);
  const journey = journeySetup();
  const url = (path: string) => `${journey.app.baseUrl}${path}`;
  const retirementPlan = async (page: Page) => {
    const res = await page.request.get(url('/api/v1/retirement-plan'));
    expect(res.status(), await res.text()).to.equal(200);
    return (await res.json()) as RetirementPlanResponse;
  };

  it('a resident with a date of birth, a wage and CPF balances: the verdict and CPF LIFE\'s range on the card, the whole section in the report and the PDF', async () => {
    const { context, page } = await newPage(journey.browser);
    await finishOnboarding(page, journey.app.baseUrl, 'S9812381D [MyInfo]', 'heng.huat.tan@example.com');
    const profile = await page.request.patch(url('/api/v1/user'), { data: { dob: '1991-12-15', residentialStatus: 'CITIZEN' } });
    expect(profile.status(), await profile.text()).to.equal(200);
    await postAsResident(page, journey.app.baseUrl, '/income', { incomeList: [{ name: 'Salary', grossIncome: cents(6_000), netIncome: cents(4_800), incomeCurrency: 'SGD', type: 'EMPLOYMENT' }] });
    await postAsResident(page, journey.app.baseUrl, '/expense', { expenses: [{ category: 'Food and drinks', amount: cents(3_000), timeInterval: 'MONTHLY' }] });
    const cpf = await page.request.patch(url('/api/v1/asset/cpf'), { data: { oa: cents(20_000), sa: cents(20_000), ma: cents(20_000) } });
    expect(cpf.status(), await cpf.text()).to.equal(200);
    const answer = await retirementPlan(page);
    expect(answer.missing, JSON.stringify(answer.missing)).to.deep.equal([]);
    const plan = answer.plan!;
    const gap = plan.gap.monthlyToday;
    const range = `CPF's estimate: ${money(plan.cpfLife.monthlyPayoutLow)}-${money(plan.cpfLife.monthlyPayoutHigh)} a month from age ${plan.cpfLife.startAge}`;

    await page.goto(url('/dashboard'));
    const card = page.getByRole('region', { name: 'Retirement' });
    await card.getByTestId('retirement-verdict').waitFor();
    if (gap > 0) {
      await card.getByText(`Short by ${money(gap)} a month`, { exact: true }).waitFor();
      await card.getByText(`In today's dollars, against the ${money(plan.need.monthlyToday)} a month you will need.`).waitFor();
    } else {
      await card.getByText('On track', { exact: true }).waitFor();
    }
    await card.getByText(range, { exact: true }).waitFor();
    expect(await card.getByRole('link', { name: 'See your retirement plan' }).getAttribute('href')).to.equal('/retirement-plan');
    await expectNoAxeViolations(page, 'dashboard with the retirement card');
    await shootElement(page, card, 'card-with-plan');

    await page.getByRole('link', { name: 'My financial plan (PDF)' }).click();
    await page.waitForURL(url('/report'));
    const sections = page.getByRole('group', { name: 'What goes in your report' });
    await sections.waitFor();
    const box = sections.getByRole('checkbox', { name: 'Retirement', exact: true });
    expect(await box.isChecked()).to.equal(true);
    const item = page.locator('li.report-section:has(#report-section-retirement)');
    await item.getByText(gap > 0 ? `Short by ${money(gap)} a month (in today's dollars)` : 'On track', { exact: false }).first().waitFor();
    await item.getByText(`${money(plan.cpfLife.monthlyPayoutLow)} to ${money(plan.cpfLife.monthlyPayoutHigh)}`).waitFor();
    await expectNoAxeViolations(page, 'report with the retirement section');
    await shootElement(page, item, 'report-section-with-plan');

    // Only the retirement section, so the PDF's text is its own.
    for (const other of await sections.getByRole('checkbox').all()) if ((await other.getAttribute('id')) !== 'report-section-retirement') await other.uncheck();
    const [download] = await Promise.all([page.waitForEvent('download', { timeout: 60_000 }), page.getByRole('button', { name: 'Download PDF' }).click()]);
    const { pages, outline } = await pdfText(new Uint8Array(await readFile((await download.path())!)));
    const text = pages.join(' ').replace(/\s+/g, ' ');
    expect(outline).to.deep.equal(['Retirement']);
    expect(text).to.include(gap > 0 ? `Short by ${money(gap)} a month` : 'On track');
    expect(text).to.include(`${money(plan.cpfLife.monthlyPayoutLow)} to ${money(plan.cpfLife.monthlyPayoutHigh)}`);
    expect(text).to.include(`${money(plan.need.monthlyToday)} in today's dollars`);
    expect(text).to.include(`At ${plan.cpfLife.startAge}`);
    expect(text).to.include("CPF LIFE figures are CPF's estimates, not a quote.");
    expect(text).to.include('Assumptions');
    expect(text).to.include(`${answer.settings.inflationPercent} % a year`);
    await context.close();
  });

  it('a resident without CPF balances: "Not available yet" with what to add, on the card and in the report', async () => {
    const { context, page } = await newPage(journey.browser);
    await finishOnboarding(page, journey.app.baseUrl, 'S6005054F [MyInfo]', 'shong.boon.lim@example.com');
    const answer = await retirementPlan(page);
    expect(answer.plan).to.equal(null);
    expect(answer.missing.map((m) => m.field)).to.include('balances');
    const first = answer.missing[0]!;

    await page.goto(url('/dashboard'));
    const card = page.getByRole('region', { name: 'Retirement' });
    await card.getByTestId('retirement-verdict').getByText('Not available yet').waitFor();
    await card.getByText(first.message, { exact: false }).waitFor();
    if (first.where) expect(await card.getByRole('link', { name: `Go to ${first.whereLabel!.toLowerCase()}` }).getAttribute('href')).to.equal(first.where);
    expect(await card.getByText("CPF's estimate").count(), 'no range without a plan').to.equal(0);
    await expectNoAxeViolations(page, 'dashboard with the retirement card not available yet');
    await shootElement(page, card, 'card-not-available');

    await page.goto(url('/report'));
    const sections = page.getByRole('group', { name: 'What goes in your report' });
    await sections.waitFor();
    const item = page.locator('li.report-section:has(#report-section-retirement)');
    await item.getByText('Not available yet', { exact: true }).waitFor();
    await item.getByText(first.message, { exact: false }).waitFor();
    await expectNoAxeViolations(page, 'report with the retirement section not available yet');
    await shootElement(page, item, 'report-section-not-available');
    await context.close();
  });
});
