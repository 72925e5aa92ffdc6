import { expect } from 'chai';
import { QueryTypes } from 'sequelize';
import { ManualClock } from '../../../src/shared-kernel/clock.js';
import { MODULE_IDS } from '../../../src/identity/domain/module-progress.js';
import { expectStatuses, inParallel, PARALLEL } from '../../support/concurrent.js';
import type { TestClient } from '../../support/http-client.js';
import { PERSONAS, type MockpassPersona } from '../../support/mockpass.js';
import { appPerSuite } from '../../support/test-app.js';
import { signInConsented } from '../../support/sign-in.js';

/**
 * The same profile, progress or notice write sent many times at once by one resident (two tabs, a double click, a
 * retry) leaves what some order of them one by one would have left (docs/decisions.md "Concurrent writes").
 */
describe('Identity: the same write many times at once', () => {
  const t = appPerSuite({ clock: new ManualClock('2026-11-22T02:00:00.000Z') }); // 10:00 on 22 Nov 2026 in Singapore

  async function resident(persona: MockpassPersona): Promise<{ client: TestClient; userId: string }> {
    const client = t.client();
    const profile = await signInConsented(client, persona);
    return { client, userId: profile.id as string };
  }
  const count = async (sql: string, bind: unknown[]) => {
    const [row] = await t.app.sequelize.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${sql}`, { bind, type: QueryTypes.SELECT });
    return row!.n;
  };

  it('PUT /module-status: steps saved while a module is being completed never undo the completion', async () => {
    const { client, userId } = await resident(PERSONAS.S9812379B);
    // One module after another, each with a completion among its steps: a step that read the record before the
    // completion landed must not write back "not completed" (several rounds, as the window is narrow).
    const at = '2026-11-22T02:00:00.000Z';
    for (const module of MODULE_IDS) {
      const answers = await inParallel(PARALLEL, (i) =>
        client.put('/api/v1/module-status', i === PARALLEL / 2 ? { module, currentStep: null, lastUpdated: at, lastCompleted: at } : { module, currentStep: 2, lastUpdated: at }),
      );
      expectStatuses(answers);
      const stored = (await client.get('/api/v1/module-status')).body.modules.find((m: { module: string }) => m.module === module);
      expect(stored, module).to.include({ completed: true });
    }
    expect(await count('module_statuses WHERE user_id = $1', [userId])).to.equal(MODULE_IDS.length);
  });

  it('PATCH /user: each change is applied to the profile as stored; the answers and the row agree with one of them', async () => {
    const { client } = await resident(PERSONAS.S9812381D);
    const names = Array.from({ length: PARALLEL }, (_, i) => `RESIDENT ${i}`);
    const answers = await inParallel(PARALLEL, (i) => client.patch('/api/v1/user', { name: names[i] }));
    expectStatuses(answers);
    answers.forEach((res, i) => expect(res.body.name).to.equal(names[i]));
    expect(names).to.include((await client.get('/api/v1/user')).body.name);
  });

  it('POST /notification/todo-acknowledgement and /recommended-action at once keep one row each', async () => {
    const { client, userId } = await resident(PERSONAS.S9912375C);
    expectStatuses(await inParallel(PARALLEL, () => client.post('/api/v1/notification/todo-acknowledgement', { notificationKey: 'GIVE_FEEDBACK-22/11/2026' })), [204]);
    expectStatuses(await inParallel(PARALLEL, () => client.post('/api/v1/recommended-action', { key: 'TRA_SR_B', completedBy: 'USER' })), [200, 201]);
    expect(await count("notification_acknowledgements WHERE user_id = $1 AND notification_key = 'GIVE_FEEDBACK-22/11/2026'", [userId])).to.equal(1);
    expect(await count("recommended_actions WHERE user_id = $1 AND key = 'TRA_SR_B'", [userId])).to.equal(1);
  });
});
