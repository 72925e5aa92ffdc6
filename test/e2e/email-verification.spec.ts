import { expect } from 'chai';
import type { Page } from 'playwright-core';
import { expectNoAxeViolations, newPage, pressLookingDisabled } from '../support/e2e/browser.js';
import { journeySetup } from '../support/e2e/journey.js';
import { reachOnboardingEmailStep, signInAndConsent } from '../support/e2e/resident-journeys.js';
import { pickMockpassPersona } from '../support/e2e/mockpass-page.js';

/**
 * A new resident verifies their email during onboarding (spec 1 §4 "Email verification"): step 2 saves the
 * address and sends the link, 'Check your inbox' shows, the link (read from the development outbox) verifies
 * it, and onboarding carries on to the dashboard. Then the link opened while signed out: log in, come back,
 * and a used link explains itself. Debian's Chromium against the built app and its own mockpass, axe on the new
 * pages and states.
 */
describe('Journey: email verification', function () {
  this.timeout(120_000);
  const journey = journeySetup();

  /** Continue looks disabled until the form is valid but stays pressable (spec 1 §5): Playwright must not wait. */
  const pressContinue = (page: Page) => pressLookingDisabled(page.getByRole('main').getByRole('button', { name: 'Continue' }));

  /** The newest verification link in the development outbox, opened as a developer would. */
  async function openNewestLink(page: Page): Promise<string> {
    await page.goto(`${journey.app.baseUrl}/dev/outbox`);
    await page.getByRole('heading', { name: 'Development outbox', level: 1 }).waitFor();
    const first = page.locator('.outbox-item').first();
    await first.locator('summary').click();
    const link = first.getByRole('link', { name: /\/email-verification\// });
    await link.waitFor();
    const href = (await link.getAttribute('href')) ?? '';
    return href;
  }

  it('sends the link from step 2, verifies it from the outbox, and finishes onboarding', async () => {
    const { context, page } = await newPage(journey.browser);
    await signInAndConsent(page, journey.app.baseUrl, 'S9912375C [MyInfo]');
    await reachOnboardingEmailStep(page, journey.app.baseUrl);
    await page.getByRole('heading', { name: 'Your email', level: 1 }).waitFor();
    await page.getByLabel('Email address').fill('resident.s9912375c@example.com');
    await pressContinue(page);

    // 'Check your inbox': the address, Resend waiting 60 s with a visible countdown, Change email, verify later.
    const inbox = page.getByRole('heading', { name: 'Check your inbox' });
    await inbox.waitFor();
    expect(await page.evaluate<string>('document.activeElement?.textContent ?? ""'), 'focus on the new heading').to.equal('Check your inbox');
    await page.getByText('resident.s9912375c@example.com', { exact: true }).waitFor();
    const resend = page.getByRole('button', { name: 'Resend email' });
    expect(await resend.getAttribute('aria-disabled')).to.equal('true');
    await page.getByText(/You can resend the email in 0:5\d|1:00/).waitFor();
    await page.getByRole('button', { name: 'Change email' }).waitFor();
    await page.getByRole('button', { name: "I'll verify later" }).waitFor();
    await expectNoAxeViolations(page, 'step 2, check your inbox');

    // Continue before verifying says what to do instead of going on.
    await pressContinue(page);
    await page.getByText("To continue, open the link in the email we sent you, or choose 'I'll verify later'.").waitFor();
    expect(page.url()).to.equal(`${journey.app.baseUrl}/onboarding/info/step-2`);

    const server = (await (await page.request.get(`${journey.app.baseUrl}/api/v1/user`)).json()) as Record<string, unknown>;
    expect(server.emailVerificationStatus).to.equal('PENDING_VERIFICATION');

    // The developer outbox shows the email; its link is a real link.
    const href = await openNewestLink(page);
    expect(href.startsWith(`${journey.app.baseUrl}/email-verification/`), href).to.equal(true);
    await page.getByText('resident.s9912375c@example.com').first().waitFor();
    await expectNoAxeViolations(page, 'development outbox, a message open');
    await page.locator('.outbox-item').first().getByRole('link', { name: /\/email-verification\// }).click();

    await page.waitForURL(/\/email-verification\//);
    await page.getByRole('heading', { name: 'Your email is verified' }).waitFor();
    expect(await page.title()).to.equal('MyMoneyPlan | Verify your email');
    await expectNoAxeViolations(page, 'email verified');

    await page.getByRole('link', { name: 'Continue' }).click();
    await page.waitForURL(`${journey.app.baseUrl}/onboarding`);
    await page.getByRole('link', { name: 'Continue where you left off' }).click();
    await page.waitForURL(`${journey.app.baseUrl}/onboarding/info/step-3`);
    // Step 2 now says the email is verified, and Continue goes straight on.
    await page.getByRole('main').getByRole('link', { name: 'Back' }).click();
    await page.waitForURL(`${journey.app.baseUrl}/onboarding/info/step-2`);
    await page.getByText('This email address is verified.').waitFor();
    await pressContinue(page);
    await page.waitForURL(`${journey.app.baseUrl}/onboarding/info/step-3`);
    await page.getByRole('radio', { name: 'Full-time or part-time employed' }).check();
    await page.getByRole('radio', { name: 'More than 5 years' }).check();
    await pressContinue(page);
    await page.waitForURL(`${journey.app.baseUrl}/onboarding/completed`);
    await page.getByRole('link', { name: 'Go to dashboard' }).click();
    await page.waitForURL(`${journey.app.baseUrl}/dashboard`);

    const user = (await (await page.request.get(`${journey.app.baseUrl}/api/v1/user`)).json()) as Record<string, unknown>;
    expect(user).to.deep.include({
      email: 'resident.s9912375c@example.com',
      emailVerificationStatus: 'VERIFIED',
      deferEmailVerification: false,
      onboardingComplete: true,
    });

    // The same link again: nothing is wrong, the address is verified.
    await page.goto(href);
    await page.getByRole('heading', { name: 'Your email is already verified' }).waitFor();
    await expectNoAxeViolations(page, 'link used again');
    await context.close();
  });

  it('asks a signed-out resident to log in and comes back to the link afterwards', async () => {
    const { context, page } = await newPage(journey.browser);
    await page.goto(`${journey.app.baseUrl}/email-verification/not-a-real-code`);
    await page.getByRole('heading', { name: 'Log in to verify your email' }).waitFor();
    await expectNoAxeViolations(page, 'log in to verify');
    await page.getByRole('button', { name: 'Log in' }).click();
    await pickMockpassPersona(page, 'S9912375C [MyInfo]');
    await page.waitForURL(`${journey.app.baseUrl}/email-verification/not-a-real-code`);
    // This resident's email was verified in the journey above.
    await page.getByRole('heading', { name: 'Your email is already verified' }).waitFor();
    await context.close();
  });

  it('the email intercept sends the link, and notices a verification made in another tab', async () => {
    const { context, page } = await newPage(journey.browser, 360, 800);
    await page.goto(`${journey.app.baseUrl}/`);
    await page.getByRole('link', { name: 'Log in with Singpass' }).first().click();
    await pickMockpassPersona(page, 'S9812382B [MyInfo]');
    await page.waitForURL(`${journey.app.baseUrl}/intro-privacy`);
    await page.getByRole('checkbox', { name: 'I have read and agree to the Terms of use and Privacy policy' }).check();
    await pressContinue(page);
    await page.waitForURL(`${journey.app.baseUrl}/onboarding`);

    // The dashboard's gate: no email yet, so the intercept asks for one.
    await page.goto(`${journey.app.baseUrl}/dashboard`);
    await page.waitForURL(`${journey.app.baseUrl}/email-intercept-login`);
    await page.getByRole('heading', { name: 'Add your email address', level: 1 }).waitFor();
    await expectNoAxeViolations(page, 'email intercept, add an email');
    await page.getByLabel('Email address').fill('freya@example.com');
    await page.getByRole('button', { name: 'Send verification link' }).click();
    await page.getByRole('heading', { name: 'Check your inbox', level: 1 }).waitFor();
    await page.getByText(/You can resend the email in/).waitFor();
    await expectNoAxeViolations(page, 'email intercept, check your inbox (360 px)');

    // A link that does not work: the server's explanation and a way to get a new one.
    const other = await context.newPage();
    await other.goto(`${journey.app.baseUrl}/email-verification/not-a-real-code`);
    await other.getByRole('heading', { name: "We couldn't verify your email" }).waitFor();
    await other.getByRole('button', { name: 'Send a new link' }).waitFor();
    await expectNoAxeViolations(other, 'verification failed (360 px)');

    // Another tab opens the link from the outbox.
    await other.goto(`${journey.app.baseUrl}/dev/outbox`);
    const first = other.locator('.outbox-item').first();
    await first.locator('summary').click();
    await first.getByRole('link', { name: /\/email-verification\// }).click();
    await other.getByRole('heading', { name: 'Your email is verified' }).waitFor();
    await other.close();

    // Back in the first tab: focusing the window re-reads the profile.
    await page.bringToFront();
    await page.evaluate("window.dispatchEvent(new Event('focus'))");
    await page.getByRole('heading', { name: 'Email verified', level: 1 }).waitFor({ timeout: 15_000 });
    await expectNoAxeViolations(page, 'email intercept, verified');
    await page.getByRole('link', { name: 'Continue' }).click();
    // The dashboard's gate sends a resident who has not finished onboarding there.
    await page.waitForURL(`${journey.app.baseUrl}/onboarding`);
    await context.close();
  });
});
