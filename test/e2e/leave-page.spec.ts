import { expect } from 'chai';
import type { Page } from 'playwright-core';
import { expectNoAxeViolations, newPage, pressLookingDisabled } from '../support/e2e/browser.js';
import { journeySetup } from '../support/e2e/journey.js';
import { pickMockpassPersona } from '../support/e2e/mockpass-page.js';

/** Where to keep screenshots for a look (E2E_SCREENSHOTS=/some/dir); none are taken without it. */
const SHOTS = process.env.E2E_SCREENSHOTS;

/** Signs a new resident in, consents and opens onboarding step 1 (the 'About you' form). */
async function openStep1(page: Page, baseUrl: string, persona: string) {
  await page.goto(`${baseUrl}/`);
  await page.getByRole('link', { name: 'Log in with Singpass' }).first().click();
  await pickMockpassPersona(page, persona);
  await page.waitForURL(`${baseUrl}/intro-privacy`);
  await page.getByRole('checkbox', { name: 'I have read and agree to the Terms of use and Privacy policy' }).check();
  await page.getByRole('main').getByRole('button', { name: 'Continue' }).click();
  await page.waitForURL(`${baseUrl}/onboarding`);
  await page.getByRole('link', { name: 'Get started' }).click();
  await page.waitForURL(`${baseUrl}/onboarding/info/step-1`);
  await page.getByRole('heading', { name: 'About you' }).waitFor();
}

const leaveDialog = (page: Page) => page.getByRole('dialog', { name: 'Leave this page without saving changes?' });
const homeLink = (page: Page) => page.getByRole('link', { name: 'MyMoneyPlan home' });

/** Spec 1 §4 "Leaving a page": changed inputs ask before an in-app navigation and before closing the tab. */
describe('Journey: leaving a page with unsaved changes', function () {
  this.timeout(120_000);
  const journey = journeySetup();

  it('asks before leaving a changed onboarding form; Stay keeps the input, Leave goes', async () => {
    const { context, page } = await newPage(journey.browser);
    const base = journey.app.baseUrl;
    await openStep1(page, base, 'S9912375C [MyInfo]');

    // Unchanged: leaving does not ask.
    await homeLink(page).click();
    await page.waitForURL((url) => url.pathname !== '/onboarding/info/step-1');
    await page.goto(`${base}/onboarding/info/step-1`);
    await page.getByRole('heading', { name: 'About you' }).waitFor();

    const name = page.getByLabel('Full name');
    await name.fill('Bernard Wong Kah Wai');
    await homeLink(page).click();
    await leaveDialog(page).waitFor();
    await leaveDialog(page).getByText('The changes you made to this page will not be saved.').waitFor();
    await expectNoAxeViolations(page, 'leave-page dialog');
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/leave-page-1280.png` });

    await leaveDialog(page).getByRole('button', { name: 'Cancel' }).click();
    await leaveDialog(page).waitFor({ state: 'hidden' });
    expect(new URL(page.url()).pathname).to.equal('/onboarding/info/step-1');
    expect(await name.inputValue()).to.equal('Bernard Wong Kah Wai');

    // Closing the tab: the browser's own prompt (dismissed here, so the page stays).
    const prompt = new Promise<string>((resolve) => page.once('dialog', (dialog) => void dialog.dismiss().then(() => resolve(dialog.type()))));
    await page.close({ runBeforeUnload: true });
    expect(await prompt).to.equal('beforeunload');
    expect(page.isClosed()).to.equal(false);

    // Leave: the navigation goes ahead.
    await homeLink(page).click();
    await leaveDialog(page).getByRole('button', { name: 'Leave' }).click();
    await page.waitForURL((url) => url.pathname !== '/onboarding/info/step-1');
    await context.close();
  });

  it('does not ask when the form is saved with Continue', async () => {
    const { context, page } = await newPage(journey.browser);
    const base = journey.app.baseUrl;
    await openStep1(page, base, 'S9912365F [MyInfo]');
    await page.getByLabel('Full name').fill('Cheng Mei Qin Annie');
    await pressLookingDisabled(page.getByRole('main').getByRole('button', { name: 'Continue' }));
    await page.waitForURL(`${base}/onboarding/info/step-2`);
    expect(await leaveDialog(page).count()).to.equal(0);
    await context.close();
  });

  it("asks before the browser's Back leaves a changed form; Cancel stays on it, Leave goes back", async () => {
    const { context, page } = await newPage(journey.browser);
    const base = journey.app.baseUrl;
    await openStep1(page, base, 'S9812381D [MyInfo]');
    const name = page.getByLabel('Full name');
    await name.fill('Tan Ah Kow');

    await page.goBack();
    await leaveDialog(page).waitFor();
    // The Back is undone while the question is open: the address is the form's again.
    await page.waitForURL(`${base}/onboarding/info/step-1`);
    await leaveDialog(page).getByRole('button', { name: 'Cancel' }).click();
    await leaveDialog(page).waitFor({ state: 'hidden' });
    expect(new URL(page.url()).pathname).to.equal('/onboarding/info/step-1');
    expect(await name.inputValue()).to.equal('Tan Ah Kow');

    await page.goBack();
    await leaveDialog(page).getByRole('button', { name: 'Leave' }).click();
    await page.waitForURL((url) => url.pathname !== '/onboarding/info/step-1');
    expect(await leaveDialog(page).count()).to.equal(0);
    await context.close();
  });

  it('shows the dialog on a small screen without overflow', async () => {
    const { context, page } = await newPage(journey.browser, 360, 740);
    await openStep1(page, journey.app.baseUrl, 'S6005053H [MyInfo]');
    await page.getByLabel('Full name').fill('Someone Else');
    await homeLink(page).click();
    await leaveDialog(page).waitFor();
    await expectNoAxeViolations(page, 'leave-page dialog at 360 px');
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/leave-page-360.png` });
    expect(await page.evaluate<boolean>('document.documentElement.scrollWidth > window.innerWidth')).to.equal(false);
    await context.close();
  });
});

describe('Journey: leave-page warning switched off (LEAVE_PAGE_WARNING=false)', function () {
  this.timeout(120_000);
  const journey = journeySetup({ LEAVE_PAGE_WARNING: 'false' });

  it('leaves a changed form without asking', async () => {
    const { context, page } = await newPage(journey.browser);
    await openStep1(page, journey.app.baseUrl, 'S9812385G [MyInfo]');
    await page.getByLabel('Full name').fill('Changed Name');
    await homeLink(page).click();
    await page.waitForURL((url) => url.pathname !== '/onboarding/info/step-1');
    expect(await leaveDialog(page).count()).to.equal(0);
    await context.close();
  });
});
