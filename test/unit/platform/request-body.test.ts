import { expect } from 'chai';
import type { IncomingMessage } from 'node:http';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import zlib from 'node:zlib';
import sinon from 'sinon';
import { readRequestBody, requestCoding, type BodyError } from '../../../src/platform/http/request-body.js';

type Coding = 'gzip' | 'deflate' | 'br';
const ENCODERS: Record<Coding, (b: Buffer) => Buffer> = {
  gzip: (b) => zlib.gzipSync(b),
  deflate: (b) => zlib.deflateSync(b),
  br: (b) => zlib.brotliCompressSync(b),
};

/** 64 MB of '0' compressed, streamed 1 MB at a time so the test never holds the 64 MB. */
async function bombOf(coding: Coding): Promise<Buffer> {
  const encoder = { gzip: () => zlib.createGzip({ level: 9 }), deflate: () => zlib.createDeflate({ level: 9 }), br: () => zlib.createBrotliCompress({ params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } }) }[coding]();
  const chunk = Buffer.alloc(1 << 20, 0x30);
  async function* zeros(): AsyncGenerator<Buffer> {
    for (let i = 0; i < 64; i++) yield chunk;
  }
  const parts: Buffer[] = [];
  await pipeline(Readable.from(zeros()), encoder, async (compressed: AsyncIterable<Buffer>) => {
    for await (const part of compressed) parts.push(part);
  });
  return Buffer.concat(parts);
}

interface FakeRequest extends IncomingMessage {
  /** Bytes handed to the reader so far. */
  pulled: number;
}

/** An IncomingMessage stand-in that hands out `body` 16 KB at a time, on demand, and marks itself complete at the end. */
function fakeRequest(body: Buffer, headers: Record<string, string> = {}, options: { declareLength?: boolean } = {}): FakeRequest {
  let offset = 0;
  const req = new Readable({
    read() {
      if (offset >= body.length) {
        (req as unknown as { complete: boolean }).complete = true;
        this.push(null);
        return;
      }
      const chunk = body.subarray(offset, offset + 16 * 1024);
      offset += chunk.length;
      (req as unknown as FakeRequest).pulled = offset;
      this.push(chunk);
    },
  }) as unknown as FakeRequest;
  const declared = options.declareLength === false ? {} : { 'content-length': String(body.length) };
  Object.assign(req, { headers: { ...declared, ...headers }, complete: false, pulled: 0 });
  return req;
}

async function refusal(promise: Promise<unknown>): Promise<BodyError> {
  try {
    await promise;
  } catch (err) {
    return err as BodyError;
  }
  throw new Error('expected the body to be refused');
}

const ended = (req: Readable): Promise<void> => new Promise((resolve) => (req.readableEnded || req.destroyed ? resolve() : req.once('end', resolve).once('close', resolve)));

