import { expect } from 'chai';
import type { Page } from 'playwright-core';
import { newPage } from '../support/e2e/browser.js';
import { journeySetup } from '../support/e2e/journey.js';
import { postAsResident, resaleFlatPlan, typedAsset } from '../support/e2e/resident-data.js';
import { finishOnboarding } from '../support/e2e/resident-journeys.js';
import { shootBothWidths } from '../support/e2e/screenshots.js';

const SHOTS = process.env.OVERFLOW_SCREENSHOT_DIR;
const WIDTH = 360;

/** Pages anyone can open. */
const PUBLIC_PAGES = [
  '/',
  '/savings-resources',
  '/loans-and-credit-resources',
  '/investment-resources',
  '/insurance-resources',
  '/retirement-resources',
  '/buying-a-house',
  '/buying-a-house/what-can-i-afford',
  '/expense-manager',
  '/expense-manager/your-expenses',
  '/fin-lit-quiz',
  '/faq',
  '/site-map',
  '/search',
  '/no-such-page',
];

/** Pages a resident with figures opens (the plan's id is filled in once the plan exists). */
const RESIDENT_PAGES = [
  '/dashboard',
  '/dashboard/cashflow',
  '/dashboard/cashflow/savings-ratio',
  '/dashboard/cashflow/total-debt-servicing-ratio',
  '/dashboard/cashflow/loan-repayment',
  '/dashboard/cashflow/monthly-investments',
  '/dashboard/wealth',
  '/dashboard/wealth/investments',
  '/dashboard/wealth/portfolio-diversification',
  '/dashboard/protection',
  '/dashboard/protection/emergency-fund',
  '/dashboard/protection/policies',
  '/cashflow/setup',
  '/cashflow/inflow',
  '/cashflow/outflow-expense',
  '/wealth/setup',
  '/wealth/assets',
  '/targets',
  '/savings-resources/budget-calculator',
  '/savings-resources/budget-calculator/categorise-expenses',
  '/savings-resources/budget-calculator/set-monthly-budget',
  '/savings-resources/budget-calculator/summary',
  '/buying-a-house/financing-plan',
  '/buying-a-house/financing-plan/{plan}/step-1',
  '/buying-a-house/financing-plan/{plan}/step-2',
  '/buying-a-house/financing-plan/{plan}/step-3',
  '/buying-a-house/financing-plan/{plan}/step-4',
  '/buying-a-house/financing-plan/{plan}/step-5',
  '/buying-a-house/financing-plan/{plan}/summary',
  '/investment-resources/investing-for-beginners',
  '/investment-resources/readiness-assessment',
  '/investment-resources/estimated-growth-rate',
  '/profile',
  '/settings',
  '/notifications',
  '/data/summary/banks',
];

/** How far the page scrolls sideways at 360 px, once what the page loads has settled. */
async function overflowAt(page: Page, address: string): Promise<number> {
  await page.goto(address);
  await page.locator('main').first().waitFor();
  await page.waitForLoadState('networkidle');
  // Lazy charts and late figures: a short settle so their width counts.
  await page.waitForTimeout(300);
  return Number(await page.evaluate('document.documentElement.scrollWidth'));
}

/** The innermost elements reaching past the right edge, to say in a failure what is too wide. */
async function widestElements(page: Page): Promise<string> {
  // A string, not a function: the test project compiles without the DOM library.
  return String(
    await page.evaluate(`[...document.querySelectorAll('body *')]
      .filter((el) => el.getBoundingClientRect().right > ${WIDTH} + 0.5 && ![...el.children].some((c) => c.getBoundingClientRect().right > ${WIDTH} + 0.5))
      .slice(0, 4)
      .map((el) => el.tagName.toLowerCase() + (el.className && typeof el.className === 'string' ? '.' + el.className.trim().split(/\\s+/).join('.') : '') + ' (' + Math.round(el.getBoundingClientRect().right) + ')')
      .join(', ')`),
  );
}

/**
 * No page of the journeys scrolls sideways on a 360 px phone (UI guide "Checking your work"; docs/decisions.md "Rough
 * edges smoothed"): for an anonymous visitor and for a resident with income, expenses and budgets, loans, assets and a
 * custom financing plan, `document.documentElement.scrollWidth` stays within 360.
 */
