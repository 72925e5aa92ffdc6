import { randomUUID } from 'node:crypto';
import { expect } from 'chai';
import fc from 'fast-check';
import { ManualClock } from '../../../src/shared-kernel/clock.js';
import type { TestClient, TestResponse } from '../../support/http-client.js';
import { appPerSuite, type TestApp } from '../../support/test-app.js';
import { signIn, signInConsented, signInOnboarded } from '../../support/sign-in.js';
import type { MockpassPersona } from '../../support/mockpass.js';
import { hostilePayload } from './shapes/hostile.js';
import { FUZZ_NOW, FUZZ_TODAY, dateOutsideRange, text, withForbiddenCharacter } from './shapes/primitives.js';

/**
 * The shared harness of the property-based fuzz suite (docs/decisions.md "Testing: the property-based fuzz
 * suite"): one app per file, fresh residents, sending a payload with our own Origin (the CSRF check passes), and
 * the three properties every write call keeps whatever it is sent:
 *  (a) never a 5xx;
 *  (b) every 4xx carries the error contract (docs/api.md: `{ errorMessage, code, details?, requestId }`);
 *  (c) what a 2xx accepted reads back unchanged through the call that reads it (each context's file says how).
 *
 * Runs are fixed: the seed is FUZZ_SEED (default {@link DEFAULT_FUZZ_SEED}), each property makes FUZZ_RUNS runs
 * (default {@link DEFAULT_FUZZ_RUNS}). On a failure fast-check prints the shrunk counterexample with its seed and
 * path; the same seed replays it: `FUZZ_SEED=<seed> npx mocha --require test/support/integration-hooks.ts
 * 'test/integration/fuzz/**\/*.test.ts' --grep '<test title>'` (add FUZZ_PATH=<path> to go straight to the
 * shrunk counterexample).
 */
export const DEFAULT_FUZZ_SEED = 20_261_124;
export const DEFAULT_FUZZ_RUNS = 30;

function envInteger(name: string, fallback: number, min: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isSafeInteger(value) || value < min) throw new Error(`${name} must be a whole number from ${min} (got '${raw}')`);
  return value;
}

export const FUZZ_SEED = envInteger('FUZZ_SEED', DEFAULT_FUZZ_SEED, -2_147_483_648);
export const FUZZ_RUNS = envInteger('FUZZ_RUNS', DEFAULT_FUZZ_RUNS, 1);
/** fast-check's replay path of a counterexample (printed with it): with --grep on that one test, replays it at once. */
const FUZZ_PATH = process.env.FUZZ_PATH?.trim() || undefined;

export { FUZZ_NOW, FUZZ_TODAY };

/** The time one property may take before it counts as failed (shrinking a counterexample included). */
const PROPERTY_TIME_LIMIT_MS = 150_000;

/** The real app on its own database clone for the enclosing `describe`, on the fixed clock. */
export function fuzzApp(env: Record<string, string> = {}): TestApp & { clock: ManualClock } {
  const clock = new ManualClock(FUZZ_NOW);
  // The suite sends thousands of calls a minute from one address and one resident: the rate limits (tested
  // elsewhere) are lifted so a 429 never stands in for the answer under test.
  const t = appPerSuite({
    clock,
    env: { RATE_LIMIT_ANONYMOUS_PER_MINUTE: '10000000', RATE_LIMIT_SIGNED_IN_PER_MINUTE: '10000000', RATE_LIMIT_HOUSING_CALCULATE_PER_MINUTE: '10000000', RATE_LIMIT_SEARCH_PER_MINUTE: '10000000', RATE_LIMIT_EXPORT_PER_MINUTE: '10000000', ...env },
  });
  return Object.assign(t, { clock });
}

let residentCounter = 0;

/**
 * A persona of its own for every call: a Singpass identity mockpass accepts (NRIC shape, fresh UUID) that no
 * other test uses, so each endpoint group starts from an empty account and sessions never replace each other.
 */
export function freshPersona(): MockpassPersona {
  residentCounter += 1;
  const digits = String((process.pid % 1000) * 10_000 + residentCounter).padStart(7, '0').slice(-7);
  return { nric: `T${digits}Z`, uuid: randomUUID() };
}

export type Stage = 'signed-in' | 'consented' | 'onboarded';

