import type { IncomingMessage } from 'node:http';
import zlib from 'node:zlib';

/**
 * Reads a request body into memory, undoing its Content-Encoding, with one byte limit for what arrives and for what
 * it decodes to (docs/api.md, the opening paragraph). Written on node:zlib rather than left to co-body's `inflation`
 * step because of what happens past the limit: there the refused request stayed piped into a paused decompressor,
 * so Node never read the rest of its body off the socket; the next request on that keep-alive connection was never
 * parsed, and the socket was cut with a reset when the keep-alive timeout ran out. Here, past the limit, the
 * decompressor is destroyed (nothing more is inflated) and the rest of the body is read off the wire and dropped,
 * so the refusal is answered at once and the connection stays usable.
 */

/** The content codings a request body may come in (RFC 9110 §8.4.1); a body in any other is refused with 415. */
export type RequestCoding = 'identity' | 'gzip' | 'deflate' | 'br';

/** What a 415 for an unknown coding advertises in its Accept-Encoding header (RFC 9110 §12.5.3). */
export const ACCEPTED_REQUEST_CODINGS: readonly RequestCoding[] = ['gzip', 'deflate', 'br', 'identity'];

/**
 * Past a refusal, the rest of a body still on its way is read and dropped up to this many bytes; a client that goes
 * on sending after that has its connection closed (the refusal has been answered long before).
 */
export const DISCARD_LIMIT_BYTES = 8 * 1024 * 1024;

/** An error the error handler turns into its status (`expose`: a client's mistake, told in the product's words). */
export interface BodyError extends Error {
  status: 400 | 413 | 415;
  expose: true;
  type: string;
}

function bodyError(status: BodyError['status'], type: string, message: string): BodyError {
  return Object.assign(new Error(message), { status, expose: true as const, type });
}

const tooLarge = (): BodyError => bodyError(413, 'entity.too.large', 'request entity too large');

/**
 * The coding named by a Content-Encoding header: absent or `identity` is the body as is; `x-gzip` is gzip's old name
 * (RFC 9110 §8.4.1.3); names are case-insensitive. Null for anything else, a list of codings included.
 */
export function requestCoding(header: string | undefined): RequestCoding | null {
  const name = (header ?? '').trim().toLowerCase();
  if (name === '' || name === 'identity') return 'identity';
  if (name === 'gzip' || name === 'x-gzip') return 'gzip';
  if (name === 'deflate' || name === 'br') return name;
  return null;
}

/** gzip and deflate share zlib's auto-detecting decoder, as co-body's did, so a gzip body labelled deflate still reads. */
function decoderFor(coding: Exclude<RequestCoding, 'identity'>): zlib.Unzip | zlib.BrotliDecompress {
  return coding === 'br' ? zlib.createBrotliDecompress() : zlib.createUnzip();
}

/**
 * Drops what is left of a refused request's body without decoding it, so Node can parse the connection's next
 * request; past `limit` bytes the connection is closed instead.
 */
export function discardRest(req: IncomingMessage, limit = DISCARD_LIMIT_BYTES): void {
  if (req.complete || req.destroyed) return;
  let dropped = 0;
  req.on('data', (chunk: Buffer) => {
    dropped += chunk.length;
    if (dropped > limit) req.destroy();
  });
  req.on('error', () => {});
  req.resume();
}

export interface ReadBodyOptions {
  /** The most bytes accepted, both as sent and once decoded. */
  limit: number;
  /** How much of a refused body is read and dropped before the connection is closed. */
  discardLimit?: number;
}

/**
 * The body, decoded. Rejects with a `BodyError`: 415 for a coding not in ACCEPTED_REQUEST_CODINGS, 413 as soon as a
 * declared Content-Length, the bytes received or the bytes decoded pass `limit` (the decoder is stopped there, so a
 * compression bomb costs at most `limit` bytes of memory and a few zlib chunks of work), 400 for a body that does not
 * decode or a request cut off by the client.
 */
export function readRequestBody(req: IncomingMessage, options: ReadBodyOptions): Promise<Buffer> {
  const { limit, discardLimit = DISCARD_LIMIT_BYTES } = options;
  const refuseAtOnce = (err: BodyError): Promise<Buffer> => {
    discardRest(req, discardLimit);
    return Promise.reject(err);
  };
  const coding = requestCoding(req.headers['content-encoding']);
  if (coding === null) return refuseAtOnce(bodyError(415, 'encoding.unsupported', `unsupported content encoding "${req.headers['content-encoding']}"`));
  const declared = req.headers['content-length'] === undefined ? 0 : Number(req.headers['content-length']);
  if (declared > limit) return refuseAtOnce(tooLarge());

  const decoder = coding === 'identity' ? null : decoderFor(coding);
  return new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    let received = 0;
    let decoded = 0;
    let settled = false;

    const stopListening = (): void => {
      req.off('data', onData).off('end', onEnd).off('close', onAborted).off('error', onAborted);
      // An error the destroyed decoder may still raise has nobody left to tell.
      decoder?.off('data', keep).off('end', finish).off('drain', onDrain).on('error', () => {});
    };
    const refuse = (err: BodyError): void => {
      if (settled) return;
      settled = true;
      stopListening();
      decoder?.destroy();
      discardRest(req, discardLimit);
      reject(err);
    };
    const finish = (): void => {
      if (settled) return;
      settled = true;
      stopListening();
      resolve(Buffer.concat(chunks, decoded));
    };
    const keep = (chunk: Buffer): void => {
      if (settled) return;
      decoded += chunk.length;
      if (decoded > limit) refuse(tooLarge());
      else chunks.push(chunk);
    };
    const onData = (chunk: Buffer): void => {
      received += chunk.length;
      if (received > limit) refuse(tooLarge());
      else if (!decoder) keep(chunk);
      else if (!decoder.write(chunk)) req.pause();
    };
    const onEnd = (): void => {
      // No bytes at all is an empty body whatever the header says: there is nothing to decode (zlib would call it cut off).
      if (decoder && received > 0) decoder.end();
      else {
        decoder?.destroy();
        finish();
      }
    };
    const onAborted = (): void => {
      if (!req.complete) refuse(bodyError(400, 'request.aborted', 'request aborted'));
    };
    const onDecoderError = (): void => refuse(bodyError(400, 'encoding.malformed', 'the body does not decode'));
    const onDrain = (): void => void req.resume();

    decoder?.on('data', keep).on('end', finish).on('error', onDecoderError).on('drain', onDrain);
    req.on('data', onData).on('end', onEnd).on('close', onAborted).on('error', onAborted);
  });
}
