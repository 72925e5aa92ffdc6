import { QueryTypes, type Sequelize } from 'sequelize';

type SessionData = Record<string, unknown>;

/**
 * koa-session store in PostgreSQL (`sessions` table). Sessions survive restarts and are shared by every server
 * process behind a load balancer. koa-session validates stores with zod: every method must return a Promise.
 * `user_id` is copied out of the data so a user's sessions can be found (and cascade-deleted) by user.
 */
export class PgSessionStore {
  constructor(
    private readonly sequelize: Sequelize,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async get(sid: string): Promise<SessionData | undefined> {
    const rows = await this.sequelize.query<{ data: SessionData }>('SELECT data FROM sessions WHERE sid = $1 AND expires_at > $2', {
      bind: [sid, this.now()],
      type: QueryTypes.SELECT,
      raw: true,
    });
    return rows[0]?.data;
  }

  async set(sid: string, sess: SessionData, maxAge: number | 'session' | undefined): Promise<void> {
    const ttl = typeof maxAge === 'number' && Number.isFinite(maxAge) ? maxAge : 86_400_000;
    const expiresAt = new Date(this.now().getTime() + ttl);
    const userId = typeof sess.userId === 'string' ? sess.userId : null;
    await this.sequelize.query(
      `INSERT INTO sessions (sid, data, user_id, expires_at) VALUES ($1, $2, $3, $4)
       ON CONFLICT (sid) DO UPDATE SET data = EXCLUDED.data, user_id = EXCLUDED.user_id, expires_at = EXCLUDED.expires_at`,
      { bind: [sid, JSON.stringify(sess), userId, expiresAt], type: QueryTypes.INSERT },
    );
  }

  async destroy(sid: string): Promise<void> {
    await this.sequelize.query('DELETE FROM sessions WHERE sid = $1', { bind: [sid], type: QueryTypes.DELETE });
  }

  /** Removes expired rows; run periodically. Returns nothing useful on purpose: it is housekeeping. */
  async purgeExpired(): Promise<void> {
    await this.sequelize.query('DELETE FROM sessions WHERE expires_at <= $1', { bind: [this.now()], type: QueryTypes.DELETE });
  }
}
