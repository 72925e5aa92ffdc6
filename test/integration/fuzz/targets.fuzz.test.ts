import { expect } from 'chai';
import fc from 'fast-check';
import { MAX_TARGET_AMOUNT_CENTS } from '../../../src/targets/domain/goal.js';
import type { TestClient } from '../../support/http-client.js';
import {
  FUZZ_TODAY,
  detailFields,
  expectStored,
  fewerRuns,
  fuzzApp,
  fuzzDatesOutsideRange,
  fuzzForbiddenText,
  fuzzForeignIds,
  fuzzWrites,
  isSuccess,
  newResident,
  property,
  read,
  send,
  withField,
  type Payload,
} from './fuzz-harness.js';
import { hostileId, hostileValue, inPath } from './shapes/hostile.js';
import { localDate } from './shapes/primitives.js';
import { activeGoalBody, completeGoalChange, createGoalBody, dueDate, fundBody, fundChange, goalChange, negativeCents, paidOutGoalBody } from './shapes/targets.shapes.js';

type Item = Record<string, any>;

const GOAL_FIELDS = ['id', 'name', 'totalAmount', 'currentAmount', 'date', 'archivedAcknowledged', 'paidOut', 'paidOutAmount', 'paidOutDate'] as const;
const goalFields = (goal: Item): Item => Object.fromEntries(GOAL_FIELDS.map((key) => [key, goal[key]]));
const FUND_FIELDS = ['totalAmount', 'currentAmount', 'date'] as const;
const fundFields = (fund: Item | null): Item | null => (fund === null ? null : Object.fromEntries(FUND_FIELDS.map((key) => [key, fund[key]])));

const targets = (client: TestClient) => read(client, '/api/v1/targets');
const storedGoal = async (client: TestClient, id: string): Promise<Item | undefined> => ((await targets(client)).goals as Item[]).find((g) => g.id === id);

/** A goal as stored from a POST body (spec 3 §3 defaults: nothing allocated, not acknowledged, not paid out). */
const goalAsStored = (sent: Item): Item => ({
  name: String(sent.name).trim(),
  totalAmount: sent.totalAmount,
  currentAmount: sent.currentAmount ?? 0,
  date: sent.date,
  archivedAcknowledged: sent.archivedAcknowledged ?? false,
  paidOut: sent.paidOut ?? false,
  paidOutAmount: sent.paidOutAmount ?? null,
  paidOutDate: sent.paidOutDate ?? null,
});

/**
 * A stored active goal after a PATCH (spec 3 §4 "Goal update rules"): the fields sent replace the stored ones;
 * completing keeps the paid-out amount and day sent (by default what was allocated, and today); otherwise what is
 * allocated is kept up to the total, and the paid-out fields of an active target stay as they were.
 */
function goalAfterChange(before: Item, sent: Item): Item {
  const next: Item = { ...before };
  for (const key of ['totalAmount', 'currentAmount', 'date', 'archivedAcknowledged'] as const) if (key in sent) next[key] = sent[key];
  if ('name' in sent) next.name = String(sent.name).trim();
  if (sent.paidOut === true) return { ...next, paidOut: true, paidOutAmount: sent.paidOutAmount ?? before.currentAmount, paidOutDate: sent.paidOutDate ?? FUZZ_TODAY };
  return { ...next, currentAmount: Math.min(next.currentAmount, next.totalAmount) };
}

/**
 * An onboarded resident (the writes need onboarding, spec 3 §6) whose available funds are the largest cash
 * savings an asset may hold, so allocations of well-formed bodies fit.
 */
async function planner(t: ReturnType<typeof fuzzApp>): Promise<TestClient> {
  const client = await newResident(t, 'onboarded');
  for (const kind of ['cash-savings', 'fixed-deposit']) {
    const savings = await client.post(`/api/v1/asset/${kind}`, { name: 'Savings', totalValueAmount: 99_999_999_900, currency: 'SGD', investmentSource: 'CASH', enterOption: 'TOTAL_VALUE' });
    expect(savings.status, savings.text).to.equal(200);
  }
  return client;
}

/**
 * Property-based fuzz of the targets writes (spec 3 §7, docs/api.md "Targets"): goals, the emergency fund and the
 * allocation, read back through GET /targets; and the sign of every amount is kept (a negative is refused).
 */
