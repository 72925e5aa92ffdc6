import { expect } from 'chai';
import { ManualClock } from '../../../src/shared-kernel/clock.js';
import type { TestClient } from '../../support/http-client.js';
import { itAnswers401SignedOutAnd403BeforeConsent } from '../../support/gated-calls.js';
import { PERSONAS as BY_NRIC, type MockpassPersona } from '../../support/mockpass.js';
import { appPerSuite } from '../../support/test-app.js';
import { signInConsented, signInOnboarded } from '../../support/sign-in.js';

type Goal = { id: string; name: string; currentAmount: number; totalAmount: number; date: string; paidOut: boolean; paidOutAmount: number | null; paidOutDate: string | null; group: string };

/**
 * The targets calls (spec 3 §7) against the real server and PostgreSQL: goals through their lifecycle, the
 * emergency fund, the allocation of available funds, and GET /targets reading it all back with the plan.
 */
describe('Targets: goals, the emergency fund and allocation (issue #6)', () => {
  const clock = new ManualClock('2026-11-25T02:00:00.000Z');
  const t = appPerSuite({ clock });

  /** An onboarded resident with S$5,000 of cash savings (the available funds) and S$2,000 of monthly expenses. */
  async function resident(persona: MockpassPersona = BY_NRIC.S9812379B): Promise<TestClient> {
    const client = t.client();
    const profile = await signInOnboarded(client, persona);
    await t.app.sequelize.query('DELETE FROM goals WHERE user_id = $1', { bind: [profile.id] });
    await t.app.sequelize.query('DELETE FROM emergency_funds WHERE user_id = $1', { bind: [profile.id] });
    await t.app.sequelize.query('DELETE FROM assets WHERE user_id = $1', { bind: [profile.id] });
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

  itAnswers401SignedOutAnd403BeforeConsent(t, [
    ['GET', '/api/v1/targets', undefined],
    ['POST', '/api/v1/goal', { name: 'Travel', totalAmount: 100_000, date: '2027-06-30' }],
    ['PATCH', '/api/v1/goal/7d0f6a52-6f5f-4a70-9b7e-0d8f3c0e9a11', { name: 'Trip' }],
    ['DELETE', '/api/v1/goal/7d0f6a52-6f5f-4a70-9b7e-0d8f3c0e9a11', undefined],
    ['PUT', '/api/v1/emergency-fund', { totalAmount: 600_000, currentAmount: 0, date: '2027-01-01' }],
    ['PATCH', '/api/v1/emergency-fund', { currentAmount: 0 }],
    ['PUT', '/api/v1/allocation', { goals: [] }],
  ]);

  it('writes need completed onboarding (403 with a message), reading does not', async () => {
    const client = t.client();
    await signInConsented(client, BY_NRIC.S6005054F);
    await t.app.sequelize.query("UPDATE users SET employment_status_range = NULL WHERE singpass_uuid = $1", { bind: [BY_NRIC.S6005054F.uuid] });
    const refused = await client.post('/api/v1/goal', { name: 'Travel', totalAmount: 100_000, date: '2027-06-30' });
    expect(refused.status).to.equal(403);
    expect(refused.body).to.deep.include({ code: 'IDENTITY.ONBOARDING_REQUIRED', errorMessage: 'Please complete your profile before you start planning.' });
    expect((await client.get('/api/v1/targets')).status).to.equal(200);
  });

  it('creates a goal (201, data.id), reads it back with its plan, and records TRA_SR_B once', async () => {
    const client = await resident();
    const id = await create(client, { name: '  Travel ', totalAmount: 300_000, date: '2027-11-25' });
    const body = await targets(client);
    expect(body.goals).to.have.length(1);
    expect(body.goals[0]).to.deep.include({ id, name: 'Travel', totalAmount: 300_000, currentAmount: 0, date: '2027-11-25', group: 'upcoming', paidOut: false, progress: 0 });
    expect(body.availableFunds).to.equal(500_000);
    expect(body.unallocatedSavings).to.equal(500_000);
    // No expenses yet: outflow is the 1-cent floor; income none: 1 % of nothing is the recommended S$0.
    expect(body.monthlySavings).to.equal(0);
    expect(body.goals[0].badge).to.deep.equal({ kind: 'SHORT', shortBy: 300_000 });
    expect(body.goals[0].recommended).to.deep.equal({ amount: 0, date: null, minimumMonthlySavings: 25_000 });
    expect(body.goals[0].reallocatedAmount).to.equal(300_000);

    await create(client, { name: 'Wedding', totalAmount: 100_000, date: '2028-01-01' });
    const actions = (await client.get('/api/v1/recommended-actions')).body.recommendedActions as Array<{ key: string; completedBy: string }>;
    expect(actions.filter((a) => a.key === 'TRA_SR_B')).to.have.length(1);
  });

  it('refuses bad goals with the field and a message; nothing is stored', async () => {
    const client = await resident();
    const bad = await client.post('/api/v1/goal', { name: 'Travel', totalAmount: 0, date: '2018-12-31' });
    expect(bad.status).to.equal(400);
    expect(bad.body.details).to.deep.equal([
      { field: 'totalAmount', message: 'Enter an amount greater than 0' },
      { field: 'date', message: 'Choose a date from January 2019' },
    ]);
    const shape = await client.post('/api/v1/goal', { name: 42, totalAmount: 'lots', date: '31/12/2027' });
    expect(shape.status).to.equal(400);
    expect(shape.body.details.map((d: { field: string }) => d.field).sort()).to.deep.equal(['date', 'name', 'totalAmount']);
    expect((await targets(client)).goals).to.deep.equal([]);
  });

  it('edits: a smaller total keeps what is allocated up to it; more than the funds is refused (422)', async () => {
    const client = await resident();
    const id = await create(client, { name: 'Renovation', totalAmount: 400_000, currentAmount: 300_000, date: '2027-06-30' });
    const smaller = await client.patch(`/api/v1/goal/${id}`, { totalAmount: 200_000 });
    expect(smaller.status, smaller.text).to.equal(200);
    expect(smaller.body.goal).to.deep.include({ totalAmount: 200_000, currentAmount: 200_000 });
    expect((await targets(client)).unallocatedSavings).to.equal(300_000);

    await client.patch(`/api/v1/goal/${id}`, { totalAmount: 900_000 });
    const tooMuch = await client.patch(`/api/v1/goal/${id}`, { currentAmount: 500_001 });
    expect(tooMuch.status).to.equal(422);
    expect(tooMuch.body.code).to.equal('TARGETS.ALLOCATION_EXCEEDED');
    expect((await targets(client)).goals[0].currentAmount).to.equal(200_000);
  });

  it('completes, restores and deletes; past targets are expired until completed', async () => {
    const client = await resident();
    const id = await create(client, { name: 'Travel', totalAmount: 300_000, currentAmount: 100_000, date: '2026-12-31' });
    clock.set('2027-01-05T02:00:00.000Z');
    await signInOnboarded(client, BY_NRIC.S9812379B); // the session of 25 Nov has long expired
    const expired = await targets(client);
    expect(expired.goals[0].group).to.equal('past');
    expect(expired.hasExpiredUnpaidTargets).to.equal(true);

    const done = await client.patch(`/api/v1/goal/${id}`, { paidOut: true, paidOutAmount: 100_000, paidOutDate: '2026-12-31' });
    expect(done.status, done.text).to.equal(200);
    const paid = await targets(client);
    expect(paid.goals[0]).to.deep.include({ group: 'paidOut', paidOut: true, paidOutAmount: 100_000, paidOutDate: '2026-12-31' });
    expect(paid.hasExpiredUnpaidTargets).to.equal(false);
    expect(paid.unallocatedSavings, 'a paid-out target holds nothing of the funds').to.equal(500_000);

    const restored = await client.patch(`/api/v1/goal/${id}`, { paidOut: false, totalAmount: 100_000, date: '2027-02-05', paidOutAmount: null, paidOutDate: null });
    expect(restored.body.goal).to.deep.include({ paidOut: false, paidOutAmount: null, paidOutDate: null, currentAmount: 0, totalAmount: 100_000, date: '2027-02-05' });

    expect((await client.delete(`/api/v1/goal/${id}`)).status).to.equal(204);
    expect((await client.delete(`/api/v1/goal/${id}`)).status).to.equal(404);
    clock.set('2026-11-25T02:00:00.000Z');
  });

  it('the update-funds-and-targets notice follows the plan: stale funds after 30 days, a passed target date at once', async () => {
    const client = await resident(BY_NRIC.S9812385G);
    const notice = async () =>
      ((await client.get('/api/v1/notifications')).body.notifications as Array<{ kind: string; key: string; link: string }>).find((n) => n.kind === 'UPDATE_FUNDS_AND_TARGETS');
    await create(client, { name: 'Travel', totalAmount: 300_000, date: '2027-01-31' });
    expect(await notice(), 'funds updated today, target ahead').to.equal(undefined);

    // 30 days after the savings were last changed: stale, to the allocation page.
    clock.set('2026-12-25T02:00:00.000Z');
    await signInOnboarded(client, BY_NRIC.S9812385G);
    expect(await notice()).to.deep.include({ key: 'UPDATE_FUNDS_AND_TARGETS-25/12/2026', link: '/allocate-funds-and-allocation' });

    // The target's date has passed too: the update flow.
    clock.set('2027-02-03T02:00:00.000Z');
    await signInOnboarded(client, BY_NRIC.S9812385G);
    expect(await notice()).to.deep.include({ key: 'UPDATE_FUNDS_AND_TARGETS-25/12/2026', link: '/update-savings-preview' });
    clock.set('2026-11-25T02:00:00.000Z');
  });

  it('another resident’s goal is not found (404), and stays as it was', async () => {
    const owner = await resident();
    const id = await create(owner, { name: 'Travel', totalAmount: 300_000, date: '2027-06-30' });
    const other = await resident(BY_NRIC.S9812381D);
    for (const res of [await other.patch(`/api/v1/goal/${id}`, { name: 'Mine now' }), await other.delete(`/api/v1/goal/${id}`), await other.patch('/api/v1/goal/not-a-uuid', { name: 'x' })]) {
      expect(res.status).to.equal(404);
      expect(res.body.errorMessage).to.equal('We could not find this target. It may have been deleted.');
    }
    expect((await targets(owner)).goals[0].name).to.equal('Travel');
  });

  it('the emergency fund: PUT creates, PATCH merges and clips to the total, months are counted in spending', async () => {
    const client = await resident();
    await client.post('/api/v1/expense', { expenses: [{ category: 'FOOD', amount: 100_000, timeInterval: 'MONTHLY', budgetAmount: null, budgetTimeInterval: null }] });
    expect((await client.patch('/api/v1/emergency-fund', { currentAmount: 1 })).status, 'nothing to patch yet').to.equal(404);
    const tooSmall = await client.put('/api/v1/emergency-fund', { totalAmount: 10_000, currentAmount: 0, date: '2027-05-25' });
    expect(tooSmall.status).to.equal(400);
    expect(tooSmall.body.details).to.deep.equal([{ field: 'totalAmount', message: 'Enter an amount greater than 100' }]);

    const put = await client.put('/api/v1/emergency-fund', { totalAmount: 300_000, currentAmount: 100_000, date: '2027-05-25', prevAccumulatedMonths: 99 });
    expect(put.status, put.text).to.equal(200);
    expect(put.body.emergencyFund).to.deep.equal({ totalAmount: 300_000, currentAmount: 100_000, date: '2027-05-25', prevAccumulatedMonths: 1 });
    const patched = await client.patch('/api/v1/emergency-fund', { currentAmount: 450_000 });
    expect(patched.body.emergencyFund).to.deep.include({ totalAmount: 300_000, currentAmount: 300_000, prevAccumulatedMonths: 3 });
    const body = await targets(client);
    expect(body.emergencyFund).to.deep.include({ name: 'Emergency fund', totalAmount: 300_000, currentAmount: 300_000, accumulatedMonths: 3, badge: { kind: 'ACHIEVED' }, overdue: false });
    expect(body.monthlyOutflow).to.equal(100_000);
    // The fund grew to 3 months: a milestone notice and TRA_SR_D.
    const notices = (await client.get('/api/v1/notifications')).body.notifications as Array<{ title: string; description: string }>;
    expect(notices.map((n) => n.description)).to.include('Your emergency fund now covers 3 months of your spending. Keep going!');
    const actions = (await client.get('/api/v1/recommended-actions')).body.recommendedActions as Array<{ key: string }>;
    expect(actions.map((a) => a.key)).to.include('TRA_SR_D');
  });

  it('allocation: saved together, each within its total and the sum within the funds', async () => {
    const client = await resident();
    const a = await create(client, { name: 'Travel', totalAmount: 300_000, date: '2027-06-30' });
    const b = await create(client, { name: 'Wedding', totalAmount: 400_000, date: '2027-12-31' });
    await client.put('/api/v1/emergency-fund', { totalAmount: 200_000, currentAmount: 0, date: '2027-03-31' });
    const saved = await client.put('/api/v1/allocation', { goals: [{ id: a, currentAmount: 300_000 }, { id: b, currentAmount: 100_000 }], emergencyFund: { currentAmount: 100_000 } });
    expect(saved.status, saved.text).to.equal(204);
    const body = await targets(client);
    expect(body.goals.map((g: Goal) => g.currentAmount)).to.deep.equal([300_000, 100_000]);
    expect([body.emergencyFund.currentAmount, body.unallocatedSavings]).to.deep.equal([100_000, 0]);

    const over = await client.put('/api/v1/allocation', { goals: [{ id: b, currentAmount: 200_000 }], emergencyFund: null });
    expect(over.status).to.equal(422);
    expect(over.body.errorMessage).to.match(/^Exceeded your available fund/);
    const aboveTotal = await client.put('/api/v1/allocation', { goals: [{ id: a, currentAmount: 300_001 }], emergencyFund: null });
    expect(aboveTotal.status).to.equal(400);
    expect(aboveTotal.body.details).to.deep.equal([{ field: 'goals[0].currentAmount', message: 'An amount is more than its target. Lower it to the target amount at most.' }]);
    // Moving money between targets is fine when the sum stays within the funds.
    expect((await client.put('/api/v1/allocation', { goals: [{ id: a, currentAmount: 200_000 }, { id: b, currentAmount: 200_000 }], emergencyFund: null })).status).to.equal(204);
    expect((await targets(client)).goals.map((g: Goal) => g.currentAmount)).to.deep.equal([200_000, 200_000]);
  });

  it('concurrent allocation saves never leave more allocated than the available funds', async () => {
    const client = await resident();
    const ids = [];
    for (const name of ['A', 'B', 'C', 'D', 'E', 'F']) ids.push(await create(client, { name, totalAmount: 500_000, date: '2027-06-30' }));
    // Each save alone fits (S$3,000 of S$5,000); any two together would not.
    const answers = await Promise.all(ids.map((id) => client.put('/api/v1/allocation', { goals: [{ id, currentAmount: 300_000 }], emergencyFund: null })));
    expect(answers.filter((res) => res.status === 204)).to.have.length(1);
    expect(answers.filter((res) => res.status === 422)).to.have.length(5);
    const body = await targets(client);
    expect(body.goals.reduce((sum: number, g: Goal) => sum + g.currentAmount, 0)).to.equal(300_000);
  });
});
