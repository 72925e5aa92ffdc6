import { expect } from 'chai';
import type { Browser, Locator, Page } from 'playwright-core';
import { expectNoAxeViolations, newPage, pressLookingDisabled, waitForTheAppOnNavigation } from '../support/e2e/browser.js';
import { journeySetup } from '../support/e2e/journey.js';
import { pickMockpassPersona } from '../support/e2e/mockpass-page.js';

/**
 * Units of the spec finished late (docs/decisions.md "The spec's remaining units"): the landing page's feature
 * carousel moving by itself (spec 3 §9: every 4500 ms, CSS scroll snap) and stopping as the WAI carousel pattern
 * says, and the floating 'Return to onboarding' button taking a resident back to the step they left (spec 1 §2).
 */
describe('Journey: the spec’s remaining units (carousel, return to onboarding)', function () {
  this.timeout(180_000);
  const journey = journeySetup();
  const url = (path: string) => `${journey.app.baseUrl}${path}`;

  async function reducedMotionPage(browser: Browser): Promise<{ close: () => Promise<void>; page: Page }> {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, reducedMotion: 'reduce' });
    const page = await context.newPage();
    waitForTheAppOnNavigation(page);
    return { close: () => context.close(), page };
  }

  const carouselOf = (page: Page) => {
    const root = page.locator('section.carousel');
    return {
      root,
      viewport: root.locator('.carousel__viewport'),
      current: async () => (await root.locator('.carousel__dot[aria-current="true"] .carousel__dot-label').textContent())?.trim(),
      pause: root.getByRole('button', { name: 'Stop moving the slides' }),
      play: root.getByRole('button', { name: 'Move the slides automatically' }),
    };
  };
  const waitForCurrent = (root: Locator, title: string, timeout = 7_000) =>
    root.locator('.carousel__dot[aria-current="true"]', { hasText: title }).waitFor({ timeout });
  /** The pointer far from the carousel, and no focus in it. */
  const leave = async (page: Page) => {
    await page.mouse.move(5, 5);
    await page.evaluate('document.activeElement?.blur()');
  };

  it('moves by itself every 4.5 s in a scroll-snap row, silent while moving, and stops for the pause button, a hovering pointer and keyboard focus', async () => {
    const { context, page } = await newPage(journey.browser);
    await page.goto(url('/'));
    const carousel = carouselOf(page);
    await carousel.root.waitFor();
    await leave(page);
    expect(await page.evaluate<string>("getComputedStyle(document.querySelector('.carousel__viewport')).scrollSnapType")).to.equal('x mandatory');
    expect(await page.evaluate<string>("getComputedStyle(document.querySelector('.carousel__slide')).scrollSnapAlign")).to.equal('start');
    expect(await carousel.current()).to.equal('Consolidate');
    expect(await carousel.viewport.getAttribute('aria-live'), 'not announced while moving by itself').to.equal('off');
    await carousel.pause.waitFor();

    // Not before 4.5 s, then on to the next slide, scrolled to its start.
    await page.waitForTimeout(3_500);
    expect(await carousel.current(), 'still the first slide after 3.5 s').to.equal('Consolidate');
    await waitForCurrent(carousel.root, 'Plan', 3_000);
    // A function, not a string: the app's content security policy forbids eval (the root tsconfig has no DOM types).
    await page.waitForFunction(() => {
      const el = (globalThis as unknown as { document: { querySelector: (s: string) => { scrollLeft: number; clientWidth: number } } }).document.querySelector('.carousel__viewport');
      return Math.abs(el.scrollLeft - el.clientWidth) < 2;
    });
    expect(await page.getByRole('group', { name: '2 of 3: Plan' }).getByRole('heading', { name: 'Plan with clear numbers' }).isVisible()).to.equal(true);
    expect(await page.evaluate<boolean[]>("[...document.querySelectorAll('.carousel__slide')].map((slide) => slide.inert)"), 'slides out of view are inert').to.deep.equal([true, false, true]);

    // The pause button stops it for good, and changes are then announced.
    await carousel.pause.click();
    await leave(page);
    await carousel.play.waitFor();
    expect(await carousel.viewport.getAttribute('aria-live')).to.equal('polite');
    await page.waitForTimeout(5_500);
    expect(await carousel.current(), 'paused: no move').to.equal('Plan');
    await expectNoAxeViolations(page, 'landing carousel paused');

    // A scroll by hand settles on the nearest slide, which becomes the current one.
    await page.evaluate("(() => { const el = document.querySelector('.carousel__viewport'); el.scrollTo({ left: el.clientWidth * 1.8, behavior: 'auto' }); })()");
    await waitForCurrent(carousel.root, 'Learn', 3_000);

    // Play again: it moves on (wrapping round to the first slide) and is silent again.
    await carousel.play.click();
    await leave(page);
    expect(await carousel.viewport.getAttribute('aria-live')).to.equal('off');
    await waitForCurrent(carousel.root, 'Consolidate');

    // A pointer resting on it holds it.
    await carousel.root.hover();
    expect(await carousel.viewport.getAttribute('aria-live')).to.equal('polite');
    await page.waitForTimeout(5_500);
    expect(await carousel.current(), 'hovered: no move').to.equal('Consolidate');
    await leave(page);

    // Keyboard focus inside it holds it too.
    await carousel.pause.focus();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    expect(await page.evaluate<boolean>("document.activeElement.matches('.carousel button:focus-visible') && document.activeElement.textContent.includes('Stop moving')")).to.equal(true);
    expect(await carousel.viewport.getAttribute('aria-live')).to.equal('polite');
    await page.waitForTimeout(5_500);
    expect(await carousel.current(), 'focused: no move').to.equal('Consolidate');
    await context.close();
  });

  it('never moves by itself for a visitor who prefers reduced motion, who may still start it', async () => {
    const { close, page } = await reducedMotionPage(journey.browser);
    await page.goto(url('/'));
    const carousel = carouselOf(page);
    await carousel.play.waitFor();
    await leave(page);
    expect(await carousel.viewport.getAttribute('aria-live')).to.equal('polite');
    await page.waitForTimeout(5_500);
    expect(await carousel.current()).to.equal('Consolidate');
    // The controls still work, with no animation.
    await carousel.root.getByRole('button', { name: 'Next slide' }).click();
    await waitForCurrent(carousel.root, 'Plan', 2_000);
    await carousel.play.click();
    await leave(page);
    await waitForCurrent(carousel.root, 'Learn');
    await close();
  });

  it("takes a resident who left onboarding back to the step they left with 'Return to onboarding'", async () => {
    const { context, page } = await newPage(journey.browser);
    await page.goto(url('/'));
    await page.getByRole('link', { name: 'Log in with Singpass' }).first().click();
    await pickMockpassPersona(page, 'S9812381D [MyInfo]');
    await page.waitForURL(url('/intro-privacy'));
    await page.getByRole('checkbox', { name: 'I have read and agree to the Terms of use and Privacy policy' }).check();
    const pressContinue = () => pressLookingDisabled(page.getByRole('main').getByRole('button', { name: 'Continue' }));
    await pressContinue();
    await page.waitForURL(url('/onboarding'));
    expect(await page.getByRole('link', { name: 'Return to onboarding' }).count(), 'not on the onboarding pages').to.equal(0);
    await page.getByRole('link', { name: 'Get started' }).click();
    await page.waitForURL(url('/onboarding/info/step-1'));
    await page.getByRole('heading', { name: 'About you' }).waitFor();
    await pressContinue();
    await page.waitForURL(url('/onboarding/info/step-2'));
    await page.getByRole('heading', { name: 'Your email' }).waitFor();

    // The resident leaves onboarding for a tool anyone may use.
    await page.goto(url('/expense-manager'));
    const back = page.getByRole('link', { name: 'Return to onboarding' });
    await back.waitFor();
    expect(await back.getAttribute('href')).to.equal('/onboarding/info/step-2');
    await expectNoAxeViolations(page, 'expense manager with Return to onboarding');
    await back.click();
    await page.waitForURL(url('/onboarding/info/step-2'));
    await page.getByRole('heading', { name: 'Your email' }).waitFor();
    expect(await page.getByRole('link', { name: 'Return to onboarding' }).count(), 'hidden on the step itself').to.equal(0);
    await context.close();
  });
});
