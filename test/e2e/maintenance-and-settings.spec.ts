import fs from 'node:fs';
import path from 'node:path';
import { expect } from 'chai';
import type { Page } from 'playwright-core';
import { parseMaintenanceArgs, runMaintenanceCommand } from '../../scripts/lib/maintenance-command.js';
import { expectNoAxeViolations, newPage, pressLookingDisabled } from '../support/e2e/browser.js';
import { journeySetup } from '../support/e2e/journey.js';
import { pickMockpassPersona } from '../support/e2e/mockpass-page.js';

const HOUR = 3600 * 1000;
const DAY = 24 * HOUR;
/** Set E2E_SCREENSHOTS=<dir> to keep 1280 px and 360 px screenshots of the pages this journey covers. */
const SHOTS = process.env.E2E_SCREENSHOTS;

async function screenshot(page: Page, name: string, fullPage = true): Promise<void> {
  if (!SHOTS) return;
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage });
}

/**
 * Planned maintenance and the analytics setting (spec 1 §2, §6, §9): an operator adds a window starting within
 * 3 days with `ops:maintenance`'s own function; the landing page announces it and links to /maintenance-notices,
 * which lists it. A signed-in resident turns analytics on in /settings, it is still on after a reload, and their
 * next search is recorded. Debian's Chromium against the built app, axe on every page and state.
 */
