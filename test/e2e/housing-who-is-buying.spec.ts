import { expect } from 'chai';
import type { Page } from 'playwright-core';
import { expectNoAxeViolations, newPage } from '../support/e2e/browser.js';
import { journeySetup } from '../support/e2e/journey.js';
import { finishOnboarding } from '../support/e2e/resident-journeys.js';
import { shootBothWidths } from '../support/e2e/screenshots.js';

const SHOTS = process.env.HOUSING_SCREENSHOT_DIR;
const AFFORD = '/buying-a-house/what-can-i-afford';
const PLANS = '/buying-a-house/financing-plan';

/**
 * Who is buying (docs/decisions.md "Who is buying"): every tool asks about each buyer; the answers change the figures
 * (ABSD on a second home, IRAS's remission for a married couple, half the grants for a first-timer with a
 * second-timer), and a buyer who may not buy the flat is told before any figure.
 */
describe('Journey: who is buying', function () {
  this.timeout(240_000);
  const journey = journeySetup();
  const url = (path: string) => `${journey.app.baseUrl}${path}`;
  const shoot = (page: Page, name: string) => shootBothWidths(page, SHOTS, name);
  const group = (page: Page, name: RegExp) => page.getByRole('radiogroup', { name });
  const figure = (page: Page, label: string | RegExp) => page.locator('.plan-figure').filter({ has: page.locator('dt', { hasText: label }) }).first().locator('dd');

  /** The public page with a new 4-room flat at S$500,000 and two buyers. */
  async function newFlatForTwo(page: Page) {
    await page.goto(url(AFFORD));
    await page.getByRole('heading', { name: 'What can I afford?', level: 1 }).waitFor();
    await page.getByRole('radio', { name: 'New flat' }).check();
    await page.getByLabel('Flat size').selectOption('FOUR_ROOM');
    await page.getByLabel("The flat's price, or your budget (S$)").fill('500,000');
    await page.getByLabel('Number of buyers').selectOption('2');
  }

  it('the recommended plan: "first home: No" charges a citizen 20 % ABSD, so the flat it affords is cheaper than with "Yes"', async () => {
    const { context, page } = await newPage(journey.browser);
    // A married citizen born in 1998: the profile fills buyer 1's residency, age and marital status.
    await finishOnboarding(page, journey.app.baseUrl, 'S9812381D [MyInfo]', 'who.is.buying@example.com');
    await page.goto(url(PLANS));
    await page.getByRole('link', { name: 'Make a recommended plan' }).click();
    await page.getByRole('heading', { name: 'What can you afford?', level: 1 }).waitFor();
    expect(await page.getByLabel('Your residency').inputValue()).to.equal('CITIZEN');
    expect(await page.getByLabel(/^Your age on the purchase date/).inputValue()).to.equal('28');
    await group(page, /^Are you married or engaged\?/).getByRole('radio', { name: 'Married' }).isChecked().then((checked) => expect(checked).to.equal(true));
    await group(page, /^Is this your first home\?/).getByRole('radio', { name: 'Yes' }).check();
    await page.getByLabel('Flat size').selectOption('FOUR_ROOM');
    await page.getByLabel('Gross monthly household income (S$)').fill('9,000');
    await page.getByLabel('CPF Ordinary Account savings (S$) (optional)').fill('150,000');
    await page.getByLabel('Cash savings for the home (S$) (optional)').fill('60,000');
    await page.getByLabel('Housing grants you expect (S$) (optional)').fill('');
    await expectNoAxeViolations(page, 'recommended plan: who is buying');
    await shoot(page, 'who-recommended-form');
    await page.getByRole('button', { name: 'See what I can afford' }).click();
    await page.getByRole('heading', { name: 'What you can afford', level: 1 }).waitFor();
    const firstHome = await page.locator('.recommended-plan__price strong').textContent();
    expect(await figure(page, "Additional buyer's stamp duty (0 %)").textContent()).to.equal('S$0.00');

    await page.getByRole('link', { name: 'Change my answers' }).first().click();
    await page.getByRole('heading', { name: 'What can you afford?', level: 1 }).waitFor();
    await group(page, /^Is this your first home\?/).getByRole('radio', { name: 'No' }).check();
    expect(await page.getByLabel('Homes you own now').inputValue()).to.equal('1');
    await page.getByRole('button', { name: 'See what I can afford' }).click();
    await page.getByRole('heading', { name: 'What you can afford', level: 1 }).waitFor();
    await page.locator('.plan-figure dt', { hasText: "Additional buyer's stamp duty (20 %)" }).waitFor();
    const secondHome = await page.locator('.recommended-plan__price strong').textContent();
    expect(secondHome).to.not.equal(firstHome);
    const dollars = (text: string | null) => Number((text ?? '').replace(/[^0-9.]/g, ''));
    expect(dollars(secondHome)).to.be.lessThan(dollars(firstHome));
    await expectNoAxeViolations(page, 'recommended plan: a second home');
    await shoot(page, 'who-recommended-second-home');
    await context.close();
  });

  it('a married citizen and permanent resident buying their first home: ABSD S$0.00, with IRAS’s remission and its condition', async () => {
    const { context, page } = await newPage(journey.browser);
    await newFlatForTwo(page);
    await page.getByLabel('Buyer 2: residency').selectOption('PR');
    await group(page, /^Are you married or engaged\?/).getByRole('radio', { name: 'Married' }).check();
    await group(page, /^Is this your first home\?/).getByRole('radio', { name: 'Yes' }).check();
    await page.locator('.plan-figure dt', { hasText: "Additional buyer's stamp duty (0 %)" }).first().waitFor();
    await page
      .getByText(
        "Remitted (5 %, S$25,000 otherwise): IRAS remits the additional buyer's stamp duty of a married couple with at least one Singapore citizen buying their first home together, on condition that the flat is in both your names only, you are married when you sign, and neither of you owns another residential property.",
        { exact: false },
      )
      .first()
      .waitFor();
    // Not married: the 5 % is charged.
    await group(page, /^Are you married or engaged\?/).getByRole('radio', { name: /^Neither/ }).check();
    await page.locator('.plan-figure dt', { hasText: "Additional buyer's stamp duty (5 %)" }).first().waitFor();
    await expectNoAxeViolations(page, 'what can I afford: married couple');
    await shoot(page, 'who-married-remission');
    await context.close();
  });

  it('a first-timer with a second-timer spouse: half the Enhanced CPF Housing Grant (S$32,500 at S$5,000 a month)', async () => {
    const { context, page } = await newPage(journey.browser);
    await newFlatForTwo(page);
    await group(page, /^Are you married or engaged\?/).getByRole('radio', { name: 'Married' }).check();
    await group(page, /^Buyer 1: had a housing subsidy before\?/).getByRole('radio', { name: 'No' }).check();
    await group(page, /^Buyer 2: had a housing subsidy before\?/).getByRole('radio', { name: 'Yes' }).check();
    await group(page, /^Has one of you worked 12 months in a row/).getByRole('radio', { name: 'Yes' }).check();
    await page.getByLabel('Gross monthly household income (S$) (optional)').fill('5,000');
    const ehg = page.locator('[data-grant="enhancedCpfHousingGrant"]');
    await ehg.getByText('Enhanced CPF Housing Grant: S$32,500.00').waitFor();
    expect(await ehg.textContent()).to.contain('half the S$65,000');
    // Both first-timers: the whole grant.
    await group(page, /^Buyer 2: had a housing subsidy before\?/).getByRole('radio', { name: 'No' }).check();
    await ehg.getByText('Enhanced CPF Housing Grant: S$65,000.00').waitFor();
    await shoot(page, 'who-half-grant');
    await context.close();
  });

  it('a single aged 30 choosing a resale flat: the eligibility warning comes before any figure', async () => {
    const { context, page } = await newPage(journey.browser);
    await page.goto(url(AFFORD));
    await page.getByRole('heading', { name: 'What can I afford?', level: 1 }).waitFor();
    await page.getByRole('radio', { name: 'Resale flat' }).check();
    await page.getByLabel('Flat size').selectOption('THREE_ROOM');
    await page.getByLabel("The flat's price, or your budget (S$)").fill('450,000');
    await group(page, /^Who is buying\?/).getByRole('radio', { name: 'Singles' }).check();
    await page.getByLabel(/^Your age on the purchase date/).fill('30');
    const warning = page.locator('.eligibility-warnings');
    await warning
      .getByText("You are 30: a single may buy an HDB flat, new or resale, from age 35 (HDB's Single Singapore Citizen scheme; 21 for a widow(er) or an orphan). Until then you cannot buy this resale flat as a single.")
      .waitFor();
    expect(await warning.textContent()).to.contain('Source: HDB');
    // Before any figure: the warning precedes the first figure in the answer.
    const alertBox = await page.locator('.affordability__answer .eligibility-warnings').boundingBox();
    const firstFigure = await page.locator('.affordability__answer .plan-figure').first().boundingBox();
    const before = alertBox !== null && firstFigure !== null && alertBox.y + alertBox.height <= firstFigure.y;
    expect(before).to.equal(true);
    await expectNoAxeViolations(page, 'what can I afford: single under 35');
    await shoot(page, 'who-single-under-35');
    await context.close();
  });
});
