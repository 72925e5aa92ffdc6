import { expect } from 'chai';
import type { Page } from 'playwright-core';
import { expectNoAxeViolations, newPage } from '../support/e2e/browser.js';
import { journeySetup } from '../support/e2e/journey.js';
import { gapCentsOf } from '../support/e2e/retirement-answer.js';
import { shootBothWidths } from '../support/e2e/screenshots.js';

const SHOTS = process.env.RETIREMENT_SCREENSHOT_DIR;
const PAGE = '/retirement-resources/how-much-will-cpf-pay-me';

/** 'S$3,100.00 to S$3,330.00' as cents [low, high]. */
function rangeOf(text: string): [number, number] {
  const amounts = [...text.matchAll(/S\$([\d,]+)\.(\d{2})/g)].map((m) => Number(m[1]!.replace(/,/g, '')) * 100 + Number(m[2]));
  expect(amounts.length, text).to.be.at.least(2);
  return [amounts[0]!, amounts[1]!];
}

/**
 * The public "How much will CPF pay me?" page (docs/decisions.md "How much will CPF pay me?"): a visitor with no
 * sign-in answers for a citizen born 15 Jun 1991 on S$6,000 a month and reads CPF's estimate of CPF LIFE as a range
 * and the gap or surplus, worked out by POST /retirement/calculate as they type; deferring payouts to 70 raises the
 * range. At 1280 px and at 360 px (no sideways scroll); axe passes in every state.
 */
