import { expect } from 'chai';
import type { Page } from 'playwright-core';
import { expectNoAxeViolations, newPage } from '../support/e2e/browser.js';
import { journeySetup } from '../support/e2e/journey.js';
import { pickMockpassPersona } from '../support/e2e/mockpass-page.js';

/** Where to keep screenshots for a look (E2E_SCREENSHOTS=/some/dir); none are taken without it. */
const SHOTS = process.env.E2E_SCREENSHOTS;

/** Waits (up to 5 s) for the document title; the page's CSP forbids the eval behind waitForFunction('...'). */
async function titleBecomes(page: Page, title: string): Promise<void> {
  for (let i = 0; i < 50 && (await page.title()) !== title; i++) await page.waitForTimeout(100);
  expect(await page.title()).to.equal(title);
}

/**
 * The non-production tester controls on the landing page (spec 1 §2, §4 "Mock mode", gating step 2): the
 * identifier, mock login with the new-user toggle, and vanilla tables mode. (Production renders none of it: see
 * web/test/tester-settings.test.ts.)
 */
describe('Journey: tester controls on the landing page (non-production)', function () {
  this.timeout(120_000);
  const journey = journeySetup();

  async function openPanel(page: Page) {
    await page.getByText('For testers (not shown in production)').click();
    await page.getByRole('radiogroup', { name: 'Test usage' }).waitFor();
  }

  it('tags the title and a cookie with ?identifier=, and passes axe with the panel open', async () => {
    const { context, page } = await newPage(journey.browser);
    await page.goto(`${journey.app.baseUrl}/?identifier=qa-42`);
    await page.getByRole('heading', { name: 'Plan your money with confidence' }).waitFor();
    await titleBecomes(page, '[qa-42] MyMoneyPlan | Plan your finances with confidence');
    const cookie = (await context.cookies()).find((c) => c.name === 'tester_identifier');
    expect(cookie).to.deep.include({ value: 'qa-42', path: '/', sameSite: 'Lax' });
    await openPanel(page);
    await page.getByText('Identifier qa-42 is in the page title').waitFor();
    await expectNoAxeViolations(page, 'landing with tester controls open');
    if (SHOTS) await page.locator('.tester-panel').screenshot({ path: `${SHOTS}/tester-controls-1280.png` });

    // The identifier stays on other pages (from the cookie), also after a reload.
    await page.goto(`${journey.app.baseUrl}/about-us`);
    await titleBecomes(page, '[qa-42] MyMoneyPlan | About us');
    await context.close();
  });

  it('fits a small screen', async () => {
    const { context, page } = await newPage(journey.browser, 360, 740);
    await page.goto(`${journey.app.baseUrl}/`);
    await openPanel(page);
    await page.getByRole('radio', { name: /Mock login/ }).check();
    await page.getByLabel('Sandbox persona for mock login').waitFor();
    await expectNoAxeViolations(page, 'tester controls at 360 px');
    if (SHOTS) await page.locator('.tester-panel').screenshot({ path: `${SHOTS}/tester-controls-360.png` });
    expect(await page.evaluate<boolean>('document.documentElement.scrollWidth > window.innerWidth')).to.equal(false);
    await context.close();
  });

  it('mock login signs the chosen persona in without the Singpass page; New user makes a new account each time', async () => {
    const { context, page } = await newPage(journey.browser);
    const base = journey.app.baseUrl;
    const sandboxPages: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame() && /\/singpass\/v2\/authorize$/.test(new URL(frame.url()).pathname)) sandboxPages.push(frame.url());
    });
    await page.goto(`${base}/`);
    await openPanel(page);
    await page.getByRole('radio', { name: /Mock login/ }).check();
    await page.getByLabel('Sandbox persona for mock login').selectOption('S9812381D');
    await page.getByRole('checkbox', { name: 'New user' }).check();
    expect(await page.evaluate<string | null>("localStorage.getItem('mmp.tester.usage')")).to.equal('mock-login');
    expect(await page.evaluate<string | null>("localStorage.getItem('mmp.tester.newUser')")).to.equal('true');

    const loginAsNewUser = async () => {
      await page.getByRole('link', { name: 'Log in with Singpass' }).first().click();
      await page.waitForURL(`${base}/intro-privacy`);
      await page.getByText('Welcome, Tan Heng Huat').waitFor();
      return ((await (await page.request.get(`${base}/api/v1/user`)).json()) as { id: string }).id;
    };
    const logOut = async () => {
      await page.getByRole('button', { name: 'Log out' }).first().click();
      await page.waitForURL(`${base}/logout`);
    };

    const first = await loginAsNewUser();
    await logOut();
    await page.goto(`${base}/`);
    const second = await loginAsNewUser();
    expect(second, 'a second new account').to.not.equal(first);
    expect(sandboxPages, 'never on the Singpass sandbox page').to.deep.equal([]);
    await context.close();
  });

  it('vanilla tables mode opens only /sgfindex after login, until turned off', async () => {
    const { context, page } = await newPage(journey.browser);
    const base = journey.app.baseUrl;
    await page.goto(`${base}/`);
    await openPanel(page);
    await page.getByRole('radio', { name: /Vanilla tables/ }).check();
    await page.getByRole('link', { name: 'Log in with Singpass' }).first().click();
    await pickMockpassPersona(page, 'S9812379B [MyInfo]');
    await page.waitForURL(`${base}/sgfindex`);
    await page.getByRole('heading', { name: 'SGFinDex data tables' }).waitFor();
    // A new tester accepts the app terms first (the server retrieves nothing before), then comes back here.
    await page.getByRole('link', { name: 'Review the terms' }).click();
    await page.waitForURL(`${base}/intro-privacy`);
    await page.getByRole('checkbox', { name: 'I have read and agree to the Terms of use and Privacy policy' }).check();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL(`${base}/sgfindex`);
    await page.getByText('No bank data retrieved yet.').waitFor();

    // Retrieving bank data goes round the real consent and comes back to the tables, not to the summaries.
    await page.getByRole('button', { name: 'Retrieve bank data' }).click();
    await page.waitForURL(/\/sandbox\/sgfindex\/consent/);
    for (const bank of ['OCBC Bank', 'UOB', 'Standard Chartered Bank', 'Citibank', 'HSBC', 'Maybank']) await page.getByLabel(bank).uncheck();
    await page.getByRole('button', { name: 'Share my data' }).click();
    await page.waitForURL(`${base}/sgfindex`);
    await page.getByText(/Institutions: DBS, CDP\./).waitFor();
    const casa = page.getByRole('table', { name: /Current and savings accounts/ });
    await casa.waitFor();
    expect(await casa.getByRole('row').count(), 'a header and the DBS accounts’ monthly amounts').to.be.greaterThan(2);
    expect(await casa.getByRole('cell', { name: 'OCBC', exact: true }).count(), 'only the banks chosen').to.equal(0);
    await page.getByRole('table', { name: /Depository holdings \(CDP\)/ }).waitFor();
    await expectNoAxeViolations(page, 'vanilla tables page');

    await page.goto(`${base}/dashboard`);
    await page.waitForURL(`${base}/sgfindex`);

    await page.getByRole('button', { name: 'Turn off vanilla tables mode' }).click();
    await page.waitForURL((url) => url.pathname !== '/sgfindex');
    expect(await page.evaluate<string | null>("localStorage.getItem('mmp.tester.usage')")).to.equal('actual-login');
    await page.goto(`${base}/sgfindex`);
    await page.waitForURL(`${base}/`);
    await context.close();
  });
});