describe('Fuzz: targets writes (spec 3 §7)', () => {
  const t = fuzzApp();

  describe('POST /goal', () => {
    let client: TestClient;
    before(async () => {
      client = await planner(t);
    });
    const call = { method: 'POST' as const, path: () => '/api/v1/goal', client: () => client };
    fuzzWrites({
      ...call,
      valid: createGoalBody,
      // Allocations add up over the runs; past the funds a raise is refused (spec 3 §5).
      refusals: ['TARGETS.ALLOCATION_EXCEEDED'],
      readBack: async (sent: Item, res) => {
        expect(res.status).to.equal(201);
        const id = res.body.data.id as string;
        const stored = await storedGoal(client, id);
        expect(stored, 'GET /targets has the goal POST answered').to.not.equal(undefined);
        expect(goalFields(stored!), 'GET /targets has the goal POST answered').to.deep.equal(goalFields(res.body.goal));
        expectStored(goalFields(stored!), { id, ...goalAsStored(sent) }, 'the goal');
        expect((await client.delete(`/api/v1/goal/${id}`)).status).to.equal(204);
      },
    });
    fuzzForbiddenText({ ...call, valid: activeGoalBody, fields: ['name'] });
    fuzzDatesOutsideRange({ ...call, valid: paidOutGoalBody, fields: ['date', 'paidOutDate'] });
    property(
      'negative amounts (totalAmount, currentAmount, paidOutAmount) are refused with a 400 on that field, never saved as positive',
      () => fc.tuple(paidOutGoalBody(), fc.constantFrom('totalAmount', 'currentAmount', 'paidOutAmount'), negativeCents()),
      async ([body, field, negative]) => {
        const res = await send(client, 'POST', '/api/v1/goal', { json: withField({ ...body, currentAmount: 0 }, field, negative) });
        expect(res.status, res.text).to.equal(400);
        expect(detailFields(res)).to.include(field);
      },
      fewerRuns(2),
    );
    property(
      'an active target due before today (from January 2019) is refused with a 400 on date',
      () => fc.tuple(activeGoalBody(), localDate('2019-01-01', '2026-11-23')),
      async ([body, past]) => {
        const res = await send(client, 'POST', '/api/v1/goal', { json: { ...body, date: past } });
        expect(res.status, `${past}: ${res.text}`).to.equal(400);
        expect(detailFields(res)).to.include('date');
      },
      fewerRuns(2),
    );
    property(
      'a target paid out above its total is refused with a 400 on paidOutAmount',
      () => fc.tuple(paidOutGoalBody(), fc.integer({ min: 1, max: MAX_TARGET_AMOUNT_CENTS })),
      async ([body, above]) => {
        const res = await send(client, 'POST', '/api/v1/goal', { json: { ...body, paidOutAmount: body.totalAmount + above } });
        expect(res.status, res.text).to.equal(400);
        expect(detailFields(res)).to.include('paidOutAmount');
      },
      fewerRuns(2),
    );
  });

  describe('PATCH /goal/{id}', () => {
    let client: TestClient;
    let before_: Item = {};
    before(async () => {
      client = await planner(t);
    });
    const call = {
      method: 'PATCH' as const,
      path: () => `/api/v1/goal/${before_.id}`,
      client: () => client,
      // A fresh active goal for every run (S$1,000, S$100 allocated, due in a year).
      beforeRun: async () => {
        if (before_.id) await client.delete(`/api/v1/goal/${before_.id}`);
        const created = await client.post('/api/v1/goal', { name: 'Fuzz', totalAmount: 100_000, currentAmount: 10_000, date: '2027-11-24' });
        expect(created.status, created.text).to.equal(201);
        before_ = goalFields(created.body.goal);
      },
    };
    fuzzWrites({
      ...call,
      valid: () => fc.oneof({ weight: 3, arbitrary: goalChange() }, { weight: 1, arbitrary: completeGoalChange(100_000) }),
      readBack: async (sent: Item, res) => {
        const stored = await storedGoal(client, before_.id);
        expect(goalFields(stored!), 'GET /targets has the goal PATCH answered').to.deep.equal(goalFields(res.body.goal));
        expectStored(goalFields(stored!), goalAfterChange(before_, sent), 'the changed goal');
      },
    });
    fuzzForbiddenText({ ...call, valid: () => fc.constant({ name: 'x' }), fields: ['name'] });
    fuzzDatesOutsideRange({ ...call, valid: () => fc.constant({ date: '2027-01-01', paidOutDate: '2026-01-01' }), fields: ['date', 'paidOutDate'] });
    property(
      'negative amounts are refused with a 400 on that field and change nothing',
      () => fc.tuple(fc.constantFrom('totalAmount', 'currentAmount', 'paidOutAmount'), negativeCents()),
      async ([field, negative]) => {
        await call.beforeRun();
        const res = await send(client, 'PATCH', call.path(), { json: { [field]: negative } });
        expect(res.status, res.text).to.equal(400);
        expect(detailFields(res)).to.include(field);
        expectStored(goalFields((await storedGoal(client, before_.id))!), before_, 'the goal after a refusal');
      },
      fewerRuns(3),
    );
    property(
      'completing with a paid-out amount above the total is refused with a 400 on paidOutAmount',
      () => fc.integer({ min: 1, max: MAX_TARGET_AMOUNT_CENTS }),
      async (above) => {
        await call.beforeRun();
        const res = await send(client, 'PATCH', call.path(), { json: { paidOut: true, paidOutAmount: 100_000 + above, paidOutDate: FUZZ_TODAY } });
        expect(res.status, res.text).to.equal(400);
        expect(detailFields(res)).to.include('paidOutAmount');
      },
      fewerRuns(3),
    );
    fuzzForeignIds({ method: 'PATCH', path: (id) => `/api/v1/goal/${inPath(id)}`, client: () => client, body: () => goalChange().map((json) => ({ json })), ids: hostileId });
  });

  describe('DELETE /goal/{id}', () => {
    let client: TestClient;
    before(async () => {
      client = await planner(t);
    });
    property(
      'the resident’s own goal, whatever body comes along: 204 and GET /targets no longer has it (or a 4xx with the contract, and it stays)',
      () => fc.oneof(fc.constant<Payload>({ none: true }), hostileValue().map((json) => ({ json }))),
      async (payload) => {
        const created = await client.post('/api/v1/goal', { name: 'Fuzz', totalAmount: 100, date: '2027-01-01' });
        const id = created.body.data.id as string;
        const res = await send(client, 'DELETE', `/api/v1/goal/${id}`, payload);
        const stored = await storedGoal(client, id);
        if (isSuccess(res)) {
          expect(res.status).to.equal(204);
          expect(stored).to.equal(undefined);
        } else {
          expect(stored).to.not.equal(undefined);
          await client.delete(`/api/v1/goal/${id}`);
        }
      },
      fewerRuns(2),
    );
    fuzzForeignIds({ method: 'DELETE', path: (id) => `/api/v1/goal/${inPath(id)}`, client: () => client, body: () => fc.constant<Payload>({ none: true }), ids: hostileId });
  });

  describe('PUT /emergency-fund', () => {
    let client: TestClient;
    before(async () => {
      client = await planner(t);
    });
    const call = { method: 'PUT' as const, path: () => '/api/v1/emergency-fund', client: () => client };
    fuzzWrites({
      ...call,
      valid: fundBody,
      readBack: async (sent: Item, res) => {
        const stored = (await targets(client)).emergencyFund as Item;
        expect(fundFields(stored), 'GET /targets has the fund PUT answered').to.deep.equal(fundFields(res.body.emergencyFund));
        // Spec 3 §4 "Emergency fund update": what is set aside is clipped to the total.
        expectStored(fundFields(stored), { totalAmount: sent.totalAmount, currentAmount: Math.min(sent.currentAmount, sent.totalAmount), date: sent.date }, 'the emergency fund');
      },
    });
    fuzzDatesOutsideRange({ ...call, valid: fundBody, fields: ['date'] });
    property(
      'negative amounts are refused with a 400 on that field, never saved as positive',
      () => fc.tuple(fundBody(), fc.constantFrom('totalAmount', 'currentAmount'), negativeCents()),
      async ([body, field, negative]) => {
        const res = await send(client, 'PUT', '/api/v1/emergency-fund', { json: withField(body, field, negative) });
        expect(res.status, res.text).to.equal(400);
        expect(detailFields(res)).to.include(field);
      },
      fewerRuns(2),
    );
  });

  describe('PATCH /emergency-fund', () => {
    let client: TestClient;
    const baseline = { totalAmount: 600_000, currentAmount: 100_000, date: '2027-06-30' };
    before(async () => {
      client = await planner(t);
    });
    const call = {
      method: 'PATCH' as const,
      path: () => '/api/v1/emergency-fund',
      client: () => client,
      beforeRun: async () => {
        const reset = await client.put('/api/v1/emergency-fund', baseline);
        expect(reset.status, reset.text).to.equal(200);
      },
    };
    fuzzWrites({
      ...call,
      valid: fundChange,
      readBack: async (sent: Item, res) => {
        const stored = (await targets(client)).emergencyFund as Item;
        expect(fundFields(stored), 'GET /targets has the fund PATCH answered').to.deep.equal(fundFields(res.body.emergencyFund));
        const merged = { ...baseline, ...Object.fromEntries(FUND_FIELDS.filter((k) => k in sent).map((k) => [k, sent[k]])) };
        expectStored(fundFields(stored), { ...merged, currentAmount: Math.min(merged.currentAmount, merged.totalAmount) }, 'the merged emergency fund');
      },
    });
    fuzzDatesOutsideRange({ ...call, valid: () => fc.constant({ date: '2027-01-01' }), fields: ['date'] });
    property(
      'negative amounts are refused with a 400 on that field and change nothing',
      () => fc.tuple(fc.constantFrom('totalAmount', 'currentAmount'), negativeCents()),
      async ([field, negative]) => {
        await call.beforeRun();
        const res = await send(client, 'PATCH', '/api/v1/emergency-fund', { json: { [field]: negative } });
        expect(res.status, res.text).to.equal(400);
        expect(detailFields(res)).to.include(field);
        expectStored(fundFields((await targets(client)).emergencyFund), baseline, 'the fund after a refusal');
      },
      fewerRuns(3),
    );
  });

  describe('PUT /allocation', () => {
    let client: TestClient;
    const totals = [300_000, 5_000_000, 99_999_999_900];
    let ids: string[] = [];
    before(async () => {
      client = await planner(t);
      for (const [i, total] of totals.entries()) {
        const created = await client.post('/api/v1/goal', { name: `Goal ${i}`, totalAmount: total, date: '2028-01-01' });
        expect(created.status, created.text).to.equal(201);
        ids.push(created.body.data.id as string);
      }
      expect((await client.put('/api/v1/emergency-fund', { totalAmount: 1_000_000, currentAmount: 0, date: '2027-06-30' })).status).to.equal(200);
    });
    const allocation = () =>
      fc.record({
        goals: fc.uniqueArray(fc.tuple(fc.constantFrom(0, 1, 2), fc.nat()), { maxLength: 3, selector: ([slot]) => slot }).map((lines) => lines.map(([slot, share]) => ({ id: ids[slot]!, currentAmount: share % (totals[slot]! + 1) }))),
        emergencyFund: fc.option(fc.integer({ min: 0, max: 1_000_000 }).map((currentAmount) => ({ currentAmount })), { nil: null }),
      });
    fuzzWrites({
      method: 'PUT',
      path: () => '/api/v1/allocation',
      client: () => client,
      valid: allocation,
      readBack: async (sent: { goals: Item[]; emergencyFund: Item | null }, res) => {
        expect(res.status).to.equal(204);
        const body = await targets(client);
        for (const line of sent.goals) expectStored((body.goals as Item[]).find((g) => g.id === line.id)!.currentAmount, line.currentAmount, `the allocation to ${line.id}`);
        if (sent.emergencyFund) expectStored(body.emergencyFund.currentAmount, sent.emergencyFund.currentAmount, 'the allocation to the emergency fund');
      },
    });
    property(
      'negative allocations are refused with a 400 on that line, never saved as positive',
      () => fc.tuple(allocation(), fc.boolean(), negativeCents()),
      async ([body, onGoal, negative]) => {
        const before = await targets(client);
        const json = onGoal ? { goals: [{ id: ids[0], currentAmount: negative }], emergencyFund: null } : { goals: body.goals, emergencyFund: { currentAmount: negative } };
        const res = await send(client, 'PUT', '/api/v1/allocation', { json });
        expect(res.status, res.text).to.equal(400);
        expect(detailFields(res).join(' ')).to.match(onGoal ? /^goals.*currentAmount/ : /emergencyFund.currentAmount/);
        const after = await targets(client);
        expectStored(after.goals.map((g: Item) => g.currentAmount), before.goals.map((g: Item) => g.currentAmount), 'the allocation after a refusal');
      },
      fewerRuns(2),
    );
    property(
      'ids that are not the resident’s goals (malformed, foreign, odd): never a 5xx, a 4xx with the error contract',
      () => fc.tuple(hostileId(), dueDate()),
      async ([id]) => {
        fc.pre(!ids.includes(id));
        const res = await send(client, 'PUT', '/api/v1/allocation', { json: { goals: [{ id, currentAmount: 0 }], emergencyFund: null } });
        expect(res.status, res.text).to.be.within(400, 499);
      },
    );
  });
});
