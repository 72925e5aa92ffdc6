import { expect } from 'chai';
import { QueryTypes } from 'sequelize';
import { ManualClock } from '../../../src/shared-kernel/clock.js';
import { IDENTITY } from '../../../src/identity/identity.tokens.js';
import type { TestClient } from '../../support/http-client.js';
import { type TestApp, appPerSuite, startTestApp } from '../../support/test-app.js';
import { PERSONAS, signIn, CONSENT_BODY } from '../../support/sign-in.js';
import { runPurgeAccounts } from '../../../scripts/lib/purge-accounts-command.js';
import { countRows, foreignKeys, rowsOfUser, rowsWithUserId, tablesWithUserIdColumn, userOwnedTables, type UserOwnedTable } from '../../support/user-owned-tables.js';

const DAY = 86_400_000;
const DEACTIVATE = '/api/v1/user/deactivate-account';
const patch = (client: TestClient, json: unknown) => client.request('PATCH', '/api/v1/user', { json });

/**
 * Rows written with SQL for the tables no identity call of this file fills. A NEW table that references users
 * must get a line here (the "every user-owned table is seeded" test says which): the purge test then proves its
 * rows go with the account.
 */
const SQL_SEEDS: Record<string, (userId: string, t: TestApp) => Promise<void>> = {
  personal_notifications: async (userId, t) => {
    await t.app.sequelize.query("INSERT INTO personal_notifications (user_id, title, description, category, date) VALUES ($1, 'Milestone', 'Half way there', 'SAVINGS', now())", { bind: [userId] });
  },
  notification_acknowledgements: async (userId, t) => {
    const [global] = await t.app.sequelize.query<{ id: number }>(
      "INSERT INTO global_notifications (title, description, category, date) VALUES ('System update', 'Reconnect your banks', 'SYSTEM', '2026-11-01') RETURNING id",
      { type: QueryTypes.SELECT },
    );
    await t.app.sequelize.query("INSERT INTO notification_acknowledgements (user_id, type, notification_key) VALUES ($1, 'inbuilt', 'TERMS_UPDATE-01/12/2023')", { bind: [userId] });
    await t.app.sequelize.query("INSERT INTO notification_acknowledgements (user_id, type, global_notification_id) VALUES ($1, 'global', $2)", { bind: [userId, global!.id] });
  },
  recommended_actions: async (userId, t) => {
    await t.app.sequelize.query("INSERT INTO recommended_actions (user_id, key, completed_at, completed_by) VALUES ($1, 'READ_ANTI_SCAM_ARTICLE', now(), 'USER')", { bind: [userId] });
  },
  user_search_queries: async (userId, t) => {
    await t.app.sequelize.query("INSERT INTO user_search_queries (user_id, search_query) VALUES ($1, 'emergency fund')", { bind: [userId] });
  },
  incomes: async (userId, t) => {
    await t.app.sequelize.query("INSERT INTO incomes (user_id, position, name, gross_income, net_income, income_currency, type) VALUES ($1, 0, 'Salary', 500000, 420000, 'SGD', 'EMPLOYMENT')", { bind: [userId] });
  },
  estimated_monthly_expenses: async (userId, t) => {
    await t.app.sequelize.query("INSERT INTO estimated_monthly_expenses (user_id, amount, is_derived, entered_date) VALUES ($1, 250000, false, '2026-11-20')", { bind: [userId] });
  },
  assets: async (userId, t) => {
    await t.app.sequelize.query(
      "INSERT INTO assets (user_id, kind, name, total_value_amount, currency, investment_source, enter_option, last_updated_at) VALUES ($1, 'cashBalance', 'DBS Savings', 1500000, 'SGD', 'CASH', 'TOTAL_VALUE', now())",
      { bind: [userId] },
    );
  },
  import_reconciliations: async (userId, t) => {
    await t.app.sequelize.query(
      `INSERT INTO import_reconciliations (user_id, import_source, list, source_ref, typed_item_id, imported) VALUES ($1, 'MYINFO', 'incomes', 'noa:EMPLOYMENT', gen_random_uuid(), '{"list": "incomes"}')`,
      { bind: [userId] },
    );
  },
  cpf_assets: async (userId, t) => {
    await t.app.sequelize.query('INSERT INTO cpf_assets (user_id, oa, sa, ma, ra) VALUES ($1, 5000000, 2000000, 3000000, 0)', { bind: [userId] });
  },
  goals: async (userId, t) => {
    await t.app.sequelize.query("INSERT INTO goals (user_id, name, total_amount, date) VALUES ($1, 'Travel', 500000, '2027-06-30')", { bind: [userId] });
  },
  article_reads: async (userId, t) => {
    await t.app.sequelize.query("INSERT INTO article_reads (user_id, article) VALUES ($1, 'retirement-resources')", { bind: [userId] });
  },
  housing_plans: async (userId, t) => {
    await t.app.sequelize.query(`INSERT INTO housing_plans (user_id, fields) VALUES ($1, '{"planName": "Punggol"}')`, { bind: [userId] });
  },
  emergency_funds: async (userId, t) => {
    await t.app.sequelize.query("INSERT INTO emergency_funds (user_id, total_amount, current_amount, date) VALUES ($1, 600000, 0, '2027-01-01')", { bind: [userId] });
  },
  bank_data: async (userId, t) => {
    await t.app.sequelize.query("INSERT INTO bank_data (user_id, fpdata, banks, latest_consent_at) VALUES ($1, '{}', '{DBS}', now())", { bind: [userId] });
  },
  personal_data: async (userId, t) => {
    await t.app.sequelize.query("INSERT INTO personal_data (user_id, cpf, latest_consent_at) VALUES ($1, '{\"oa\": 1, \"sa\": 2, \"ma\": 3, \"ra\": null}', now())", { bind: [userId] });
  },
  // Written by triggers with every money row; seeded here too so the purge is seen to remove it.
  finance_versions: async (userId, t) => {
    await t.app.sequelize.query('INSERT INTO finance_versions (user_id, version) VALUES ($1, 7) ON CONFLICT (user_id) DO UPDATE SET version = 7', { bind: [userId] });
  },
  finance_history: async (userId, t) => {
    await t.app.sequelize.query("INSERT INTO finance_history (user_id, date, total_assets, total_liabilities, net_worth, net_worth_without_home) VALUES ($1, '2026-11-20', 900000, 100000, 800000, 800000)", { bind: [userId] });
  },
  expenses: async (userId, t) => {
    await t.app.sequelize.query("INSERT INTO expenses (user_id, position, category, amount, time_interval) VALUES ($1, 0, 'Food', 60000, 'MONTHLY')", { bind: [userId] });
  },
  loan_repayments: async (userId, t) => {
    await t.app.sequelize.query("INSERT INTO loan_repayments (user_id, position, name, amount, ccy, cash, cpf, type) VALUES ($1, 0, 'HDB loan', 150000, 'SGD', 50000, 100000, 'MORTGAGE')", { bind: [userId] });
  },
  monthly_investments: async (userId, t) => {
    await t.app.sequelize.query("INSERT INTO monthly_investments (user_id, name, amount, ccy, asset_type) VALUES ($1, 'STI ETF', 50000, 'SGD', 'STOCK')", { bind: [userId] });
  },
  liabilities: async (userId, t) => {
    await t.app.sequelize.query("INSERT INTO liabilities (user_id, name, amount, ccy, category) VALUES ($1, 'Car loan', 3000000, 'SGD', 'NON_MORTGAGE')", { bind: [userId] });
  },
  target_monthly_savings: async (userId, t) => {
    await t.app.sequelize.query("INSERT INTO target_monthly_savings (user_id, amount, entered_date) VALUES ($1, 100000, '2026-11-20')", { bind: [userId] });
  },
  total_budgets: async (userId, t) => {
    await t.app.sequelize.query('INSERT INTO total_budgets (user_id, amount) VALUES ($1, 300000)', { bind: [userId] });
  },
  investing_guide_items: async (userId, t) => {
    await t.app.sequelize.query("INSERT INTO investing_guide_items (user_id, item) VALUES ($1, 'EMERGENCY_FUND')", { bind: [userId] });
  },
  investing_insurance_policies: async (userId, t) => {
    await t.app.sequelize.query(`INSERT INTO investing_insurance_policies (user_id, insurance) VALUES ($1, '{"policyName": "Term life"}')`, { bind: [userId] });
  },
  retirement_plans: async (userId, t) => {
    await t.app.sequelize.query(`INSERT INTO retirement_plans (user_id, settings) VALUES ($1, '{"payoutStartAge": 67}')`, { bind: [userId] });
  },
};

