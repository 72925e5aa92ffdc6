import { expect } from 'chai';
import { ManualClock } from '../../../src/shared-kernel/clock.js';
import type { TestClient } from '../../support/http-client.js';
import { PERSONAS as BY_NRIC, type MockpassPersona } from '../../support/mockpass.js';
import { appPerSuite } from '../../support/test-app.js';
import { signInConsented, signInOnboarded } from '../../support/sign-in.js';

const LIST = '/api/v1/notifications';
const INSURANCE = '/api/v1/investing-for-beginners/insurance';
const TO_DO_ACK = '/api/v1/notification/todo-acknowledgement';
/** Residents consent on 22 Nov 2026 (Singapore): the notice is dated that day. */
const KEY = 'INSURANCE_MODULE-22/11/2026';
const cashAsset = { currency: 'SGD', investmentSource: 'CASH', enterOption: 'TOTAL_VALUE', quantity: null, unitPrice: null, estimatedGrowthRate: null };

/**
 * The "insurance module" notice (spec 1 §3 kinds; rule in docs/decisions.md "Investing for beginners"): identity's
 * list asks cashflow-wealth whether any insurance is recorded, as an insurance asset or on the guide's list.
 */
describe('Notifications: the insurance module notice', () => {
  const clock = new ManualClock('2026-11-22T02:00:00.000Z');
  const t = appPerSuite({ clock });

  async function onboarded(persona: MockpassPersona): Promise<TestClient> {
    const client = t.client();
    await signInOnboarded(client, persona);
    return client;
  }

  const insuranceNotice = async (client: TestClient) => {
    const res = await client.get(LIST);
    expect(res.status, res.text).to.equal(200);
    return res.body.notifications.find((n: { kind: string }) => n.kind === 'INSURANCE_MODULE') ?? null;
  };

  it('appears for an onboarded resident with no insurance, linking to the guide, and ends once a policy is on the guide\'s list', async () => {
    const client = await onboarded(BY_NRIC.S9812379B);
    expect(await insuranceNotice(client)).to.deep.equal({
      id: KEY,
      type: 'todo',
      key: KEY,
      kind: 'INSURANCE_MODULE',
      title: 'List your insurance policies',
      description:
        'Protect yourself and your family before you invest. List the insurance policies you hold, so you can see whether your cover is enough.',
      date: '2026-11-21T16:00:00.000Z',
      acknowledged: false,
      category: 'TO_DO',
      link: '/investment-resources/investing-for-beginners#get-insured',
    });

    const added = await client.post(INSURANCE, { insurance: { policyName: 'Term life' } });
    expect(added.status, added.text).to.equal(201);
    expect(await insuranceNotice(client)).to.equal(null);

    // Deleting the only policy brings the to-do back.
    const removed = await client.request('DELETE', `${INSURANCE}/${added.body.policy.id}`);
    expect(removed.status, removed.text).to.equal(204);
    expect(await insuranceNotice(client)).to.include({ id: KEY, acknowledged: false });
  });

  it('ends once an insurance asset is recorded in the wealth', async () => {
    const client = await onboarded(BY_NRIC.S9812381D);
    expect(await insuranceNotice(client)).to.include({ kind: 'INSURANCE_MODULE' });
    const asset = await client.post('/api/v1/asset/insurance', { ...cashAsset, name: 'Whole life', totalValueAmount: 500_000, insurance: { insurer: 'I566C' } });
    expect(asset.status, asset.text).to.equal(200);
    expect(await insuranceNotice(client)).to.equal(null);
  });

  it('once acknowledged it is read, and another resident\'s policy never ends it', async () => {
    const client = await onboarded(BY_NRIC.S9912375C);
    const other = await onboarded(BY_NRIC.S9812385G);
    expect((await other.post(INSURANCE, { insurance: { policyName: 'Hospital plan' } })).status).to.equal(201);
    expect(await insuranceNotice(other)).to.equal(null);
    expect(await insuranceNotice(client)).to.include({ acknowledged: false });

    const ack = await client.post(TO_DO_ACK, { notificationKey: KEY });
    expect(ack.status, ack.text).to.equal(204);
    expect(await insuranceNotice(client)).to.include({ id: KEY, acknowledged: true });
  });

  it('is not shown before onboarding is complete (the guide is still locked)', async () => {
    const client = t.client();
    await signInConsented(client, BY_NRIC.S6005054F);
    expect(await insuranceNotice(client)).to.equal(null);
  });
});
