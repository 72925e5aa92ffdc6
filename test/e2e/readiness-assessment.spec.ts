import { expect } from 'chai';
import type { Page } from 'playwright-core';
import { expectNoAxeViolations, newPage } from '../support/e2e/browser.js';
import { journeySetup } from '../support/e2e/journey.js';
import { postAsResident, typedAsset } from '../support/e2e/resident-data.js';
import { finishOnboarding } from '../support/e2e/resident-journeys.js';
import { shootBothWidths } from '../support/e2e/screenshots.js';

const SHOTS = process.env.READINESS_SCREENSHOT_DIR;

/**
 * The readiness assessment (spec 3 §2) for a resident with, written through the API: gross S$6,250 (S$75,000 a
 * year), take-home S$5,000; expenses S$2,000 a month; S$500 a month into a fund; S$5,000 of savings; a term policy
 * paying S$675,000 on death and on total permanent disability and S$300,000 on critical illness for S$100 a month.
 * The rules give: fund 5,000 / 2,000 = 2.5 months (not yet: S$1,000 short of 3); no loans; death and TPD 675,000 =
 * 9 x 75,000 and critical illness 300,000 = 4 x 75,000 (met, exactly); premiums 1,200 of 60,000 = 2 % (met);
 * investing 500 / 5,000 = 10 % (met, exactly). Adding S$1,000 of fixed deposit through edit-emergency-fund makes it
 * 3.0 months: ready.
 */