describe('Purging deleted accounts', () => {
  let t: TestApp;
  const clock = new ManualClock('2026-11-22T02:00:00.000Z');
  let owned: UserOwnedTable[];
  before(async () => {
    t = await startTestApp({ clock, env: { ACCOUNT_PURGE_INTERVAL_MINUTES: '0' } });
    owned = userOwnedTables(await foreignKeys(t.app.sequelize));
  });
  after(async () => {
    await t?.stop();
  });

  const purge = () => t.app.container.get(IDENTITY.PurgeDeletedAccounts).execute();

  /** A resident with a row in every table that belongs to users: through the API where identity has a call, else SQL. */
  async function residentWithData(persona: { nric: string; uuid: string }, email: string): Promise<{ client: TestClient; id: string }> {
    const client = t.client();
    await signIn(client, persona);
    expect((await patch(client, CONSENT_BODY)).status).to.equal(200);
    const profile = await patch(client, { email, employmentStatusRange: 'FULL_PART_TIME', workYearsRange: '3_TO_5', analyticsEnabled: true });
    expect(profile.status, profile.text).to.equal(200);
    expect((await client.request('PUT', '/api/v1/module-status', { json: { module: 'CASHFLOW', currentStep: 2 } })).status).to.equal(200);
    expect((await client.post('/api/v1/email/generate-verification-code')).status).to.equal(200); // a code and an outbox email
    const id = profile.body.id as string;
    for (const { table } of owned) await SQL_SEEDS[table]?.(id, t);
    return { client, id };
  }

  async function snapshot(userIds: string[]) {
    const result = new Map<string, { total: number; byUser: number[] }>();
    for (const entry of owned) {
      result.set(entry.table, { total: await countRows(t.app.sequelize, entry.table), byUser: await Promise.all(userIds.map((id) => rowsOfUser(t.app.sequelize, entry, id))) });
    }
    return result;
  }

  it('finds the tables that belong to users (sanity check of the enumeration)', () => {
    expect(owned.map((o) => o.table)).to.include.members(['sessions', 'module_statuses', 'email_verification_codes', 'email_outbox']);
  });

  it('refuses nothing silently: every foreign key leading to users is ON DELETE CASCADE, and every user_id column has one', async () => {
    const keys = await foreignKeys(t.app.sequelize);
    const ownedTables = new Set(['users', ...owned.map((o) => o.table)]);
    // SET NULL never refuses a delete either: a link between two rows of the resident (a loan repayment naming
    // the liability it repays) outlives the liability, unlinked. A key to users itself must still cascade.
    const refuses = (k: { parent: string; childColumn: string; deleteRule: string }) => k.deleteRule !== 'CASCADE' && !(k.deleteRule === 'SET NULL' && k.parent !== 'users' && k.childColumn !== 'user_id');
    const notCascading = keys.filter((k) => ownedTables.has(k.parent) && refuses(k)).map((k) => `${k.child}.${k.childColumn} -> ${k.parent} (${k.deleteRule})`);
    expect(notCascading, 'foreign keys to users must be ON DELETE CASCADE, to a table owned by users CASCADE or SET NULL').to.deep.equal([]);
    const withoutKey = (await tablesWithUserIdColumn(t.app.sequelize)).filter((table) => !keys.some((k) => k.child === table && k.childColumn === 'user_id' && k.parent === 'users'));
    expect(withoutKey, 'a user_id column must reference users(id) ON DELETE CASCADE').to.deep.equal([]);
  });

  it('deletes every row of an account past its grace period, in every table, and nothing of anyone else', async () => {
    const gone = await residentWithData(PERSONAS.limYongXiang, 'lim@example.sg');
    const other = await residentWithData(PERSONAS.tanHengHuat, 'tan@example.sg');
    const waiting = await residentWithData(PERSONAS.bernardWong, 'bernard@example.sg');

    // Every user-owned table has rows of each resident, so the checks below cannot pass vacuously.
    const seeded = await snapshot([gone.id, other.id, waiting.id]);
    const unseeded = [...seeded].filter(([table, counts]) => table !== 'sessions' && counts.byUser.some((n) => n === 0)).map(([table]) => table);
    expect(unseeded, 'add a seed for these tables to SQL_SEEDS in this file').to.deep.equal([]);

    // `gone` deactivates, then signs in again within the grace period (a live session of a pending account).
    expect((await gone.client.post(DEACTIVATE)).status).to.equal(200);
    const stale = gone.client;
    const back = t.client();
    await signIn(back, PERSONAS.limYongXiang);
    clock.advance(10 * DAY);
    const waitingClient = t.client();
    await signIn(waitingClient, PERSONAS.bernardWong);
    expect((await waitingClient.post(DEACTIVATE)).status).to.equal(200); // its grace ends 10 days after `gone`'s
    expect(await purge(), 'nothing is due yet').to.equal(0);
    expect(await rowsOfUser(t.app.sequelize, owned.find((o) => o.table === 'module_statuses')!, gone.id)).to.equal(1);

    clock.advance(20 * DAY);
    const [sessionsBefore] = await t.app.sequelize.query<{ n: number }>("SELECT count(*)::int AS n FROM sessions WHERE user_id = $1 OR data->>'userId' = $1::text", { bind: [gone.id], type: QueryTypes.SELECT });
    expect(sessionsBefore!.n, 'the session signed in while pending').to.equal(1);
    const before = await snapshot([gone.id, other.id, waiting.id]);
    expect(await purge()).to.equal(1);
    expect(await purge(), 'a second run finds nothing more').to.equal(0);

    const [users] = await t.app.sequelize.query('SELECT id FROM users ORDER BY id');
    expect((users as Array<{ id: string }>).map((u) => u.id)).to.have.members([other.id, waiting.id]);
    const afterwards = await snapshot([other.id, waiting.id]);
    for (const [table, counts] of before) {
      const [goneRows, otherRows, waitingRows] = counts.byUser as [number, number, number];
      const now = afterwards.get(table)!;
      expect(now.total, `${table}: exactly the purged account's rows are gone`).to.equal(counts.total - goneRows);
      expect(now.byUser, `${table}: the other residents' rows are untouched`).to.deep.equal([otherRows, waitingRows]);
    }
    for (const table of await tablesWithUserIdColumn(t.app.sequelize)) {
      expect(await rowsWithUserId(t.app.sequelize, table, gone.id), `${table}.user_id`).to.equal(0);
    }
    const [sessionData] = await t.app.sequelize.query<{ n: number }>("SELECT count(*)::int AS n FROM sessions WHERE data->>'userId' = $1", { bind: [gone.id], type: QueryTypes.SELECT });
    expect(sessionData!.n).to.equal(0);
    for (const browser of [stale, back]) expect((await browser.get('/api/v1/user')).status).to.equal(401);

    // The pending account whose grace has not ended is still there, and can still come back.
    const waitingAgain = t.client();
    await signIn(waitingAgain, PERSONAS.bernardWong);
    expect((await waitingAgain.request('PATCH', '/api/v1/user/reactivate-account')).status).to.equal(200);

    // Signing in again after the purge creates a new account: a new id, nothing the resident had answered.
    const fresh = t.client();
    const profile = await signIn(fresh, PERSONAS.limYongXiang);
    expect(profile.id).to.not.equal(gone.id);
    expect(profile).to.include({
      accountStatus: null,
      scheduledDeletionAt: null,
      email: null,
      employmentStatusRange: null,
      workYearsRange: null,
      emailVerificationStatus: 'UNVERIFIED',
      analyticsEnabled: false,
      consentedToAppTNCAt: null,
      latestConsentedToAppNOCAt: null,
      isReturnUser: false,
      onboardingComplete: false,
    });
    const modules = await t.app.sequelize.query('SELECT 1 FROM module_statuses WHERE user_id = $1', { bind: [profile.id], type: QueryTypes.SELECT });
    expect(modules).to.deep.equal([]);
  });
});

