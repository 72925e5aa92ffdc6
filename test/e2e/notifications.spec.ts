import { expect } from 'chai';
import type { Page } from 'playwright-core';
import { expectNoAxeViolations, newPage } from '../support/e2e/browser.js';
import { journeySetup } from '../support/e2e/journey.js';
import { pickMockpassPersona } from '../support/e2e/mockpass-page.js';

/**
 * A resident past onboarding who deferred email verification (spec 1 §4 "Notifications"): the bell shows the unread
 * count, /notifications lists 'Complete your profile' among the to-dos, 'Mark as read' drops the count, and after a
 * reload it is still read. At 1280 px and at 360 px (the count in the mobile menu), axe on every state.
 * Screenshots go to $SCREENSHOT_DIR when set.
 */
describe('Journey: notifications', function () {
  this.timeout(120_000);
  const journey = journeySetup();

  async function screenshot(page: Page, name: string): Promise<void> {
    if (process.env.SCREENSHOT_DIR) await page.screenshot({ path: `${process.env.SCREENSHOT_DIR}/${name}.png`, fullPage: true });
  }

  /** Signs in through mockpass, then consents and answers onboarding through the API, deferring the email. */
  async function residentPastOnboarding(page: Page, persona: string): Promise<void> {
    await page.goto(`${journey.app.baseUrl}/`);
    await page.getByRole('link', { name: 'Log in with Singpass' }).first().click();
    await pickMockpassPersona(page, persona);
    await page.waitForURL(`${journey.app.baseUrl}/intro-privacy`);
    const now = new Date().toISOString();
    const patchUser = (data: Record<string, unknown>) =>
      page.request.patch(`${journey.app.baseUrl}/api/v1/user`, { headers: { Origin: journey.app.baseUrl }, data });
    // Consent comes first and alone (anything else before it is refused), as on /intro-privacy.
    const consent = await patchUser({ consentedToAppTNCAt: now, latestConsentedToAppNOCAt: now });
    expect(consent.status(), await consent.text()).to.equal(200);
    const res = await patchUser({
        name: 'LIM YONG XIANG',
        dob: '1985-03-14',
        sex: 'M',
        maritalStatus: 'S',
        residentialStatus: 'CITIZEN',
        employmentStatusRange: 'FULL_PART_TIME',
        workYearsRange: 'ABOVE_5',
        deferEmailVerification: true,
    });
    expect(res.status(), await res.text()).to.equal(200);
    expect((await res.json()).onboardingComplete).to.equal(true);
  }

  it('shows the count on the bell, marks a notice read, and keeps it read after a reload', async () => {
    const { context, page } = await newPage(journey.browser);
    await residentPastOnboarding(page, 'S9812379B [MyInfo]');
    await page.goto(`${journey.app.baseUrl}/dashboard`);
    await page.waitForURL(`${journey.app.baseUrl}/dashboard`);

    // Complete your profile (email not verified), Leave a feedback, the anti-scam article, and the insurance list (no
    // insurance recorded yet: docs/decisions.md "Investing for beginners").
    const bell = page.getByRole('banner').getByRole('link', { name: 'Notifications, 4 unread' });
    await bell.waitFor();
    expect(await bell.textContent()).to.equal('4');
    await bell.click();

    await page.waitForURL(`${journey.app.baseUrl}/notifications`);
    await page.getByRole('heading', { name: 'Notifications', level: 1 }).waitFor();
    expect(await page.title()).to.equal('MyMoneyPlan | Notifications');
    await page.getByText('You have 4 unread notifications.').waitFor();
    const profileCard = page.locator('article', { has: page.getByRole('heading', { name: 'Complete your profile' }) });
    await profileCard.waitFor();
    expect(await profileCard.getByRole('heading').textContent()).to.equal('Unread: Complete your profile');
    await profileCard.getByText('Verify your email address so we can reach you about your account and your plan.').waitFor();
    const today = new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Singapore', day: '2-digit', month: 'short', year: 'numeric' }).format(new Date());
    expect(await profileCard.locator('time').textContent()).to.equal(today.replace('Sept', 'Sep'));
    expect(await profileCard.getByRole('link', { name: 'Go to your profile' }).getAttribute('href')).to.equal('/profile');
    await page.getByRole('heading', { name: 'Leave a feedback' }).waitFor();
    await page.getByRole('heading', { name: 'Learn how to spot investment scams and avoid them' }).waitFor();
    const insuranceCard = page.locator('article', { has: page.getByRole('heading', { name: 'List your insurance policies' }) });
    expect(await insuranceCard.getByRole('link', { name: 'List your insurance' }).getAttribute('href')).to.equal('/investment-resources/investing-for-beginners#get-insured');
    await expectNoAxeViolations(page, 'notifications, all unread');
    await screenshot(page, 'notifications-1280-unread');

    await profileCard.getByRole('button', { name: 'Mark as read: Complete your profile' }).click();
    await profileCard.getByText('Read', { exact: true }).waitFor();
    expect(await profileCard.getByRole('heading').textContent()).to.equal('Complete your profile');
    await page.getByRole('banner').getByRole('link', { name: 'Notifications, 3 unread' }).waitFor();
    await page.getByText('You have 3 unread notifications.').waitFor();
    await expectNoAxeViolations(page, 'notifications, one read');

    await page.reload();
    await page.getByRole('banner').getByRole('link', { name: 'Notifications, 3 unread' }).waitFor();
    await profileCard.getByText('Read', { exact: true }).waitFor();
    expect(await profileCard.getByRole('button', { name: /Mark as read/ }).count()).to.equal(0);
    const server = (await (await page.request.get(`${journey.app.baseUrl}/api/v1/notifications`)).json()) as { unreadCount: number };
    expect(server.unreadCount).to.equal(3);
    await screenshot(page, 'notifications-1280-one-read');
    await context.close();
  });

  it('at 360 px: the count in the mobile menu, the cards in one column', async () => {
    const { context, page } = await newPage(journey.browser, 360, 800);
    await residentPastOnboarding(page, 'S9812381D [MyInfo]');
    await page.goto(`${journey.app.baseUrl}/notifications`);
    await page.getByText('You have 4 unread notifications.').waitFor();
    await expectNoAxeViolations(page, 'notifications at 360 px');
    await screenshot(page, 'notifications-360');

    await page.getByRole('button', { name: 'Menu' }).click();
    const entry = page.getByRole('link', { name: 'Notifications, 4 unread' });
    await entry.waitFor();
    await expectNoAxeViolations(page, 'mobile menu with the count');
    await screenshot(page, 'notifications-360-menu');
    await page.keyboard.press('Escape');

    // Reading one from the page updates the menu's count too.
    await page.getByRole('button', { name: 'Mark as read: Leave a feedback' }).click();
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('link', { name: 'Notifications, 3 unread' }).waitFor();
    // Page widths never overflow the phone screen.
    expect(await page.evaluate('document.documentElement.scrollWidth')).to.be.at.most(360);
    await context.close();
  });
});
