import { expect } from 'chai';
import type { Page } from 'playwright-core';
import { expectNoAxeViolations, newPage } from '../support/e2e/browser.js';
import { journeySetup } from '../support/e2e/journey.js';
import { pickMockpassPersona } from '../support/e2e/mockpass-page.js';

const IDLE_SECONDS = 20;
/** Where to keep screenshots for a look (E2E_SCREENSHOTS=/some/dir); none are taken without it. */
const SHOTS = process.env.E2E_SCREENSHOTS;

/**
 * Session timing (spec 1 §4, §9) with SESSION_IDLE_TIMEOUT_SECONDS=20 instead of 600, so idle time is real but
 * short: the warning opens at half (10 s), 'Stay logged in' keeps the session, and idling again to the full limit
 * signs out with the inactivity message, on the server as well.
 */
describe('Journey: idle warning and inactivity sign-out', function () {
  this.timeout(120_000);
  const journey = journeySetup({ SESSION_IDLE_TIMEOUT_SECONDS: String(IDLE_SECONDS) });

  async function signIn(page: Page) {
    await page.goto(`${journey.app.baseUrl}/`);
    await page.getByRole('link', { name: 'Log in with Singpass' }).first().click();
    await pickMockpassPersona(page, 'S9812379B [MyInfo]');
    await page.waitForURL(`${journey.app.baseUrl}/intro-privacy`);
    await page.getByRole('heading', { name: 'How we look after your data' }).waitFor();
  }

  const warning = (page: Page) => page.getByRole('dialog', { name: 'Are you still there?' });

  it('warns at half the idle limit; staying refreshes the session; idling on signs out', async () => {
    const { context, page } = await newPage(journey.browser);
    await signIn(page);
    const signedInAt = Date.now();

    // Idle: the warning opens at about 10 s, not at once.
    await warning(page).waitFor({ timeout: 20_000 });
    const openedAfter = (Date.now() - signedInAt) / 1000;
    expect(openedAfter, 'seconds until the warning').to.be.within(IDLE_SECONDS / 2 - 2, IDLE_SECONDS / 2 + 4);
    const countdown = await warning(page).getByRole('timer').textContent();
    expect(countdown).to.match(/^0:(0\d|1[0-2])$/);
    // A string, not a function: the test project compiles without the DOM library.
    expect(await page.evaluate<string>("document.activeElement?.textContent?.trim() ?? ''"), 'focus on Stay logged in').to.equal('Stay logged in');
    await expectNoAxeViolations(page, 'idle warning');
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/idle-warning-1280.png` });

    // A mouse moving over the page does not answer it.
    await page.mouse.move(200, 200);
    await page.mouse.move(400, 300);
    expect(await warning(page).isVisible()).to.equal(true);

    // 'Stay logged in': closes, refreshes the session (POST /auth/refresh) and restarts the idle clock.
    const refreshed = page.waitForResponse((res) => res.url().endsWith('/api/v1/auth/refresh') && res.request().method() === 'POST');
    await warning(page).getByRole('button', { name: 'Stay logged in' }).click();
    expect((await refreshed).status()).to.equal(200);
    await warning(page).waitFor({ state: 'hidden' });
    const stayedAt = Date.now();
    expect(page.url()).to.equal(`${journey.app.baseUrl}/intro-privacy`);

    // Idle again, no answer: the warning comes back, then the inactivity sign-out at the full limit.
    await warning(page).waitFor({ timeout: 20_000 });
    await page.waitForURL(`${journey.app.baseUrl}/logout`, { timeout: 20_000 });
    const loggedOutAfter = (Date.now() - stayedAt) / 1000;
    expect(loggedOutAfter, 'seconds from staying to the sign-out').to.be.within(IDLE_SECONDS - 2, IDLE_SECONDS + 5);
    await page.getByRole('heading', { name: 'We have logged you out' }).waitFor();
    await page.getByText('To protect your data, we have logged you out after 1 minute of inactivity. Please log in again.').waitFor();
    // The warning closes with the sign-out (its 400 ms fade may still be running as the page appears).
    await warning(page).waitFor({ state: 'hidden', timeout: 5_000 });
    await expectNoAxeViolations(page, 'inactivity logout');

    // The session is gone on the server too.
    const res = await page.request.get(`${journey.app.baseUrl}/api/v1/user`);
    expect(res.status()).to.equal(401);
    await context.close();
  });

  it('shows the warning on a small screen without overflow', async () => {
    const { context, page } = await newPage(journey.browser, 360, 740);
    await signIn(page);
    await warning(page).waitFor({ timeout: 20_000 });
    await expectNoAxeViolations(page, 'idle warning at 360 px');
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/idle-warning-360.png` });
    const overflow = await page.evaluate<boolean>('document.documentElement.scrollWidth > window.innerWidth');
    expect(overflow).to.equal(false);
    await context.close();
  });
});