/** A new browser signed in as a new resident, taken to `stage` (consented to the terms; onboarded as well). */
export async function newResident(t: TestApp, stage: Stage, persona: MockpassPersona = freshPersona()): Promise<TestClient> {
  const client = t.client();
  if (stage === 'signed-in') await signIn(client, persona);
  else if (stage === 'consented') await signInConsented(client, persona);
  else await signInOnboarded(client, persona);
  return client;
}

/** What a fuzzed call sends: a JSON value, raw text declared as JSON (malformed bodies), or nothing at all. */
export type Payload = { readonly json: unknown } | { readonly raw: string } | { readonly none: true };

/** A short, printable account of a payload for failure messages. */
export function describePayload(payload: Payload): string {
  const text = 'json' in payload ? JSON.stringify(payload.json) : 'raw' in payload ? `raw ${JSON.stringify(payload.raw)}` : 'no body';
  return text === undefined ? 'undefined' : text.length > 600 ? `${text.slice(0, 600)}… (${text.length} characters)` : text;
}

const ERROR_KEYS = new Set(['errorMessage', 'code', 'details', 'requestId']);
const ERROR_CODE = /^[A-Z][A-Z0-9_]*(\.[A-Z][A-Z0-9_]*)+$/;

/**
 * Properties (a) and (b) for one answer: below 500; every answer carries `X-Request-Id`; a 4xx is JSON with
 * exactly the contract's keys, a non-empty message, a dotted upper-case code, the request id of the header, and
 * `details` (when present, always for VALIDATION.FAILED) a non-empty list of `{ field, message }`.
 */
export function expectContract(res: TestResponse, call: string): void {
  const where = `${call} -> ${res.status} ${res.text.slice(0, 400)}`;
  expect(res.status, `(a) never a 5xx: ${where}`).to.be.below(500);
  const requestId = res.headers.get('x-request-id');
  expect(requestId, `every answer carries X-Request-Id: ${where}`).to.be.a('string').and.not.equal('');
  if (res.status < 400) return;
  expect(res.headers.get('content-type') ?? '', `(b) a 4xx is JSON: ${where}`).to.contain('application/json');
  const body = res.body as Record<string, unknown>;
  expect(body, `(b) a 4xx has a body object: ${where}`).to.be.an('object');
  const unexpected = Object.keys(body).filter((key) => !ERROR_KEYS.has(key));
  expect(unexpected, `(b) only the contract's keys: ${where}`).to.deep.equal([]);
  expect(body.errorMessage, `(b) errorMessage: ${where}`).to.be.a('string').and.not.equal('');
  expect(body.code, `(b) code: ${where}`).to.be.a('string').and.match(ERROR_CODE);
  expect(body.requestId, `(b) requestId is the X-Request-Id: ${where}`).to.equal(requestId);
  if (body.code === 'VALIDATION.FAILED') expect(body.details, `(b) a validation failure names its fields: ${where}`).to.be.an('array');
  if (body.details !== undefined) {
    const details = body.details as unknown[];
    expect(details, `(b) details is a non-empty list: ${where}`).to.be.an('array').that.is.not.empty;
    for (const detail of details) {
      expect(detail, `(b) each detail is { field, message }: ${where}`).to.be.an('object');
      const { field, message, ...rest } = detail as Record<string, unknown>;
      expect(rest, `(b) a detail has only field and message: ${where}`).to.deep.equal({});
      // A string naming the field as sent ('' when the client's own key was empty).
      expect(field, `(b) detail.field: ${where}`).to.be.a('string');
      expect(message, `(b) detail.message: ${where}`).to.be.a('string').and.not.equal('');
    }
  }
}

/** Sends `payload` (with the client's own Origin, so the CSRF check passes) and checks properties (a) and (b). */
export async function send(client: TestClient, method: string, path: string, payload: Payload): Promise<TestResponse> {
  const options =
    'json' in payload
      ? payload.json === undefined
        ? { body: '', headers: { 'content-type': 'application/json' } }
        : { json: payload.json }
      : 'raw' in payload
        ? { body: payload.raw, headers: { 'content-type': 'application/json' } }
        : {};
  const res = await client.request(method, path, options);
  expectContract(res, `${method} ${path} with ${describePayload(payload)}`);
  return res;
}

/** A 2xx status (201 and 204 included). */
export const isSuccess = (res: TestResponse): boolean => res.status >= 200 && res.status < 300;

