import { expect } from 'chai';
import type { Page } from 'playwright-core';
import { expectNoAxeViolations, newPage } from '../support/e2e/browser.js';
import { journeySetup } from '../support/e2e/journey.js';
import { finishOnboarding, signInAndConsent } from '../support/e2e/resident-journeys.js';

/**
 * docs/decisions.md "A private page's frame in its document": once the server has decided the session, a resident
 * the gate lets in gets the dashboard's and the retirement plan's frame in the document itself (the signed-in bar,
 * their name, the heading and lead, the skeleton), so the page paints before any script has run; the app then
 * renders the same page over it. A resident the gate would send elsewhere gets the blank shell, as before.
 */
describe('Journey: a private page paints its frame from the document', function () {
  this.timeout(240_000);
  const journey = journeySetup();
  const url = (path: string) => `${journey.app.baseUrl}${path}`;

  /** The page's document as the server sends it, with the browser's cookies (no script runs). */
  const documentOf = async (page: Page, path: string) => (await page.request.get(url(path))).text();

  it('a resident still to finish onboarding gets the blank shell, and the app sends them on as before', async () => {
    const { context, page } = await newPage(journey.browser);
    await signInAndConsent(page, journey.app.baseUrl, 'S9812381D [MyInfo]');
    const html = await documentOf(page, '/dashboard');
    expect(html).to.contain('<div id="root"></div>');
    expect(html).not.to.contain('data-private-frame');
    await page.goto(url('/dashboard'));
    // Spec 1 §4 rule 5: the email intercept comes first for a resident who has not verified nor deferred it.
    await page.waitForURL(url('/email-intercept-login'));
    await context.close();
  });

  it('an onboarded resident reads the dashboard and the retirement plan before their code has run, with their own name, and the app takes over the same page', async () => {
    const { context, page } = await newPage(journey.browser);
    await finishOnboarding(page, journey.app.baseUrl, 'S9812379B [MyInfo]', 'frame.resident@example.com');
    await page.goto(url('/dashboard'));
    const greeting = await page.getByRole('heading', { level: 1 }).innerText();
    expect(greeting).to.match(/^Welcome, \S+/);

    const html = await documentOf(page, '/dashboard');
    expect(html).to.contain('data-private-frame');
    expect(html).not.to.match(/__Resident|__RESIDENT/);

    // The same cookies in a browser that runs no script: the document alone shows the resident's greeting and lead.
    const noScript = await journey.browser.newContext({ javaScriptEnabled: false, viewport: { width: 360, height: 800 } });
    await noScript.addCookies(await context.cookies());
    const framePage = await noScript.newPage();
    await framePage.goto(url('/dashboard'));
    expect(await framePage.getByRole('heading', { level: 1 }).innerText()).to.equal(greeting);
    await framePage.getByText('How your cashflow, wealth and protection look today, and what to do next.').waitFor();
    const initial = greeting.replace(/^Welcome, /, '').charAt(0).toUpperCase();
    expect(await framePage.locator('.avatar').first().textContent()).to.equal(initial);
    await framePage.goto(url('/retirement-plan'));
    await framePage.getByRole('heading', { name: 'Retirement plan', level: 1 }).waitFor();
    await noScript.close();

    // With script: the app renders over the frame (the root drops its marker) and the page is the same page.
    await page.goto(url('/retirement-plan'));
    expect(await page.locator('#root').getAttribute('data-private-frame')).to.equal(null);
    await page.getByRole('heading', { name: 'Retirement plan', level: 1 }).waitFor();
    await page.goto(url('/dashboard'));
    expect(await page.getByRole('heading', { level: 1 }).innerText()).to.equal(greeting);
    await page.getByRole('heading', { name: /Let's start|Your financial health/ }).waitFor();
    await expectNoAxeViolations(page, 'dashboard over its frame');
    await context.close();
  });

  it('after signing out, the same browser gets the blank shell for a private page', async () => {
    const { context, page } = await newPage(journey.browser);
    await finishOnboarding(page, journey.app.baseUrl, 'S9812382B [MyInfo]', 'frame.leaver@example.com');
    expect(await documentOf(page, '/dashboard')).to.contain('data-private-frame');
    const cookies = await context.cookies();
    const signedOut = await page.request.delete(url('/api/v1/auth/token'), { headers: { origin: journey.app.baseUrl } });
    expect(signedOut.status()).to.equal(204);
    // The old cookie, kept by a browser that did not hear of the sign-out, decides nothing any more.
    const stale = await journey.browser.newContext();
    await stale.addCookies(cookies);
    const html = await (await stale.request.get(url('/dashboard'))).text();
    expect(html).not.to.contain('data-private-frame');
    expect(html).to.contain('<div id="root"></div>');
    await stale.close();
    await context.close();
  });
});
