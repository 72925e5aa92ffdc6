import { expect } from 'chai';
import type { Page } from 'playwright-core';
import { expectNoAxeViolations, newPage } from '../support/e2e/browser.js';
import { journeySetup } from '../support/e2e/journey.js';
import { pickMockpassPersona } from '../support/e2e/mockpass-page.js';
import { postAsResident } from '../support/e2e/resident-data.js';
import { finishOnboarding, signInAndConsent } from '../support/e2e/resident-journeys.js';
import { shootBothWidths } from '../support/e2e/screenshots.js';

const SHOTS = process.env.ROUGH_EDGES_SCREENSHOT_DIR;

/** Waits until `expression` is true in the page (the app's CSP forbids eval, so no string waitForFunction). */
async function until(page: Page, expression: string, timeoutMs = 10_000): Promise<void> {
  for (const end = Date.now() + timeoutMs; Date.now() < end; await page.waitForTimeout(100)) if (await page.evaluate(expression)) return;
  throw new Error(`Not true within ${timeoutMs} ms: ${expression}`);
}
const AFFORD = '/buying-a-house/what-can-i-afford';

/**
 * Rough edges a new user met (docs/decisions.md "Rough edges smoothed"), each as they met it: the affordability
 * answer kept in view on a phone, lockout buttons that say what they do, a Targets title that follows what the
 * resident has, a name hint that fits its dialog, and another account's verification link that says so.
 */
