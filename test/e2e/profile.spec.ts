import { expect } from 'chai';
import type { Page } from 'playwright-core';
import type { OutboxResponse, UserProfile } from '../../src/identity/adapters/http/identity.contract.js';
import { expectNoAxeViolations, newPage, pressLookingDisabled } from '../support/e2e/browser.js';
import { journeySetup } from '../support/e2e/journey.js';
import { signInAndConsent as signInAsNewResident } from '../support/e2e/resident-journeys.js';
import { pickMockpassPersona } from '../support/e2e/mockpass-page.js';

/**
 * The profile pages (spec 1 §2 "Profile", §4 "Email verification", §5 rules): a resident who finished onboarding
 * reads their details at a glance, edits general information and employment, turns the newsletter on, changes
 * the email (trimmed), reaches 'Check your inbox' and verifies the new address; a resident without an email
 * adds one from the 'Incomplete profile' prompt. Axe on every page and state, at 1280 and 360 px.
 * Set E2E_SCREENSHOTS=<dir> to keep a screenshot of each page.
 */
describe('Journey: the profile pages', function () {
  this.timeout(150_000);
  const journey = journeySetup();
  const url = (path: string) => `${journey.app.baseUrl}${path}`;

  const press = (page: Page, name: string) => pressLookingDisabled(page.getByRole('main').getByRole('button', { name, exact: true }));

  async function screenshot(page: Page, name: string) {
    const dir = process.env.E2E_SCREENSHOTS;
    if (dir) await page.screenshot({ path: `${dir}/${name}.png`, fullPage: true });
  }

  async function serverUser(page: Page): Promise<UserProfile> {
    const res = await page.request.get(url('/api/v1/user'));
    expect(res.status()).to.equal(200);
    return (await res.json()) as UserProfile;
  }

  const signInAndConsent = (page: Page, persona: string) => signInAsNewResident(page, journey.app.baseUrl, persona);

  /**
   * Consent on the page, then the rest of onboarding in one PATCH /user (the Myinfo basics are already saved at
   * sign-in): no verification email goes out, so the email change below sends this resident's first one and
   * the server's limit of one email a minute cannot get in the way.
   */
  async function onboard(page: Page, persona: string, email: string) {
    await signInAndConsent(page, persona);
    const res = await page.request.patch(url('/api/v1/user'), {
      data: { email, deferEmailVerification: true, employmentStatusRange: 'FULL_PART_TIME', workYearsRange: 'ABOVE_5' },
    });
    expect(res.status()).to.equal(200);
    expect(((await res.json()) as UserProfile).onboardingComplete).to.equal(true);
  }

  /** The value shown next to a label in a profile card. */
  const shown = (page: Page, section: string, label: string) =>
    page.getByRole('region', { name: section }).locator('.profile-rows__row', { has: page.locator('dt', { hasText: label }) }).locator('dd');

  it('shows the profile, edits general information and employment, and turns the newsletter on', async () => {
    const { context, page } = await newPage(journey.browser);
    await onboard(page, 'S9812381D [MyInfo]', 'heng.huat.tan@example.com');

    await page.goto(url('/profile'));
    await page.getByRole('heading', { name: 'Your profile', level: 1 }).waitFor();
    expect(await page.title()).to.equal('MyMoneyPlan | Profile');
    expect(await shown(page, 'General information', 'Full name').textContent()).to.equal('TAN HENG HUAT');
    expect(await shown(page, 'General information', 'Date of birth').textContent()).to.equal('06 Jun 1998');
    expect(await shown(page, 'General information', 'Sex').textContent()).to.equal('Female');
    expect(await shown(page, 'General information', 'Marital status').textContent()).to.equal('Married');
    expect(await shown(page, 'General information', 'Residential status').textContent()).to.equal('Singapore Citizen');
    expect(await shown(page, 'Email', 'Email address').textContent()).to.equal('heng.huat.tan@example.com');
    expect(await shown(page, 'Employment', 'Employment status').textContent()).to.equal('Full-time or part-time employed');
    expect(await shown(page, 'Employment', 'Years worked').textContent()).to.equal('More than 5 years');
    expect(await shown(page, 'Email preferences', 'Newsletter').textContent()).to.equal('Not subscribed');
    expect(await shown(page, 'Email', 'Status').textContent()).to.equal('Not verified');
    // Not verified yet: the 'Incomplete profile' prompt offers to verify.
    await page.getByRole('heading', { name: 'Incomplete profile' }).waitFor();
    await page.getByRole('link', { name: 'Verify email' }).waitFor();
    await expectNoAxeViolations(page, 'profile');
    await screenshot(page, 'profile-1280');

    // General information: the onboarding rules and messages, Save blocked until valid.
    await page.getByRole('link', { name: 'Edit general information' }).click();
    await page.waitForURL(url('/profile/edit-general-information'));
    await page.getByRole('heading', { name: 'Edit general information', level: 1 }).waitFor();
    expect(await page.title()).to.equal('MyMoneyPlan | Edit general information');
    await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Profile' }).waitFor();
    const name = page.getByLabel('Full name');
    expect(await name.inputValue()).to.equal('TAN HENG HUAT');
    await name.fill('');
    await name.blur();
    await page.getByText('Please enter a value').waitFor();
    await press(page, 'Save');
    expect(await page.evaluate<string | null>("document.activeElement?.getAttribute('autocomplete') ?? null"), 'focus on the name').to.equal('name');
    await expectNoAxeViolations(page, 'edit general information with an error');
    await name.fill(' Tan Heng Huat');
    await name.blur();
    await page.getByText('Cannot have space as first and last character').waitFor();
    await name.fill('Tan Heng Huat');
    await page.getByLabel('Marital status').selectOption('D');
    await screenshot(page, 'edit-general-information-1280');
    await press(page, 'Save');
    await page.waitForURL(url('/profile'));
    await page.getByText('Your profile has been updated').waitFor();
    expect(await shown(page, 'General information', 'Full name').textContent()).to.equal('Tan Heng Huat');
    expect(await shown(page, 'General information', 'Marital status').textContent()).to.equal('Divorced');

    // Cancel changes nothing.
    await page.getByRole('link', { name: 'Edit general information' }).click();
    await page.getByLabel('Marital status').selectOption('W');
    await page.getByRole('main').getByRole('link', { name: 'Cancel' }).click();
    await page.waitForURL(url('/profile'));
    expect(await shown(page, 'General information', 'Marital status').textContent()).to.equal('Divorced');

    // Employment.
    await page.getByRole('link', { name: 'Edit employment' }).click();
    await page.waitForURL(url('/profile/edit-employment-status'));
    await page.getByRole('heading', { name: 'Edit employment status', level: 1 }).waitFor();
    expect(await page.getByRole('radio', { name: 'Full-time or part-time employed' }).isChecked()).to.equal(true);
    await page.getByRole('radio', { name: 'Unemployed' }).check();
    await page.getByRole('radio', { name: '3 to 5 years' }).check();
    await expectNoAxeViolations(page, 'edit employment status');
    await press(page, 'Save');
    await page.waitForURL(url('/profile'));
    expect(await shown(page, 'Employment', 'Employment status').textContent()).to.equal('Unemployed');
    expect(await shown(page, 'Employment', 'Years worked').textContent()).to.equal('3 to 5 years');

    // The newsletter (PUT /email-notifications).
    await page.getByRole('link', { name: 'Edit email preferences' }).click();
    await page.waitForURL(url('/profile/edit-email-preferences'));
    await page.getByRole('heading', { name: 'Edit email preferences', level: 1 }).waitFor();
    const newsletter = page.getByRole('checkbox', { name: /money tips/ });
    expect(await newsletter.isChecked()).to.equal(false);
    await newsletter.check();
    await expectNoAxeViolations(page, 'edit email preferences');
    await press(page, 'Save');
    await page.waitForURL(url('/profile'));
    expect(await shown(page, 'Email preferences', 'Newsletter').textContent()).to.equal('Subscribed');

    expect(await serverUser(page)).to.deep.include({
      name: 'Tan Heng Huat',
      maritalStatus: 'D',
      employmentStatusRange: 'UNEMPLOYED',
      workYearsRange: '3_TO_5',
      emailNotificationsStatus: true,
    });

    // At 360 px the cards stack and nothing overflows.
    await page.setViewportSize({ width: 360, height: 800 });
    await page.reload();
    await page.getByRole('heading', { name: 'Your profile', level: 1 }).waitFor();
    expect(await page.evaluate<boolean>('document.documentElement.scrollWidth <= window.innerWidth'), 'no sideways scroll').to.equal(true);
    await expectNoAxeViolations(page, 'profile (360 px)');
    await screenshot(page, 'profile-360');
    await context.close();
  });

  it('changes the email (trimmed), reaches Check your inbox, and verifies the new address', async () => {
    const { context, page } = await newPage(journey.browser);
    // The resident of the first test, signed in again.
    await page.goto(url('/'));
    await page.getByRole('link', { name: 'Log in with Singpass' }).first().click();
    await pickMockpassPersona(page, 'S9812381D [MyInfo]');
    await page.waitForURL(url('/dashboard'));
    await page.goto(url('/profile'));

    await page.getByRole('link', { name: 'Edit email', exact: true }).click();
    await page.waitForURL(url('/profile/add-email'));
    await page.getByRole('heading', { name: 'Change your email address', level: 1 }).waitFor();
    const email = page.getByLabel('Email address');
    expect(await email.inputValue()).to.equal('heng.huat.tan@example.com');
    await email.fill('heng.huat@');
    await email.blur();
    await page.getByText('Enter an email like name@example.com').waitFor();
    await expectNoAxeViolations(page, 'change email with an error');
    await screenshot(page, 'add-email-error-1280');
    await email.fill('  hh.tan@example.com ');
    await press(page, 'Save');

    await page.waitForURL(url('/profile/email-intercept-notification'));
    await page.getByRole('heading', { name: 'Check your inbox', level: 1 }).waitFor();
    expect(await page.title()).to.equal('MyMoneyPlan | Check your inbox');
    await page.getByText('hh.tan@example.com', { exact: true }).waitFor();
    await page.getByText(/You can resend the email in/).waitFor();
    expect(await page.getByRole('button', { name: "I'll verify later" }).count()).to.equal(0);
    await expectNoAxeViolations(page, 'profile check your inbox');
    await screenshot(page, 'check-inbox-1280');
    expect(await serverUser(page)).to.deep.include({ email: 'hh.tan@example.com', emailVerificationStatus: 'PENDING_VERIFICATION' });

    // Back on the profile: the new address, pending.
    await page.getByRole('main').getByRole('link', { name: 'Back to profile' }).click();
    await page.waitForURL(url('/profile'));
    expect(await shown(page, 'Email', 'Email address').textContent()).to.equal('hh.tan@example.com');
    expect(await shown(page, 'Email', 'Status').textContent()).to.equal('Pending verification');
    await page.getByRole('link', { name: 'Resend verification email' }).waitFor();

    // The link emailed to the new address verifies it; the prompt goes.
    const outbox = (await (await page.request.get(url('/api/v1/dev/outbox'))).json()) as OutboxResponse;
    const message = outbox.messages.find((m) => m.to === 'hh.tan@example.com');
    expect(message, 'an email to the new address').to.not.equal(undefined);
    const link = /https?:\/\/\S+\/email-verification\/[^\s.]+/.exec(message!.text)?.[0];
    expect(link, 'a verification link').to.be.a('string');
    await page.goto(link!);
    await page.getByRole('heading', { name: 'Your email is verified' }).waitFor();
    await page.goto(url('/profile'));
    await page.getByRole('heading', { name: 'Your profile', level: 1 }).waitFor();
    expect(await shown(page, 'Email', 'Status').textContent()).to.equal('Verified');
    expect(await page.getByRole('heading', { name: 'Incomplete profile' }).count()).to.equal(0);
    await expectNoAxeViolations(page, 'profile, email verified');
    await context.close();
  });

  it('edits with the keyboard alone', async () => {
    const { context, page } = await newPage(journey.browser);
    await page.goto(url('/'));
    await page.getByRole('link', { name: 'Log in with Singpass' }).first().click();
    await pickMockpassPersona(page, 'S9812381D [MyInfo]');
    await page.waitForURL(url('/dashboard'));
    await page.goto(url('/profile'));
    await page.getByRole('heading', { name: 'Your profile', level: 1 }).waitFor();

    // A string, not a function: the test project compiles without the DOM library.
    const focused = () =>
      page.evaluate<{ tag: string; type: string; text: string }>(
        "({ tag: document.activeElement?.tagName ?? '', type: document.activeElement?.getAttribute('type') ?? '', text: document.activeElement?.textContent?.trim() ?? '' })",
      );
    /** Presses Tab until `match` holds (at most 40 times), as a keyboard user would. */
    async function tabTo(match: (f: Awaited<ReturnType<typeof focused>>) => boolean, what: string) {
      for (let i = 0; i < 40; i++) {
        await page.keyboard.press('Tab');
        if (match(await focused())) return;
      }
      throw new Error(`Tab never reached ${what}`);
    }

    await tabTo((f) => f.tag === 'A' && f.text === 'Edit employment', "'Edit employment'");
    await page.keyboard.press('Enter');
    await page.waitForURL(url('/profile/edit-employment-status'));
    await page.getByRole('heading', { name: 'Edit employment status', level: 1 }).waitFor();
    // The checked radio of the first group ('Unemployed', saved above); arrows move the choice.
    await tabTo((f) => f.tag === 'INPUT' && f.type === 'radio', 'the employment radios');
    await page.keyboard.press('ArrowDown');
    expect(await page.getByRole('radio', { name: /^Not working/ }).isChecked()).to.equal(true);
    await tabTo((f) => f.tag === 'BUTTON' && f.text === 'Save', 'Save');
    await page.keyboard.press('Enter');
    await page.waitForURL(url('/profile'));
    expect(await shown(page, 'Employment', 'Employment status').textContent()).to.equal('Not working');
    await context.close();
  });

  it('a resident without an email adds one from the Incomplete profile prompt (360 px)', async () => {
    const { context, page } = await newPage(journey.browser, 360, 800);
    await signInAndConsent(page, 'S9812382B [MyInfo]');
    await page.goto(url('/profile'));
    await page.getByRole('heading', { name: 'Your profile', level: 1 }).waitFor();
    await page.getByText("You haven't added an email address yet.").waitFor();
    await page.getByRole('heading', { name: 'Incomplete profile' }).waitFor();
    expect(await shown(page, 'Employment', 'Employment status').textContent()).to.equal('Not provided');
    await expectNoAxeViolations(page, 'profile without email (360 px)');
    await screenshot(page, 'profile-no-email-360');

    await page.locator('.profile-prompt').getByRole('link', { name: 'Add email' }).click();
    await page.waitForURL(url('/profile/add-email'));
    await page.getByRole('heading', { name: 'Add your email address', level: 1 }).waitFor();
    await press(page, 'Save');
    await page.getByText('Please enter a value').waitFor();
    await page.getByLabel('Email address').fill('freya.lim@example.com');
    await screenshot(page, 'add-email-360');
    await press(page, 'Save');
    await page.waitForURL(url('/profile/email-intercept-notification'));
    await page.getByRole('heading', { name: 'Check your inbox', level: 1 }).waitFor();
    await page.getByText('freya.lim@example.com', { exact: true }).waitFor();
    await expectNoAxeViolations(page, 'check your inbox (360 px)');
    await screenshot(page, 'check-inbox-360');

    // 'Change email' goes back to the form.
    await page.getByRole('button', { name: 'Change email' }).click();
    await page.waitForURL(url('/profile/add-email'));
    await page.getByRole('heading', { name: 'Change your email address', level: 1 }).waitFor();
    await context.close();
  });
});
