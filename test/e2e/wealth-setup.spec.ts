import { expect } from 'chai';
import type { Page } from 'playwright-core';
import { expectNoAxeViolations, newPage, pressLookingDisabled, waitForFocus } from '../support/e2e/browser.js';
import { journeySetup } from '../support/e2e/journey.js';
import { shootBothWidths } from '../support/e2e/screenshots.js';
import { finishOnboarding } from '../support/e2e/resident-journeys.js';
import { settledModuleStatus } from '../support/e2e/module-status.js';

const SHOTS = process.env.WEALTH_SCREENSHOT_DIR;

interface StoredAsset {
  id: string;
  name: string;
  totalValueAmount: number;
  currency: string;
  enterOption: string;
  quantity: number | null;
  unitPrice: number | null;
}

/**
 * A resident who has just finished onboarding sets up their wealth (spec 2 §2): cash savings, a US stock by quantity
 * x price (with the SGD subtext), gold in ounces, CPF balances and a home loan; leaves and resumes mid-way; completes;
 * then edits the stock (the PATCH carries only the changed field) and removes the savings account.
 */
describe('Journey: wealth setup (assets, CPF, liabilities)', function () {
  this.timeout(180_000);
  const journey = journeySetup();

  const shoot = (page: Page, name: string) => shootBothWidths(page, SHOTS, name);

  const focusedId = (page: Page) => page.evaluate<string | null>('document.activeElement?.id ?? null');
  const dialog = (page: Page, name: string) => page.getByRole('dialog', { name });
  const saveAndContinue = (page: Page) => pressLookingDisabled(page.getByRole('main').getByRole('button', { name: 'Save and continue' }));

  async function finances(page: Page) {
    const res = await page.request.get(`${journey.app.baseUrl}/api/v1/finances`);
    expect(res.status()).to.equal(200);
    return (await res.json()) as Record<string, unknown> & {
      cashSavingsAssets: StoredAsset[];
      stockAssets: StoredAsset[];
      goldAssets: StoredAsset[];
      cpfAsset: { oa: number; sa: number; ma: number; ra?: number } | null;
      liabilities: Array<{ id: string; name: string; amount: number; ccy: string; category: string }>;
    };
  }

  it('enters assets and liabilities, resumes mid-way, completes, then edits with only the changed fields sent', async () => {
    const { page } = await newPage(journey.browser);
    const base = journey.app.baseUrl;
    await finishOnboarding(page, base, 'S9812381D [MyInfo]', 'wealth.resident@example.com');

    // Introduction: cashflow is not done, so the banner names it, but Start still works.
    await page.goto(`${base}/wealth/setup`);
    await page.getByRole('heading', { name: 'Set up your wealth' }).waitFor();
    expect(await page.title()).to.equal('MyMoneyPlan | Set up your wealth');
    await page.getByText('What you own and what you owe').waitFor();
    await page.getByText('Complete Cashflow first to unlock this module.').waitFor();
    expect(await page.getByRole('link', { name: 'Set up your cashflow' }).getAttribute('href')).to.equal('/cashflow/setup');
    await expectNoAxeViolations(page, 'wealth introduction');
    await shoot(page, 'wealth-setup');
    await page.getByRole('link', { name: 'Start' }).click();

    // Assets.
    await page.waitForURL(`${base}/wealth/assets`);
    await page.getByRole('heading', { name: 'Your assets', level: 1 }).waitFor();
    for (const group of ['Cash', 'Investments', 'CPF', 'Insurance', 'Other assets']) {
      await page.getByRole('heading', { name: group, level: 2 }).waitFor();
    }
    // Born 1998: no retirement account.
    expect(await page.getByLabel('Retirement Account (S$)').count()).to.equal(0);
    await expectNoAxeViolations(page, 'assets, empty');

    // Cash savings: Save on an empty panel focuses the name.
    await page.getByRole('button', { name: 'Add cash' }).click();
    const cash = dialog(page, 'Add cash');
    await cash.waitFor();
    await pressLookingDisabled(cash.getByRole('button', { name: 'Save' }));
    await cash.getByText('Please enter a value').first().waitFor();
    expect(await focusedId(page)).to.equal(await cash.getByLabel('Name').getAttribute('id'));
    await expectNoAxeViolations(page, 'cash panel with errors');
    await cash.getByLabel('Type of cash').selectOption('cash-savings');
    await cash.getByLabel('Name').fill('OCBC 360');
    await cash.getByLabel('Total value (S$)').fill('25,000');
    await cash.getByRole('button', { name: 'Save' }).click();
    await cash.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Edit OCBC 360' }).waitFor();
    // Focus is back on the button that opened the panel.
    expect(await page.evaluate<string | null>('document.activeElement?.textContent ?? null')).to.equal('Add cash');

    // A stock by quantity x unit price in USD: the live total and its SGD value (USD at 1.3045).
    await page.getByRole('button', { name: 'Add investment' }).click();
    const stock = dialog(page, 'Add investment');
    await stock.getByLabel('Investment type').selectOption('stock');
    await stock.getByLabel('Name').fill('Apple shares');
    await stock.getByLabel('Currency').selectOption('USD');
    await stock.getByRole('radio', { name: 'Quantity x unit price' }).check();
    await stock.getByLabel('Quantity (units)').fill('100');
    await stock.getByLabel('Unit price (USD)').fill('230');
    await stock.getByText('USD 23,000.00').waitFor();
    await stock.getByText('About S$30,003.50').waitFor();
    // CPFIS money is SGD: the currency is forced and disabled with a note.
    await stock.getByRole('radio', { name: 'CPF Investment Scheme (CPFIS)' }).check();
    expect(await stock.getByLabel('Currency').isDisabled()).to.equal(true);
    expect(await stock.getByLabel('Currency').inputValue()).to.equal('SGD');
    await stock.getByText('CPFIS and SRS investments are held in Singapore dollars.').waitFor();
    await stock.getByRole('radio', { name: 'Cash', exact: true }).check();
    await stock.getByLabel('Currency').selectOption('USD');
    await expectNoAxeViolations(page, 'investment panel');
    await shoot(page, 'wealth-asset-panel');

    // Where to find market prices: external links open in a new tab.
    await stock.getByRole('button', { name: 'Where to find market prices' }).click();
    const prices = dialog(page, 'Where to find market prices');
    await prices.waitFor();
    const sgx = prices.getByRole('link', { name: /SGX securities prices/ });
    expect(await sgx.getAttribute('target')).to.equal('_blank');
    expect(await sgx.getAttribute('rel')).to.contain('noopener');
    await prices.getByRole('link', { name: /SGX fixed income/ }).waitFor();
    await prices.getByRole('link', { name: /IMAS fund screener/ }).waitFor();
    await prices.getByText('(opens in new tab)').first().waitFor({ state: 'attached' });
    await expectNoAxeViolations(page, 'market prices modal');
    await page.keyboard.press('Escape');
    await prices.waitFor({ state: 'detached' });
    await stock.getByRole('button', { name: 'Save' }).click();
    await stock.waitFor({ state: 'detached' });

    // Gold, 1.5 oz.
    await page.getByRole('button', { name: 'Add investment' }).click();
    const gold = dialog(page, 'Add investment');
    await gold.getByLabel('Investment type').selectOption('gold');
    await gold.getByLabel('Name').fill('Gold bar');
    await gold.getByRole('radio', { name: 'Quantity x unit price' }).check();
    await gold.getByLabel('Quantity (oz)').fill('1.5555');
    await gold.getByLabel('Quantity (oz)').blur();
    await gold.getByText('Must have at most 3 decimal places').waitFor();
    await gold.getByLabel('Quantity (oz)').fill('1.5');
    await gold.getByLabel('Unit price (S$)').fill('2,650.33');
    await gold.getByText('S$3,975.50').waitFor();
    await gold.getByRole('button', { name: 'Save' }).click();
    await gold.waitFor({ state: 'detached' });

    // An insurance policy with its optional details under the disclosure.
    await page.getByRole('button', { name: 'Add insurance policy' }).click();
    const policy = dialog(page, 'Add insurance policy');
    await policy.getByLabel('Name').fill('Whole life plan');
    await policy.getByLabel('Cash or surrender value (S$)').fill('12,000');
    await policy.getByText('Policy details (optional)').click();
    await policy.getByLabel('Product type').selectOption('WHOLE_LIFE');
    await policy.getByLabel('Sum assured on death (S$)').fill('200,000');
    // The same vocabulary as the insurance list of the investing guide (spec 2 §9).
    await policy.getByLabel('Paid by').selectOption({ label: 'CPF Ordinary Account' });
    await policy.getByLabel('Basic plan or rider').selectOption({ label: 'Basic plan' });
    await policy.getByLabel('Sum assured on critical illness (S$)').fill('80,000');
    await expectNoAxeViolations(page, 'insurance panel with details');
    await shoot(page, 'wealth-insurance-panel');
    await policy.getByRole('button', { name: 'Save' }).click();
    await policy.waitFor({ state: 'detached' });

    // CPF balances.
    await page.getByLabel('Ordinary Account (S$)').fill('50,000');
    await page.getByLabel('Special Account (S$)').fill('20,000');
    await page.getByLabel('MediSave Account (S$)').fill('30,000');
    await expectNoAxeViolations(page, 'assets, filled');
    await shoot(page, 'wealth-assets');
    await saveAndContinue(page);
    await page.waitForURL(`${base}/wealth/liabilities`);
    await page.getByRole('heading', { name: 'Your liabilities', level: 1 }).waitFor();

    const afterAssets = await finances(page);
    expect(afterAssets.cashSavingsAssets.map((a) => [a.name, a.totalValueAmount, a.currency])).to.deep.equal([['OCBC 360', 2_500_000, 'SGD']]);
    expect(afterAssets.stockAssets.map((a) => [a.name, a.currency, a.enterOption, a.quantity, a.unitPrice, a.totalValueAmount])).to.deep.equal([
      ['Apple shares', 'USD', 'UNIT_PRICE', 100, 23_000, 2_300_000],
    ]);
    expect(afterAssets.goldAssets.map((a) => [a.quantity, a.unitPrice, a.totalValueAmount])).to.deep.equal([[1.5, 265_033, 397_550]]);
    expect(afterAssets.cpfAsset).to.deep.include({ oa: 5_000_000, sa: 2_000_000, ma: 3_000_000 });
    const insurance = afterAssets.insuranceAssets as Array<StoredAsset & { insurance: Record<string, unknown> }>;
    expect(insurance.map((a) => [a.name, a.totalValueAmount])).to.deep.equal([['Whole life plan', 1_200_000]]);
    expect(insurance[0]!.insurance).to.deep.include({
      productType: 'WHOLE_LIFE',
      sumAssured: 20_000_000,
      insurer: null,
      paymentMethod: 'CPF_ORDINARY',
      riderOrBasic: 'BASIC',
      criticalIllnessSumAssured: 8_000_000,
      totalPermanentDisabilitySumAssured: null,
    });
    expect(afterAssets.cpfAsset).to.not.have.property('ra');

    // Leaving mid-way and coming back: the introduction resumes at liabilities.
    await page.goto(`${base}/dashboard`);
    await page.goto(`${base}/wealth/setup`);
    await page.getByRole('link', { name: 'Continue where you left off' }).click();
    await page.waitForURL(`${base}/wealth/liabilities`);

    // A home loan.
    await page.getByRole('button', { name: 'Add liability' }).click();
    const loan = dialog(page, 'Add liability');
    await loan.getByLabel('Name').fill('HDB loan');
    await loan.getByRole('radio', { name: /Mortgage/ }).check();
    await loan.getByLabel('Outstanding amount (S$)').fill('250,000');
    await expectNoAxeViolations(page, 'liability panel');
    await loan.getByRole('button', { name: 'Save' }).click();
    await loan.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Edit HDB loan' }).waitFor();
    await expectNoAxeViolations(page, 'liabilities, filled');
    await shoot(page, 'wealth-liabilities');
    await saveAndContinue(page);

    // Completed: totals in SGD. Assets 25,000 + 30,003.50 + 3,975.50 + 12,000 + CPF 100,000 = 170,979.00.
    await page.waitForURL(`${base}/wealth/completed`);
    await page.getByRole('heading', { name: 'Your wealth is set up' }).waitFor();
    await page.getByText('S$170,979.00').waitFor();
    await page.getByText('S$250,000.00').waitFor();
    await page.getByText('-S$79,021.00').waitFor();
    await expectNoAxeViolations(page, 'wealth completed');
    await shoot(page, 'wealth-completed');
    const completed = await finances(page);
    expect(completed.liabilities.map((l) => [l.name, l.amount, l.ccy, l.category])).to.deep.equal([['HDB loan', 25_000_000, 'SGD', 'MORTGAGE']]);
    const wealth = await settledModuleStatus(page, base, 'WEALTH', (m) => m?.completed === true);
    expect(wealth?.completed).to.equal(true);
    // The health check of what was entered: a stock and gold are two investment classes (IV1, good).
    await page.goto(`${base}/dashboard`);
    const wealthCard = page.getByRole('article', { name: 'Wealth' });
    await wealthCard.waitFor();
    expect(await wealthCard.locator('dd').allTextContents()).to.deep.equal(['2 kinds']);
    expect(await wealthCard.locator('.level__label').first().innerText()).to.equal('Good');

    // Edit the stock: the PATCH carries the changed quantity only; removing the savings account DELETEs it.
    await page.goto(`${base}/wealth/assets`);
    // Stored items show how they were valued and when they were last saved.
    await page.getByText(/^Stocks · 100 units at USD 230\.00 · updated \d{2} [A-Z][a-z]{2} \d{4}$/).waitFor();
    await page.getByRole('button', { name: 'Edit Apple shares' }).click();
    const edit = dialog(page, 'Edit investment');
    expect(await edit.getByLabel('Quantity (units)').inputValue()).to.equal('100');
    await edit.getByLabel('Quantity (units)').fill('120');
    await edit.getByText('USD 27,600.00').waitFor();
    await edit.getByRole('button', { name: 'Save' }).click();
    await edit.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Remove OCBC 360' }).click();
    await page.getByText('OCBC 360 removed.', { exact: false }).waitFor({ state: 'attached' });
    await waitForFocus(page, 'id', 'wealth-add-cash');
    const stockId = completed.stockAssets[0]!.id;
    const savingsId = completed.cashSavingsAssets[0]!.id;
    const patch = page.waitForRequest((r) => r.method() === 'PATCH' && r.url().endsWith(`/api/v1/asset/stock/${stockId}`));
    const del = page.waitForRequest((r) => r.method() === 'DELETE' && r.url().endsWith(`/api/v1/asset/cash-savings/${savingsId}`));
    await saveAndContinue(page);
    expect((await patch).postDataJSON()).to.deep.equal({ quantity: 120 });
    await del;
    await page.waitForURL(`${base}/wealth/liabilities`);
    const edited = await finances(page);
    expect(edited.cashSavingsAssets).to.deep.equal([]);
    expect(edited.stockAssets.map((a) => [a.quantity, a.totalValueAmount])).to.deep.equal([[120, 2_760_000]]);
  });

  it('asks a resident of 55 or older for the Retirement Account too, and stores it', async () => {
    const { page } = await newPage(journey.browser);
    const base = journey.app.baseUrl;
    await finishOnboarding(page, base, 'S9812379B [MyInfo]', 'older.resident@example.com');
    // Born 1 January 1960: 55 or older whatever today is.
    const patched = await page.request.patch(`${base}/api/v1/user`, { data: { dob: '1960-01-01' }, headers: { Origin: base } });
    expect(patched.status(), await patched.text()).to.equal(200);

    await page.goto(`${base}/wealth/assets`);
    await page.getByRole('heading', { name: 'Your assets', level: 1 }).waitFor();
    await page.getByLabel('Ordinary Account (S$)').fill('10,000');
    await page.getByLabel('Retirement Account (S$)').fill('150,000');
    await saveAndContinue(page);
    await page.waitForURL(`${base}/wealth/liabilities`);
    expect((await finances(page)).cpfAsset).to.deep.include({ oa: 1_000_000, sa: 0, ma: 0, ra: 15_000_000 });
  });
});