/** The field names of a 400's details (empty for any other answer). */
export const detailFields = (res: TestResponse): string[] =>
  res.status === 400 && Array.isArray(res.body?.details) ? (res.body.details as Array<{ field: string }>).map((d) => d.field) : [];

/** The message a 400 gives for `field`, if it names it. */
export const detailMessage = (res: TestResponse, field: string): string | undefined =>
  detailFields(res).includes(field) ? (res.body.details as Array<{ field: string; message: string }>).find((d) => d.field === field)!.message : undefined;

/** A GET that must answer 200 (the read-back half of property (c)). */
export async function read<T = any>(client: TestClient, path: string): Promise<T> {
  const res = await client.get(path);
  expect(res.status, `GET ${path}: ${res.text.slice(0, 300)}`).to.equal(200);
  return res.body as T;
}

/**
 * Property (c) for one field: the stored value (read back) equals the value accepted, exactly (strings code unit
 * for code unit, cents and dates as sent).
 */
export function expectStored(stored: unknown, accepted: unknown, what: string): void {
  expect(stored, `(c) ${what}: stored ${JSON.stringify(stored)}, accepted ${JSON.stringify(accepted)}`).to.deep.equal(accepted);
}

/**
 * One property as a mocha test: `fc.assert` over `arbitrary` with the suite's seed and `runs` runs (FUZZ_RUNS by
 * default; a call that costs a sign-in per run passes a fraction of it). The title states the property.
 */
export function property<T>(title: string, arbitrary: () => fc.Arbitrary<T>, predicate: (value: T) => Promise<void>, runs: number = FUZZ_RUNS): void {
  it(title, async function () {
    this.timeout(PROPERTY_TIME_LIMIT_MS + 30_000);
    await fc.assert(
      fc.asyncProperty(arbitrary(), async (value) => {
        await predicate(value);
      }),
      { seed: FUZZ_SEED, numRuns: Math.max(1, runs), interruptAfterTimeLimit: PROPERTY_TIME_LIMIT_MS, markInterruptAsFailure: true, ...(FUZZ_PATH ? { path: FUZZ_PATH } : {}) },
    );
  });
}

/** A fraction of FUZZ_RUNS (at least 3) for properties that cost several calls per run. */
export const fewerRuns = (divisor: number): number => Math.max(3, Math.ceil(FUZZ_RUNS / divisor));

/** One write call under fuzz: where it goes, who calls it, its well-formed bodies and how to read them back. */
export interface WriteCall<B> {
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** The path (evaluated before every run: an id made in `beforeRun` may be part of it). */
  path: () => string;
  client: () => TestClient;
  /** Well-formed bodies: the valid shape of the call (see shapes/). */
  valid: () => fc.Arbitrary<B>;
  /** Hostile payloads; by default the well-formed bodies mutated, hostile values, raw text and no body. */
  hostile?: () => fc.Arbitrary<Payload>;
  /** The business-rule codes a well-formed body may still meet (e.g. a limit reached); any other refusal fails. */
  refusals?: readonly string[];
  /** Runs before every run (e.g. clears the list, creates the item a PATCH needs). */
  beforeRun?: () => Promise<void>;
  /** Property (c): after a 2xx, read the resource back with its GET and compare the fields sent. */
  readBack?: (sent: any, res: TestResponse) => Promise<void>;
  runs?: number;
}

/**
 * The two properties of a write call: well-formed bodies (accepted, or refused by a named business rule), and
 * hostile ones (anything: never a 5xx, the contract on every 4xx). Both read back whatever was accepted.
 */
export function fuzzWrites<B>(call: WriteCall<B>): void {
  property(
    'well-formed bodies: accepted (or refused by a named business rule, with the error contract), never a 5xx, and what is accepted reads back unchanged',
    call.valid,
    async (body) => {
      await call.beforeRun?.();
      const path = call.path();
      const res = await send(call.client(), call.method, path, { json: body });
      if (isSuccess(res)) {
        await call.readBack?.(body, res);
        return;
      }
      const allowed = call.refusals ?? [];
      expect(allowed, `a well-formed body refused: ${call.method} ${path} ${JSON.stringify(body)} -> ${res.status} ${res.text}`).to.include(res.body.code);
    },
    call.runs,
  );
  property(
    'hostile bodies (wrong types, missing and extra fields, huge, negative and fractional numbers, control characters, lone surrogates, bad dates, deep nesting, malformed JSON): never a 5xx, every refusal keeps the error contract, and anything accepted reads back unchanged',
    () => (call.hostile ? call.hostile() : hostilePayload(call.valid())),
    async (payload) => {
      await call.beforeRun?.();
      const res = await send(call.client(), call.method, call.path(), payload);
      // A call that took no body (or an empty one) read it as {}.
      if (isSuccess(res)) await call.readBack?.('json' in payload && payload.json !== undefined ? payload.json : {}, res);
    },
    call.runs,
  );
}

