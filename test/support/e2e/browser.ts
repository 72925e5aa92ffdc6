import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
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
  return { context, page };
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
