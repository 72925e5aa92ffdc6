import { expect } from 'chai';
import type { Page } from 'playwright-core';
import { expectNoAxeViolations, newPage } from '../support/e2e/browser.js';
import { journeySetup } from '../support/e2e/journey.js';
import { gapCentsOf } from '../support/e2e/retirement-answer.js';
import { pickMockpassPersona } from '../support/e2e/mockpass-page.js';
import { cents, postAsResident } from '../support/e2e/resident-data.js';
import { finishOnboarding } from '../support/e2e/resident-journeys.js';
import { shootBothWidths } from '../support/e2e/screenshots.js';

const SHOTS = process.env.RETIREMENT_PLAN_SCREENSHOT_DIR;
const PLAN = '/retirement-plan';
const PUBLIC_PAGE = '/retirement-resources/how-much-will-cpf-pay-me';

/** The S$ amounts in a text, as cents. */
function amountsOf(text: string): number[] {
  return [...text.matchAll(/S\$([\d,]+)\.(\d{2})/g)].map((m) => Number(m[1]!.replace(/,/g, '')) * 100 + Number(m[2]));
}

/**
 * The resident's own Retirement plan (docs/decisions.md "The retirement plan"): LIM YONG XIANG brings in his CPF
 * balances with Myinfo, has a wage and his spending in his cashflow, opens the plan from the navigation and reads each
 * figure with its source; moving payouts to 70 on the Escalating plan changes CPF LIFE and the gap. And a visitor's
 * answers on the public page become their plan after logging in ("Keep this as my plan").
 */
