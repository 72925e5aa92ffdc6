import { expect } from 'chai';
import type { Page } from 'playwright-core';
import { expectNoAxeViolations, newPage, pressLookingDisabled } from '../support/e2e/browser.js';
import { journeySetup } from '../support/e2e/journey.js';
import { pickMockpassPersona } from '../support/e2e/mockpass-page.js';

/**
 * A new resident signs in with Singpass, consents to the terms, answers the three onboarding steps (the basics
 * prefilled from Myinfo) and reaches the dashboard; then the consent page walked with the keyboard alone. Debian's
 * Chromium against the built app and its own mockpass, axe on every page and state.
 */
describe('Journey: consent and onboarding of a new resident', function () {
  this.timeout(120_000);
  const journey = journeySetup();

  async function signInAs(page: Page, persona: string) {
    await page.goto(`${journey.app.baseUrl}/`);
    await page.getByRole('link', { name: 'Log in with Singpass' }).first().click();
    await pickMockpassPersona(page, persona);
  }

  /** Continue looks disabled until the form is valid but stays pressable (spec 1 §5): Playwright must not wait. */
  const pressContinue = (page: Page) => pressLookingDisabled(page.getByRole('main').getByRole('button', { name: 'Continue' }));

  it('consents, answers the three steps with Myinfo basics prefilled, and lands on the dashboard', async () => {
    const { context, page } = await newPage(journey.browser);
    await signInAs(page, 'S9812381D [MyInfo]');

    // A first sign-in goes to the dashboard, which the gate turns into the consent page.
    await page.waitForURL(`${journey.app.baseUrl}/intro-privacy`);
    await page.getByRole('heading', { name: 'How we look after your data' }).waitFor();
    expect(await page.title()).to.equal('MyMoneyPlan | Before you start');
    await expectNoAxeViolations(page, 'consent page');

    // Pressing the disabled Continue reveals the error on the box and moves focus to it.
    await pressContinue(page);
    await page.getByText('Tick the box to agree before you continue').waitFor();
    const consent = page.getByRole('checkbox', { name: 'I have read and agree to the Terms of use and Privacy policy' });
    expect(await page.evaluate<string | null>("document.activeElement?.getAttribute('type') ?? null"), 'focus on the box').to.equal('checkbox');
    expect(await consent.getAttribute('aria-invalid')).to.equal('true');
    await expectNoAxeViolations(page, 'consent page with its error');

    await consent.check();
    await pressContinue(page);
    await page.waitForURL(`${journey.app.baseUrl}/onboarding`);
    await page.getByRole('heading', { name: 'Hello, Tan Heng Huat' }).waitFor();
    await expectNoAxeViolations(page, 'onboarding welcome');

    await page.getByRole('link', { name: 'Get started' }).click();
    await page.waitForURL(`${journey.app.baseUrl}/onboarding/info/step-1`);
    await page.getByRole('heading', { name: 'About you' }).waitFor();
    expect(await page.getByLabel('Full name').inputValue()).to.equal('TAN HENG HUAT');
    // Shown day, month, year as Singapore writes it (docs/decisions.md "Dates typed day, month, year").
    expect(await page.getByLabel('Date of birth').inputValue()).to.equal('06/06/1998');
    expect(await page.getByRole('radio', { name: 'Female' }).isChecked()).to.equal(true);
    expect(await page.getByLabel('Marital status').inputValue()).to.equal('M');
    expect(await page.getByRole('radio', { name: 'Singapore Citizen' }).isChecked()).to.equal(true);
    expect(await page.getByText('Retrieved from Myinfo', { exact: true }).count()).to.equal(5);
    await expectNoAxeViolations(page, 'onboarding step 1');

    await pressContinue(page);
    await page.waitForURL(`${journey.app.baseUrl}/onboarding/info/step-2`);
    await page.getByRole('heading', { name: 'Your email' }).waitFor();
    await expectNoAxeViolations(page, 'onboarding step 2');
    // An invalid address says what to type, on blur (docs/decisions.md "Messages that say what to do").
    const email = page.getByLabel('Email address');
    await email.fill('heng.huat@');
    await email.blur();
    await page.getByText('Enter an email like name@example.com').waitFor();
    await expectNoAxeViolations(page, 'onboarding step 2 with an invalid email');
    await email.fill('  heng.huat.tan@example.com ');
    await page.getByRole('checkbox', { name: /money tips/ }).check();
    const sends: number[] = [];
    page.on('response', (response) => {
      if (response.url().includes('/email/generate-verification-code')) sends.push(response.status());
    });
    await pressContinue(page);
    // Saving sends a verification link; the resident chooses to verify later.
    await page.getByRole('heading', { name: 'Check your inbox' }).waitFor();
    await page.getByRole('button', { name: "I'll verify later" }).click();

    await page.waitForURL(`${journey.app.baseUrl}/onboarding/info/step-3`);
    // One link, sent once: deferring sends no second one (that got a 429 and a red toast the resident had not caused).
    expect(sends).to.deep.equal([200]);
    expect(await page.getByText(/wait a minute|try again in/i).count()).to.equal(0);
    await page.getByRole('heading', { name: 'Your work' }).waitFor();
    await expectNoAxeViolations(page, 'onboarding step 3');
    await page.getByRole('radio', { name: 'Full-time or part-time employed' }).check();
    await page.getByRole('radio', { name: 'More than 5 years' }).check();
    await pressContinue(page);

    await page.waitForURL(`${journey.app.baseUrl}/onboarding/completed`);
    await page.getByRole('heading', { name: "You're all set, Tan Heng Huat" }).waitFor();
    await expectNoAxeViolations(page, 'onboarding completed');

    await page.getByRole('link', { name: 'Go to dashboard' }).click();
    await page.waitForURL(`${journey.app.baseUrl}/dashboard`);
    await page.getByRole('heading', { name: 'Welcome, Tan Heng Huat' }).waitFor();
    await expectNoAxeViolations(page, 'dashboard');

    // What the server now holds: the answers, the email trimmed, verification deferred, onboarding complete.
    const res = await page.request.get(`${journey.app.baseUrl}/api/v1/user`);
    expect(res.status()).to.equal(200);
    const user = (await res.json()) as Record<string, unknown>;
    expect(user).to.deep.include({
      email: 'heng.huat.tan@example.com',
      emailNotificationsStatus: true,
      deferEmailVerification: true,
      employmentStatusRange: 'FULL_PART_TIME',
      workYearsRange: 'ABOVE_5',
      onboardingComplete: true,
      needsNoticeOfCollectionConsent: false,
    });
    expect(user.consentedToAppTNCAt).to.be.a('string');

    // An unknown address says 'Page not found', with the dashboard among the ways on (docs/decisions.md "Rough edges smoothed").
    await page.goto(`${journey.app.baseUrl}/no-such-page`);
    await page.getByRole('heading', { name: 'Page not found', level: 1 }).waitFor();
    expect(page.url()).to.equal(`${journey.app.baseUrl}/no-such-page`);
    await page.getByRole('link', { name: 'Your dashboard' }).click();
    await page.waitForURL(`${journey.app.baseUrl}/dashboard`);
    await context.close();
  });

  it('walks the consent page with the keyboard alone', async () => {
    const { context, page } = await newPage(journey.browser);
    await signInAs(page, 'S9812382B [MyInfo]');
    await page.waitForURL(`${journey.app.baseUrl}/intro-privacy`);
    await page.getByRole('heading', { name: 'How we look after your data' }).waitFor();

    // A string, not a function: the test project compiles without the DOM library.
    const focused = () =>
      page.evaluate<{ tag: string; type: string; text: string }>(
        "({ tag: document.activeElement?.tagName ?? '', type: document.activeElement?.getAttribute('type') ?? '', text: document.activeElement?.textContent?.trim() ?? '' })",
      );
    /** Presses Tab until `match` holds (at most 30 times), as a keyboard user would. */
    async function tabTo(match: (f: Awaited<ReturnType<typeof focused>>) => boolean, what: string) {
      for (let i = 0; i < 30; i++) {
        await page.keyboard.press('Tab');
        if (match(await focused())) return;
      }
      throw new Error(`Tab never reached ${what}`);
    }
    const isCheckbox = (f: { tag: string; type: string }) => f.tag === 'INPUT' && f.type === 'checkbox';
    const isContinue = (f: { tag: string; text: string }) => f.tag === 'BUTTON' && f.text === 'Continue';

    // Enter on Continue before ticking: the error shows and focus lands on the box.
    await tabTo(isContinue, 'Continue');
    await page.keyboard.press('Enter');
    await page.getByText('Tick the box to agree before you continue').waitFor();
    expect(isCheckbox(await focused()), 'focus moved to the consent box').to.equal(true);

    await page.keyboard.press('Space');
    expect(await page.getByRole('checkbox', { name: /I have read and agree/ }).isChecked()).to.equal(true);
    expect(await page.getByText('Tick the box to agree before you continue').count()).to.equal(0);

    await tabTo(isContinue, 'Continue');
    await page.keyboard.press('Enter');
    await page.waitForURL(`${journey.app.baseUrl}/onboarding`);
    await page.getByRole('heading', { name: 'Hello, Freya Lim Guo En' }).waitFor();

    // The consent stuck: the consent page now sends the resident on.
    await page.goto(`${journey.app.baseUrl}/intro-privacy`);
    await page.waitForURL(`${journey.app.baseUrl}/onboarding`);
    await context.close();
  });
});
