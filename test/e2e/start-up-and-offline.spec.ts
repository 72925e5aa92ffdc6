import { expect } from 'chai';
import { expectNoAxeViolations, holdEndedSessionCookie, newPage } from '../support/e2e/browser.js';
import { journeySetup } from '../support/e2e/journey.js';
import { shootBothWidths } from '../support/e2e/screenshots.js';

/** Where to keep screenshots for a look (E2E_SCREENSHOTS=/some/dir); none are taken without it. */
const SHOTS = process.env.E2E_SCREENSHOTS;

/**
 * Start-up and the shell (spec 1 §1, §7, §8): the hydration failure and its retry, the service worker's offline
 * page and what it never caches, the landing page's partner list, and the footer's outside links and dates.
 */
describe('Journey: start-up, the service worker and the landing page partners', function () {
  this.timeout(120_000);
  const journey = journeySetup({ CONTACT_US_URL: 'https://go.gov.sg/mmp-contact' });

  it("a start-up read that fails says 'Hydration failed with your session'; Try again loads the app", async () => {
    const { context, page } = await newPage(journey.browser);
    // A returning browser with a session cookie: its start-up reads the session (a visitor's has nothing to read).
    await holdEndedSessionCookie(context, journey.app.baseUrl);
    await page.route('**/api/v1/user', (route) => route.fulfill({ status: 503, contentType: 'application/json', body: '{"errorMessage":"down"}' }));
    await page.goto(`${journey.app.baseUrl}/`);
    await page.getByRole('heading', { name: 'We could not load the app' }).waitFor();
    await page.getByText('Hydration failed with your session.').waitFor();
    await expectNoAxeViolations(page, 'hydration failure');
    await shootBothWidths(page, SHOTS, 'hydration-failure');

    await page.unroute('**/api/v1/user');
    await page.getByRole('button', { name: 'Try again' }).click();
    await page.getByRole('heading', { name: 'Plan your money with confidence' }).waitFor();
    expect(await page.getByText('Hydration failed with').count()).to.equal(0);
    await context.close();
  });

  it('lists the partners as text, and the footer links and dates come from configuration and the build', async () => {
    const { context, page } = await newPage(journey.browser);
    await page.goto(`${journey.app.baseUrl}/`);
    const partners = page.getByRole('region', { name: 'Where your data can come from' });
    await partners.waitFor();
    expect(await partners.getByRole('list', { name: 'Banks' }).getByRole('listitem').count()).to.equal(7);
    expect(await partners.getByRole('list', { name: 'Central depository' }).getByRole('listitem').count()).to.equal(1);
    expect(await partners.getByRole('list', { name: 'Insurers' }).getByRole('listitem').count()).to.equal(7);
    expect(await partners.locator('img').count()).to.equal(0);

    const footer = page.locator('footer');
    expect(await footer.getByRole('link', { name: /Contact us/ }).getAttribute('href')).to.equal('https://go.gov.sg/mmp-contact');
    const host = new URL(journey.app.baseUrl).hostname;
    expect(await footer.getByRole('link', { name: /Report vulnerability/ }).getAttribute('href')).to.equal(`mailto:security@${host}?subject=Vulnerability%20report`);
    const footerText = await footer.innerText();
    expect(footerText).not.to.contain('2025');
    expect(footerText).to.match(/Last updated \d{2} [A-Z][a-z]{2} 20\d\d/);
    expect(footerText).to.match(/© 20\d\d MyMoneyPlan/);
    await expectNoAxeViolations(page, 'landing with partners');
    if (SHOTS) {
      await partners.screenshot({ path: `${SHOTS}/partners-1280.png` });
      await footer.screenshot({ path: `${SHOTS}/footer-1280.png` });
      await page.setViewportSize({ width: 360, height: 800 });
      await partners.screenshot({ path: `${SHOTS}/partners-360.png` });
      expect(await page.evaluate<boolean>('document.documentElement.scrollWidth > window.innerWidth')).to.equal(false);
    }
    await context.close();
  });

  it('serves /service-worker.js never stale; offline, a reload shows "You are offline" and /api/ is never from a cache', async () => {
    const { context, page } = await newPage(journey.browser);
    const worker = await context.request.get(`${journey.app.baseUrl}/service-worker.js`);
    expect(worker.status()).to.equal(200);
    expect(worker.headers()['cache-control']).to.equal('no-cache');

    await page.goto(`${journey.app.baseUrl}/`);
    await page.getByRole('heading', { name: 'Plan your money with confidence' }).waitFor();
    expect(await page.evaluate<string>('navigator.serviceWorker.ready.then((r) => r.active.scriptURL)')).to.equal(`${journey.app.baseUrl}/service-worker.js`);
    // A second visit is controlled by the worker: the start-up files are kept.
    await page.reload();
    await page.getByRole('heading', { name: 'Plan your money with confidence' }).waitFor();
    expect(await page.evaluate<boolean>('navigator.serviceWorker.controller !== null')).to.equal(true);
    const kept = await page.evaluate<string[]>(
      'caches.keys().then((names) => Promise.all(names.map((n) => caches.open(n).then((c) => c.keys())))).then((lists) => lists.flat().map((r) => new URL(r.url).pathname))',
    );
    expect(kept.some((path) => /^\/assets\/.+\.js$/.test(path)), kept.join(', ')).to.equal(true);
    expect(kept).to.include('/offline.html');
    expect(kept.filter((path) => path.toLowerCase().startsWith('/api/') || path === '/meta.json')).to.deep.equal([]);

    await context.setOffline(true);
    // An API call offline fails: nothing answers it from a cache.
    expect(await page.evaluate<string>("fetch('/api/v1/maintenance-schedule').then(() => 'answered', () => 'failed')")).to.equal('failed');
    await page.reload();
    await page.getByRole('heading', { name: 'You are offline' }).waitFor();
    await page.getByRole('link', { name: 'Try again' }).waitFor();
    await shootBothWidths(page, SHOTS, 'offline-page');
    // Any address, not only the one visited before.
    await page.goto(`${journey.app.baseUrl}/dashboard`);
    await page.getByRole('heading', { name: 'You are offline' }).waitFor();

    await context.setOffline(false);
    await page.goto(`${journey.app.baseUrl}/`);
    await page.getByRole('heading', { name: 'Plan your money with confidence' }).waitFor();
    await context.close();
  });
});
