import { expect } from 'chai';
import http from 'node:http';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import zlib from 'node:zlib';
import type { TestClient } from '../../support/http-client.js';
import { PERSONAS, signInOnboarded } from '../../support/sign-in.js';
import { TEST_PUBLIC_URL, appPerSuite } from '../../support/test-app.js';

type Coding = 'gzip' | 'deflate' | 'br';
/** Each Content-Encoding the API reads, with the coding its bytes are in (x-gzip is gzip's old name). */
const ENCODINGS: [header: string, coding: Coding][] = [
  ['gzip', 'gzip'],
  ['x-gzip', 'gzip'],
  ['deflate', 'deflate'],
  ['br', 'br'],
];
const BOMB_MB = 200;

/** 200 MB of '0' compressed, streamed 1 MB at a time: the test holds only the compressed bytes (a few hundred kB at most). */
async function bombOf(coding: Coding): Promise<Buffer> {
  const encoder = { gzip: () => zlib.createGzip({ level: 9 }), deflate: () => zlib.createDeflate({ level: 9 }), br: () => zlib.createBrotliCompress({ params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } }) }[coding]();
  const chunk = Buffer.alloc(1 << 20, 0x30);
  async function* zeros(): AsyncGenerator<Buffer> {
    for (let i = 0; i < BOMB_MB; i++) yield chunk;
  }
  const parts: Buffer[] = [];
  await pipeline(Readable.from(zeros()), encoder, async (compressed: AsyncIterable<Buffer>) => {
    for await (const part of compressed) parts.push(part);
  });
  return Buffer.concat(parts);
}

const compress: Record<Coding, (b: Buffer) => Buffer> = { gzip: zlib.gzipSync, deflate: zlib.deflateSync, br: (b) => zlib.brotliCompressSync(b) };

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: any;
  /** True when the request went out on a connection an earlier request had used (keep-alive). */
  reusedSocket: boolean;
}

/**
 * POSTs raw bytes as sent (fetch would not send a Content-Encoding of our choosing as is), with the resident's
 * session and our Origin. `agent` keeps one connection across calls, to see that the next request is still answered.
 */
function postRaw(baseUrl: string, path: string, bytes: Buffer, headers: Record<string, string>, agent: http.Agent, options: { chunked?: boolean } = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const length = options.chunked ? {} : { 'content-length': String(bytes.length) };
    const req = http.request(new URL(path, baseUrl), { method: 'POST', agent, headers: { 'content-type': 'application/json', origin: TEST_PUBLIC_URL, ...length, ...headers } }, (res) => {
      const parts: Buffer[] = [];
      res.on('data', (c: Buffer) => parts.push(c));
      res.on('end', () => {
        const text = Buffer.concat(parts).toString('utf8');
        resolve({ status: res.statusCode!, headers: res.headers, body: text && (res.headers['content-type'] ?? '').includes('json') ? JSON.parse(text) : text, reusedSocket: req.reusedSocket });
      });
      res.on('error', reject);
    });
    req.on('error', reject);
    if (options.chunked) {
      for (let at = 0; at < bytes.length; at += 64 * 1024) req.write(bytes.subarray(at, at + 64 * 1024));
      req.end();
    } else req.end(bytes);
  });
}

/** A liveness bound only (never a timing assertion): before the fix a stuck connection was cut after the 5 s keep-alive timeout. */
function within<T>(promise: Promise<T>, what: string, ms = 20_000): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(`${what}: no answer within ${ms / 1000} s`)), ms)));
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

function expectRefusedAsTooLarge(res: Answer, what: string): void {
  expect(res.status, `${what}: ${JSON.stringify(res.body)}`).to.equal(413);
  expect(res.headers['content-type'], what).to.contain('application/json');
  expect(res.body, what).to.include({ code: 'REQUEST.TOO_LARGE', errorMessage: 'The request is too large.' });
  expect(res.body.requestId, what).to.be.a('string').and.equal(res.headers['x-request-id']);
}

/**
 * Request bodies in gzip, x-gzip, deflate and br against the real server (docs/api.md, the opening paragraph): a
 * compression bomb is refused with 413 in the error format on every call, the connection it came on answers the next
 * request (before, the rest of the bomb stayed unread and the connection was reset after the keep-alive timeout), a
 * small compressed body is read as JSON, an unknown coding is 415, and the server is still up afterwards.
 */
