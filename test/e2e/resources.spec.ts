import { expect } from 'chai';
import type { Page } from 'playwright-core';
import { expectNoAxeViolations, newPage } from '../support/e2e/browser.js';
import { journeySetup } from '../support/e2e/journey.js';
import { shootBothWidths } from '../support/e2e/screenshots.js';
import { finishOnboarding } from '../support/e2e/resident-journeys.js';

const SHOTS = process.env.RESOURCES_SCREENSHOT_DIR;

/** The resource sections (spec 1 §2, spec 3 §2 "Other resource articles"): each front page leads to its articles. */
describe('Journey: resource sections and articles', function () {
  this.timeout(180_000);
  const journey = journeySetup();
  const url = (path: string) => `${journey.app.baseUrl}${path}`;
  const shoot = (page: Page, name: string) => shootBothWidths(page, SHOTS, name);

  it('opens every section from its front page to its articles, each with a reading time and the feedback panel', async () => {
    const { context, page } = await newPage(journey.browser);
    const sections: Array<[path: string, heading: string, articles: Array<[card: string, path: string, minutes: number]>]> = [
      ['/savings-resources', 'Savings', [['Save before you spend', '/savings-resources/save-before-you-spend', 2]]],
      ['/loans-and-credit-resources', 'Loans and credit', [['Repay your loans early', '/loans-and-credit-resources/repay-your-loans-early', 3]]],
      [
        '/investment-resources',
        'Investments',
        [
          ['Beware of investment scams', '/investment-resources/beware-of-investment-scams', 3],
          ['Get financial advice', '/investment-resources/get-financial-advice', 3],
          ['Set up a CDP and brokerage account', '/investment-resources/set-up-cdp-and-or-brokerage-account', 3],
        ],
      ],
      [
        '/insurance-resources',
        'Insurance',
        [
          ['Understanding the types of insurance', '/insurance-resources/understanding-the-types-of-insurance', 4],
          ['MediShield Life: basic health insurance', '/insurance-resources/basic-health-insurance', 2],
          ['Integrated Shield Plans', '/insurance-resources/integrated-shield-plan', 2],
          ['CareShield Life: long-term care insurance', '/insurance-resources/long-term-care-insurance', 2],
          ['ElderShield: care insurance for the older generation', '/insurance-resources/older-generation-care-insurance', 2],
          ['Supplements to CareShield Life and ElderShield', '/insurance-resources/supplements', 2],
          ["Dependants' Protection Scheme", '/insurance-resources/dependants-protection-scheme', 2],
          ['Home Protection Scheme', '/insurance-resources/home-protection-scheme', 2],
        ],
      ],
    ];
    for (const [path, heading, articles] of sections) {
      await page.goto(url(path));
      await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
      await expectNoAxeViolations(page, path);
      await shoot(page, path.slice(1));
      for (const [card, articlePath, minutes] of articles) {
        await page.goto(url(path));
        await page.getByRole('link', { name: new RegExp(card) }).first().click();
        await page.waitForURL(url(articlePath));
        await page.getByRole('heading', { name: card, level: 1 }).waitFor();
        await page.getByText(`${minutes} min read`).waitFor();
        await page.getByRole('complementary', { name: 'Feedback' }).getByText('Found this helpful?').waitFor();
        expect(await page.getByRole('heading', { name: 'Page not found' }).count()).to.equal(0);
        await expectNoAxeViolations(page, articlePath);
      }
    }
    await shoot(page, 'insurance-article');
    await context.close();
  });

  it('reads the purchase guide from the landing page tool card, article after article', async () => {
    const { context, page } = await newPage(journey.browser);
    await page.goto(url('/'));
    await page.getByRole('link', { name: /Buying a house/ }).first().click();
    await page.waitForURL(url('/buying-a-house'));
    await page.getByRole('heading', { name: 'Buying a house', level: 1 }).waitFor();
    await expectNoAxeViolations(page, 'buying a house');
    await shoot(page, 'buying-a-house');
    await page.getByRole('link', { name: /What your first home costs/ }).click();
    const titles = [
      'What your first home costs',
      'New or resale flat',
      'Other things to pay for',
      'HDB or bank loan',
      'Loan amount and period',
      'Leave money in your CPF',
      'Cash or CPF',
    ];
    for (const [i, title] of titles.entries()) {
      await page.getByRole('heading', { name: title, level: 1 }).waitFor();
      expect(await page.getByRole('heading', { name: 'Page not found' }).count()).to.equal(0);
      await expectNoAxeViolations(page, title);
      if (i < titles.length - 1) await page.getByRole('link', { name: `Next: ${titles[i + 1]}` }).click();
    }
    expect(page.url()).to.equal(url('/buying-a-house/cash-or-CPF'));
    await page.getByRole('link', { name: 'All guides on buying a house' }).click();
    await page.waitForURL(url('/buying-a-house'));
    // An unknown guide says so, with the section as the way back (docs/decisions.md "'Page not found' for every unknown address").
    await page.goto(url('/buying-a-house/no-such-guide'));
    await page.getByRole('heading', { name: 'Page not found', level: 1 }).waitFor();
    await page.getByRole('link', { name: 'Back to housing' }).click();
    await page.waitForURL(url('/buying-a-house'));
    await context.close();
  });

  it("a resident's reading is recorded: the card says Read, and the anti-scam notice goes once its article is read", async () => {
    const { context, page } = await newPage(journey.browser);
    await finishOnboarding(page, journey.app.baseUrl, 'S6005054F [MyInfo]', 'reader@example.com');
    const notices = async () => ((await (await page.request.get(url('/api/v1/notifications'))).json()) as { notifications: Array<{ kind?: string }> }).notifications.map((n) => n.kind);
    expect(await notices()).to.include('READ_ANTI_SCAM_ARTICLE');
    await page.goto(url('/investment-resources'));
    const card = page.getByRole('link', { name: /Beware of investment scams/ });
    expect(await card.getByText('Read', { exact: true }).count()).to.equal(0);
    const [recorded] = await Promise.all([
      page.waitForResponse((res) => res.url().endsWith('/api/v1/article') && res.request().method() === 'POST'),
      card.click(),
    ]);
    expect(recorded.status()).to.equal(204);
    await page.getByRole('heading', { name: 'Beware of investment scams', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Back' }).click();
    await page.waitForURL(url('/investment-resources'));
    await page.getByRole('link', { name: /Beware of investment scams/ }).getByText('Read', { exact: true }).waitFor();
    expect(await notices()).to.not.include('READ_ANTI_SCAM_ARTICLE');
    await expectNoAxeViolations(page, 'investments with a read article');
    await context.close();
  });
});