describe('Journey: rough edges smoothed', function () {
  this.timeout(240_000);
  const journey = journeySetup();
  const url = (path: string) => `${journey.app.baseUrl}${path}`;
  const shoot = (page: Page, name: string) => shootBothWidths(page, SHOTS, name);
  const figure = (page: Page, label: string) => page.locator('.plan-figure').filter({ has: page.locator('dt', { hasText: label }) }).first().locator('dd');

  it('"What can I afford?" on a phone: the loan and the instalment stay in view while typing, and link to the full answer', async () => {
    const { context, page } = await newPage(journey.browser);
    await page.goto(url(AFFORD));
    await page.getByRole('heading', { name: 'What can I afford?', level: 1 }).waitFor();
    // The breadcrumb names the page without its question mark.
    const trail = page.getByRole('navigation', { name: 'Breadcrumb' });
    expect((await trail.getByRole('listitem').allTextContents()).map((t) => t.trim())).to.deep.equal(['Buying a house', 'What can I afford']);
    // Beside the questions on a wide screen: no bar.
    expect(await page.getByRole('complementary', { name: 'Your answer in short' }).isVisible()).to.equal(false);

    await page.setViewportSize({ width: 360, height: 800 });
    const bar = page.getByRole('complementary', { name: 'Your answer in short' });
    await bar.getByText('Your answer appears as you type.').waitFor();
    await page.getByRole('radio', { name: 'New flat' }).check();
    await page.getByLabel('Flat size').selectOption('FOUR_ROOM');
    const price = page.getByLabel("The flat's price, or your budget (S$)");
    await price.fill('450,000');
    // Still typing (the price field has the focus), and the answer is in view at the bottom of the screen.
    expect(await page.evaluate("document.activeElement?.id")).to.equal(await price.getAttribute('id'));
    const box = (await bar.boundingBox())!;
    expect(box.y + box.height).to.be.within(799, 801);
    // The bar's figures are the answer's own: the same summary, not worked out again.
    const loan = await bar.getByTestId('bar-loan').textContent();
    const instalment = await bar.getByTestId('bar-instalment').textContent();
    expect(loan).to.equal(await figure(page, 'The loan you could get').textContent());
    expect(instalment).to.equal(await figure(page, 'Monthly instalment').textContent());
    expect(loan).to.match(/^S\$[\d,]+\.\d{2}$/);
    await price.fill('600,000');
    await expectBarFollows(page, loan!);
    await expectNoAxeViolations(page, 'affordability summary bar (360 px)');
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/affordability-bar-360.png` });

    // The link opens the full answer; with the answer on screen the bar steps aside.
    await bar.getByRole('link', { name: 'See the full answer' }).click();
    await until(page, "(() => { const top = document.getElementById('afford-answer').getBoundingClientRect().top; return top >= -2 && top < 120; })()");
    await bar.waitFor({ state: 'hidden' });
    expect(await page.evaluate("document.activeElement?.id")).to.equal('afford-answer-heading');
    expect(page.url()).to.equal(url(AFFORD));
    await context.close();
  });

  /** The bar shows a new loan once the price changes, and it is again the answer's. */
  async function expectBarFollows(page: Page, before: string): Promise<void> {
    const bar = page.getByRole('complementary', { name: 'Your answer in short' });
    await until(page, `document.querySelector('[data-testid="bar-loan"]')?.textContent !== ${JSON.stringify(before)}`);
    expect(await bar.getByTestId('bar-loan').textContent()).to.equal(await figure(page, 'The loan you could get').textContent());
  }

  it('a visitor on a lockout page is offered what really happens: log in with Singpass to make a plan, or read the guide', async () => {
    const { context, page } = await newPage(journey.browser);
    await page.goto(url('/buying-a-house/financing-plan'));
    await page.waitForURL(url('/buying-a-house/lockout-page'));
    await page.getByRole('heading', { name: 'Log in and set up your dashboard first' }).waitFor();
    // No button promising a set-up a visitor cannot start.
    expect(await page.getByRole('link', { name: 'Set up dashboard with SGFinDex' }).count()).to.equal(0);
    await page.getByRole('link', { name: 'Read the purchase guide' }).waitFor();
    await expectNoAxeViolations(page, 'financing plan lockout (visitor)');
    await shoot(page, 'financing-plan-lockout-visitor');

    await page.goto(url('/savings-resources/budget-calculator'));
    await page.waitForURL(url('/savings-resources/budget-calc-lockout-page'));
    await page.getByRole('button', { name: 'Log in with Singpass to plan your budget' }).waitFor();
    await page.goto(url('/investment-resources/estimated-growth-rate'));
    await page.getByRole('button', { name: 'Log in with Singpass to see your growth rate' }).waitFor();
    await page.getByRole('link', { name: 'Read about investments' }).waitFor();

    // The button does log in with Singpass.
    await page.goto(url('/buying-a-house/lockout-page'));
    await page.getByRole('button', { name: 'Log in with Singpass to make a plan' }).click();
    await pickMockpassPersona(page, 'S9812381D [MyInfo]');
    await page.waitForURL(url('/intro-privacy'));
    await context.close();
  });

  it('the Targets page says what it is now, and the target dialog\'s name hint speaks of a target', async () => {
    const { context, page } = await newPage(journey.browser);
    await finishOnboarding(page, journey.app.baseUrl, 'S9812379B [MyInfo]', 'rough.targets@example.com');
    await page.goto(url('/targets'));
    await page.waitForURL(url('/targets/setup'));
    await page.getByRole('heading', { name: 'Create your financial targets', level: 1 }).waitFor();
    const now = new Date().toISOString();
    const res = await page.request.put(url('/api/v1/module-status'), { data: { module: 'SET_SAVING_TARGETS', currentStep: null, lastUpdated: now, lastCompleted: now } });
    expect(res.status(), await res.text()).to.equal(200);

    await page.goto(url('/targets'));
    await page.getByRole('heading', { name: 'Create your financial targets', level: 1 }).waitFor();
    const put = await page.request.put(url('/api/v1/emergency-fund'), { data: { totalAmount: 600_000, currentAmount: 0, date: '2027-12-31' } });
    expect(put.status(), await put.text()).to.equal(200);
    await page.reload();
    await page.getByRole('heading', { name: 'Your emergency fund', level: 1, exact: true }).waitFor();
    expect(await page.title()).to.match(/\| Your emergency fund$/);

    await page.getByRole('button', { name: 'Add a target' }).first().click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText("What you are saving for: for example 'Holiday in Japan'").waitFor();
    await shoot(page, 'goal-dialog-name-hint');
    await context.close();
  });

  it("another account's verification link says so while signed in, and still asks a signed-out visitor to log in", async () => {
    // The owner asks for a link.
    const owner = await newPage(journey.browser);
    await signInAndConsent(owner.page, journey.app.baseUrl, 'S9912375C [MyInfo]');
    const patched = await owner.page.request.patch(url('/api/v1/user'), { data: { email: 'rough.owner@example.com' } });
    expect(patched.status(), await patched.text()).to.equal(200);
    await postAsResident(owner.page, journey.app.baseUrl, '/email/generate-verification-code', {});
    const outbox = (await (await owner.page.request.get(url('/api/v1/dev/outbox'))).json()) as { messages?: Array<{ to: string; text: string }> } | Array<{ to: string; text: string }>;
    const messages = Array.isArray(outbox) ? outbox : (outbox.messages ?? []);
    const text = messages.find((m) => m.to === 'rough.owner@example.com')!.text;
    const link = /\/email-verification\/\S+/.exec(text)![0]!;

    // Someone else, signed in, opens it.
    const other = await newPage(journey.browser, 360, 800);
    await signInAndConsent(other.page, journey.app.baseUrl, 'S9812382B [MyInfo]');
    await other.page.goto(url(link));
    await other.page.getByRole('heading', { name: 'This link is for another account' }).waitFor();
    await other.page.getByText("This link verifies another account's email: log out and open it again, or sign in as that account.").waitFor();
    await expectNoAxeViolations(other.page, 'verification link of another account (360 px)');
    if (SHOTS) await other.page.screenshot({ path: `${SHOTS}/verification-other-account-360.png` });
    await other.page.getByRole('main').getByRole('button', { name: 'Log out' }).click();
    await other.page.waitForURL(url('/logout'));

    // Signed out, the link works as before: log in first.
    await other.page.goto(url(link));
    await other.page.getByRole('heading', { name: 'Log in to verify your email' }).waitFor();
    await other.page.getByRole('button', { name: 'Log in with Singpass to verify', exact: true }).waitFor();
    // And its owner can still use it.
    await owner.page.goto(url(link));
    await owner.page.getByRole('heading', { name: 'Your email is verified' }).waitFor();
    await owner.context.close();
    await other.context.close();
  });
});
