import type { Page } from 'playwright-core';
import { pressLookingDisabled } from './browser.js';
import { pickMockpassPersona } from './mockpass-page.js';

/** The steps most journeys start with, as a resident clicks them. `baseUrl` is the journey app's. */

const pressContinue = (page: Page) => pressLookingDisabled(page.getByRole('main').getByRole('button', { name: 'Continue' }));

/** Landing -> 'Log in with Singpass' -> the mockpass persona -> accepts the terms; ends on /onboarding. */
export async function signInAndConsent(page: Page, baseUrl: string, persona: string): Promise<void> {
  await page.goto(`${baseUrl}/`);
  await page.getByRole('link', { name: 'Log in with Singpass' }).first().click();
  await pickMockpassPersona(page, persona);
  await page.waitForURL(`${baseUrl}/intro-privacy`);
  await page.getByRole('checkbox', { name: 'I have read and agree to the Terms of use and Privacy policy' }).check();
  await pressContinue(page);
  await page.waitForURL(`${baseUrl}/onboarding`);
}

/** From /onboarding: 'Get started', keeps the Myinfo details of step 1; ends on step 2 (the email). */
export async function reachOnboardingEmailStep(page: Page, baseUrl: string): Promise<void> {
  await page.getByRole('link', { name: 'Get started' }).click();
  await page.waitForURL(`${baseUrl}/onboarding/info/step-1`);
  await page.getByRole('heading', { name: 'About you' }).waitFor();
  await pressContinue(page);
  await page.waitForURL(`${baseUrl}/onboarding/info/step-2`);
}

/**
 * A new resident signs in and finishes onboarding: email given (verified later), full-time employed for more than
 * five years. Ends on /onboarding/completed.
 */
export async function finishOnboarding(page: Page, baseUrl: string, persona: string, email: string): Promise<void> {
  await signInAndConsent(page, baseUrl, persona);
  await reachOnboardingEmailStep(page, baseUrl);
  await page.getByLabel('Email address').fill(email);
  await pressContinue(page);
  await page.getByRole('button', { name: "I'll verify later" }).click();
  await page.waitForURL(`${baseUrl}/onboarding/info/step-3`);
  await page.getByRole('radio', { name: 'Full-time or part-time employed' }).check();
  await page.getByRole('radio', { name: 'More than 5 years' }).check();
  await pressContinue(page);
  await page.waitForURL(`${baseUrl}/onboarding/completed`);
}
