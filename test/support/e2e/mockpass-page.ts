import type { Page } from 'playwright-core';

/**
 * Picks a persona on mockpass 4.3.4's login page, as a resident would: the Login button opens a dialog whose
 * username box navigates as soon as its text matches an entry of the list (e.g. 'S9812379B [MyInfo]').
 */
export async function pickMockpassPersona(page: Page, persona: string): Promise<void> {
  await page.waitForURL(/\/singpass\/v2\/authorize/);
  await page.locator('#loginModelbtn:visible').first().click();
  await page.locator('#id-input').fill(persona);
}
