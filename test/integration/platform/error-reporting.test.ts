import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { expect } from 'chai';
import { appPerSuite } from '../../support/test-app.js';
import { capturedLogger, LEVEL } from '../../support/captured-logs.js';

/**
 * docs/decisions.md "Error reporting": the browser's errors come to POST /api/v1/client-errors (scrubbed, logged with
 * the request id, capped and rate-limited), and with SENTRY_DSN both they and the server's own 500s reach a
 * Sentry-compatible service through the official SDK, with nothing personal in them. The service here is a loopback
 * stand-in that keeps every envelope it is sent.
 */

const PERSONAL = /S9812379B|1,234\.56|tan@example\.com|from=/;

const report = (overrides: Record<string, unknown> = {}) => ({
  kind: 'error',
  message: 'TypeError: cannot save S$1,234.56 for S9812379B (tan@example.com)',
  stack: 'TypeError: cannot save\n    at save (http://localhost:3000/assets/targets-Ab12.js:3:1456)',
  page: 'http://localhost:3000/targets/goal/1b9d6bcd-bbfd-4b2d-9b5d-ab8dfbbd4bed?from=S9812379B',
  release: '0.0.0-test',
  ...overrides,
});

/** A Sentry ingest stand-in: answers 200 to every envelope and keeps its items' JSON. */
async function fakeIngest(): Promise<{ dsn: string; items: () => Array<Record<string, unknown>>; close: () => Promise<void> }> {
  const envelopes: string[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      envelopes.push((req.headers['content-encoding'] === 'gzip' ? gunzipSync(body) : body).toString('utf8'));
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    dsn: `http://publickey@127.0.0.1:${port}/1`,
    // An envelope is a header line, then an item header and an item per pair of lines: keep the event items.
    items: () => envelopes.flatMap((text) => text.split('\n').slice(1).filter((line) => line.startsWith('{')).map((line) => JSON.parse(line) as Record<string, unknown>)).filter((item) => 'event_id' in item || 'exception' in item),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

async function eventually<T>(read: () => T, ok: (value: T) => boolean): Promise<T> {
  for (let i = 0; i < 50; i++) {
    const value = read();
    if (ok(value)) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return read();
}

describe('POST /api/v1/client-errors without an error-reporting service', () => {
  const { logger, lines } = capturedLogger();
  const t = appPerSuite({ logger, env: { RATE_LIMIT_CLIENT_ERRORS_PER_MINUTE: '4' } });

  it('logs the browser error at warn with the request id, scrubbed, and answers 204', async () => {
    const res = await t.client().request('POST', '/api/v1/client-errors', { json: report() });
    expect(res.status).to.equal(204);
    const line = lines.find((l) => l.msg === 'browser error')!;
    expect(line.level).to.equal(LEVEL.warn);
    expect(line.requestId).to.equal(res.headers.get('x-request-id'));
    expect(line.clientError).to.deep.equal({
      kind: 'error',
      message: 'TypeError: cannot save [amount] for [id] ([email])',
      stack: 'TypeError: cannot save\n    at save (http://localhost:3000/assets/targets-Ab12.js:3:1456)',
      page: '/targets/goal/:id',
      release: '0.0.0-test',
    });
    expect(JSON.stringify(lines)).to.not.match(PERSONAL);
  });

  it('refuses a report without its kind or page (400, naming the field), and one from another site (403)', async () => {
    const bad = await t.client().request('POST', '/api/v1/client-errors', { json: { message: 'x' } });
    expect(bad.status).to.equal(400);
    expect(bad.body.details.map((d: { field: string }) => d.field)).to.have.members(['kind', 'page']);
    const foreign = await t.client().request('POST', '/api/v1/client-errors', { json: report(), headers: { origin: 'https://evil.example' } });
    expect(foreign.status).to.equal(403);
  });

  it('refuses a body over 16 KB with 413 before reading it all', async () => {
    const res = await t.client().request('POST', '/api/v1/client-errors', { json: report({ stack: 'x'.repeat(20_000) }) });
    expect(res.status).to.equal(413);
    expect(res.body.code).to.equal('REQUEST.TOO_LARGE');
  });

  it('answers 429 past its own limit a minute (RATE_LIMIT_CLIENT_ERRORS_PER_MINUTE)', async () => {
    const client = t.client();
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) statuses.push((await client.request('POST', '/api/v1/client-errors', { json: report({ message: `m${i}` }) })).status);
    // Two of the four went to the tests above (same client address).
    expect(statuses.filter((s) => s === 429).length).to.be.greaterThan(0);
    expect(statuses.slice(-1)).to.deep.equal([429]);
  });
});

describe('with SENTRY_DSN: the official SDK sends server and browser errors to the service', () => {
  let ingest: Awaited<ReturnType<typeof fakeIngest>>;
  const env: Record<string, string> = {};
  // A stand-in build (the test must not depend on `make build` having run): the page template the server fills.
  const webRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'mmp-error-reporting-'));
  fs.writeFileSync(path.join(webRoot, 'index.html'), '<!doctype html><html><head><meta name="app-config" content="__APP_CONFIG__"><title>__PRODUCT_NAME__</title></head><body><div id="root"></div></body></html>');
  before(async () => {
    ingest = await fakeIngest();
    env.SENTRY_DSN = ingest.dsn;
  });
  after(async () => {
    await ingest.close();
    fs.rmSync(webRoot, { recursive: true, force: true });
  });
  // Read when the app starts, in the hook after the one above: the DSN is known by then.
  const t = appPerSuite({ env, webRoot });

  it('a browser report passed on, scrubbed, tagged with where it came from', async () => {
    const res = await t.client().request('POST', '/api/v1/client-errors', { json: report() });
    expect(res.status).to.equal(204);
    const items = await eventually(ingest.items, (found) => found.length > 0);
    expect(items).to.have.length(1);
    const event = items[0]!;
    expect(JSON.stringify(event)).to.not.match(PERSONAL);
    expect((event.exception as { values: Array<{ value: string }> }).values[0]!.value).to.equal('TypeError: cannot save [amount] for [id] ([email])');
    expect(event.tags).to.include({ origin: 'browser', route: '/targets/goal/:id', requestId: res.headers.get('x-request-id') });
    expect(event).to.not.have.property('user');
    expect(event).to.not.have.property('request');
  });

  it('a server fault (500) reported with its route and request id, and nothing of the resident', async () => {
    const before = ingest.items().length;
    // A real fault: the table behind a public call is gone.
    await t.app.sequelize.query('ALTER TABLE fx_rates RENAME TO fx_rates_gone');
    try {
      const res = await t.client().request('GET', '/api/v1/fx-rates/latest?nric=S9812379B');
      expect(res.status).to.equal(500);
      const items = await eventually(ingest.items, (found) => found.length > before);
      const event = items[items.length - 1]!;
      expect(event.tags).to.include({ origin: 'server', route: 'GET /api/v1/fx-rates/latest', requestId: res.headers.get('x-request-id') });
      expect(JSON.stringify(event)).to.not.match(/S9812379B|nric=/);
    } finally {
      await t.app.sequelize.query('ALTER TABLE fx_rates_gone RENAME TO fx_rates');
    }
  });

  it('lets the page send to the service: its origin in connect-src, its DSN in the app config', async () => {
    const page = await t.client().request('GET', '/');
    expect(page.headers.get('content-security-policy')).to.contain(`connect-src 'self' ${new URL(ingest.dsn).origin}`);
    expect(page.text).to.contain(`&quot;errorReportingDsn&quot;:&quot;${ingest.dsn}&quot;`);
  });
});
