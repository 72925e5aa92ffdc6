import { expect } from 'chai';
import fs from 'node:fs';
import type { Page } from 'playwright-core';
import { unzipSync, strFromU8 } from 'fflate';
import type { UserProfile } from '../../src/identity/adapters/http/identity.contract.js';
import { expectNoAxeViolations, newPage } from '../support/e2e/browser.js';
import { journeySetup } from '../support/e2e/journey.js';
import { cents, postAsResident, typedAsset } from '../support/e2e/resident-data.js';
import { signInAndConsent } from '../support/e2e/resident-journeys.js';
import { shootBothWidths } from '../support/e2e/screenshots.js';

/**
 * "Your data" on the profile page (docs/decisions.md "Export and import of one's data"): a resident with data
 * downloads the export (JSON, and the ZIP for spreadsheets), and another, fresh account brings it back through the
 * preview. Axe on each state; E2E_SCREENSHOTS=<dir> keeps 1280 and 360 px screenshots.
 */
describe('Journey: download my data and bring it back', function () {
  this.timeout(180_000);
  const journey = journeySetup();
  const url = (path: string) => `${journey.app.baseUrl}${path}`;
  let exportPath = '';

  /** Consent on the page, the rest of onboarding in one PATCH /user. */
  async function onboard(page: Page, persona: string) {
    await signInAndConsent(page, journey.app.baseUrl, persona);
    const res = await page.request.patch(url('/api/v1/user'), { data: { email: 'data.owner@example.com', deferEmailVerification: true, employmentStatusRange: 'FULL_PART_TIME', workYearsRange: 'ABOVE_5' } });
    expect(((await res.json()) as UserProfile).onboardingComplete).to.equal(true);
  }

  it('a resident with data downloads the export from the profile page, as JSON and as a ZIP of CSV files', async () => {
    const { context, page } = await newPage(journey.browser);
    await onboard(page, 'S9812379B [MyInfo]');
    const base = journey.app.baseUrl;
    await postAsResident(page, base, '/income', { incomeList: [{ name: 'Salary', grossIncome: cents(6000), netIncome: cents(4800), incomeCurrency: 'SGD', type: 'EMPLOYMENT' }] });
    await postAsResident(page, base, '/expense', { expenses: [{ category: 'Food', amount: cents(800), timeInterval: 'MONTHLY' }] });
    await postAsResident(page, base, '/asset/cash-savings', typedAsset('Savings account', cents(15000)));
    await postAsResident(page, base, '/goal', { name: 'Holiday', totalAmount: cents(4000), currentAmount: cents(2000), date: '2027-06-30' });
    await postAsResident(page, base, '/investing-for-beginners/guide', { item: 'EMERGENCY_FUND', completed: true });
    await postAsResident(page, base, '/investing-for-beginners/insurance', { insurance: { policyName: 'Term life', insurer: 'Great Eastern', premiumAmount: cents(120), premiumFrequency: 'MONTHLY' } });

    await page.goto(url('/profile'));
    const section = page.getByRole('region', { name: 'Your data' });
    await section.getByRole('heading', { name: 'Download my data' }).waitFor();
    await expectNoAxeViolations(page, 'profile: your data');
    await section.scrollIntoViewIfNeeded();
    await shootBothWidths(page, process.env.E2E_SCREENSHOTS, 'your-data');

    const [download] = await Promise.all([page.waitForEvent('download'), section.getByRole('link', { name: 'Download my data (JSON)' }).click()]);
    expect(download.suggestedFilename()).to.match(/^mymoneyplan-export-\d{4}-\d{2}-\d{2}\.json$/);
    exportPath = `${await download.path()}`;
    const doc = JSON.parse(fs.readFileSync(exportPath, 'utf8')) as {
      schemaVersion: number;
      incomes: Array<{ name: string; gross: unknown; source: string }>;
      goals: Array<{ name: string }>;
      investingGuideSteps: string[];
      insurancePolicies: Array<{ details: { policyName: string } }>;
    };
    expect(doc.schemaVersion).to.equal(1);
    expect(doc.incomes.find((i) => i.name === 'Salary')).to.deep.include({ gross: { cents: 600_000, currency: 'SGD' }, source: 'MANUAL' });
    expect(doc.goals.map((g) => g.name)).to.deep.equal(['Holiday']);
    expect(doc.investingGuideSteps).to.deep.equal(['EMERGENCY_FUND']);
    expect(doc.insurancePolicies.map((p) => p.details.policyName)).to.deep.equal(['Term life']);
    // Kept outside the browser's download folder, which goes with the context.
    const kept = `${exportPath}.kept.json`;
    fs.copyFileSync(exportPath, kept);
    exportPath = kept;

    const [zip] = await Promise.all([page.waitForEvent('download'), section.getByRole('link', { name: 'For spreadsheets (ZIP of CSV files)' }).click()]);
    expect(zip.suggestedFilename()).to.match(/^mymoneyplan-export-\d{4}-\d{2}-\d{2}\.zip$/);
    const files = unzipSync(new Uint8Array(fs.readFileSync(`${await zip.path()}`)));
    // Amounts in dollars beside their currency (docs/decisions.md "Export and import of one's data").
    expect(strFromU8(files['incomes.csv']!)).to.include(',Salary,EMPLOYMENT,6000.00,SGD,4800.00,SGD,MANUAL,,');
    await context.close();
  });

  it('a fresh account brings the export back through the preview', async () => {
    const { context, page } = await newPage(journey.browser);
    await onboard(page, 'S9812381D [MyInfo]');
    await page.goto(url('/profile'));
    const section = page.getByRole('region', { name: 'Your data' });
    await section.getByText('Myinfo and bank data are not restored').waitFor();

    await section.getByLabel('Your export file (.json)').setInputFiles(exportPath);
    const table = section.getByRole('table', { name: /What bringing back .+ changes/ });
    await table.waitFor();
    const row = (label: string) => table.getByRole('row', { name: new RegExp(`^${label}\\b`) });
    expect(await row('Income').getByRole('cell').allTextContents()).to.deep.equal(['1', '0']);
    expect(await row('Savings targets').getByRole('cell').allTextContents()).to.deep.equal(['1', '0']);
    expect(await row('Investing guide steps').getByRole('cell').allTextContents()).to.deep.equal(['1', '0']);
    expect(await row('Insurance policies').getByRole('cell').allTextContents()).to.deep.equal(['1', '0']);
    await expectNoAxeViolations(page, 'your data: preview');
    await page.setViewportSize({ width: 360, height: 800 });
    expect(await page.evaluate<boolean>('document.documentElement.scrollWidth <= window.innerWidth'), 'no sideways scroll at 360 px').to.equal(true);
    await page.setViewportSize({ width: 1280, height: 900 });
    await shootBothWidths(page, process.env.E2E_SCREENSHOTS, 'your-data-preview');
    // The preview writes nothing.
    const before = await (await page.request.get(url('/api/v1/export'))).json();
    expect(before.incomes).to.deep.equal([]);

    await section.getByRole('button', { name: 'Confirm and bring back' }).click();
    await section.getByRole('status').filter({ hasText: 'Your data is back.' }).waitFor();
    await expectNoAxeViolations(page, 'your data: done');
    await shootBothWidths(page, process.env.E2E_SCREENSHOTS, 'your-data-done');
    const after = await (await page.request.get(url('/api/v1/export'))).json();
    expect(after.incomes.map((i: { name: string }) => i.name)).to.deep.equal(['Salary']);
    expect(after.goals.map((g: { name: string }) => g.name)).to.deep.equal(['Holiday']);
    const guide = await (await page.request.get(url('/api/v1/investing-for-beginners/guide'))).json();
    expect(guide.itemsCompleted, 'the guide\'s tick is back').to.deep.equal(['EMERGENCY_FUND']);
    const insurance = await (await page.request.get(url('/api/v1/investing-for-beginners/insurance'))).json();
    expect(insurance.insuranceList.map((p: { insurance: { policyName: string; premiumAmount: number } }) => [p.insurance.policyName, p.insurance.premiumAmount]), 'the policy is back').to.deep.equal([['Term life', 12_000]]);

    // A file that is not JSON is refused in the browser, naming what to choose.
    const notJson = `${exportPath}.txt`;
    fs.writeFileSync(notJson, 'name,amount\nSalary,1');
    await section.getByLabel('Your export file (.json)').setInputFiles(notJson);
    await section.getByRole('alert').filter({ hasText: 'it is not a JSON file' }).waitFor();
    await context.close();
  });

  it('an account with bank data, typed CPF balances and targets comes back into a new account: the allocation cut to the savings that came back is named before Confirm, the CPF balances and the setup flows follow', async () => {
    const owner = await newPage(journey.browser);
    await onboard(owner.page, 'S9812385G [MyInfo]');
    const base = journey.app.baseUrl;
    await postAsResident(owner.page, base, '/income', { incomeList: [{ name: 'Salary', grossIncome: cents(6000), netIncome: cents(4800), incomeCurrency: 'SGD', type: 'EMPLOYMENT' }] });
    await postAsResident(owner.page, base, '/asset/cash-savings', typedAsset('Savings account', cents(5000)));
    const cpf = await owner.page.request.patch(url('/api/v1/asset/cpf'), { data: { oa: cents(50000), sa: cents(20000), ma: cents(30000) } });
    expect(cpf.status(), await cpf.text()).to.equal(200);
    // Bank data through the sandbox's consent page, as the resident shares it (Settings, Data selection).
    await owner.page.goto(url('/settings'));
    await owner.page.getByRole('link', { name: /data selection/i }).click();
    await owner.page.getByRole('radio', { name: /^Bank data and Myinfo/ }).check();
    await owner.page.getByRole('button', { name: 'Continue' }).click();
    await owner.page.waitForURL(/\/sandbox\/sgfindex\/consent/);
    for (const bank of ['OCBC Bank', 'UOB', 'Standard Chartered Bank', 'Citibank', 'HSBC', 'Maybank']) await owner.page.getByLabel(bank).uncheck();
    await owner.page.getByRole('button', { name: 'Share my data' }).click();
    await owner.page.waitForURL(url('/data/summary/banks'));
    // The emergency fund holds more than the typed savings: the bank's cash savings make up the rest.
    const fund = await owner.page.request.put(url('/api/v1/emergency-fund'), { data: { totalAmount: cents(30000), currentAmount: cents(6000), date: '2027-12-31' } });
    expect(fund.status(), await fund.text()).to.be.oneOf([200, 201]);
    const exported = await (await owner.page.request.get(url('/api/v1/export'))).json();
    expect(exported.assets.some((a: { source: string }) => a.source === 'BANK'), 'the file holds bank data').to.equal(true);
    const file = `${exportPath}.with-bank-data.json`;
    fs.writeFileSync(file, JSON.stringify(exported));
    await owner.context.close();

    const { context, page } = await newPage(journey.browser);
    await onboard(page, 'S9912375C [MyInfo]');
    await page.goto(url('/profile'));
    const section = page.getByRole('region', { name: 'Your data' });
    await section.getByLabel('Your export file (.json)').setInputFiles(file);
    await section.getByRole('table', { name: /What bringing back .+ changes/ }).waitFor();
    const changed = section.locator('.your-data__adjusted li');
    expect(await changed.allInnerTexts()).to.deep.equal([
      'Emergency fund: Allocated S$5,000.00 instead of S$6,000.00: the cash, savings and fixed deposits this file brings back come to S$5,000.00 (balances from Myinfo or your bank come back when you fetch them again). Allocate more once they are back.',
    ]);
    expect(await section.locator('.your-data__skipped li').filter({ hasText: 'fetched again with your consent' }).count(), 'the bank items are named as not restored').to.be.greaterThan(0);
    await expectNoAxeViolations(page, 'your data: preview with an allocation cut');
    await shootBothWidths(page, process.env.E2E_SCREENSHOTS, 'your-data-preview-adjusted');

    await section.getByRole('button', { name: 'Confirm and bring back' }).click();
    await section.getByRole('status').filter({ hasText: 'Your data is back.' }).waitFor();
    const after = await (await page.request.get(url('/api/v1/export'))).json();
    expect(after.emergencyFund).to.deep.include({ allocated: { cents: cents(5000), currency: 'SGD' }, target: { cents: cents(30000), currency: 'SGD' } });
    expect(after.cpf).to.deep.include({ oa: { cents: cents(50000), currency: 'SGD' }, sa: { cents: cents(20000), currency: 'SGD' }, ma: { cents: cents(30000), currency: 'SGD' }, source: 'MANUAL' });
    const modules = (await (await page.request.get(url('/api/v1/module-status'))).json()) as { modules: Array<{ module: string; completed: boolean }> };
    const done = modules.modules.filter((m) => m.completed).map((m) => m.module);
    expect(done, 'the setup flows the file filled are done').to.include.members(['CASHFLOW', 'WEALTH', 'SET_SAVING_TARGETS']);
    await context.close();
  });
});
