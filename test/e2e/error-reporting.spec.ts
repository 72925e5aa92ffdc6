import http from 'node:http';
import { expect } from 'chai';
import type { Page, Request } from 'playwright-core';
import { newPage } from '../support/e2e/browser.js';
import { journeySetup } from '../support/e2e/journey.js';

/**
 * docs/decisions.md "Error reporting", in Chromium: an error thrown on a page reaches POST /api/v1/client-errors with
 * nothing personal in it; with SENTRY_DSN set, the official browser SDK (loaded after the first paint) sends it to
 * the service instead. The service is a loopback stand-in that keeps what it is sent.
 */

const PERSONAL = /S9812379B|4,321\.00|from=/;

/** Throws, outside any handler, the kind of error a resident could meet: one quoting what they typed. */
async function throwOnPage(page: Page): Promise<void> {
  await page.evaluate("setTimeout(() => { throw new Error('Could not save S$4,321.00 for S9812379B'); }, 0)");
}

describe('Journey: a browser error reaches the server, with nothing personal', function () {
  this.timeout(120_000);
  const journey = journeySetup();

  it('an uncaught error is posted to /api/v1/client-errors, scrubbed, once the page has painted', async () => {
    const { context, page } = await newPage(journey.browser);
    await page.goto(`${journey.app.baseUrl}/buying-a-house?from=S9812379B`);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    const posted = page.waitForRequest((request) => request.url().endsWith('/api/v1/client-errors') && request.method() === 'POST');
    await throwOnPage(page);
    const request: Request = await posted;
    const body = request.postDataJSON() as Record<string, string>;
    expect(body).to.include({ kind: 'error', message: 'Error: Could not save [amount] for [id]', page: '/buying-a-house' });
    expect(request.postData()).to.not.match(PERSONAL);
    expect((await request.response())!.status()).to.equal(204);
    await context.close();
  });
});

describe('Journey: with SENTRY_DSN, the browser SDK sends the error to the service', function () {
  this.timeout(120_000);
  const received: string[] = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    req.on('end', () => {
      received.push(`${req.method} ${req.url}\n${body}`);
      res.writeHead(200, { 'access-control-allow-origin': '*', 'content-type': 'application/json' }).end('{}');
    });
  });
  const env: Record<string, string> = {};
  before(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    env.SENTRY_DSN = `http://publickey@127.0.0.1:${(server.address() as { port: number }).port}/1`;
  });
  after(() => new Promise<void>((resolve) => server.close(() => resolve())));
  // Reads `env` when the app starts, in the hook after the one above.
  const journey = journeySetup(env);

  it('the SDK, loaded after the first paint, posts the scrubbed error to the service and nothing to our server', async () => {
    const { context, page } = await newPage(journey.browser);
    const toOurServer: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/v1/client-errors')) toOurServer.push(request.url());
    });
    await page.goto(`${journey.app.baseUrl}/buying-a-house?from=S9812379B`);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    const service = new URL(env.SENTRY_DSN!).origin;
    const sent = page.waitForRequest((request) => request.url().startsWith(service), { timeout: 15_000 });
    await throwOnPage(page);
    await sent;
    for (let i = 0; i < 50 && !received.some((r) => r.includes('Could not save')); i++) await page.waitForTimeout(100);
    const envelope = received.find((r) => r.includes('Could not save'))!;
    expect(envelope).to.match(/^POST \/api\/1\/envelope\//);
    expect(envelope).to.contain('Could not save [amount] for [id]');
    expect(envelope).to.not.match(PERSONAL);
    expect(toOurServer).to.deep.equal([]);
    await context.close();
  });
});
