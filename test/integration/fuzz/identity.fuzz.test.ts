import { expect } from 'chai';
import fc from 'fast-check';
import { DateTime } from 'luxon';
import { QueryTypes } from 'sequelize';
import type { TestClient } from '../../support/http-client.js';
import { signIn } from '../../support/sign-in.js';
import {
  FUZZ_NOW,
  detailFields,
  expectContract,
  expectStored,
  fewerRuns,
  freshPersona,
  fuzzApp,
  fuzzForbiddenText,
  fuzzForeignIds,
  fuzzWrites,
  isSuccess,
  newResident,
  property,
  read,
  send,
  type Payload,
} from './fuzz-harness.js';
import { hostileId, hostilePayload, hostileValue, inPath } from './shapes/hostile.js';
import {
  inbuiltKey,
  moduleStatusBody,
  personalNotificationBody,
  profileChange,
  recommendedActionBody,
  recommendedActionChange,
  timestamp,
  todoKey,
  verificationCode,
} from './shapes/identity.shapes.js';
import { WRITE_CALLS } from './shapes/write-calls.js';

type Item = Record<string, any>;

const PROFILE_FIELDS = ['name', 'sex', 'maritalStatus', 'residentialStatus', 'employmentStatusRange', 'workYearsRange', 'deferEmailVerification', 'emailNotificationsStatus', 'analyticsEnabled'] as const;

/**
 * The instant a notification's `date` names: a day is its start in Singapore (docs/api.md "notifications"), with
 * the offset of the time (+07:30 before 1982).
 */
const instantOf = (date: string): string =>
  /^\d{4}-\d{2}-\d{2}$/.test(date) ? DateTime.fromISO(date, { zone: 'Asia/Singapore' }).toUTC().toISO()! : new Date(date).toISOString();

const ignoredBodies = (): fc.Arbitrary<Payload> => fc.oneof(fc.constant<Payload>({ none: true }), fc.constant<Payload>({ json: {} }), hostileValue().map((json) => ({ json })));

/**
 * Property-based fuzz of the identity writes (spec 1 §7, docs/api.md "Identity"), and of every write call's gates:
 * signed out, from a foreign origin, before consent.
 */
