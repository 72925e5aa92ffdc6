import { expect } from 'chai';
import fc from 'fast-check';
import { FEE_ITEMS } from '../../../src/housing/domain/housing-plan.js';
import type { TestClient } from '../../support/http-client.js';
import { FUZZ_TODAY, expectStored, fewerRuns, fuzzApp, fuzzForbiddenText, fuzzForeignIds, fuzzWrites, isSuccess, newResident, property, read, send, type Payload } from './fuzz-harness.js';
import { hostileId, hostileValue, inPath } from './shapes/hostile.js';
import { housingPlanChange } from './shapes/housing.shapes.js';

type Plan = Record<string, any>;

const plans = async (client: TestClient): Promise<Plan[]> => (await read(client, '/api/v1/housing-plan')).housingPlans as Plan[];

/** The stored plan's fields a change touched (planName trimmed, fee items merged one by one: docs/api.md "Housing"). */
function expectChangeStored(stored: Plan, before: Plan | null, sent: Plan): void {
  for (const [key, value] of Object.entries(sent)) {
    // Own fields only: an extra key named like an Object method ('constructor') is dropped, not a plan field.
    if (key === 'lastUpdatedAt' || !Object.hasOwn(stored, key)) continue;
    if (key === 'fees') {
      // Each fee item sent replaces that item (unknown items and keys are dropped); the others stay as they were.
      const sentItems = Object.fromEntries(FEE_ITEMS.filter((name) => name in value).map((name) => [name, { amount: value[name].amount, paymentMethod: value[name].paymentMethod }]));
      expectStored(stored.fees, { ...(before?.fees ?? stored.fees), ...sentItems }, 'the fee items');
    } else expectStored(stored[key], key === 'planName' ? String(value).trim() : value, `the plan's ${key}`);
  }
}

/**
 * Property-based fuzz of the housing-plan writes (spec 3 §7, docs/api.md "Housing"): plans created and changed with
 * well-formed and hostile bodies, read back through GET /housing-plan; ids that are not the resident's.
 */
describe('Fuzz: housing plan writes (spec 3 §7)', () => {
  const t = fuzzApp();

  describe('POST /housing-plan', () => {
    let client: TestClient;
    before(async () => {
      client = await newResident(t, 'onboarded');
    });
    const call = { method: 'POST' as const, path: () => '/api/v1/housing-plan', client: () => client };
    fuzzWrites({
      ...call,
      valid: housingPlanChange,
      readBack: async (sent: Plan, res) => {
        expect(res.status).to.equal(201);
        const answered = res.body.housingPlan as Plan;
        const stored = (await plans(client)).find((p) => p.id === answered.id);
        expect(stored, 'GET /housing-plan has the plan POST answered').to.deep.equal(answered);
        expectChangeStored(stored!, null, sent);
        // Keeps the resident under the limit of 10 plans.
        expect((await client.delete(`/api/v1/housing-plan/${answered.id}`)).status).to.equal(204);
      },
    });
    fuzzForbiddenText({ ...call, valid: () => fc.constant({ planName: 'Punggol' }), fields: ['planName'] });
  });

  describe('POST /housing-plan/calculate (public, nothing stored)', () => {
    const visitor = () => t.client();
    fuzzWrites({
      method: 'POST',
      path: () => '/api/v1/housing-plan/calculate',
      client: visitor,
      valid: housingPlanChange,
      readBack: async (sent: Plan, res) => {
        expect(res.status).to.equal(200);
        const summary = res.body.summary as Plan;
        // The summary of the plan sent: its price and the day its rules are picked by (a new plan's today when not sent).
        const price = sent.flatValueAtTimeOfPurchase ?? sent.estimatedFlatBudget ?? 0;
        expect(summary.flatPrice).to.equal(typeof price === 'number' ? price : 0);
        expect(summary.rulesAsOf).to.equal(typeof sent.purchaseDate === 'string' ? sent.purchaseDate : FUZZ_TODAY);
      },
    });
  });

  describe('PATCH /housing-plan/{id}', () => {
    let client: TestClient;
    let before_: Plan | null = null;
    before(async () => {
      client = await newResident(t, 'onboarded');
    });
    const call = {
      method: 'PATCH' as const,
      path: () => `/api/v1/housing-plan/${before_!.id}`,
      client: () => client,
      // A new plan (the spec's defaults) for every run.
      beforeRun: async () => {
        if (before_) await client.delete(`/api/v1/housing-plan/${before_.id}`);
        const created = await client.post('/api/v1/housing-plan', {});
        expect(created.status, created.text).to.equal(201);
        before_ = created.body.housingPlan as Plan;
      },
    };
    fuzzWrites({
      ...call,
      valid: housingPlanChange,
      readBack: async (sent: Plan, res) => {
        const stored = (await plans(client)).find((p) => p.id === before_!.id);
        expect(stored, 'GET /housing-plan has the plan PATCH answered').to.deep.equal(res.body.housingPlan);
        expectChangeStored(stored!, before_, sent);
      },
    });
    fuzzForbiddenText({ ...call, valid: () => fc.constant({ planName: 'Punggol' }), fields: ['planName'] });
    fuzzForeignIds({ method: 'PATCH', path: (id) => `/api/v1/housing-plan/${inPath(id)}`, client: () => client, body: () => housingPlanChange().map((json) => ({ json })), ids: hostileId });
  });

  describe('DELETE /housing-plan/{id}', () => {
    let client: TestClient;
    before(async () => {
      client = await newResident(t, 'onboarded');
    });
    property(
      'the resident’s own plan, whatever body comes along: 204 and GET /housing-plan no longer has it (or a 4xx with the contract, and it stays)',
      () => fc.oneof(fc.constant<Payload>({ none: true }), hostileValue().map((json) => ({ json }))),
      async (payload) => {
        const created = await client.post('/api/v1/housing-plan', {});
        expect(created.status, created.text).to.equal(201);
        const id = created.body.housingPlan.id as string;
        const res = await send(client, 'DELETE', `/api/v1/housing-plan/${id}`, payload);
        const left = (await plans(client)).map((p) => p.id);
        if (isSuccess(res)) {
          expect(res.status).to.equal(204);
          expect(left).to.not.include(id);
        } else {
          expect(left).to.include(id);
          await client.delete(`/api/v1/housing-plan/${id}`);
        }
      },
      fewerRuns(2),
    );
    fuzzForeignIds({ method: 'DELETE', path: (id) => `/api/v1/housing-plan/${inPath(id)}`, client: () => client, body: () => fc.constant<Payload>({ none: true }), ids: hostileId });
  });
});
