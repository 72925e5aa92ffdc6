import { expect } from 'chai';
import { DateTime } from 'luxon';
import type { Page } from 'playwright-core';
import type { UserProfile } from '../../src/identity/adapters/http/identity.contract.js';
import { IDENTITY } from '../../src/identity/identity.tokens.js';
import { expectNoAxeViolations, newPage, pressLookingDisabled } from '../support/e2e/browser.js';
import { journeySetup } from '../support/e2e/journey.js';
import { pickMockpassPersona } from '../support/e2e/mockpass-page.js';

/**
 * Deleting an account (spec 1 §2 delete-consequences, delete-confirmation, /delete-completed, /deactivated; §4
 * "Account"): through the profile pages, the session ends, the scheduler's purge deletes everything, and the same
 * Singpass login starts a fresh account; within the grace period the resident reactivates instead. Debian's
 * Chromium against the built app and its own mockpass, axe on every page and state.
 * Set E2E_SCREENSHOTS=<dir> to keep a screenshot of each page.
 */

/** Submit buttons look disabled until the form is valid but stay pressable (spec 1 §5): Playwright must not wait. */
const press = (page: Page, name: string) => pressLookingDisabled(page.getByRole('main').getByRole('button', { name, exact: true }));

async function screenshot(page: Page, name: string) {
  const dir = process.env.E2E_SCREENSHOTS;
  if (dir) await page.screenshot({ path: `${dir}/${name}.png`, fullPage: true });
}

/** 'DD MMM YYYY' in Singapore, `days` from now (the day /delete-completed and /deactivated name). */
function singaporeDay(days: number): string {
  return DateTime.now().setZone('Asia/Singapore').plus({ days }).toFormat('dd LLL yyyy', { locale: 'en-US' });
}

function helpers(baseUrl: () => string) {
  const url = (path: string) => `${baseUrl()}${path}`;
  async function serverUser(page: Page): Promise<{ status: number; user: UserProfile | null }> {
    const res = await page.request.get(url('/api/v1/user'));
    return { status: res.status(), user: res.status() === 200 ? ((await res.json()) as UserProfile) : null };
  }
  return {
    url,
    serverUser,
    async signIn(page: Page, persona: string) {
      await page.goto(url('/'));
      await page.getByRole('link', { name: 'Log in with Singpass' }).first().click();
      await pickMockpassPersona(page, persona);
    },
    async consent(page: Page) {
      await page.waitForURL(url('/intro-privacy'));
      await page.getByRole('checkbox', { name: 'I have read and agree to the Terms of use and Privacy policy' }).check();
      await press(page, 'Continue');
      await page.waitForURL(url('/onboarding'));
    },
    /** From /profile through the consequences and the confirmation to /delete-completed. */
    async deleteThroughProfile(page: Page, checkStates: boolean) {
      await page.goto(url('/profile'));
      await page.getByRole('heading', { name: 'Your profile', level: 1 }).waitFor();
      await page.getByRole('link', { name: 'Delete account' }).click();
      await page.waitForURL(url('/profile/delete-consequences'));
      await page.getByRole('heading', { name: 'Before you delete your account', level: 1 }).waitFor();
      await page.getByText('30 days', { exact: true }).waitFor();
      if (checkStates) {
        expect(await page.title()).to.equal('MyMoneyPlan | Delete your account');
        await expectNoAxeViolations(page, 'delete consequences');
        await screenshot(page, 'delete-consequences-1280');
      }
      await page.getByRole('main').getByRole('link', { name: 'Continue' }).click();
      await page.waitForURL(url('/profile/delete-confirmation'));
      await page.getByRole('heading', { name: 'Delete your account', level: 1 }).waitFor();
      if (checkStates) {
        // Nothing happens without the explicit confirmation: the error shows and focus moves to the box.
        await press(page, 'Delete my account');
        await page.getByText('Tick the box to confirm before you delete your account').waitFor();
        expect(await page.evaluate<string | null>("document.activeElement?.getAttribute('type') ?? null"), 'focus on the box').to.equal('checkbox');
        expect(page.url()).to.equal(url('/profile/delete-confirmation'));
        expect((await serverUser(page)).user?.accountStatus).to.equal(null);
        await expectNoAxeViolations(page, 'delete confirmation with its error');
        await screenshot(page, 'delete-confirmation-1280');
      }
      if (checkStates) {
        await page.getByRole('checkbox', { name: /I understand that my account and all my data will be deleted/ }).check();
        await press(page, 'Delete my account');
      } else {
        // With the keyboard alone: Tab to the box, Space, Tab to the button, Enter. The form must be on the page first
        // (on a busy machine the page's chunk can still be loading, and the Tabs would run through the frame only).
        await page.getByRole('checkbox', { name: /I understand that my account and all my data will be deleted/ }).waitFor();
        const focusedType = () => page.evaluate<string>("document.activeElement?.getAttribute('type') ?? document.activeElement?.tagName ?? ''");
        for (let i = 0; i < 40 && (await focusedType()) !== 'checkbox'; i++) await page.keyboard.press('Tab');
        await page.keyboard.press('Space');
        await page.keyboard.press('Tab');
        expect(await page.evaluate<string>("document.activeElement?.textContent?.trim() ?? ''")).to.equal('Delete my account');
        await page.keyboard.press('Enter');
      }
      await page.waitForURL(url('/delete-completed'));
      await page.getByRole('heading', { name: 'Your account has been scheduled for deletion', level: 1 }).waitFor();
    },
  };
}

