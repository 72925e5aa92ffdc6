import { expect } from 'chai';
import { QueryTypes } from 'sequelize';
import { ManualClock } from '../../../src/shared-kernel/clock.js';
import { expectStatuses, inParallel, PARALLEL } from '../../support/concurrent.js';
import { PERSONAS } from '../../support/mockpass.js';
import { appPerSuite } from '../../support/test-app.js';
import { signInOnboarded } from '../../support/sign-in.js';

const URL = '/api/v1/housing-plan';

/** Housing-plan writes sent many times at once by one resident (docs/decisions.md "Concurrent writes"). */
describe('Housing: the same write many times at once', () => {
  const t = appPerSuite({ clock: new ManualClock('2026-11-25T02:00:00.000Z') });

  it('POST /housing-plan at once stops exactly at the plan limit (10)', async () => {
    const client = t.client();
    const { id: userId } = await signInOnboarded(client, PERSONAS.S9812379B);
    const answers = await inParallel(PARALLEL, () => client.post(URL, {}));
    expectStatuses(answers, [201, 422]);
    expect(answers.filter((res) => res.status === 201)).to.have.length(10);
    const [row] = await t.app.sequelize.query<{ n: number }>('SELECT count(*)::int AS n FROM housing_plans WHERE user_id = $1', { bind: [userId], type: QueryTypes.SELECT });
    expect(row!.n).to.equal(10);
  });

  it('PATCH /housing-plan/{id} of different fields at once: every change is kept (none writes back an older copy)', async () => {
    const client = t.client();
    await signInOnboarded(client, PERSONAS.S9812381D);
    const created = await client.post(URL, {});
    expect(created.status, created.text).to.equal(201);
    const { id } = created.body.housingPlan;
    const fields = ['cashSavings', 'cpfOABalance', 'monthlyHouseholdIncome', 'upfrontPaymentInCash'];
    const answers = await inParallel(PARALLEL, (i) => client.patch(`${URL}/${id}`, { [fields[i % fields.length]!]: 100_000 * (1 + (i % fields.length)) }));
    expectStatuses(answers);
    const plan = (await client.get(URL)).body.housingPlans.find((p: { id: string }) => p.id === id);
    expect(fields.map((field) => plan[field])).to.deep.equal(fields.map((_, i) => 100_000 * (1 + i)));
  });
});
