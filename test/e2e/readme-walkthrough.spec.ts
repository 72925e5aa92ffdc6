import { expect } from 'chai';
import type { Page } from 'playwright-core';
import { newPage, pressLookingDisabled } from '../support/e2e/browser.js';
import { journeySetup } from '../support/e2e/journey.js';
import { shootBothWidths } from '../support/e2e/screenshots.js';

const SHOTS = process.env.E2E_SCREENSHOTS;
import { pickMockpassPersona } from '../support/e2e/mockpass-page.js';
import { reachOnboardingEmailStep } from '../support/e2e/resident-journeys.js';

/**
 * README.md's "Start here" followed word for word where it is easy to get wrong: signing in through the
 * **For testers** box with **Mock login**, **Fill in with Myinfo** on the dashboard while the setup card is there,
 * and, once cashflow and wealth are set up and that card has gone, **Settings → Data selection** → **Myinfo only**
 * as the way in. (Every bold name being real text is test/unit/platform/readme-names-what-the-app-shows.test.ts;
 * "Keep this as a plan" is followed in what-can-i-afford.spec.ts.)
 */
describe('Journey: the README walk-through, as a newcomer follows it', function () {
  this.timeout(240_000);
  const journey = journeySetup();
  const url = (path: string) => `${journey.app.baseUrl}${path}`;
  const pressContinue = (page: Page) => pressLookingDisabled(page.getByRole('main').getByRole('button', { name: 'Continue' }));

  /** What "set up" means to the dashboard: the module finished (its own journeys click each setup through). */
  async function completeSetup(page: Page, module: 'CASHFLOW' | 'WEALTH'): Promise<void> {
    const now = new Date().toISOString();
    const res = await page.request.put(url('/api/v1/module-status'), { data: { module, currentStep: null, lastUpdated: now, lastCompleted: now } });
    expect(res.status(), await res.text()).to.equal(200);
  }

  it('mock login from For testers, Myinfo from the dashboard card, then from Settings → Data selection once the card has gone', async () => {
    const { context, page } = await newPage(journey.browser);

    // "open the For testers box on the landing page: choose Mock login and a persona there, and Log in signs you in at once"
    await page.goto(url('/'));
    await page.getByText('For testers (not shown in production)').click();
    await page.getByRole('radio', { name: /Mock login/ }).check();
    await page.getByLabel('Sandbox persona for mock login').selectOption('S9812379B');
    await page.getByRole('link', { name: 'Log in with Singpass' }).first().click();
    await page.waitForURL(url('/intro-privacy'));
    await page.getByRole('checkbox', { name: 'I have read and agree to the Terms of use and Privacy policy' }).check();
    await pressContinue(page);
    await page.waitForURL(url('/onboarding'));
    await reachOnboardingEmailStep(page, journey.app.baseUrl);
    await page.getByLabel('Email address').fill('readme.reader@example.com');
    await pressContinue(page);
    await page.getByRole('button', { name: "I'll verify later" }).click();
    await page.getByRole('radio', { name: 'Full-time or part-time employed' }).check();
    await page.getByRole('radio', { name: 'More than 5 years' }).check();
    await pressContinue(page);
    await page.waitForURL(url('/onboarding/completed'));

    // "use Fill in with Myinfo on the dashboard while its 'Complete your dashboard' card is there"
    await page.goto(url('/dashboard'));
    const card = page.getByRole('region', { name: 'Complete your dashboard' });
    await card.getByRole('link', { name: 'Fill in with Myinfo' }).waitFor();

    // "once your cashflow and wealth are set up that card goes"
    await completeSetup(page, 'CASHFLOW');
    await completeSetup(page, 'WEALTH');
    await page.goto(url('/dashboard'));
    await page.getByRole('heading', { name: /Health check/i }).first().waitFor();
    await page.waitForLoadState('networkidle');
    expect(await page.getByRole('link', { name: 'Fill in with Myinfo' }).count()).to.equal(0);

    // "Profile ('Where your figures come from': Fill in with Myinfo) ... is the way in at any time"
    await page.goto(url('/profile'));
    const sources = page.getByRole('region', { name: 'Where your figures come from' });
    await sources.getByText('Not brought in yet.').waitFor();
    expect(await sources.getByRole('link', { name: 'Fill in with Myinfo' }).getAttribute('href')).to.equal('/myinfo');
    if (SHOTS) for (const width of [1280, 360]) await page.setViewportSize({ width, height: 900 }).then(() => sources.screenshot({ path: `${SHOTS}/profile-data-sources-${width}.png` }));
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(url('/dashboard'));

    // "Settings → Data selection is the way in at any time: Myinfo only for Myinfo"
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'More' }).click();
    await page.getByRole('link', { name: 'Settings', exact: true }).click();
    await page.waitForURL(url('/settings'));
    await page.getByRole('region', { name: 'Data selection' }).getByRole('link', { name: 'Manage data selection' }).click();
    await page.waitForURL(url('/settings/data-selection/main'));
    await page.getByRole('radio', { name: /^Myinfo only/ }).check();
    await page.getByRole('button', { name: 'Continue' }).click();

    // "mockpass's Myinfo: log in as the same persona and allow"
    await page.waitForURL(/\/singpass\/authorize/);
    await page.locator('#loginModelbtn:visible').first().click();
    await page.locator('#id-input').fill('S9812379B [MyInfo]');
    await page.waitForURL(/\/consent\/oauth2\/authorize/);
    await page.getByLabel('Allow').check();
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.waitForURL(url('/data/summary/gov'));
    await page.getByRole('heading', { name: 'Your government data', level: 1 }).waitFor();
    const person = (await (await page.request.get(url('/api/v1/myinfo/person'))).json()) as { data: unknown };
    expect(person.data).to.not.equal(null);
    // The profile now says when Myinfo was brought in, and offers to update it.
    await page.goto(url('/profile'));
    await page.getByRole('region', { name: 'Where your figures come from' }).getByRole('link', { name: 'Update from Myinfo' }).waitFor();
    await context.close();
  });

  it('"Log in to keep this as a plan" from What can I afford?: a new account completes its profile, goes back to its answers and keeps them', async () => {
    const { context, page } = await newPage(journey.browser);
    await page.goto(url('/buying-a-house/what-can-i-afford'));
    await page.getByRole('radio', { name: 'Resale flat' }).check();
    await page.getByLabel('Flat size').selectOption('FOUR_ROOM');
    await page.getByLabel("The flat's price, or your budget (S$)").fill('520,000');
    await page.getByLabel('Gross monthly household income (S$) (optional)').fill('7,000');
    await page.getByRole('button', { name: 'Log in to keep this as a plan' }).click();
    await pickMockpassPersona(page, 'S9812381D [MyInfo]');
    // Back at the answers, signed in; a new account completes its profile first.
    await page.waitForURL(url('/buying-a-house/what-can-i-afford'));
    await page.getByRole('link', { name: 'Complete your profile to keep this as a plan' }).click();
    await page.waitForURL(url('/intro-privacy'));
    await page.getByRole('checkbox', { name: 'I have read and agree to the Terms of use and Privacy policy' }).check();
    await pressContinue(page);
    await page.waitForURL(url('/onboarding'));
    await reachOnboardingEmailStep(page, journey.app.baseUrl);
    await page.getByLabel('Email address').fill('keep.answers@example.com');
    await pressContinue(page);
    await page.getByRole('button', { name: "I'll verify later" }).click();
    await page.getByRole('radio', { name: 'Full-time or part-time employed' }).check();
    await page.getByRole('radio', { name: 'More than 5 years' }).check();
    await pressContinue(page);
    await page.waitForURL(url('/onboarding/completed'));

    if (SHOTS) await shootBothWidths(page, SHOTS, 'onboarding-completed-waiting-answers');
    // "a new account first completes its profile, whose last page offers Back to my answers"
    await page.getByRole('region', { name: 'Your answers to "What can I afford?" are waiting' }).getByRole('link', { name: 'Back to my answers' }).click();
    await page.waitForURL(url('/buying-a-house/what-can-i-afford'));
    expect(await page.getByLabel("The flat's price, or your budget (S$)").inputValue()).to.equal('520,000.00');
    // "there Keep this as a plan saves them as a custom financing plan and opens it"
    await page.getByRole('button', { name: 'Keep this as a plan' }).click();
    await page.waitForURL(/\/buying-a-house\/financing-plan\/[0-9a-f-]{36}/);
    const { housingPlans } = (await (await page.request.get(url('/api/v1/housing-plan'))).json()) as { housingPlans: Array<{ flatValueAtTimeOfPurchase: number; planType: string }> };
    expect(housingPlans.map((plan) => [plan.planType, plan.flatValueAtTimeOfPurchase])).to.deep.equal([['CUSTOM', 52_000_000]]);
    await context.close();
  });
});
