import { expect } from 'chai';
import { QueryTypes } from 'sequelize';
import { IDENTITY } from '../../../src/identity/identity.tokens.js';
import { ManualClock } from '../../../src/shared-kernel/clock.js';
import { itAnswers401SignedOutAnd403BeforeConsent } from '../../support/gated-calls.js';
import type { TestClient } from '../../support/http-client.js';
import { PERSONAS as BY_NRIC, type MockpassPersona } from '../../support/mockpass.js';
import { signInConsented, signInOnboarded } from '../../support/sign-in.js';
import { appPerSuite } from '../../support/test-app.js';

const URL = '/api/v1/investing-for-beginners/guide';
const DAY = 86_400_000;

/** The guide calls (spec 3 §7 GET and POST /investing-for-beginners/guide) against the real server and PostgreSQL. */
describe('Investing for beginners: the guide', () => {
  const clock = new ManualClock('2026-11-26T02:00:00.000Z');
  const t = appPerSuite({ clock, env: { ACCOUNT_PURGE_INTERVAL_MINUTES: '0' } });

  async function resident(persona: MockpassPersona = BY_NRIC.S9812379B): Promise<{ client: TestClient; id: string }> {
    const client = t.client();
    const profile = await signInOnboarded(client, persona);
    await t.app.sequelize.query('DELETE FROM investing_guide_items WHERE user_id = $1', { bind: [profile.id] });
    return { client, id: profile.id };
  }

  const tick = async (client: TestClient, body: Record<string, unknown>) => {
    const res = await client.post(URL, body);
    expect(res.status, res.text).to.equal(200);
    return res.body.itemsCompleted as string[];
  };

  itAnswers401SignedOutAnd403BeforeConsent(t, [
    ['GET', URL, undefined],
    ['POST', URL, { item: 'EMERGENCY_FUND', completed: true }],
  ]);

  it('a new resident has ticked nothing', async () => {
    const { client } = await resident();
    const res = await client.get(URL);
    expect(res.status).to.equal(200);
    expect(res.body).to.deep.equal({ itemsCompleted: [] });
  });

  it("ticks steps, answers and lists them in the guide's order whatever order they were ticked in, once each", async () => {
    const { client } = await resident();
    expect(await tick(client, { item: 'READY_TO_START_INVESTING', completed: true })).to.deep.equal(['READY_TO_START_INVESTING']);
    expect(await tick(client, { item: 'EMERGENCY_FUND', completed: true })).to.deep.equal(['EMERGENCY_FUND', 'READY_TO_START_INVESTING']);
    // The spec's payload is the item alone: it ticks.
    expect(await tick(client, { item: 'ADVICE_FROM_ADVISERS' })).to.deep.equal(['EMERGENCY_FUND', 'ADVICE_FROM_ADVISERS', 'READY_TO_START_INVESTING']);
    expect(await tick(client, { item: 'EMERGENCY_FUND', completed: true }), 'ticking twice keeps one tick').to.deep.equal(['EMERGENCY_FUND', 'ADVICE_FROM_ADVISERS', 'READY_TO_START_INVESTING']);
    expect((await client.get(URL)).body.itemsCompleted).to.deep.equal(['EMERGENCY_FUND', 'ADVICE_FROM_ADVISERS', 'READY_TO_START_INVESTING']);
  });

  it('unticks a step, and unticking a step never ticked changes nothing', async () => {
    const { client } = await resident();
    await tick(client, { item: 'GET_INSURED', completed: true });
    await tick(client, { item: 'LEARN_PRODUCTS', completed: true });
    expect(await tick(client, { item: 'GET_INSURED', completed: false })).to.deep.equal(['LEARN_PRODUCTS']);
    expect(await tick(client, { item: 'OPEN_CDP_OR_BROKERAGE', completed: false })).to.deep.equal(['LEARN_PRODUCTS']);
    expect((await client.get(URL)).body.itemsCompleted).to.deep.equal(['LEARN_PRODUCTS']);
  });

  it('refuses a step that is not in the guide, a missing step and a completed flag that is not true or false', async () => {
    const { client } = await resident();
    const unknown = await client.post(URL, { item: 'BUY_CRYPTO', completed: true });
    expect(unknown.status).to.equal(400);
    expect(unknown.body.details).to.deep.equal([{ field: 'item', message: 'Invalid format' }]);
    const missing = await client.post(URL, { completed: true });
    expect(missing.status).to.equal(400);
    expect(missing.body.details).to.deep.equal([{ field: 'item', message: 'Please enter a value' }]);
    const flag = await client.post(URL, { item: 'EMERGENCY_FUND', completed: 'yes' });
    expect(flag.status).to.equal(400);
    expect(flag.body.details.map((d: { field: string }) => d.field)).to.deep.equal(['completed']);
    expect((await client.get(URL)).body.itemsCompleted).to.deep.equal([]);
  });

  it('ticking needs completed onboarding (403 with a message), reading does not', async () => {
    const client = t.client();
    await signInConsented(client, BY_NRIC.S6005054F);
    await t.app.sequelize.query('UPDATE users SET employment_status_range = NULL WHERE singpass_uuid = $1', { bind: [BY_NRIC.S6005054F.uuid] });
    const refused = await client.post(URL, { item: 'EMERGENCY_FUND', completed: true });
    expect(refused.status).to.equal(403);
    expect(refused.body).to.deep.include({ code: 'IDENTITY.ONBOARDING_REQUIRED', errorMessage: 'Please complete your profile before you start planning.' });
    expect((await client.get(URL)).status).to.equal(200);
  });

  it("keeps residents' ticks apart", async () => {
    const owner = await resident(BY_NRIC.S9812379B);
    await tick(owner.client, { item: 'GOALS_AND_HORIZON', completed: true });
    const other = await resident(BY_NRIC.S9812381D);
    expect((await other.client.get(URL)).body.itemsCompleted).to.deep.equal([]);
    await tick(other.client, { item: 'EXPENSIVE_DEBT', completed: true });
    expect((await owner.client.get(URL)).body.itemsCompleted).to.deep.equal(['GOALS_AND_HORIZON']);
  });

  it('the ticks go with the account when it is deleted, and nobody else’s do', async () => {
    const gone = await resident(BY_NRIC.S9812385G);
    const stays = await resident(BY_NRIC.S9912375C);
    await tick(gone.client, { item: 'EMERGENCY_FUND', completed: true });
    await tick(stays.client, { item: 'EMERGENCY_FUND', completed: true });
    expect((await gone.client.post('/api/v1/user/deactivate-account')).status).to.equal(200);
    clock.advance(31 * DAY);
    expect(await t.app.container.get(IDENTITY.PurgeDeletedAccounts).execute()).to.be.at.least(1);
    const count = async (userId: string) =>
      (await t.app.sequelize.query<{ n: number }>('SELECT count(*)::int AS n FROM investing_guide_items WHERE user_id = $1', { bind: [userId], type: QueryTypes.SELECT }))[0]!.n;
    expect(await count(gone.id)).to.equal(0);
    expect(await count(stays.id)).to.equal(1);
  });
});
