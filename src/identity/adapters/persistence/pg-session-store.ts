import { QueryTypes, type Sequelize } from 'sequelize';
import { preparedQuery } from '../../../platform/db/prepared-query.js';
import type { AppContext, SessionStore } from '../../../platform/http/http-types.js';
import type { User } from '../../domain/user.js';
import { toUser, userRowFromJson } from './user-row.js';

type SessionData = Record<string, unknown>;

declare module '../../../platform/http/http-types.js' {
  interface AppState {
    /** The session's user, read in the same statement as the session (see PgSessionStore.get). */
    sessionUser?: { user: User; sessionToken: string | null };
  }
}

// The user travels as one JSON value (minus the NRIC hash): far cheaper for the driver than thirty columns.
const GET_SESSION_WITH_USER = `SELECT s.data, CASE WHEN u.id IS NULL THEN NULL ELSE to_jsonb(u) - 'nric_hash' END AS user_json
  FROM sessions s LEFT JOIN users u ON u.id = s.user_id
  WHERE s.sid = $1 AND s.expires_at > $2`;

/**
 * koa-session store in PostgreSQL (`sessions` table): sessions survive restarts and are shared by every server
 * process behind a load balancer. `user_id` is copied out of the data so a user's sessions cascade with the user.
 *
 * The hot path: `get` reads the session AND its user in one prepared statement and leaves the user on
 * `ctx.state.sessionUser`, so the session guard needs no second round trip.
 */
export class PgSessionStore implements SessionStore {
  constructor(
    private readonly sequelize: Sequelize,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async get(sid: string, _maxAge: unknown, options?: { ctx?: AppContext }): Promise<SessionData | undefined> {
    const rows = await preparedQuery<{ data: SessionData; user_json: Record<string, unknown> | null }>(this.sequelize, 'session_get_with_user', GET_SESSION_WITH_USER, [sid, this.now()]);
    const row = rows[0];
    if (!row) return undefined;
    if (row.user_json && options?.ctx) {
      const user = userRowFromJson(row.user_json);
      options.ctx.state.sessionUser = { user: toUser(user), sessionToken: user.current_session_token ?? null };
    }
    return row.data;
  }

  async set(sid: string, sess: SessionData, maxAge: number | 'session' | undefined): Promise<void> {
    const ttl = typeof maxAge === 'number' && Number.isFinite(maxAge) ? maxAge : 86_400_000;
    const expiresAt = new Date(this.now().getTime() + ttl);
    const userId = typeof sess.userId === 'string' ? sess.userId : null;
    await preparedQuery(
      this.sequelize,
      'session_upsert',
      `INSERT INTO sessions (sid, data, user_id, expires_at) VALUES ($1, $2, $3, $4)
       ON CONFLICT (sid) DO UPDATE SET data = EXCLUDED.data, user_id = EXCLUDED.user_id, expires_at = EXCLUDED.expires_at`,
      [sid, JSON.stringify(sess), userId, expiresAt],
    );
  }

  async destroy(sid: string): Promise<void> {
    await preparedQuery(this.sequelize, 'session_destroy', 'DELETE FROM sessions WHERE sid = $1', [sid]);
  }

  async purgeExpired(): Promise<void> {
    await this.sequelize.query('DELETE FROM sessions WHERE expires_at <= $1', { bind: [this.now()], type: QueryTypes.DELETE });
  }
}
