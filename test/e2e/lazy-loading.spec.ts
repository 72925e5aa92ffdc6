import { expect } from 'chai';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { COMPILE_ALL_ON_LOAD } from '../../web/build/compile-hint-plugin.js';
import { newPage, waitForFocus } from '../support/e2e/browser.js';
import { journeySetup } from '../support/e2e/journey.js';
import { shootBothWidths } from '../support/e2e/screenshots.js';

const SHOTS = process.env.LAZY_LOADING_SCREENSHOT_DIR;
const WEB_ROOT = process.env.E2E_WEB_ROOT || path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../dist/web');

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}

/**
 * The web performance budget's lazy loading (docs/decisions.md "Web performance budget"): the first page fetches
 * neither the chart library, the date library, the calendar builder nor the PDF builder; each arrives when it is
 * used, and what it draws or builds still works. The build's manifest names the chunks.
 */
describe('Journey: what loads only when used', function () {
  this.timeout(180_000);
  const journey = journeySetup();
  const url = (address: string) => `${journey.app.baseUrl}${address}`;

  const manifest = JSON.parse(readFileSync(path.join(WEB_ROOT, '.vite', 'manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
  const closure = (key: string, into = new Set<string>()): Set<string> => {
    if (into.has(key) || !manifest[key]) return into;
    into.add(key);
    for (const imported of manifest[key].imports ?? []) closure(imported, into);
    return into;
  };
  const entryKeys = closure(Object.keys(manifest).find((key) => manifest[key]!.isEntry)!);
  /** The JS files a lazily loaded module brings that the entry and the pages named (loaded already) do not hold. */
  const onDemandFiles = (key: string, ...loaded: string[]): string[] => {
    expect(manifest[key], `${key} is a chunk of the build`).to.not.equal(undefined);
    const there = new Set([...entryKeys, ...loaded.flatMap((page) => [...closure(page)])]);
    return [...closure(key)].filter((chunk) => !there.has(chunk)).map((chunk) => `/${manifest[chunk]!.file}`);
  };
  const SUMMARY_PAGE = 'src/cashflow/expense-manager/pages/expense-manager-summary-page.tsx';
  const luxonFiles = Object.entries(manifest)
    .filter(([key]) => /^_luxon-/.test(key))
    .map(([, chunk]) => `/${chunk.file}`);

  function scriptsOf(page: Page): Set<string> {
    const scripts = new Set<string>();
    page.on('request', (request) => {
      const address = new URL(request.url());
      if (address.pathname.endsWith('.js')) scripts.add(address.pathname);
    });
    return scripts;
  }

  it('the start-up file asks to be compiled as it downloads, in every encoding sent; a page chunk does not', async () => {
    const startUp = [...entryKeys].map((key) => manifest[key]!.file).filter((file) => /^assets\/web-[\w-]+\.js$/.test(file));
    expect(startUp, 'one start-up file among the entry and its static imports').to.have.length(1);
    for (const encoding of ['br', 'gzip', 'identity']) {
      // Node's fetch decodes what it is sent; the header says which twin the server chose.
      const response = await fetch(url(`/${startUp[0]}`), { headers: { 'accept-encoding': encoding } });
      expect(response.headers.get('content-encoding') ?? 'identity', 'the twin asked for').to.equal(encoding);
      expect((await response.text()).startsWith(`${COMPILE_ALL_ON_LOAD}\n`), `${encoding}: the hint is the first line`).to.equal(true);
    }
    const page = await (await fetch(url(`/${manifest['src/dashboard/dashboard-page.tsx']!.file}`))).text();
    expect(page.includes(COMPILE_ALL_ON_LOAD), 'a page chunk is compiled as usual, when it runs').to.equal(false);
  });

  it('the landing page and a resource article load no chart, date, calendar or PDF library; a chart and the PDF load when used', async () => {
    const charts = onDemandFiles('src/shared/charts/doughnut-plot.tsx');
    const pdf = onDemandFiles('src/cashflow/budget/expense-tracker-pdf.ts');
    const calendar = onDemandFiles('src/content/reminders/reminder-calendar-file.ts');
    expect(luxonFiles, 'luxon has a chunk of its own').to.have.length.greaterThan(0);
    const { context, page } = await newPage(journey.browser, 360, 740);
    const scripts = scriptsOf(page);

    await page.goto(url('/'));
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await page.waitForLoadState('networkidle');
    await shootBothWidths(page, SHOTS, 'landing');
    const notYet = (label: string, files: string[]) => expect([...scripts].filter((file) => files.includes(file)), label).to.deep.equal([]);
    notYet('charts on the landing page', charts);
    notYet('the PDF builder on the landing page', pdf);
    notYet('the calendar file builder on the landing page', calendar);
    notYet('luxon on the landing page', luxonFiles);

    await page.goto(url('/buying-a-house/other-things-to-pay-for'));
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await page.waitForLoadState('networkidle');
    notYet('charts on a resource article', charts);
    notYet('luxon on a resource article', luxonFiles);

    // A visitor's budget kept in this browser (the expense manager's own storage), then its summary with a doughnut.
    const item = (id: string, category: string, dollars: number) => ({
      id,
      category,
      amount: dollars * 100,
      timeInterval: 'MONTHLY',
      budgetAmount: dollars * 100,
      budgetTimeInterval: 'MONTHLY',
      colour: null,
    });
    const state = {
      version: 1,
      expenses: [item('a', 'Food and drinks', 800), item('b', 'Transport', 200)],
      takeHomeIncome: 500_000,
      totalBudget: 400_000,
      progress: { currentStepIndex: null, completed: true },
    };
    await page.evaluate(`localStorage.setItem('mymoneyplan.expense-manager', ${JSON.stringify(JSON.stringify(state))})`);
    await page.goto(url('/expense-manager/summary'));
    const doughnut = page.locator('figure.chart--doughnut');
    await doughnut.waitFor();
    // The d3 drawing arrives after the frame: one segment per category in the ring the frame drew.
    await doughnut.locator('svg.chart__svg path').nth(2).waitFor();
    // Food and drinks, Transport and the S$2,000.00 not yet assigned.
    expect(await doughnut.locator('svg.chart__svg path').count()).to.equal(3);
    expect([...scripts].filter((file) => charts.includes(file)), 'the chart drawing loaded').to.not.deep.equal([]);
    notYet('the PDF builder before the button', onDemandFiles('src/cashflow/budget/expense-tracker-pdf.ts', SUMMARY_PAGE));

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download expense tracker (PDF)' }).click()]);
    const file = readFileSync((await download.path())!, 'latin1');
    expect(file.startsWith('%PDF-')).to.equal(true);
    expect(file).to.contain('Transport');
    expect([...scripts].filter((script) => pdf.includes(script)), 'the PDF builder loaded on the click').to.not.deep.equal([]);
    // The manifest the bundle report reads stays on the build machine: a dot folder the server does not serve.
    const manifestAnswer = await page.request.get(url('/.vite/manifest.json'));
    expect(await manifestAnswer.text()).to.not.contain('"isEntry"');
    await context.close();
  });

  it('a page whose code cannot load shows the crash page, and Back leaves it for the page before', async () => {
    // docs/decisions.md "Declarative router": the crash page sits inside the router and gives way on the next address.
    const context = await journey.browser.newContext({ viewport: { width: 1280, height: 800 }, serviceWorkers: 'block' });
    const page = await context.newPage();
    const aboutUs = `/${manifest['src/content/pages/general/about-us-page.tsx']!.file}`;
    await page.route(`**${aboutUs}`, (route) => route.abort('connectionfailed'));
    await page.goto(url('/'));
    await page.getByRole('heading', { level: 1, name: 'Plan your money with confidence' }).waitFor();
    await page.getByRole('navigation').getByRole('link', { name: 'About us', exact: true }).first().click();
    await page.getByRole('heading', { name: "It's not you, it's us..." }).waitFor();
    expect(await page.locator('.error-details').innerText()).to.contain('/about-us');

    await page.goBack();
    await page.getByRole('heading', { level: 1, name: 'Plan your money with confidence' }).waitFor();
    expect(await page.getByRole('heading', { name: "It's not you, it's us..." }).count()).to.equal(0);
    await context.close();
  });

  it("the header search's code arrives when the search is opened: a slow arrival says so, then the box takes the focus", async () => {
    const context = await journey.browser.newContext({ viewport: { width: 1280, height: 800 }, serviceWorkers: 'block' });
    const page = await context.newPage();
    const panel = new Set(onDemandFiles('src/content/search/header-search-panel.tsx'));
    expect(panel.size, 'the search panel has chunks of its own').to.be.greaterThan(0);
    const scripts = scriptsOf(page);
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/*.js', async (route) => {
      if (panel.has(new URL(route.request().url()).pathname)) await held;
      await route.continue();
    });
    await page.goto(url('/buying-a-house/other-things-to-pay-for'));
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await page.waitForLoadState('networkidle');
    expect([...scripts].filter((file) => panel.has(file)), 'no search code before the button is used').to.deep.equal([]);

    await page.getByRole('banner').getByRole('button', { name: 'Search' }).click();
    await page.getByRole('status').filter({ hasText: 'Opening search…' }).waitFor();
    release();
    const box = page.getByRole('combobox', { name: 'Search articles, tools and pages' });
    await box.waitFor();
    await waitForFocus(page, 'role', 'combobox');
    await box.pressSequentially('stamp duty', { delay: 30 });
    await page.getByRole('option').first().waitFor();
    await context.close();
  });

  it("a chart's frame keeps its size while its drawing loads: the page does not move", async () => {
    // The service worker would fetch the scripts itself, out of the page's routing: blocked here.
    const context = await journey.browser.newContext({ viewport: { width: 360, height: 740 }, serviceWorkers: 'block' });
    const page = await context.newPage();
    // Hold back the chart drawings' scripts until the frame has been measured.
    const plots = new Set(onDemandFiles('src/shared/charts/doughnut-plot.tsx', SUMMARY_PAGE));
    expect(plots.size, 'the doughnut drawing has chunks of its own').to.be.greaterThan(0);
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/*.js', async (route) => {
      if (plots.has(new URL(route.request().url()).pathname)) await held;
      await route.continue();
    });
    const state = {
      version: 1,
      expenses: [{ id: 'a', category: 'Food and drinks', amount: 80_000, timeInterval: 'MONTHLY', budgetAmount: 80_000, budgetTimeInterval: 'MONTHLY', colour: null }],
      takeHomeIncome: 500_000,
      totalBudget: 400_000,
      progress: { currentStepIndex: null, completed: true },
    };
    await page.goto(url('/'));
    await page.evaluate(`localStorage.setItem('mymoneyplan.expense-manager', ${JSON.stringify(JSON.stringify(state))})`);
    await page.goto(url('/expense-manager/summary'));
    const figure = page.locator('figure.chart--doughnut');
    await figure.waitFor();
    const footer = page.locator('footer').first();
    const before = { figure: await figure.boundingBox(), footer: await footer.boundingBox() };
    expect(await figure.locator('svg.chart__svg path').count(), 'no segments while d3 is held back').to.equal(0);
    // The legend and the table are there already.
    await figure.locator('.chart__legend').getByText('Food and drinks').waitFor();
    release();
    await figure.locator('svg.chart__svg path').first().waitFor();
    const after = { figure: await figure.boundingBox(), footer: await footer.boundingBox() };
    expect(after.figure).to.deep.equal(before.figure);
    expect(after.footer).to.deep.equal(before.footer);
    await context.close();
  });
});
