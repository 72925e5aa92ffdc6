import fc from 'fast-check';
import type { Payload } from '../fuzz-harness.js';

/**
 * Hostile inputs for every call: values of the wrong type or out of every range, bodies of the wrong shape, raw
 * text that is not JSON, and path parameters that are not ids. A well-formed body mutated by {@link mutated} keeps
 * most of its shape, so the hostile value reaches the rules behind the first check.
 */

/** Deeply nested arrays and objects (the body parser and joi must refuse them politely, not overflow). */
const nested = (depth: number, kind: 'array' | 'object'): unknown => {
  let value: unknown = 1;
  for (let i = 0; i < depth; i += 1) value = kind === 'array' ? [value] : { a: value };
  return value;
};

/** A value JSON.parse builds with an own `__proto__` key (an object literal cannot). */
const protoKeyed = (): unknown => JSON.parse('{"__proto__": {"polluted": true}, "constructor": {"prototype": {"polluted": true}}}');

const HOSTILE_CONSTANTS: readonly unknown[] = [
  null, true, false, 0, -1, -0.5, 0.1, 1.5, 99.999, -100, 1e21, -1e21, 1e308, -1e308, 2 ** 53, 2 ** 53 + 2, -(2 ** 63), Number.MIN_VALUE,
  '', ' ', '\t', '0', '-1', '1.5', '100', 'NaN', 'Infinity', '-Infinity', 'null', 'undefined', 'true', '1e999', '0x10', '１２３', '1,000.00',
  '\u0000', 'a\u0000b', '\u0007', 'x\u007fy', '\u001b[31m', '\ud800', '\udc00', 'x\ud800y', '\udc00\ud800', '\u202e\u0645', '\ufeff', '\u00a0',
  '0000-01-01', '10000-01-01', '+010000-01-01', '-000001-01-01', '1899-12-31', '2201-01-01', '2026-02-30', '2026-13-01', '2026-11-24T25:00:00Z',
  '24/11/2026', '2026-11-24T00:00:00.000Z', '2026-11-24 00:00', 'not-a-date',
  '00000000-0000-0000-0000-000000000000', 'local-1', '../../etc/passwd', '%00', "'; DROP TABLE users; --", '<script>alert(1)</script>', '${7*7}',
  'x'.repeat(5_000), '💰'.repeat(2_000),
  [], [null], [1, 2, 3], {}, { id: 1 }, { $gt: '' }, nested(64, 'array'), nested(64, 'object'), nested(600, 'array'),
];

