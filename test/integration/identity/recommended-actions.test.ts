import { expect } from 'chai';
import { ManualClock } from '../../../src/shared-kernel/clock.js';
import { PERSONAS as BY_NRIC, type MockpassPersona } from '../../support/mockpass.js';
import type { TestClient } from '../../support/http-client.js';
import { appPerSuite } from '../../support/test-app.js';
import { PERSONAS, signIn, signInConsented } from '../../support/sign-in.js';

const MINUTE = 60_000;
const ONE = '/api/v1/recommended-action';
const ALL = '/api/v1/recommended-actions';
const KEY_MESSAGE = 'Use capital letters, digits and underscores, starting with a letter (at most 64 characters).';
const NOT_FOUND = { code: 'RECOMMENDED_ACTION.NOT_FOUND', errorMessage: 'This recommended action does not exist.' };

describe('Recommended actions', () => {
  const clock = new ManualClock('2026-11-22T02:00:00.000Z');
  const t = appPerSuite({ clock });

  const patch = (client: TestClient, path: string, json: unknown) => client.request('PATCH', path, { json });

  async function resident(persona: MockpassPersona): Promise<{ client: TestClient; userId: string }> {
    const client = t.client();
    const profile = await signInConsented(client, persona);
    return { client, userId: profile.id };
  }

  it('answers 401 when signed out and 403 before consent', async () => {
    const anonymous = t.client();
    for (const [method, path, json] of [
      ['GET', ALL, undefined],
      ['POST', ONE, { key: 'TRA_SR_B', completedBy: 'USER' }],
      ['PATCH', `${ONE}/8d7e5d1e-6a3b-4b8e-9a51-0e0f5a1c2b3d`, { completedBy: 'USER' }],
      ['DELETE', `${ONE}/8d7e5d1e-6a3b-4b8e-9a51-0e0f5a1c2b3d`, undefined],
    ] as const) {
      const res = await anonymous.request(method, path, { json });
      expect(res.status, `${method} ${path}`).to.equal(401);
    }
    const client = t.client();
    await signIn(client, BY_NRIC.S9912365F);
    const res = await client.post(ONE, { key: 'TRA_SR_B', completedBy: 'USER' });
    expect(res.status).to.equal(403);
    expect(res.body.code).to.equal('IDENTITY.CONSENT_REQUIRED');
  });

  it('records a completion (201) at server time and lists it', async () => {
    const { client } = await resident(PERSONAS.limYongXiang);
    const res = await client.post(ONE, { key: 'TRA_SR_B', completedBy: 'USER' });
    expect(res.status, res.text).to.equal(201);
    expect(res.body.recommendedAction).to.deep.include({ key: 'TRA_SR_B', completedAt: '2026-11-22T02:00:00.000Z', completedBy: 'USER' });
    expect(res.body.recommendedAction.id).to.match(/^[0-9a-f-]{36}$/);
    const list = await client.get(ALL);
    expect(list.status).to.equal(200);
    expect(list.body).to.deep.equal({ recommendedActions: [res.body.recommendedAction] });
  });

  it('a system completion of a key already completed answers the existing one (200) and adds nothing', async () => {
    const { client, userId } = await resident(PERSONAS.tanHengHuat);
    const first = await client.post(ONE, { key: 'EF_3_MONTHS', completedBy: 'SYSTEM' });
    expect(first.status).to.equal(201);
    clock.advance(5 * MINUTE);
    const second = await client.post(ONE, { key: 'EF_3_MONTHS', completedBy: 'SYSTEM' });
    expect(second.status).to.equal(200);
    expect(second.body).to.deep.equal(first.body);
    const [rows] = await t.app.sequelize.query('SELECT count(*)::int AS n FROM recommended_actions WHERE user_id = $1', { bind: [userId] });
    expect(rows).to.deep.equal([{ n: 1 }]);

    // The resident completing it themselves is recorded: now, by USER, still one record.
    const byUser = await client.post(ONE, { key: 'EF_3_MONTHS', completedBy: 'USER' });
    expect(byUser.status).to.equal(200);
    expect(byUser.body.recommendedAction).to.deep.equal({ ...first.body.recommendedAction, completedAt: clock.now().toISOString(), completedBy: 'USER' });
    // ...and a later system completion leaves the resident's record alone.
    const afterUser = await client.post(ONE, { key: 'EF_3_MONTHS', completedBy: 'SYSTEM' });
    expect(afterUser.body).to.deep.equal(byUser.body);
  });

  it('corrects completedAt and completedBy (PATCH), and deletes (204)', async () => {
    const { client } = await resident(PERSONAS.bernardWong);
    const { body } = await client.post(ONE, { key: 'TDSR_1', completedBy: 'SYSTEM' });
    const id = body.recommendedAction.id;
    const changed = await patch(client, `${ONE}/${id}`, { completedAt: '2026-11-01T00:00:00.000Z', completedBy: 'USER' });
    expect(changed.status, changed.text).to.equal(200);
    expect(changed.body.recommendedAction).to.deep.equal({ id, key: 'TDSR_1', completedAt: '2026-11-01T00:00:00.000Z', completedBy: 'USER' });
    const only = await patch(client, `${ONE}/${id}`, { completedBy: 'SYSTEM' });
    expect(only.body.recommendedAction).to.deep.include({ completedAt: '2026-11-01T00:00:00.000Z', completedBy: 'SYSTEM' });

    const removed = await client.delete(`${ONE}/${id}`);
    expect(removed.status).to.equal(204);
    expect((await client.get(ALL)).body.recommendedActions).to.deep.equal([]);
    const again = await client.delete(`${ONE}/${id}`);
    expect(again.status).to.equal(404);
    expect(again.body).to.include(NOT_FOUND);
  });

  it("never touches another resident's record (404)", async () => {
    const { client: owner } = await resident(BY_NRIC.S9812385G);
    const { body } = await owner.post(ONE, { key: 'PD_2', completedBy: 'USER' });
    const id = body.recommendedAction.id;
    const { client: stranger } = await resident(BY_NRIC.S6005053H);
    const changed = await patch(stranger, `${ONE}/${id}`, { completedBy: 'SYSTEM' });
    expect(changed.status).to.equal(404);
    expect(changed.body).to.include(NOT_FOUND);
    expect((await stranger.delete(`${ONE}/${id}`)).status).to.equal(404);
    expect((await stranger.get(ALL)).body.recommendedActions).to.deep.equal([]);
    expect((await owner.get(ALL)).body.recommendedActions).to.deep.equal([body.recommendedAction]);
  });

  it('validates: key pattern, completer, nothing to update, a future completion (422), a malformed id', async () => {
    const { client } = await resident(BY_NRIC.S6005054F);
    const cases: Array<[unknown, Array<{ field: string; message: string }>]> = [
      [{ key: 'tra_sr_b', completedBy: 'USER' }, [{ field: 'key', message: KEY_MESSAGE }]],
      [{ key: `A${'B'.repeat(64)}`, completedBy: 'USER' }, [{ field: 'key', message: KEY_MESSAGE }]],
      [{ key: 'TRA_SR_B', completedBy: 'ROBOT' }, [{ field: 'completedBy', message: 'Must be one of SYSTEM, USER' }]],
      [{}, [{ field: 'key', message: 'Please enter a value' }, { field: 'completedBy', message: 'Please enter a value' }]],
    ];
    for (const [body, details] of cases) {
      const res = await client.post(ONE, body);
      expect(res.status, JSON.stringify(body)).to.equal(400);
      expect(res.body.details).to.deep.equal(details);
    }
    const { body } = await client.post(ONE, { key: `A${'B'.repeat(63)}`, completedBy: 'USER' });
    const id = body.recommendedAction.id;
    const nothing = await patch(client, `${ONE}/${id}`, {});
    expect(nothing.status).to.equal(400);
    expect(nothing.body.details).to.deep.equal([{ field: 'body', message: 'Nothing to update' }]);
    const badTime = await patch(client, `${ONE}/${id}`, { completedAt: 'last week' });
    expect(badTime.status).to.equal(400);
    const future = await patch(client, `${ONE}/${id}`, { completedAt: new Date(clock.now().getTime() + 2 * MINUTE).toISOString() });
    expect(future.status).to.equal(422);
    expect(future.body).to.include({ code: 'RECOMMENDED_ACTION.COMPLETED_IN_FUTURE', errorMessage: 'The completion time cannot be in the future.' });
    const malformed = await client.delete(`${ONE}/42`);
    expect(malformed.status).to.equal(400);
    expect(malformed.body.details).to.deep.equal([{ field: 'id', message: 'Invalid format' }]);
  });

  it("go with the resident's account (ON DELETE CASCADE)", async () => {
    const { client, userId } = await resident(BY_NRIC.G1612348Q);
    expect((await client.post(ONE, { key: 'TRA_SR_C', completedBy: 'SYSTEM' })).status).to.equal(201);
    await t.app.sequelize.query('DELETE FROM users WHERE id = $1', { bind: [userId] });
    const [rows] = await t.app.sequelize.query('SELECT count(*)::int AS n FROM recommended_actions WHERE user_id = $1', { bind: [userId] });
    expect(rows).to.deep.equal([{ n: 0 }]);
  });
});