describe('Journey: how much will CPF pay me?', function () {
  this.timeout(240_000);
  const journey = journeySetup();
  const url = (path: string) => `${journey.app.baseUrl}${path}`;

  async function answer(page: Page): Promise<void> {
    await page.getByLabel('Date of birth').fill('15/06/1991');
    await page.getByRole('radio', { name: 'Singapore citizen' }).check();
    await page.getByLabel('Gross monthly wage (S$)').fill('6,000');
    await page.getByLabel('Ordinary Account (S$) (optional)').fill('40,000');
    await page.getByLabel('Special Account (S$) (optional)').fill('15,000');
    await page.getByLabel('MediSave Account (S$) (optional)').fill('5,000');
    await page.getByLabel("What you spend a month today (S$)").fill('3,000');
  }

  async function readRange(page: Page): Promise<[number, number]> {
    const range = page.getByTestId('cpf-life-range').locator('dd').first();
    await range.waitFor();
    return rangeOf(await range.innerText());
  }

  /** Waits until the answer is no longer updating (the call answered for the latest answers). */
  const settled = (page: Page) => page.locator('.cpf-pay__answer:not([aria-busy])').getByTestId('cpf-life-range').waitFor();

  for (const width of [1280, 360]) {
    it(`at ${width} px: a visitor reads a CPF LIFE range and the gap, and deferring to 70 raises the range`, async () => {
      const { context, page } = await newPage(journey.browser, width, width === 360 ? 800 : 900);
      const writes: string[] = [];
      page.on('request', (request) => {
        if (request.method() !== 'GET' && request.url().includes('/api/')) writes.push(`${request.method()} ${new URL(request.url()).pathname}`);
      });

      // Linked from each step of the retirement guide and from the footer's tools.
      await page.goto(url('/retirement-resources/close-savings-gap'));
      await page.getByRole('main').getByRole('link', { name: 'How much will CPF pay me?' }).click();
      await page.waitForURL(url(PAGE));
      await page.getByRole('heading', { name: 'How much will CPF pay me?', level: 1 }).waitFor();
      expect(await page.getByRole('contentinfo').getByRole('link', { name: 'How much will CPF pay me?', exact: true }).getAttribute('href')).to.equal(PAGE);

      // No figure until the date of birth and the wage are there: never one on a silent zero.
      const waiting = page.getByTestId('cpf-not-available');
      expect(await waiting.innerText()).to.match(/^Not available yet: enter your date of birth, .*your wage/);
      expect(await page.getByTestId('cpf-life-range').count()).to.equal(0);
      await expectNoAxeViolations(page, `cpf pay me empty ${width}`);

      await answer(page);
      await settled(page);
      const [low65, high65] = await readRange(page);
      expect(low65).to.be.greaterThan(0);
      expect(high65).to.be.at.least(low65);
      expect(await page.getByTestId('cpf-life-range').locator('dt').innerText()).to.contain("CPF's estimate");
      const gap = await page.getByTestId('cpf-gap').innerText();
      expect(gap).to.match(/Your monthly (gap \(a shortfall\)|surplus)\s+S\$[\d,]+\.\d{2} in today's dollars/);
      // The first month's contribution, the cohort's sums, the balances table, the levers and the sources.
      await page.getByRole('heading', { name: /Your first month's contribution/ }).waitFor();
      await page.getByRole('heading', { name: 'Retirement sums for those turning 55 in 2046' }).waitFor();
      expect(await page.getByRole('table').locator('tbody tr').count()).to.equal(4);
      expect(await page.getByRole('table').locator('thead th').allInnerTexts()).to.deep.equal(['Account', 'At 55 (Jun 2046)', 'At 65 (Jun 2056)']);
      await page.getByRole('heading', { name: 'What would change it' }).waitFor();
      await page.getByText(/^Rules as of \d{2} [A-Z][a-z]{2} \d{4}/).waitFor();
      // The Retirement Account is asked only from 55.
      expect(await page.getByLabel('Retirement Account (S$) (optional)').count()).to.equal(0);

      await page.getByText('Change the assumptions').click();
      const payoutAge = page.getByLabel('Age CPF LIFE payouts start');
      await page.getByText('Default: 65.').waitFor();
      await payoutAge.selectOption('70');
      await page.getByTestId('cpf-life-range').locator('dt', { hasText: 'from age 70' }).waitFor();
      await settled(page);
      const [low70, high70] = await readRange(page);
      expect(low70).to.be.greaterThan(low65);
      expect(high70).to.be.greaterThan(high65);
      await expectNoAxeViolations(page, `cpf pay me answered ${width}`);
      if (width === 1280) await shootBothWidths(page, SHOTS, 'cpf-pay-me');
      if (width === 360 && SHOTS) {
        await page.locator('.cpf-pay__answer').screenshot({ path: `${SHOTS}/cpf-pay-me-answer-360.png` });
        await page.locator('.cpf-pay__headline').screenshot({ path: `${SHOTS}/cpf-pay-me-headline-360.png` });
        await page.locator('section[aria-labelledby="cpf-balances-heading"]').screenshot({ path: `${SHOTS}/cpf-pay-me-balances-360.png` });
        await page.locator('section[aria-labelledby="cpf-levers-heading"]').screenshot({ path: `${SHOTS}/cpf-pay-me-levers-360.png` });
      }

      // Nothing leaves the tab but the calculation itself; the answers stay after a reload.
      expect(writes.every((w) => w === 'POST /api/v1/retirement/calculate'), writes.join(', ')).to.equal(true);
      await page.reload();
      expect(await page.getByLabel('Gross monthly wage (S$)').inputValue()).to.equal('6,000.00');
      expect(await page.getByLabel('Age CPF LIFE payouts start').inputValue()).to.equal('70');

      const scrollWidth = (await page.evaluate('document.documentElement.scrollWidth')) as number;
      expect(scrollWidth, 'no sideways scroll').to.be.at.most(width);
      await context.close();
    });
  }

  /** The monthly gap in today's dollars as cents, once the answer has settled. */
  async function readGap(page: Page): Promise<number> {
    await settled(page);
    return gapCentsOf(await page.getByTestId('cpf-gap').innerText());
  }

  it('each kind of other money counts at its own return: SRS narrows the gap, less so at a lower return', async () => {
    const { context, page } = await newPage(journey.browser);
    await page.goto(url(PAGE));
    await answer(page);
    const without = await readGap(page);
    await page.getByLabel('SRS (S$) (optional)').fill('50,000');
    await page.getByLabel('Cash set aside for retirement (S$) (optional)').fill('10,000');
    const withBoth = await readGap(page);
    expect(withBoth).to.be.lessThan(without);
    // What each kind has grown to when work stops is said beside the income it pays.
    await page.getByText(/By \d+: .*your SRS S\$[\d,]+\.\d\d and your cash set aside S\$[\d,]+\.\d\d, in that year's dollars/).waitFor();
    await page.getByText('Change the assumptions').click();
    const srsReturn = page.getByLabel('Return on your SRS (% a year)');
    expect(await srsReturn.inputValue()).to.equal('4');
    expect(await page.getByLabel('Return on your cash set aside (% a year)').inputValue()).to.equal('1.5');
    await srsReturn.fill('0');
    const lowerReturn = await readGap(page);
    expect(lowerReturn).to.be.greaterThan(withBoth);
    expect(lowerReturn).to.be.lessThan(without);
    // Cash does not lose money by itself: a negative return is refused beside its box, and the figures wait.
    await page.getByLabel('Return on your cash set aside (% a year)').fill('-1');
    await page.getByLabel('Return on your cash set aside (% a year)').press('Tab');
    await page.locator('#cpf-cashReturnPercent-error', { hasText: 'Enter the return from 0 to 10' }).waitFor();
    await page.getByText('Not available yet: check the answers marked in red.').waitFor();
    await expectNoAxeViolations(page, 'cpf pay me other money');
    await context.close();
  });

  it("shows a server 400 beside the box it names", async () => {
    const { context, page } = await newPage(journey.browser);
    await page.goto(url(PAGE));
    await answer(page);
    await settled(page);
    await page.route('**/api/v1/retirement/calculate', (route) =>
      route.fulfill({
        status: 400,
        contentType: 'application/json',
        body: JSON.stringify({
          errorMessage: 'Invalid request',
          code: 'VALIDATION_ERROR',
          requestId: 'e2e',
          details: [{ field: 'balances.oa', message: 'Check the Ordinary Account amount' }],
        }),
      }),
    );
    await page.getByLabel('Ordinary Account (S$) (optional)').fill('41,000');
    const oa = page.getByLabel('Ordinary Account (S$) (optional)');
    await page.locator('#cpf-oa-error', { hasText: 'Check the Ordinary Account amount' }).waitFor();
    expect(await oa.getAttribute('aria-invalid')).to.equal('true');
    await page.getByText('Not available yet: check the answers marked in red.').waitFor();
    await context.close();
  });
});
