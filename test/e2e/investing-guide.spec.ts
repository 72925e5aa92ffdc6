import { expect } from 'chai';
import type { Page } from 'playwright-core';
import { expectNoAxeViolations, newPage } from '../support/e2e/browser.js';
import { journeySetup } from '../support/e2e/journey.js';
import { pickMockpassPersona } from '../support/e2e/mockpass-page.js';
import { settledModuleStatus } from '../support/e2e/module-status.js';
import { finishOnboarding, signInAndConsent } from '../support/e2e/resident-journeys.js';
import { shootBothWidths } from '../support/e2e/screenshots.js';

const SHOTS = process.env.INVESTING_GUIDE_SCREENSHOT_DIR;
const GUIDE = '/investment-resources/investing-for-beginners';
const GUIDE_LOCKOUT = '/investment-resources/investing-for-beginners-lockout-page';

/**
 * The investing-for-beginners guide (spec 3 §2): a checklist ticked by the resident (kept across sign-ins) and from
 * the resident's figures (saying so), the insurance list inside "get insured", its lockout page, and 'Page not found'
 * for an unknown address in the section (docs/decisions.md "Investing for beginners").
 */
describe('Journey: investing for beginners guide', function () {
  this.timeout(240_000);
  const journey = journeySetup();
  const url = (path: string) => `${journey.app.baseUrl}${path}`;
  const shoot = (page: Page, name: string) => shootBothWidths(page, SHOTS, name);
  const step = (page: Page, title: string) => page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title, level: 2 }) });

  it('a resident ticks two steps, signs out and in again: the ticks are kept; a policy listed ticks "get insured" from the figures, and deleting it unticks it', async () => {
    const { context, page } = await newPage(journey.browser);
    await finishOnboarding(page, journey.app.baseUrl, 'S9812387C [MyInfo]', 'guide.resident@example.com');

    // The section's front page lists the guide, the assessment and the growth-rate tool beside the articles.
    await page.goto(url('/investment-resources'));
    for (const tool of ['Investing for beginners', 'Readiness assessment', 'Estimated growth rate']) await page.getByRole('link', { name: new RegExp(tool) }).first().waitFor();
    await page.getByRole('link', { name: /Investing for beginners/ }).first().click();
    await page.waitForURL(url(GUIDE));
    await page.getByRole('heading', { name: 'Investing for beginners', level: 1 }).waitFor();
    await page.getByText('0 of 8 steps done').waitFor();
    await expectNoAxeViolations(page, 'guide');

    const goals = page.getByRole('checkbox', { name: "I've done this step: Understand your goals and how long you can invest" });
    const advice = page.getByRole('checkbox', { name: "I've done this step: Get advice from a licensed adviser" });
    await goals.check();
    await page.getByText('1 of 8 steps done').waitFor();
    await advice.check();
    await page.getByText('2 of 8 steps done').waitFor();
    await step(page, 'Understand your goals and how long you can invest').getByText('Ticked by you.').waitFor();
    // Progress: the first step not done is the current step (spec 1 §4).
    const progress = await settledModuleStatus(page, journey.app.baseUrl, 'INVESTING_FOR_BEGINNERS', (s) => s?.currentStep === 1);
    expect(progress).to.include({ currentStep: 1, completed: false });

    await page.getByRole('button', { name: /^Account menu/ }).click();
    await page.getByRole('button', { name: 'Log out' }).click();
    await page.waitForURL(url('/logout'));
    await page.goto(url('/'));
    await page.getByRole('link', { name: 'Log in with Singpass' }).first().click();
    await pickMockpassPersona(page, 'S9812387C [MyInfo]');
    await page.getByRole('button', { name: /^Account menu/ }).waitFor();
    await page.goto(url(GUIDE));
    await page.getByText('2 of 8 steps done').waitFor();
    expect(await goals.isChecked()).to.equal(true);
    expect(await advice.isChecked()).to.equal(true);
    expect(await page.getByRole('checkbox', { name: "I've done this step: Clear expensive debt" }).isChecked()).to.equal(false);

    // Unticking is kept too.
    await advice.uncheck();
    await page.getByText('1 of 8 steps done').waitFor();

    // The insurance list inside "get insured": a policy with the spec's vocabulary.
    const insured = step(page, 'Get insured');
    await insured.getByRole('button', { name: 'Add a policy' }).click();
    await insured.getByRole('button', { name: 'Add policy' }).click();
    await insured.getByText('Please enter a value').waitFor();
    // Spec 1 §5: a blocked submit moves to the first invalid field.
    await page.waitForFunction(
      (label) => (globalThis as any).document.activeElement?.closest('.field')?.querySelector('label')?.textContent === label,
      'Policy name',
    );
    await insured.getByLabel('Policy name').fill('Term life cover');
    await insured.getByLabel('Insurer (optional)').selectOption('I566C');
    await insured.getByLabel('Product type (optional)').selectOption('TERM');
    await insured.getByLabel('Premium (S$) (optional)').fill('85.50');
    await insured.getByLabel('Paid (optional)').selectOption('MONTHLY');
    await insured.getByLabel('Paid by (optional)').selectOption('CREDIT_CARD');
    await insured.getByLabel('Death (S$) (optional)', { exact: true }).fill('500,000');
    await insured.getByLabel('Critical illness (S$) (optional)').fill('200000');
    await expectNoAxeViolations(page, 'insurance form');
    await shoot(page, 'investing-guide-insurance-form');
    await insured.getByRole('button', { name: 'Add policy' }).click();

    const card = insured.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Term life cover', level: 4 }) });
    await card.waitFor();
    await card.getByText('S$85.50 (monthly), by Credit card').waitFor();
    await card.getByText('S$500,000.00').waitFor();
    // The product ticks "get insured" from the figures and says so.
    await insured.getByText('Ticked from your figures.').waitFor();
    await insured.getByText('You have recorded 1 insurance policy.').waitFor();
    expect(await page.getByRole('checkbox', { name: "I've done this step: Get insured" }).count()).to.equal(0);
    await page.getByText('2 of 8 steps done').waitFor();
    await expectNoAxeViolations(page, 'guide with a policy');
    await shoot(page, 'investing-guide');

    // Delete, with a confirmation: keeping it first changes nothing.
    await card.getByRole('button', { name: 'Delete Term life cover' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete this policy?' });
    await dialog.waitFor();
    await expectNoAxeViolations(page, 'delete dialog');
    // The dialog fades in over 400 ms (spec 1 §9): shoot it once it is there.
    await page.waitForTimeout(450);
    await shoot(page, 'investing-guide-delete');
    await dialog.getByRole('button', { name: 'Keep it' }).click();
    await card.waitFor();
    await card.getByRole('button', { name: 'Delete Term life cover' }).click();
    await dialog.getByRole('button', { name: 'Delete policy' }).click();
    await insured.getByText('You have not listed any policies yet.').waitFor();
    await page.getByRole('checkbox', { name: "I've done this step: Get insured" }).waitFor();
    await page.getByText('1 of 8 steps done').waitFor();
    const list = (await (await page.request.get(url('/api/v1/investing-for-beginners/insurance'))).json()) as { insuranceList: unknown[] };
    expect(list.insuranceList).to.deep.equal([]);

    // The readiness assessment's progress: in progress at its questions, completed once its results are seen.
    await page.goto(url('/investment-resources/readiness-assessment'));
    expect(await settledModuleStatus(page, journey.app.baseUrl, 'READINESS_ASSESSMENT', (s) => s?.currentStep === 0)).to.include({ currentStep: 0, completed: false });
    await page.goto(url('/investment-resources/readiness-assessment-results'));
    expect(await settledModuleStatus(page, journey.app.baseUrl, 'READINESS_ASSESSMENT', (s) => s?.completed === true)).to.include({ currentStep: null, completed: true });
    await context.close();
  });

  it('the insurance notice takes the resident to the guide\'s insurance step', async () => {
    const { context, page } = await newPage(journey.browser, 360, 740);
    await finishOnboarding(page, journey.app.baseUrl, 'S9812385G [MyInfo]', 'notice.resident@example.com');
    await page.goto(url('/notifications'));
    await page.getByText('List your insurance policies').waitFor();
    await page.getByRole('link', { name: 'List your insurance' }).click();
    await page.waitForURL(url(`${GUIDE}#get-insured`));
    await page.getByRole('heading', { name: 'Your insurance policies' }).waitFor();
    await context.close();
  });

  it('the lockout page stands in front of the guide, the assessment and the growth-rate tool until onboarding is done', async () => {
    const { context, page } = await newPage(journey.browser);
    // A visitor first.
    await page.goto(url(GUIDE));
    await page.waitForURL(url(GUIDE_LOCKOUT));
    await page.getByText('Log in with Singpass and set up your dashboard to use it.').waitFor();

    await signInAndConsent(page, journey.app.baseUrl, 'S9912375C [MyInfo]');
    for (const [path, lockout] of [
      [GUIDE, GUIDE_LOCKOUT],
      ['/investment-resources/readiness-assessment', GUIDE_LOCKOUT],
      ['/investment-resources/estimated-growth-rate', '/investment-resources/estimated-growth-rate-lockout-page'],
    ] as const) {
      await page.goto(url(path));
      await page.waitForURL(url(lockout));
    }
    await page.goto(url(GUIDE));
    await page.waitForURL(url(GUIDE_LOCKOUT));
    await page.getByRole('heading', { name: 'Investing for beginners', level: 1 }).waitFor();
    await page.getByRole('heading', { name: 'Set up your dashboard first' }).waitFor();
    await expectNoAxeViolations(page, 'guide lockout');
    await shoot(page, 'investing-guide-lockout');
    await page.getByRole('link', { name: 'Set up dashboard with SGFinDex' }).click();
    await page.waitForURL((u) => u.pathname !== GUIDE_LOCKOUT);
    await context.close();
  });

  it("an unknown address in the section says 'Page not found', with search and the way back", async () => {
    const { context, page } = await newPage(journey.browser);
    await page.goto(url('/investment-resources/xyz'));
    await page.getByRole('heading', { name: 'Page not found', level: 1 }).waitFor();
    expect(await page.title()).to.match(/Page not found$/);
    await page.getByRole('searchbox', { name: 'Search the site' }).waitFor();
    expect(await page.getByText(/coming soon/i).count()).to.equal(0);
    await expectNoAxeViolations(page, 'not found');
    await shoot(page, 'not-found');
    await page.getByRole('link', { name: 'Back to investments' }).click();
    await page.waitForURL(url('/investment-resources'));
    await context.close();
  });
});
