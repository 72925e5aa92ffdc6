import { expect } from 'chai';
import type { Page } from 'playwright-core';
import { expectNoAxeViolations, newPage } from '../support/e2e/browser.js';
import { journeySetup } from '../support/e2e/journey.js';
import { shootBothWidths } from '../support/e2e/screenshots.js';

const SHOTS = process.env.QUIZ_SCREENSHOT_DIR;
const BASE = '/fin-lit-quiz';

/**
 * The financial-literacy quiz (spec 3 §2, §5): a visitor reads the preface, tells the quiz about themselves,
 * answers the 11 questions (a multi-select takes exactly 3 or 'None of the above' alone), and gets a score by topic,
 * a badge and tips for the questions missed. Nothing is sent to the server; a failed load shows the quiz's error page.
 */
describe('Journey: financial literacy quiz', function () {
  this.timeout(180_000);
  const journey = journeySetup();
  const url = (path: string) => `${journey.app.baseUrl}${path}`;
  const shoot = (page: Page, name: string) => shootBothWidths(page, SHOTS, name);
  const next = (page: Page) => page.getByRole('button', { name: 'Next' }).click();
  const at = (page: Page, n: number) => page.getByText(`Question ${n} of 11`).waitFor();

  it('takes the quiz from the preface to the results, resuming after a reload, and starts again', async () => {
    const { context, page } = await newPage(journey.browser);
    const writes: string[] = [];
    page.on('request', (request) => {
      if (request.method() !== 'GET' && request.url().includes('/api/')) writes.push(`${request.method()} ${request.url()}`);
    });

    // An unknown sub-page says 'Page not found', with the quiz as the way back (docs/decisions.md "Rough edges smoothed").
    await page.goto(url(`${BASE}/no-such-page`));
    await page.getByRole('heading', { name: 'Page not found', level: 1 }).waitFor();
    await page.getByRole('link', { name: 'Back to financial literacy quiz' }).click();
    await page.waitForURL(url(BASE));
    await page.getByRole('heading', { name: 'How money-savvy are you?', level: 1 }).waitFor();
    // The preface says how 11 questions make 20 points (spec 3 §5 "Quiz").
    await page.getByRole('heading', { name: 'How the points work', level: 2 }).waitFor();
    await page.getByText('4 questions ask you to choose 3: 1 point for each good choice, up to 3 points.').waitFor();
    await expectNoAxeViolations(page, 'quiz preface');
    await shoot(page, 'quiz-preface');
    await page.getByRole('link', { name: 'Terms and conditions' }).click();
    await page.getByRole('heading', { name: 'Terms and conditions', level: 1 }).waitFor();
    await page.getByText('ran from 1 October 2024 to 31 December 2024 and has closed').waitFor();
    await page.getByRole('link', { name: 'Back to the quiz' }).click();
    await page.getByRole('link', { name: 'Start the quiz' }).click();

    // About you: optional.
    await page.waitForURL(url(`${BASE}/demographics`));
    await page.getByRole('radio', { name: 'Singapore Citizen' }).check();
    await page.getByLabel('Year of birth (optional)').selectOption('1990');
    await page.getByRole('radio', { name: 'S$2,500 to S$5,999' }).waitFor();
    await expectNoAxeViolations(page, 'quiz demographics');
    await shoot(page, 'quiz-demographics');
    await page.getByRole('button', { name: 'Continue' }).click();

    // 1. Habits, a multi-select: exactly 3, or None of the above alone.
    await page.waitForURL(url(`${BASE}/questions?n=1`));
    await at(page, 1);
    await page.getByText('Select only 3').waitFor();
    await next(page);
    await page.getByText('Choose 3 answers.').waitFor();
    const habit = (name: string) => page.getByRole('checkbox', { name });
    await habit('Keeping track of what I spend each month').check();
    await habit('Setting money aside for savings as soon as I am paid').check();
    await habit('Paying my credit card bill in full every month').check();
    await habit('None of the above').check();
    expect(await habit('Keeping track of what I spend each month').isChecked()).to.equal(false);
    await habit('Keeping track of what I spend each month').check();
    expect(await habit('None of the above').isChecked()).to.equal(false);
    await habit('Setting money aside for savings as soon as I am paid').check();
    await habit('Paying my credit card bill in full every month').check();
    await expectNoAxeViolations(page, 'quiz multi-select');
    await shoot(page, 'quiz-question-multi');
    await next(page);

    // 2-4, money management; 3 to 6 months scores 1 of 2.
    await at(page, 2);
    await page.getByRole('radio', { name: '3 to 6 months' }).check();
    await next(page);
    await at(page, 3);
    await page.getByRole('radio', { name: 'Less than today' }).check();
    await next(page);
    await at(page, 4);
    await page.getByRole('radio', { name: 'The higher rate loan' }).check();
    await next(page);

    // 5, a dropdown; a reload keeps the place and the answers.
    await at(page, 5);
    await page.reload();
    await at(page, 5);
    await page.getByRole('combobox').selectOption({ label: 'S$13,310' });
    await expectNoAxeViolations(page, 'quiz dropdown');
    await shoot(page, 'quiz-question-dropdown');
    await next(page);

    for (const [n, answers] of [
      [6, ['Spreading my money across different kinds of investments', 'Investing a fixed amount regularly instead of all at once', 'Reviewing my investments at least once a year']],
      [7, ['How long until I need the money', 'How big a loss I could live with', 'The fees and charges I will pay']],
    ] as const) {
      await at(page, n);
      for (const answer of answers) await page.getByRole('checkbox', { name: answer }).check();
      await next(page);
    }
    await at(page, 8);
    await page.getByRole('radio', { name: 'It pays the whole bill for a stay in a private hospital' }).check();
    await next(page);
    await at(page, 9);
    await page.getByRole('radio', { name: 'I turn 85' }).check();
    await next(page);
    await at(page, 10);
    for (const answer of ['Working out how much I will need each month in retirement', 'Topping up my CPF or Supplementary Retirement Scheme account', 'Starting to save early']) {
      await page.getByRole('checkbox', { name: answer }).check();
    }
    await next(page);
    await at(page, 11);
    await page.getByRole('radio', { name: 'My will decides who receives them' }).check();
    await page.getByRole('button', { name: 'See my results' }).click();

    // 18 of 20; Investment is the first topic at 100 %: Finance Sage. Tips for the two questions missed.
    await page.waitForURL(url(`${BASE}/results`));
    await page.getByRole('heading', { name: 'Finance Sage', level: 2 }).waitFor();
    await page.getByRole('heading', { name: 'You scored 18 out of 20 points' }).waitFor();
    await page.getByText('How the points work').click();
    await page.getByText('11 questions, 20 points in all. Some questions are worth more than 1 point:').waitFor();
    await page.getByText('Born in 1990, you are about 29 years from the statutory retirement age, which will be 65 when you reach it').waitFor();
    const tips = page.getByRole('list').filter({ has: page.getByText('An income for life') });
    expect(await tips.getByRole('listitem').filter({ has: page.locator('.quiz-tip__question') }).count()).to.equal(2);
    await page.getByText('Keep an emergency fund').waitFor();
    await expectNoAxeViolations(page, 'quiz results');
    await shoot(page, 'quiz-results');
    expect(writes).to.deep.equal([]);

    // Again from the start.
    await page.getByRole('button', { name: 'Take the quiz again' }).click();
    await page.waitForURL(url(`${BASE}/preface`));
    await page.getByRole('link', { name: 'Start the quiz' }).waitFor();
    await page.goto(url(`${BASE}/results`));
    await page.waitForURL(url(`${BASE}/questions?n=1`));
    await context.close();
  });

  it('shows the quiz error page when its text cannot be loaded, and recovers with Try again', async () => {
    const { context, page } = await newPage(journey.browser);
    await page.route('**/api/v1/fin-lit-quiz/serve-file/**', (route) => route.fulfill({ status: 503, body: '{}' }));
    await page.goto(url(BASE));
    await page.waitForURL(url(`${BASE}/error`));
    await page.getByRole('heading', { name: "We couldn't load the quiz" }).waitFor();
    await expectNoAxeViolations(page, 'quiz error');
    await shoot(page, 'quiz-error');
    await page.unroute('**/api/v1/fin-lit-quiz/serve-file/**');
    await page.getByRole('button', { name: 'Try again' }).click();
    await page.waitForURL(url(`${BASE}/preface`));
    await page.getByRole('heading', { name: 'How money-savvy are you?' }).waitFor();
    await context.close();
  });
});
