import { expect } from 'chai';
import { ManualClock } from '../../../src/shared-kernel/clock.js';
import { PERSONAS as BY_NRIC, type MockpassPersona } from '../../support/mockpass.js';
import type { TestClient } from '../../support/http-client.js';
import { appPerSuite } from '../../support/test-app.js';
import { PERSONAS, signIn, signInConsented } from '../../support/sign-in.js';
import { main as opsGlobalNotification } from '../../../scripts/ops-global-notification.js';
import { withOperatorDatabase } from '../../../scripts/lib/operator-database.js';
import type { LocalDate } from '../../../src/shared-kernel/local-date.js';
import { messages } from '../../../src/shared-kernel/validation/index.js';

const SURROUNDING_SPACE = messages.surroundingSpace;

const DAY = 24 * 3600 * 1000;
const LIST = '/api/v1/notifications';
const TO_DO_ACK = '/api/v1/notification/todo-acknowledgement';
const INBUILT_ACK = '/api/v1/notification/inbuilt-acknowledgement';
const GLOBAL_ACK = '/api/v1/notification/global-acknowledgement';
const PERSONAL = '/api/v1/notification/personal';

/** The clock starts on 22 Nov 2026, 10:00 in Singapore: residents register on 22/11/2026. */
const START = '2026-11-22T02:00:00.000Z';