describe('Fuzz: identity writes and the gates of every write call (spec 1 §4, §7)', () => {
  const t = fuzzApp();

  describe('every write call (shapes/write-calls.ts)', () => {
    property(
      'signed out, whatever the body: 401 IDENTITY.NOT_SIGNED_IN with the error contract',
      () => fc.oneof(fc.constant<Payload>({ none: true }), hostileValue().map((json) => ({ json }))),
      async (payload) => {
        const client = t.client();
        for (const [method, path] of WRITE_CALLS) {
          const res = await send(client, method, `/api/v1${path}`, payload);
          if (res.status === 400 && res.body.code === 'REQUEST.MALFORMED') continue;
          expect([res.status, res.body.code], `${method} ${path}`).to.deep.equal([401, 'IDENTITY.NOT_SIGNED_IN']);
        }
      },
      fewerRuns(6),
    );
    property(
      'signed in but from a foreign Origin: 403 REQUEST.FOREIGN_ORIGIN with the error contract, nothing done',
      () => fc.tuple(fc.constantFrom('https://evil.example', 'http://localhost:3001', 'null', 'http://localhost:3000.evil.example', 'HTTP://LOCALHOST:3000x'), hostileValue()),
      async ([origin, body]) => {
        const client = await newResident(t, 'consented');
        for (const [method, path] of WRITE_CALLS) {
          const res = await client.request(method, `/api/v1${path}`, { json: body, headers: { origin } });
          expectContract(res, `${method} ${path} from ${origin}`);
          // A body the parser refuses (e.g. an own __proto__ key) is a 400 before the origin is looked at: nothing is done either way.
          if (res.status === 400 && res.body.code === 'REQUEST.MALFORMED') continue;
          expect(res.status, `${method} ${path} from ${origin}: ${res.text}`).to.equal(403);
          expect(res.body.code).to.equal('REQUEST.FOREIGN_ORIGIN');
        }
      },
      fewerRuns(10),
    );
    property(
      'signed in before consenting to the terms: 403 IDENTITY.CONSENT_REQUIRED with the error contract (but PATCH /user and reactivation)',
      () => hostileValue(),
      async (body) => {
        const client = await newResident(t, 'signed-in');
        for (const [method, path] of WRITE_CALLS.filter(([, p]) => p !== '/user' && p !== '/user/reactivate-account')) {
          const res = await send(client, method, `/api/v1${path}`, { json: body });
          if (res.status === 400 && res.body.code === 'REQUEST.MALFORMED') continue;
          expect([res.status, res.body.code], `${method} ${path}: ${res.text}`).to.deep.equal([403, 'IDENTITY.CONSENT_REQUIRED']);
        }
      },
      fewerRuns(10),
    );
  });

  describe('POST /auth/singpass/callback (a visitor)', () => {
    property(
      'codes and states of no sign-in started here, and hostile bodies: 400 or 401 IDENTITY.LOGIN_REJECTED with the error contract, never a session',
      () => fc.oneof(fc.record({ code: fc.string({ maxLength: 60 }), state: fc.string({ maxLength: 60 }) }).map((json) => ({ json }) as Payload), hostilePayload(fc.record({ code: fc.string(), state: fc.string() }))),
      async (payload) => {
        const client = t.client();
        const res = await send(client, 'POST', '/api/v1/auth/singpass/callback', payload);
        expect(res.status, res.text).to.be.oneOf([400, 401]);
        expect((await client.get('/api/v1/user')).status, 'still signed out').to.equal(401);
      },
    );
    property(
      'after a real start, a tampered code or state: 400 or 401 with the error contract, never a session',
      () => fc.tuple(fc.constantFrom('code', 'state'), fc.oneof(fc.string({ maxLength: 50 }), hostileValue())),
      async ([field, value]) => {
        const client = t.client();
        const start = await client.get('/api/v1/auth/singpass/authorize');
        expect(start.status, start.text).to.equal(200);
        const res = await send(client, 'POST', '/api/v1/auth/singpass/callback', { json: { code: 'not-the-code', state: 'not-the-state', [field]: value } });
        expect(res.status, res.text).to.be.oneOf([400, 401]);
        expect((await client.get('/api/v1/user')).status, 'still signed out').to.equal(401);
      },
      fewerRuns(3),
    );
  });

  describe('POST /auth/refresh', () => {
    let client: TestClient;
    before(async () => {
      client = await newResident(t, 'signed-in');
    });
    property(
      'whatever body comes along: 200 { tokenExpiry } of a full idle period, or a 4xx with the contract',
      ignoredBodies,
      async (payload) => {
        const res = await send(client, 'POST', '/api/v1/auth/refresh', payload);
        if (isSuccess(res)) expect(res.body).to.deep.equal({ tokenExpiry: 600 });
      },
    );
  });

  describe('DELETE /auth/token', () => {
    property(
      'whatever body comes along: 204 and the session is over (or a 4xx with the contract, and it is not)',
      ignoredBodies,
      async (payload) => {
        const client = await newResident(t, 'signed-in');
        const res = await send(client, 'DELETE', '/api/v1/auth/token', payload);
        expect((await client.get('/api/v1/user')).status).to.equal(isSuccess(res) ? 401 : 200);
      },
      fewerRuns(3),
    );
  });

  describe('PATCH /user', () => {
    let client: TestClient;
    before(async () => {
      client = await newResident(t, 'consented');
    });
    const call = { method: 'PATCH' as const, path: () => '/api/v1/user', client: () => client };
    fuzzWrites({
      ...call,
      valid: profileChange,
      readBack: async (sent: Item, res) => {
        const stored = await read(client, '/api/v1/user');
        expect(stored, 'GET /user is the profile PATCH answered').to.deep.equal(res.body);
        for (const key of PROFILE_FIELDS) if (key in sent) expectStored(stored[key], sent[key], key);
        if ('dob' in sent) expectStored(stored.dob, String(sent.dob).slice(0, 10), 'dob');
        if ('email' in sent) expectStored(stored.email, String(sent.email).trim(), 'email');
        if ('apimMyinfoDataSelectionState' in sent) expectStored(stored.apimMyinfoDataSelectionState, sent.apimMyinfoDataSelectionState === 'MANAGE_CONNECTION' ? 'BANK_AND_MYINFO' : sent.apimMyinfoDataSelectionState, 'apimMyinfoDataSelectionState');
        // The consent times are the server's, never the ones sent (docs/api.md).
        if ('latestConsentedToAppNOCAt' in sent) expectStored(stored.latestConsentedToAppNOCAt, FUZZ_NOW, 'latestConsentedToAppNOCAt');
      },
    });
    fuzzForbiddenText({ ...call, valid: () => fc.constant({ name: 'Tan Ah Kow' }), fields: ['name'] });
    property(
      'dates of birth outside 1900-01-01..2200-12-31, in the future or over 120 years ago: a 400 on dob',
      () => fc.constantFrom('0000-01-01', '1899-12-31', '1800-06-01', '2201-01-01', '9999-12-31', '2026-11-25', '2030-01-01', '1905-11-23', '1900-01-01T00:00:00.000Z'),
      async (dob) => {
        const res = await send(client, 'PATCH', '/api/v1/user', { json: { dob } });
        expect(res.status, `${dob}: ${res.text}`).to.equal(400);
        expect(detailFields(res)).to.include('dob');
      },
      fewerRuns(3),
    );
  });

  describe('PUT /email-notifications', () => {
    let client: TestClient;
    before(async () => {
      client = await newResident(t, 'consented');
    });
    fuzzWrites({
      method: 'PUT',
      path: () => '/api/v1/email-notifications',
      client: () => client,
      valid: () => fc.record({ newsletter: fc.boolean() }),
      readBack: async (sent: Item) => {
        expectStored((await read(client, '/api/v1/user')).emailNotificationsStatus, sent.newsletter, 'emailNotificationsStatus');
      },
    });
  });

  describe('PUT /module-status', () => {
    let client: TestClient;
    before(async () => {
      client = await newResident(t, 'consented');
    });
    fuzzWrites({
      method: 'PUT',
      path: () => '/api/v1/module-status',
      client: () => client,
      valid: moduleStatusBody,
      readBack: async (sent: Item, res) => {
        const stored = ((await read(client, '/api/v1/module-status')).modules as Item[]).find((m) => m.module === sent.module);
        expect(stored, 'GET /module-status has what PUT answered').to.deep.equal(res.body);
        // The server keeps its own times (docs/api.md): the step, or a completion now.
        expectStored({ currentStep: stored!.currentStep, lastUpdated: stored!.lastUpdated }, { currentStep: sent.currentStep, lastUpdated: FUZZ_NOW }, `the ${sent.module} progress`);
        if (sent.currentStep === null) expectStored({ lastCompleted: stored!.lastCompleted, completed: stored!.completed }, { lastCompleted: FUZZ_NOW, completed: true }, 'the completion');
      },
    });
  });

  describe('POST /email/generate-verification-code and /email/regenerate-verification-code', () => {
    let client: TestClient;
    before(async () => {
      client = await newResident(t, 'onboarded');
    });
    for (const path of ['/email/generate-verification-code', '/email/regenerate-verification-code']) {
      property(
        `${path}, whatever body comes along: 200 PENDING_VERIFICATION (read back from GET /user), or 429 / 4xx with the error contract`,
        () => fc.oneof(ignoredBodies(), verificationCode().map((verificationCode) => ({ json: { verificationCode } }) as Payload)),
        async (payload) => {
          const res = await send(client, 'POST', `/api/v1${path}`, payload);
          if (isSuccess(res)) {
            expect(res.body.emailVerificationStatus).to.equal('PENDING_VERIFICATION');
            expectStored((await read(client, '/api/v1/user')).emailVerificationStatus, 'PENDING_VERIFICATION', 'emailVerificationStatus');
          }
        },
        fewerRuns(2),
      );
    }
  });

  describe('POST /email/verify-email', () => {
    let client: TestClient;
    before(async () => {
      client = await newResident(t, 'onboarded');
    });
    fuzzWrites({
      method: 'POST',
      path: () => '/api/v1/email/verify-email',
      client: () => client,
      valid: () => fc.record({ verificationCode: verificationCode() }),
      // A code of the right shape that was never sent: the one answer for every bad code.
      refusals: ['IDENTITY.VERIFICATION_CODE_INVALID'],
      readBack: async () => {
        expect.fail('a code never sent verified the email');
      },
    });
  });

  describe('POST /user/deactivate-account and PATCH /user/reactivate-account', () => {
    property(
      'whatever bodies come along: deactivation ends the session and reads back PENDING_DELETION; reactivation reads back active (or 4xx with the contract)',
      () => fc.tuple(ignoredBodies(), ignoredBodies()),
      async ([deactivateBody, reactivateBody]) => {
        const persona = freshPersona();
        const client = await newResident(t, 'consented', persona);
        const off = await send(client, 'POST', '/api/v1/user/deactivate-account', deactivateBody);
        if (!isSuccess(off)) return;
        expect(off.body.accountStatus).to.equal('PENDING_DELETION');
        expect((await client.get('/api/v1/user')).status, 'the session ended').to.equal(401);
        await signIn(client, persona);
        expectStored((await read(client, '/api/v1/user')).accountStatus, 'PENDING_DELETION', 'accountStatus');
        const on = await send(client, 'PATCH', '/api/v1/user/reactivate-account', reactivateBody);
        if (isSuccess(on)) expectStored((await read(client, '/api/v1/user')).accountStatus, null, 'accountStatus after reactivation');
      },
      fewerRuns(5),
    );
  });

  describe('POST /notification/personal', () => {
    let client: TestClient;
    before(async () => {
      client = await newResident(t, 'consented');
    });
    const call = { method: 'POST' as const, path: () => '/api/v1/notification/personal', client: () => client };
    fuzzWrites({
      ...call,
      valid: personalNotificationBody,
      readBack: async (sent: Item, res) => {
        expect(res.status).to.equal(201);
        const stored = ((await read(client, '/api/v1/notifications')).notifications as Item[]).find((n) => n.id === res.body.id);
        expect(stored, 'GET /notifications has the notice POST answered').to.deep.equal(res.body);
        expectStored(
          { title: stored!.title, description: stored!.description, date: stored!.date, acknowledged: stored!.acknowledged, category: stored!.category },
          { title: sent.title, description: sent.description, date: instantOf(sent.date), acknowledged: sent.acknowledged ?? false, category: sent.category ?? 'GENERAL' },
          'the personal notification',
        );
      },
    });
    fuzzForbiddenText({ ...call, valid: personalNotificationBody, fields: ['title', 'description'] });
    property(
      'days and timestamps outside 1900-01-01..2200-12-31 (and timestamps without an offset): a 400 on date',
      () => fc.tuple(personalNotificationBody(), fc.constantFrom('0000-01-01', '1899-12-31', '2201-01-01', '10000-01-01', '+010000-01-01T00:00:00Z', '-000001-01-01', '1899-12-31T23:59:59Z', '2201-01-01T00:00:00+08:00', '2026-11-24T10:00:00', '2026-11-24T25:00:00Z', '2026-02-30')),
      async ([body, date]) => {
        const res = await send(client, 'POST', '/api/v1/notification/personal', { json: { ...body, date } });
        expect(res.status, `${date}: ${res.text}`).to.equal(400);
        expect(detailFields(res)).to.include('date');
      },
      fewerRuns(3),
    );
  });

  describe('PATCH /notification/personal/{id}', () => {
    let client: TestClient;
    let id = '';
    before(async () => {
      client = await newResident(t, 'consented');
    });
    fuzzWrites({
      method: 'PATCH',
      path: () => `/api/v1/notification/personal/${id}`,
      client: () => client,
      beforeRun: async () => {
        const created = await client.post('/api/v1/notification/personal', { title: 'Fuzz', description: 'A notice', date: '2026-11-20' });
        expect(created.status, created.text).to.equal(201);
        id = created.body.id as string;
      },
      valid: () => fc.constant({ acknowledged: true }),
      readBack: async () => {
        const stored = ((await read(client, '/api/v1/notifications')).notifications as Item[]).find((n) => n.id === id);
        expectStored(stored?.acknowledged, true, 'acknowledged');
      },
      runs: fewerRuns(2),
    });
    fuzzForeignIds({ method: 'PATCH', path: (foreign) => `/api/v1/notification/personal/${inPath(foreign)}`, client: () => client, body: () => fc.constant<Payload>({ json: { acknowledged: true } }), ids: hostileId });
  });

  for (const [path, keys] of [
    ['/notification/todo-acknowledgement', todoKey],
    ['/notification/inbuilt-acknowledgement', inbuiltKey],
  ] as const) {
    describe(`POST ${path}`, () => {
      let client: TestClient;
      before(async () => {
        client = await newResident(t, 'consented');
      });
      fuzzWrites({
        method: 'POST',
        path: () => `/api/v1${path}`,
        client: () => client,
        valid: () => fc.record({ notificationKey: keys() }),
        readBack: async (sent: Item) => {
          const listed = ((await read(client, '/api/v1/notifications')).notifications as Item[]).filter((n) => n.key === sent.notificationKey);
          for (const notice of listed) expectStored(notice.acknowledged, true, `${notice.key} acknowledged`);
        },
      });
    });
  }

  describe('POST /notification/global-acknowledgement', () => {
    let client: TestClient;
    const globalIds: number[] = [];
    before(async () => {
      client = await newResident(t, 'consented');
      for (const title of ['System update', 'New feature']) {
        const [row] = await t.app.sequelize.query<{ id: number }>("INSERT INTO global_notifications (title, description, category, date) VALUES ($1, 'From the fuzz suite', 'SYSTEM', '2026-11-01') RETURNING id", {
          bind: [title],
          type: QueryTypes.SELECT,
        });
        globalIds.push(row!.id);
      }
    });
    fuzzWrites({
      method: 'POST',
      path: () => '/api/v1/notification/global-acknowledgement',
      client: () => client,
      valid: () => fc.record({ globalNotificationId: fc.oneof(fc.constantFrom(...globalIds), fc.integer({ min: 1, max: 2_147_483_647 })) }),
      refusals: ['NOTIFICATION.GLOBAL_NOT_FOUND'],
      readBack: async (sent: Item) => {
        const notice = ((await read(client, '/api/v1/notifications')).notifications as Item[]).find((n) => n.type === 'global' && n.id === String(sent.globalNotificationId));
        expectStored(notice?.acknowledged, true, `announcement ${sent.globalNotificationId} acknowledged`);
      },
    });
  });

  describe('POST /recommended-action', () => {
    let client: TestClient;
    before(async () => {
      client = await newResident(t, 'consented');
    });
    fuzzWrites({
      method: 'POST',
      path: () => '/api/v1/recommended-action',
      client: () => client,
      valid: recommendedActionBody,
      readBack: async (sent: Item, res) => {
        const stored = ((await read(client, '/api/v1/recommended-actions')).recommendedActions as Item[]).find((a) => a.key === sent.key);
        expect(stored, 'GET /recommended-actions has the record POST answered').to.deep.equal(res.body.recommendedAction);
        // New, or the resident's own completion: now, by whom was sent. SYSTEM on a recorded key leaves it as it was.
        if (res.status === 201 || sent.completedBy === 'USER') expectStored({ completedBy: stored!.completedBy, completedAt: stored!.completedAt }, { completedBy: sent.completedBy, completedAt: FUZZ_NOW }, sent.key);
      },
    });
  });

  describe('PATCH /recommended-action/{id}', () => {
    let client: TestClient;
    let id = '';
    before(async () => {
      client = await newResident(t, 'consented');
      const created = await client.post('/api/v1/recommended-action', { key: 'FUZZ_ACTION', completedBy: 'SYSTEM' });
      id = created.body.recommendedAction.id as string;
    });
    fuzzWrites({
      method: 'PATCH',
      path: () => `/api/v1/recommended-action/${id}`,
      client: () => client,
      valid: recommendedActionChange,
      readBack: async (sent: Item, res) => {
        const stored = ((await read(client, '/api/v1/recommended-actions')).recommendedActions as Item[]).find((a) => a.id === id);
        expect(stored, 'GET /recommended-actions has the record PATCH answered').to.deep.equal(res.body.recommendedAction);
        if ('completedAt' in sent) expectStored(stored!.completedAt, new Date(sent.completedAt).toISOString(), 'completedAt');
        if ('completedBy' in sent) expectStored(stored!.completedBy, sent.completedBy, 'completedBy');
      },
    });
    property(
      'a completion time more than a minute ahead: 422 RECOMMENDED_ACTION.COMPLETED_IN_FUTURE with the contract',
      () => timestamp('2026-11-25', '2200-12-30'),
      async (completedAt) => {
        const res = await send(client, 'PATCH', `/api/v1/recommended-action/${id}`, { json: { completedAt } });
        expect([res.status, res.body.code], res.text).to.deep.equal([422, 'RECOMMENDED_ACTION.COMPLETED_IN_FUTURE']);
      },
      fewerRuns(3),
    );
    fuzzForeignIds({ method: 'PATCH', path: (foreign) => `/api/v1/recommended-action/${inPath(foreign)}`, client: () => client, body: () => recommendedActionChange().map((json) => ({ json })), ids: hostileId });
  });

  describe('DELETE /recommended-action/{id}', () => {
    let client: TestClient;
    before(async () => {
      client = await newResident(t, 'consented');
    });
    property(
      'the resident’s own record, whatever body comes along: 204 and GET /recommended-actions no longer has it (or a 4xx, and it stays)',
      () => fc.tuple(recommendedActionBody(), ignoredBodies()),
      async ([body, payload]) => {
        const created = await client.post('/api/v1/recommended-action', body);
        const id = created.body.recommendedAction.id as string;
        const res = await send(client, 'DELETE', `/api/v1/recommended-action/${id}`, payload);
        const left = ((await read(client, '/api/v1/recommended-actions')).recommendedActions as Item[]).map((a) => a.id);
        if (isSuccess(res)) expect(left).to.not.include(id);
        else expect(left).to.include(id);
      },
      fewerRuns(2),
    );
    fuzzForeignIds({ method: 'DELETE', path: (foreign) => `/api/v1/recommended-action/${inPath(foreign)}`, client: () => client, body: () => fc.constant<Payload>({ none: true }), ids: hostileId });
  });
});
