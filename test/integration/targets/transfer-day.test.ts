import { expect } from 'chai';
import { ManualClock } from '../../../src/shared-kernel/clock.js';
import type { TestClient } from '../../support/http-client.js';
import { PERSONAS } from '../../support/mockpass.js';
import { appPerSuite } from '../../support/test-app.js';
import { signInOnboarded } from '../../support/sign-in.js';

const TARGET = '/api/v1/target-monthly-savings';

/**
 * The day of transfer and automatic-transfer status (spec 2 §3, spec 3 §3, §9) through POST /target-monthly-savings,
 * read back by GET /finances and used by GET /targets (docs/decisions.md "Spec gaps closed").
 */
describe('Target monthly savings: day of transfer and automatic transfer', () => {
  const t = appPerSuite({ clock: new ManualClock('2026-11-22T02:00:00.000Z') }); // 10:00 on 22 Nov 2026 in Singapore

  async function resident(): Promise<TestClient> {
    const client = t.client();
    const profile = await signInOnboarded(client, PERSONAS.S9812379B);
    await t.app.sequelize.query('DELETE FROM goals WHERE user_id = $1', { bind: [profile.id] });
    await t.app.sequelize.query('DELETE FROM emergency_funds WHERE user_id = $1', { bind: [profile.id] });
    return client;
  }

  it('keeps the day and the status; GET /finances and GET /targets read them; a save without them clears them', async () => {
    const client = await resident();
    const saved = await client.post(TARGET, { targetMonthlySavings: 10_000, enteredDate: '2026-11-22', dayOfTransfer: 25, automaticTransferStatus: true });
    expect(saved.status, saved.text).to.equal(200);
    expect(saved.body).to.deep.equal({ targetMonthlySavings: { targetMonthlySavings: 10_000, enteredDate: '2026-11-22', dayOfTransfer: 25, automaticTransferStatus: true } });
    const finances = (await client.get('/api/v1/finances')).body;
    expect(finances).to.deep.include({ dayOfTransfer: 25, automaticTransferStatus: true });

    // A goal of S$1,300 due 30 Nov 2027: S$100 on the 25th from 25 Nov 2026 to 25 Nov 2027 is 13 transfers.
    const goal = await client.post('/api/v1/goal', { name: 'Holiday', totalAmount: 130_000, date: '2027-11-30' });
    expect(goal.status, goal.text).to.equal(201);
    const plan = (await client.get('/api/v1/targets')).body;
    expect(plan.transfer).to.deep.equal({ dayOfTransfer: 25, automatic: true, nextTransferDate: '2026-11-25' });
    expect(plan.goals[0].projectedCurrentAmount).to.equal(130_000);

    expect((await client.post(TARGET, { targetMonthlySavings: 10_000, enteredDate: '2026-11-22' })).status).to.equal(200);
    const without = (await client.get('/api/v1/targets')).body;
    expect(without.transfer).to.deep.equal({ dayOfTransfer: null, automatic: null, nextTransferDate: null });
    expect(without.goals[0].projectedCurrentAmount).to.equal(120_000); // Dec 2026 to Nov 2027
  });

  it("answers 400 'Choose a day from 1 to 28' for a day outside 1 to 28 or an automatic transfer without a day", async () => {
    const client = await resident();
    for (const dayOfTransfer of [0, 29, 31, 1.5, '15th']) {
      const res = await client.post(TARGET, { targetMonthlySavings: 10_000, enteredDate: '2026-11-22', dayOfTransfer, automaticTransferStatus: false });
      expect(res.status, `${dayOfTransfer}: ${res.text}`).to.equal(400);
      expect(res.body.details).to.deep.include({ field: 'dayOfTransfer', message: 'Choose a day from 1 to 28' });
    }
    const noDay = await client.post(TARGET, { targetMonthlySavings: 10_000, enteredDate: '2026-11-22', dayOfTransfer: null, automaticTransferStatus: true });
    expect(noDay.status, noDay.text).to.equal(400);
    expect(noDay.body.details).to.deep.include({ field: 'dayOfTransfer', message: 'Choose a day from 1 to 28' });
    const status = await client.post(TARGET, { targetMonthlySavings: 10_000, enteredDate: '2026-11-22', dayOfTransfer: 5, automaticTransferStatus: 'yes please' });
    expect(status.status).to.equal(400);
  });
});