describe('Compressed request bodies', function () {
  this.timeout(120_000);
  const t = appPerSuite({ env: { RATE_LIMIT_EXPORT_PER_MINUTE: '1000' } });

  let resident: TestClient;
  let session: Record<string, string>;
  const bombs = {} as Record<Coding, Buffer>;
  const agents: http.Agent[] = [];
  /** One keep-alive connection at a time, so a second call goes out on the first one's connection. */
  const oneConnection = (): http.Agent => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    agents.push(agent);
    return agent;
  };

  before(async function () {
    this.timeout(120_000);
    resident = t.client();
    await signInOnboarded(resident, PERSONAS.tanHengHuat);
    session = { cookie: `mmp.sid=${resident.cookie('mmp.sid')}; mmp.sid.sig=${resident.cookie('mmp.sid.sig')}` };
    for (const coding of ['gzip', 'deflate', 'br'] as const) bombs[coding] = await bombOf(coding);
  });

  after(() => {
    for (const agent of agents) agent.destroy();
  });

  const income = (name: string): Buffer => Buffer.from(JSON.stringify({ incomeList: [{ name, grossIncome: 600_000, netIncome: 480_000, incomeCurrency: 'SGD', type: 'EMPLOYMENT' }] }));

  it('builds real bombs: each decodes to 200 MB from at most 250 kB on the wire', async () => {
    for (const coding of ['gzip', 'deflate', 'br'] as const) {
      expect(bombs[coding].length, coding).to.be.lessThan(250 * 1024);
      let decoded = 0;
      // Counted as it streams, never held.
      await pipeline(Readable.from([bombs[coding]]), coding === 'br' ? zlib.createBrotliDecompress() : zlib.createUnzip(), async (out: AsyncIterable<Buffer>) => {
        for await (const part of out) decoded += part.length;
      });
      expect(decoded, coding).to.equal(BOMB_MB * 1024 * 1024);
    }
  });

  for (const [header, coding] of ENCODINGS) {
    it(`refuses a ${header} bomb to POST /import with 413, and answers the next request on the same connection`, async () => {
      const agent = oneConnection();
      const refused = await within(postRaw(t.app.url, '/api/v1/import', bombs[coding], { ...session, 'content-encoding': header }, agent), `${header} bomb to /import`);
      expectRefusedAsTooLarge(refused, `${header} bomb to /import`);
      const next = await within(postRaw(t.app.url, '/api/v1/income', compress[coding](income(`After the ${header} bomb`)), { ...session, 'content-encoding': header }, agent), 'the next request');
      expect(next.reusedSocket, 'same connection').to.equal(true);
      expect(next.status, JSON.stringify(next.body)).to.equal(200);
    });

    it(`refuses a ${header} bomb to POST /income (the 100 kB limit) with 413, and answers the next request on the same connection`, async () => {
      const agent = oneConnection();
      const refused = await within(postRaw(t.app.url, '/api/v1/income', bombs[coding], { ...session, 'content-encoding': header }, agent), `${header} bomb to /income`);
      expectRefusedAsTooLarge(refused, `${header} bomb to /income`);
      const next = await within(postRaw(t.app.url, '/api/v1/income', income('After the bomb'), session, agent), 'the next request');
      expect(next.reusedSocket, 'same connection').to.equal(true);
      expect(next.status, JSON.stringify(next.body)).to.equal(200);
    });

    it(`reads a small ${header} body: POST /income stores it and POST /import previews an export`, async () => {
      const agent = oneConnection();
      const saved = await postRaw(t.app.url, '/api/v1/income', compress[coding](income(`Salary (${header})`)), { ...session, 'content-encoding': header }, agent);
      expect(saved.status, JSON.stringify(saved.body)).to.equal(200);
      expect(saved.body.incomeList.map((i: { name: string }) => i.name)).to.deep.equal([`Salary (${header})`]);

      const exported = await resident.get('/api/v1/export');
      expect(exported.status, exported.text).to.equal(200);
      const preview = await postRaw(t.app.url, '/api/v1/import', compress[coding](Buffer.from(exported.text)), { ...session, 'content-encoding': header }, agent);
      expect(preview.status, JSON.stringify(preview.body)).to.equal(200);
      expect(preview.body.applied).to.equal(false);
      expect(preview.body.rows.find((r: { list: string }) => r.list === 'incomes')).to.include({ added: 1, replaced: 1 });
    });
  }

  it('refuses a body over the limit sent as is, with or without a length, with 413 and answers the next request on the same connection', async () => {
    const big = Buffer.from(JSON.stringify({ incomeList: [{ name: 'x'.repeat(3 * 1024 * 1024) }] }));
    for (const chunked of [false, true]) {
      const agent = oneConnection();
      const refused = await within(postRaw(t.app.url, '/api/v1/import', big, session, agent, { chunked }), `3 MB to /import (chunked: ${chunked})`);
      expectRefusedAsTooLarge(refused, `3 MB to /import (chunked: ${chunked})`);
      const next = await within(postRaw(t.app.url, '/api/v1/income', income('After the big body'), session, agent), 'the next request');
      expect(next.reusedSocket, 'same connection').to.equal(true);
      expect(next.status, JSON.stringify(next.body)).to.equal(200);
    }
  });

  it('answers an unknown coding, or a list of codings, with 415 in the error format and the codings it reads', async () => {
    for (const header of ['zstd', 'compress', 'gzip, br']) {
      for (const path of ['/api/v1/import', '/api/v1/income']) {
        const res = await within(postRaw(t.app.url, path, compress.gzip(income('Unread')), { ...session, 'content-encoding': header }, oneConnection()), `${header} to ${path}`);
        expect(res.status, `${header} to ${path}`).to.equal(415);
        expect(res.body).to.include({ code: 'REQUEST.UNSUPPORTED_MEDIA_TYPE' });
        expect(res.body.requestId).to.be.a('string');
        expect(res.headers['accept-encoding']).to.equal('gzip, deflate, br, identity');
      }
    }
  });

  it('answers a body that does not decode with 400 REQUEST.MALFORMED, not a server error', async () => {
    for (const header of ['gzip', 'deflate', 'br']) {
      const res = await postRaw(t.app.url, '/api/v1/income', income('Not compressed'), { ...session, 'content-encoding': header }, oneConnection());
      expect(res.status, header).to.equal(400);
      expect(res.body).to.include({ code: 'REQUEST.MALFORMED' });
    }
  });

  it('still answers /health and /ready after the bombs', async () => {
    const health = await within(t.client().get('/api/v1/health'), '/health');
    expect(health.status).to.equal(200);
    expect(health.body).to.deep.equal({ status: 'ok' });
    const ready = await within(t.client().get('/api/v1/ready'), '/ready');
    expect(ready.status).to.equal(200);
  });
});
