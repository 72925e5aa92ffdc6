import { expect } from 'chai';
import type { Page } from 'playwright-core';
import { expectNoAxeViolations, newPage } from '../support/e2e/browser.js';
import { journeySetup } from '../support/e2e/journey.js';
import { pickMockpassPersona } from '../support/e2e/mockpass-page.js';
import { finishOnboarding } from '../support/e2e/resident-journeys.js';
import { shootBothWidths } from '../support/e2e/screenshots.js';

const SHOTS = process.env.HOUSING_SCREENSHOT_DIR;
const PAGE = '/buying-a-house/what-can-i-afford';

/**
 * The public "What can I afford?" page (docs/decisions.md "Public housing calculation"): an anonymous visitor answers
 * for a resale 4-room flat valued below its price and reads the loan, the grants and the stamp duty worked out as
 * they type, with no sign-in wall and nothing sent to the server; usable at 360 px. A resident signs in from the
 * page, comes back to the answers and keeps them as a plan.
 */
describe('Journey: what can I afford?', function () {
  this.timeout(240_000);
  const journey = journeySetup();
  const url = (path: string) => `${journey.app.baseUrl}${path}`;
  const shoot = (page: Page, name: string) => shootBothWidths(page, SHOTS, name);
  const figure = (page: Page, label: string) => page.locator('.plan-figure').filter({ has: page.locator('dt', { hasText: label }) }).first().locator('dd');

  /** A first-timer citizen couple aged 32 and 30 on S$7,000 a month: a S$520,000 resale 4-room flat valued at S$500,000, 70 years left, within 4 km of their parents. */
  async function answerResaleCouple(page: Page): Promise<void> {
    await page.getByRole('radio', { name: 'Resale flat' }).check();
    await page.getByLabel('Flat size').selectOption('FOUR_ROOM');
    await page.getByLabel("The flat's price, or your budget (S$)").fill('520,000');
    await page.getByLabel("HDB's valuation of the flat (S$) (optional)").fill('500,000');
    await page.getByLabel('Years of lease left (optional)').fill('70');
    await page.getByLabel('Number of buyers').selectOption('2');
    await page.getByLabel('Buyer 1: age on the purchase date (optional)').fill('32');
    await page.getByLabel('Buyer 2: age on the purchase date (optional)').fill('30');
    // First-timers: neither buyer has had a housing subsidy (docs/decisions.md "Who is buying").
    await page.getByRole('radiogroup', { name: /^Buyer 1: had a housing subsidy before\?/ }).getByRole('radio', { name: 'No' }).check();
    await page.getByRole('radiogroup', { name: /^Buyer 2: had a housing subsidy before\?/ }).getByRole('radio', { name: 'No' }).check();
    await page.getByRole('radiogroup', { name: /worked 12 months/ }).getByRole('radio', { name: 'Yes' }).check();
    await page.getByRole('radio', { name: 'Within 4 km' }).check();
    await page.getByLabel('Gross monthly household income (S$) (optional)').fill('7,000');
    await page.getByLabel('CPF Ordinary Account savings (S$) (optional)').fill('80,000');
    await page.getByLabel('Cash savings for the home (S$) (optional)').fill('60,000');
  }

  it('an anonymous visitor answers and reads the loan, the grants and the stamp duty as they type, with nothing sent and no sign-in wall', async () => {
    const { context, page } = await newPage(journey.browser);
    const writes: string[] = [];
    page.on('request', (request) => {
      if (request.method() !== 'GET' && request.url().includes('/api/')) writes.push(`${request.method()} ${request.url()}`);
    });

    // Listed with the housing resources and the footer's tools; reached from the landing page's tools.
    await page.goto(url('/buying-a-house'));
    await page.getByRole('main').getByRole('link', { name: /What can I afford\?/ }).waitFor();
    expect(await page.getByRole('contentinfo').getByRole('link', { name: 'What can I afford?', exact: true }).getAttribute('href')).to.equal(PAGE);
    await page.goto(url('/'));
    await page.getByRole('heading', { name: 'Try our tools', level: 2 }).waitFor();
    // Which part needs a login, said where the tools are listed: only the financing plan of Buying a house.
    await page.getByText('No login needed, except for the financing plan of Buying a house.').waitFor();
    await page.getByText('Its financing plan for each flat you are considering needs a Singpass login; What can I afford? needs none.').waitFor();
    await shoot(page, 'landing-tools');
    await page.getByRole('main').getByRole('link', { name: /What can I afford\?/ }).click();
    await page.waitForURL(url(PAGE));
    await page.getByRole('heading', { name: 'What can I afford?', level: 1 }).waitFor();
    // Nothing is assumed: new or resale, the size and a price come first.
    await page.getByText("Tell us whether the flat is new or resale, the flat size and the flat's price or your budget to see what you can afford.").waitFor();
    expect(await page.getByRole('radio', { name: 'Resale flat' }).isChecked()).to.equal(false);
    expect(await page.getByRole('radio', { name: 'New flat' }).isChecked()).to.equal(false);
    await expectNoAxeViolations(page, 'what can I afford: empty');

    await answerResaleCouple(page);
    const answer = page.getByRole('region', { name: 'Your answer' });
    // 75 % of the S$500,000 valuation (the lower figure); the income would allow S$442,841.60 (S$2,100 a month at 3.0 % over 25 years).
    expect(await figure(page, 'The loan you could get').textContent()).to.equal('S$375,000.00');
    expect(await figure(page, 'Loan your income allows (sized at 3 %)').textContent()).to.equal('S$442,841.60');
    // CPF Housing Grant S$80,000 (resale 4-room, citizen couple) + Enhanced S$30,000 (S$6,501-7,000) + Proximity S$20,000 (within 4 km).
    expect(await figure(page, 'Grants').textContent()).to.equal('S$130,000.00');
    await answer.locator('[data-grant="cpfHousingGrant"]').getByText('CPF Housing Grant for resale flats: S$80,000.00').waitFor();
    await answer.locator('[data-grant="enhancedCpfHousingGrant"]').getByText('Enhanced CPF Housing Grant: S$30,000.00').waitFor();
    await answer.locator('[data-grant="proximityGrant"]').getByText('Proximity Housing Grant: S$20,000.00').waitFor();
    // Stamp duty on the higher figure, the price: 1 % of S$180,000 + 2 % of S$180,000 + 3 % of S$160,000.
    expect(await figure(page, "Buyer's stamp duty").textContent()).to.equal('S$10,200.00');
    // HDB's scale on S$520,000: S$324.60, up to S$325, plus 9 % GST.
    expect(await figure(page, 'Legal fees for the purchase (with 9 % GST)').textContent()).to.equal('S$354.25');
    // The loan: S$390,000 after the grants less S$25,000 paid in cash (S$20,000 above the valuation, the S$500 option and S$4,500 exercise fees).
    expect(await figure(page, 'Monthly instalment (HDB loan at 2.6 % over 25 years)').textContent()).to.equal('S$1,655.89');
    await answer.getByText('The instalment is within the 30 % limit of your income.').waitFor();
    await answer.getByText(/^Rules as of/).first().waitFor();
    // What is paid when: the resale stages, the option and exercise in cash, the rest at completion.
    const paidWhen = answer.getByRole('list', { name: 'Payments at each stage of the purchase' });
    expect(await paidWhen.getByRole('heading', { level: 3 }).allTextContents()).to.deep.equal(['The seller grants the option to purchase', 'Exercising the option', 'Resale completion']);
    await paidWhen.getByText('Cash over valuation: S$20,000.00 (cash)').waitFor();
    await answer.getByText(/^Renovation \(S\$38,000\.00, our usual estimate\) is paid when you get the keys, not when you sign/).waitFor();
    await answer.getByRole('button', { name: 'Log in to keep this as a plan' }).waitFor();
    // Beside the questions as the resident types (the answer stays in view while the page scrolls).
    await page.getByLabel('Cash savings for the home (S$) (optional)').scrollIntoViewIfNeeded();
    expect(await figure(page, 'The loan you could get').isVisible()).to.equal(true);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/what-can-i-afford-beside-1280.png` });
    await expectNoAxeViolations(page, 'what can I afford: answered');

    // The answers stay in the tab: a reload keeps them.
    await page.reload();
    expect(await page.getByLabel("The flat's price, or your budget (S$)").inputValue()).to.equal('520,000.00');
    expect(await figure(page, 'The loan you could get').textContent()).to.equal('S$375,000.00');

    // At 360 px the questions and the answer fit the width.
    await page.setViewportSize({ width: 360, height: 800 });
    const overflow = await page.evaluate<number>('document.documentElement.scrollWidth - document.documentElement.clientWidth');
    expect(overflow, 'no sideways scrolling at 360 px').to.be.at.most(0);
    await page.getByLabel('Gross monthly household income (S$) (optional)').fill('5,000');
    // S$5,000 a month: the Enhanced grant's S$4,501-5,000 band gives S$65,000.
    expect(await figure(page, 'Grants').textContent()).to.equal('S$165,000.00');
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.getByLabel('Gross monthly household income (S$) (optional)').fill('7,000');
    await shoot(page, 'what-can-i-afford');

    expect(writes, 'nothing is sent to the server').to.deep.equal([]);
    await context.close();
  });

  it('a resident logs in from the page, comes back to the answers and keeps them as a plan', async () => {
    const { context, page } = await newPage(journey.browser);
    await finishOnboarding(page, journey.app.baseUrl, 'S9812379B [MyInfo]', 'afford.resident@example.com');
    await page.getByRole('button', { name: 'Log out' }).first().click();
    await page.waitForURL(url('/logout'));

    await page.goto(url(PAGE));
    await answerResaleCouple(page);
    await page.getByRole('button', { name: 'Log in to keep this as a plan' }).click();
    await pickMockpassPersona(page, 'S9812379B [MyInfo]');
    await page.waitForURL(url(PAGE));
    expect(await page.getByLabel("The flat's price, or your budget (S$)").inputValue()).to.equal('520,000.00');
    await page.getByRole('button', { name: 'Keep this as a plan' }).click();
    await page.waitForURL(/\/buying-a-house\/financing-plan\/[^/]+\/step-1$/);
    expect(await page.getByLabel('Plan name').inputValue()).to.equal('What I can afford');
    await context.close();
  });
});
