import { expect } from 'chai';
import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { pdfText } from '../support/pdf-text.js';
import { expectNoAxeViolations, newPage } from '../support/e2e/browser.js';
import { journeySetup } from '../support/e2e/journey.js';
import { cents, postAsResident, resaleFlatPlan, typedAsset } from '../support/e2e/resident-data.js';
import { finishOnboarding } from '../support/e2e/resident-journeys.js';
import { shootBothWidths } from '../support/e2e/screenshots.js';

const SHOTS = process.env.REPORT_SCREENSHOT_DIR;

/**
 * The financial-plan report (docs/decisions.md "The financial-plan report") for a resident with data written
 * through the API: take-home S$5,000 (gross S$6,250), expenses S$2,000 with a food budget, an HDB loan of S$1,000 a
 * month (S$400 cash, S$600 CPF), S$500 a month into a fund, S$12,000 of savings and a stock holding, an emergency
 * fund and a travel target, a completed financing plan, and the readiness assessment answered in the browser.
 */
describe('Journey: the financial-plan report', function () {
  this.timeout(240_000);
  const journey = journeySetup();
  const url = (path: string) => `${journey.app.baseUrl}${path}`;
  const post = (page: Page, path: string, data: unknown) => postAsResident(page, journey.app.baseUrl, path, data);

  it('previews the sections, leaves out an unticked one, and downloads a PDF whose text names the health-check levels and the targets', async () => {
    const { context, page } = await newPage(journey.browser);
    await finishOnboarding(page, journey.app.baseUrl, 'S9812381D [MyInfo]', 'heng.huat.tan@example.com');
    await post(page, '/income', { incomeList: [{ name: 'Salary', grossIncome: cents(6_250), netIncome: cents(5_000), incomeCurrency: 'SGD', type: 'EMPLOYMENT' }] });
    await post(page, '/expense', {
      expenses: [
        { category: 'Food', amount: cents(800), timeInterval: 'MONTHLY', budgetAmount: cents(600), budgetTimeInterval: 'MONTHLY' },
        { category: 'Rent', amount: cents(1_200), timeInterval: 'MONTHLY' },
      ],
    });
    await post(page, '/loan-repayment', { loanRepayments: [{ name: 'HDB loan', amount: cents(1_000), ccy: 'SGD', cash: cents(400), cpf: cents(600), type: { id: 1 } }] });
    await post(page, '/investment', { name: 'STI ETF', amount: cents(500), ccy: 'SGD', assetType: 'UNIT_TRUST' });
    await post(page, '/asset/cash-savings', typedAsset('DBS Multiplier', cents(12_000)));
    await post(page, '/asset/stock', typedAsset('SGX shares', cents(8_000)));
    const fund = await page.request.put(url('/api/v1/emergency-fund'), { data: { totalAmount: cents(15_000), currentAmount: cents(6_000), date: '2027-06-30' } });
    expect(fund.status(), await fund.text()).to.be.oneOf([200, 201, 204]);
    await post(page, '/goal', { name: 'Japan trip', totalAmount: cents(5_000), currentAmount: cents(1_000), date: '2027-11-30' });
    await post(page, '/housing-plan', resaleFlatPlan('Resale in Bedok'));

    // The readiness assessment, answered on this device.
    await page.goto(url('/investment-resources/readiness-assessment'));
    await page.getByRole('radio', { name: 'More than 10 years' }).check();
    await page.getByRole('radio', { name: 'Retirement' }).check();
    await page.getByRole('radio', { name: 'Wait for prices to recover' }).check();
    await page.getByRole('button', { name: 'See my results' }).click();
    await page.waitForURL(url('/investment-resources/readiness-assessment-results'));

    // From the dashboard's card to the report.
    await page.goto(url('/dashboard'));
    await page.getByRole('link', { name: 'My financial plan (PDF)' }).click();
    await page.waitForURL(url('/report'));
    await page.getByRole('heading', { name: 'My financial plan', level: 1 }).waitFor();
    const sections = page.getByRole('group', { name: 'What goes in your report' });
    await sections.waitFor();
    const boxes = sections.getByRole('checkbox');
    const boxState = async () => Promise.all((await boxes.all()).map(async (box) => [await page.locator(`label[for="${await box.getAttribute('id')}"]`).innerText(), await box.isChecked()]));
    expect(await boxState()).to.deep.equal([
      ['Financial health check', true],
      ['Net worth', true],
      ['Monthly cashflow', true],
      ['What you own and owe', true],
      ['Emergency fund and savings targets', true],
      ['Retirement', true],
      ['Housing plan', true],
      ['Readiness to invest', true],
      ['Recommended next actions', true],
    ]);
    // The headline figures of each section, as the PDF will show them.
    await sections.getByText('S$2,600.00 left each month').waitFor();
    await sections.getByText('Resale in Bedok:', { exact: false }).waitFor();
    expect(await page.getByLabel('Housing plan in your report').inputValue()).to.not.equal('');
    await expectNoAxeViolations(page, 'report preview');
    await shootBothWidths(page, SHOTS, 'report-preview');
    // Nothing runs off the side of a phone's screen.
    await page.setViewportSize({ width: 360, height: 800 });
    expect(await page.evaluate<number>('document.documentElement.scrollWidth')).to.be.at.most(360);
    await page.setViewportSize({ width: 1280, height: 900 });

    // At least one section: with none ticked, Download says so.
    for (const box of await boxes.all()) await box.uncheck();
    await page.getByText('Choose at least one section for your report.').waitFor();
    await page.getByRole('button', { name: 'Download PDF' }).click();
    expect(await page.evaluate<string | null>('document.activeElement?.id ?? null')).to.equal('report-section-health-check');
    await expectNoAxeViolations(page, 'report with no section');
    for (const box of await boxes.all()) await box.check();
    expect(await page.getByText('Choose at least one section for your report.').count()).to.equal(0);

    // Untick the housing plan and download.
    await sections.getByRole('checkbox', { name: 'Housing plan' }).uncheck();
    const [download] = await Promise.all([page.waitForEvent('download', { timeout: 60_000 }), page.getByRole('button', { name: 'Download PDF' }).click()]);
    expect(download.suggestedFilename()).to.match(/^mymoneyplan-financial-plan-\d{4}-\d{2}-\d{2}\.pdf$/);
    const { pages, outline } = await pdfText(new Uint8Array(await readFile((await download.path())!)));
    const text = pages.join(' ');

    // The health check's levels as the dashboard judged them, each with its figure.
    const check = (await (await page.request.get(url('/api/v1/health-check'))).json()) as Record<string, { level: number }>;
    const LEVELS = ['Not available yet', 'Needs attention', 'Fair', 'Good'];
    for (const [label, indicator] of [
      ['Savings ratio', 'savingsRatio'],
      ['Debt servicing ratio', 'debtServicingRatio'],
      ['Investment diversification', 'diversification'],
      ['Emergency fund', 'emergencyFund'],
    ] as const) {
      expect(text, label).to.match(new RegExp(`${label} ${LEVELS[check[indicator]!.level]}`));
    }
    // Left each month 5,000 - 2,000 - 400 = 2,600 of 5,000 take-home.
    expect(text).to.include('Savings ratio Good: 52.0 %');
    // The targets, and the month in figures.
    expect(text).to.include('Japan trip');
    expect(text).to.include('Emergency fund (');
    expect(text).to.include('S$2,600.00');
    expect(text).to.include('Loan instalments paid from CPF');
    expect(text).to.include('Readiness to invest');
    // The unticked section is not in it.
    expect(text).to.not.include('Resale in Bedok');
    expect(outline).to.not.include('Housing plan');
    expect(outline).to.include.members(['Financial health check', 'Emergency fund and savings targets', 'Recommended next actions']);
    expect(pages[0]).to.match(/Page 1 of \d+$/);
    await context.close();
  });

  it('for a resident with nothing entered yet: each section says what to add, and how to add a housing plan and the readiness checks', async () => {
    const { context, page } = await newPage(journey.browser);
    await finishOnboarding(page, journey.app.baseUrl, 'S9812379B [MyInfo]', 'new.resident@example.com');
    await page.goto(url('/report'));
    const sections = page.getByRole('group', { name: 'What goes in your report' });
    await sections.waitFor();
    expect(await sections.getByRole('checkbox').count()).to.equal(7);
    await sections.getByText('Add your income and your expenses to see your month in figures.').waitFor();
    const more = page.getByRole('region', { name: 'Not in your report yet' });
    await more.getByRole('link', { name: 'make a financing plan' }).waitFor();
    await more.getByRole('link', { name: 'answer the readiness assessment' }).waitFor();
    expect(await page.getByLabel('Housing plan in your report').count(), 'no plans to choose from').to.equal(0);
    await expectNoAxeViolations(page, 'report of an empty account');
    await shootBothWidths(page, SHOTS, 'report-empty');
    const [download] = await Promise.all([page.waitForEvent('download', { timeout: 60_000 }), page.getByRole('button', { name: 'Download PDF' }).click()]);
    const { pages } = await pdfText(new Uint8Array(await readFile((await download.path())!)));
    expect(pages.join(' ')).to.include('Savings ratio Not available yet');
    expect(pages.join(' ')).to.not.include('Housing plan');
    await context.close();
  });
});