describe('E2E: no page scrolls sideways at 360 px', function () {
  this.timeout(300_000);
  const journey = journeySetup();
  const url = (path: string) => `${journey.app.baseUrl}${path}`;

  const post = (page: Page, path: string, data: unknown) => postAsResident(page, journey.app.baseUrl, path, data);

  it('an anonymous visitor: every public page fits', async () => {
    const { context, page } = await newPage(journey.browser, WIDTH, 800);
    const wide: string[] = [];
    for (const path of PUBLIC_PAGES) {
      const width = await overflowAt(page, url(path));
      if (width > WIDTH) wide.push(`${path}: ${width} px: ${await widestElements(page)}`);
    }
    expect(wide, 'pages wider than 360 px').to.deep.equal([]);
    await context.close();
  });

  it('a resident with figures and a custom financing plan: every page fits', async () => {
    const { context, page } = await newPage(journey.browser, 1280, 900);
    await finishOnboarding(page, journey.app.baseUrl, 'S9812381D [MyInfo]', 'wide.pages@example.com');
    await post(page, '/income', { incomeList: [{ name: 'Salary', grossIncome: 725_000, netIncome: 580_000, incomeCurrency: 'SGD', type: 'EMPLOYMENT' }] });
    await post(page, '/target-monthly-savings', { targetMonthlySavings: 100_000, enteredDate: '2026-11-01' });
    await post(page, '/expense', {
      expenses: [
        { category: 'Housing', amount: 200_000, timeInterval: 'MONTHLY', budgetAmount: 210_000, budgetTimeInterval: 'MONTHLY' },
        { category: 'Food', amount: 1_200_000, timeInterval: 'YEARLY', budgetAmount: 1_090_000, budgetTimeInterval: 'MONTHLY' },
        { category: 'Transport', amount: 25_000, timeInterval: 'MONTHLY', budgetAmount: 1_234_567, budgetTimeInterval: 'MONTHLY' },
      ],
    });
    await post(page, '/loan-repayment', { loanRepayments: [{ name: 'HDB loan', amount: 150_000, ccy: 'SGD', cash: 100_000, cpf: 50_000, type: { id: 1 } }] });
    await post(page, '/investment', { name: 'STI ETF', amount: 50_000, ccy: 'SGD', assetType: 'UNIT_TRUST' });
    await post(page, '/asset/cash-savings', typedAsset('DBS Multiplier', 12_345_678));
    await post(page, '/asset/stock', typedAsset('Apple shares', 1_000_000, { currency: 'USD' }));
    const created = await post(page, '/housing-plan', resaleFlatPlan('Four-room resale in Bedok North'));
    const planId = (created.housingPlan as { id: string }).id;

    await page.setViewportSize({ width: WIDTH, height: 800 });
    const wide: string[] = [];
    for (const path of RESIDENT_PAGES) {
      const address = path.replace('{plan}', planId);
      const width = await overflowAt(page, url(address));
      if (width > WIDTH) wide.push(`${address}: ${width} px: ${await widestElements(page)}`);
    }
    if (SHOTS) {
      for (const [name, path] of [
        ['plan-summary', `/buying-a-house/financing-plan/${planId}/summary`],
        ['dashboard', '/dashboard'],
        ['cashflow', '/dashboard/cashflow'],
        ['budget-summary', '/savings-resources/budget-calculator/summary'],
        ['not-found', '/no-such-page'],
        ['bank-summary', '/data/summary/banks'],
      ] as const) {
        await page.setViewportSize({ width: 1280, height: 900 });
        await page.goto(url(path));
        await page.locator('main').first().waitFor();
        await page.waitForLoadState('networkidle');
        await shootBothWidths(page, SHOTS, name);
        // The 360 px page in screen-high slices (a whole page is too tall to read).
        await page.setViewportSize({ width: WIDTH, height: 800 });
        const height = Number(await page.evaluate('document.documentElement.scrollHeight'));
        for (let top = 0, slice = 0; top < height && slice < 8; top += 800, slice++) {
          await page.screenshot({ path: `${SHOTS}/${name}-360-part${slice}.png`, fullPage: true, clip: { x: 0, y: top, width: WIDTH, height: Math.min(800, height - top) } });
        }
      }
    }
    expect(wide, 'pages wider than 360 px').to.deep.equal([]);
    await context.close();
  });
});