describe('Notifications', () => {
  const clock = new ManualClock(START);
  const t = appPerSuite({ clock });

  const patch = (client: TestClient, path: string, json: unknown) => client.request('PATCH', path, { json });

  /** A signed-in resident who has consented to the app terms (email not verified). */
  async function resident(persona: MockpassPersona): Promise<{ client: TestClient; userId: string }> {
    const client = t.client();
    const profile = await signInConsented(client, persona);
    return { client, userId: profile.id };
  }

  const sql = (query: string, bind: unknown[]) => t.app.sequelize.query(query, { bind });

  /** Runs the operator command against this test's database, as `npm run ops:global-notification` would. */
  async function ops(argv: string[]): Promise<{ code: number; out: string[]; err: string[] }> {
    const out: string[] = [];
    const err: string[] = [];
    const saved = process.env.DATABASE_URL;
    process.env.DATABASE_URL = t.config.databaseUrl!;
    try {
      const code = await opsGlobalNotification(argv, {
        withDatabase: withOperatorDatabase,
        out: (l) => out.push(l),
        err: (l) => err.push(l),
        today: () => '2026-11-22' as LocalDate,
      });
      return { code, out, err };
    } finally {
      if (saved === undefined) delete process.env.DATABASE_URL;
      else process.env.DATABASE_URL = saved;
    }
  }

  it('answers 401 when signed out, on every call', async () => {
    const client = t.client();
    const calls: Array<[string, string, unknown]> = [
      ['GET', LIST, undefined],
      ['POST', PERSONAL, { title: 't', description: 'd', date: '2026-11-22', acknowledged: false }],
      ['PATCH', `${PERSONAL}/8d7e5d1e-6a3b-4b8e-9a51-0e0f5a1c2b3d`, { acknowledged: true }],
      ['POST', TO_DO_ACK, { notificationKey: 'GIVE_FEEDBACK-22/11/2026' }],
      ['POST', INBUILT_ACK, { notificationKey: 'TERMS_UPDATE-01/12/2023' }],
      ['POST', GLOBAL_ACK, { globalNotificationId: 1 }],
    ];
    for (const [method, path, json] of calls) {
      const res = await client.request(method, path, { json });
      expect(res.status, `${method} ${path}`).to.equal(401);
      expect(res.body.code).to.equal('IDENTITY.NOT_SIGNED_IN');
    }
  });

  it('answers 403 before consent to the app terms', async () => {
    const client = t.client();
    await signIn(client, BY_NRIC.S9912365F);
    const res = await client.get(LIST);
    expect(res.status).to.equal(403);
    expect(res.body.code).to.equal('IDENTITY.CONSENT_REQUIRED');
    const ack = await client.post(TO_DO_ACK, { notificationKey: 'GIVE_FEEDBACK-22/11/2026' });
    expect(ack.status).to.equal(403);
  });

  it("lists a new resident's to-dos newest first: 'Complete your profile' (until verified), feedback and the anti-scam article", async () => {
    const { client } = await resident(PERSONAS.limYongXiang);
    const res = await client.get(LIST);
    expect(res.status, res.text).to.equal(200);
    expect(res.headers.get('cache-control')).to.equal('no-store');
    expect(res.body.unreadCount).to.equal(3);
    const registered = '2026-11-21T16:00:00.000Z'; // 22 Nov 2026 00:00 in Singapore
    expect(res.body.notifications).to.deep.equal([
      {
        id: 'GIVE_FEEDBACK-22/11/2026',
        type: 'todo',
        key: 'GIVE_FEEDBACK-22/11/2026',
        kind: 'GIVE_FEEDBACK',
        title: 'Leave a feedback',
        description: 'Tell us what you think of this service in a short survey. It takes about 2 minutes and helps us make it better.',
        date: registered,
        acknowledged: false,
        category: 'TO_DO',
      },
      {
        id: 'INCOMPLETE_PROFILE-22/11/2026',
        type: 'todo',
        key: 'INCOMPLETE_PROFILE-22/11/2026',
        kind: 'INCOMPLETE_PROFILE',
        title: 'Complete your profile',
        description: 'Verify your email address so we can reach you about your account and your plan.',
        date: registered,
        acknowledged: false,
        category: 'TO_DO',
        link: '/profile',
      },
      {
        id: 'READ_ANTI_SCAM_ARTICLE-22/11/2026',
        type: 'todo',
        key: 'READ_ANTI_SCAM_ARTICLE-22/11/2026',
        kind: 'READ_ANTI_SCAM_ARTICLE',
        title: 'Learn how to spot investment scams and avoid them',
        description:
          'Scammers promise high returns with little or no risk and push you to decide quickly. Learn the warning signs and what to do if you are approached.',
        date: registered,
        acknowledged: false,
        category: 'LEARNING',
        link: '/investment-resources/beware-of-investment-scams',
      },
    ]);
  });

  it('acknowledges a to-do by key: read from then on, twice is harmless, and other residents are not affected', async () => {
    const { client, userId } = await resident(PERSONAS.tanHengHuat);
    const first = await client.post(TO_DO_ACK, { notificationKey: 'INCOMPLETE_PROFILE-22/11/2026' });
    expect(first.status, first.text).to.equal(204);
    const again = await client.post(TO_DO_ACK, { notificationKey: 'INCOMPLETE_PROFILE-22/11/2026' });
    expect(again.status).to.equal(204);
    const [rows] = await sql('SELECT type, notification_key FROM notification_acknowledgements WHERE user_id = $1', [userId]);
    expect(rows).to.deep.equal([{ type: 'todo', notification_key: 'INCOMPLETE_PROFILE-22/11/2026' }]);

    const list = (await client.get(LIST)).body;
    expect(list.unreadCount).to.equal(2);
    expect(list.notifications.find((n: { kind: string }) => n.kind === 'INCOMPLETE_PROFILE').acknowledged).to.equal(true);

    const { client: other } = await resident(PERSONAS.bernardWong);
    expect((await other.get(LIST)).body.unreadCount).to.equal(3);
  });

  it('refuses keys that name no notice of that type (400) and a missing key (400)', async () => {
    const { client } = await resident(BY_NRIC.S9812385G);
    const cases: Array<[string, unknown, string]> = [
      [TO_DO_ACK, { notificationKey: 'WIN_LOTTERY-01/01/2026' }, "'WIN_LOTTERY' is not a kind of to-do notification."],
      [TO_DO_ACK, { notificationKey: 'GIVE_FEEDBACK' }, "'GIVE_FEEDBACK' is not a notification key. Keys look like GIVE_FEEDBACK-22/11/2026."],
      [TO_DO_ACK, { notificationKey: 'TERMS_UPDATE-01/12/2023' }, "'TERMS_UPDATE-01/12/2023' is not a to-do notification: acknowledge it with inbuilt-acknowledgement."],
      [INBUILT_ACK, { notificationKey: 'GIVE_FEEDBACK-22/11/2026' }, "'GIVE_FEEDBACK-22/11/2026' is not an inbuilt notification: acknowledge it with todo-acknowledgement."],
    ];
    for (const [path, body, message] of cases) {
      const res = await client.post(path, body);
      expect(res.status, JSON.stringify(body)).to.equal(400);
      expect(res.body).to.include({ code: 'NOTIFICATION.UNKNOWN_KEY', errorMessage: message });
    }
    const missing = await client.post(TO_DO_ACK, {});
    expect(missing.status).to.equal(400);
    expect(missing.body.details).to.deep.equal([{ field: 'notificationKey', message: 'Please enter a value' }]);
  });

  it('the profile notice goes once the email is verified; the feedback one once feedback is given', async () => {
    const { client, userId } = await resident(BY_NRIC.S6005054F);
    await sql("UPDATE users SET email = 'v@example.sg', email_verification_status = 'VERIFIED', has_completed_feedback_form = true WHERE id = $1", [userId]);
    const kinds = (await client.get(LIST)).body.notifications.map((n: { kind: string }) => n.kind);
    expect(kinds).to.deep.equal(['READ_ANTI_SCAM_ARTICLE']);
  });

  it('shows the inbuilt notices to residents whose bank data predates them, acknowledged by key', async () => {
    const { client, userId } = await resident(BY_NRIC.G1612348Q);
    // The consent time lives in data-import's bank-data record (docs/decisions.md "Profile fields from where they live").
    await sql(
      `INSERT INTO bank_data (user_id, fpdata, banks, latest_consent_at) VALUES ($1, '{"latestCalendarMonth":"102026"}', '{DBS}', '2022-12-01T00:00:00Z')`,
      [userId],
    );
    const before = (await client.get(LIST)).body;
    const inbuilt = before.notifications.filter((n: { type: string }) => n.type === 'inbuilt');
    expect(inbuilt.map((n: { id: string; date: string; link: string }) => [n.id, n.date, n.link])).to.deep.equal([
      ['TERMS_UPDATE-01/12/2023', '2023-11-30T16:00:00.000Z', '/data-sharing-terms'],
      ['SYSTEM_UPDATE-12/12/2022', '2022-12-11T16:00:00.000Z', '/settings'],
    ]);
    expect(inbuilt[0].title).to.equal('Revisions to the Terms and Conditions governing your usage of the data-sharing scheme');
    expect(before.unreadCount).to.equal(5);

    const res = await client.post(INBUILT_ACK, { notificationKey: 'TERMS_UPDATE-01/12/2023' });
    expect(res.status, res.text).to.equal(204);
    const after = (await client.get(LIST)).body;
    expect(after.unreadCount).to.equal(4);
    expect(after.notifications.find((n: { id: string }) => n.id === 'TERMS_UPDATE-01/12/2023').acknowledged).to.equal(true);

    // A newer data-sharing consent (after the system update, before the revised terms): only the terms notice.
    await sql("UPDATE bank_data SET latest_consent_at = '2023-06-01T00:00:00Z' WHERE user_id = $1", [userId]);
    const ids = (await client.get(LIST)).body.notifications.filter((n: { type: string }) => n.type === 'inbuilt').map((n: { id: string }) => n.id);
    expect(ids).to.deep.equal(['TERMS_UPDATE-01/12/2023']);
  });

  describe('personal notifications', () => {
    it('creates one (201), lists it, and marks it read (idempotent)', async () => {
      const { client } = await resident(BY_NRIC.S9812379B);
      const created = await client.post(PERSONAL, {
        title: 'Emergency fund milestone',
        description: 'Your emergency fund now covers 3 months of expenses.',
        date: '2026-11-22T03:00:00.000Z',
        acknowledged: false,
        category: 'MILESTONE',
      });
      expect(created.status, created.text).to.equal(201);
      expect(created.body.id).to.match(/^[0-9a-f-]{36}$/);
      expect(created.body).to.deep.include({
        type: 'personal',
        title: 'Emergency fund milestone',
        date: '2026-11-22T03:00:00.000Z',
        acknowledged: false,
        category: 'MILESTONE',
      });
      const list = (await client.get(LIST)).body;
      expect(list.notifications[0]).to.deep.equal(created.body);
      expect(list.unreadCount).to.equal(4);

      const read = await patch(client, `${PERSONAL}/${created.body.id}`, { acknowledged: true });
      expect(read.status, read.text).to.equal(200);
      expect(read.body).to.deep.equal({ ...created.body, acknowledged: true });
      expect((await patch(client, `${PERSONAL}/${created.body.id}`, { acknowledged: true })).status).to.equal(200);
      expect((await client.get(LIST)).body.unreadCount).to.equal(3);
    });

    it('a day alone is that day in Singapore; acknowledged and category are optional', async () => {
      const { client } = await resident(BY_NRIC.S9812379B);
      const created = await client.post(PERSONAL, { title: 'Read', description: 'Already read.', date: '2026-11-01', acknowledged: true });
      expect(created.status, created.text).to.equal(201);
      expect(created.body).to.deep.include({ date: '2026-10-31T16:00:00.000Z', acknowledged: true, category: 'GENERAL' });
      const plain = await client.post(PERSONAL, { title: 'Unread', description: 'Not read yet.', date: '2026-11-02' });
      expect(plain.body.acknowledged).to.equal(false);
    });

    it("refuses another resident's notice (404), a malformed id (400), and marking unread (400)", async () => {
      const { client: owner } = await resident(PERSONAS.tanHengHuat);
      const { body } = await owner.post(PERSONAL, { title: 'Mine', description: 'Only mine.', date: '2026-11-22' });
      const { client: stranger } = await resident(PERSONAS.bernardWong);
      const res = await patch(stranger, `${PERSONAL}/${body.id}`, { acknowledged: true });
      expect(res.status).to.equal(404);
      expect(res.body).to.include({ code: 'NOTIFICATION.NOT_FOUND', errorMessage: 'This notification does not exist.' });
      expect((await stranger.get(LIST)).body.notifications.map((n: { id: string }) => n.id)).to.not.include(body.id);
      expect((await owner.get(LIST)).body.notifications.find((n: { id: string }) => n.id === body.id).acknowledged).to.equal(false);

      const malformed = await patch(owner, `${PERSONAL}/not-a-uuid`, { acknowledged: true });
      expect(malformed.status).to.equal(400);
      expect(malformed.body.details).to.deep.equal([{ field: 'id', message: 'Invalid format' }]);

      const unread = await patch(owner, `${PERSONAL}/${body.id}`, { acknowledged: false });
      expect(unread.status).to.equal(400);
      expect(unread.body.details).to.deep.equal([{ field: 'acknowledged', message: 'Only acknowledged: true is accepted: a notification cannot be marked unread.' }]);
    });

    it('validates the body (400 with every failing field)', async () => {
      const { client } = await resident(PERSONAS.limYongXiang);
      const res = await client.post(PERSONAL, { title: '', description: 'x'.repeat(1001), date: 'yesterday', acknowledged: 'no', category: 'URGENT' });
      expect(res.status).to.equal(400);
      expect(res.body.details).to.deep.equal([
        { field: 'title', message: 'Please enter a value' },
        { field: 'description', message: 'Must be at most 1000 characters' },
        { field: 'date', message: 'Invalid format' },
        { field: 'acknowledged', message: 'Invalid format' },
        { field: 'category', message: 'Invalid format' },
      ]);
      const padded = await client.post(PERSONAL, { title: ' Padded ', description: 'x', date: '2026-11-22' });
      expect(padded.status).to.equal(400);
      expect(padded.body.details).to.deep.equal([{ field: 'title', message: SURROUNDING_SPACE }]);
    });
  });

  describe('global notifications (published with the operator command)', () => {
    it('are shown from their date to their last day, acknowledged by id, listed and removed by the operator', async () => {
      const added = await ops(['add', '--title', 'Planned maintenance', '--description', 'The service is down on Sunday 6 to 8 am.', '--valid-until', '2026-11-30']);
      expect(added.err).to.deep.equal([]);
      expect(added.code).to.equal(0);
      const id = Number(/#(\d+)/.exec(added.out[0]!)![1]);
      expect(added.out).to.deep.equal([`Published #${id}  2026-11-22 to 2026-11-30  ANNOUNCEMENT  Planned maintenance`]);
      const future = await ops(['add', '--title', 'Coming up', '--description', 'Next month.', '--date', '2026-12-15', '--category', 'GENERAL']);
      expect(future.code).to.equal(0);

      const { client, userId } = await resident(BY_NRIC.S6005053H);
      const list = (await client.get(LIST)).body;
      const globals = list.notifications.filter((n: { type: string }) => n.type === 'global');
      expect(globals).to.deep.equal([
        {
          id: String(id),
          type: 'global',
          title: 'Planned maintenance',
          description: 'The service is down on Sunday 6 to 8 am.',
          date: '2026-11-21T16:00:00.000Z',
          acknowledged: false,
          category: 'ANNOUNCEMENT',
        },
      ]);
      expect(list.unreadCount).to.equal(4);

      const ack = await client.post(GLOBAL_ACK, { globalNotificationId: id });
      expect(ack.status, ack.text).to.equal(204);
      expect((await client.post(GLOBAL_ACK, { globalNotificationId: id })).status).to.equal(204);
      const read = (await client.get(LIST)).body;
      expect(read.unreadCount).to.equal(3);
      expect(read.notifications.find((n: { type: string }) => n.type === 'global').acknowledged).to.equal(true);

      const unknown = await client.post(GLOBAL_ACK, { globalNotificationId: 999_999 });
      expect(unknown.status).to.equal(404);
      expect(unknown.body).to.include({ code: 'NOTIFICATION.GLOBAL_NOT_FOUND', errorMessage: 'This announcement does not exist.' });
      const bad = await client.post(GLOBAL_ACK, { globalNotificationId: 'one' });
      expect(bad.status).to.equal(400);
      expect(bad.body.details).to.deep.equal([{ field: 'globalNotificationId', message: 'Must be only numbers with commas or periods' }]);

      // Past its last day it no longer shows; from its date the future one does.
      clock.set('2026-12-15T01:00:00.000Z');
      const { client: later } = await resident(BY_NRIC.S6005053H);
      const titles = (await later.get(LIST)).body.notifications.filter((n: { type: string }) => n.type === 'global').map((n: { title: string }) => n.title);
      expect(titles).to.deep.equal(['Coming up']);
      clock.set(START);

      const listed = await ops(['list']);
      expect(listed.code).to.equal(0);
      expect(listed.out).to.deep.equal([`#${id + 1}  2026-12-15 to until removed  GENERAL  Coming up`, `#${id}  2026-11-22 to 2026-11-30  ANNOUNCEMENT  Planned maintenance`]);

      const removed = await ops(['remove', '--id', String(id)]);
      expect(removed).to.deep.equal({ code: 0, out: [`Removed announcement #${id}.`], err: [] });
      const [acks] = await sql('SELECT 1 FROM notification_acknowledgements WHERE user_id = $1 AND global_notification_id IS NOT NULL', [userId]);
      expect(acks, 'acknowledgements go with the announcement').to.deep.equal([]);
      const again = await ops(['remove', '--id', String(id)]);
      expect(again).to.deep.equal({ code: 1, out: [], err: [`There is no announcement #${id}. 'list' shows the ones there are.`] });
      expect((await ops(['remove', '--id', String(id + 1)])).code).to.equal(0);
      expect((await ops(['list'])).out).to.deep.equal(['No announcements.']);
    });
  });

  it("a resident's notifications and acknowledgements go with their account (ON DELETE CASCADE)", async () => {
    const { client, userId } = await resident(BY_NRIC.S9912375C);
    expect((await client.post(PERSONAL, { title: 'Mine', description: 'Mine.', date: '2026-11-22' })).status).to.equal(201);
    expect((await client.post(TO_DO_ACK, { notificationKey: 'GIVE_FEEDBACK-22/11/2026' })).status).to.equal(204);
    await sql('DELETE FROM users WHERE id = $1', [userId]);
    const [left] = await sql(
      'SELECT (SELECT count(*) FROM personal_notifications WHERE user_id = $1) + (SELECT count(*) FROM notification_acknowledgements WHERE user_id = $1) AS n',
      [userId],
    );
    expect(left).to.deep.equal([{ n: 0 }]);
  });

  it('a to-do that comes back on a new day is unread again (the key carries the day)', async () => {
    clock.advance(40 * DAY);
    const { client } = await resident(BY_NRIC.S9912365F);
    // This resident registered (and first signed in) on 22 Nov; a key of another day is another notice.
    expect((await client.post(TO_DO_ACK, { notificationKey: 'GIVE_FEEDBACK-01/01/2027' })).status).to.equal(204);
    const feedback = (await client.get(LIST)).body.notifications.find((n: { kind: string }) => n.kind === 'GIVE_FEEDBACK');
    expect(feedback).to.include({ id: 'GIVE_FEEDBACK-22/11/2026', acknowledged: false });
    clock.set(START);
  });
});
