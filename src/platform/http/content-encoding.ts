/**
 * Content negotiation for the web app's pre-compressed files (docs/decisions.md "Pre-compressed assets"): which of
 * the encodings we hold a file in the client accepts, best first, by the rules of RFC 9110 §12.5.3.
 */

/** The encodings the build writes next to each file (`<file>.br`, `<file>.gz`), in the server's order of preference. */
export type StoredEncoding = 'br' | 'gzip';
export type ContentCoding = StoredEncoding | 'identity';

export const STORED_ENCODINGS: readonly StoredEncoding[] = ['br', 'gzip'];

/** The file extension each stored encoding is kept under. */
export const ENCODING_SUFFIX: Readonly<Record<StoredEncoding, string>> = { br: '.br', gzip: '.gz' };

/**
 * Files the build compresses and the server negotiates (their responses carry `Vary: Accept-Encoding` whether or
 * not a compressed twin exists). web/build/precompress-plugin.ts keeps the same list (a unit test holds them equal).
 */
export const COMPRESSIBLE_EXTENSIONS: readonly string[] = ['.js', '.mjs', '.css', '.html', '.svg', '.json', '.webmanifest', '.txt', '.xml'];

/** `gzip;q=0.5` → ['gzip', 0.5]; a malformed or out-of-range q makes the entry count as absent. */
function parseEntry(part: string): [string, number] | null {
  const [rawName, ...params] = part.split(';');
  const name = rawName!.trim().toLowerCase();
  if (name === '') return null;
  let q = 1;
  for (const param of params) {
    const [key, value] = param.split('=').map((s) => s.trim());
    if (key?.toLowerCase() !== 'q') continue;
    // RFC 9110 §12.4.2: qvalue = ( "0" [ "." 0*3DIGIT ] ) / ( "1" [ "." 0*3("0") ] )
    if (value === undefined || !/^(0(\.\d{0,3})?|1(\.0{0,3})?)$/.test(value)) return null;
    q = Number(value);
  }
  // x-gzip is gzip's old name (RFC 9110 §8.4.1.3).
  return [name === 'x-gzip' ? 'gzip' : name, q];
}

/**
 * The codings of `available` the client accepts, plus identity when it is acceptable, ordered best first: higher
 * q first; on a tie, `available`'s order (br before gzip), then identity. Absent header: identity only (RFC 9110 allows anything, but an old client without the header is safest with
 * the plain file). `*` stands for every coding not named. Identity is acceptable unless refused (`identity;q=0`, or
 * `*;q=0` without naming identity). When the client refuses even identity, the plain file is still the answer
 * (the RFC lets a server ignore the header rather than answer 406), so the list is never empty.
 */
export function acceptableEncodings(header: string | undefined, available: readonly StoredEncoding[] = STORED_ENCODINGS): ContentCoding[] {
  if (header === undefined || header.trim() === '') return ['identity'];
  const q = new Map<string, number>();
  for (const part of header.split(',')) {
    const entry = parseEntry(part);
    // The first mention of a coding wins; repeats are a client's mistake.
    if (entry && !q.has(entry[0])) q.set(entry[0], entry[1]);
  }
  const wildcard = q.get('*');
  // Identity not named: the wildcard's q when there is one, else acceptable at the lowest preference the client
  // expressed, so it never outranks a coding the client asked for.
  const positive = [...q.values()].filter((v) => v > 0);
  const implicitIdentity = wildcard ?? (positive.length > 0 ? Math.min(...positive) : 1);
  const qOf = (coding: ContentCoding): number => q.get(coding) ?? (coding === 'identity' ? implicitIdentity : (wildcard ?? 0));
  const candidates: ContentCoding[] = [...available, 'identity'];
  const ranked = candidates
    .map((coding, order) => ({ coding, q: qOf(coding), order }))
    .filter((c) => c.q > 0)
    .sort((a, b) => b.q - a.q || a.order - b.order)
    .map((c) => c.coding);
  return ranked.length > 0 ? ranked : ['identity'];
}

/** The one coding to answer with when every one of `available` is at hand. */
export function negotiateEncoding(header: string | undefined, available: readonly StoredEncoding[] = STORED_ENCODINGS): ContentCoding {
  return acceptableEncodings(header, available)[0]!;
}
