import { expect } from 'chai';
import { expectNoAxeViolations, newPage } from '../support/e2e/browser.js';
import { journeySetup } from '../support/e2e/journey.js';
import { shootBothWidths } from '../support/e2e/screenshots.js';

/**
 * docs/decisions.md "Dates typed day, month, year": every date box takes a date as Singapore writes it, whatever the
 * browser's language: 15082027 becomes 15/08/2027, month-first text is refused with how to write it, and the
 * calendar button is there for those who prefer to pick. Shown on the public "What can I afford?" page's date.
 */
describe('Journey: a date typed day, month, year', function () {
  this.timeout(120_000);
  const journey = journeySetup();

  it('reads 15082027 as 15 Aug 2027, refuses 08/15/2027 with how to write it, and offers a calendar', async () => {
    const { context, page } = await newPage(journey.browser);
    await page.goto(`${journey.app.baseUrl}/buying-a-house/what-can-i-afford`);
    const date = page.getByLabel('When you sign the option or the agreement for lease');
    await date.fill('15082027');
    expect(await date.inputValue()).to.equal('15/08/2027');
    await date.blur();
    expect(await date.getAttribute('aria-invalid')).to.equal(null);

    await date.fill('08/15/2027');
    await date.blur();
    await page.getByText('Enter a real date as day/month/year, like 15/08/1992').waitFor();
    expect(await date.getAttribute('aria-invalid')).to.equal('true');

    await date.fill('1/9/2027');
    await date.blur();
    expect(await date.inputValue()).to.equal('01/09/2027');
    expect(await page.getByText('Enter a real date as day/month/year, like 15/08/1992').count()).to.equal(0);
    await page.getByRole('button', { name: 'Open the calendar' }).first().waitFor();
    await expectNoAxeViolations(page, 'date typed day, month, year');
    await shootBothWidths(page, process.env.E2E_SCREENSHOTS, 'date-day-month-year');
    if (process.env.E2E_SCREENSHOTS) {
      for (const width of [1280, 360]) {
        await page.setViewportSize({ width, height: 800 });
        await page.locator('.field--date').first().screenshot({ path: `${process.env.E2E_SCREENSHOTS}/date-field-${width}.png` });
      }
    }
    await context.close();
  });
});
