import { expect } from 'chai';
import { ManualClock } from '../../../src/shared-kernel/clock.js';
import type { TestClient, TestResponse } from '../../support/http-client.js';
import { PERSONAS as BY_NRIC, type MockpassPersona } from '../../support/mockpass.js';
import { appPerSuite } from '../../support/test-app.js';
import { signInOnboarded } from '../../support/sign-in.js';

const NOT_NEGATIVE = 'Must be more than or equal to 0';
const PAST = 'Choose today or a later date';
const ABOVE_TOTAL = 'Value must be less or equal to the target amount';

/**
 * The targets refuse bad input instead of changing it (docs/decisions.md "Targets refuse bad input"): no amount
 * changes sign, a new or moved date is today or later (an expired target stays editable), and nothing is paid out
 * above its target. Each refusal is a 400 naming the field, and GET /targets shows that nothing was stored.
 */
describe('Targets: bad input is refused, never changed', () => {
  const NOW = '2026-11-25T02:00:00.000Z'; // 25 Nov 2026 in Singapore
  const clock = new ManualClock(NOW);
  const t = appPerSuite({ clock });

  afterEach(() => clock.set(NOW));

  /** An onboarded resident with no targets and S$5,000 of cash savings to allocate. */
  async function resident(persona: MockpassPersona = BY_NRIC.S9812379B): Promise<TestClient> {
    const client = t.client();
    const profile = await signInOnboarded(client, persona);
    for (const table of ['goals', 'emergency_funds', 'assets']) {
      await t.app.sequelize.query(`DELETE FROM ${table} WHERE user_id = $1`, { bind: [profile.id] });
    }
    const savings = await client.post('/api/v1/asset/cash-savings', {
      name: 'Savings account',
      totalValueAmount: 500_000,
      currency: 'SGD',
      investmentSource: 'CASH',
      enterOption: 'TOTAL_VALUE',
      quantity: null,
      unitPrice: null,
      estimatedGrowthRate: null,
    });
    expect(savings.status, savings.text).to.equal(200);
    return client;
  }

  const targets = async (client: TestClient) => {
    const res = await client.get('/api/v1/targets');
    expect(res.status, res.text).to.equal(200);
    return res.body;
  };
  const create = async (client: TestClient, body: Record<string, unknown>) => {
    const res = await client.post('/api/v1/goal', body);
    expect(res.status, res.text).to.equal(201);
    return res.body.data.id as string;
  };
  const refused = (res: TestResponse, details: Array<{ field: string; message: string }>) => {
    expect(res.status, res.text).to.equal(400);
    expect(res.body.details, res.text).to.deep.equal(details);
  };

  it('no amount changes sign: monthly savings, a target, a paid-out amount, the fund and an allocation', async () => {
    const client = await resident();
    const id = await create(client, { name: 'Travel', totalAmount: 300_000, date: '2027-06-30' });
    expect((await client.post('/api/v1/target-monthly-savings', { targetMonthlySavings: 20_000, enteredDate: '2026-11-25' })).status).to.equal(200);

    refused(await client.post('/api/v1/target-monthly-savings', { targetMonthlySavings: -20_000, enteredDate: '2026-11-25' }), [{ field: 'targetMonthlySavings', message: NOT_NEGATIVE }]);
    refused(await client.post('/api/v1/goal', { name: 'Wedding', totalAmount: -800_000, date: '2027-06-30' }), [{ field: 'totalAmount', message: NOT_NEGATIVE }]);
    refused(await client.patch(`/api/v1/goal/${id}`, { totalAmount: -800_000 }), [{ field: 'totalAmount', message: NOT_NEGATIVE }]);
    refused(await client.patch(`/api/v1/goal/${id}`, { paidOut: true, paidOutAmount: -1 }), [{ field: 'paidOutAmount', message: NOT_NEGATIVE }]);
    refused(await client.put('/api/v1/emergency-fund', { totalAmount: -600_000, currentAmount: 0, date: '2027-05-25' }), [{ field: 'totalAmount', message: NOT_NEGATIVE }]);
    refused(await client.put('/api/v1/allocation', { goals: [{ id, currentAmount: -50_000 }], emergencyFund: null }), [{ field: 'goals.0.currentAmount', message: NOT_NEGATIVE }]);

    const body = await targets(client);
    expect(body.monthlySavings).to.equal(20_000);
    expect(body.goals.map((g: { name: string; totalAmount: number; currentAmount: number; paidOut: boolean }) => [g.name, g.totalAmount, g.currentAmount, g.paidOut])).to.deep.equal([['Travel', 300_000, 0, false]]);
    expect(body.emergencyFund).to.equal(null);
  });

  it('a new target or fund is dated today or later: a past date would send every visit into the update flow', async () => {
    const client = await resident();
    refused(await client.post('/api/v1/goal', { name: 'Travel', totalAmount: 300_000, date: '2026-11-24' }), [{ field: 'date', message: PAST }]);
    refused(await client.post('/api/v1/goal', { name: 'Travel', totalAmount: 300_000, date: '2026-11-01' }), [{ field: 'date', message: PAST }]);
    refused(await client.put('/api/v1/emergency-fund', { totalAmount: 600_000, currentAmount: 0, date: '2026-11-24' }), [{ field: 'date', message: PAST }]);
    expect(await targets(client)).to.deep.include({ goals: [], emergencyFund: null, hasExpiredUnpaidTargets: false });

    await create(client, { name: 'Travel', totalAmount: 300_000, date: '2026-11-25' });
    const fund = await client.put('/api/v1/emergency-fund', { totalAmount: 600_000, currentAmount: 0, date: '2026-11-25' });
    expect(fund.status, fund.text).to.equal(200);
    expect((await targets(client)).hasExpiredUnpaidTargets).to.equal(false);
  });

  it('a date moved into the past is refused unless it completes the target; then paid out at most the target', async () => {
    const client = await resident();
    const id = await create(client, { name: 'Travel', totalAmount: 300_000, currentAmount: 100_000, date: '2027-06-30' });
    refused(await client.patch(`/api/v1/goal/${id}`, { date: '2026-11-20' }), [{ field: 'date', message: PAST }]);
    // Spec 3 §4: saving a past date opens the paid-out view; completing dates it there.
    refused(await client.patch(`/api/v1/goal/${id}`, { date: '2026-11-20', paidOut: true, paidOutAmount: 300_001, paidOutDate: '2026-11-20' }), [{ field: 'paidOutAmount', message: ABOVE_TOTAL }]);
    refused(await client.patch(`/api/v1/goal/${id}`, { paidOut: true, paidOutAmount: 300_001 }), [{ field: 'paidOutAmount', message: ABOVE_TOTAL }]);
    expect((await targets(client)).goals[0]).to.deep.include({ date: '2027-06-30', paidOut: false, currentAmount: 100_000 });

    const done = await client.patch(`/api/v1/goal/${id}`, { date: '2026-11-20', paidOut: true, paidOutAmount: 300_000, paidOutDate: '2026-11-20' });
    expect(done.status, done.text).to.equal(200);
    expect(done.body.goal).to.deep.include({ date: '2026-11-20', paidOut: true, paidOutAmount: 300_000 });
    refused(await client.patch(`/api/v1/goal/${id}`, { totalAmount: 200_000 }), [{ field: 'paidOutAmount', message: ABOVE_TOTAL }]);
    expect((await client.patch(`/api/v1/goal/${id}`, { name: 'Japan' })).status, 'a completed target is still renamed').to.equal(200);

    // Restoring starts it again: from today on.
    refused(await client.patch(`/api/v1/goal/${id}`, { paidOut: false, paidOutAmount: null, paidOutDate: null }), [{ field: 'date', message: PAST }]);
    const restored = await client.patch(`/api/v1/goal/${id}`, { paidOut: false, paidOutAmount: null, paidOutDate: null, date: '2026-12-25', totalAmount: 300_000 });
    expect(restored.status, restored.text).to.equal(200);
    expect((await targets(client)).hasExpiredUnpaidTargets).to.equal(false);
  });

  it('an expired target and an overdue fund stay editable; a new date for them is today or later', async () => {
    const client = await resident();
    const id = await create(client, { name: 'Travel', totalAmount: 300_000, date: '2026-12-31' });
    expect((await client.put('/api/v1/emergency-fund', { totalAmount: 600_000, currentAmount: 0, date: '2026-12-31' })).status).to.equal(200);
    clock.set('2027-01-05T02:00:00.000Z');
    await signInOnboarded(client, BY_NRIC.S9812379B); // the session of 25 Nov has long expired
    expect((await targets(client)).hasExpiredUnpaidTargets).to.equal(true);

    const renamed = await client.patch(`/api/v1/goal/${id}`, { name: 'Japan', totalAmount: 250_000, date: '2026-12-31' });
    expect(renamed.status, renamed.text).to.equal(200);
    expect(renamed.body.goal).to.deep.include({ name: 'Japan', totalAmount: 250_000, date: '2026-12-31' });
    refused(await client.patch(`/api/v1/goal/${id}`, { date: '2027-01-04' }), [{ field: 'date', message: PAST }]);
    expect((await client.patch('/api/v1/emergency-fund', { totalAmount: 700_000 })).status, 'the overdue fund: a new amount').to.equal(200);
    expect((await client.put('/api/v1/emergency-fund', { totalAmount: 650_000, currentAmount: 0, date: '2026-12-31' })).status, 'its date sent back unchanged').to.equal(200);
    refused(await client.patch('/api/v1/emergency-fund', { date: '2027-01-04' }), [{ field: 'date', message: PAST }]);

    expect((await client.patch(`/api/v1/goal/${id}`, { date: '2027-02-05' })).status).to.equal(200);
    expect((await client.patch('/api/v1/emergency-fund', { date: '2027-01-05' })).status).to.equal(200);
    const body = await targets(client);
    expect(body.goals[0]).to.deep.include({ name: 'Japan', date: '2027-02-05', group: 'upcoming' });
    expect(body.emergencyFund).to.deep.include({ totalAmount: 650_000, date: '2027-01-05' });
    expect(body.hasExpiredUnpaidTargets).to.equal(false);
  });
});
