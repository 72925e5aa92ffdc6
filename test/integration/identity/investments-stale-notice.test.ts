import { expect } from 'chai';
import { ManualClock } from '../../../src/shared-kernel/clock.js';
import type { TestClient } from '../../support/http-client.js';
import { PERSONAS as BY_NRIC } from '../../support/mockpass.js';
import { appPerSuite } from '../../support/test-app.js';
import { signInOnboarded } from '../../support/sign-in.js';

type Notice = { kind: string; key: string; link: string | null };

/**
 * The investments half of the update-funds-and-targets notice (spec 1 §4): GET /notifications reads when the
 * resident's investments last changed from cashflow-wealth, and the notice is due once that day is 30 days old, even
 * with no cash, target or emergency fund at all (docs/decisions.md "The spec's remaining units").
 */
describe('Notifications: stale investments make the update-funds-and-targets notice due', () => {
  const clock = new ManualClock('2026-11-25T02:00:00.000Z');
  const t = appPerSuite({ clock });

  const notice = async (client: TestClient): Promise<Notice | undefined> => {
    const res = await client.get('/api/v1/notifications');
    expect(res.status, res.text).to.equal(200);
    return (res.body.notifications as Notice[]).find((n) => n.kind === 'UPDATE_FUNDS_AND_TARGETS');
  };
  const asset = (name: string, totalValueAmount: number) => ({
    name,
    totalValueAmount,
    currency: 'SGD',
    investmentSource: 'CASH',
    enterOption: 'TOTAL_VALUE',
    quantity: null,
    unitPrice: null,
    estimatedGrowthRate: null,
  });

  it('is due 30 days after the last investment change, leads to the investments page, and ends when they are updated', async () => {
    const client = t.client();
    const persona = BY_NRIC.S9812385G;
    const profile = await signInOnboarded(client, persona);
    for (const table of ['goals', 'emergency_funds', 'assets']) await t.app.sequelize.query(`DELETE FROM ${table} WHERE user_id = $1`, { bind: [profile.id] });
    expect(await notice(client), 'no investments, no cash, no targets').to.equal(undefined);

    const created = await client.post('/api/v1/asset/stock', asset('Index fund', 1_000_000));
    expect(created.status, created.text).to.equal(200);
    expect(await notice(client), 'investments updated today').to.equal(undefined);

    // 29 days later: not yet stale.
    clock.set('2026-12-24T02:00:00.000Z');
    await signInOnboarded(client, persona);
    expect(await notice(client)).to.equal(undefined);

    // 30 days later (Singapore days): stale, dated the day it became due, to the investments page.
    clock.set('2026-12-25T02:00:00.000Z');
    await signInOnboarded(client, persona);
    expect(await notice(client)).to.deep.include({ key: 'UPDATE_FUNDS_AND_TARGETS-25/12/2026', link: '/dashboard/wealth/investments' });

    // A cash asset changed today does not hide stale investments (either being stale is enough).
    expect((await client.post('/api/v1/asset/cash-savings', asset('Savings account', 500_000))).status).to.equal(200);
    expect(await notice(client)).to.deep.include({ key: 'UPDATE_FUNDS_AND_TARGETS-25/12/2026' });

    // A new investment today: the investments are fresh again, and the fresh cash is too.
    expect((await client.post('/api/v1/asset/bond', asset('Savings bond', 200_000))).status).to.equal(200);
    expect(await notice(client)).to.equal(undefined);
    clock.set('2026-11-25T02:00:00.000Z');
  });
});