describe('Journey: deleting an account (grace period 0 days, the purge played by hand)', function () {
  this.timeout(180_000);
  const journey = journeySetup({ ACCOUNT_DELETION_GRACE_DAYS: '0' });
  const { url, signIn, serverUser, consent, deleteThroughProfile } = helpers(() => journey.app.baseUrl);

  it('deletes through the profile pages; after the purge the same login starts a fresh account', async () => {
    const { context, page } = await newPage(journey.browser);
    await signIn(page, 'S9812381D [MyInfo]');
    await consent(page);

    // Onboarding with answers Myinfo did not give: marital status changed, an email, work.
    await page.getByRole('link', { name: 'Get started' }).click();
    await page.waitForURL(url('/onboarding/info/step-1'));
    await page.getByLabel('Marital status').selectOption('D');
    await press(page, 'Continue');
    await page.waitForURL(url('/onboarding/info/step-2'));
    await page.getByLabel('Email address').fill('heng.huat.tan@example.com');
    await page.getByRole('checkbox', { name: /money tips/ }).check();
    await press(page, 'Continue');
    await page.getByRole('button', { name: "I'll verify later" }).click();
    await page.waitForURL(url('/onboarding/info/step-3'));
    await page.getByRole('radio', { name: 'Unemployed' }).check();
    await page.getByRole('radio', { name: 'Never worked' }).check();
    await press(page, 'Continue');
    await page.waitForURL(url('/onboarding/completed'));
    const before = (await serverUser(page)).user!;
    expect(before).to.deep.include({ maritalStatus: 'D', email: 'heng.huat.tan@example.com', employmentStatusRange: 'UNEMPLOYED', onboardingComplete: true });

    await deleteThroughProfile(page, true);
    expect(await page.title()).to.equal('MyMoneyPlan | Account scheduled for deletion');
    // Grace 0: the deletion day is today.
    await page.getByText(singaporeDay(0), { exact: true }).first().waitFor();
    await expectNoAxeViolations(page, 'delete completed');
    await screenshot(page, 'delete-completed-1280');
    // The server ended the session and the app forgot it: no Log out, and the API says signed out.
    expect(await page.getByRole('button', { name: 'Log out' }).count()).to.equal(0);
    expect((await serverUser(page)).status).to.equal(401);
    await page.getByRole('link', { name: 'Back to home' }).click();
    await page.waitForURL(url('/'));

    // Logging in again before the purge ran: the grace period is over, so reactivating is refused.
    await signIn(page, 'S9812381D [MyInfo]');
    await page.waitForURL(url('/deactivated'));
    await page.getByRole('heading', { name: `Your account is scheduled for deletion on ${singaporeDay(0)}`, level: 1 }).waitFor();
    await expectNoAxeViolations(page, 'deactivated');
    await page.getByRole('button', { name: 'Reactivate my account' }).click();
    await page.getByRole('alert').getByText('The grace period to reactivate this account has ended.').waitFor();
    expect(await page.getByRole('button', { name: 'Reactivate my account' }).count()).to.equal(0);
    await expectNoAxeViolations(page, 'deactivated, grace period over');
    await screenshot(page, 'deactivated-grace-over-1280');
    // Nothing else is reachable meanwhile.
    await page.goto(url('/profile'));
    await page.waitForURL(url('/deactivated'));
    await page.getByRole('main').getByRole('button', { name: 'Log out' }).click();
    await page.waitForURL(url('/logout'));

    // The scheduler's purge, played by hand.
    const purged = await journey.app.app.container.get(IDENTITY.PurgeDeletedAccounts).execute();
    expect(purged).to.equal(1);

    // The same Singpass login is a new resident: consent first, and nothing typed before is left.
    await signIn(page, 'S9812381D [MyInfo]');
    await consent(page);
    const after = (await serverUser(page)).user!;
    expect(after.id).to.not.equal(before.id);
    expect(after).to.deep.include({
      accountStatus: null,
      email: null,
      emailNotificationsStatus: false,
      employmentStatusRange: null,
      workYearsRange: null,
      onboardingComplete: false,
    });
    await page.getByRole('link', { name: 'Get started' }).click();
    await page.waitForURL(url('/onboarding/info/step-1'));
    await page.getByRole('heading', { name: 'About you' }).waitFor();
    // Myinfo's answer again, not the one changed before the deletion.
    expect(await page.getByLabel('Marital status').inputValue()).to.equal('M');
    await press(page, 'Continue');
    await page.waitForURL(url('/onboarding/info/step-2'));
    expect(await page.getByLabel('Email address').inputValue()).to.equal('');
    expect(await page.getByRole('checkbox', { name: /money tips/ }).isChecked()).to.equal(false);
    await context.close();
  });
});