/**
 * Ids in the path that are not one of the resident's (malformed, foreign, absurd): never a 5xx and never a 2xx,
 * a 400 or 404 with the error contract.
 */
export function fuzzForeignIds(call: { method: string; path: (id: string) => string; client: () => TestClient; body: () => fc.Arbitrary<Payload>; ids: () => fc.Arbitrary<string>; runs?: number }): void {
  property(
    'ids that are not the resident’s (malformed UUIDs, other ids, odd text): never a 5xx, a 4xx with the error contract',
    () => fc.tuple(call.ids(), call.body()),
    async ([id, payload]) => {
      const path = call.path(id);
      const res = await send(call.client(), call.method, path, payload);
      expect(res.status, `${call.method} ${path} ${describePayload(payload)} -> ${res.status} ${res.text}`).to.be.within(400, 499);
    },
    call.runs,
  );
}

/** `body` with the value at the dotted `field` ('incomeList.0.name') replaced (the path must exist). */
export function withField(body: unknown, field: string, value: unknown): unknown {
  const copy = JSON.parse(JSON.stringify(body)) as Record<string, any>;
  const keys = field.split('.');
  const parent = keys.slice(0, -1).reduce<any>((node, key) => node[key], copy);
  parent[keys[keys.length - 1]!] = value;
  return copy;
}

/** A call whose fields one of the listed properties below puts a value into. */
export interface FieldCall {
  method: 'POST' | 'PUT' | 'PATCH';
  path: () => string;
  client: () => TestClient;
  /** Well-formed bodies in which every one of `fields` is present. */
  valid: () => fc.Arbitrary<unknown>;
  /** Dotted paths, as the 400's details name them. */
  fields: readonly string[];
  beforeRun?: () => Promise<void>;
  runs?: number;
}

/**
 * The shared text rule: a control character other than tab and newline, or an unpaired surrogate, anywhere in a
 * free-text field is a 400 'Invalid format' on that field (it would be stored altered, or not at all).
 */
export function fuzzForbiddenText(call: FieldCall): void {
  property(
    `control characters (but tab and newline) and unpaired surrogates in ${call.fields.join(', ')}: 400 'Invalid format' on that field`,
    () => fc.tuple(call.valid(), fc.constantFrom(...call.fields), withForbiddenCharacter(text(12, { wide: false }))),
    async ([body, field, { value, character }]) => {
      await call.beforeRun?.();
      const res = await send(call.client(), call.method, call.path(), { json: withField(body, field, value) });
      const code = character.codePointAt(0)!.toString(16).padStart(4, '0');
      expect(res.status, `U+${code} in ${field}: ${res.status} ${res.text.slice(0, 300)}`).to.equal(400);
      expect(detailMessage(res, field), `U+${code} in ${field}: ${res.text.slice(0, 300)}`).to.equal('Invalid format');
    },
    call.runs,
  );
}

/** The shared date range: a real day before 1900-01-01 or after 2200-12-31 in a date field is a 400 on that field. */
export function fuzzDatesOutsideRange(call: FieldCall): void {
  property(
    `days outside 1900-01-01..2200-12-31 in ${call.fields.join(', ')}: a 400 on that field`,
    () => fc.tuple(call.valid(), fc.constantFrom(...call.fields), dateOutsideRange()),
    async ([body, field, day]) => {
      await call.beforeRun?.();
      const res = await send(call.client(), call.method, call.path(), { json: withField(body, field, day) });
      expect(res.status, `${day} in ${field}: ${res.status} ${res.text.slice(0, 300)}`).to.equal(400);
      expect(detailFields(res), `${day} in ${field}: ${res.text.slice(0, 300)}`).to.include(field);
    },
    call.runs,
  );
}