describe('Purging with ACCOUNT_DELETION_GRACE_DAYS=0 (as the e2e journey does)', () => {
  const clock = new ManualClock('2026-11-22T02:00:00.000Z');
  const t = appPerSuite({ clock, env: { ACCOUNT_DELETION_GRACE_DAYS: '0', ACCOUNT_PURGE_INTERVAL_MINUTES: '0' } });

  it('makes a deactivated account purgeable at once, and reactivation is already too late', async () => {
    const client = t.client();
    const first = await signIn(client, PERSONAS.bernardWong);
    expect((await patch(client, CONSENT_BODY)).status).to.equal(200);
    const res = await client.post(DEACTIVATE);
    expect(res.status, res.text).to.equal(200);
    expect(res.body.scheduledDeletionAt).to.equal('2026-11-22T02:00:00.000Z');

    const again = t.client();
    await signIn(again, PERSONAS.bernardWong);
    expect((await again.request('PATCH', '/api/v1/user/reactivate-account')).status).to.equal(422);

    expect(await t.app.container.get(IDENTITY.PurgeDeletedAccounts).execute()).to.equal(1);
    const [users] = await t.app.sequelize.query('SELECT id FROM users WHERE id = $1', { bind: [first.id] });
    expect(users).to.deep.equal([]);
  });

  it('npm run ops:purge-accounts does the same on demand and says how many', async () => {
    const client = t.client();
    await signIn(client, PERSONAS.tanHengHuat);
    expect((await patch(client, CONSENT_BODY)).status).to.equal(200);
    expect((await client.post(DEACTIVATE)).status).to.equal(200);
    expect(await runPurgeAccounts(t.app.sequelize, clock)).to.equal('Deleted 1 account(s) past their grace period.');
    expect(await runPurgeAccounts(t.app.sequelize, clock)).to.equal('Deleted 0 account(s) past their grace period.');
  });
});
