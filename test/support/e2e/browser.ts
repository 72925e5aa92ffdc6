import { chromium, type Browser, type BrowserContext, type Locator, type Page } from 'playwright-core';
import { AxeBuilder } from '@axe-core/playwright';
import { expect } from 'chai';

/** Debian's Chromium, never a downloaded browser; flags keep it off the (closed) network. */
export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
  });
}

export async function newPage(browser: Browser, width = 1280, height = 900): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: { width, height } });
  const page = await context.newPage();
  waitForTheAppOnNavigation(page);
  return { context, page };
}

/**
 * The browser keeps a session cookie of a session that has ended: it gets the empty shell, which reads the session
 * (and is told 401) before it shows a page, as a returning resident's browser does. A visitor without one gets the
 * prerendered page and no session read (docs/decisions.md "Prerendered public pages").
 */
export function holdEndedSessionCookie(context: BrowserContext, baseUrl: string): Promise<void> {
  return context.addCookies([{ name: 'mmp.sid', value: 'ended-session', url: `${baseUrl}/` }]);
}

/**
 * A visitor's public page arrives prerendered: readable at once, with the app starting over it a moment later
 * (docs/decisions.md "Prerendered public pages"). Journeys act as the app's user, so after each `goto` and `reload`
 * they wait until the app has taken the page over (web/src/main.tsx drops `data-prerendered` from the root then).
 */
export function waitForTheAppOnNavigation(page: Page): void {
  // A function, not a string: the page's CSP forbids evaluating strings. The spec code has no DOM types.
  const appTookOver = () =>
    page.waitForFunction(() => !(globalThis as unknown as { document: { querySelector(selector: string): unknown } }).document.querySelector('#root[data-prerendered]'));
  const goto = page.goto.bind(page);
  page.goto = async (...args: Parameters<Page['goto']>) => {
    const response = await goto(...args);
    await appTookOver();
    return response;
  };
  const reload = page.reload.bind(page);
  page.reload = async (...args: Parameters<Page['reload']>) => {
    const response = await reload(...args);
    await appTookOver();
    return response;
  };
}

/** Zero WCAG 2.2 AA violations on what the page shows now. */
export async function expectNoAxeViolations(page: Page, label: string): Promise<void> {
  // Check what the resident sees once things settle: a fade caught half-way has low contrast by definition.
  // Finite animations only (a spinner runs for ever).
  await page.evaluate(
    `Promise.all(document.getAnimations()
       .filter((a) => a.effect && a.effect.getComputedTiming().endTime !== Infinity)
       .map((a) => a.finished.catch(() => null)))`,
  );
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
  const summary = results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(summary, `axe violations on ${label}`).to.deep.equal([]);
}

/**
 * Presses a submit button that looks disabled until its form is valid but stays pressable (spec 1 §5), so
 * Playwright's "enabled" check must be skipped with `force`. `force` also skips the "stable" check, and a
 * validation message appearing or vanishing just before the press moves the button: a forced click at the old
 * position then lands on nothing. So wait until the button's box holds still for two frames first.
 */
export async function pressLookingDisabled(button: Locator): Promise<void> {
  await button.waitFor({ state: 'visible' });
  await button.scrollIntoViewIfNeeded();
  let previous = await button.boundingBox();
  for (let attempt = 0; attempt < 30; attempt += 1) {
    await button.page().evaluate('new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))');
    const current = await button.boundingBox();
    if (current && previous && current.x === previous.x && current.y === previous.y) break;
    previous = current;
  }
  await button.click({ force: true });
}

/**
 * Waits until the focused element's `attribute` ("id", "role", ...) is `value`. A page function with arguments, never
 * a string: the page's CSP forbids evaluating strings, so a string predicate fails whenever it is not already true at
 * the first check.
 */
export async function waitForFocus(page: Page, attribute: string, value: string): Promise<void> {
  await page.waitForFunction(
    ([name, expected]) => (globalThis as unknown as { document: { activeElement: { getAttribute(name: string): string | null } | null } }).document.activeElement?.getAttribute(name) === expected,
    [attribute, value] as const,
  );
}
