import { expect } from 'chai';
import { QueryTypes } from 'sequelize';
import { ManualClock } from '../../../src/shared-kernel/clock.js';
import { expectStatuses, inParallel, PARALLEL } from '../../support/concurrent.js';
import type { TestClient } from '../../support/http-client.js';
import { PERSONAS, type MockpassPersona } from '../../support/mockpass.js';
import { appPerSuite } from '../../support/test-app.js';
import { signInOnboarded } from '../../support/sign-in.js';

/** Target writes sent many times at once by one resident: the allocation lock of docs/decisions.md "Concurrent writes". */
describe('Targets: the same write many times at once', () => {
  const t = appPerSuite({ clock: new ManualClock('2026-11-25T02:00:00.000Z') });

  /** An onboarded resident with S$5,000 of cash savings: the available funds. */
  async function resident(persona: MockpassPersona): Promise<{ client: TestClient; userId: string }> {
    const client = t.client();
    const { id: userId } = await signInOnboarded(client, persona);
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
    return { client, userId };
  }
  const one = async <T extends object>(sql: string, userId: string) => (await t.app.sequelize.query<T>(sql, { bind: [userId], type: QueryTypes.SELECT }))[0]!;

  it('POST /goal at once never allocates more than the available funds', async () => {
    const { client, userId } = await resident(PERSONAS.S9812379B);
    const answers = await inParallel(PARALLEL, (i) => client.post('/api/v1/goal', { name: `Goal ${i}`, totalAmount: 200_000, currentAmount: 100_000, date: '2027-06-30' }));
    expectStatuses(answers, [201, 422]);
    expect(answers.filter((res) => res.status === 201)).to.have.length(5);
    expect(await one<{ n: number; allocated: number }>('SELECT count(*)::int AS n, sum(current_amount)::int AS allocated FROM goals WHERE user_id = $1', userId)).to.deep.equal({ n: 5, allocated: 500_000 });
  });

  it('PUT /emergency-fund at once keeps one fund holding one whole request', async () => {
    const { client, userId } = await resident(PERSONAS.S9812381D);
    const totals = Array.from({ length: PARALLEL }, (_, i) => 600_000 + i * 1_000);
    expectStatuses(await inParallel(PARALLEL, (i) => client.put('/api/v1/emergency-fund', { totalAmount: totals[i], currentAmount: 100_000 + i, date: '2027-05-25' })));
    const fund = await one<{ n: number; total: number; current: number }>('SELECT count(*)::int AS n, max(total_amount)::int AS total, max(current_amount)::int AS current FROM emergency_funds WHERE user_id = $1', userId);
    expect(fund.n).to.equal(1);
    expect(totals).to.include(fund.total);
    expect(fund.current, 'the total and the amount of one request').to.equal(100_000 + totals.indexOf(fund.total));
  });
});