/** One hostile JSON value: a fixed nasty one, any JSON value, or any string of arbitrary UTF-16 code units. */
export const hostileValue = (): fc.Arbitrary<unknown> =>
  fc.oneof(
    { weight: 5, arbitrary: fc.constantFrom(...HOSTILE_CONSTANTS) },
    { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
    { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
    { weight: 1, arbitrary: fc.double({ noDefaultInfinity: true, noNaN: true }) },
    { weight: 1, arbitrary: fc.integer({ min: -(2 ** 31), max: 2 ** 31 }) },
    { weight: 1, arbitrary: fc.constant(protoKeyed()) },
  );

/** Keys an extra field may have: plausible, odd, or dangerous. */
const EXTRA_KEYS = ['extra', 'id', 'userId', 'user_id', '__proto__', 'constructor', 'prototype', '', ' ', 'ID', '\u0000', '💰', 'x'.repeat(300)] as const;

type Path = readonly (string | number)[];

/** Every path inside a JSON value (the root included), parents before children. */
function pathsOf(value: unknown, prefix: Path = []): Path[] {
  const here: Path[] = [prefix];
  if (Array.isArray(value)) value.forEach((item, i) => here.push(...pathsOf(item, [...prefix, i])));
  else if (value !== null && typeof value === 'object') for (const [key, item] of Object.entries(value)) here.push(...pathsOf(item, [...prefix, key]));
  return here;
}

const clone = <T>(value: T): T => (value === undefined ? value : (JSON.parse(JSON.stringify(value)) as T));

function setAt(root: unknown, path: Path, next: (current: unknown) => unknown, remove = false): unknown {
  if (path.length === 0) return next(root);
  const parent = path.slice(0, -1).reduce<any>((node, key) => node[key], root);
  const key = path[path.length - 1]!;
  if (remove) {
    if (Array.isArray(parent)) parent.splice(Number(key), 1);
    else delete parent[key];
  } else parent[key] = next(parent[key]);
  return root;
}

/** One change to a well-formed body; `at` picks the place among its paths. */
type Mutation =
  | { kind: 'set'; at: number; value: unknown }
  | { kind: 'remove'; at: number }
  | { kind: 'add'; at: number; key: string; value: unknown }
  | { kind: 'wrap'; at: number }
  | { kind: 'replace'; value: unknown };

const mutation = (): fc.Arbitrary<Mutation> =>
  fc.oneof(
    { weight: 6, arbitrary: fc.record({ kind: fc.constant('set' as const), at: fc.nat(), value: hostileValue() }) },
    { weight: 2, arbitrary: fc.record({ kind: fc.constant('remove' as const), at: fc.nat() }) },
    { weight: 2, arbitrary: fc.record({ kind: fc.constant('add' as const), at: fc.nat(), key: fc.constantFrom(...EXTRA_KEYS), value: hostileValue() }) },
    { weight: 1, arbitrary: fc.record({ kind: fc.constant('wrap' as const), at: fc.nat() }) },
    { weight: 1, arbitrary: fc.record({ kind: fc.constant('replace' as const), value: hostileValue() }) },
  );

function apply(body: unknown, change: Mutation): unknown {
  if (change.kind === 'replace') return clone(change.value);
  const paths = pathsOf(body);
  if (change.kind === 'add') {
    const objects = paths.filter((p) => {
      const node = p.reduce<any>((n, k) => n[k], body);
      return node !== null && typeof node === 'object' && !Array.isArray(node);
    });
    if (objects.length === 0) return body;
    const target = objects[change.at % objects.length]!;
    const node = target.reduce<any>((n, k) => n[k], body) as Record<string, unknown>;
    Object.defineProperty(node, change.key, { value: clone(change.value), enumerable: true, writable: true, configurable: true });
    return body;
  }
  // 'set', 'remove' and 'wrap' work on a path below the root (the root itself is 'replace').
  const inner = paths.filter((p) => p.length > 0);
  if (inner.length === 0) return change.kind === 'set' ? clone(change.value) : change.kind === 'wrap' ? [body] : undefined;
  const target = inner[change.at % inner.length]!;
  if (change.kind === 'remove') return setAt(body, target, (x) => x, true);
  if (change.kind === 'wrap') return setAt(body, target, (x) => [x]);
  return setAt(body, target, () => clone(change.value));
}

/** A well-formed body with one to three hostile changes (a value swapped, a field dropped or added, a part wrapped in an array). */
export const mutated = (valid: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> =>
  fc.tuple(valid, fc.array(mutation(), { minLength: 1, maxLength: 3 })).map(([body, changes]) => changes.reduce((acc, change) => apply(acc, change), clone(body)));

/** Raw text sent as application/json: malformed JSON, JSON of the wrong kind, encodings that are not text. */
const RAW_BODIES = ['{', '}', '{"a":1,}', "{'a':1}", '[', 'nul', 'NaN', '{"a":NaN}', '{"a":1e999}', '"\\ud800"', '{"a":"\\u0000"}', '\u0000', '\ufeff{}', ' ', '{"a":1}{"b":2}', '{"__proto__":{"x":1}}', '[]', '0', '"text"', 'true'] as const;

/**
 * Any hostile payload for a call whose well-formed body is `valid`: the body mutated (most often), a hostile value
 * as the whole body, raw text, an empty body, or no body at all.
 */
export const hostilePayload = (valid: fc.Arbitrary<unknown>): fc.Arbitrary<Payload> =>
  fc.oneof(
    { weight: 8, arbitrary: mutated(valid).map((json) => ({ json })) },
    { weight: 2, arbitrary: hostileValue().map((json) => ({ json })) },
    { weight: 1, arbitrary: fc.constantFrom(...RAW_BODIES).map((raw) => ({ raw })) },
    { weight: 1, arbitrary: fc.constantFrom<Payload>({ json: undefined }, { none: true }) },
  );

/** Path parameters that are not the id of anything: malformed UUIDs, other ids, odd text (URL-encoded when sent). */
export const hostileId = (): fc.Arbitrary<string> =>
  fc.oneof(
    fc.constantFrom(
      'not-a-uuid', '00000000-0000-0000-0000-000000000000', 'ffffffff-ffff-ffff-ffff-ffffffffffff', '7d0f6a52-6f5f-4a70-9b7e-0d8f3c0e9a1', '7d0f6a52-6f5f-4a70-9b7e-0d8f3c0e9a11x',
      '{7d0f6a52-6f5f-4a70-9b7e-0d8f3c0e9a11}', '0', '-1', '1.5', '99999999999999999999', 'null', 'undefined', 'NaN', ' ', '%', '..', 'a/b', 'x'.repeat(150), 'x'.repeat(3_000),
      '\u0000', 'é', '💰', "1' OR '1'='1", 'local-1', 'casa-1', 'cdp-1-b', '1',
    ),
    fc.uuid(),
    fc.string({ unit: 'binary', minLength: 1, maxLength: 30 }),
  );

/** A path parameter as the URL carries it (lone surrogates replaced, like a browser would). */
export const inPath = (id: string): string => encodeURIComponent(id.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd'));
