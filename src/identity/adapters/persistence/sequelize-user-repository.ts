import { QueryTypes, type Sequelize } from 'sequelize';
import { preparedQuery } from '../../../platform/db/prepared-query.js';
import type { ProfileChanges } from '../../domain/profile-update.js';
import type { PersonBasics, User } from '../../domain/user.js';
import type { SignInRecord, UserRepository } from '../../ports/user-repository.js';
import { toUser, USER_COLUMNS, type UserRow } from './user-row.js';

/** The only columns PATCH /user can reach: a whitelist, so a field name never becomes SQL by accident. */
const PROFILE_COLUMNS: { readonly [K in keyof Required<ProfileChanges>]: string } = {
  name: 'name',
  dob: 'dob',
  sex: 'sex',
  maritalStatus: 'marital_status',
  residentialStatus: 'residential_status',
  email: 'email',
  emailVerificationStatus: 'email_verification_status',
  employmentStatusRange: 'employment_status_range',
  workYearsRange: 'work_years_range',
  deferEmailVerification: 'defer_email_verification',
  emailNotificationsStatus: 'email_notifications_status',
  analyticsEnabled: 'analytics_enabled',
  hasCompletedFeedbackForm: 'has_completed_feedback_form',
  consentedToAppTNCAt: 'consented_to_app_tnc_at',
  latestConsentedToAppNOCAt: 'latest_consented_to_app_noc_at',
  apimMyinfoDataSelectionState: 'apim_myinfo_data_selection_state',
};

/**
 * Users in PostgreSQL through Sequelize's query interface with bound parameters (never string-built SQL).
 * Raw rows on purpose: model hydration costs several times the driver's CPU on the session hot path.
 */
export class SequelizeUserRepository implements UserRepository {
  constructor(private readonly sequelize: Sequelize) {}

  async findById(id: string): Promise<User | null> {
    const rows = await this.sequelize.query<UserRow>(`SELECT ${USER_COLUMNS} FROM users WHERE id = $1`, { bind: [id], type: QueryTypes.SELECT });
    return rows[0] ? toUser(rows[0]) : null;
  }

  async findWithSessionToken(id: string): Promise<{ user: User; sessionToken: string | null } | null> {
    const rows = await preparedQuery<UserRow>(this.sequelize, 'user_with_session_token', `SELECT ${USER_COLUMNS}, current_session_token FROM users WHERE id = $1`, [id]);
    const row = rows[0];
    return row ? { user: toUser(row), sessionToken: row.current_session_token ?? null } : null;
  }

  async nricBindingOf(singpassUuid: string): Promise<{ userId: string; nricHash: string | null } | null> {
    const [row] = await this.sequelize.query<{ id: string; nric_hash: string | null }>('SELECT id, nric_hash FROM users WHERE singpass_uuid = $1', {
      bind: [singpassUuid],
      type: QueryTypes.SELECT,
    });
    return row ? { userId: row.id, nricHash: row.nric_hash } : null;
  }

  async upsertOnSignIn(singpassUuid: string, basics: PersonBasics | null, record: SignInRecord): Promise<User | null> {
    // One statement: concurrent first sign-ins of the same person cannot create two users. On conflict only the
    // sign-in facts change; the profile the resident may have edited is left alone. The WHERE is nricBindingHolds
    // (domain/nric-binding.ts) again: an account bound to another NRIC is not updated and no row comes back.
    const rows = await this.sequelize.query<UserRow>(
      `INSERT INTO users (singpass_uuid, nric_hash, name, dob, sex, marital_status, residential_status,
                          registered_at, last_login, login_count, current_session_token, created_at, updated_at, myinfo_basics)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $8, 1, $9, $8, $8, $10)
       ON CONFLICT (singpass_uuid) DO UPDATE SET
         nric_hash = COALESCE(users.nric_hash, EXCLUDED.nric_hash),
         name = COALESCE(users.name, EXCLUDED.name),
         last_login = EXCLUDED.last_login,
         login_count = users.login_count + 1,
         current_session_token = EXCLUDED.current_session_token,
         updated_at = EXCLUDED.updated_at
       WHERE users.nric_hash IS NULL OR EXCLUDED.nric_hash IS NULL OR users.nric_hash = EXCLUDED.nric_hash
       RETURNING ${USER_COLUMNS}`,
      {
        bind: [
          singpassUuid,
          record.nricHash,
          basics?.name ?? null,
          basics?.dob ?? null,
          basics?.sex ?? null,
          basics?.maritalStatus ?? null,
          basics?.residentialStatus ?? null,
          record.at,
          record.sessionToken,
          // What the sign-in prefilled came from Myinfo (the sandbox's personas): recorded per field.
          givenBasics(basics),
        ],
        type: QueryTypes.SELECT,
      },
    );
    return rows[0] ? toUser(rows[0]) : null;
  }