describe('Journey: the readiness assessment', function () {
  this.timeout(180_000);
  const journey = journeySetup();
  const url = (path: string) => `${journey.app.baseUrl}${path}`;
  const shoot = (page: Page, name: string) => shootBothWidths(page, SHOTS, name);

  const post = (page: Page, path: string, data: unknown) => postAsResident(page, journey.app.baseUrl, path, data);

  const card = (page: Page, title: string) => page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title, level: 3 }) });
  const cardText = async (page: Page, title: string) => (await card(page, title).innerText()).replace(/\s+/g, ' ').trim();

  it('answers the three questions, shows each check with the figures behind it, and an edit comes back to an updated result', async () => {
    const { context, page } = await newPage(journey.browser);
    await finishOnboarding(page, journey.app.baseUrl, 'S9812381D [MyInfo]', 'heng.huat.tan@example.com');
    await post(page, '/income', { incomeList: [{ name: 'Salary', grossIncome: 625_000, netIncome: 500_000, incomeCurrency: 'SGD', type: 'EMPLOYMENT' }] });
    await post(page, '/expense', { expenses: [{ category: 'Housing', amount: 200_000, timeInterval: 'MONTHLY' }] });
    await post(page, '/investment', { name: 'STI ETF', amount: 50_000, ccy: 'SGD', assetType: 'UNIT_TRUST' });
    await post(page, '/asset/cash-savings', typedAsset('DBS Multiplier', 500_000));
    await post(page, '/asset/insurance', {
      ...typedAsset('Term life', 0),
      insurance: {
        insurer: 'Great Eastern',
        productType: 'TERM',
        premiumAmount: 10_000,
        premiumFrequency: 'MONTHLY',
        sumAssured: 67_500_000,
        totalPermanentDisabilitySumAssured: 67_500_000,
        criticalIllnessSumAssured: 30_000_000,
      },
    });

    // The assessment: three questions, each saying why; nothing chosen yet asks for an answer.
    await page.goto(url('/investment-resources/readiness-assessment'));
    await page.getByRole('heading', { name: 'Are you ready to invest?', level: 1 }).waitFor();
    await page.getByText('Why we ask: money needed soon has little time to recover from a fall in prices.').waitFor();
    await page.getByRole('button', { name: 'See my results' }).click();
    expect(await page.getByText('Choose an answer.').count()).to.equal(3);
    await expectNoAxeViolations(page, 'readiness assessment');
    await page.getByRole('radio', { name: 'More than 10 years' }).check();
    await page.getByRole('radio', { name: 'Retirement' }).check();
    await page.getByRole('radio', { name: 'Sell some of it' }).check();
    await shoot(page, 'readiness-assessment');
    await page.getByRole('button', { name: 'See my results' }).click();

    // The results: each check with its figures, the verdict and the next step.
    await page.waitForURL(url('/investment-resources/readiness-assessment-results'));
    await page.getByRole('heading', { name: 'Not yet ready to invest', level: 2 }).waitFor();
    await page.getByText('6 of 7 checks met.', { exact: false }).waitFor();
    expect(await cardText(page, 'An emergency fund of 3 to 6 months')).to.contain(
      'Not yet Your fund of S$5,000.00 covers 2.5 months of spending. Add S$1,000.00 to reach 3 months (S$6,000.00).',
    );
    expect(await cardText(page, 'No expensive debt')).to.contain('Met You have no loans other than a home loan.');
    expect(await cardText(page, 'Death cover of 9 times your yearly income')).to.contain(
      "Met Your policies pay S$675,000.00 on death: 9 times your yearly income (the guide's S$675,000.00).",
    );
    expect(await cardText(page, 'Disability cover of 9 times your yearly income')).to.contain('Met Your policies pay S$675,000.00 on total permanent disability');
    expect(await cardText(page, 'Critical illness cover of 4 times your yearly income')).to.contain(
      "Met Your policies pay S$300,000.00 on critical illness: 4 times your yearly income (the guide's S$300,000.00).",
    );
    expect(await cardText(page, 'Insurance premiums at most 15 % of take-home pay')).to.contain(
      'Met You pay S$1,200.00 a year in premiums: 2 % of your take-home pay (at most S$9,000.00).',
    );
    expect(await cardText(page, 'At least 10 % of take-home pay invested')).to.contain(
      'Met You invest S$500.00 a month: 10 % of your take-home pay (10 % is S$500.00).',
    );
    const verdict = page.getByRole('region', { name: 'Not yet ready to invest' });
    expect((await verdict.innerText()).replace(/\s+/g, ' ')).to.contain('Your next step: an emergency fund of 3 to 6 months. Change your emergency fund');
    // What the answers add, and where the figures came from.
    await page.getByText('You said you would sell after a 20 % fall.', { exact: false }).waitFor();
    await page.getByText('Insurance: 1 from the insurance policies in your wealth.').waitFor();
    // How a check was worked out opens from the keyboard.
    const how = card(page, 'An emergency fund of 3 to 6 months').getByText('How we worked this out');
    await how.focus();
    await page.keyboard.press('Enter');
    await card(page, 'An emergency fund of 3 to 6 months').getByText('Your cash, savings accounts and fixed deposits, divided by', { exact: false }).waitFor();
    await expectNoAxeViolations(page, 'readiness results');
    await shoot(page, 'readiness-results');

    // Fixing the emergency fund: the wealth step opened on its own, back to the updated results.
    await card(page, 'An emergency fund of 3 to 6 months').getByRole('link', { name: 'Change your emergency fund' }).click();
    await page.waitForURL(url('/investment-resources/readiness-assessment-results/edit-emergency-fund'));
    await page.getByRole('heading', { name: 'Your emergency fund', level: 1 }).waitFor();
    expect(await page.getByRole('navigation', { name: /steps$/ }).count(), 'no module step list').to.equal(0);
    await expectNoAxeViolations(page, 'readiness edit emergency fund');
    await shoot(page, 'readiness-edit-emergency-fund');
    await page.getByRole('button', { name: 'Add cash' }).click();
    const cash = page.getByRole('dialog', { name: 'Add cash' });
    await cash.getByLabel('Type of cash').selectOption('fixed-deposit');
    await cash.getByLabel('Name').fill('OCBC fixed deposit');
    await cash.getByLabel('Total value (S$)').fill('1,000');
    await cash.getByRole('button', { name: 'Save' }).click();
    await cash.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.waitForURL(url('/investment-resources/readiness-assessment-results'));
    await page.getByText('Your changes are saved.').waitFor();
    await page.getByRole('heading', { name: 'You are ready to start investing', level: 2 }).waitFor();
    expect(await cardText(page, 'An emergency fund of 3 to 6 months')).to.contain('Met Your fund of S$6,000.00 covers 3 months of spending (3 months is S$6,000.00).');
    await page.getByText('7 of 7 checks met.', { exact: false }).waitFor();
    await shoot(page, 'readiness-results-ready');

    // The answers are kept: the assessment opens with them chosen.
    await page.getByRole('link', { name: 'Change your answers' }).click();
    await page.waitForURL(url('/investment-resources/readiness-assessment'));
    expect(await page.getByRole('radio', { name: 'Sell some of it' }).isChecked()).to.equal(true);
    await context.close();
  });
});