describe('Journey: the retirement plan', function () {
  this.timeout(300_000);
  const journey = journeySetup();
  const url = (path: string) => `${journey.app.baseUrl}${path}`;

  /** Mockpass's Singpass (v1) login, then its Myinfo consent form: allowed. */
  async function throughMyinfo(page: Page) {
    await page.getByRole('button', { name: 'Retrieve with Myinfo' }).click();
    await page.waitForURL(/\/singpass\/authorize/);
    await page.locator('#loginModelbtn:visible').first().click();
    await page.locator('#id-input').fill('S9812379B [MyInfo]');
    await page.waitForURL(/\/consent\/oauth2\/authorize/);
    await page.getByLabel('Allow').check();
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.waitForURL(url('/data/summary/gov'));
  }

  const answer = (page: Page) => page.locator('.cpf-pay__answer:not([aria-busy])');
  const cpfLife = async (page: Page) => amountsOf(await answer(page).getByTestId('cpf-life-range').locator('dd').first().innerText());
  const gap = async (page: Page) => answer(page).getByTestId('cpf-gap').innerText();
  const gapCents = async (page: Page): Promise<number> => gapCentsOf(await gap(page));

  it('a resident with Myinfo data reads each figure with its source, and deferring to 70 on the Escalating plan moves CPF LIFE and the gap', async () => {
    const { context, page } = await newPage(journey.browser);
    await finishOnboarding(page, journey.app.baseUrl, 'S9812379B [MyInfo]', 'plan.resident@example.com');
    await page.goto(url('/myinfo'));
    await throughMyinfo(page);
    await postAsResident(page, journey.app.baseUrl, '/income', { incomeList: [{ name: 'Salary', grossIncome: cents(6_000), netIncome: cents(4_800), incomeCurrency: 'SGD', type: 'EMPLOYMENT' }] });
    await postAsResident(page, journey.app.baseUrl, '/expense', { expenses: [{ category: 'Food and drinks', amount: cents(3_000), timeInterval: 'MONTHLY', budgetAmount: null, budgetTimeInterval: null }] });

    // Reached from the signed-in navigation (Resources, by milestones) and from the retirement guide's steps.
    await page.goto(url('/retirement-resources/close-savings-gap'));
    await page.getByRole('main').getByRole('link', { name: 'Retirement plan' }).click();
    await page.waitForURL(url(PLAN));
    await page.getByRole('heading', { name: 'Retirement plan', level: 1 }).waitFor();
    expect(await page.title()).to.match(/Retirement plan$/);

    // Each input with where it came from: the CPF balances from Myinfo, the wage and spending from the cashflow.
    const balances = page.getByTestId('plan-input-balances');
    await balances.waitFor();
    expect(await balances.innerText()).to.match(/Ordinary S\$[\d,]+\.\d{2}/);
    expect(await balances.locator('.plan-figures__source').innerText()).to.match(/Myinfo/i);
    expect(await page.getByTestId('plan-input-grossMonthlyWage').innerText()).to.contain('S$6,000.00');
    expect(await page.getByTestId('plan-input-grossMonthlyWage').locator('.plan-figures__source').innerText()).to.match(/cashflow/i);
    expect(await page.getByTestId('plan-input-monthlySpending').innerText()).to.contain('S$3,000.00');
    // The other money by kind, each saying where it came from: none listed in the wealth, no cash unless said.
    expect(await page.getByTestId('plan-input-investments').innerText()).to.contain('Your wealth: no investments listed');
    expect(await page.getByTestId('plan-input-srsBalance').innerText()).to.contain('Your wealth: no SRS investments listed');
    expect(await page.getByTestId('plan-input-cashSetAside').innerText()).to.contain('None unless you say: your cash savings are your emergency fund');
    // The income-replacement guide beside the spending in retirement: the server's 50 % and 70 % of S$6,000.
    await page.getByText('A common guide is 50 % to 70 % of your income before retirement: S$3,000.00 to S$4,200.00 a month on your gross wage of S$6,000.00.').waitFor();
    // S9812379B is a permanent resident in Myinfo: read at the full rates, and told what that leaves out.
    const residency = await page.getByTestId('plan-input-residentialStatus').innerText();
    expect(residency).to.contain('Permanent resident, third year or later');
    expect(residency).to.contain('In the first two years CPF’s rates are lower: this plan does not cover them yet.');

    // The answer, with how each figure was worked out, and the three charts with their tables.
    await answer(page).getByTestId('cpf-life-range').waitFor();
    expect(await page.getByTestId('cpf-life-range').locator('dt').innerText()).to.contain("CPF's estimate");
    const [low65] = await cpfLife(page);
    const gap65 = await gap(page);
    // The sections under the headline follow in a second commit (docs/decisions/web.md "Lighthouse profile and pages").
    await answer(page).getByRole('heading', { name: 'Sources', level: 3 }).waitFor();
    expect(await page.getByText('How we worked this out').count()).to.be.at.least(6);
    await page.getByTestId('cpf-life-range').getByText('How we worked this out').click();
    await page.getByTestId('cpf-life-range').getByRole('link', { name: /CPF LIFE estimated monthly payouts/ }).waitFor();
    for (const name of [/^Your CPF balances by age/, /^In today's dollars, from 65 to 95/, /^Each change on its own/]) await page.getByRole('img', { name }).waitFor();
    await expectNoAxeViolations(page, 'retirement plan');
    await page.getByRole('img', { name: /^Your CPF balances by age/ }).locator('path').first().waitFor();
    if (SHOTS) await shootBothWidths(page, SHOTS, 'retirement-plan');

    // Payouts from 70 on the Escalating plan: saved, and the figures follow.
    await page.getByLabel('Age CPF LIFE payouts start').selectOption('70');
    await page.getByLabel('CPF LIFE plan').selectOption('ESCALATING');
    await page.getByRole('button', { name: 'Save and update the figures' }).click();
    await page.getByText('Saved. Your figures are updated.').waitFor();
    await answer(page).getByTestId('cpf-life-range').locator('dt', { hasText: 'from age 70' }).waitFor();
    const [low70] = await cpfLife(page);
    expect(low70).to.not.equal(low65);
    expect(await gap(page)).to.not.equal(gap65);
    expect(await page.getByTestId('cpf-life-range').innerText()).to.contain('Escalating plan');
    await page.reload();
    expect(await page.getByLabel('Age CPF LIFE payouts start').inputValue()).to.equal('70');
    expect(await page.getByLabel('CPF LIFE plan').inputValue()).to.equal('ESCALATING');

    // SRS typed with its own return: kept, said to be typed on the plan, and the gap narrows.
    const gapBefore = await gapCents(page);
    await page.getByLabel('SRS (S$) (optional)').fill('40,000');
    await page.getByLabel('Return on your SRS (% a year)').fill('3');
    await page.getByRole('button', { name: 'Save and update the figures' }).click();
    await page.getByText('Saved. Your figures are updated.').waitFor();
    await page.getByTestId('plan-input-srsBalance').getByText('Typed on this plan').waitFor();
    expect(await page.getByTestId('plan-input-srsBalance').innerText()).to.contain('S$40,000.00');
    expect(await gapCents(page)).to.be.lessThan(gapBefore);

    // A value the server refuses is said beside its box.
    await page.route('**/api/v1/retirement-plan', (route) =>
      route.request().method() === 'PUT'
        ? route.fulfill({ status: 400, contentType: 'application/json', body: JSON.stringify({ errorMessage: 'Invalid request', code: 'VALIDATION_ERROR', requestId: 'e2e', details: [{ field: 'planToAge', message: 'Plan to an age after your payouts start' }] }) })
        : route.continue(),
    );
    await page.getByRole('button', { name: 'Save and update the figures' }).click();
    await page.locator('#plan-planToAge-error', { hasText: 'Plan to an age after your payouts start' }).waitFor();
    expect(await page.getByLabel('Plan to age').getAttribute('aria-invalid')).to.equal('true');
    await page.unroute('**/api/v1/retirement-plan');
    await expectNoAxeViolations(page, 'retirement plan refused');

    // A wage with no take-home: asked once whether it is before CPF; the take-home answer types the gross worked back.
    await postAsResident(page, journey.app.baseUrl, '/income', { incomeList: [{ name: 'Salary', grossIncome: cents(4_000), netIncome: null, incomeCurrency: 'SGD', type: 'EMPLOYMENT' }] });
    await page.reload();
    const question = page.getByRole('region', { name: 'Is S$4,000.00 your pay before CPF?' });
    await question.waitFor();
    await expectNoAxeViolations(page, 'retirement plan gross-wage question');
    if (SHOTS) await question.screenshot({ path: `${SHOTS}/retirement-plan-question.png` });
    const takeHome = question.getByRole('button', { name: /^No, it is my take-home: use S\$[\d,]+\.\d{2} before CPF$/ });
    const gross = amountsOf((await takeHome.textContent())!)[0]!;
    expect(gross).to.be.greaterThan(cents(4_000));
    await takeHome.click();
    await question.waitFor({ state: 'detached' });
    expect(amountsOf(await page.getByTestId('plan-input-grossMonthlyWage').innerText())).to.deep.equal([gross]);
    expect(await page.getByTestId('plan-input-grossMonthlyWage').locator('.plan-figures__source').innerText()).to.contain('Typed on this plan');
    expect(amountsOf(await page.getByLabel('Gross monthly wage (S$) (optional)').inputValue().then((v) => `S$${v}`))).to.deep.equal([gross]);

    // A financing plan that pays part of its instalment from CPF: offered as the OA paid for the flat, kept as typed.
    const created = (await postAsResident(page, journey.app.baseUrl, '/housing-plan', {
      planName: 'Four-room in Punggol',
      flatType: 'NEW',
      flatSize: 'FOUR_ROOM',
      monthlyHouseholdIncome: cents(9_000),
      cpfOABalance: cents(80_000),
      cashSavings: cents(60_000),
      flatValueAtTimeOfPurchase: cents(450_000),
      upfrontPaymentInCash: cents(20_000),
      loanType: 'HDB',
      loanPeriod: 25,
      cpfMonthlyInstalment: cents(1_000),
      isPlanCompleted: true,
    })) as { housingPlan: { summary: { cpfMonthlyInstalment: number } } };
    const fromPlan = created.housingPlan.summary.cpfMonthlyInstalment;
    expect(fromPlan).to.equal(cents(1_000));
    await page.reload();
    const offer = page.getByRole('region', { name: 'Paying for a flat you are planning?' });
    await offer.getByRole('button', { name: /^Use Four-room in Punggol: S\$1,000\.00 a month from your Ordinary Account until [A-Z][a-z]{2} \d{4} \(25 years\)$/ }).click();
    await offer.getByText(/^In use: Four-room in Punggol/).waitFor();
    const housing = page.getByTestId('plan-input-monthlyHousingFromOa');
    expect(amountsOf(await housing.locator('.plan-figures__value').innerText())).to.deep.equal([fromPlan]);
    expect(await housing.locator('.plan-figures__source').innerText()).to.contain('Typed on this plan');
    await expectNoAxeViolations(page, 'retirement plan with a housing plan offered');

    const scrollWidth = async () => (await page.evaluate('document.documentElement.scrollWidth')) as number;
    await page.setViewportSize({ width: 360, height: 800 });
    expect(await scrollWidth(), 'no sideways scroll at 360 px').to.be.at.most(360);
    await context.close();
  });

  it('a visitor logs in from the public page and keeps its answers as their plan', async () => {
    const { context, page } = await newPage(journey.browser);
    await finishOnboarding(page, journey.app.baseUrl, 'S9812381D [MyInfo]', 'keep.plan@example.com');
    await page.getByRole('button', { name: 'Log out' }).first().click();
    await page.waitForURL(url('/logout'));
    // Not public: a visitor is sent away from the plan.
    await page.goto(url(PLAN));
    await page.waitForURL((u) => u.pathname !== PLAN);

    await page.goto(url(PUBLIC_PAGE));
    await page.getByLabel('Date of birth').fill('15/06/1991');
    await page.getByRole('radio', { name: 'Singapore citizen' }).check();
    await page.getByLabel('Gross monthly wage (S$)').fill('6,500');
    await page.getByLabel('What you spend a month today (S$)').fill('3,200');
    await page.getByText('Change the assumptions').click();
    await page.getByLabel('Age CPF LIFE payouts start').selectOption('68');
    await page.locator('.cpf-pay__answer:not([aria-busy])').getByTestId('cpf-life-range').waitFor();
    await page.getByText(/Your CPF balances, date of birth and residency typed here are not kept/).waitFor();
    await expectNoAxeViolations(page, 'public page with keep');
    if (SHOTS) await page.locator('.cpf-pay__keep').screenshot({ path: `${SHOTS}/cpf-pay-me-keep-anonymous.png` });
    await page.getByRole('button', { name: 'Log in to keep this as my plan' }).click();
    await pickMockpassPersona(page, 'S9812381D [MyInfo]');
    await page.waitForURL(url(PUBLIC_PAGE));
    expect(await page.getByLabel('Gross monthly wage (S$)').inputValue()).to.equal('6,500.00');
    if (SHOTS) await page.locator('.cpf-pay__keep').screenshot({ path: `${SHOTS}/cpf-pay-me-keep-signed-in.png` });
    await page.getByRole('button', { name: 'Keep this as my plan' }).click();
    await page.waitForURL(url(PLAN));
    await page.getByLabel('Age CPF LIFE payouts start').waitFor();
    expect(await page.getByLabel('Age CPF LIFE payouts start').inputValue()).to.equal('68');
    expect(await page.getByLabel('Gross monthly wage (S$) (optional)').inputValue()).to.equal('6,500.00');
    expect(await page.getByTestId('plan-input-monthlySpending').innerText()).to.contain('S$3,200.00');
    expect(await page.getByTestId('plan-input-monthlySpending').locator('.plan-figures__source').innerText()).to.contain('Typed on this plan');
    await expectNoAxeViolations(page, 'retirement plan kept');
    if (SHOTS) await shootBothWidths(page, SHOTS, 'retirement-plan-kept');
    await context.close();
  });
});
