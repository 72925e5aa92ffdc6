import { expect } from 'chai';
import fc from 'fast-check';
import type { TestClient } from '../../support/http-client.js';
import { expectStored, fewerRuns, fuzzApp, fuzzForbiddenText, fuzzForeignIds, fuzzWrites, isSuccess, newResident, property, read, send, type Payload } from './fuzz-harness.js';
import { hostileId, hostileValue, inPath } from './shapes/hostile.js';
import { guideItemBody, insurancePolicyBody } from './shapes/investing.shapes.js';

type Policy = Record<string, any>;

const GUIDE = '/api/v1/investing-for-beginners/guide';
const INSURANCE = '/api/v1/investing-for-beginners/insurance';
const policies = async (client: TestClient): Promise<Policy[]> => (await read(client, INSURANCE)).insuranceList as Policy[];

/**
 * Property-based fuzz of the investing-for-beginners writes (spec 3 §7, docs/api.md "Investing for beginners"):
 * ticks and policies sent well-formed and hostile, read back through their GETs; ids that are not the resident's.
 */
describe('Fuzz: investing for beginners writes (spec 3 §7)', () => {
  const t = fuzzApp();

  describe('POST /investing-for-beginners/guide', () => {
    let client: TestClient;
    before(async () => {
      client = await newResident(t, 'onboarded');
    });
    fuzzWrites({
      method: 'POST',
      path: () => GUIDE,
      client: () => client,
      valid: guideItemBody,
      readBack: async (sent: { item: string; completed?: boolean }, res) => {
        expect(res.status).to.equal(200);
        const ticked = (await read(client, GUIDE)).itemsCompleted as string[];
        expect(ticked, 'GET answers what POST answered').to.deep.equal(res.body.itemsCompleted);
        expect(ticked.includes(sent.item), `${sent.item} ticked`).to.equal(sent.completed !== false);
      },
    });
  });

  describe('POST /investing-for-beginners/insurance', () => {
    let client: TestClient;
    before(async () => {
      client = await newResident(t, 'onboarded');
    });
    const call = { method: 'POST' as const, path: () => INSURANCE, client: () => client };
    fuzzWrites({
      ...call,
      valid: insurancePolicyBody,
      readBack: async (sent: { insurance: Policy }, res) => {
        expect(res.status).to.equal(201);
        const answered = res.body.policy as Policy;
        const stored = (await policies(client)).find((p) => p.id === answered.id);
        expect(stored, 'GET has the policy POST answered').to.deep.equal(answered);
        for (const [key, value] of Object.entries(sent.insurance)) {
          if (Object.hasOwn(stored!.insurance, key)) expectStored(stored!.insurance[key], value, `the policy's ${key}`);
        }
        // Keeps the resident under the cap of 50 policies.
        expect((await client.delete(`${INSURANCE}/${answered.id}`)).status).to.equal(204);
      },
    });
    fuzzForbiddenText({ ...call, valid: () => fc.constant({ insurance: { policyName: 'Term life', insurer: 'AIA' } }), fields: ['insurance.policyName', 'insurance.insurer'] });
  });

  describe('DELETE /investing-for-beginners/insurance/{id}', () => {
    let client: TestClient;
    before(async () => {
      client = await newResident(t, 'onboarded');
    });
    property(
      'the resident’s own policy, whatever body comes along: 204 and GET no longer has it (or a 4xx with the contract, and it stays)',
      () => fc.oneof(fc.constant<Payload>({ none: true }), hostileValue().map((json) => ({ json }))),
      async (payload) => {
        const created = await client.post(INSURANCE, { insurance: { policyName: 'Term life' } });
        expect(created.status, created.text).to.equal(201);
        const id = created.body.policy.id as string;
        const res = await send(client, 'DELETE', `${INSURANCE}/${id}`, payload);
        const left = (await policies(client)).map((p) => p.id);
        if (isSuccess(res)) {
          expect(res.status).to.equal(204);
          expect(left).to.not.include(id);
        } else {
          expect(left).to.include(id);
          await client.delete(`${INSURANCE}/${id}`);
        }
      },
      fewerRuns(2),
    );
    fuzzForeignIds({ method: 'DELETE', path: (id) => `${INSURANCE}/${inPath(id)}`, client: () => client, body: () => fc.constant<Payload>({ none: true }), ids: hostileId });
  });
});
