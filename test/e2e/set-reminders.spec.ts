import { expect } from 'chai';
import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { DateTime } from 'luxon';
import { expectNoAxeViolations, newPage, pressLookingDisabled } from '../support/e2e/browser.js';
import { journeySetup } from '../support/e2e/journey.js';
import { shootBothWidths } from '../support/e2e/screenshots.js';

const SHOTS = process.env.REMINDERS_SCREENSHOT_DIR;

/**
 * The reminder flow (spec 3 §2 "Reminder flow") on the public set-reminders article: a date from today, then a
 * calendar: a Google link, or the calendar file (the button reads Skip until one is chosen, then Done).
 */
describe('Journey: set a reminder to review investments', function () {
  this.timeout(120_000);
  const journey = journeySetup();
  const url = (path: string) => `${journey.app.baseUrl}${path}`;
  const shoot = (page: Page, name: string) => shootBothWidths(page, SHOTS, name);

  it('reads the article, picks a date, and downloads a repeating calendar reminder', async () => {
    const { context, page } = await newPage(journey.browser);
    await page.goto(url('/investment-resources/set-reminders'));
    await page.getByRole('heading', { name: 'Set reminders to review your investments', level: 1 }).waitFor();
    await page.getByText('2 min read').waitFor();
    const feedback = page.getByRole('complementary', { name: 'Feedback' });
    await feedback.getByText('Found this helpful?').waitFor();
    expect(await feedback.getByRole('link', { name: /Leave a feedback/ }).getAttribute('target')).to.equal('_blank');
    await expectNoAxeViolations(page, 'set reminders article');
    await shoot(page, 'reminders-article');

    await page.getByRole('button', { name: 'Set a calendar reminder' }).click();
    const dateStep = page.getByRole('dialog', { name: 'Set a calendar reminder that repeats every 6 months' });
    await pressLookingDisabled(dateStep.getByRole('button', { name: 'Done' }));
    await dateStep.getByText('Choose the date for your first reminder', { exact: true }).waitFor();
    const today = DateTime.now().setZone('Asia/Singapore');
    await dateStep.getByLabel('Choose the date for your first reminder.').fill(today.minus({ days: 1 }).toISODate()!);
    await pressLookingDisabled(dateStep.getByRole('button', { name: 'Done' }));
    await dateStep.getByText('Choose today or a later date').waitFor();
    const first = today.plus({ days: 14 });
    await dateStep.getByLabel('Choose the date for your first reminder.').fill(first.toISODate()!);
    await expectNoAxeViolations(page, 'reminder date step');
    await shoot(page, 'reminders-date');
    await dateStep.getByRole('button', { name: 'Done' }).click();

    const calendarStep = page.getByRole('dialog', { name: 'Which calendar do you want to add the reminders to?' });
    await calendarStep.getByRole('button', { name: 'Skip' }).waitFor();
    const google = new URL((await calendarStep.getByRole('link', { name: /Google Calendar/ }).getAttribute('href'))!);
    expect(google.searchParams.get('text')).to.equal('Review your investment portfolio');
    expect(google.searchParams.get('dates')).to.equal(`${first.toFormat('yyyyMMdd')}/${first.plus({ days: 1 }).toFormat('yyyyMMdd')}`);
    expect(google.searchParams.get('recur')).to.equal('RRULE:FREQ=MONTHLY;INTERVAL=6');
    await expectNoAxeViolations(page, 'reminder calendar step');
    await shoot(page, 'reminders-calendar');

    const [download] = await Promise.all([page.waitForEvent('download'), calendarStep.getByRole('button', { name: 'Download a calendar file (.ics)' }).click()]);
    expect(download.suggestedFilename()).to.equal('MyMoneyPlan investment review.ics');
    const ics = await readFile((await download.path())!, 'utf8');
    expect(ics).to.contain('SUMMARY:Review your investment portfolio');
    expect(ics).to.contain(`DTSTART;VALUE=DATE:${first.toFormat('yyyyMMdd')}`);
    expect(ics).to.contain('RRULE:FREQ=MONTHLY;INTERVAL=6');

    await calendarStep.getByRole('button', { name: 'Done' }).click();
    await calendarStep.waitFor({ state: 'hidden' });
    await context.close();
  });
});