describe('Journey: maintenance notices and the analytics setting', function () {
  this.timeout(150_000);
  const journey = journeySetup();
  const base = () => journey.app.baseUrl;
  const ops = (...argv: string[]) => runMaintenanceCommand(journey.app.app.sequelize, parseMaintenanceArgs(argv));

  it('shows an upcoming window on the landing banner and lists it on /maintenance-notices', async () => {
    const start = new Date(Date.now() + DAY);
    const end = new Date(start.getTime() + 6 * HOUR);
    await ops('add', '--agencies', 'CPF,IRAS', '--from', start.toISOString(), '--to', end.toISOString(), '--banner', '--message', 'CPF and IRAS data cannot be retrieved during scheduled maintenance.', '--remarks', 'Retrieval resumes automatically once maintenance ends.');
    // Far ahead, not for the banner: only on the notices page.
    await ops('add', '--agencies', 'HDB', '--from', new Date(Date.now() + 20 * DAY).toISOString(), '--to', new Date(Date.now() + 20 * DAY + 2 * HOUR).toISOString());

    for (const width of [1280, 360]) {
      const { context, page } = await newPage(journey.browser, width);
      await page.goto(`${base()}/`);
      const banner = page.getByRole('region', { name: 'Scheduled maintenance.' });
      await banner.getByText('CPF and IRAS data cannot be retrieved during scheduled maintenance.').waitFor();
      expect(await banner.textContent()).to.not.include('HDB');
      await expectNoAxeViolations(page, `landing with the maintenance banner (${width} px)`);
      await screenshot(page, `landing-banner-${width}`, false);

      await banner.getByRole('link', { name: 'View maintenance notices' }).click();
      await page.waitForURL(`${base()}/maintenance-notices`);
      await page.getByRole('heading', { name: 'Maintenance notices', level: 1 }).waitFor();
      const cpf = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'CPF, IRAS' }) });
      await cpf.getByText('Retrieval resumes automatically once maintenance ends.').waitFor();
      await cpf.getByText('Upcoming').waitFor();
      await page.getByRole('heading', { name: 'HDB' }).waitFor();
      await page.getByText(/^Last updated \d{2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2} [AP]M$/).waitFor();
      expect(await page.title()).to.include('Maintenance notices');
      await expectNoAxeViolations(page, `maintenance notices (${width} px)`);
      await screenshot(page, `maintenance-notices-${width}`);

      // Dismissed, the banner stays away for the rest of the visit.
      await page.goto(`${base()}/`);
      await page.getByRole('button', { name: 'Dismiss the maintenance notice' }).click();
      await page.getByRole('heading', { name: 'Plan your money with confidence' }).waitFor();
      expect(await page.getByRole('region', { name: 'Scheduled maintenance.' }).count()).to.equal(0);
      await page.reload();
      await page.getByRole('heading', { name: 'Plan your money with confidence' }).waitFor();
      expect(await page.getByRole('region', { name: 'Scheduled maintenance.' }).count()).to.equal(0);
      await context.close();
    }

    // A second window within 3 days: the banner lists both, one line each, and shows again although the single
    // announcement was dismissed (it is a different announcement).
    const second = new Date(Date.now() + 2 * DAY);
    await ops('add', '--agencies', 'HDB', '--from', second.toISOString(), '--to', new Date(second.getTime() + 2 * HOUR).toISOString(), '--banner');
    const { context, page } = await newPage(journey.browser);
    await page.goto(`${base()}/`);
    const banner = page.getByRole('region', { name: 'Scheduled maintenance.' });
    await banner.getByText('Some data may not be retrievable during these times:').waitFor();
    const lines = await banner.getByRole('listitem').allTextContents();
    expect(lines).to.have.length(2);
    expect(lines[0]).to.match(/^CPF, IRAS: \d{2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2} [AP]M to \d{2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2} [AP]M$/);
    expect(lines[1]).to.match(/^HDB: /);
    await expectNoAxeViolations(page, 'landing with two maintenance windows');
    await screenshot(page, 'landing-banner-two-1280', false);
    await context.close();
  });

  it("shows 'No planned maintenance' once every window is removed", async () => {
    const listed = await ops('list');
    for (const id of [...listed.matchAll(/^#(\d+)/gm)].map((m) => m[1]!)) await ops('remove', '--id', id);
    const { context, page } = await newPage(journey.browser);
    await page.goto(`${base()}/maintenance-notices`);
    await page.getByText('No planned maintenance').waitFor();
    await expectNoAxeViolations(page, 'maintenance notices, empty');
    await screenshot(page, 'maintenance-notices-empty-1280');
    await page.goto(`${base()}/`);
    await page.getByRole('heading', { name: 'Plan your money with confidence' }).waitFor();
    expect(await page.getByRole('region', { name: 'Scheduled maintenance.' }).count()).to.equal(0);
    await context.close();
  });

  it('says so when the schedule cannot be retrieved (spec 1 §8)', async () => {
    const failed = 'Failed to retrieve upcoming maintenance details. Please report this issue to the team.';
    const { context, page } = await newPage(journey.browser, 360);
    await page.route('**/api/v1/maintenance-schedule', (route) => route.fulfill({ status: 503, contentType: 'application/json', body: '{"errorMessage":"down","code":"SERVICE.UNAVAILABLE","requestId":"x"}' }));
    await page.goto(`${base()}/`);
    await page.getByRole('alert').filter({ hasText: failed }).waitFor();
    await expectNoAxeViolations(page, 'landing, maintenance schedule unavailable (360 px)');
    await page.goto(`${base()}/maintenance-notices`);
    await page.getByRole('alert').filter({ hasText: failed }).waitFor();
    await screenshot(page, 'maintenance-notices-failed-360');
    // Try again once the call works.
    await page.unroute('**/api/v1/maintenance-schedule');
    await page.getByRole('button', { name: 'Try again' }).click();
    await page.getByText('No planned maintenance').waitFor();
    expect(await page.getByText(failed).count()).to.equal(0);
    await context.close();
  });

  it('a resident turns analytics on in /settings; it persists after a reload and their searches are recorded', async () => {
    const { context, page } = await newPage(journey.browser);
    await page.goto(`${base()}/`);
    await page.getByRole('link', { name: 'Log in with Singpass' }).first().click();
    await pickMockpassPersona(page, 'S9812381D [MyInfo]');
    await page.waitForURL(`${base()}/intro-privacy`);
    await page.getByRole('checkbox', { name: 'I have read and agree to the Terms of use and Privacy policy' }).check();
    await pressLookingDisabled(page.getByRole('main').getByRole('button', { name: 'Continue' }));
    await page.waitForURL(`${base()}/onboarding`);

    await page.goto(`${base()}/settings`);
    await page.getByRole('heading', { name: 'Settings', level: 1 }).waitFor();
    const toggle = page.getByRole('switch', { name: 'Help us improve MyMoneyPlan' });
    expect(await toggle.isChecked(), 'off until the resident turns it on').to.equal(false);
    await expectNoAxeViolations(page, 'settings, analytics off');
    await toggle.focus();
    await page.keyboard.press('Space');
    await page.getByText('Thank you. Analytics is turned on.').waitFor();
    expect(await toggle.isChecked()).to.equal(true);
    await expectNoAxeViolations(page, 'settings, analytics on');
    await screenshot(page, 'settings-1280');
    await page.setViewportSize({ width: 360, height: 800 });
    await expectNoAxeViolations(page, 'settings, analytics on (360 px)');
    await screenshot(page, 'settings-360');
    await page.setViewportSize({ width: 1280, height: 900 });

    await page.reload();
    await page.getByRole('heading', { name: 'Settings', level: 1 }).waitFor();
    expect(await page.getByRole('switch', { name: 'Help us improve MyMoneyPlan' }).isChecked(), 'still on after a reload').to.equal(true);
    const user = (await (await page.request.get(`${base()}/api/v1/user`)).json()) as { id: string; analyticsEnabled: boolean };
    expect(user.analyticsEnabled).to.equal(true);

    // Search: goes to /search?q=..., lists what matches, and records the query.
    await page.goto(`${base()}/search`);
    await page.getByRole('combobox', { name: 'Search articles and tools' }).fill('  emergency fund ');
    await page.getByRole('main').getByRole('button', { name: 'Search' }).click();
    await page.waitForURL(`${base()}/search?q=emergency+fund`);
    await page.getByRole('option', { name: /Savings/ }).first().waitFor();
    await expectNoAxeViolations(page, 'search, results');
    await screenshot(page, 'search-1280');
    await page.setViewportSize({ width: 360, height: 800 });
    await expectNoAxeViolations(page, 'search, no results (360 px)');
    await screenshot(page, 'search-360');
    await page.setViewportSize({ width: 1280, height: 900 });
    const recorded = async () => {
      const [rows] = await journey.app.app.sequelize.query('SELECT search_query FROM user_search_queries WHERE user_id = $1', { bind: [user.id] });
      return (rows as Array<{ search_query: string }>).map((r) => r.search_query);
    };
    for (let i = 0; i < 50 && (await recorded()).length === 0; i++) await page.waitForTimeout(100);
    expect(await recorded()).to.deep.equal(['emergency fund']);

    // Off again: the next search is not recorded.
    await page.goto(`${base()}/settings`);
    await page.getByRole('switch', { name: 'Help us improve MyMoneyPlan' }).click();
    await page.getByText('Analytics is turned off. We no longer record how you use the service.').waitFor();
    await page.goto(`${base()}/search`);
    await page.getByRole('combobox', { name: 'Search articles and tools' }).fill('cpf');
    await page.getByRole('main').getByRole('button', { name: 'Search' }).click();
    await page.waitForURL(`${base()}/search?q=cpf`);
    await page.getByRole('option').first().waitFor();
    await page.waitForTimeout(300);
    expect(await recorded()).to.deep.equal(['emergency fund']);

    // An empty search explains itself instead of going anywhere (the cleared box clears the address too).
    await page.getByRole('combobox', { name: 'Search articles and tools' }).fill('   ');
    await page.getByRole('main').getByRole('button', { name: 'Search' }).click();
    await page.getByText('Please enter a value').waitFor();
    await page.waitForTimeout(400);
    expect(page.url()).to.equal(`${base()}/search`);
    await context.close();
  });
});
