import { expect } from 'chai';
import type { Page } from 'playwright-core';
import { expectNoAxeViolations, newPage, pressLookingDisabled } from '../support/e2e/browser.js';
import { journeySetup } from '../support/e2e/journey.js';
import { pickMockpassPersona } from '../support/e2e/mockpass-page.js';
import { finishOnboarding, signInAndConsent } from '../support/e2e/resident-journeys.js';
import { shootBothWidths } from '../support/e2e/screenshots.js';

const SHOTS = process.env.IMPORTS_SCREENSHOT_DIR;

/**
 * Imports ask before they add (docs/decisions.md "Imports ask before they add"), as a resident clicks through them.
 * LIM YONG XIANG (S9812379B) retrieves Myinfo: his 2019 notice of assessment (employment S$15,208.33 and interest
 * S$2,666.67 a month) is offered unticked with its year; he ticks his pay only, and the cashflow shows only that.
 * His flat comes without a price: the dashboard asks what it is worth, and net worth says 'Home not valued yet'
 * (not S$366,300 less the S$600,000 loan) until he says; then it counts the flat with its source. And a resident
 * without Myinfo (S8979373D) who typed their details never sees them called 'Retrieved from Myinfo'.
 */
describe('Journey: imports ask before they add', function () {
  this.timeout(240_000);
  const journey = journeySetup();
  const url = (path: string) => `${journey.app.baseUrl}${path}`;
  const shoot = (page: Page, name: string) => shootBothWidths(page, SHOTS, name);
  const pressContinue = (page: Page) => pressLookingDisabled(page.getByRole('main').getByRole('button', { name: 'Continue' }));

  async function throughMyinfo(page: Page) {
    await page.getByRole('button', { name: 'Retrieve with Myinfo' }).click();
    await page.waitForURL(/\/singpass\/authorize/);
    await page.locator('#loginModelbtn:visible').first().click();
    await page.locator('#id-input').fill('S9812379B [MyInfo]');
    await page.waitForURL(/\/consent\/oauth2\/authorize/);
    await page.getByLabel('Allow').check();
    await page.getByRole('button', { name: 'Submit' }).click();
  }

  it('offers the 2019 incomes unticked with their year, adds only what he ticks, and asks what his flat is worth', async () => {
    const { context, page } = await newPage(journey.browser);
    await finishOnboarding(page, journey.app.baseUrl, 'S9812379B [MyInfo]', 'lim.yong.xiang@example.com');

    await page.goto(url('/dashboard'));
    await page.getByRole('link', { name: 'Fill in with Myinfo' }).click();
    await page.waitForURL(url('/myinfo'));
    await throughMyinfo(page);
    await page.waitForURL(url('/data/summary/gov'));

    const offers = page.getByRole('region', { name: 'Incomes in your tax assessment' });
    await offers.waitFor();
    await offers.getByText('We have not added any of these to your cashflow yet.', { exact: false }).waitFor();
    const employment = offers.getByRole('checkbox', { name: 'Employment, year of assessment 2019: S$15,208.33 a month' });
    const interest = offers.getByRole('checkbox', { name: 'Interest, year of assessment 2019: S$2,666.67 a month' });
    expect(await employment.isChecked(), 'an assessment older than two years is not ticked').to.equal(false);
    expect(await interest.isChecked()).to.equal(false);
    expect(await offers.getByText('Not ticked: this assessment is more than two years old. Tick it only if you still earn this.').count()).to.equal(2);
    // Nothing is in the cashflow before he confirms.
    expect((await (await page.request.get(url('/api/v1/finances'))).json()).incomeList).to.deep.equal([]);
    await expectNoAxeViolations(page, 'income offers');
    await shoot(page, 'income-offers');

    await employment.check();
    await offers.getByRole('button', { name: 'Add the ticked income' }).click();
    await offers.getByText('Done: the ticked income is in your cashflow.').waitFor();
    await offers.getByText('These are in your cashflow as you chose. You can change your choice.').waitFor();
    await shoot(page, 'income-offers-confirmed');

    // The cashflow shows only what was ticked.
    await page.goto(url('/dashboard/cashflow/edit-income'));
    await page.getByRole('button', { name: 'Edit Employment (tax assessment 2019)' }).waitFor();
    expect(await page.getByRole('button', { name: /^Edit Interest/ }).count(), 'the unticked interest is not added').to.equal(0);
    await page.goto(url('/dashboard/cashflow'));
    await page.getByRole('img', { name: /^Each month you take home S\$15,208\.33/ }).waitFor();

    // The dashboard asks what the flat is worth; until then net worth leaves the flat and its loan out, in words.
    await page.goto(url('/dashboard'));
    const prompt = page.getByRole('region', { name: 'What is your flat worth?' });
    await prompt.waitFor();
    const netWorth = page.getByRole('region', { name: 'Net worth' });
    await netWorth.getByText('Home not valued yet', { exact: true }).waitFor();
    await netWorth.getByText('Your home and the S$600,000.00 loan it secures are left out of your net worth until you add what it is worth.').waitFor();
    // CPF S$366,300 and nothing owed counted: not S$366,300 - S$600,000.
    expect((await netWorth.locator('dd').first().innerText()).trim()).to.equal('S$366,300.00');
    await prompt.getByRole('link', { name: 'HDB resale statistics' }).waitFor();
    await expectNoAxeViolations(page, 'dashboard asking for the flat value');
    await shoot(page, 'dashboard-flat-not-valued');

    // The wealth page takes the same net worth, with the same words.
    await page.goto(url('/dashboard/wealth'));
    const owned = page.getByRole('region', { name: 'What you own and owe' });
    await owned.getByText('Home not valued yet', { exact: true }).waitFor();
    expect((await owned.locator('dt', { hasText: /^Net worth$/ }).locator('xpath=following-sibling::dd[1]').innerText()).trim()).to.equal('S$366,300.00');
    await shoot(page, 'wealth-flat-not-valued');
    await page.goto(url('/dashboard'));
    await prompt.waitFor();

    // An estimate of 0 is not a value.
    const field = prompt.getByLabel("Your estimate of the whole flat's value (S$)");
    await field.fill('0');
    await prompt.getByRole('button', { name: 'Save my estimate' }).click();
    await prompt.getByText('Must be more than 0').waitFor();
    await field.fill('500,000');
    await prompt.getByRole('button', { name: 'Save my estimate' }).click();
    await prompt.waitFor({ state: 'detached' });

    // Valued: the flat and its loan count, and the value says where it came from.
    await netWorth.getByText(/^Your home counts at S\$500,000\.00, your share \(your estimate, \d{1,2} \w{3} \d{4}\)\.$/).waitFor();
    expect(await netWorth.getByText('Home not valued yet', { exact: true }).count()).to.equal(0);
    expect((await netWorth.locator('dd').first().innerText()).trim()).to.equal('S$266,300.00');
    const totals = (await (await page.request.get(url('/api/v1/finances'))).json()).totals;
    expect(totals).to.deep.include({ netWorth: 26_630_000, homeValue: 50_000_000, homeNotValued: false, debtLeftOut: 0 });
    await expectNoAxeViolations(page, 'dashboard with the flat valued');
    await shoot(page, 'dashboard-flat-valued');
    await context.close();
  });

  it('an account without Myinfo never shows "Retrieved from Myinfo" for what the resident typed', async () => {
    const first = await newPage(journey.browser);
    await signInAndConsent(first.page, journey.app.baseUrl, 'S8979373D');
    await first.page.getByRole('link', { name: 'Get started' }).click();
    await first.page.waitForURL(url('/onboarding/info/step-1'));
    await first.page.getByRole('heading', { name: 'About you' }).waitFor();
    expect(await first.page.getByText('Retrieved from Myinfo', { exact: true }).count()).to.equal(0);
    await first.page.getByLabel('Full name').fill('Typed Resident');
    await first.page.getByRole('textbox', { name: 'Date of birth' }).fill('04/03/1990');
    await first.page.getByRole('radio', { name: 'Female' }).check();
    await first.page.getByLabel('Marital status').selectOption('S');
    await first.page.getByRole('radio', { name: 'Singapore Citizen' }).check();
    await pressContinue(first.page);
    await first.page.waitForURL(url('/onboarding/info/step-2'));
    await first.context.close();

    // Another day, another browser: back to step 1, the typed details come back as the resident's own.
    const later = await newPage(journey.browser);
    await later.page.goto(url('/'));
    await later.page.getByRole('link', { name: 'Log in with Singpass' }).first().click();
    await pickMockpassPersona(later.page, 'S8979373D');
    // No email yet: the sign-in lands on the page that asks for it; the resident goes back to step 1 instead.
    await later.page.waitForURL(url('/email-intercept-login'));
    await later.page.goto(url('/onboarding/info/step-1'));
    await later.page.getByRole('heading', { name: 'About you' }).waitFor();
    expect(await later.page.getByLabel('Full name').inputValue()).to.equal('Typed Resident');
    expect(await later.page.getByText('Retrieved from Myinfo', { exact: true }).count()).to.equal(0);
    expect(await later.page.getByText("We've filled in what Myinfo has about you.", { exact: false }).count()).to.equal(0);
    const user = (await (await later.page.request.get(url('/api/v1/user'))).json()) as Record<string, unknown>;
    expect(user).to.not.have.property('fromMyinfo');
    await expectNoAxeViolations(later.page, 'onboarding step 1 of typed details');
    await shoot(later.page, 'typed-details-step-1');
    await later.context.close();
  });
});
