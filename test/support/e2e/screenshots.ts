import type { Page } from 'playwright-core';

/**
 * Screenshots of the whole page at 1280 and 360 px into `dir` (`<name>-1280.png`, `<name>-360.png`), for looking
 * at a page (the viewport only while a dialog is open); nothing when `dir` is unset (the suites take none in CI). Toasts left over from an earlier step are
 * dismissed first so they do not cover the page.
 */
export async function shootBothWidths(page: Page, dir: string | undefined, name: string): Promise<void> {
  if (!dir) return;
  // A dialog scrolls inside itself: then the viewport is what the resident sees (and the page behind it, toasts
  // included, is inert: nothing to dismiss).
  const fullPage = (await page.getByRole('dialog').count()) === 0;
  if (fullPage) for (const dismiss of await page.getByRole('button', { name: 'Dismiss message' }).all()) await dismiss.click();
  await page.screenshot({ path: `${dir}/${name}-1280.png`, fullPage });
  await page.setViewportSize({ width: 360, height: 800 });
  await page.screenshot({ path: `${dir}/${name}-360.png`, fullPage });
  await page.setViewportSize({ width: 1280, height: 900 });
}
