import { expect } from 'chai';
import { ManualClock } from '../../../src/shared-kernel/clock.js';
import type { TestClient } from '../../support/http-client.js';
import { PERSONAS as BY_NRIC } from '../../support/mockpass.js';
import { appPerSuite } from '../../support/test-app.js';
import { signInConsented, signInOnboarded } from '../../support/sign-in.js';

/** Days no date field may take (docs/decisions.md "One date rule"): out of 1900-01-01..2200-12-31, or not a day. */
const BAD_DAYS = ['0000-01-01', '10000-01-01', '-0001-01-01', '2026-02-30', '1899-12-31', '2201-01-01'];

/**
 * Every date field of a write goes through the one shared rule: a real day from 1900 to 2200, else 400 'Invalid
 * format' for that field, never a 500 from PostgreSQL (which has no year 0) and never a year it cannot show.
 */
describe('The one date rule at the API edge', () => {
  const clock = new ManualClock('2026-11-25T02:00:00.000Z');
  const t = appPerSuite({ clock });
  let client: TestClient;

  before(async () => {
    client = t.client();
    await signInOnboarded(client, BY_NRIC.S9812379B);
  });

  const expectInvalid = async (method: 'POST' | 'PUT', path: string, body: Record<string, unknown>, field: string) => {
    const res = await client.request(method, path, { json: body });
    expect(res.status, `${path} ${JSON.stringify(body)}: ${res.text}`).to.equal(400);
    expect(res.body.details, res.text).to.deep.include({ field, message: 'Invalid format' });
  };

  it('POST /estimated-monthly-expenses: enteredDate', async () => {
    for (const day of BAD_DAYS) await expectInvalid('POST', '/api/v1/estimated-monthly-expenses', { amount: 250_000, isDerived: false, enteredDate: day }, 'enteredDate');
    const ok = await client.post('/api/v1/estimated-monthly-expenses', { amount: 250_000, isDerived: false, enteredDate: '2026-11-25' });
    expect(ok.status, ok.text).to.be.within(200, 299);
  });

  it('POST /target-monthly-savings: enteredDate', async () => {
    for (const day of BAD_DAYS) await expectInvalid('POST', '/api/v1/target-monthly-savings', { targetMonthlySavings: 50_000, enteredDate: day }, 'enteredDate');
    const ok = await client.post('/api/v1/target-monthly-savings', { targetMonthlySavings: 50_000, enteredDate: '2026-11-25' });
    expect(ok.status, ok.text).to.be.within(200, 299);
  });

  it('POST /notification/personal: a day, or a timestamp on one', async () => {
    const note = (date: string) => ({ title: 'Reminder', description: 'Check the plan.', date });
    for (const day of BAD_DAYS) await expectInvalid('POST', '/api/v1/notification/personal', note(day), 'date');
    for (const stamp of ['0000-01-01T00:00:00.000Z', '+010000-01-01T00:00:00.000Z', '-000001-01-01T00:00:00.000Z', '2026-11-22T10:00:00']) {
      await expectInvalid('POST', '/api/v1/notification/personal', note(stamp), 'date');
    }
    for (const good of ['1900-01-01', '2200-12-31', '2026-11-22T02:00:00.000Z']) {
      const ok = await client.post('/api/v1/notification/personal', note(good));
      expect(ok.status, ok.text).to.equal(201);
    }
  });

  it('target dates (POST /goal, PUT /emergency-fund) and the other timestamps sent (PATCH /user, PUT /module-status)', async () => {
    for (const day of ['0000-01-01', '2026-02-30', '2201-01-01']) {
      await expectInvalid('POST', '/api/v1/goal', { name: 'Travel', totalAmount: 100_000, date: day }, 'date');
      await expectInvalid('PUT', '/api/v1/emergency-fund', { totalAmount: 600_000, currentAmount: 0, date: day }, 'date');
    }
    const consent = await client.request('PATCH', '/api/v1/user', { json: { latestConsentedToAppNOCAt: '0000-01-01T00:00:00.000Z' } });
    expect(consent.status).to.equal(400);
    expect(consent.body.details).to.deep.equal([{ field: 'latestConsentedToAppNOCAt', message: 'Invalid format' }]);
    const dob = await client.request('PATCH', '/api/v1/user', { json: { dob: '0000-01-01' } });
    expect(dob.body.details).to.deep.equal([{ field: 'dob', message: 'Invalid format' }]);
    await expectInvalid('PUT', '/api/v1/module-status', { module: 'SET_SAVING_TARGETS', currentStep: 1, lastUpdated: '10000-01-01' }, 'lastUpdated');
  });

  it('a resident who has only consented gets the same answers', async () => {
    const other = t.client();
    await signInConsented(other, BY_NRIC.S9812381D);
    const res = await other.post('/api/v1/target-monthly-savings', { targetMonthlySavings: 50_000, enteredDate: '0000-01-01' });
    expect(res.status).to.equal(400);
    expect(res.body.details).to.deep.equal([{ field: 'enteredDate', message: 'Invalid format' }]);
  });
});