  async fillMissingBasics(userId: string, basics: PersonBasics): Promise<void> {
    await this.sequelize.query(
      `UPDATE users SET
         name = COALESCE(name, $2), dob = COALESCE(dob, $3), sex = COALESCE(sex, $4),
         marital_status = COALESCE(marital_status, $5), residential_status = COALESCE(residential_status, $6),
         myinfo_basics = COALESCE(myinfo_basics, '{}'::jsonb) || COALESCE($7::jsonb, '{}'::jsonb),
         updated_at = now()
       WHERE id = $1`,
      { bind: [userId, basics.name, basics.dob, basics.sex, basics.maritalStatus, basics.residentialStatus, givenBasics(basics)] },
    );
  }

  async clearSessionToken(userId: string, sessionToken: string): Promise<void> {
    await this.sequelize.query('UPDATE users SET current_session_token = NULL WHERE id = $1 AND current_session_token = $2', {
      bind: [userId, sessionToken],
      type: QueryTypes.UPDATE,
    });
  }

  async changeProfile(userId: string, decide: (stored: User) => ProfileChanges): Promise<User | null> {
    return this.sequelize.transaction(async (transaction) => {
      // The row lock makes a change decide from the profile as the previous change left it, not from the copy the
      // request loaded with its session (docs/decisions.md "Concurrent writes").
      const stored = await this.sequelize.query<UserRow>(`SELECT ${USER_COLUMNS} FROM users WHERE id = $1 FOR UPDATE`, { bind: [userId], type: QueryTypes.SELECT, transaction });
      if (!stored[0]) return null;
      const changes = decide(toUser(stored[0]));
      const keys = (Object.keys(changes) as Array<keyof ProfileChanges>).filter((key) => changes[key] !== undefined && Object.hasOwn(PROFILE_COLUMNS, key));
      if (keys.length === 0) return toUser(stored[0]);
      const assignments = keys.map((key, i) => `${PROFILE_COLUMNS[key]} = $${i + 2}`);
      const rows = await this.sequelize.query<UserRow>(
        `UPDATE users SET ${assignments.join(', ')}, updated_at = now() WHERE id = $1 RETURNING ${USER_COLUMNS}`,
        { bind: [userId, ...keys.map((key) => changes[key])], type: QueryTypes.SELECT, transaction },
      );
      return toUser(rows[0]!);
    });
  }

  async nricHashOf(userId: string): Promise<string | null> {
    const [row] = await this.sequelize.query<{ nric_hash: string | null }>('SELECT nric_hash FROM users WHERE id = $1', { bind: [userId], type: QueryTypes.SELECT });
    return row?.nric_hash ?? null;
  }
}

/** The fields Myinfo gave a value for, as JSON for `myinfo_basics`; null when it gave none. */
function givenBasics(basics: PersonBasics | null): string | null {
  if (!basics) return null;
  const given = Object.fromEntries(Object.entries(basics).filter(([, value]) => typeof value === 'string' && value !== ''));
  return Object.keys(given).length === 0 ? null : JSON.stringify(given);
}