describe('readRequestBody: request bodies decoded within a byte limit', () => {
  const json = Buffer.from(JSON.stringify({ incomeList: [{ name: 'Salary', grossIncome: 600_000 }] }));

  it('names the coding of a Content-Encoding header, x-gzip as gzip, ignoring case and spaces', () => {
    expect(requestCoding(undefined)).to.equal('identity');
    expect(requestCoding('')).to.equal('identity');
    expect(requestCoding('Identity')).to.equal('identity');
    expect(requestCoding(' GZIP ')).to.equal('gzip');
    expect(requestCoding('x-gzip')).to.equal('gzip');
    expect(requestCoding('deflate')).to.equal('deflate');
    expect(requestCoding('br')).to.equal('br');
    for (const other of ['compress', 'zstd', 'gzip, br', 'gzip;q=1', 'x-compress']) expect(requestCoding(other), other).to.equal(null);
  });

  it('reads a body as sent, and one in each coding decoded', async () => {
    expect((await readRequestBody(fakeRequest(json), { limit: 1024 })).toString()).to.equal(json.toString());
    for (const [name, coding] of [['gzip', 'gzip'], ['x-gzip', 'gzip'], ['deflate', 'deflate'], ['br', 'br']] as const) {
      const read = await readRequestBody(fakeRequest(ENCODERS[coding](json), { 'content-encoding': name }), { limit: 1024 });
      expect(read.toString(), name).to.equal(json.toString());
    }
  });

  it('reads an empty body as empty, whatever coding it names', async () => {
    for (const coding of ['identity', 'gzip', 'deflate', 'br']) {
      expect((await readRequestBody(fakeRequest(Buffer.alloc(0), { 'content-encoding': coding }), { limit: 1024 })).length, coding).to.equal(0);
    }
  });

  it('takes a body of exactly the limit, decoded', async () => {
    const exact = Buffer.alloc(100 * 1024, 0x20);
    expect((await readRequestBody(fakeRequest(ENCODERS.gzip(exact), { 'content-encoding': 'gzip' }), { limit: exact.length })).length).to.equal(exact.length);
    expect((await readRequestBody(fakeRequest(exact), { limit: exact.length })).length).to.equal(exact.length);
  });

  it('refuses a declared Content-Length over the limit with 413 before reading, and drops the body unread', async () => {
    const req = fakeRequest(Buffer.alloc(300 * 1024, 0x20));
    const err = await refusal(readRequestBody(req, { limit: 100 * 1024 }));
    expect(err).to.include({ status: 413, expose: true, type: 'entity.too.large' });
    await ended(req);
    expect(req.pulled, 'the rest read off the wire').to.equal(300 * 1024);
  });

  it('refuses a body sent without a length (chunked) with 413 once more than the limit has arrived', async () => {
    const err = await refusal(readRequestBody(fakeRequest(Buffer.alloc(300 * 1024, 0x20), {}, { declareLength: false }), { limit: 100 * 1024 }));
    expect(err).to.include({ status: 413 });
  });

  for (const [name, coding] of [['gzip', 'gzip'], ['x-gzip', 'gzip'], ['deflate', 'deflate'], ['br', 'br']] as const) {
    it(`refuses a ${name} bomb (64 MB of zeros) with 413, stopping the decoder after about the limit`, async () => {
      const bomb = await bombOf(coding);
      expect(bomb.length, 'the bomb is small on the wire').to.be.lessThan(100 * 1024);
      const factory = coding === 'br' ? 'createBrotliDecompress' : 'createUnzip';
      const spy = sinon.spy(zlib, factory);
      try {
        const req = fakeRequest(bomb, { 'content-encoding': name });
        const reading = readRequestBody(req, { limit: 100 * 1024 });
        const decoder = spy.returnValues[0] as zlib.Unzip;
        let inflated = 0;
        decoder.on('data', (chunk: Buffer) => (inflated += chunk.length));
        const err = await refusal(reading);
        expect(err).to.include({ status: 413, expose: true, type: 'entity.too.large' });
        expect(decoder.destroyed, 'the decoder is stopped').to.equal(true);
        // At most a few of zlib's 16 KB output chunks past the limit, never the 64 MB.
        expect(inflated, 'bytes inflated').to.be.lessThan(100 * 1024 + 4 * 64 * 1024);
        await ended(req);
        expect(req.pulled, 'the rest of the body is read and dropped, not left on the socket').to.equal(bomb.length);
      } finally {
        spy.restore();
      }
    });
  }

  it('closes the request when a refused body goes on past the discard limit', async () => {
    const req = fakeRequest(Buffer.alloc(1024 * 1024, 0x20));
    await refusal(readRequestBody(req, { limit: 1024, discardLimit: 64 * 1024 }));
    await ended(req);
    expect(req.destroyed).to.equal(true);
    expect(req.pulled).to.be.lessThan(1024 * 1024);
  });

  it('refuses an unknown coding with 415 and drops the body unread', async () => {
    const req = fakeRequest(json, { 'content-encoding': 'zstd' });
    const err = await refusal(readRequestBody(req, { limit: 1024 }));
    expect(err).to.include({ status: 415, expose: true, type: 'encoding.unsupported' });
    await ended(req);
    expect(req.readableEnded).to.equal(true);
  });

  it('refuses a body that does not decode with 400, not a server error', async () => {
    for (const coding of ['gzip', 'deflate', 'br']) {
      const err = await refusal(readRequestBody(fakeRequest(Buffer.from('{"not": "compressed at all"}'), { 'content-encoding': coding }), { limit: 1024 }));
      expect(err, coding).to.include({ status: 400, type: 'encoding.malformed' });
    }
  });

  it('refuses a request the client cut off with 400', async () => {
    const req = new Readable({ read() {} }) as unknown as IncomingMessage;
    Object.assign(req, { headers: { 'content-length': '100' }, complete: false });
    const reading = readRequestBody(req, { limit: 1024 });
    (req as unknown as Readable).push(Buffer.from('{"a":'));
    (req as unknown as Readable).destroy();
    expect(await refusal(reading)).to.include({ status: 400, type: 'request.aborted' });
  });
});
