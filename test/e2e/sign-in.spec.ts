import { expect } from 'chai';
import { expectNoAxeViolations, newPage } from '../support/e2e/browser.js';
import { journeySetup } from '../support/e2e/journey.js';
import { pickMockpassPersona } from '../support/e2e/mockpass-page.js';

/**
 * A visitor signs in with Singpass (the sandbox's persona page), sees their name, and signs out: the whole
 * foundation slice as a resident clicks it, in Debian's Chromium against the built app.
 */
describe('Journey: sign in with Singpass, see yourself, sign out', function () {
  this.timeout(120_000);
  const journey = journeySetup();

  it('signs in from the landing page and out again', async () => {
    const { context, page } = await newPage(journey.browser);
    await page.goto(`${journey.app.baseUrl}/`);
    await page.getByRole('heading', { name: 'Plan your money with confidence' }).waitFor();
    expect(await page.title()).to.equal('MyMoneyPlan | Plan your finances with confidence');
    await expectNoAxeViolations(page, 'landing page');

    await page.getByRole('link', { name: 'Log in with Singpass' }).first().click();
    await pickMockpassPersona(page, 'S9812379B [MyInfo]');

    // A first sign-in: the gate asks for consent to the app terms before anything else (spec 1 §4).
    await page.waitForURL(`${journey.app.baseUrl}/intro-privacy`);
    await page.getByText('Welcome, Lim Yong Xiang').waitFor();
    await expectNoAxeViolations(page, 'consent page');

    await page.getByRole('main').getByRole('button', { name: 'Log out' }).click();
    await page.getByRole('heading', { name: 'You have logged out successfully' }).waitFor();
    await expectNoAxeViolations(page, 'logout page');

    // Signed out for real: the API refuses the old cookie.
    const res = await page.request.get(`${journey.app.baseUrl}/api/v1/user`);
    expect(res.status()).to.equal(401);
    await context.close();
  });

  it('keeps a resident out of the dashboard when signed out', async () => {
    const { context, page } = await newPage(journey.browser, 360, 740);
    await page.goto(`${journey.app.baseUrl}/dashboard`);
    await page.waitForURL(`${journey.app.baseUrl}/`);
    const overflow = await page.evaluate<number>('document.documentElement.scrollWidth - document.documentElement.clientWidth');
    expect(overflow, 'no horizontal scroll at 360 px').to.equal(0);
    await context.close();
  });
});
