import { expect } from 'chai';
import type { Page } from 'playwright-core';
import { expectNoAxeViolations, newPage, pressLookingDisabled } from '../support/e2e/browser.js';
import { journeySetup } from '../support/e2e/journey.js';
import { postAsResident, typedAsset } from '../support/e2e/resident-data.js';
import { finishOnboarding } from '../support/e2e/resident-journeys.js';
import { shootBothWidths } from '../support/e2e/screenshots.js';

const SHOTS = process.env.LINKS_SCREENSHOT_DIR;

/**
 * Links and feeds (docs/decisions.md "Links and feeds") as a resident clicks: a home and then its mortgage linked
 * in the wealth setup, and net worth without the home right; a bank feed's implausible bond rate flagged with our
 * default offered; one insurance list on the protection page and in the guide; the readiness check counting the
 * premiums entered in the cashflow.
 */
describe('Journey: links and feeds', function () {
  this.timeout(240_000);
  const journey = journeySetup();
  const url = (path: string) => `${journey.app.baseUrl}${path}`;
  const dialog = (page: Page, name: string) => page.getByRole('dialog', { name });
  const main = (page: Page) => page.getByRole('main');
  const shoot = (page: Page, name: string) => shootBothWidths(page, SHOTS, name);

  it('adds a home, then the HDB loan, accepts "Is HDB loan the mortgage on Our flat?", and sees net worth without the home leave both out', async () => {
    const { context, page } = await newPage(journey.browser);
    await finishOnboarding(page, journey.app.baseUrl, 'S9812379B [MyInfo]', 'links.home@example.com');
    await page.goto(url('/wealth/setup'));
    await page.getByRole('link', { name: 'Start' }).click();
    await page.waitForURL(url('/wealth/assets'));

    await page.getByRole('button', { name: 'Add cash' }).click();
    const cash = dialog(page, 'Add cash');
    await cash.getByLabel('Type of cash').selectOption('cash-savings');
    await cash.getByLabel('Name').fill('OCBC 360');
    await cash.getByLabel('Total value (S$)').fill('20,000');
    await cash.getByRole('button', { name: 'Save' }).click();
    await cash.waitFor({ state: 'detached' });

    await page.getByRole('button', { name: 'Add your home' }).click();
    const home = dialog(page, 'Add your home');
    await home.getByLabel('Name').fill('Our flat');
    await home.getByLabel('Estimated value of the whole home (S$)').fill('600,000');
    await home.getByLabel('Type of home').selectOption('HDB');
    await home.getByLabel('Your share of the home (%)').fill('50');
    await home.getByRole('button', { name: 'Save' }).click();
    await home.waitFor({ state: 'detached' });
    // No mortgage yet: nothing to ask.
    expect(await page.getByRole('heading', { name: 'Your home and its loan' }).count()).to.equal(0);
    await pressLookingDisabled(main(page).getByRole('button', { name: 'Save and continue' }));

    await page.waitForURL(url('/wealth/liabilities'));
    await page.getByRole('button', { name: 'Add liability' }).click();
    const loan = dialog(page, 'Add liability');
    await loan.getByLabel('Name').fill('HDB loan');
    await loan.getByRole('radio', { name: /Mortgage/ }).check();
    await loan.getByLabel('Outstanding amount (S$)').fill('200,000');
    await loan.getByRole('button', { name: 'Save' }).click();
    await loan.waitFor({ state: 'detached' });

    // The mortgage added while a home exists: the question, answered Yes.
    const offers = page.getByRole('region', { name: 'Your home and its loan' });
    await offers.getByText('Is HDB loan the mortgage on Our flat?').waitFor();
    await expectNoAxeViolations(page, 'home link offer');
    await shoot(page, 'links-home-offer');
    await offers.getByRole('button', { name: 'Yes, HDB loan is the mortgage on Our flat' }).click();
    await page.getByText('HDB loan is now the mortgage on Our flat: your net worth without your home leaves both out.').waitFor();
    await page.getByText(/^Mortgage · the mortgage on Our flat/).waitFor();
    expect(await offers.count(), 'asked once').to.equal(0);
    await pressLookingDisabled(main(page).getByRole('button', { name: 'Save and continue' }));

    // S$20,000 + half of S$600,000 - S$200,000 = S$120,000; without the flat and its loan, S$20,000.
    await page.waitForURL(url('/wealth/completed'));
    const totals = page.locator('.wealth-totals');
    await totals.getByText('Net worth without your home and its loan').waitFor();
    expect((await totals.innerText()).replace(/\s+/g, ' ')).to.contain('Net worth S$120,000.00 Net worth without your home and its loan S$20,000.00');
    await shoot(page, 'links-wealth-completed');

    await page.goto(url('/dashboard/wealth'));
    const wealth = page.locator('#totals-heading').locator('xpath=..');
    await wealth.getByText('Net worth without your home').waitFor();
    await wealth.getByText('S$20,000.00').waitFor();
    await context.close();
  });

  it("imports bank data whose SGS bond carries 6.8 %: the review and the asset flag it with our 3.0 % offered, and nothing changes until the resident picks", async () => {
    const { context, page } = await newPage(journey.browser);
    await finishOnboarding(page, journey.app.baseUrl, 'S9812387C [MyInfo]', 'links.banks@example.com');
    await page.goto(url('/settings/data-selection/main'));
    await page.getByRole('radio', { name: /^Bank data and Myinfo/ }).check();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL(/\/sandbox\/sgfindex\/consent/);
    await page.getByRole('button', { name: 'Share my data' }).click();
    await page.waitForURL(url('/data/summary/banks'));

    const review = page.getByRole('region', { name: 'Growth rates to check' });
    await review.getByText('SGS 2.875% 2030:').waitFor();
    expect((await review.innerText()).replace(/\s+/g, ' ')).to.contain(
      'SGS 2.875% 2030: 6.8 % a year is unusually high for a government bond; we would use 3.0 %, the default for bonds. Keep yours?',
    );
    await review.getByRole('button', { name: 'Use 3.0 % for SGS 2.875% 2030' }).waitFor();
    await review.getByRole('button', { name: 'Keep 6.8 % for SGS 2.875% 2030' }).waitFor();
    await expectNoAxeViolations(page, 'bank review with a flagged rate');
    await shoot(page, 'links-bank-review-flag');

    // On the asset: the wealth list flags the same bond.
    await page.goto(url('/dashboard/wealth/edit-assets'));
    const onAsset = page.getByRole('region', { name: 'Growth rates to check' });
    await onAsset.getByText('6.8 % a year is unusually high for a government bond', { exact: false }).waitFor();
    await page.getByText(/growth rate to check$/).first().waitFor();
    const finances = await (await page.request.get(url('/api/v1/finances'))).json();
    expect(finances.bondAssets.find((a: { name: string }) => a.name === 'SGS 2.875% 2030').estimatedGrowthRate, 'not changed by the flag').to.equal(6.8);
    await shoot(page, 'links-asset-flag');

    // The resident takes our default: the bank record gets null (the default for bonds), the flag goes.
    await onAsset.getByRole('button', { name: 'Use 3.0 % for SGS 2.875% 2030' }).click();
    await page.getByText('SGS 2.875% 2030 now uses our default rate.').waitFor({ state: 'attached' });
    await page.getByRole('region', { name: 'Growth rates to check' }).waitFor({ state: 'detached' });
    const after = await (await page.request.get(url('/api/v1/finances'))).json();
    expect(after.bondAssets.find((a: { name: string }) => a.name === 'SGS 2.875% 2030').estimatedGrowthRate).to.equal(null);
    await context.close();
  });

  it('shows one insurance list on the protection page and in the guide, and the readiness check counts the premiums in the cashflow', async () => {
    const { context, page } = await newPage(journey.browser);
    await finishOnboarding(page, journey.app.baseUrl, 'S9812381D [MyInfo]', 'links.insurance@example.com');
    const post = (path: string, data: unknown) => postAsResident(page, journey.app.baseUrl, path, data);
    await post('/income', { incomeList: [{ name: 'Salary', grossIncome: 625_000, netIncome: 500_000, incomeCurrency: 'SGD', type: 'EMPLOYMENT' }] });
    // S$250 a month on insurance in the cashflow: S$3,000 a year, 5 % of S$60,000 take-home.
    await post('/expense', { expenses: [{ category: 'Insurance', amount: 25_000, timeInterval: 'MONTHLY' }, { category: 'Food and drinks', amount: 150_000, timeInterval: 'MONTHLY' }] });
    await post('/asset/insurance', { ...typedAsset('Whole life plan', 0), insurance: { productType: 'WHOLE_LIFE', sumAssured: 20_000_000 } });
    await post('/asset/insurance', { ...typedAsset('Shield plan', 0), insurance: { productType: 'MEDICAL' } });
    await post('/investing-for-beginners/insurance', { insurance: { policyName: 'Zurich term', productType: 'TERM', sumAssured: 50_000_000 } });

    const expected = [
      ['Zurich term', 'Term'],
      ['Whole life plan', 'Whole life'],
      ['Shield plan', 'Medical'],
    ];
    await page.goto(url('/dashboard/protection'));
    const table = page.locator('.insurance-list-table');
    await table.getByText('Zurich term').waitFor();
    const protectionRows: string[][] = [];
    for (const row of await table.locator('tbody tr').all()) protectionRows.push([await row.locator('th a').innerText(), await row.locator('td').first().innerText()]);
    expect(protectionRows).to.deep.equal(expected);
    await shoot(page, 'links-protection-insurance');

    await page.goto(url('/investment-resources/investing-for-beginners#get-insured'));
    const list = page.locator('.insurance-list__items');
    await list.getByText('Zurich term').waitFor();
    await list.getByText('Shield plan').waitFor();
    const guideRows: string[][] = [];
    for (const card of await list.locator('.policy-card').all()) {
      const type = await card.locator('dt:text-is("Type") + dd').innerText();
      guideRows.push([await card.locator('.policy-card__name').innerText(), type.split(',')[0]!]);
    }
    expect(guideRows, 'the same kinds, names and order as the protection page').to.deep.equal(expected);
    await expectNoAxeViolations(page, 'guide with one insurance list');
    await shoot(page, 'links-guide-insurance');

    await page.goto(url('/investment-resources/readiness-assessment-results'));
    const premiums = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: /Insurance premiums at most 15/, level: 3 }) });
    await premiums.getByText('You pay S$3,000.00 a year in premiums', { exact: false }).waitFor();
    expect((await premiums.innerText()).replace(/\s+/g, ' ')).to.contain('Met You pay S$3,000.00 a year in premiums (the insurance in your cashflow expenses): 5 %');
    await shoot(page, 'links-readiness-premiums');
    await context.close();
  });
});