describe('Journey: deleting an account and reactivating it within the grace period', function () {
  this.timeout(180_000);
  const journey = journeySetup();
  const { url, signIn, serverUser, consent, deleteThroughProfile } = helpers(() => journey.app.baseUrl);

  it('deletes, logs in again, sees /deactivated with the day, reactivates and reaches the dashboard', async () => {
    const { context, page } = await newPage(journey.browser);
    await signIn(page, 'S9812382B [MyInfo]');
    await consent(page);
    // The rest of onboarding in one call (the Myinfo basics are saved at sign-in).
    const res = await page.request.patch(url('/api/v1/user'), {
      data: { email: 'freya.lim@example.com', deferEmailVerification: true, employmentStatusRange: 'SELF_FREELANCE', workYearsRange: 'UNDER_3' },
    });
    expect(res.status()).to.equal(200);

    await deleteThroughProfile(page, false);
    const day = singaporeDay(30);
    await page.getByText(day, { exact: true }).first().waitFor();

    // Within the grace period: every page leads to /deactivated, which names the day.
    await page.setViewportSize({ width: 360, height: 800 });
    await signIn(page, 'S9812382B [MyInfo]');
    await page.waitForURL(url('/deactivated'));
    await page.getByRole('heading', { name: `Your account is scheduled for deletion on ${day}`, level: 1 }).waitFor();
    await expectNoAxeViolations(page, 'deactivated (360 px)');
    await screenshot(page, 'deactivated-360');
    expect((await serverUser(page)).user).to.deep.include({ accountStatus: 'PENDING_DELETION' });

    await page.getByRole('button', { name: 'Reactivate my account' }).click();
    await page.waitForURL(url('/dashboard'));
    await page.getByText('Welcome back. Your account has been reactivated.').waitFor();
    await page.getByRole('heading', { name: 'Welcome, Freya Lim Guo En' }).waitFor();
    const user = (await serverUser(page)).user!;
    expect(user).to.deep.include({ accountStatus: null, scheduledDeletionAt: null, email: 'freya.lim@example.com', employmentStatusRange: 'SELF_FREELANCE' });
    // Everything works again, the profile included.
    await page.goto(url('/profile'));
    await page.getByRole('heading', { name: 'Your profile', level: 1 }).waitFor();
    await context.close();
  });
});
